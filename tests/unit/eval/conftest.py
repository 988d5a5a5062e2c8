"""Builders of small, fully known evaluation records for the report and compare tests."""

import pytest

from eval.results import EvalRun, ModeResult, QuestionRecord, SuiteResult


def build_run(scores: dict[str, list[float]], latency: float = 20.0, categories=("lookup", "syntax")) -> EvalRun:
    """A docs run whose mode ``m`` gives question ``i`` ROUGE-L ``scores[m][i]``."""
    suite = SuiteResult(suite="docs", info={"questions": len(next(iter(scores.values())))})
    for mode, values in scores.items():
        records = [
            QuestionRecord(
                id=f"q{i}",
                category=categories[i % len(categories)],
                question=f"question {i}?",
                metrics={"rouge_l": v, "latency_ms": latency + i, "context_tokens": 100.0, "abstained": 0.0,
                         "passage_recall@5": None},
            )
            for i, v in enumerate(values)
        ]
        suite.modes[mode] = ModeResult.build(mode, records, {"corpus_bleu": 0.2})
    run = EvalRun(created="2026-11-30T00:00:00+00:00", machine="test", command="edabot eval")
    run.suites = {"docs": suite, "specs": SuiteResult.unavailable("specs", "no spec QA exists yet")}
    return run


@pytest.fixture
def make_run():
    return build_run
