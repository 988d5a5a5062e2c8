"""Run-QA scoring: all facts needed, absent designs must be refused without numbers; the agent is imported."""

import sys

import pytest

from edabot.settings import Settings
from edabot.types import Answer
from eval.questions import Question
from eval.runs_suite import run_runs_suite, score_run_answer

FACTUAL = Question("f1", "What is the worst slack of mac8?", "factual", must_contain=("-0.46 ns",))
ABSENT = Question("a1", "What is the area of riscv_core?", "absent", must_contain=("not indexed", "riscv_core"))


def test_factual_answer_passes_with_the_fact_and_unit():
    metrics, notes = score_run_answer(FACTUAL, Answer("The worst slack of mac8 is -0.46 ns [1]."))
    assert metrics == {"pass": 1.0, "facts_matched": 1.0}
    assert notes == []


def test_factual_answer_without_unit_fails():
    metrics, notes = score_run_answer(FACTUAL, Answer("The worst slack of mac8 is -0.46."))
    assert metrics["pass"] == 0.0
    assert notes == ["missing: -0.46 ns"]


def test_absent_design_needs_a_refusal_without_numbers():
    refusal = "Design 'riscv_core' is not indexed, so I have no run data for it."
    assert score_run_answer(ABSENT, Answer(refusal, abstained=True))[0]["pass"] == 1.0
    invented = Answer(refusal + " alu8 has 18,432 um^2.", abstained=True)
    metrics, notes = score_run_answer(ABSENT, invented)
    assert metrics == {"pass": 0.0, "facts_matched": 1.0}
    assert notes == ["an absent design must be refused without numbers"]
    assert score_run_answer(ABSENT, Answer(refusal, abstained=False))[0]["pass"] == 0.0


def test_declined_question_fails():
    metrics, notes = score_run_answer(FACTUAL, None)
    assert metrics == {"pass": 0.0, "facts_matched": 0.0}
    assert notes == ["agent declined the question"]


def test_a_broken_agent_import_fails_the_suite_instead_of_reporting_it_unavailable(monkeypatch, tmp_path):
    """Our own modules are imported, never probed: an ImportError in runs.qa.agent must surface."""
    monkeypatch.setitem(sys.modules, "runs.qa.agent", None)  # makes `import runs.qa.agent` raise ImportError
    with pytest.raises(ImportError):
        run_runs_suite(Settings(EDABOT_DATA_DIR=str(tmp_path)), limit=1)
