"""Questions answered from real runs of blind set 14: a Yosys pass named as a plain word its script gives (``ltp``,
``hilomap``) is answered with what it printed and the cells it placed, several statistics asked at once are each
computed, a ratio of the largest to the smallest is given beside the ranking, and a top module's name without its
``_top`` reaches the runs of that module."""

import pytest

from edabot.settings import Settings
from runs.qa.query import understand

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:passes"
RUNS = ("rail_crossing_fsm", "relay_seq_ctl", "sum_tree_flat", "sum_tree_hier", "nonrest_div12")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind14", RUNS, SCOPE)


def test_a_pass_named_as_a_plain_word_of_the_script_is_answered_with_its_output(settings):
    answer = run_answer(settings, SCOPE, "longest topological path ltp found in rail_crossing_fsm").answer
    assert "Executing LTP pass" in answer and "(length=10)" in answer
    assert "was not timed" not in answer


def test_a_pass_that_prints_nothing_is_answered_with_the_cells_it_placed(settings):
    answer = run_answer(settings, SCOPE, "how many tie cells did hilomap add in relay_seq_ctl").answer
    assert "Executing HILOMAP pass" in answer
    assert "TIEHI cells = 10 cells" in answer and "TIELO cells = 4 cells" in answer


def test_several_statistics_asked_at_once_are_each_computed(settings):
    assert understand("mean and median area?").statistics == ["avg", "median"]
    assert understand("average area?").statistics == []
    answer = run_answer(settings, SCOPE, "mean and median area?").answer
    assert "The average chip area over 5 designs is" in answer and "the median chip area over 5 designs is" in answer


def test_the_largest_is_compared_with_the_smallest_when_a_ratio_is_asked_of_many(settings):
    answer = run_answer(settings, SCOPE, "how many times bigger is the largest design than the smallest one?").answer
    assert "Largest against smallest, chip area: nonrest_div12 minus rail_crossing_fsm" in answer
    assert "ratio 7.18x" in answer


def test_a_top_modules_name_without_its_top_suffix_reaches_its_runs(settings):
    answer = run_answer(settings, SCOPE, "area of the W=8 tree_add_node in the hierarchical sum_tree run?").answer
    assert "is not indexed" not in answer
    assert "sum_tree_hier: chip area of module tree_add_node(W=8) = 8792.000000" in answer
