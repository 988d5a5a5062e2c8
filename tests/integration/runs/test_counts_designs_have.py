"""Counts a design has or lacks (flip-flops, latches) and the mapping filter: a combinational netlist has 0
flip-flops rather than an unreported count, a generic run's flip-flops come from its stat, and "the mapped designs"
leave out the generic run and the one that failed."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

RUNS = ("popcount16_comb", "lfsr_prbs7_gen", "irq_mask_latch", "crc16_ccitt_chk", "baud_tick_gen")
SCOPE = "team:counts"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind6", RUNS, SCOPE)


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_a_netlist_without_flip_flop_cells_has_zero_flip_flops(settings):
    answer = ask(settings, "how many flops does popcount16_comb have?")
    assert "popcount16_comb: flip-flop count = 0 flip-flops (counted in the netlist: none of its 77 cells" in answer


def test_a_generic_run_counts_its_flip_flops_in_the_stat(settings):
    answer = ask(settings, "how many flip-flops in lfsr_prbs7_gen?")
    assert "flip-flop count = 7 flip-flops (the stat of lfsr_prbs7_gen in generic_synth.log: $_DFFE_PP_ 7)" in answer


def test_designs_lacking_flip_flops_are_those_at_zero(settings):
    lead = ask(settings, "which designs have no flip-flops?").splitlines()[0]
    assert lead.startswith("2 of 4 designs report flip-flop count = 0: irq_mask_latch, popcount16_comb")


def test_the_designs_asked_for_as_the_subject_of_any_verb_are_selected_by_the_count(settings):
    lead = ask(settings, "which runs infer latches?").splitlines()[0]
    assert "above 0: irq_mask_latch (counted)" in lead


def test_the_mapped_designs_leave_out_the_generic_and_the_failed_run(settings):
    answer = ask(settings, "total flop count across the mapped designs")
    assert answer.startswith("3 of 5 designs were mapped to a cell library")
    assert "not mapped: baud_tick_gen, lfsr_prbs7_gen." in answer.splitlines()[0]
    assert "The total flip-flop count over 3 designs is 18" in answer
    unmapped = ask(settings, "which designs were not mapped?").splitlines()[0]
    assert unmapped.startswith("2 of 5 designs were not mapped to a cell library") and "baud_tick_gen, lfsr_prbs7_gen" in unmapped


def test_an_area_that_leaves_out_cells_of_unknown_area_says_it_is_a_lower_bound(settings):
    answer = ask(settings, "chip area of irq_mask_latch?")
    assert "irq_mask_latch: the chip area leaves out 2 cell types of unknown area ($_DLATCH_N_, $_DLATCH_P_)" in answer
    assert "Area for cell type $_DLATCH_N_ is unknown!" in answer
    assert "unknown area" not in ask(settings, "chip area of crc16_ccitt_chk?")


def test_a_run_without_a_gate_netlist_gives_its_cell_types_from_the_stat(settings):
    answer = ask(settings, "cell types of lfsr_prbs7_gen?")
    assert answer.startswith("- lfsr_prbs7_gen: 25 cells by type, from the stat (the stat of lfsr_prbs7_gen in "
                             "generic_synth.log: $_ANDNOT_ 2, $_DFFE_PP_ 7,")


@pytest.fixture(scope="module")
def failing(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind3", ("mul8x8", "sat_add12", "lanesel"), "team:failing")


def test_two_designs_a_filter_keeps_are_compared_when_the_question_asks_how_much(failing):
    answer = run_answer(failing, "team:failing", "of the two designs that violate setup, whose slack is worse, and by how much?")
    assert "worst setup slack: sat_add12 minus mul8x8 = 1.431 ns" in answer.answer


def test_a_yosys_cell_type_of_a_generic_run_is_counted_in_its_stat(settings):
    answer = ask(settings, "how many $_DFFE_PP_ cells does lfsr_prbs7_gen have?")
    assert answer.startswith("- lfsr_prbs7_gen: $_DFFE_PP_ cells = 7 cells (the stat of lfsr_prbs7_gen in generic_synth")
