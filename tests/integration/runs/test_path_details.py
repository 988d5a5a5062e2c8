"""What a timing report prints about the worst paths beyond a slack: the most loaded net (``-fields {fanout}``), and
a reset's removal check that is worse than every hold path."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:paths"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind5", ("alu_core8",), SCOPE)


@pytest.fixture(scope="module")
def skid(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind4", ("skid_buffer",), SCOPE)


def test_the_most_loaded_net_of_the_worst_path_is_given_with_its_fanout(settings):
    answer = run_answer(settings, SCOPE, "walk me through the critical path of alu_core8").answer
    assert "AluCore8: the path's most loaded net is u_add.sub (fanout 20) [" in answer


@pytest.mark.parametrize("question", ["worst hold slack of skid_buffer?", "skid_buffer: why do the hold checks fail?"])
def test_a_removal_check_worse_than_every_hold_path_is_given_beside_it(skid, question):
    answer = run_answer(skid, SCOPE, question).answer
    assert "slack -0.81 ns (VIOLATED)" in answer
    assert "skid_buffer: worst removal check path from rst_n (input port clocked by clk)" in answer
    assert "slack -1.20 ns (VIOLATED)" in answer
