"""Questions that name what is inside a run (a net, a clock), describe a design instead of naming it, or ask
about a figure a tool refused to print: answered from the run's own records, quoted with file:line."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

RUNS = ("bus_grant_conflict", "led_pwm_implicit", "dual_clk_pulse_sync", "sevenseg_scan", "mult12_pipe_slow",
        "debounce_shreg8", "baud_tick_gen", "crc16_ccitt_chk", "line_buf_ram16", "irq_mask_latch")
SCOPE = "team:records"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind6", RUNS, SCOPE)


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_warnings_about_a_named_net_are_followed_through_the_port_it_feeds(settings):
    answer = ask(settings, "led_pwm_implicit: what is the effect of the implicitly declared diff_g?")
    assert "about diff_g" in answer.splitlines()[0]
    assert ask(settings, "implicit wire warnings about diff_g in led_pwm_implicit?").startswith(
        "2 reported about diff_g (counted):")  # asked by kind: counted, then each record followed
    assert "Identifier `\\diff_g' is implicitly declared." in answer and "\\diff_r'" not in answer
    assert "pwm_cmp8 u_g (" in answer  # the RTL line it is on, then what that line connects it to
    assert "Resizing cell port led_pwm_implicit.u_g.diff from 1 bits to 8 bits." in answer


def test_a_net_a_check_calls_undriven_is_shown_with_the_flop_that_drives_it_in_the_netlist(settings):
    answer = ask(settings, "the check of bus_grant_conflict complains last_m1 is undriven; a real problem?")
    assert "Wire bus_grant_conflict.\\last_m1 is used but has no driver." in answer
    assert "last_m1 is driven by a real flop _10_/Q (DFFSR) (bus_grant_conflict_syn.v:53: .Q(last_m1),)" in answer


def test_a_question_naming_only_clocks_is_about_the_run_that_has_them(settings):
    answer = ask(settings, "nothing is reported from clk_a into clk_b, why is that?")
    assert "clocks.tcl:6 (script): set_clock_groups -asynchronous -group {clk_a} -group {clk_b}" in answer
    assert answer.splitlines()[1].startswith("- dual_clk_pulse_sync: clocks.tcl:6")


def test_a_failed_run_asked_anything_answers_how_it_stopped(settings):
    answer = ask(settings, "baud_tick_gen will not build, show me what it printed")
    assert "baud_tick_gen: synthesis status failed" in answer
    assert "syntax error, unexpected TOK_END (at baud_tick_gen.v:17)" in answer


def test_a_figure_the_timer_refused_to_print_quotes_the_refusal(settings):
    answer = ask(settings, "hold slack of hex4_to_7seg_mux?")
    assert "its worst hold slack is not reported" in answer
    assert "report_worst_slack -min is not a known keyword or flag. (at seg_sta.tcl:9)" in answer


def test_the_minimum_period_uses_the_slack_printed_with_the_most_digits(settings):
    answer = ask(settings, "shortest clock period mult12_pipe_slow could meet?")
    assert "minimum clock period 7.284 ns" in answer and "worst setup slack -2.284 ns" in answer


def test_the_hold_path_shows_the_clock_uncertainty_the_script_set(settings):
    answer = ask(settings, "what clock uncertainty does debounce_shreg8 use?")
    assert "clock uncertainty = 1.2 ns (printed: set_clock_uncertainty -hold 1.2 [get_clocks clk])" in answer
    path = ask(settings, "worst hold path of debounce_shreg8?")
    assert "data required time 1.130 ns (clock uncertainty 1.200 ns, library hold time -0.070 ns)" in path


def test_designs_described_by_their_parts_are_answered_in_the_order_asked(settings):
    answer = ask(settings, "how much larger is the multiplier than the line buffer ram, in area?")
    assert answer.startswith("chip area: mult12_pipe_slow minus line_buf_ram16 = 10,148 um^2")
    assert "minimum clock period 2.606 ns" in ask(settings, "how fast could the crc checker be clocked?")


def test_status_and_report_filters_select_the_runs(settings):
    assert ask(settings, "which designs failed?").startswith("1 of 10 designs failed synthesis: baud_tick_gen (counted).")
    answer = ask(settings, "which ones synthesized but were never timed?").splitlines()
    assert answer[0].startswith("9 of 10 designs completed synthesis: ")
    assert answer[1] == "2 of 9 runs have no sta report: bus_grant_conflict, irq_mask_latch (counted)."


def test_how_many_and_which_gives_the_count_and_the_records(settings):
    answer = ask(settings, "how many latches does irq_mask_latch have, and which signals are they?")
    assert "irq_mask_latch: inferred latches = 2 latches" in answer and "6 latch cells" in answer
    assert "Latch inferred for signal irq_mask_latch.irq_id (at irq_mask_latch.v:18)" in answer
    assert "Latch inferred for signal irq_mask_latch.mask_q (at irq_mask_latch.v:14)" in answer


def test_a_question_no_tool_fits_gets_what_the_run_shows_not_a_verdict(settings):
    answer = ask(settings, "is debounce_shreg8 good to go?")
    assert answer.startswith("No figure or check in the question is one the runs of debounce_shreg8 report")
    assert "debounce_shreg8: worst hold path from btn_raw" in ask(settings, "is debounce_shreg8 ready to tape out?")
    assert "debounce_shreg8: worst hold path from btn_raw" in answer and "slack -1.130 ns (VIOLATED)" in answer


def test_a_quoted_log_message_finds_its_records_whatever_its_own_words_ask(settings):
    answer = ask(settings, "led_pwm_implicit keeps printing 'Resizing cell port ... diff from 1 bits to 8 bits', why?")
    assert answer.startswith("3 records say the quoted message (counted)")
    assert "Identifier `\\diff_r' is implicitly declared." in answer and "pwm_cmp8 u_r (" in answer
    assert "Only one run" not in answer  # "diff" inside the quote asks no comparison of runs
    area = ask(settings, "irq_mask_latch: 'Area for cell type ... is unknown' -- is its area figure whole?")
    assert "Area for cell type $_DLATCH_N_ is unknown!" in area and "it is a lower bound" in area
    assert not ask(settings, "irq_mask_latch: 'nothing like this was ever printed' -- where?").startswith("0 records")
