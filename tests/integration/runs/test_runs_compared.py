"""Questions answered from real runs of blind set 16: two runs of one RTL compared figure by figure with no figure
named, the runs a shared first name part stands for, a report printed under two headings of its script read under
each, a statistic taken over the runs that report a second figure, a plain word the FSM records name as a register,
the reasons Yosys gives on the lines after a record, and a clock-shaped name a named run does not create."""

import pytest

from edabot.settings import Settings
from runs.qa.query import understand

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:compared"
RUNS = ("servo_relaxed", "servo_tight", "yuv_luma_mcp", "run_length_enc", "sent_nibble_tx", "turnstile_ctrl",
        "prescaler_chain")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind16", RUNS, SCOPE)


def test_two_runs_of_one_rtl_are_compared_figure_by_figure(settings):
    answer = run_answer(settings, SCOPE, "how do servo_relaxed and servo_tight differ?").answer
    assert "chip area: servo_relaxed 37120.000000 um^2, servo_tight 37120.000000 um^2 (the same in both" in answer
    assert "clock period: servo_relaxed 20.000 ns, servo_tight 2.5 ns (different" in answer
    assert "the gate netlists are the same text" in answer
    assert "the RTL is the same text in both runs" in answer


def test_a_shared_first_name_part_stands_for_the_runs_of_one_top(settings):
    answer = run_answer(settings, SCOPE, "compare the two servo runs").answer
    assert "servo_relaxed" in answer and "servo_tight" in answer
    assert "worst setup slack: servo_relaxed 16.037 ns, servo_tight -0.826 ns (different" in answer


def test_a_common_word_is_no_shared_name_part(settings):
    answer = run_answer(settings, SCOPE, "run the numbers: total cells over everything").answer
    assert "run_length_enc" in answer and "sent_nibble_tx" in answer  # over every run, not a "run" family


def test_a_figure_printed_under_two_headings_is_read_under_each(settings):
    answer = run_answer(settings, SCOPE, "what is the tns of yuv_luma_mcp").answer
    assert "total negative slack = -26.36 ns [under the report's heading `=== before multicycle ===`" in answer
    assert "total negative slack = 0.00 ns [under the report's heading `=== after multicycle ===`" in answer
    recovery = run_answer(settings, SCOPE, "rst_n recovery check of yuv_luma_mcp").answer
    assert "slack 3.578 ns (MET) [under the report's heading `=== before multicycle ===`" in recovery
    assert "slack 7.578 ns (MET) [under the report's heading `=== after multicycle ===`" in recovery


def test_a_statistic_is_taken_over_the_runs_that_report_a_second_figure(settings):
    assert understand("mean cell count of the runs that have an area").among == "synth__design__instance__area"
    assert understand("area of the run with the most cells").among == ""
    answer = run_answer(settings, SCOPE, "mean cell count of the runs that have an area").answer
    assert "chip area is reported by 6 of 7 runs" in answer
    assert "run_length_enc" not in answer.split("\n", 1)[1]  # its generic synthesis printed no area


def test_a_plain_word_the_fsm_records_name_as_a_register_brings_them(settings):
    answer = run_answer(settings, SCOPE, "turnstile_ctrl: what became of the state register?").answer
    assert "Found FSM state register turnstile_ctrl.state." in answer


def test_the_reasons_printed_under_a_record_are_part_of_it(settings):
    answer = run_answer(settings, SCOPE, "did yosys recode the st register of sent_nibble_tx?").answer
    assert "Not marking sent_nibble_tx.st as FSM state register: Users of register don't seem to benefit from " \
           "recoding. Circuit seems to be self-resetting." in answer


def test_a_clock_shaped_name_a_named_run_does_not_create_is_refused_with_its_clocks(settings):
    answer = run_answer(settings, SCOPE, "prescaler_chain div_clk2 period?")
    assert answer.abstained
    assert "No clock named div_clk2 is created in the runs of prescaler_chain" in answer.answer
    assert "generated clock div_clk" in answer.answer
