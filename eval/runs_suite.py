"""The runs suite: the run-QA agent over the run dev set, scored by exact facts per category.

The dev set's runs (the golden fixtures under ``tests/fixtures/runs``) are ingested into
their own index first. A question passes when the answer states every ``must_contain``
fact (``eval.metrics.facts``: numbers normalized, units required); an ``absent`` question
(a design that is not in the data) must also be refused and state no
measurement. The suite reports itself unavailable -- and measures nothing -- while the dev
set does not exist; the agent is imported like any of our modules, so a broken import fails.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import structlog

from edabot.errors import EdabotError
from edabot.scopes import visible_scopes
from edabot.settings import Settings
from edabot.types import Answer
from eval.metrics.facts import check_facts, states_measurement
from eval.questions import Question, load_jsonl
from eval.results import ModeResult, QuestionRecord, SuiteResult, Value

log = structlog.get_logger(__name__)

REPO_ROOT = Path(__file__).resolve().parent.parent
RUNS_DEVSET = REPO_ROOT / "eval/runs_devset.jsonl"
RUN_CORPUS = (
    (REPO_ROOT / "tests/fixtures/runs/runs", "proj:main"),
    (REPO_ROOT / "tests/fixtures/runs/history", "proj:main/next"),
)
"""The runs the dev set asks about, and the scope each folder is ingested into."""
DEFAULT_SCOPE = "proj:main"
"""Scope of a ``--runs`` folder given without one; questions without a scope are asked in the first folder's."""
AGENT = "runs.qa.agent.answer_run_question"
ABSENT = "absent"
"""Category of questions about designs that are not in the data: the answer must refuse."""

AnswerFn = Callable[..., Any]


def find_agent() -> AnswerFn:
    """The run-QA entry point. Our own module is imported, never probed: an import error in it
    is a bug to see, not a suite to report as "not built yet"."""
    from runs.qa.agent import answer_run_question

    return answer_run_question


def resolve_run_set(questions: str, runs: Sequence[str]) -> tuple[Path, tuple[tuple[Path, str], ...]]:
    """The question file and the (folder, scope) pairs to ingest: the dev set and its fixtures by default,
    else ``questions`` (a .jsonl path) over ``runs`` given as ``DIR`` or ``DIR=SCOPE`` (scope ``proj:main``)."""
    devset = RUNS_DEVSET if questions in ("", "example") else Path(questions)
    if not runs:
        return devset, RUN_CORPUS
    pairs = []
    for spec in runs:
        folder, _, scope = spec.partition("=")
        pairs.append((Path(folder), scope or DEFAULT_SCOPE))
    return devset, tuple(pairs)


def run_runs_suite(settings: Settings, limit: int | None, devset: Path = RUNS_DEVSET,
                   corpus: Sequence[tuple[Path, str]] = RUN_CORPUS, answer: AnswerFn | None = None) -> SuiteResult:
    """Ingest the set's runs, ask the agent (or ``answer``, a baseline) every question; pass rate by category."""
    from runs.store.ingest import ingest_run_paths as ingest

    agent = answer or find_agent()
    if not devset.is_file():
        return SuiteResult.unavailable("runs", f"the run-QA dev set {devset} does not exist yet")
    questions = load_jsonl(devset)[:limit]
    index = settings.model_copy(update={"data_dir": settings.data_dir / "eval" / "runs"})
    started = time.perf_counter()
    for folder, scope in corpus:
        ingest([folder], scope, index)
    info = {"questions": len(questions), "questions_file": str(devset), "runs": [f"{f}={s}" for f, s in corpus],
            "ingest_seconds": round(time.perf_counter() - started, 2)}
    default_scope = corpus[0][1] if corpus else DEFAULT_SCOPE
    questions = [q if q.scope else replace(q, scope=default_scope) for q in questions]
    records = [_one(agent, question, index) for question in questions]
    return SuiteResult(suite="runs", info=info, modes={"agent": ModeResult.build("agent", records)})


def _one(agent: AnswerFn, question: Question, settings: Settings) -> QuestionRecord:
    started = time.perf_counter()
    try:
        reply, notes = agent(question.question, visible_scopes(question.scope or "global"), settings), []
    except EdabotError as exc:
        reply, notes = None, [f"agent error: {exc.user_message}"]
    latency_ms = (time.perf_counter() - started) * 1000.0
    metrics, why = score_run_answer(question, reply)
    metrics["latency_ms"] = latency_ms
    text = reply.answer if reply is not None else ""
    return QuestionRecord(question.id, question.category, question.question, metrics, answer=text, notes=notes + why)


def score_run_answer(question: Question, reply: Answer | None) -> tuple[dict[str, Value], list[str]]:
    """``pass`` and ``facts_matched`` for one reply, with the reasons it failed."""
    if reply is None:
        return {"pass": 0.0, "facts_matched": 0.0 if question.must_contain else None}, ["agent declined the question"]
    check = check_facts(reply.answer, question.must_contain)
    notes = [f"missing: {fact}" for fact in check.missing]
    passed = check.passed
    if question.category == ABSENT:
        refused = reply.abstained and not states_measurement(reply.answer)
        passed = passed and refused
        notes += [] if refused else ["an absent design must be refused without numbers"]
    matched = len(check.matched) / len(question.must_contain) if question.must_contain else None
    return {"pass": float(passed), "facts_matched": matched}, notes


__all__ = ["ABSENT", "AGENT", "DEFAULT_SCOPE", "RUNS_DEVSET", "RUN_CORPUS", "find_agent", "resolve_run_set", "run_runs_suite",
           "score_run_answer"]
