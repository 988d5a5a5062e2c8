"""Questions answered from real runs of blind set 13: a timer's output that holds only its reader errors is read as
its report, the endpoint tables a question asks for are quoted, a named clock comes with the command creating it, a
rare word that is the whole first part of one name names that design, and the parts of a hierarchical design are
compared with its top module when a question sets a submodule against the top."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:reports"
RUNS = ("jtag_tap_lite", "dotprod_tight", "half_rate_packer", "abs_diff_optfull", "accum_tree_hier", "kiln_ramp_fsm")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind13", RUNS, SCOPE)


def test_a_timing_report_of_reader_errors_only_is_the_runs_report(settings):
    answer = run_answer(settings, SCOPE, "why is there no timing at all in abs_diff_optfull?").answer
    assert "no network has been linked." in answer
    assert "abs_diff_sum_net.v:3170-3171" in answer  # the netlist line the timer's reader stopped at


def test_the_endpoint_tables_asked_for_are_quoted(settings):
    answer = run_answer(settings, SCOPE, "dotprod_tight endpoint list: worst two endpoints").answer
    assert "dotprod_sta.rpt:37-" in answer
    assert "_3938_/D (DFFPOSX1)                     4.12    5.34   -1.22 (VIOLATED)" in answer
    assert "_4120_/D" in answer


def test_a_rare_first_part_of_one_name_names_that_design(settings):
    answer = run_answer(settings, SCOPE, "jtag: which flops fail reset removal in the min endpoint table?").answer
    assert "jtag_tap_lite: worst removal check path from trst_n" in answer
    assert "_306_/R (DFFSR)" in answer


def test_a_named_clock_comes_with_its_definition(settings):
    answer = run_answer(settings, SCOPE, "which flop did half_rate_packer use as the source pin of clk_half").answer
    assert "hrp_sta.tcl:5 (script): create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 " \
           "[get_pins _277_/Q]" in answer


def test_submodules_set_against_the_top_get_the_breakdown(settings):
    answer = run_answer(settings, SCOPE, "accum_tree_hier: how much of the area is in the add_node instances vs the "
                                         "top?").answer
    assert "the submodules together hold 75196.000000 um^2" in answer
    assert "chip area of module accum_tree_hier = 24968.000000" in answer and "24.93%" in answer
