"""Questions over real runs of blind sets 31 and 32: a run timed at several periods, one report each, answers for
every period; a report its script cut into headed sections is read by the heading the question names; a testbench
that never compiled is answered with the compiler's error; warnings totalled over every tool's output; a hold check
no report printed between two clocks is refused; a description said with a catalogue word ("the clock divider") names
the design whose comments say it, and so does an acronym opening a terse question; a parameter's value said after it
("the 16 tap FIR") or a flag's state ("parity disabled") no run set is refused; a simulation's printed line picked
by the value asked; a clock asked of a run that creates none is refused with the delay bounds it was timed against;
the worst figure over runs takes each sweep's worst attempt; a finished run whose check pass found problems shows
them; many warnings of one step are said to come from that step and its command; a size asked with latches in it
is the size with the cells it leaves out."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE31, SCOPE32 = "team:set31", "team:set32"


@pytest.fixture(scope="module")
def set31(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind31", ("bergamot_alu_sweep", "elm_top_tbmiss", "ivy_spi_hier",
                                                                "mango_mul_mcp", "clover_loop_lint", "hemlock_div_sim",
                                                                "jacaranda_tx_redirect", "almond_fir_osu", "almond_fir_taps8",
                                                                "kumquat_rot_comb", "daisy_bus_drivers"),
                             SCOPE31)


@pytest.fixture(scope="module")
def set32(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind32", ("sapphire_cmul_sweep", "quartz_tsync_cdc",
                                                                "rhodium_div3_gclk", "rutile_isqrt_sim", "nopal_ser_osu",
                                                                "nopal_ser_sim", "obsidian_divu_w8", "slate_mode_quiet"), SCOPE32)


def test_a_run_timed_at_several_periods_in_several_reports_answers_for_each(set31):
    answer = run_answer(set31, SCOPE31, "how many of the bergamot_alu clock periods pass setup?")
    assert not answer.abstained
    assert ("bergamot_alu: worst setup slack at each period of the sweep in 4 reports: 3.5 ns -1.058 ns (violated), 5 ns "
            "0.442 ns, 6.5 ns 1.942 ns, 9 ns 4.442 ns; the shortest period that meets setup is 5 ns, in sweep/period_5.0ns.txt "
            "(3 of 4 do)"
            ) in answer.answer


def test_a_part_of_one_name_opening_the_question_names_that_design(set31):
    answer = run_answer(set31, SCOPE31, "alu setup slack at 2 ns?")
    assert answer.abstained and answer.answer.startswith("No timing report of bergamot_alu is at the period asked")


def test_a_period_said_as_a_point_of_the_sweep_is_a_period_asked(set32):
    answer = run_answer(set32, SCOPE32, "what did the sapphire sweep give at its 7ns point?")
    assert answer.abstained and "No timing report of sapphire_cmul is at the period asked" in answer.answer


def test_a_check_no_report_printed_between_two_clocks_is_refused(set32):
    answer = run_answer(set32, SCOPE32, "what is the hold slack from clka into clkb in quartz_tsync?")
    assert answer.abstained
    assert "quartz_tsync: no reported hold path is launched by clka and captured by clkb" in answer.answer
    setup = run_answer(set32, SCOPE32, "setup slack from clka into clkb in quartz_tsync?")
    assert not setup.abstained and "launched by the clka rise edge" in setup.answer


def test_a_description_with_a_catalogue_word_names_the_design_whose_comments_say_it(set32):
    answer = run_answer(set32, SCOPE32, "how many cells are in the clock divider?")
    assert "rhodium_div3" in answer.answer and "obsidian_divu" not in answer.answer.split("\n")[0]


def test_a_testbench_that_never_compiled_is_answered_with_the_compilers_error(set31):
    answer = run_answer(set31, SCOPE31, "why did the elm_top testbench never simulate?")
    assert answer.abstained
    assert answer.answer.startswith("The run of elm_top holds no simulation output (no file of a testbench's printed "
                                    "lines), so I cannot say how a simulation went; the runs that have one: hemlock_div "
                                    "(logs/hemlock_sim.log). The run stopped first, at:\n- elm_top: error (unresolved): "
                                    "Unknown module type: elm_core (at tb/elm_top.v:23) [1]")
    assert "time scale" not in answer.answer  # our own reading of the RTL is not the tool's error
    plain = run_answer(set31, SCOPE31, "did the elm_top testbench pass?")
    assert plain.abstained and "Unknown module type" not in plain.answer  # asked no why: the refusal alone


def test_a_compilers_warnings_before_a_testbenchs_lines_leave_them_a_simulation(set32):
    answer = run_answer(set32, SCOPE32, "show the nopal_ser testbench output").answer
    assert "TEST PASSED" in answer


def test_warnings_totalled_over_every_tools_output(set31):
    answer = run_answer(set31, SCOPE31, "total number of warnings over all these runs?").answer
    assert "counting every tool's warnings, in its logs and reports, " in answer
    assert "iverilog 1" in answer and "abc " in answer


def test_a_printed_line_holding_the_value_asked_is_quoted_first(set32):
    answer = run_answer(set32, SCOPE32, "rutile testbench: what came out for x=4096?").answer
    lines = answer.splitlines()
    assert lines[2].startswith("- sim/regress.log:8: x=4096: root=128 expected 64")


def test_two_words_whose_starts_spell_a_submodule_name_it(set31):
    answer = run_answer(set31, SCOPE31, "area of the shift register module in ivy_spi?").answer
    assert answer.startswith("- ivy_spi: chip area of module ivy_shreg = 6588.000000 um^2")


def test_a_section_of_a_report_is_named_by_the_heading_its_script_printed(set31):
    answer = run_answer(set31, SCOPE31, "mango_mul setup slack in the multicycle part of its timing log?").answer
    assert answer.startswith("mango_mul: the report the question names is the section headed '### with multicycle 2 "
                             "onto p', lines 55 on of sta/mango_timing.log")
    assert "slack 2.470 ns (MET)" in answer and "-0.445" not in answer
    before = run_answer(set31, SCOPE31, "mango_mul tns before the multicycle constraint was read?").answer
    assert before.startswith("mango_mul: the report the question names is the section headed '### single-cycle', "
                             "lines 1-54 of sta/mango_timing.log")
    assert "total negative slack = -1.054 ns" in before


def test_a_netlist_asked_of_a_run_that_stopped_before_writing_one_is_refused(set31):
    answer = run_answer(set31, SCOPE31, "where did the clover netlist get written?")
    assert answer.abstained and answer.answer.startswith("The run of clover_loop holds no gate-level netlist")


def test_an_acronym_opening_a_terse_question_names_the_design_whose_comments_hold_it(set31):
    answer = run_answer(set31, SCOPE31, "uart worst setup slack?")
    assert not answer.abstained and answer.answer.startswith("- jacaranda_tx: worst setup slack = 1.689 ns")


def test_a_flags_state_no_run_set_is_refused(set31):
    answer = run_answer(set31, SCOPE31, "uart area when parity is disabled?")
    assert answer.abstained
    assert answer.answer.startswith("No run here sets PARITY to 0, so I have no figure for that variant: jacaranda_tx "
                                    "sets PARITY 1 (chparam -set PARITY 1).")


def test_a_value_said_before_a_parameters_name_is_that_parameters(set31):
    answer = run_answer(set31, SCOPE31, "cell count of the 32-tap almond_fir?")
    assert answer.abstained and answer.answer.startswith("No run here sets TAPS to 32")


def test_a_clock_asked_of_a_run_that_creates_none_is_refused_with_its_delay_bounds(set31):
    answer = run_answer(set31, SCOPE31, "kumquat_rot slack against its clock?")
    assert answer.abstained
    assert answer.answer.startswith("kumquat_rot has no clock: no script of its run creates one")
    assert "out/kumquat.sdc:1 (script): set_max_delay 5.0 -from [all_inputs] -to [all_outputs]" in answer.answer


def test_the_worst_figure_over_runs_takes_each_sweeps_worst_attempt(set32):
    answer = run_answer(set32, SCOPE32, "which run has the worst tns of all?").answer
    assert answer.startswith("sapphire_cmul has the worst (lowest) total negative slack: -9.811 ns")


def test_a_finished_run_whose_checks_found_problems_shows_each_kind(set31):
    answer = run_answer(set31, SCOPE31, "daisy_bus finished synthesis; is its netlist usable?").answer
    assert "syn/daisy.log:678: Found and reported 16 problems." in answer
    assert "warning (multi_driver): multiple conflicting drivers" in answer
    assert "warning (undriven): Wire daisy_bus.\\bus_q [7] is used but has no driver." in answer


def test_many_warnings_of_one_step_are_said_to_come_from_its_command(set31):
    answer = run_answer(set31, SCOPE31, "kumquat_rot log is full of warnings, why?").answer
    assert ("kumquat_rot: 162 of its 162 warnings were printed in step 8. Executing SPICE backend. (the script's "
            "command 8: write_spice out/kumquat_rot.sp)") in answer


def test_an_area_asked_with_its_latches_is_the_area_and_the_cells_it_leaves_out(set32):
    answer = run_answer(set32, SCOPE32, "slate_mode area 6416: are the latches included?").answer
    assert answer.startswith("- slate_mode: chip area = 6416.000000 um^2")
    assert "the chip area leaves out 1 cell type of unknown area ($_DLATCH_N_) (10 $_DLATCH_N_ cells)" in answer


def test_a_part_that_is_a_word_of_its_own_is_spelled_by_no_two_word_starts(set31):
    from runs.qa.entities import _compound

    assert _compound("shreg", "shift", "register") and not _compound("codec", "control", "decoder")
