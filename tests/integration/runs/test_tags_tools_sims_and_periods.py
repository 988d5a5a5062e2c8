"""Questions answered from real runs of blind sets 23, 25 and 26: a sibling named by its tag alone ("the fifo d16 and
d4"), a parameter written with a hyphen ("depth-4"), two builds of one RTL compared when a figure of both is asked,
runs synthesized to generic gates, a question about simulations without the word "run", a description no run fits
refused before any testbench is shown, a first part that several runs share ("the two nightjar runs"), a tool the
parsers read that no run used ("verilator"), a period no run was timed at said before the estimates, a log
message retold without quotes, and a run handed over as a netlist and a timing report saved as ``.sta``: its paths
asked by their ends, its cells counted with the others', its area said to be unpriced; a clock pin's pulse-width check
asked by its name; two periods that are two runs' own naming those runs."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:tags"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind23", ("kestrel_d8",), SCOPE)
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind25", (
        "cobalt_fifo_d4", "cobalt_fifo_d16", "bramble_mac_t25", "bramble_mac_t6", "apricot_lock_synth", "gecko_gray_tb",
        "lagoon_parse_err", "lantern_arb_netonly"), SCOPE, settings)
    return ingest_blind_runs(tmp_path_factory, "runs_blind26", (
        "nightjar_mul_p4", "nightjar_mul_p12", "urchin_lint_check", "wombat_sat_sim", "walrus_div_sta"), SCOPE, settings)


def test_a_sibling_said_by_its_tag_alone_is_named_beside_the_one_said_in_full(settings):
    answer = run_answer(settings, SCOPE, "area difference between the fifo d16 and d4?").answer
    assert answer.startswith("chip area: cobalt_fifo_d16 minus cobalt_fifo_d4 = 87,636 um^2")


def test_a_parameter_value_written_with_a_hyphen_picks_its_run(settings):
    answer = run_answer(settings, SCOPE, "area of the depth-4 fifo variant?").answer
    assert answer.startswith("- cobalt_fifo_d4: chip area = 33956.000000 um^2")


def test_a_figure_of_two_builds_of_one_rtl_comes_with_their_comparison(settings):
    answer = run_answer(settings, SCOPE,
                        "the d16 fifo is roughly 3.6x the area of the d4 one. where does that come from?").answer
    assert "flip-flop count: cobalt_fifo_d16 145 flip-flops, cobalt_fifo_d4 41 flip-flops" in answer
    assert "only this run gives `chparam -set DEPTH 16 cobalt_fifo`" in answer


def test_runs_synthesized_to_generic_gates_are_told_from_runs_never_synthesized(settings):
    answer = run_answer(settings, SCOPE, "which runs did generic synth only (no liberty)?").answer.splitlines()[0]
    assert "synthesis ran with no cell library for: apricot_lock, urchin_lint;" in answer and "lantern_arb" not in answer
    assert "never synthesized (failed, or simulated only): gecko_gray, lagoon_parse, wombat_sat." in answer


def test_a_question_about_simulations_is_a_run_question(settings):
    answer = run_answer(settings, SCOPE, "which sim failed").answer
    assert "wombat_sat: the testbench tb/wombat_sat_tb.v printed last" in answer


def test_a_description_no_run_fits_is_refused_before_any_testbench_is_shown(settings):
    answer = run_answer(settings, SCOPE, "did the uart transmitter sim pass?")
    assert answer.abstained and answer.answer.startswith("A design described as 'uart transmitter sim' is not among")
    assert "printed last" not in answer.answer  # no testbench's output; the runs that simulated one are named
    assert "The runs that simulated a testbench: gecko_gray, wombat_sat." in answer.answer


def test_a_first_part_several_runs_of_one_design_share_names_them_all(settings):
    answer = run_answer(settings, SCOPE, "do the two nightjar runs differ in cell count at all?").answer
    assert answer.startswith("cell count: nightjar_mul_p12 minus nightjar_mul_p4 = 0 cells")


def test_a_tool_the_parsers_read_is_never_an_absent_design(settings):
    answer = run_answer(settings, SCOPE, "what did verilator lint say about urchin").answer
    assert answer.startswith("verilator output is not in the run of urchin_lint; no run here holds one.")


def test_a_period_no_run_was_timed_at_is_said_before_the_estimates_a_supposition_asks_for(settings):
    answer = run_answer(settings, SCOPE, "would bramble_mac pass with a 10ns clock?").answer
    assert answer.startswith("No run of bramble_mac_t25, bramble_mac_t6 has a timing report at the period asked (its "
                             "reports: bramble_mac_t25 at 25.000 ns, bramble_mac_t6 at 6.000 ns); what follows is "
                             "estimated")
    measured = run_answer(settings, SCOPE, "what did bramble_mac give at a 10ns clock?")
    assert measured.abstained and measured.answer.startswith("No timing report of bramble_mac_t25, bramble_mac_t6 is "
                                                             "at the period asked, so no figure was measured there.")


def test_a_log_message_retold_without_quotes_leads_with_its_records(settings):
    answer = run_answer(settings, SCOPE, "kestrel log complains about Replacing memory taps. does it matter?").answer
    assert answer.startswith("2 records say what the question cites (counted)")
    assert "kestrel_avg: warning (other): Replacing memory \\taps with list of registers." in answer


def test_a_path_asked_by_its_ends_is_that_path_of_whatever_check(settings):
    answer = run_answer(settings, SCOPE, "the lantern min path is from _138_ to _138_, what kind of path is that?").answer
    assert answer.startswith("- lantern_arb: worst hold path from _138_ (rising edge-triggered flip-flop clocked by "
                             "bus_clk) to _138_")
    assert "slack 0.51 ns (MET)" in answer


def test_cells_of_a_netlist_handed_over_without_a_synthesis_log_are_counted_with_the_others(settings):
    answer = run_answer(settings, SCOPE, "which runs ended up using DFFSR cells?").answer
    assert "lantern_arb 8" in answer.splitlines()[0]


def test_an_area_asked_of_a_netlist_no_stat_priced_names_the_netlist(settings):
    answer = run_answer(settings, SCOPE, "lantern_arb_netonly: can i get an area number from this run as is?").answer
    assert ("lantern_arb: its gate netlist handoff/lantern_arb_gl.v is in the run; no stat -liberty of it was run, so "
            "the area is not printed") in answer


def test_a_pulse_width_check_is_a_check_of_its_own_asked_by_its_name(settings):
    answer = run_answer(settings, SCOPE, "min pulse width check slack on the clock divider run?").answer
    assert answer.startswith("- walrus_div: worst pulse width check at _29_/CLK (group ref_clk): slack 2.11 ns (MET)")
    assert "from  to" not in run_answer(settings, SCOPE, "walrus_div worst slack of every check").answer


def test_periods_that_are_two_runs_own_name_those_runs(settings):
    answer = run_answer(settings, SCOPE, "same multiplier netlist passes at 12ns but not 4ns - explain")
    assert answer.parse["designs"] == ["nightjar_mul_p12", "nightjar_mul_p4"]
    assert "nightjar_mul_p4: worst setup path from _750_" in answer.answer
