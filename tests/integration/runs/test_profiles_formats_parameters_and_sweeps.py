"""Questions over real runs of blind sets 31 to 34: a design said by what its comments and names say, with no article
before it, across its folder's name ("the crc sweep") or by the words its comments say it is ("register file" of
``uakari_rf``); runs of one RTL a description fits alike, narrowed by the period said; a netlist format asked of runs
that wrote none, answered with the runs that did; a clock asked of runs that never create it; a parameter asked for
itself, or a size no run builds it at; a described design ended by a design noun that no design is; a run that
synthesized and then failed in a later tool; power asked by its unit; a count read from the run's final stat, not an
earlier one a script kept with ``tee -o``, and no count of inferred latches made of a file that holds one stat; a run
that only simulated answered from its testbench's lines; the shortest period of a sweep read from one attempt, not a
period of one report and a slack of another; warnings counted over every tool; a superlative whose adjective does not
tell the end of the scale orders the runs."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE31, SCOPE32, SCOPE33, SCOPE34 = "team:set31", "team:set32", "team:set33", "team:set34"


@pytest.fixture(scope="module")
def set31(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind31", ("almond_fir_osu", "almond_fir_taps8", "kumquat_rot_comb",
                                                                "daisy_bus_drivers"), SCOPE31)


@pytest.fixture(scope="module")
def set32(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind32", ("slate_mode_quiet",), SCOPE32)


@pytest.fixture(scope="module")
def set33(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind33", ("muntjac_sim", "fossa_abc", "axolotl_map", "axolotl_w16",
                                                                "gharial_tcl", "langur_loop", "caiman_flat", "caiman_sim",
                                                                "eland_clk", "bauxite_make", "chert_cdc"), SCOPE33)


@pytest.fixture(scope="module")
def set34(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind34", ("uakari_lint", "rhubarb_sweep", "vole_clocks",
                                                                "tourmaline_hier", "okapi_w8", "okapi_w16", "saguaro_syn",
                                                                "saguaro_tb", "numbat_bringup", "quagga_generic"), SCOPE34)


def test_a_description_with_no_article_names_the_design_its_comments_describe(set33):
    answer = run_answer(set33, SCOPE33, "signed saturating adder sim printed what verdict?")
    assert answer.parse["designs"] == ["muntjac_sat"]
    assert run_answer(set33, SCOPE33, "mac cell count please").parse["designs"] == ["fossa_mac"]


def test_a_description_may_take_words_from_the_folder_name_and_from_the_comments_beside_it(set34):
    swept = run_answer(set34, SCOPE34, "any hold figure from the crc sweep?")
    assert swept.parse["designs"] == ["rhubarb_crc"]
    assert swept.abstained and "rhubarb_crc: its worst hold slack is not reported" in swept.answer
    regfile = run_answer(set34, SCOPE34, "worst setup slack of the register file design?")
    assert regfile.parse["designs"] == ["uakari_rf"] and regfile.abstained


def test_runs_of_one_rtl_a_description_fits_alike_are_narrowed_by_the_period_said(set31):
    answer = run_answer(set31, SCOPE31, "FIR block total power, the one timed at 12 ns")
    assert answer.parse["designs"] == ["almond_fir_osu"]
    assert "almond_fir_osu: total power = 1.72e-02 W" in answer.answer


def test_a_netlist_format_the_runs_named_never_wrote_is_refused_with_the_runs_that_did(set33, set34):
    answer = run_answer(set33, SCOPE33, "is there an EDIF netlist of the divider?")
    assert answer.abstained and answer.answer.startswith("axolotl_map, axolotl_w16 wrote no EDIF netlist")
    assert "gharial_uart: results/gharial_uart.edf (EDIF netlist)" in answer.answer
    files = run_answer(set34, SCOPE34, "netlist files written for the SPI master?")
    assert "tourmaline_spim: results/tourmaline_spim.edf (EDIF netlist)" in files.answer
    assert "tourmaline_spim: results/tourmaline_spim.vg (Verilog netlist)" in files.answer


def test_a_clock_the_named_runs_never_create_is_refused_with_the_runs_that_do(set33, set34):
    answer = run_answer(set33, SCOPE33, "setup slack of pclk in the fifo run?")
    assert answer.abstained and "pclk is created in eland_pwm" in answer.answer
    assert "caiman_flat: worst setup slack" not in answer.answer
    called = run_answer(set34, SCOPE34, "hold slack on the clk_turbo clock")
    assert called.abstained and called.answer.startswith("No clock named clk_turbo is created")


def test_a_parameter_asked_for_itself_is_answered_with_its_setting_and_its_default(set33):
    answer = run_answer(set33, SCOPE33, "what OSR_DIV did gharial_tcl build with?")
    assert "chparam -set OSR_DIV 13" in answer.answer and "Parameter \\OSR_DIV = 13" in answer.answer
    assert "parameter OSR_DIV = 27" in answer.answer


def test_the_shortest_period_of_a_sweep_comes_from_one_attempt(set34):
    answer = run_answer(set34, SCOPE34, "shortest clock period rhubarb_crc could reach?")
    assert "rhubarb_crc: minimum clock period 2.366 ns" in answer.answer
    assert "of a cycle between launch and capture" not in answer.answer


def test_a_warning_count_also_counts_every_tool(set33):
    answer = run_answer(set33, SCOPE33, "warning count of the langur run?")
    assert "langur_osc: counting every tool's warnings, in its logs and reports, 13 warnings (yosys 11, abc 2)" in (
        answer.answer)


def test_a_superlative_of_an_adjective_with_no_known_end_orders_the_runs(set31):
    answer = run_answer(set31, SCOPE31, "the busiest run by warning count?")
    assert answer.answer.startswith("Designs ranked by warning count (worst first): kumquat_rot 162 warnings")
    assert "counting every tool's warnings, in its logs and reports: kumquat_rot 164" in answer.answer


def test_a_word_the_comments_say_the_design_is_names_it_where_others_only_mention_it(set34):
    answer = run_answer(set34, SCOPE34, "divider cell count?")
    assert answer.parse["designs"] == ["saguaro_syn", "saguaro_tb"]  # the UART and SPI only have a divider inside
    assert "saguaro_syn: cell count = 241 cells" in answer.answer


def test_a_size_no_run_of_a_parameterised_rtl_builds_is_refused_with_the_settings_built(set34):
    answer = run_answer(set34, SCOPE34, "chip area of a 24-bit okapi ALU?")
    assert answer.abstained and answer.answer.startswith(
        "No run here builds okapi_alu at the size asked, so I have no figure for that variant: okapi_w16 sets WIDTH 16 "
        "(chparam -set WIDTH 16), okapi_w8 sets WIDTH 8 (chparam -set WIDTH 8).")


def test_a_described_design_ended_by_a_design_noun_that_no_design_is_is_refused(set34):
    answer = run_answer(set34, SCOPE34, "cell count of the viterbi decoder block?")
    assert answer.abstained and "A design described as 'viterbi decoder block' is not among the runs here" in (
        answer.answer)


def test_a_run_that_synthesized_and_then_failed_in_a_later_tool_is_a_failed_run(set33):
    answer = run_answer(set33, SCOPE33, "list the runs that failed")
    assert "runs synthesized, then a later tool printed errors: axolotl_w16 (1 errors)" in answer.answer


def test_power_asked_by_its_unit_is_total_power(set34):
    answer = run_answer(set34, SCOPE34, "watts of the crc sweep?")
    assert answer.parse["query"]["metric"] == "power__design__total"
    assert "rhubarb_crc: its total power is not reported" in answer.answer


def test_a_flop_count_is_read_from_the_final_stat_not_an_earlier_one_kept_in_a_file(set34):
    answer = run_answer(set34, SCOPE34, "flip-flops in quagga_generic?")
    assert "quagga_fifo: flip-flop count = 146 flip-flops (the stat of quagga_fifo in work/fifo_synth.log" in answer.answer


def test_a_quiet_run_whose_log_printed_nothing_counts_no_latches_as_zero(set32):
    answer = run_answer(set32, SCOPE32, "latches in slate_mode?")
    assert "No latch were reported" not in answer.answer and "inferred latches = 0" not in answer.answer
    assert "slate_mode: 10 latch cells (the stat of slate_mode in res/slate_stat.txt: $_DLATCH_N_ 10)" in answer.answer


def test_a_run_that_only_simulated_is_answered_from_its_testbench_whatever_the_question_calls_it(set33):
    answer = run_answer(set33, SCOPE33, "muntjac_sat: which vector failed first?")
    assert answer.answer.startswith("- muntjac_sat: the testbench muntjac_tb.v printed last, in vvp_run.log: TEST FAILED")
    assert "vvp_run.log:1: ERROR: a=-5 b=3 sub=0 got y=127 sat=1 expected -2" in answer.answer
