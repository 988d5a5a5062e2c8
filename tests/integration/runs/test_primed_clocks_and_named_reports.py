"""Questions over the real runs of blind set 44: a rare word that is a later whole part of one run's name names that
run ("the cdc run"); a field term no run holds after the article is what is named, not a word of a profile said
elsewhere, and a tool, format or flow step's word is no design; a hold question gets every min-delay check (removal beside hold); a report row found by its label's words in
any order and form; what a script's ``puts`` printed; a clean-status question with the warnings of a run that
finished; a quiet run whose commands no file records is not ruled out as a variant; a number its comments state
describes a design; a clock the timer prints primed (``clk'``) explained by the registers that take it inverted; a
figure asked of a run made with a command none of the named runs gives; and a report named by a word of its file
name narrowing a clock-to-clock question to that report. After its held-out claim: a library another run reads,
asked of a run that reads none; a missing flow step with the commands standing in for it; Icarus named for its
compiler; the flops a mapped netlist leaves generic; a per-period figure of a sweep at each period."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set44-clocks"


@pytest.fixture(scope="module")
def set44(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind44", sorted(
        run.name for run in (BLIND_SETS / "runs_blind44" / "runs").iterdir()), SCOPE)


def test_a_rare_later_part_of_one_name_names_that_run(set44):
    answer = run_answer(set44, SCOPE, "list the netlists the cdc run wrote")
    assert answer.parse["designs"] == ["hoopoe_cdc"] and "gate/hoopoe_cdc.edf" in answer.answer


def test_a_field_term_after_the_article_is_what_is_named_not_a_profile_word_elsewhere(set44):
    answer = run_answer(set44, SCOPE, "who pushed the jtag through synthesis?")  # "push" of a push-button debouncer
    assert answer.abstained and "'jtag' is not among the runs here" in answer.answer
    assert "enstatite_spi" in answer.answer  # the designs indexed are named


def test_a_flow_steps_file_word_is_no_design(set44):
    answer = run_answer(set44, SCOPE, "which runs wrote the spef")
    assert "described as" not in answer.answer and "Parasitic extraction (SPEF)" in answer.answer


def test_hold_checks_include_the_removal_check(set44):
    answer = run_answer(set44, SCOPE, "hold issues on calcite_alu_sta?")
    assert "worst hold path" in answer.answer and "slack 0.542 ns" in answer.answer
    assert "worst removal check path" in answer.answer and "slack 0.663 ns" in answer.answer


def test_a_report_row_is_found_by_its_labels_words_in_any_order(set44):
    answer = run_answer(set44, SCOPE, "ironwood sta: did a latch actually borrow time at all?")
    assert "latch_sta.rpt:69: actual time borrow" in answer.answer and "0.000" in answer.answer


def test_what_a_scripts_puts_printed_is_quoted_from_the_output(set44):
    answer = run_answer(set44, SCOPE, "galago: what source pin did the timing script report for clk_slow?")
    assert "out/sta/timing.rpt:7 (printed by out/sta/clocks.tcl:7): generated clock source pin: _95_/Q" in answer.answer


def test_a_finished_run_asked_if_clean_shows_its_checks_and_warnings(set44):
    answer = run_answer(set44, SCOPE, "did potoo come out clean?")
    assert "Found and reported 0 problems." in answer.answer and "led_held" in answer.answer


def test_a_quiet_run_whose_commands_no_file_records_may_be_the_variant(set44):
    answer = run_answer(set44, SCOPE, "setup slack of the 16 bit pwm")
    assert "at the size asked" not in answer.answer and "-1.059" in answer.answer


def test_a_number_the_comments_state_describes_the_design(set44):
    answer = run_answer(set44, SCOPE, "which fsm encoding did the 1011 detector end up with?")
    assert answer.parse["designs"] == ["sassafras_seq"] and "one-hot" in answer.answer


def test_a_primed_clock_is_the_clock_inverted(set44):
    answer = run_answer(set44, SCOPE, "ironwood: where does the clk' in the timing report come from?")
    assert "$_DLATCH_N_                    10" in answer.answer and "mapped/latch_map.v:4" in answer.answer
    assert "(the same clock, inverted)" in answer.answer and "clock-domain crossing" not in answer.answer


def test_a_figure_of_a_run_made_with_a_command_no_named_run_gives_is_refused(set44):
    answer = run_answer(set44, SCOPE, "what is the crc's setup slack once rerun with dfflibmap?")
    assert answer.abstained and "No run of wollastonite_crc gives dfflibmap" in answer.answer
    assert "calcite_alu" in answer.answer  # a run that gives it


@pytest.mark.parametrize("report, shown", [("signoff", "cdc_signoff.rpt:8: No paths found."),
                                           ("timing", "slack -0.281 ns (VIOLATED)")])
def test_a_report_named_by_a_word_of_its_file_narrows_a_clock_to_clock_question(set44, report, shown):
    answer = run_answer(set44, SCOPE, f"what does the hoopoe {report} report show from clk_a to clk_b?")
    assert shown in answer.answer


def test_a_library_another_run_reads_asked_of_a_run_that_reads_none_is_refused(set44):
    answer = run_answer(set44, SCOPE, "osu035 cell area of realgar_ecc?")
    assert answer.abstained and "No run of realgar_ecc reads a library named osu035" in answer.answer
    assert "Runs here that read it: " in answer.answer and "calcite_alu" in answer.answer


def test_a_missing_step_comes_with_the_commands_standing_in_for_it(set44):
    answer = run_answer(set44, SCOPE, "were parasitics back-annotated for calcite_alu?")
    assert answer.abstained and "In its place the scripts give: `set_load 0.08 [all_outputs]`" in answer.answer


def test_icarus_names_its_compiler(set44):
    answer = run_answer(set44, SCOPE, "did icarus warn about anything while compiling binturong_fifo?")
    assert "Some modules have no timescale" in answer.answer


def test_the_flops_a_mapped_netlist_leaves_generic_are_counted_beside_its_cells(set44):
    answer = run_answer(set44, SCOPE, "cell types in the wollastonite_crc netlist?")
    assert "16 cells left as Yosys's generic types" in answer.answer and "$_DFFE_PN1P_ 16" in answer.answer


def test_a_per_period_figure_of_a_sweep_is_given_at_each_period(set44):
    answer = run_answer(set44, SCOPE, "enstatite_spi tns across the sweep?")
    assert "total negative slack at each period of the sweep: 3 ns -14.05 ns, 3.5 ns -2.59 ns" in answer.answer
