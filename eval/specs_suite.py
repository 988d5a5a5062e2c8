"""The specs suite: spec QA against the plain doc modes over the same specifications, one run.

The corpus is ingested twice into one index directory: as manuals (for the doc modes
``bm25``, ``chunk``, ``hybrid``) and as specs (for ``graph`` -- fixed top-K personalized
PageRank -- ``spec-single`` and ``spec``, the full method). Every mode retrieves the same
depth (``MAX_DEPTH``), so Recall@5/10/20 of the gold line ranges are prefixes of one list;
full-recall@10 is the share of questions with every gold range in the top 10. Answers
(``ask`` in the same mode, ``--k`` passages) are scored offline by key-fact pass and
Atomic-ROUGE against the set's atomic facts.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import structlog

from app.engine import Engine
from edabot.settings import Settings
from eval.metrics.atomic import CachedEncoder, ClauseSplitter, atomic_rouge
from eval.metrics.cost import TokenCounter
from eval.metrics.keyfacts import key_fact_score
from eval.metrics.retrieval import passage_recall
from eval.questions import Question, load_questions
from eval.results import ModeResult, QuestionRecord, SuiteResult, Value
from index.encoder import get_base_encoder

log = structlog.get_logger(__name__)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SET = REPO_ROOT / "eval/sets/specs/opentitan.jsonl"
SPEC_SUITE_MODES = ("bm25", "chunk", "rrf", "hybrid", "graph", "spec-single", "spec")
DOC_MODES = frozenset({"bm25", "chunk", "rrf", "hybrid"})
MAX_DEPTH = 20
RECALL_DEPTHS = (5, 10, 20)


@dataclass(frozen=True)
class SpecsOptions:
    questions: Path
    corpus: Path
    index_dir: Path
    modes: tuple[str, ...]
    k: int = 10
    limit: int | None = None
    scope: str = "global"


def resolve_specs_options(settings: Settings, questions: str, corpus: Path | None, index_dir: Path | None,
                          modes: Sequence[str], k: int, limit: int | None) -> SpecsOptions:
    """The default set is the blind OpenTitan set over ``EDABOT_EVAL_OPENTITAN_CORPUS``."""
    path = DEFAULT_SET if questions in {"example", "opentitan", ""} else Path(questions)
    return SpecsOptions(path, corpus or settings.eval_opentitan_corpus,
                        index_dir or settings.data_dir / "eval" / f"specs-{path.stem}", tuple(modes), k, limit)


def run_specs_suite(settings: Settings, options: SpecsOptions) -> SuiteResult:
    """Ingest the corpus as manuals and as specs, then measure every mode."""
    if not options.corpus.exists():
        return SuiteResult.unavailable("specs", f"the spec corpus {options.corpus} does not exist "
                                                "(EDABOT_EVAL_OPENTITAN_CORPUS or --corpus); nothing was measured")
    questions = load_questions(options.questions)[: options.limit]
    index_settings = settings.model_copy(update={"data_dir": options.index_dir})
    engine = Engine(index_settings)
    info: dict[str, object] = {"question_set": options.questions.stem, "corpus": str(options.corpus),
                               "questions": len(questions), "k": options.k, "depth": MAX_DEPTH}
    started = time.perf_counter()
    if DOC_MODES & set(options.modes):
        engine.ingest_paths([options.corpus], scope=options.scope)
    info["doc_ingest_seconds"] = round(time.perf_counter() - started, 2)
    started = time.perf_counter()
    report = engine.ingest_specs([options.corpus], scope=options.scope)
    info.update(spec_ingest_seconds=round(time.perf_counter() - started, 2), specs_indexed=len(report.indexed),
                specs_unchanged=len(report.unchanged), spec_graph=engine.spec_qa.store.counts([options.scope]))
    scorer = _Scorer(engine, index_settings, [options.scope], options.k)
    result = SuiteResult(suite="specs", info=info, skipped_metrics={
        "llm_score": "offline run: answers are scored by key facts and Atomic-ROUGE only"})
    seconds: dict[str, float] = {}
    for mode in options.modes:
        started = time.perf_counter()
        result.modes[mode] = ModeResult.build(mode, [scorer.score(q, mode) for q in questions])
        seconds[mode] = round(time.perf_counter() - started, 2)
        log.info("eval.specs.mode", mode=mode, seconds=seconds[mode])
    info["mode_seconds"] = seconds
    return result


class _Scorer:
    """Retrieval recall, answer key facts and Atomic-ROUGE of one question in one mode."""

    def __init__(self, engine: Engine, settings: Settings, scopes: list[str], k: int) -> None:
        self.engine, self.scopes, self.k = engine, scopes, k
        self.encoder = CachedEncoder(get_base_encoder(settings))
        self.tokens = TokenCounter(settings)
        self.threshold = settings.eval_fact_threshold

    def score(self, question: Question, mode: str) -> QuestionRecord:
        started = time.perf_counter()
        evidence = self.engine.retrieve(question.question, self.scopes, k=MAX_DEPTH, mode=mode)
        latency_ms = (time.perf_counter() - started) * 1000.0
        answer = self.engine.ask(question.question, self.scopes, k=self.k, mode=mode)
        metrics: dict[str, Value] = {"latency_ms": latency_ms, "passages": float(len(evidence)),
                                     f"context_tokens@{self.k}": float(self.tokens.count([e.text for e in evidence[: self.k]]))}
        for depth in RECALL_DEPTHS:
            metrics[f"recall@{depth}"] = passage_recall(question.gold, evidence, depth)
        recall10 = metrics["recall@10"]
        metrics["full_recall@10"] = None if recall10 is None else float(recall10 == 1.0)
        facts = question.atomic_facts
        if facts:
            keys = key_fact_score(answer.answer, facts)
            metrics.update(keyfact_recall=keys.recall, keyfact_pass=keys.passed)
            atomic = atomic_rouge(answer.answer, "\n".join(facts), self.encoder, self.threshold, ClauseSplitter())
            metrics.update(atomic_p=atomic.precision if atomic else None, atomic_r=atomic.recall if atomic else None,
                           atomic_f1=atomic.f1 if atomic else None)
        return QuestionRecord(question.id, question.category, question.question, metrics, answer.answer,
                              [f"{e.source}:{e.start_line}-{e.end_line} ({e.via})" for e in evidence])


__all__ = ["DEFAULT_SET", "SPEC_SUITE_MODES", "SpecsOptions", "resolve_specs_options", "run_specs_suite"]
