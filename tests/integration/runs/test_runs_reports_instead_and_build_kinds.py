"""Questions over real runs of blind sets 61 and 62: a parameter's value said after its name is a setting, not a
word of the ask; a report command or a figure one prints, missing from a run, is refused with the reports its timer
was asked for instead; a figure a lint run never produced is refused with what the run is; a mapping the named run
never made is refused with what its timer could not read, no figure stated; "generic synth" after a verb of using
is the kind of build, not a thing the scripts name."""

import pytest

from edabot.settings import Settings
from eval.metrics.facts import states_measurement

from .conftest import ingest_blind_runs, run_answer

SCOPE61 = "team:set61"
SCOPE62 = "team:set62"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind61", [
        "corella_params", "heliotrope_quiet", "kowhai_2clk", "ibisbill_lint", "dhow_rawsta", "anhinga_tx10",
        "bilberry_flat"], SCOPE61)
    return ingest_blind_runs(tmp_path_factory, "runs_blind62", [
        "trout_pwm_quiet", "penguin_shift_lint", "rabbit_gray_sim", "radish_prio_blif", "mantis_spi_osu"], SCOPE62,
        settings)


def test_a_parameter_value_said_after_its_name_is_a_setting_not_an_ask(runs):
    answer = run_answer(runs, SCOPE61, "area for corella_div with WIDTH 8").answer
    assert "chip area = 45880.000000 um^2 (the build logged in out_w8/yosys_w8.log)" in answer
    assert "width_mismatch" not in answer


def test_a_report_command_a_run_never_gives_comes_with_the_reports_it_gives(runs):
    reply = run_answer(runs, SCOPE61, "report_power for the lfsr?")
    assert reply.abstained and "its scripts give instead: report_checks, report_wns" in reply.answer


def test_a_figure_a_missing_report_prints_comes_with_the_reports_the_timer_was_asked_for(runs):
    reply = run_answer(runs, SCOPE61, "power numbers for kowhai_2clk?")
    assert reply.abstained
    assert "kowhai_cdc's scripts ask the timer for report_checks, report_wns, report_tns instead." in reply.answer


def test_a_figure_a_lint_run_never_produced_is_refused_with_what_the_run_is(runs):
    reply = run_answer(runs, SCOPE61, "ibisbill_lint synthesized area?")
    assert reply.abstained and "What it is: ibisbill_arb: a lint (the RTL compiled or checked only) flow." in reply.answer


def test_a_mapping_never_made_is_refused_with_what_the_timer_could_not_read_and_no_figure(runs):
    reply = run_answer(runs, SCOPE61, "setup slack for dhow_gray once mapped to osu035")
    assert reply.abstained and "No synthesis script of dhow_gray names osu035" in reply.answer
    assert "No paths found. -- the timer timed no path" in reply.answer and not states_measurement(reply.answer)


def test_a_kind_of_build_after_a_verb_of_using_is_the_build_filter(runs):
    answer = run_answer(runs, SCOPE62, "how many runs used generic synth only").answer
    assert answer.startswith("4 of 5 designs were not mapped to a cell library")
