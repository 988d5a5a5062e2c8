"""Questions over real runs of blind set 63: the other side of "X vs Y" said by a sibling run's own name part; a
command no script gives, spelled as a variant of one the runs ran, refused with the runs' flows; a step no testbench
ran asked of every testbench; a kind of design asked after that no run is; a crossing the constraints declare
asynchronous answered as not timed, with the command that says so."""

import pytest

from edabot.settings import Settings
from eval.metrics.facts import states_measurement

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:set63"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind63", [
        "diopside_flat", "diopside_hier", "lechwe_2clk", "dassie_sim", "fennec_sim", "argali_formats", "addax_osu_sta",
        "jabiru_abcd"], SCOPE)


def test_the_other_side_of_vs_is_the_sibling_run_its_own_name_part_says(runs):
    answer = run_answer(runs, SCOPE, "hier vs flat mac runs, which one is bigger?").answer
    assert "diopside_hier minus diopside_flat = 2,300 um^2" in answer


def test_a_variant_of_a_command_the_runs_ran_is_no_design(runs):
    reply = run_answer(runs, SCOPE, "was synth_xilinx used on any of these?")
    assert reply.abstained and "No run here gives the command 'synth_xilinx'" in reply.answer
    assert "generic (synthesised into Yosys's generic gates, no cell library): argali_debounce" in reply.answer
    assert "Design 'synth_xilinx' is not indexed" not in reply.answer and not states_measurement(reply.answer)


def test_a_step_no_testbench_ran_is_refused_for_every_testbench(runs):
    reply = run_answer(runs, SCOPE, "toggle coverage from the simulations?")
    assert reply.abstained and "is not in the runs of dassie_crc16, fennec_uarttx" in reply.answer


def test_a_kind_of_design_no_run_is_is_refused_with_the_designs_held(runs):
    reply = run_answer(runs, SCOPE, "any runs of a video mixer?")
    assert reply is not None and reply.abstained
    assert "A design described as 'video mixer' is not among the runs here" in reply.answer


def test_a_run_that_did_something_is_no_kind_of_design(runs):
    reply = run_answer(runs, SCOPE, "is there a run that wrote edif?")
    assert not reply.abstained and "argali_debounce" in reply.answer and "A design described as" not in reply.answer


def test_a_crossing_declared_asynchronous_is_answered_as_not_timed(runs):
    reply = run_answer(runs, SCOPE, "does sta check anything going from clk_a into clk_b on lechwe?")
    assert not reply.abstained
    assert "no reported path is launched by clk_a and captured by clk_b" in reply.answer
    assert "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}" in reply.answer


@pytest.fixture(scope="module")
def lfsr(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind64", ["pipistrelle_tbfail", "rockhopper_sim", "wintergreen_formats",
                                                       "muscovite_genclk", "periwinkle_sweep", "samphire_netfail",
                                                       "wolfsbane_syntax"],
                                 "team:set64")


def test_a_reference_model_one_constant_apart_from_the_design_is_quoted_with_both_values(lfsr):
    answer = run_answer(lfsr, "team:set64", "pipistrelle sim mismatches every cycle, whose bug is it?").answer
    assert "src/pipistrelle_lfsr.v:24: rnd <= (rnd >> 1) ^ (rnd[0] ? TAPS : 16'h0000); (the design computes rnd)" in answer
    assert "src/pipistrelle_lfsr_tb.v:25: model = (model >> 1) ^ (model[0] ? SPEC_TAPS : 16'h0000)" in answer
    assert "parameter [15:0] TAPS = 16'hB400" in answer and "localparam [15:0] SPEC_TAPS = 16'hD008;" in answer
    assert "differ only in TAPS (16'hB400: hex B400, 46080) in the design against SPEC_TAPS (16'hD008: hex D008, " \
        "53256) in the testbench" in answer


def test_a_simulation_of_an_absent_design_is_refused_with_the_simulations_held(lfsr):
    reply = run_answer(lfsr, "team:set64", "did the sdram controller testbench pass?")
    assert reply.abstained and "'sdram controller testbench' is not among the runs here" in reply.answer
    assert "The runs that simulated a testbench: pipistrelle_lfsr, rockhopper_uart." in reply.answer


def test_where_a_command_is_given_is_each_line_that_gives_it(lfsr):
    answer = run_answer(lfsr, "team:set64", "where is create_generated_clock set up?").answer
    assert answer.startswith("1 of 7 runs give create_generated_clock: muscovite_pwm")
    assert "timing(gen)/pwm.sdc:2 (script): create_generated_clock -name clk_slow" in answer


def test_a_flow_asked_for_by_the_program_that_drives_it_is_the_runs_holding_its_file(lfsr):
    answer = run_answer(lfsr, "team:set64", "which flow is run through make?").answer
    assert answer.startswith("1 of 7 runs hold a makefile file: periwinkle_div.")


def test_the_words_that_say_what_a_design_is_ask_for_no_operation(lfsr):
    answer = run_answer(lfsr, "team:set64", "moving average run went red, why?").answer
    assert "- samphire_avg: synthesis status success" in answer
    assert "samphire_avg: sta_out/avg_sta.log:84: No paths found." in answer


def test_a_common_word_after_the_library_is_no_library_name(runs):
    reply = run_answer(runs, SCOPE, "addax divider area once mapped onto the osu cells?")
    assert not reply.abstained and "addax_divider: chip area = 53888.000000 um^2" in reply.answer


@pytest.fixture(scope="module")
def fifos(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind63", ["caribou_d4", "caribou_d16", "lechwe_2clk"],
                             "team:set63-fifo")


def test_the_opposite_variant_of_the_one_design_of_its_kind_is_no_run(fifos):
    reply = run_answer(fifos, "team:set63-fifo", "asynchronous fifo area?")
    assert reply.abstained and "A design described as 'asynchronous fifo' is not among the runs here" in reply.answer
    assert "caribou_d16 is a run of top module caribou_fifo" in reply.answer
    assert run_answer(fifos, "team:set63-fifo", "caribou asynchronous fifo area?").abstained is False


def test_a_term_of_the_trade_no_run_holds_asked_of_one_is_refused_with_the_designs_held(runs):
    reply = run_answer(runs, SCOPE, "cordic rotator angle output?")
    assert reply.abstained and reply.answer.startswith("A design described as 'cordic' is not among the runs here")
    assert "The designs indexed are addax_divider, argali_debounce" in reply.answer


def test_the_compiler_asked_of_a_run_holding_a_compile_log_is_that_log_not_another_runs_file(lfsr):
    reply = run_answer(lfsr, "team:set64", "the debouncer: at what line did the compiler give up?")
    assert not reply.abstained and "error (syntax): syntax error (at rtl/wolfsbane_deb.v:40)" in reply.answer
    assert "no such output" not in reply.answer
