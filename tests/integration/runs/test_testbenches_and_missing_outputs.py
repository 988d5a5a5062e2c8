"""Questions answered from real runs of blind sets 21 and 22: a testbench's verdict read from the lines it printed, a
run with no simulation or no gate-level one said to have none, a command, a timing report or an area a run never
produced said missing with the runs that have it, a design called by one word of its title or by its version tag, a
figure the question repeats read in its path's group, a pass's output quoted in the question's words, an FSM
extraction's outcome, memory cells kept as memories, the output a worst path ends at, and a file never named by the
words that described the design."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:benches"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind21", (
        "circbuf_mem_nomap", "cmp_sort4_tb", "lockout_fsm_v1", "lockout_fsm_v2", "bitrev_comb_generic",
        "beeper_fsm_10ns"), SCOPE)
    return ingest_blind_runs(tmp_path_factory, "runs_blind22", (
        "rle_enc_v2", "nmea_cksum_tb", "wiper_fsm_fsm", "smul_pipe_4p5ns", "tiny_cpu_flat", "prng_xs16_map",
        "vote3_check", "osc_div_gclk", "sobel_x_abcd", "queue_ctl_nomap"), SCOPE, settings)


def test_a_testbench_verdict_is_the_last_line_it_printed(settings):
    answer = run_answer(settings, SCOPE, "what did the circbuf testbench report when it finished?").answer
    assert "printed last, in logs/sim.log: PASS: circbuf_mem_tb 16 words in order, 0 errors (logs/sim.log:1)" in answer
    assert 'src/circbuf_mem_tb.v:30-30: 30: if (errors == 0) $display("PASS: circbuf_mem_tb' in answer


def test_a_failing_testbench_shows_the_mismatches_it_printed_before_its_verdict(settings):
    answer = run_answer(settings, SCOPE, "why is the cmp_sort4 tb failing?").answer
    assert "TEST FAILED: 3 of 6 vectors out of order (logs/sim.log:4)" in answer
    assert "logs/sim.log:1: MISMATCH vector 3: in 5 50 7 9 -> out 5 9 7 50" in answer


def test_a_run_without_a_simulation_says_so_and_names_the_runs_with_one(settings):
    answer = run_answer(settings, SCOPE, "did the wiper_fsm simulation come out clean?")
    assert answer.abstained and "The run of wiper_fsm holds no simulation output" in answer.answer
    assert "rle_enc (sim/sim.log)" in answer.answer and "nmea_cksum (sim/vvp.log)" in answer.answer


def test_a_gate_level_simulation_nothing_shows_is_not_answered_with_the_rtl_one(settings):
    answer = run_answer(settings, SCOPE, "gate-level sim outcome for cmp_sort4?")
    assert answer.abstained and "shows a simulation of the gate-level netlist" in answer.answer
    assert "3 of 6" not in answer.answer


def test_a_command_a_run_never_gives_is_said_missing_with_the_runs_that_give_it(settings):
    answer = run_answer(settings, SCOPE, "report_power numbers of tiny_cpu_flat")
    assert answer.abstained and "No script of the run of tiny_cpu gives report_power" in answer.answer
    assert "prng_xs16: sta/sta.tcl:12 (script): report_power" in answer.answer


def test_a_timing_report_a_run_never_produced_is_said_missing(settings):
    answer = run_answer(settings, SCOPE, "can I see the timing report of vote3?")
    assert answer.abstained and "The run of vote3 holds no timing report (vote3: a mapped (synthesised and mapped to osu035_stdcells.lib) flow: yosys" in answer.answer and "; the runs that have one:" in answer.answer
    assert "Found and reported" not in answer.answer


def test_an_area_a_generic_run_never_reports_is_an_abstention(settings):
    answer = run_answer(settings, SCOPE, "liberty area for bitrev_comb")
    assert answer.abstained and "bitrev_comb: its chip area is not reported" in answer.answer


def test_one_plain_word_of_a_single_design_title_names_it(settings):
    answer = run_answer(settings, SCOPE, "what hold margin does the multiplier have?")
    assert answer.abstained and "smul_pipe: its worst hold slack is not reported" in answer.answer


def test_a_version_tag_beside_a_common_first_word_names_the_run(settings):
    answer = run_answer(settings, SCOPE, "where did yosys trip over the v1 lockout source?").answer
    assert "syntax error, unexpected TOK_IF (at src/lockout_fsm_v1.v:26)" in answer
    assert "Yosys version" not in answer.split("\n")[0]


@pytest.fixture(scope="module")
def divider(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind21", ("divider_seq_w16",), SCOPE)


def test_a_figure_the_question_repeats_is_read_in_its_paths_group(divider):
    answer = run_answer(divider, SCOPE, "divider_seq_w16 lists 5.578 first yet wns -1.75: explain").answer
    assert "recovery check path from rst_n" in answer and "(group **async_default**)" in answer


def test_a_pass_output_in_the_questions_words_is_quoted_where_no_analysis_applies(settings):
    answer = run_answer(settings, SCOPE, "bitrev_comb: how long is the longest topological path?").answer
    assert "reports/ltp.txt:3: Longest topological path in bitrev_comb (length=10):" in answer


def test_an_fsm_extraction_record_comes_with_its_outcome(settings):
    answer = run_answer(settings, SCOPE, "was the beeper state machine recoded by the fsm pass?").answer
    assert "Extracting FSM `\\state' from module `\\beeper_fsm'." in answer
    assert "fsm extraction failed: incomplete input selection tree root." in answer


def test_memory_cells_asked_by_count_are_the_memories_kept(settings):
    answer = run_answer(settings, SCOPE, "how many memory cells are left in queue_ctl_nomap?").answer
    assert "still list a memory cell ($mem_v2 1)" in answer


def test_the_worst_output_is_the_end_of_the_worst_path(settings):
    answer = run_answer(settings, SCOPE, "sobel_x: which output is worst relative to the virtual clock?").answer
    assert "to mag[2] (output port clocked by vclk)" in answer


def test_words_that_describe_the_design_do_not_name_a_file(settings):
    answer = run_answer(settings, SCOPE, "number of DFFSR cells in the clock divider netlist?").answer
    assert "osc_div: DFFSR cells = 6 cells" in answer and "divider_flop.txt" not in answer


def test_a_datapath_size_before_a_function_noun_is_no_cell(settings):
    answer = run_answer(settings, SCOPE, "circbuf_mem_nomap: only 17 cells for a 16x8 buffer, is the memory gone?").answer
    assert "BUFX2" not in answer and "$mem_v2 1" in answer


@pytest.fixture(scope="module")
def family(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind22", (
        "tiny_cpu_flat", "tiny_cpu_hier", "tiny_cpu_v1", "odd_even_merge_gen"), SCOPE)


def test_the_variants_a_question_says_are_the_runs_of_a_family_it_compares(family):
    answer = run_answer(family, SCOPE, "tiny_cpu: why does the flattened build come out so much smaller than the "
                                       "hierarchical one?").answer
    assert "tiny_cpu_v1" not in answer
    assert "the cell types whose counts differ most (counted in the netlists): INVX1 27 vs 56" in answer
    assert "DFFPOSX1 24 vs 40" in answer


def test_a_module_figure_of_a_name_the_design_lacks_names_its_modules(family):
    answer = run_answer(family, SCOPE, "cell count of oe_merge in the odd even sorter")
    assert answer.abstained and "No module named oe_merge is in the runs of odd_even_merge" in answer.answer
    assert "their modules are oe_cmp" in answer.answer


def test_a_part_asked_of_a_top_module_is_looked_for_in_that_tops_runs(family):
    answer = run_answer(family, SCOPE, "what area does the tiny_div block of tiny_cpu take?")
    assert answer.abstained and "No module named tiny_div is in the runs of tiny_cpu_flat, tiny_cpu_hier" in answer.answer
    assert "their modules are tiny_alu, tiny_cpu, tiny_dec, tiny_regs" in answer.answer


def test_the_period_a_run_needs_comes_with_the_path_that_sets_it(tmp_path_factory):
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind21", ("dither_bayer_comb",), SCOPE)
    answer = run_answer(settings, SCOPE, "dither_bayer: shortest clock period it would pass at?").answer
    assert "minimum clock period 4.824 ns" in answer and "worst setup path from x[1] (input port" in answer


def test_a_runs_error_count_holds_every_tools_errors(settings):
    answer = run_answer(settings, SCOPE, "how many errors were logged for sobel_x?").answer
    assert "sobel_x: error count = 1 errors (counted: 0 in the Yosys log, 1 in other tools' output: sta/sta.log:1)" in answer
