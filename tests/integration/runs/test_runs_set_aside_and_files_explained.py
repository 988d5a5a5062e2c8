"""Questions over real runs of blind sets 57 and 58: runs a question sets aside are left out before it is answered;
a quiet run's ``tee -o`` stat excerpt is its record of area; a compiler's console kept in a text file is its output,
and a premise about it ("iverilog was happy, so why...") asks about the run; an error in code a macro switches on
comes with the ``ifdef`` block and the run's ``-D``; an empty file named comes with the line that writes it; a size
asked of a generic netlist is its cell count; a testbench verdict's first word decides it; a frequency in whole MHz
is the period it is said for, and one written in words; netlist formats named in full; a "job" is a run; what a cell
type's outputs drive."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE57 = "team:set57"
SCOPE58 = "team:set58"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind57", [
        "beaver_quiet", "cougar_lint", "lark_newfilt", "eggplant_simsyn", "camel_sweep", "ivory_abcdly", "kangaroo_hier",
        "jackrabbit_pipe", "abalone_map", "hare_latch", "fig_sim", "dandelion_flat"], SCOPE57)
    return ingest_blind_runs(tmp_path_factory, "runs_blind58", [
        "osier_gcd_tbfail", "mallow_tx_sim", "mallow_tx_osu", "mudskipper_div_simsyn", "parula_crc_quiet",
        "ulmus_cdc_twoclk", "redpoll_fifo_d4w8", "redpoll_fifo_d16w16", "wryneck_mult_edif", "towhee_clkdiv_genclk",
        "yellowlegs_lfsr_syntaxerr", "zorse_arb_nomodule", "quandong_alu_abcdelay"], SCOPE58, settings)


def test_runs_set_aside_are_left_out_before_the_question_is_answered(runs):
    answer = run_answer(runs, SCOPE57, "leaving out the sweep and the failing/violating ones, which mapped run has the "
                                       "least setup margin?").answer
    assert answer.startswith("Left out as asked (the sweep: camel_divider; violating ones: ivory_alu).")
    assert "kangaroo_timer has the smallest worst setup slack: 3.290 ns" in answer  # the run in folder kangaroo_hier


def test_a_quiet_runs_saved_stat_is_its_record_of_area(runs):
    assert "chip area = 99916" in run_answer(runs, SCOPE57, "area of beaver_mac after mapping").answer


def test_a_premise_about_a_tool_does_not_narrow_the_question_to_it(runs):
    answer = run_answer(runs, SCOPE57, "cougar_lint: iverilog was happy, so why is the run red?").answer
    assert "starve_any is used but has no driver" in answer and "check -assert" in answer


def test_an_error_in_code_a_macro_switches_on_comes_with_the_block_and_the_define(runs):
    answer = run_answer(runs, SCOPE57, "lark_newfilt failed - what's actually wrong in the rtl?").answer
    assert "`ifdef NEW_FILTER -- line 32 is inside this block, compiled only when the macro NEW_FILTER is defined" in answer
    assert "read_verilog -DNEW_FILTER rtl/lark_debounce.v" in answer


def test_an_empty_file_named_comes_with_the_line_that_writes_it(runs):
    answer = run_answer(runs, SCOPE57, "why is yosys_console.log empty for beaver_quiet?").answer
    assert answer.startswith("- beaver_mac: yosys_console.log is empty")
    assert "yosys -q -s scripts/beaver.ys 2>&1 | tee yosys_console.log" in answer


def test_a_size_asked_of_a_generic_netlist_is_its_cell_count_after_each_other_ask(runs):
    answer = run_answer(runs, SCOPE57, "eggplant: sim ok? and how big is it after synth").answer
    assert "RESULT: PASS (3 checks)" in answer and "eggplant_crc16: cell count = 57 cells" in answer


def test_a_testbench_verdict_is_decided_by_its_first_word(runs):
    answer = run_answer(runs, SCOPE58, "simulation results across the set?").answer
    assert "osier_gcd_tbfail FAIL" in answer.splitlines()[0]  # "TEST FAILED: 4 of 5 vectors passed"


def test_a_quiet_run_asked_for_its_logs_warnings_is_refused_without_figures(runs):
    reply = run_answer(runs, SCOPE58, "crc run yosys log - warnings in it?")
    assert reply.abstained and "_q/stat_generic.txt" in reply.answer and " lines" not in reply.answer


def test_a_design_written_as_its_top_beside_another_design_is_that_design(runs):
    answer = run_answer(runs, SCOPE58, "compare mallow_tx mapped area vs ulmus_cdc mapped area - which is bigger?").answer
    assert "mallow_tx_osu: chip area = 21308" in answer and "ulmus_cdc: chip area = 25996" in answer


def test_a_width_in_bits_after_a_parameter_value_is_no_second_value(runs):
    answer = run_answer(runs, SCOPE58, "area of the small fifo config (depth 4, 8 bit)?").answer
    assert answer.startswith("- redpoll_fifo_d4w8: chip area = 38304")


def test_a_whole_number_of_mhz_is_the_period_it_is_said_for(runs):
    answer = run_answer(runs, SCOPE58, "wryneck at 166 MHz - arrival time and margin on its critical path").answer
    assert "data arrival time 6.386 ns" in answer and "slack -0.661" in answer


def test_netlist_formats_named_in_full_and_who_wrote_them(runs):
    answer = run_answer(runs, SCOPE58, "berkeley logic interchange or electronic design interchange format outputs: "
                                       "who produced them?").answer
    assert answer.startswith("Netlist files by format") and "export/wryneck_mult.edf (EDIF netlist)" in answer


def test_a_job_is_a_run(runs):
    answer = run_answer(runs, SCOPE58, "Yosys JSON output - produced by which jobs").answer
    assert "parula_crc: parula_crc.json (JSON netlist)" in answer and "ulmus_cdc: netlists/ulmus_cdc.json" in answer


def test_why_so_many_of_a_cell_is_answered_by_what_they_drive(runs):
    answer = run_answer(runs, SCOPE58, "why so many inverters (40) in the towhee netlist?").answer
    assert "what the 40 INVX1 cells of gl/towhee_clkdiv.v drive (counted from its connections): 27 drive only DFFSR " \
           "pin R" in answer


def test_a_short_metric_word_with_a_letter_dropped_is_that_metric(runs):
    answer = run_answer(runs, SCOPE58, "highest total powr in the set?").answer
    assert "quandong_alu has the largest total power: 2.70e-02" in answer


def test_a_participle_before_its_noun_names_no_thing_used(runs):
    answer = run_answer(runs, SCOPE57, "Lowest area among liberty-mapped results?").answer
    assert "hare_latchbank has the smallest chip area: 11848" in answer


def test_a_regression_of_a_run_made_once_is_that_run(runs):
    answer = run_answer(runs, SCOPE57, "sequence detector regression - which bit indices were flagged as misses?").answer
    assert "ERROR: bit 6: hit=0 expected 1" in answer and "ERROR: bit 23: hit=0 expected 1" in answer


def test_a_period_written_in_words_is_that_attempt_of_the_sweep(runs):
    answer = run_answer(runs, SCOPE57, "camel divider at eight nanoseconds - slack?").answer
    assert answer.startswith("camel_divider: the attempt at 8 ns is sweep/period_8ns.rpt")
    assert "worst setup slack = 3.982 ns" in answer


def test_a_change_asked_of_a_run_made_once_is_refused(runs):
    reply = run_answer(runs, SCOPE57, "what changed in fig_sim since the previous run?")
    assert reply.abstained and "Only one run of fig_seqdet is indexed" in reply.answer
