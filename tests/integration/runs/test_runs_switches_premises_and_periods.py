"""Questions over real runs of blind sets 59 and 60: runs picked by a switch given to a command or to the program
itself (``yosys -q``); a check pass's count with the line Yosys printed; Verilog netlists counted beside EDIF, and
netlists by a suffix said with its dot; a run's error followed to the netlist line it points at; "X is negative, is
that a real problem" asks the slack, not the check pass; a mapping or a flattened build the named runs never made;
a term no run mentions under a figure guessed from meaning; a size the run's script sets against the RTL's default;
"latch based" and "regfile" as parts of a description; a figure at two periods of a sweep; an extreme over one
reporting run; a finished synthesis asked whether it failed; a Makefile said as "make driven"."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE59 = "team:set59"
SCOPE60 = "team:set60"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind59", [
        "hake_spi_quiet", "alpaca_tx_osu", "jay_deb_lint", "fox_gray_hier", "ibex_mult_flat", "loon_sync_2clk",
        "cobra_alu_gen", "cobra_alu_stafail", "agama_div_genclk", "boa_fifo_aw2", "boa_fifo_aw4"], SCOPE59)
    return ingest_blind_runs(tmp_path_factory, "runs_blind60", [
        "mole_latch_osu", "thrush_sweep", "wasabi_make", "wasabi_lint", "pecan_sim_fail", "tulip_genclk",
        "rattan_flat_osu", "rattan_hier_generic", "nebula_w8_osu", "nori_edif"], SCOPE60, settings)


def test_runs_picked_by_a_switch_of_the_program_they_call(runs):
    answer = run_answer(runs, SCOPE59, "which runs were done with yosys -q").answer
    assert answer.startswith("1 of 11 runs give yosys -q: hake_spi")
    assert 'run.sh:8: yosys -q -p "read_verilog hake_spi.v;' in answer


def test_runs_picked_by_a_switch_of_a_tool_command(runs):
    answer = run_answer(runs, SCOPE59, "which runs were done with abc -D").answer
    assert answer.startswith("1 of 11 runs give abc -D: hake_spi")
    assert "abc -D 3000 -liberty $OSU035_LIB" in answer


def test_a_check_pass_count_comes_with_the_line_yosys_printed(runs):
    answer = run_answer(runs, SCOPE59, "did the yosys check in jay_deb_lint find anything?").answer
    assert "check problems = 0 problems (printed: Found and reported 0 problems.)" in answer


def test_verilog_netlists_are_counted_beside_edif(runs):
    answer = run_answer(runs, SCOPE59, "how many verilog netlists are there in the set vs edif").answer
    assert "Verilog: v 10, EDIF: edf 1." in answer.splitlines()[0]


def test_netlists_counted_by_a_suffix_said_with_its_dot_or_as_an_ending(runs):
    answer = run_answer(runs, SCOPE60, "count of .vg netlists in the set").answer
    assert answer.startswith("Netlist files by format (counted, 5 files in 5 runs): Verilog: vg 5.")
    assert ".edf" not in answer
    assert run_answer(runs, SCOPE60, "tally of netlists ending in vg").answer.startswith(
        "Netlist files by format (counted, 5 files in 5 runs): Verilog: vg 5.")
    assert "Verilog: v 10, EDIF: edf 1." in run_answer(runs, SCOPE59, "count of .v netlists compared with EDIF ones").answer


def test_the_run_that_wrote_a_format_asked_by_folder(runs):
    answer = run_answer(runs, SCOPE60, "JSON output - produced by which folder?").answer
    assert "rattan_hier_generic: netlist/rattan_alu.json (JSON netlist)" in answer


def test_an_error_found_among_the_records_is_followed_to_its_netlist_line(runs):
    answer = run_answer(runs, SCOPE59, "what netlist construct trips OpenSTA in the flattened multiplier?").answer
    assert "2125: assign { _300_[15:10], _300_[0] } = { 6'h00, _299_[0] };" in answer


def test_a_sign_said_of_a_run_is_its_slack_and_a_suspicion_is_no_record_kind(runs):
    answer = run_answer(runs, SCOPE59, "loon_sync_2clk is negative, is that a real cdc problem or a constraint "
                                       "issue?").answer
    assert answer.startswith("- loon_sync: worst setup slack = -0.92 ns")
    assert "no command of its scripts relates clk_b and clk_a" in answer and "check problems" not in answer


def test_a_mapping_the_named_runs_never_made_is_refused(runs):
    reply = run_answer(runs, SCOPE59, "area of the alu mapped to osu035")
    assert reply.abstained and "No synthesis script of cobra_alu_gen, cobra_alu_stafail names osu035" in reply.answer
    assert "um^2" not in reply.answer and "cells" not in reply.answer


def test_a_term_no_run_mentions_is_refused_where_the_figure_was_guessed_from_meaning(runs):
    reply = run_answer(runs, SCOPE59, "pll lock time in the clock divider run")
    assert reply.abstained and "Nothing in the runs of agama_clkdiv mentions PLL" in reply.answer


def test_a_size_the_script_sets_over_the_rtl_default_is_built(runs):
    assert "DFFPOSX1 cells = 142 cells" in run_answer(
        runs, SCOPE59, "how many DFFPOSX1 in the 16-entry fifo (boa_fifo_aw4)?").answer
    reply = run_answer(runs, SCOPE59, "how many DFFPOSX1 in the 32-entry fifo?")
    assert reply.abstained and "No run here builds boa_fifo at the size asked" in reply.answer


def test_what_a_design_is_built_from_is_part_of_its_description(runs):
    answer = run_answer(runs, SCOPE60, "setup slack for the latch based register file").answer
    assert answer.startswith("- mole_latchreg: worst setup slack = 8.094 ns")


def test_two_words_run_together_name_the_design_their_comments_describe(runs):
    assert run_answer(runs, SCOPE60, "area of the regfile").answer.startswith("- mole_latchreg: chip area = 4576")


def test_a_figure_at_two_periods_of_a_sweep_each_from_its_report(runs):
    answer = run_answer(runs, SCOPE60, "how much worse is tns at 2ns vs 2.5ns for the divider").answer
    assert "the attempt at 2 ns is -9.85 ns off the one at 2.5 ns (computed)" in answer
    assert "total negative slack = -12.63 ns (the attempt at 2 ns)" in answer
    assert "total negative slack = -2.78 ns (the attempt at 2.5 ns)" in answer


def test_an_extreme_over_one_reporting_run_is_that_runs_figure_with_its_parts(runs):
    answer = run_answer(runs, SCOPE60, "spi master power: which group eats most of it").answer
    assert answer.startswith("Only wasabi_make reports total power (wasabi_lint: not reported):")
    assert "Sequential" in answer and "72.7%" in answer


def test_a_finished_synthesis_asked_whether_it_failed_shows_what_it_built(runs):
    answer = run_answer(runs, SCOPE60, "pecan failed - did synth fail too?").answer
    assert "synthesis status success" in answer and "pecan_crc8: cell count = 12 cells" in answer
    assert "TEST FAILED: 1 mismatch" in answer


def test_a_flattened_build_of_a_one_module_design_was_never_made(runs):
    reply = run_answer(runs, SCOPE60, "flattened synth of the clock divider")
    assert reply.abstained and "tulip_clkdiv builds one module and gives no flatten" in reply.answer
    assert "The runs that are flattened: rattan_flat_osu." in reply.answer


def test_a_finished_synthesis_said_to_have_broken_shows_what_the_timer_could_not_do(runs):
    answer = run_answer(runs, SCOPE59, "cobra_alu_stafail broke even though yosys was happy - reason?").answer
    assert "sta_attempt/sta.log:172: No paths found. -- the timer timed no path" in answer
    assert "syntax error, unexpected $undefined" in answer


def test_a_switch_said_alone_is_the_one_command_the_runs_give_it_to(runs):
    reply = run_answer(runs, SCOPE60, "tulip_clkdiv synthesised with -flatten - output?")
    assert reply.abstained and reply.answer.startswith(
        "No run of tulip_clkdiv gives synth -flatten, so I have no figure for such a run; the runs that do: "
        "rattan_flat_osu.")


def test_a_program_said_for_its_file_picks_the_runs_holding_it(runs):
    answer = run_answer(runs, SCOPE60, "which runs are make driven?").answer
    assert answer.startswith("2 of 10 runs hold a makefile file: thrush_div, wasabi_make.")


def test_no_fmax_is_computed_from_a_timing_report_of_part_of_the_netlist(runs):
    reply = run_answer(runs, SCOPE59, "fmax of the flattened multiplier")
    assert reply.abstained and "MHz" not in reply.answer
    assert "the timing report was produced after reader problems like 'syntax error, unexpected '{'" in reply.answer


def test_a_library_said_by_the_start_of_its_name_is_the_one_the_scripts_map_to(runs):
    answer = run_answer(runs, SCOPE59, "after mapping to the OSU 0.35um cells, how big is alpaca_tx_osu in liberty area units?").answer
    assert "alpaca_uart_tx: chip area = 16232" in answer


def test_a_description_spelled_by_the_starts_of_a_compound_part_leaves_the_rest_of_the_question(runs):
    answer = run_answer(runs, SCOPE59, "On which pin is the generated clock defined in the clock divider run?").answer
    assert "create_generated_clock" in answer
