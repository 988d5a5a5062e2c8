"""Questions over real runs of blind sets 49 to 52: a netlist format named alone asks which runs wrote it; "the
multiplier" and "the MAC" are the design titled "multiply-accumulate"; what a run lacks is refused with the kind of
flow it was and a testbench's verdict without its counts; a step no run performs is refused with the report rows
that name it, a constraint no script gives with the scripts read; an ABC delay target comes with the timer's slack;
a compiler's warning comes with what its testbench then said; cell types of unknown area come with the area they
leave out; a failing testbench's mismatches come before the lines that passed, with the design's line that computes
the value they print; a register bit that shares another's flop is shown by its netlist line; a size set by
``hierarchy -chparam`` is that run's; a count said by a hyphenated noun ("8-requester") is a size the design may
lack; a width in bits no run builds is refused, and one said of a design picks among that design's runs; both
directions of a crossing named give each one's worst path; make's own error lines say which step stopped a run;
place and route said as P&R is refused with what stands in for it; timing asked of a run never timed is refused with
its flow; a refusal for a simulation names its VCD dumpfile; a depth said as "16 deep" picks the run built at it; a
lint run's own check verdict comes with its warnings; and a flow's hidden work folder is read."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:set51"
SCOPE52 = "team:set52"
SCOPE50 = "team:set50"
SCOPE49 = "team:set49"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind51", [
        "moss_gray_edif", "tarpon_mac_abcd", "perch_fifo_d4", "perch_fifo_d16", "quahog_div_sim", "manatee_pwm_genclk", "mastiff_arb_quiet",
        "stingray_cdc_2clk", "flamingo_7seg_wip"], SCOPE)
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind50", [
        "halite_spi_sta", "tarn_debounce_lint", "trona_arbiter_sim", "parsnip_fifo_d16", "parsnip_fifo_d4"], SCOPE50,
        settings)
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind49", ["steppe_debounce_lint"], SCOPE49, settings)
    return ingest_blind_runs(tmp_path_factory, "runs_blind52", [
        "gahnite_sweep", "burnet_blif", "danburite_tb", "apatite_w8", "kohlrabi_map", "oleander_tb", "nasturtium_tb", "fuchsia_hier", "chicory_sta", "apatite_w12"],
        SCOPE52, settings)


def test_a_format_named_alone_lists_the_runs_that_wrote_it(runs):
    answer = run_answer(runs, SCOPE, "any runs that produced edif?").answer
    assert "handoff/moss_graycnt.edif" in answer and "out_abcD6000/tarpon_mac_abcD.edf" in answer
    assert ".blif" not in answer


def test_an_agent_noun_names_the_design_its_verb_titles(runs):
    answer = run_answer(runs, SCOPE52, "where's the multiplier's blif?")
    assert answer.abstained and answer.parse["designs"] == ["gahnite_mul"]
    assert "gahnite_mul_syn.v" in answer.answer and "netlists/burnet_crc.blif" in answer.answer


def test_a_missing_report_is_refused_with_the_kind_of_flow(runs):
    answer = run_answer(runs, SCOPE52, "show me the sta report of burnet_blif")
    assert answer.abstained and "generic (synthesised into Yosys's generic gates, no cell library)" in answer.answer


def test_a_testbenchs_verdict_stands_in_without_its_counts(runs):
    answer = run_answer(runs, SCOPE52, "danburite_tb: what did its SVA checks say?")
    assert answer.abstained and "verdict TEST PASSED" in answer.answer and "4 transfers" not in answer.answer


def test_a_step_no_run_performs_is_refused_with_the_rows_that_name_it(runs):
    answer = run_answer(runs, SCOPE52, "how much clock gating did apatite_w8 get?")
    assert answer.abstained and "lat.timing/latch_borrow.rpt:10" in answer.answer and "clock_gating_default" in answer.answer


def test_a_failing_testbenchs_mismatches_come_first_with_the_line_computing_them(runs):
    answer = run_answer(runs, SCOPE52, "oleander_tb sim: what went wrong?").answer
    assert "rtl/oleander_uarttx.v:19: wire parity = ~^data;" in answer
    divider = run_answer(runs, SCOPE, "which vectors broke in quahog_div_sim?").answer
    assert "ERROR: 200 / 150" in divider and "ERROR: 131 / 130" in divider


def test_a_register_bit_sharing_anothers_flop_is_shown_by_its_netlist_line(runs):
    answer = run_answer(runs, SCOPE, "moss_gray_edif flop count? I expected 16").answer
    assert "gray[7] has no flip-flop of its own" in answer and "handoff/moss_graycnt_osu.v:369" in answer


def test_a_size_set_by_hierarchy_chparam_is_that_runs_variant(runs):
    answer = run_answer(runs, SCOPE, "how many flops does perch_fifo have at depth 4?")
    assert not answer.abstained and "47" in answer.answer


def test_a_constraint_no_script_gives_is_refused_with_the_scripts_read(runs):
    answer = run_answer(runs, SCOPE, "false paths declared for tarpon_mac_abcd?")
    assert answer.abstained and "tarpon_mac: the timer's commands were read from sta_6ns.tcl" in answer.answer


def test_an_abc_delay_target_comes_with_the_timers_slack(runs):
    answer = run_answer(runs, SCOPE, "did abc -D 6000 make tarpon_mac_abcd fast enough for its clock?").answer
    assert "abc -D 6000 asks ABC for paths of 6 ns" in answer and "worst setup slack = -1.340 ns" in answer


def test_a_compilers_warning_comes_with_what_its_testbench_then_said(runs):
    answer = run_answer(runs, SCOPE52, "any warnings when nasturtium_tb was compiled?").answer
    assert "Some modules have no timescale" in answer and "TEST PASSED: 25 matches in 264 bits" in answer
    assert "expected identifier" not in answer  # its port ``matches`` is a Verilog name, not SystemVerilog's keyword


def test_cell_types_of_unknown_area_come_with_the_area_they_leave_out(runs):
    answer = run_answer(runs, SCOPE52, "fuchsia_hier lists cell types with unknown area; does its chip area still "
                                       "cover everything?").answer
    assert "chip area = 73280.000000" in answer and "the cell types of unknown area are its own submodules" in answer
    assert "chip area of module fuchsia_fifo = 10880.000000" in answer


def test_a_count_said_by_a_hyphenated_noun_is_a_size_the_design_may_lack(runs):
    answer = run_answer(runs, SCOPE, "worst slack of the 16-requester arbiter?")
    assert answer.abstained and "No run here is a build of the size asked" in answer.answer
    assert "mastiff_arbiter: mastiff_prio, mastiff_arbiter" in answer.answer


def test_a_width_in_bits_no_run_builds_is_refused_with_the_default_built(runs):
    answer = run_answer(runs, SCOPE52, "what about a 16-bit build of the divider, its slack?")
    assert answer.abstained and answer.parse["designs"] == ["chicory_divu"]
    assert "No run here sets WIDTH to 16" in answer.answer and "chicory_divu builds the RTL default WIDTH = 8" in answer.answer


def test_a_width_said_of_a_design_picks_among_its_runs_only(runs):
    assert run_answer(runs, SCOPE52, "cell count of the 8-bit divider").parse["designs"] == ["chicory_divu"]
    assert run_answer(runs, SCOPE52, "cell count of the 12-bit pwm").parse["designs"] == ["apatite_w12"]


def test_a_short_form_of_a_titles_compound_names_the_design(runs):
    answer = run_answer(runs, SCOPE52, "worst slack of the MAC when clocked at 6 ns?")
    assert answer.parse["designs"] == ["gahnite_mul"] and "0.047" in answer.answer


def test_both_directions_of_a_crossing_named_give_each_ones_worst_path(runs):
    answer = run_answer(runs, SCOPE, "stingray_cdc_2clk: clk_b to clk_a vs clk_a to clk_b, which has less slack?").answer
    assert "slack -0.261 ns" in answer and "slack -0.158 ns" in answer


def test_makes_own_error_lines_say_which_step_stopped_the_run(runs):
    answer = run_answer(runs, SCOPE, "flamingo_7seg_wip never produced a netlist, why?").answer
    assert "make: *** [Makefile:14: synth] Error 1" in answer and "syntax error" in answer


def test_place_and_route_said_as_p_and_r_is_refused_with_what_stands_in(runs):
    answer = run_answer(runs, SCOPE50, "halite_spi_sta core utilization after P&R?")
    assert answer.abstained and answer.answer.startswith("Placement is not in the run of halite_spi")
    assert "the Chip area of the mapped cells, with no die, placement density or utilisation" in answer.answer


def test_timing_asked_of_a_run_never_timed_is_refused_with_its_flow(runs):
    answer = run_answer(runs, SCOPE50, "how does tarn_debounce_lint look timing-wise?")
    assert answer.abstained and "The run of tarn_debounce holds no timing report (tarn_debounce: a lint" in answer.answer


def test_a_refusal_for_a_simulation_names_its_vcd_dumpfile(runs):
    answer = run_answer(runs, SCOPE50, "was code coverage collected in trona_arbiter_sim?")
    assert answer.abstained and "the VCD dumpfile sim_results/trona_arbiter.vcd" in answer.answer


def test_a_depth_said_as_deep_picks_the_run_built_at_it(runs):
    assert run_answer(runs, SCOPE50, "cell count of the 16 deep fifo").parse["designs"] == ["parsnip_fifo_d16"]


def test_a_lint_runs_own_check_verdict_comes_with_its_warnings(runs):
    answer = run_answer(runs, SCOPE49, "warnings from steppe_debounce_lint?").answer
    assert "lint_out/yosys_check.log:112: Found and reported 0 problems." in answer


def test_config_describes_a_design_where_variant_ends_a_description(runs):
    assert run_answer(runs, SCOPE52, "worst slack through the config latches?").parse["designs"] == ["kohlrabi_latch"]


def test_a_hidden_work_folder_gives_the_runs_areas(runs):
    answer = run_answer(runs, SCOPE, "chip area of manatee_presc in manatee_pwm_genclk").answer
    assert "1696" in answer
