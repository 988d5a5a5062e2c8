"""Questions over real runs of blind sets 55 and 56 that name a block by its kind, a file by what it holds, a tool by
its project's name or a design by the words its name abbreviates: a protocol no run implements is absent, offered the
family's runs; the other end of a link is not the run taken for it by meaning; a module a failed run misses is found
declared in another run's RTL; a figure of a failed run is refused with its error; a library asked of a run that read
none is refused as generic; files counted by format are no register file; "icarus" is the Icarus Verilog compiler,
not a design; "the arithmetic logic unit" is the ``alu`` run and "the ALE latch" the run whose comments write ALE; a
path asked of one attempt of a sweep comes with that attempt's stages; ABC's delay target comes with the worst path
and the setup time it leaves out; a constraint no script gives comes with the comment that says it was left out; a
timer's reader problems come with the generic cells no mapping replaced; a file type a run lacks is refused with what
it holds; a library cell no netlist holds is refused with the cells of that kind the run used; the area of a build no
run made ("flat area") is refused, with what the runs are; a sweep's report that timed nothing is the attempt its
file name states, answered with the timer's error; why an area is unknown and what makes up the total comes with each
block's own area; a parameter called by its default comes with where the run overrides it; the wns asked of a
crossing is the timer's one figure, before the crossing's paths."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE55 = "team:set55"
SCOPE56 = "team:set56"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind55", [
        "albatross_tx_osu", "anemone_seqdet_sim", "inchworm_crc_sim", "hedgehog_alu_hier", "hedgehog_alu_nosub",
        "gerbil_latch_osu", "baobab_gcd_generic", "cheetah_div_sweep", "kingfisher_deb_sim"], SCOPE55)
    return ingest_blind_runs(tmp_path_factory, "runs_blind56", [
        "puma_sim", "narcissus_sta", "nunatak_nomod", "oxbow_syntax", "marram_abcd", "toadflax_generic", "zokor_latch",
        "whimbrel_power", "tanuki_2clk", "zokor_nolatchmap", "rosewood_sweep"], SCOPE56,
        settings)


def test_a_protocol_no_run_implements_is_absent(runs):
    reply = run_answer(runs, SCOPE55, "setup slack of the spi master?")
    assert reply.abstained and "The serial interface designs here: albatross_uarttx." in reply.answer


def test_the_other_end_of_a_link_is_not_the_run_taken_for_it(runs):
    reply = run_answer(runs, SCOPE56, "area of the uart rx?")
    assert reply.abstained and "puma_uarttx (uart transmitter)" in reply.answer


def test_a_missing_module_is_found_declared_in_another_runs_rtl(runs):
    answer = run_answer(runs, SCOPE55, "what broke hedgehog_alu_nosub?").answer
    assert "module hedgehog_shift is declared in rtl/hedgehog_alu_units.v of the run of hedgehog_alu_hier" in answer


def test_a_figure_of_a_failed_run_is_refused_with_its_error(runs):
    reply = run_answer(runs, SCOPE56, "worst slack of nunatak_nomod?")
    assert reply.abstained and "nunatak_kick" in reply.answer


def test_files_counted_by_format_describe_no_register_file(runs):
    answer = run_answer(runs, SCOPE55, "netlist formats - how many files of each kind?").answer
    assert answer.startswith("Netlist files by format") and "blif" in answer


def test_icarus_is_the_compiler_not_a_design(runs):
    answer = run_answer(runs, SCOPE56, "what did icarus complain about on the seven segment driver?").answer
    assert "Design 'icarus'" not in answer and "syntax error (at rtl/oxbow_seg7.v:24)" in answer


def test_a_name_that_abbreviates_the_words_said_is_that_run(runs):
    answer = run_answer(runs, SCOPE56, "report_wns of the arithmetic logic unit?").answer
    assert "marram_alu: worst negative slack = -0.01 ns" in answer


def test_a_library_asked_of_a_run_that_read_none_says_it_stopped_at_generic_gates(runs):
    reply = run_answer(runs, SCOPE56, "osu035 area of the uart transmitter?")
    assert reply.abstained and "puma_uarttx read no liberty file: synthesised into Yosys's generic gates only" in reply.answer


def test_an_acronym_its_comments_write_names_the_run_and_borrowed_time_its_latch_path(runs):
    answer = run_answer(runs, SCOPE56, "how much time gets borrowed at the ALE latch?").answer
    assert "max time borrow                         4.766" in answer and "actual time borrow" in answer


def test_the_stages_of_one_attempts_path(runs):
    answer = run_answer(runs, SCOPE55, "at 5ns, which stage takes the most of the cheetah_div critical path?").answer
    assert "the attempt at 5 ns is sweep.out/period_5ns.rpt" in answer
    assert "the slowest stage of the worst path is _267_/Y (NAND2X1): 1.321 ns" in answer


def test_an_abc_delay_target_comes_with_the_path_it_leaves_setup_out_of(runs):
    answer = run_answer(runs, SCOPE56, "marram_abcd used abc -D 3000: did the logic make 3 ns?").answer
    assert "asks ABC for paths of 3 ns" in answer and "library setup time 0.273 ns" in answer


def test_a_constraint_no_script_gives_comes_with_the_comment_naming_it(runs):
    reply = run_answer(runs, SCOPE56, "which set_clock_groups does tanuki_2clk give?")
    assert reply.abstained and "tanuki.sdc.tcl:4: ... no clock groups declared yet" in reply.answer
    assert "MHz" not in reply.answer  # the comment's other clause, with its figures, is not quoted


def test_reader_problems_come_with_the_generic_cells_no_mapping_replaced(runs):
    answer = run_answer(runs, SCOPE56, "should we trust the slack zokor_nolatchmap reports?").answer
    assert "still counts Yosys generic cells no library cell replaced ($_DLATCH_P_ 8)" in answer


def test_a_file_type_the_run_lacks_is_refused_with_what_it_holds(runs):
    reply = run_answer(runs, SCOPE55, "the vcd of anemone_seqdet_sim please")
    assert reply.abstained and "inchworm_crc_tb.vcd" in reply.answer and "results/transcript.log" in reply.answer


def test_a_cell_no_netlist_holds_is_refused_with_the_cells_of_its_kind(runs):
    reply = run_answer(runs, SCOPE56, "how many DFFNEGX1 does marram_abcd use?")
    assert reply.abstained and reply.answer.startswith("No netlist here holds a DFFNEGX1 cell.")
    assert "marram_alu: DFF" in reply.answer


def test_the_area_of_a_build_no_run_made_is_refused(runs):
    reply = run_answer(runs, SCOPE55, "hedgehog alu flat area?")
    assert reply.abstained and "the run of hedgehog_alu_hier is hierarchical" in reply.answer
    assert "hedgehog_alu_nosub failed before building anything" in reply.answer


def test_a_sweep_point_that_timed_nothing_is_answered_with_the_timers_error(runs):
    answer = run_answer(runs, SCOPE56, "why is there no path in the rosewood sweep at 8 ns?").answer
    assert "the attempt at 8 ns is sweep/clk_08ns.rpt" in answer and "period '08' is not a positive float" in answer
    assert "sweep/clk_08ns.rpt:11: No paths found." in answer and "no path timed at 8 ns (sweep/clk_08ns.rpt)" in answer


def test_an_unknown_area_explained_comes_with_each_blocks_own_area(runs):
    answer = run_answer(runs, SCOPE55, "why does hedgehog_alu_hier's area have unknown cell types, and what adds up to "
                                       "its total area?").answer
    assert "chip area of module hedgehog_alu = 12348.000000 um^2" in answer
    assert "chip area of module hedgehog_logic = 3796.000000 um^2" in answer


def test_a_parameter_called_by_its_default_comes_with_its_override(runs):
    answer = run_answer(runs, SCOPE55, "kingfisher_deb_sim: 50000 is the default count, which value ran in the "
                                       "simulation?").answer
    assert "parameter STABLE_CYCLES = 50000" in answer and "kingfisher_deb #(.STABLE_CYCLES(8)) dut (" in answer


def test_the_wns_of_a_crossing_is_the_timers_one_figure_first(runs):
    answer = run_answer(runs, SCOPE56, "wns of tanuki_2clk for the crossing between clk_a and clk_b?").answer
    assert answer.startswith("- tanuki_gray: worst negative slack = -0.11 ns")
