"""The runs suite through the real run-QA agent over the golden run fixtures, every category scored."""

import json
from collections import defaultdict

import pytest

from edabot.settings import Settings
from eval.runs_suite import RUNS_DEVSET, run_runs_suite

pytestmark = pytest.mark.slow
PER_CATEGORY = 2


@pytest.fixture
def sampled_devset(tmp_path):
    """The first questions of every category of the dev set, so each category is asked about."""
    by_category = defaultdict(list)
    for line in RUNS_DEVSET.read_text().splitlines():
        if line.strip():
            record = json.loads(line)
            by_category[record["category"]].append(line)
    path = tmp_path / "sample.jsonl"
    path.write_text("\n".join(line for lines in by_category.values() for line in lines[:PER_CATEGORY]) + "\n")
    return path, sorted(by_category)


def test_runs_suite_scores_the_agent_in_every_category(tmp_path, sampled_devset):
    devset, categories = sampled_devset
    result = run_runs_suite(Settings(EDABOT_DATA_DIR=str(tmp_path / "data")), limit=None, devset=devset)
    assert result.status == "ok"
    agent = result.modes["agent"]
    assert len(categories) == 4 and len(agent.questions) == PER_CATEGORY * len(categories)
    assert sorted(agent.by_category) == categories
    failed = {q.id: (q.answer, q.notes) for q in agent.questions if q.metrics["pass"] != 1.0}
    assert failed == {}


@pytest.mark.parametrize("baseline", ["bm25", "fusion"])
def test_baselines_quote_run_lines_and_never_refuse(tmp_path, sampled_devset, baseline):
    from eval.run_baselines import BASELINES

    devset, _ = sampled_devset
    result = run_runs_suite(Settings(EDABOT_DATA_DIR=str(tmp_path / "data")), limit=None, devset=devset,
                            answer=BASELINES[baseline])
    records = result.modes["agent"].questions
    assert records and all(record.answer.startswith("- ") for record in records)
    absent = [record for record in records if record.category == "absent"]
    assert absent and all(record.metrics["pass"] == 0.0 for record in absent)  # a retriever cannot refuse
