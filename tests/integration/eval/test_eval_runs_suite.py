"""The runs suite through the real run-QA agent over the golden run fixtures."""

import pytest

from edabot.settings import Settings
from eval.runs_suite import RUNS_DEVSET, find_agent, run_runs_suite

pytestmark = pytest.mark.slow


def test_runs_suite_scores_the_agent_by_category(tmp_path):
    if find_agent() is None or not RUNS_DEVSET.is_file():
        pytest.skip("the run-QA agent or its dev set is not in this checkout")
    result = run_runs_suite(Settings(EDABOT_DATA_DIR=str(tmp_path)), limit=8)
    assert result.status == "ok"
    agent = result.modes["agent"]
    assert len(agent.questions) == 8
    assert set(agent.by_category) <= {"factual", "statistical", "reasoning", "absent"}
    assert agent.summary["pass"] >= 0.75
    assert all(q.answer for q in agent.questions)
