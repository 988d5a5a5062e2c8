"""Questions answered from real runs of blind set 11: a run that failed in elaboration named by its top module, a
negated status word read as a filter, a path between two clocks shown with its edges and what relates the clocks, the
power table's groups and the timer's clock table quoted beside the figure asked, an unclosed begin found above the line a
syntax error names, the netlist line of a net whose drivers conflicted, and the verdict at the end of a simulation log."""

import pytest

from edabot.settings import Settings
from runs.qa.graph_queries import RunTools
from runs.store.graph import open_run_graph

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:clocks"
RUNS = ("tx_framer", "fan_tach_ctrl", "hdr_classify", "pkt_parser", "edge_rate_async", "edge_rate_nogrp", "ws2812_enc",
        "dual_nco", "sqrt_iter8", "ps2_rx")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind11", RUNS, SCOPE)


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_a_run_that_failed_in_elaboration_is_named_by_the_module_that_instantiates_the_others(settings):
    tools = RunTools(open_run_graph(settings.data_dir, settings.database_url), [SCOPE])
    assert "tx_framer" in tools.design_names() and "frm_chk" not in tools.design_names()


def test_a_status_word_with_a_negative_prefix_is_a_filter_not_a_design(settings):
    answer = ask(settings, "combined area of the untimed runs that have an area")
    assert "is not indexed" not in answer
    assert "42,904" in answer and "fan_tach_ctrl" in answer and "hdr_classify" in answer


def test_a_crossing_path_shows_its_edges_and_what_relates_the_two_clocks(settings):
    answer = ask(settings, "is the 0.208 crossing slack in edge_rate_nogrp something to worry about?")
    assert "launched by the clk_evt rise edge at 49.000 ns and captured by the clk_ref edge at 50.000 ns" in answer
    assert "no command of its scripts relates clk_evt and clk_ref" in answer
    assert "edge_rate_async: erm_async.sdc:3 (script): set_clock_groups -asynchronous -group {clk_evt} -group {clk_ref}" \
        in answer


def test_a_path_launched_at_a_later_edge_shows_that_edge(settings):
    answer = ask(settings, "ws2812 n_pix -> clk_half path starts at 5ns, why not 0?")
    assert "launched by the clk rise edge at 5.000 ns and captured by the clk_half edge at 10.000 ns" in answer
    assert "create_generated_clock -name clk_half -source [get_ports clk]" in answer  # derived: related, not unrelated
    assert "no command of its scripts relates" not in answer


def test_total_power_comes_with_the_groups_that_draw_it(settings):
    answer = ask(settings, "where does the power go in ws2812_enc?")
    assert "ws_sta.rpt:125: Sequential" in answer and "89.0%" in answer
    assert answer.index("Sequential") < answer.index("Combinational") and "Macro" not in answer


def test_a_clock_period_comes_with_the_timers_clock_table(settings):
    answer = ask(settings, "clk period and waveform in dual_nco's timing run")
    assert "nco_sta.rpt:3: clk" in answer and "4.50" in answer


def test_a_syntax_error_at_a_case_item_points_to_the_begin_left_open_above_it(settings):
    answer = ask(settings, "yosys says pkt_parser.v line 45 but what's actually wrong?")
    assert "pkt_parser.v:42: P_LENH: begin -- this begin has no end before line 45" in answer


def test_a_driver_conflict_shows_what_the_netlist_drives_the_net_with(settings):
    answer = ask(settings, "fan_tach_ctrl: what happened to the stall fault flag in the netlist?")
    assert "fan_tach_ctrl_net.v:1320: assign fault = 1'h0;" in answer


def test_an_unparsed_output_is_quoted_to_its_last_line(settings):
    answer = ask(settings, "what did the simulation of sqrt_iter8 print?")
    assert "summary: 12 vectors checked, 0 errors" in answer


def test_a_figure_the_run_never_reported_is_refused_without_the_figures_beside_it(settings):
    answer = run_answer(settings, SCOPE, "summed negative slack of ws2812_enc?")
    assert "its total negative slack is not reported" in answer.answer
    assert "0.845" not in answer.answer


def test_a_path_between_two_named_clocks_is_that_path_or_why_none_is_reported(settings):
    timed = ask(settings, "edge_rate_nogrp: the clk_evt -> clk_ref path, where does it start?")
    assert "launched by the clk_evt rise edge at 49.000 ns and captured by the clk_ref edge at 50.000 ns" in timed
    assert "launch flop _726_/Q" in timed
    cut = ask(settings, "edge_rate_async: what does the clk_evt->clk_ref report show?")
    assert "edge_rate_async: no reported path is launched by clk_evt and captured by clk_ref" in cut
    assert "No paths found." in cut and "set_clock_groups -asynchronous -group {clk_evt} -group {clk_ref}" in cut


def test_a_pass_named_as_the_log_writes_it_is_answered_with_what_it_printed(settings):
    answer = ask(settings, "sqrt_iter8: what did fsm_recode do?")
    assert "sqrt_synth.log:238-" in answer and "mapping auto encoding to `one-hot` for this FSM." in answer


def test_a_script_named_by_its_file_is_answered_with_the_records_about_it(settings):
    answer = ask(settings, "which command blew up in ps2_sta.tcl?")
    assert "report_check_types -max_slew is not a known keyword or flag. (at ps2_sta.tcl:8)" in answer
