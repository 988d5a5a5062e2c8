"""Questions over real runs of blind sets 37 and 38: a name part glued from a word and an abbreviation ("sat counter"
of ``satcnt``); two terms of the trade no run holds are a design that is not here; what a power figure is made of;
a word for changes asked of a design run once; a cell type and another count asked together; flow steps a synthesis
run never did (clock tree synthesis, IR drop, coverage), and how-to questions about them left to the manuals; a
size said as an adjective ("32-deep") and a parameter assignment ("WIDTH=12"); a design named beside a clock that is
not there; a vowelless abbreviation of a metric ("pwr"); a sweep whose script reads its period from the environment;
a timer that timed nothing, said with the reader errors that left it nothing to time; a finished run asked whether it
failed, with its sweep's failing periods."""

import pytest

from edabot.scopes import visible_scopes
from edabot.settings import Settings
from runs.qa.agent import answer_run_question

from .conftest import ingest_blind_runs, run_answer

SCOPE37, SCOPE38 = "team:set37", "team:set38"


@pytest.fixture(scope="module")
def set37(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind37", (
        "lapwing_simfail", "impala_power", "hornbill_tb", "galena_latch", "dugong_hier", "cassowary_d8", "cassowary_d32",
        "elder_missmod", "azurite_osu"), SCOPE37)


@pytest.fixture(scope="module")
def set38(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind38", (
        "nutria_w12_osu", "nutria_w8_osu", "xenotime_2clk", "peridot_tbsim", "spinel_make", "quoll_sweep",
        "orchid_stabreak"), SCOPE38)


def test_a_glued_name_part_is_a_word_and_an_abbreviation_of_the_next(set37):
    answer = run_answer(set37, SCOPE37, "at which cycle does the sat counter start to misbehave in its testbench?")
    assert answer.parse["designs"] == ["lapwing_satcnt"]
    assert "cycle 232" in answer.answer


def test_two_terms_of_the_trade_no_run_holds_describe_a_design_that_is_not_here(set37):
    answer = run_answer(set37, SCOPE37, "chip area of the ddr phy?")
    assert answer.abstained and "not among the runs" in answer.answer
    assert "um^2" not in answer.answer


def test_what_dominates_a_power_figure_is_its_report_groups(set37):
    answer = run_answer(set37, SCOPE37, "impala_power: what dominates its power?")
    assert "Sequential" in answer.answer and "85.5%" in answer.answer


def test_a_word_for_changes_asked_of_a_design_run_once_asks_of_that_run(set37):
    answer = run_answer(set37, SCOPE37, "hornbill_tb regression: how many divisions were checked?")
    assert not answer.abstained and "305 divisions" in answer.answer


def test_a_cell_type_and_another_count_asked_together_are_both_answered(set37):
    answer = run_answer(set37, SCOPE37, "galena_latch: how many LATCH cells, and how many flip-flops?")
    assert "LATCH cells = 32" in answer.answer and "flip-flop count = 11" in answer.answer


def test_flow_steps_a_synthesis_run_never_did_are_said_to_be_missing(set37):
    answer = run_answer(set37, SCOPE37, "clock skew after cts in dugong_hier?")
    assert answer.abstained and answer.answer.startswith("Clock tree synthesis is not in the run of dugong_mac")
    answer = run_answer(set37, SCOPE37, "any ir drop numbers for the register file?")
    assert answer.abstained and answer.answer.startswith("IR drop analysis of the power grid is not in the run of galena_latchreg")
    answer = run_answer(set37, SCOPE37, "hornbill_tb code coverage?")
    assert answer.abstained and "coverage" in answer.answer.split(".")[0].lower()


def test_how_to_run_a_flow_step_is_left_to_the_manuals(set37):
    assert answer_run_question("how do I run clock tree synthesis?", visible_scopes(SCOPE37), set37) is None


def test_a_size_said_as_an_adjective_picks_the_run_that_sets_it(set37):
    answer = run_answer(set37, SCOPE37, "which file is the netlist of the 32-deep fifo?")
    assert answer.parse["designs"] == ["cassowary_d32"]
    assert "cassowary_fifo_d32.blif" in answer.answer and "cassowary_fifo_d8" not in answer.answer


def test_a_parameter_assignment_is_no_word_of_what_is_asked(set38):
    answer = run_answer(set38, SCOPE38, "nutria with WIDTH=12: its worst negative slack?")
    assert answer.parse["query"]["issue_kinds"] == [] and "-0.21" in answer.answer


def test_a_design_is_named_beside_a_clock_it_does_not_have(set38):
    answer = run_answer(set38, SCOPE38, "xenotime: what slack does clk_z get?")
    assert answer.parse["designs"] == ["xenotime_cdcsync"] and answer.parse["absent"] == ["clk_z"]
    assert answer.abstained and "clk_a, clk_b" in answer.answer


def test_a_word_that_starts_a_glued_name_part_keeps_a_description_from_being_absent(set38):
    answer = run_answer(set38, SCOPE38, "uart sim build: did the compile warn about anything?")
    assert answer.parse["designs"] == ["peridot_uarttx"]


def test_a_metric_written_without_vowels(set38):
    answer = run_answer(set38, SCOPE38, "spinel pwr?")
    assert "total power = 2.29e-02 W" in answer.answer


def test_a_sweep_period_its_reports_print_picks_that_report(set38):
    answer = run_answer(set38, SCOPE38, "quoll sweep at 5ns: total negative slack?")
    assert answer.answer.startswith("quoll_gcd: the attempt at 5 ns is reports/period_5ns.rpt")
    assert "-34.18" in answer.answer


def test_a_timer_that_timed_nothing_is_said_with_the_reader_error_that_left_it_nothing(set38):
    answer = run_answer(set38, SCOPE38, "orchid_stabreak: the wns reads 0, does that mean it meets timing?")
    assert "No paths found." in answer.answer
    assert "reader problems like 'syntax error, unexpected REG.'," in answer.answer


def test_a_finished_run_asked_whether_it_failed_shows_its_sweeps_failing_periods(set38):
    answer = run_answer(set38, SCOPE38, "did the gcd sweep fail anywhere?")
    assert "5 ns -1.29 ns (violated), 6 ns -0.29 ns (violated)" in answer.answer
