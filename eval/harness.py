"""Runs the requested suites in one process and returns one ``EvalRun``.

Docs question sets are named presets or paths:
- ``example`` -- the project's dev set over ``examples/manuals`` (gold line spans);
- ``eda-corpus`` -- EDA-Corpus ``qa.csv`` over the OpenROAD docs (paths from settings);
- any ``.jsonl`` / ``.csv`` path (then ``--corpus`` names the docs, or the index is used as is).
Each set gets its own index directory (``<data dir>/eval/<set>``) so corpora never mix.
"""

from __future__ import annotations

import os
import platform
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import structlog

from app.engine import Engine
from edabot.errors import BadInputError
from edabot.scopes import visible_scopes
from edabot.settings import Settings
from eval.docs_suite import DocsEvaluator, DocsScoring
from eval.llm import judge_client
from eval.metrics.cost import TokenCounter
from eval.options import MODES, SUITES, EvalOptions
from eval.questions import Question, load_questions
from eval.results import EvalRun, SuiteResult
from eval.runs_suite import resolve_run_set, run_runs_suite
from eval.specs_suite import SPEC_SUITE_MODES, SpecsOptions, resolve_specs_options, run_specs_suite
from index.encoder import get_base_encoder

log = structlog.get_logger(__name__)

REPO_ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class DocsSet:
    """A resolved docs question set: its name, its file, and the corpus it is about."""

    name: str
    path: Path
    corpus: Path | None


def resolve_docs_set(spec: str, corpus: Path | None, settings: Settings) -> DocsSet:
    """Turn a preset name or a path into files; a named corpus overrides the preset's."""
    if spec == "example":
        return DocsSet("example", REPO_ROOT / "eval/devsets/docs_example.jsonl", corpus or REPO_ROOT / "examples/manuals")
    if spec == "eda-corpus":
        return DocsSet("eda-corpus", settings.eval_qa_csv, corpus or settings.eval_openroad_corpus)
    path = Path(spec)
    return DocsSet(path.stem, path, corpus)


def run_eval(settings: Settings, options: EvalOptions, command: str) -> EvalRun:
    """Run every requested suite; unavailable ones are recorded with the reason."""
    run = EvalRun(created=datetime.now(UTC).isoformat(timespec="seconds"), machine=machine(), command=command)
    for suite in options.suites:
        log.info("eval.suite.start", suite=suite)
        if suite == "docs":
            run.suites[suite] = run_docs_suite(settings, options)
        elif suite == "runs":
            devset, corpus = resolve_run_set(options.questions, options.runs)
            run.suites[suite] = run_runs_suite(settings, options.limit, devset, corpus)
        else:
            run.suites[suite] = run_specs_suite(settings, _specs_options(settings, options))
    return run


def _specs_options(settings: Settings, options: EvalOptions) -> SpecsOptions:
    """The docs defaults (``example`` set, doc modes) mean "the spec suite's own" here."""
    modes = SPEC_SUITE_MODES if list(options.modes) == list(MODES) else options.modes
    questions = "" if options.questions == "example" else options.questions
    return resolve_specs_options(settings, questions, options.corpus, options.index_dir, modes, options.k, options.limit)


def run_docs_suite(settings: Settings, options: EvalOptions) -> SuiteResult:
    """Ingest the set's corpus into its own index, then evaluate every mode over it."""
    docs = resolve_docs_set(options.questions, options.corpus, settings)
    questions = load_questions(docs.path)[: options.limit]
    index_settings = settings.model_copy(update={"data_dir": options.index_dir or settings.data_dir / "eval" / docs.name})
    engine = Engine(index_settings)
    info = _ingest(engine, docs, options.scope)
    evaluator = _evaluator(engine, index_settings, questions, options)
    result = SuiteResult(suite="docs", info=info, skipped_metrics=evaluator.skipped_metrics())
    seconds: dict[str, float] = {}
    for mode in options.modes:
        started = time.perf_counter()
        result.modes[mode] = evaluator.run_mode(mode)
        seconds[mode] = round(time.perf_counter() - started, 2)
    info.update(questions=len(questions), k=options.k, mode_seconds=seconds)
    return result


def _ingest(engine: Engine, docs: DocsSet, scope: str) -> dict[str, object]:
    info: dict[str, object] = {"question_set": docs.name, "questions_file": str(docs.path)}
    if docs.corpus is None:
        return info
    if not docs.corpus.exists():
        raise BadInputError(f"corpus {docs.corpus} does not exist")
    started = time.perf_counter()
    report = engine.ingest_paths([docs.corpus], scope=scope)
    info.update(
        corpus=str(docs.corpus),
        ingest_seconds=round(time.perf_counter() - started, 2),
        documents_indexed=len(report.indexed),
        documents_unchanged=len(report.unchanged),
        documents_skipped=len(report.skipped),
    )
    return info


def _evaluator(engine: Engine, settings: Settings, questions: list[Question], options: EvalOptions) -> DocsEvaluator:
    scoring = DocsScoring(k=options.k, fact_threshold=settings.eval_fact_threshold)
    return DocsEvaluator(
        engine,
        questions,
        visible_scopes(options.scope),
        get_base_encoder(settings),
        TokenCounter(settings),
        scoring,
        judge_client(settings),
    )


def machine() -> str:
    """Where the numbers were measured: they mean little without it."""
    return f"{platform.node()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"


def validate_options(options: EvalOptions) -> None:
    """Refuse unknown suites or modes and bad limits before anything loads."""
    unknown = [s for s in options.suites if s not in SUITES]
    if unknown:
        raise BadInputError(f"unknown suite {unknown[0]!r}: choose from {', '.join(SUITES)} or all")
    allowed = SPEC_SUITE_MODES if options.suites == ["specs"] else MODES
    bad_modes = [m for m in options.modes if m not in allowed]
    if bad_modes or not options.modes:
        raise BadInputError(f"unknown mode {(bad_modes or [''])[0]!r}: choose from {', '.join(allowed)}")
    if options.limit is not None and options.limit < 1:
        raise BadInputError("--limit must be a positive number of questions")
    if options.k < 1:
        raise BadInputError("--k must be at least 1")


__all__ = ["DocsSet", "resolve_docs_set", "run_eval", "validate_options"]
