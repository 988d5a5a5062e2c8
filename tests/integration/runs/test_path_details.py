"""What a timing report prints about the worst path beyond its slack: the most loaded net (``-fields {fanout}``)."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:paths"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind5", ("alu_core8",), SCOPE)


def test_the_most_loaded_net_of_the_worst_path_is_given_with_its_fanout(settings):
    answer = run_answer(settings, SCOPE, "walk me through the critical path of alu_core8").answer
    assert "AluCore8: the path's most loaded net is u_add.sub (fanout 20) [" in answer
