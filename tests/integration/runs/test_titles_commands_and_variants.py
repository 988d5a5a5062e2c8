"""Questions over real runs of blind sets 39 and 41: a design described in words its RTL title writes but the metric
catalogue uses too ("the moving average filter", "the timer build"); an error quoted as the tool printed it; netlists
of one format over every run; a ranking by what a command the question names reports (``report_power``); a figure
named by a clipped word ("freq"); a size of a design no run builds though its RTL default has it; and a thing no report
prints a figure of, made by a command named for it (``create_generated_clock``); a run picked by a command's switch
that no run of the design gives ("the abc -D run of the multiplier", "without abc -D"); and a quoted stat line about a
submodule's unknown area followed by where the hierarchy counts it; a testbench module described beside its design is
no part asked of; of two runs of one design, the build the question says ("the flattened alu"); and the compiler's warnings asked of a
testbench, not its verdict; a netlist the timer cannot read because the flow never mapped its flip-flops; a quoted report line answered by the
path it belongs to; and a worst slack given with each clock domain's own."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE39, SCOPE40, SCOPE41 = "team:set39-titles", "team:set40-titles", "team:set41-titles"


@pytest.fixture(scope="module")
def set39(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind39", sorted(
        run.name for run in (BLIND_SETS / "runs_blind39" / "runs").iterdir()), SCOPE39)  # every title, to tell them apart


@pytest.fixture(scope="module")
def set41(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind41", (
        "barite_holdchk", "cuprite_flat", "cuprite_hier", "epidote_make", "lovage_reruns", "olivine_sweep", "kakapo_divclk",
        "prehnite_abcarea", "prehnite_abcfast"), SCOPE41)


def test_a_title_said_word_for_word_names_its_design_though_the_catalogue_uses_its_words(set39):
    answer = run_answer(set39, SCOPE39, "what cell count did the moving average filter end up with?")
    assert answer.parse["designs"] == ["chamois_avg"]  # "average" is no mean over the runs here
    assert answer.parse["query"]["operator"] == ""
    assert answer.abstained and answer.answer.startswith("chamois_avg: synthesis failed")  # no figure stands in


def test_one_title_word_before_a_run_noun_names_its_design(set39):
    answer = run_answer(set39, SCOPE39, "paste me the error from the timer build")
    assert answer.parse["designs"] == ["marmot_tmr"]


def test_an_error_is_quoted_as_the_tool_printed_it(set39):
    answer = run_answer(set39, SCOPE39, "marmot_tmr: what error stopped yosys?")
    assert "rtl/marmot_tmr.v:26: ERROR: syntax error, unexpected TOK_ALWAYS" in answer.answer


def test_a_size_no_run_builds_is_refused_though_the_rtl_default_has_it(set39):
    answer = run_answer(set39, SCOPE39, "setup slack of the fifo at 16 deep?")
    assert answer.abstained and "No run here builds catalpa_fifo at the size asked" in answer.answer
    assert "ns" not in answer.answer.split()
    built = run_answer(set39, SCOPE39, "setup slack of the 8-deep fifo?")
    assert built.parse["designs"] == ["catalpa_fifo_d8"] and "4.064 ns" in built.answer


def test_netlists_of_one_format_over_every_run(set41):
    answer = run_answer(set41, SCOPE41, "which runs left a json netlist behind?")
    assert answer.answer.startswith("Netlist files by format (counted, 3 files in 3 runs): JSON: json 3.")
    assert ".blif" not in answer.answer and ".edf" not in answer.answer
    none = run_answer(set41, SCOPE41, "any runs with blif netlists? how many")
    assert "BLIF: blif 2" in none.answer and "barite_barrel" not in none.answer


def test_a_ranking_by_what_a_named_command_reports(set41):
    answer = run_answer(set41, SCOPE41, "among runs that did report_power, which one draws the least?")
    assert answer.parse["query"]["metric"] == "power__design__total" and answer.parse["query"]["operator"] == "min"
    assert answer.answer.startswith("kakapo_clkdiv has the smallest total power: 2.06e-03 W")


def test_a_clipped_word_names_its_figure(set41):
    answer = run_answer(set41, SCOPE41, "whats the max freq of olivine_alu")
    assert answer.parse["query"]["metric"] == "timing__clock__fmax"


@pytest.fixture(scope="module")
def set40(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind40", ("urial_timer_gclk", "opossum_cdc_sta", "pika_div_w8", "vervain_mac_abcd",
                                                             "ruby_uartrx_simsyn", "tern_alu_edif", "tern_alu_nosub",
                                                             "yeti_crc_stabad"),
                             SCOPE40)


def test_a_thing_no_report_prints_is_found_by_the_command_named_for_it(set40):
    answer = run_answer(set40, SCOPE40, "do any of these runs create a generated clock?")
    assert answer.answer.startswith("No run reports its generated clock period, but 1 of 8 runs gives the command")
    assert "create_generated_clock -name tick_clk" in answer.answer


def test_a_run_picked_by_a_switch_no_run_of_the_design_gives_is_refused(set41):
    answer = run_answer(set41, SCOPE41, "how did the multiplier do when mapped with abc -D?")
    assert answer.abstained
    assert answer.answer.startswith("No run of prehnite_abcarea, prehnite_abcfast gives abc -D")
    assert "the runs that do: barite_barrel" in answer.answer and " cells" not in answer.answer
    given = run_answer(set41, SCOPE41, "cell count of the barrel shifter with abc -D?")
    assert not given.abstained and "barite_barrel" in given.answer


def test_a_run_without_a_switch_every_run_gives_is_refused(set40):
    answer = run_answer(set40, SCOPE40, "area of vervain_mac without abc -D?")
    assert answer.abstained and answer.answer.startswith("Every run of vervain_mac gives abc -D, so none was made")


def test_a_quoted_unknown_area_line_is_followed_by_the_hierarchys_area(set41):
    answer = run_answer(set41, SCOPE41, "cuprite_hier prints 'Area for cell type \\cuprite_rmux is unknown!' so which "
                                        "area figure includes the submodules?")
    assert "cuprite_hier: chip area = 76960.000000 um^2" in answer.answer
    assert "chip area of module cuprite_regfile = 53536.000000 um^2" in answer.answer


def test_a_testbench_described_beside_its_design_is_no_part_asked_of(set40):
    answer = run_answer(set40, SCOPE40, "cell count of the uart rx in its 434 clocks-per-bit synthesis?")
    assert answer.parse["designs"] == ["ruby_uartrx"] and not answer.parse["names"].get("module")
    assert answer.answer.startswith("- ruby_uartrx: cell count = 236 cells")


def test_of_two_runs_of_a_design_the_build_said_is_the_one_asked(set40):
    answer = run_answer(set40, SCOPE40, "in the flattened generic alu run, how many $_MUX_ cells are there?")
    assert answer.answer.startswith("- tern_alu_edif: $_MUX_ cells = 154 cells")
    assert "tern_alu_nosub" not in answer.answer


def test_a_compilers_warnings_asked_of_a_testbench_are_its_records_before_the_verdict(set39):
    answer = run_answer(set39, SCOPE39, "did iverilog warn about anything compiling the bittern testbench?").answer
    warned = answer.index("bittern_spi_tb: warning (other): Some modules have no timescale")
    assert warned < answer.index("RESULT: PASS")  # what the testbench it built then printed, after the records


def test_a_netlist_the_timer_rejects_is_explained_by_the_flops_never_mapped(set40):
    answer = run_answer(set40, SCOPE40, "yeti_crc: why can't opensta parse the netlist?")
    assert "the flow gives no dfflibmap, so net/yeti_crc_netlist.v holds its flip-flops as generic cells" in answer.answer
    assert "$_SDFFE_PP0P_ 8" in answer.answer


def test_a_quoted_report_line_is_answered_by_its_path(set41):
    answer = run_answer(set41, SCOPE41, "in kakapo's sta output there's 'Startpoint: _78_/Q (clock source ...)' - which "
                                        "check is that and does it pass?")
    assert answer.answer.startswith("The reported path holding the quoted line:")
    assert "worst hold path from _78_/Q (clock source 'clk_div4')" in answer.answer and "slack 0.19 ns (MET)" in answer.answer


def test_a_worst_slack_comes_with_each_clock_domains_own(set40):
    answer = run_answer(set40, SCOPE40, "opossum_cdc setup slack - is the slower domain ok too?")
    assert "opossum_cdc: worst setup slack of path group clk_a = 1.214 ns (MET" in answer.answer
    assert "opossum_cdc: worst setup slack of path group clk_b = 1.324 ns (MET" in answer.answer
    single = run_answer(set40, SCOPE40, "worst setup slack of pika_div_w8?")
    assert "path group" not in single.answer  # one clock: its worst slack says it all


@pytest.fixture(scope="module")
def set41_latches(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind41", ("woad_latchmap", "kakapo_divclk", "cuprite_flat"),
                             SCOPE41)  # woad's techmap file alone says OSU035 as a word


@pytest.mark.parametrize("question", ["total chip area over all OSU035 runs?", "sum the area of the OSU035 netlists"])
def test_a_library_name_that_qualifies_a_kind_of_runs_names_no_one_run(set41_latches, question):
    answer = run_answer(set41_latches, SCOPE41, question)
    assert answer.parse["designs"] == [] and "kakapo_divclk" in answer.answer and "woad_latchbank" in answer.answer
