"""Questions over the real runs of blind set 42: a clock named ``clk_*`` is a clock, not a ``.clk`` file; a design named
by two shortenings ("the clock divider" is ``mullein_clkdiv``); a period a sweep never timed (2.5 ns beside
``sweep_3.5ns.rpt``); the failed runs, a testbench's failure included, filtered by a count said as zero; a submodule
named by a three-letter part before "submodule"; a ranking by what a named command prints, asked with a comparative;
the size of runs no liberty priced; the generic gates that explain a missing area; a flow step's file format is never
a design; a report row named by its own label; a compiler's output a run holds is not refused for another run's
file named after the compiler; ABC's delay target (``abc -D``) beside the timer's worst arrival; and a bound on a
timing figure met by another attempt of a sweep."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set42-clocks"


@pytest.fixture(scope="module")
def set42(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind42", sorted(
        run.name for run in (BLIND_SETS / "runs_blind42" / "runs").iterdir()), SCOPE)


def test_a_clock_named_clk_something_is_a_clock_not_a_file_type(set42):
    answer = run_answer(set42, SCOPE, "what period does clk_slow get in mullein_genclk?")
    assert not answer.abstained and "generated clock period = 20.00 ns" in answer.answer


def test_two_shortenings_in_one_name_part_spell_two_words(set42):
    answer = run_answer(set42, SCOPE, "hold slack of the clock divider?")
    assert answer.parse["designs"] == ["mullein_clkdiv"]  # clk-div, not the cormorant_div divider
    assert "worst hold slack = 0.19 ns" in answer.answer


def test_a_period_the_sweep_never_timed_is_no_report_whose_name_ends_alike(set42):
    answer = run_answer(set42, SCOPE, "cormorant_sweep slack at 2.5 ns?")
    assert answer.abstained and "No timing report of cormorant_div is at the period asked" in answer.answer
    assert "sweep_3.5ns.rpt" not in answer.answer


def test_the_failed_runs_include_a_failing_testbench_and_a_zero_count_filters_them(set42):
    answer = run_answer(set42, SCOPE, "which failed run had zero errors?")
    assert answer.parse["query"]["within"] == "failed" and answer.parse["query"]["filter"] == "without_issues"
    assert "1 of 4 designs report error count = 0: sapsucker_lfsr" in answer.answer


def test_a_three_letter_part_before_submodule_names_that_module(set42):
    answer = run_answer(set42, SCOPE, "chip area of the ram submodule in fescue_hier")
    assert answer.parse["names"]["module"] == ["fescue_ram"]
    assert "chip area of module fescue_ram = 54176" in answer.answer


def test_a_comparative_over_the_runs_of_a_command_ranks_what_it_prints(set42):
    answer = run_answer(set42, SCOPE, "which of the report_power runs consumes more?")
    assert answer.parse["query"]["metric"] == "power__design__total"
    assert answer.answer.startswith("Designs ranked by total power (worst first): fescue_fifo 1.39e-02 W")


def test_the_size_of_runs_no_liberty_priced_is_their_cell_count(set42):
    answer = run_answer(set42, SCOPE, "which unmapped run is the largest?")
    assert "hornet_uarttx has the largest cell count: 75 cells" in answer.answer


def test_a_missing_area_is_explained_by_the_generic_gates_of_the_stat(set42):
    answer = run_answer(set42, SCOPE, "why does dipper_formats have no chip area?")
    assert "the stat in synth.log counts Yosys generic gates ($_ANDNOT_, $_DFFE_PN0P_, $_NOT_" in answer.answer


def test_a_flow_steps_file_format_is_never_an_absent_design(set42):
    answer = run_answer(set42, SCOPE, "was spef given to the timer in any run?")
    assert answer.parse["absent"] == []
    assert answer.abstained and answer.answer.startswith("Parasitic extraction (SPEF) is not in the runs of")


def test_a_report_row_named_by_its_own_label_is_quoted(set42):
    answer = run_answer(set42, SCOPE, "max time borrow for the latches in kinglet_latchmap?")  # not the latch count
    assert "timing/latch_sta.rpt:119: max time borrow                         4.77" in answer.answer


def test_a_compilers_output_the_run_holds_is_not_refused_for_another_runs_file(set42):
    answer = run_answer(set42, SCOPE, "rhyolite_wip: what did iverilog complain about?")
    assert not answer.abstained and "jackdaw" not in answer.answer


def test_abcs_delay_target_is_set_beside_the_timers_worst_arrival(set42):
    answer = run_answer(set42, SCOPE, "oolite_abcd: abc got -D 4000; how close did the paths come?")
    assert "abc -D 4000 asks ABC for paths of 4 ns" in answer.answer and "arrives at 9.96 ns, 2.49x the target" in answer.answer


def test_a_bound_on_a_timing_figure_counts_a_sweeps_other_attempts(set42):
    answer = run_answer(set42, SCOPE, "which runs have a wns under 0?")
    assert "oolite_mac (counted). In another timing report of their run: cormorant_div." in answer.answer
    assert "cormorant_div: worst negative slack = -0.34 ns" in answer.answer
