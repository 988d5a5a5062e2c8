"""A question naming an instance and a kind of warning ("the sum port of u_sum gets resized") is answered with the
warnings of that kind about that instance, quoted, even when a word of it ("ports") also names an analysis."""

import shutil

import pytest

from edabot.settings import Settings
from runs.store.ingest import ingest_run_paths

from .conftest import FIXTURES, run_answer

RUN = FIXTURES.parents[2] / "eval/sets/runs_blind7/runs/pkt_len_calc"
SCOPE = "team:instance"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    runs = tmp_path_factory.mktemp("runs") / "runs"
    shutil.copytree(RUN, runs / RUN.name)
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    ingest_run_paths([runs], SCOPE, settings)
    return settings


def test_the_resize_warnings_about_a_named_instance_lead(settings):
    answer = run_answer(settings, SCOPE, "the sum port of u_sum gets resized in pkt_len_calc. from how many bits?").answer
    assert answer.startswith("3 reported about u_sum (counted):")
    assert "Resizing cell port pkt_len_calc.u_sum.sum from 13 bits to 9 bits." in answer
