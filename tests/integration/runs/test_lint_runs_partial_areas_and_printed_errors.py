"""Questions over the real runs of blind set 48: a submodule named by its full name is no description of another
design, and a run that stopped never built it; the biggest submodule of a design of two runs is among the parts of
the run that kept them; the error a failed simulation printed comes before any reading of its RTL; a simulation said
alone ranges over the runs that simulated; of designs a description fits alike, the one whose name the others
extend is meant; a synthesis word asks the named run's own log, not another run's file; a lint report asked of a run
that is no lint run is refused with the lint runs; a ranking by area says which areas are lower bounds; a claim that
one design is the extreme of the set is checked over the set; a width between a topic and its colon keeps the topic;
and a run with two gate netlists counts the flops of one."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set48-lint-areas"


@pytest.fixture(scope="module")
def set48(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind48", sorted(
        run.name for run in (BLIND_SETS / "runs_blind48" / "runs").iterdir()), SCOPE)


def test_a_submodule_named_in_full_is_of_the_run_that_built_it(set48):
    answer = run_answer(set48, SCOPE, "chip area of the goethite_grant_reg submodule?")
    assert answer.parse["designs"] == [] and "goethite_arb_hier: chip area of module goethite_grant_reg = 4192" in answer.answer
    assert "teak_latch_regs" not in answer.answer  # "reg" of a module's name describes no latch register bank


def test_the_biggest_submodule_is_among_the_parts_of_the_run_that_kept_them(set48):
    answer = run_answer(set48, SCOPE, "which block of the goethite arbiter is largest?")
    assert answer.parse["designs"] == ["goethite_arb_hier"]
    assert "submodule goethite_rr_pick (6004.000000 um^2) holds 40.67% of the chip area" in answer.answer


def test_the_error_a_failed_simulation_printed_comes_first(set48):
    answer = run_answer(set48, SCOPE, "iolite_db_sim: which error got printed?").answer
    first = answer.split("\n")[2]  # after the lead and the status
    assert "regress/transcript.txt:1-1: 1: ERROR: btn_db still low 10 cycles after a clean press" in first
    assert answer.index("ERROR: btn_db") < answer.index("MissingTimeScale")


def test_a_simulation_said_alone_ranges_over_the_runs_that_simulated(set48):
    answer = run_answer(set48, SCOPE, "how did the sims go overall?").answer
    assert answer.startswith("3 of 18 runs hold a testbench's output, 1 of them failing (by the verdict each testbench "
                             "printed last): iolite_db_sim FAIL, magpie_spi_sim PASS, peony_fifo_make PASS.")
    assert "TEST FAILED: 1 error(s)" in answer


def test_the_name_the_others_extend_is_the_one_described(set48):
    answer = run_answer(set48, SCOPE, "cells in the spi master's generic synth?")
    assert answer.parse["designs"] == ["magpie_spi_master"]  # not magpie_spi_master_wip, nor another run's synth.log
    assert "magpie_spi_master: cell count = 120 cells" in answer.answer


def test_a_lint_report_of_a_run_that_is_no_lint_run_is_refused(set48):
    answer = run_answer(set48, SCOPE, "where's the lint log of jadeite_scr_sta?")
    assert answer.abstained and answer.answer.startswith("No run of jadeite_scrambler is a lint run")
    assert "The lint runs here: howlite_sevenseg." in answer.answer
    assert run_answer(set48, SCOPE, "lint report for howlite?").parse["designs"] == ["howlite_sevenseg"]


def test_a_ranking_by_area_says_which_areas_are_lower_bounds(set48):
    answer = run_answer(set48, SCOPE, "smallest chip area among the mapped runs?").answer
    assert "For jadeite_scrambler that figure is a lower bound" in answer
    assert "of the areas that price every cell, the smallest is teak_latch_regs's, 11464.000000 um^2" in answer


def test_a_claim_that_one_design_is_the_extreme_is_checked_over_the_set(set48):
    answer = run_answer(set48, SCOPE, "someone said wapiti is the largest mapped design - true?")
    assert answer.parse["designs"] == [] and "wapiti_mac has the largest chip area" in answer.answer


def test_a_width_between_a_topic_and_its_colon_keeps_the_topic(set48):
    answer = run_answer(set48, SCOPE, "kale 16-bit: how many flops?")
    assert answer.parse["designs"] == ["kale_alu"]
    assert "kale_alu: flip-flop count = 19 flip-flops (counted in the netlist: DFFSR 19)" in answer.answer  # one netlist
