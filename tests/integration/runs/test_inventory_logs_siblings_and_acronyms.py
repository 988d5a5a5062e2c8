"""Questions answered from real runs of blind sets 23 and 24: how many runs build how many designs, which runs kept a
synthesis log (a ``stat`` table saved with ``tee`` from a ``yosys -q`` run is no log), a run only simulated counted
neither as synthesized nor as failed, two sibling runs said by the words that tell them apart ("hier vs flat
harbor"), a build of a design no run made ("the flattened wavegen run"), a submodule said as a run of its own or described by a word its name shortens, an acronym in a name's place that no run has ("the crc run"), and every figure a question names given
beside the one it aggregates."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:inventory"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind23", ("harbor_flat", "harbor_hier"), SCOPE)
    return ingest_blind_runs(tmp_path_factory, "runs_blind24", (
        "squelch_q", "rounding_tb", "octet_syn", "pacer_div10", "pacer_div250", "yaw_p8", "yaw_p15", "wavegen_hier",
        "reorder_generic"), SCOPE, settings)


def test_runs_and_the_designs_they_build_are_counted_apart(settings):
    answer = run_answer(settings, SCOPE, "how many distinct designs vs runs are there?").answer
    assert answer.startswith("8 designs (top modules) in 11 runs are indexed (counted); designs built by more than one "
                             "run: harbor_lights (harbor_flat, harbor_hier); pacer_gen (pacer_div10, pacer_div250); "
                             "yaw_integ (yaw_p15, yaw_p8).")


def test_a_stat_table_saved_from_a_quiet_run_is_no_synthesis_log(settings):
    answer = run_answer(settings, SCOPE, "runs without any yosys log").answer
    assert answer.startswith("2 of 11 runs have no yosys log: rounding_unit, squelch_gate (counted).")
    assert "squelch_gate is the run in folder squelch_q" in answer


def test_a_run_only_simulated_has_not_completed_synthesis(settings):
    answer = run_answer(settings, SCOPE, "how many designs were synthesized?").answer
    assert answer.startswith("10 of 11 designs completed synthesis:") and "rounding_unit" not in answer.splitlines()[0]


def test_siblings_said_by_the_words_that_tell_them_apart_are_both_named(settings):
    answer = run_answer(settings, SCOPE, "diff in cell count hier vs flat harbor").answer
    assert answer.startswith("cell count: harbor_hier minus harbor_flat = 6 cells")


def test_an_acronym_in_the_place_of_a_name_no_run_has_is_absent(settings):
    answer = run_answer(settings, SCOPE, "the crc run - area?")
    assert answer.abstained and answer.answer.startswith("Design 'crc' is not indexed")
    assert "um^2" not in answer.answer


def test_every_figure_named_is_given_beside_the_one_aggregated(settings):
    answer = run_answer(settings, SCOPE,
                        "is the yaw tns just the sum of the failing endpoints? how many endpoints fail").answer
    assert "yaw_p8: violating setup endpoints = 9 endpoints" in answer
    assert "yaw_p8: total negative slack = -19.46 ns" in answer


def test_a_figure_of_a_build_no_run_of_the_design_made_is_refused(settings):
    answer = run_answer(settings, SCOPE, "where's the flattened wavegen run? want to compare area")
    assert answer.abstained and answer.answer.startswith("No run of wavegen is flattened")
    assert "the run of wavegen is hierarchical. The runs that are flattened: " in answer.answer
    assert "um^2" not in answer.answer
    answer = run_answer(settings, SCOPE, "wns of the mapped reorder run")
    assert answer.abstained and answer.answer.startswith("No run of reorder_buf is mapped to a cell library")
    assert "um^2" in run_answer(settings, SCOPE, "chip area of the flat harbor run").answer


def test_a_submodule_said_as_a_run_of_its_own_is_no_run(settings):
    answer = run_answer(settings, SCOPE, "results of the standalone phase_acc run?")
    assert answer.abstained and answer.answer.startswith(
        "No run of phase_acc is indexed: phase_acc is a submodule of wavegen, built only inside it.")
    assert "30968.000000" in run_answer(settings, SCOPE, "area of phase_acc in wavegen").answer


def test_a_submodule_described_by_a_word_its_name_shortens_is_that_part_of_the_named_run(settings):
    answer = run_answer(settings, SCOPE, "area of just the prescaler in the hierarchical harbor run").answer
    assert answer.startswith("- harbor_hier: chip area of module harbor_prescale(DIV=2500) = 19008.000000 um^2")
