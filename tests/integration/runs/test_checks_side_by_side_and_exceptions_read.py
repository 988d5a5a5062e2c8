"""Questions over the real runs of blind sets 49 and 50: a reset check named beside the timer's own check ("hold vs
removal") shows the worst path of each, and a timing exception a run's timer scripts do not give is said to be
missing, with the exception they give instead, even when the run reports the figure asked."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:set49-50-checks"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind49", ["oryx_div_osu"], SCOPE)
    return ingest_blind_runs(tmp_path_factory, "runs_blind50", ["kernite_handshake_2clk"], SCOPE, settings)


def test_a_reset_check_beside_hold_shows_both_worst_paths(runs):
    answer = run_answer(runs, SCOPE, "for oryx_div_osu, compare the hold margin with the removal margin").answer
    assert "worst hold path from _388_" in answer and "slack 0.589 ns (MET)" in answer
    assert "worst removal check path from rst_n" in answer and "slack 0.695 ns (MET)" in answer


def test_an_exception_the_timer_scripts_do_not_give_is_said_missing(runs):
    answer = run_answer(runs, SCOPE, "kernite with a set_false_path on the crossing: what's its wns?")
    assert answer.abstained and "No script of the run of kernite_handshake gives set_false_path" in answer.answer
    assert "set_clock_groups -asynchronous" in answer.answer
