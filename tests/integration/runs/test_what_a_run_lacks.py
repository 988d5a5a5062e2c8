"""A figure asked of a run that cannot have it is refused with the reason and no figure: a run never timed, a run
that failed before synthesis, a clock no script creates, a tool that wrote nothing in that run. And the records a
run does have: Verilator's own sentences, a latch's whole always block, the warnings about a net only it declares."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

RUNS = ("irq_latch_mux", "dma_top_elab", "cdc_gray_sync", "lfsr16_lint", "gray_cnt8", "sensor_if_undrv")
SCOPE = "team:lacks"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind7", RUNS, SCOPE)


def test_a_timing_figure_of_a_run_never_timed(settings):
    answer = run_answer(settings, SCOPE, "what's the setup slack of irq_latch_mux?")
    assert answer.abstained and "irq_latch_mux was not timed: its run holds no timing report" in answer.answer


def test_a_figure_of_a_run_that_failed_quotes_the_error(settings):
    answer = run_answer(settings, SCOPE, "how many cells does dma_top have?")
    assert answer.abstained and answer.answer.startswith("dma_top: synthesis failed, so its cell count was not reported.")
    assert "Module `\\fifo_ctrl' referenced in module `\\dma_top' in cell `\\u_reqfifo' is not part of the design." in answer.answer


def test_a_clock_no_script_creates(settings):
    answer = run_answer(settings, SCOPE, "slack on the clk_div2 clock in cdc_gray_sync?")
    assert answer.abstained and answer.answer.startswith("No clock named clk_div2 is created in the runs of cdc_gray_sync")
    assert "the clocks there are rclk, wclk" in answer.answer and "5.979" not in answer.answer
    domain = run_answer(settings, SCOPE, "what margin does the clk_div2 domain have in cdc_gray_sync?")
    assert domain.abstained and domain.answer.startswith("No clock named clk_div2")


def test_a_tool_that_wrote_nothing_in_the_run_asked_about(settings):
    answer = run_answer(settings, SCOPE, "what does the verilator lint say for gray_cnt8?")
    assert answer.abstained and "verilator output is not in the run of gray_cnt8; the runs holding one are lfsr16" in answer.answer
    by_what = run_answer(settings, SCOPE, "what does the linter report for gray_cnt8?")  # the tool named by its output
    assert by_what.abstained and "lint output is not in the run of gray_cnt8" in by_what.answer


def test_verilator_records_are_quoted_as_printed(settings):
    answer = run_answer(settings, SCOPE, "verilator lint on lfsr16: what does the WIDTH warning complain about?").answer
    assert "[WIDTH]: Operator ASSIGNW expects 8 bits on the Assign RHS, but Assign RHS's XOR generates 16 bits. (at lfsr16.v:22)" in answer


def test_a_latch_is_shown_with_its_whole_block_through_a_casez(settings):
    answer = run_answer(settings, SCOPE, "Why did Yosys infer latches for vec and nmi_flag?").answer
    assert "irq_latch_mux.v:10-22: 10: always @(*) begin" in answer and "20: if (mode == 2'b11)" in answer


def test_a_net_that_only_one_run_declares_picks_that_run(settings):
    answer = run_answer(settings, SCOPE, "what does the undriven cal_offset mean for the sensor block's output?").answer
    assert answer.startswith("20 reported about cal_offset (counted):")
    assert "sensor_if: warning (undriven): Wire sensor_if.\\cal_offset [9] is used but has no driver." in answer


def test_a_module_the_named_run_does_not_have_is_refused_with_what_it_has(settings):
    answer = run_answer(settings, SCOPE, "how big is the fifo_core module in dma_top?")
    assert answer.abstained and answer.answer.startswith("No module named fifo_core is in the runs of dma_top")
    assert "is not part of the design" in answer.answer  # the run stopped at elaboration: where, quoted
