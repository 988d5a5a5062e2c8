"""Questions answered from real runs of blind sets 17 and 18: a design-rule check named by its report name (its
violations, or that no report lists it beside the limit the script set), what ``select -count`` printed, the flop that
drives a net a question quotes, a hold report that opens with a long listing, the periods two runs were timed at naming
those runs, a comparison said of one run's family reaching both of its runs, and the runs holding a named tool's
errors."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:checks"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind17", ("cmag_limits", "gbank_hier", "cratio_async"), SCOPE)
    return ingest_blind_runs(tmp_path_factory, "runs_blind18",
                             ("match_timer3_lim", "tagmem_2p_generic", "xorshift32_hold", "pid_int_sat_fast",
                              "pid_int_sat_slow", "odometer_hier", "odometer_flat", "noise_gate_icg"), SCOPE, settings)


def test_a_design_rule_check_named_by_its_report_name_lists_its_violations(settings):
    answer = run_answer(settings, SCOPE, "cmag_limits: pins over the max_transition limit?").answer
    assert "86 max_transition violations listed (counted)" in answer
    assert "Pin _433_/Y: Limit 0.80, Trans 2.32, Slack -1.52 (VIOLATED)" in answer


def test_a_pin_the_question_names_comes_first(settings):
    answer = run_answer(settings, SCOPE, "max_transition on _513_/A in match_timer3_lim").answer
    first = answer.split("\n")[1]
    assert "Pin _513_/A ^: max_transition 0.60, transition_time 0.72, Slack -0.12 (VIOLATED)" in first


def test_a_check_no_report_lists_is_refused_with_the_limit_the_script_set(settings):
    answer = run_answer(settings, SCOPE, "cmag_limits max fanout violations?")
    assert answer.abstained
    assert "No max_fanout check is listed in the reports of cmag_est" in answer.answer
    assert "the design-rule checks they list are max_transition" in answer.answer
    assert "set_max_fanout 6 [current_design]" in answer.answer


def test_what_select_count_printed_is_quoted_with_its_command(settings):
    answer = run_answer(settings, SCOPE, "tagmem_2p_generic: the select count of memories?").answer
    assert "select -count printed `1 objects.` (printed for `select -count t:$mem*`, tagmem.ys:7)" in answer


def test_a_quoted_net_is_followed_to_the_flop_driving_it(settings):
    answer = run_answer(settings, SCOPE, "in match_timer3_lim, what drives 'match_pin'?").answer
    assert "match_pin is driven by a real flop" in answer and "/Q (DFFSR)" in answer


def test_a_hold_report_opening_with_a_long_listing_is_read(settings):
    answer = run_answer(settings, SCOPE, "worst hold slack of xorshift32_hold").answer
    assert "worst hold slack = -0.74 ns" in answer


def test_the_periods_two_runs_were_timed_at_name_them_and_ask_no_what_if(settings):
    answer = run_answer(settings, SCOPE, "how much more setup margin does the 40 ns pid run have than the 10 ns one?")
    assert "worst setup slack: pid_int_sat_slow minus pid_int_sat_fast" in answer.answer
    assert "would be" not in answer.answer


def test_a_comparison_said_of_one_runs_family_reaches_both_runs(settings):
    answer = run_answer(settings, SCOPE, "odometer: cells hierarchical vs flattened?").answer
    assert "odometer_flat" in answer and "odometer_hier" in answer
    assert "cell count: odometer_flat minus odometer_hier = 0 cells" in answer
    assert "chip area: odometer_flat 64264.000000 um^2, odometer_hier 62284.000000 um^2 (different" in answer


def test_the_runs_holding_one_tools_errors_are_listed_when_the_tool_is_named(settings):
    answer = run_answer(settings, SCOPE, "in which runs did sta print an Error?").answer
    assert "opensta errors in 2 of 11 runs (counted): noise_gate_ctl " in answer and ", pid_int_sat_slow 1." in answer
    assert "module CLKGATE_X1 not found for instance u_icg_gain" in answer


def test_a_pass_named_is_quoted_with_the_last_lines_of_its_sub_passes(settings):
    answer = run_answer(settings, SCOPE, "cmag_limits: what did dfflibmap end up mapping?").answer
    assert "3. Executing DFFLIBMAP pass" in answer
    assert "mapped 75 $_DFFSR_PNN_ cells to \\DFFSR cells." in answer


def test_a_bus_bit_named_reaches_the_paths_ending_at_it_and_the_exception_naming_its_bus(settings):
    answer = run_answer(settings, SCOPE, "gbank_hier: path slack into press_count[7]?").answer
    assert "set_multicycle_path -setup 2 -to [get_ports press_count*]" in answer
    assert "to press_count[7] (output port clocked by clk_1m)" in answer and "slack 10.29 ns (MET)" in answer


def test_a_path_group_named_gives_that_groups_paths(settings):
    answer = run_answer(settings, SCOPE, "cratio_async: setup slack of the ref_clk group").answer
    assert "(group ref_clk)" in answer and "(group meas_clk)" not in answer
