"""Timing read by clock edge and check kind, and what the netlist says about a path's cells: a half-cycle path's
minimum period, a generated clock's period, recovery checks and their flops, library setup times, the fanout of a
slow stage, the registers a flop count is made of, the branches that leave a latched signal; and what a run lacks, said with where to look instead."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:edges"
RUNS = ("ddr_tx_lane", "pulse_width_meas", "elev_ctrl", "cplx_mult4", "mov_avg4", "ipv4_csum", "stopwatch_hier",
        "stopwatch_flat", "ham74_codec", "tstamp_unit", "dbg_port_mux", "pwr_mode_dec")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind8", RUNS, SCOPE)


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_a_half_cycle_path_needs_twice_its_slack_off_the_period(settings):
    answer = ask(settings, "what's the fmax of ddr_tx_lane?")
    assert "minimum clock period 4.344 ns" in answer and "over its 0.5 of a cycle between launch and capture" in answer


def test_a_generated_clock_period_is_read_from_the_timers_own_table(settings):
    answer = ask(settings, "what period does the timer give frame_clk in ddr_tx_lane?")
    assert "generated clock period = 20.00 ns" in answer and "clock period = 10 ns" in answer


def test_the_minimum_period_uses_the_slack_printed_with_the_most_digits(settings):
    assert "minimum clock period 5.385 ns" in ask(settings, "shortest period cplx_mult4 would pass at?")


def test_a_library_setup_time_is_stated_as_the_library_states_it(settings):
    answer = ask(settings, "what library setup time applies at the capture flop of cplx_mult4's worst path?")
    assert "library setup time 0.276 ns (the report's row: -0.276)" in answer


def test_a_recovery_check_names_its_flop_and_a_run_without_one_says_which_runs_have_one(settings):
    answer = ask(settings, "which flop does the recovery check of pulse_width_meas end at?")
    assert "worst recovery check path from rst_n" in answer and "endpoint _175_ is a DFFSR" in answer
    lacking = run_answer(settings, SCOPE, "recovery slack of elev_ctrl?")
    assert lacking.abstained and "its worst recovery slack is not reported" in lacking.answer
    assert "Runs that do report one: pulse_width_meas." in lacking.answer


def test_a_slow_stage_is_given_with_the_fanout_of_the_net_it_drives(settings):
    answer = ask(settings, "the worst path of mov_avg4 has a slow INVX1 stage, why?")
    assert "stage _216_/Y (INVX1) adds 1.850 ns, reaching 2.850 ns; it drives net _201_, fanout 36" in answer
    assert "at a 1.85 ns period" not in ask(settings, "mov_avg4: the INVX1 on the worst path takes 1.85ns, why?")


def test_a_flop_count_says_which_registers_it_holds(settings):
    answer = ask(settings, "elev_ctrl has five states, so why nine flops?")
    assert "registers of the 9 flip-flops: state[0, 1, 2, 3, 4] (5), floor[0, 1] (2), target[0, 1] (2) (counted" in answer


def test_runs_lacking_a_figure_are_selected_by_its_absence(settings):
    answer = ask(settings, "which timed runs have no hold check at all?")
    lead = answer.splitlines()[1]
    assert lead.startswith("4 of 8 runs report no worst hold slack: cplx_mult4, ipv4_csum, pulse_width_meas, "
                           "stopwatch_hier (counted)")


def test_a_description_the_rtl_comment_holds_names_the_design(settings):
    answer = ask(settings, "the timestamp block did not elaborate: which port does yosys say is missing?")
    assert "does not have a port named 'snap_en'" in answer and "ham74_codec" not in answer


def test_failed_runs_are_given_with_the_error_they_stopped_at(settings):
    answer = ask(settings, "which designs failed synthesis?")
    assert "ham74_codec: error (syntax): syntax error, unexpected TOK_ASSIGN (at ham74_codec.v:19)" in answer


def test_a_conflicting_driver_named_after_an_rtl_line_quotes_that_line(settings):
    answer = ask(settings, "how do I fix the multiple drivers in dbg_port_mux?")
    assert "dbg_port_mux.v:15-15: 15: assign pin_bus[3:0] = dbg_val[3:0] & {4{dbg_en}};" in answer


def test_what_a_run_lacks_is_said_with_where_to_look(settings):
    tool = run_answer(settings, SCOPE, "what did verilator lint say about ham74_codec?")
    assert tool.abstained and "verilator output is not in the run of ham74_codec; no run here holds one." in tool.answer
    flat = run_answer(settings, SCOPE, "area of ones_add16 in ipv4_csum?")
    assert flat.abstained and "ipv4_csum was synthesized flat (`synth -flatten -top ipv4_csum`, csum.ys:3)" in flat.answer
    part = run_answer(settings, SCOPE, "area of bcd_counter in the stopwatch?")
    assert part.abstained and "Closest module: bcd_digit (in stopwatch_flat, stopwatch_hier)." in part.answer


def test_a_ratio_of_two_slack_totals_written_with_a_slash(settings):
    assert "total negative slack per worst negative slack = 2.32 ns/ns" in ask(settings, "tns/wns ratio of cplx_mult4?")


def test_a_latch_is_traced_to_the_branch_that_leaves_its_signal(settings):
    answer = ask(settings, "in which case of pwr_mode_dec is vsel left unassigned?")
    assert "pwr_mode_dec: vsel keeps its old value in case item 3'd3, when (wake) is false, as the if has no else" in answer
    why = ask(settings, "why does pwr_mode_dec infer latches?")
    assert "ret_en keeps its old value in case item 3'd1, which never assigns it" in why


@pytest.fixture(scope="module")
def lanes(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind3", ("lanesel", "mul8x8"), "team:lanes")


def test_a_described_design_with_a_cell_named_is_explained_through_its_latches(lanes):
    answer = run_answer(lanes, "team:lanes", "the lane steering block should be combinational but its netlist has "
                                             "LATCH cells: what in the RTL makes them?").answer
    assert "lanesel: flag keeps its old value when (en) is false, as the if has no else" in answer
    assert "lanesel: out_a keeps its old value for values the case does not list, as it has no default" in answer
