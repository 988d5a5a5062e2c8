"""Questions over the real runs of blind set 48: the runs sorted by their kind of flow (mapped to a library, generic,
simulated, linted), counted as a team tallies them; a kind of block said by a part of a run's name ("uart receiver"
of the one UART, a transmitter) is not that run, and the refusal names the family's runs; "runs that kept hierarchy"
selects the runs that have it; a filter beside the kind of run selects within that kind, and "mapped" before the runs
says which runs, not a thing their scripts used; the simulations' overview gives each run's verdict; and two counts
totalled together are two totals; and the timer's own path groups say what their paths are."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set48-flow-kinds"


@pytest.fixture(scope="module")
def set48(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind48", sorted(
        run.name for run in (BLIND_SETS / "runs_blind48" / "runs").iterdir()), SCOPE)


@pytest.mark.parametrize("question", ["how many runs of each flow kind are there?",
                                      "mapped / generic / simulation / lint: how many of each?"])
def test_the_runs_are_tallied_by_kind_of_flow(set48, question):
    answer = run_answer(set48, SCOPE, question).answer
    assert answer.startswith("Flows over the 18 runs: 12 mapped OSU035, 2 generic, 3 simulation, 1 lint")
    assert "- lint (the RTL compiled or checked only): howlite_sevenseg" in answer  # the run in howlite_seg_lint
    assert "osu035_stdcells.lib" in answer  # the library the mapping passes read


def test_a_kind_of_block_said_by_a_name_part_is_not_that_run(set48):
    answer = run_answer(set48, SCOPE, "uart receiver: how many cells?")
    assert answer.abstained and "A design described as 'uart receiver' is not among the runs here" in answer.answer
    assert ("Of that family the runs hold: capybara_tx_115k (uart transmitter), capybara_tx_fast (uart transmitter)."
            in answer.answer)
    assert run_answer(set48, SCOPE, "uart transmitter: how many cells?").parse["designs"] != []  # what it is: kept


def test_runs_that_kept_hierarchy_are_selected(set48):
    answer = run_answer(set48, SCOPE, "runs that kept their hierarchy?")
    assert answer.parse["query"]["filter"] == "hierarchical" and answer.parse["designs"] == []
    assert answer.answer.startswith("2 of 18 designs are hierarchical: goethite_arb_hier, rhea_pwm (counted).")


def test_a_filter_beside_the_kind_of_run_selects_within_it(set48):
    answer = run_answer(set48, SCOPE, "any flattened mapped runs?")
    assert answer.parse["query"]["filter"] == "flat" and answer.parse["query"]["within"] == "mapped"
    assert "magpie_spi_master" not in answer.answer.split("\n")[1]  # a generic run is no mapped one
    timed = run_answer(set48, SCOPE, "which mapped runs violate timing?").answer
    assert "flow scripts use" not in timed  # "mapped runs" says which runs: no thing a script used


def test_the_simulations_overview_gives_each_runs_verdict(set48):
    answer = run_answer(set48, SCOPE, "how did the sims go, which ones failed?").answer
    assert answer.startswith("3 of 18 runs hold a testbench's output, 1 of them failing")
    assert "iolite_db_sim FAIL" in answer and "magpie_spi_sim PASS" in answer and "peony_fifo_make PASS" in answer


def test_two_counts_totalled_together_are_two_totals(set48):
    answer = run_answer(set48, SCOPE, "sum of the warnings and of the errors across all runs").answer
    assert "counting every tool's warnings, in its logs and reports, 31 warnings" in answer
    assert "The total error count over 18 designs is 34 errors (computed)." in answer


def test_the_timers_own_path_groups_say_what_their_paths_are(set48):
    answer = run_answer(set48, SCOPE, "teak_latch_osu: which endpoints end its worst paths?").answer
    assert "path group **clock_gating_default** = 3.67 ns" in answer
    assert "the group OpenSTA puts the clock gating checks in" in answer
