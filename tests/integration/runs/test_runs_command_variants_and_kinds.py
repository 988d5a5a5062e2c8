"""Questions over real runs of blind set 63: the other side of "X vs Y" said by a sibling run's own name part; a
command no script gives, spelled as a variant of one the runs ran, refused with the runs' flows; a step no testbench
ran asked of every testbench; a kind of design asked after that no run is; a crossing the constraints declare
asynchronous answered as not timed, with the command that says so."""

import pytest

from edabot.settings import Settings
from eval.metrics.facts import states_measurement

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:set63"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind63", [
        "diopside_flat", "diopside_hier", "lechwe_2clk", "dassie_sim", "fennec_sim", "argali_formats"], SCOPE)


def test_the_other_side_of_vs_is_the_sibling_run_its_own_name_part_says(runs):
    answer = run_answer(runs, SCOPE, "hier vs flat mac runs, which one is bigger?").answer
    assert "diopside_hier minus diopside_flat = 2,300 um^2" in answer


def test_a_variant_of_a_command_the_runs_ran_is_no_design(runs):
    reply = run_answer(runs, SCOPE, "was synth_xilinx used on any of these?")
    assert reply.abstained and "No run here gives the command 'synth_xilinx'" in reply.answer
    assert "generic (synthesised into Yosys's generic gates, no cell library): argali_debounce" in reply.answer
    assert "Design 'synth_xilinx' is not indexed" not in reply.answer and not states_measurement(reply.answer)


def test_a_step_no_testbench_ran_is_refused_for_every_testbench(runs):
    reply = run_answer(runs, SCOPE, "toggle coverage from the simulations?")
    assert reply.abstained and "is not in the runs of dassie_crc16, fennec_uarttx" in reply.answer


def test_a_kind_of_design_no_run_is_is_refused_with_the_designs_held(runs):
    reply = run_answer(runs, SCOPE, "any runs of a video mixer?")
    assert reply is not None and reply.abstained
    assert "A design described as 'video mixer' is not among the runs here" in reply.answer


def test_a_run_that_did_something_is_no_kind_of_design(runs):
    reply = run_answer(runs, SCOPE, "is there a run that wrote edif?")
    assert not reply.abstained and "argali_debounce" in reply.answer and "A design described as" not in reply.answer


def test_a_crossing_declared_asynchronous_is_answered_as_not_timed(runs):
    reply = run_answer(runs, SCOPE, "does sta check anything going from clk_a into clk_b on lechwe?")
    assert not reply.abstained
    assert "no reported path is launched by clk_a and captured by clk_b" in reply.answer
    assert "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}" in reply.answer
