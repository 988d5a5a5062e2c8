"""Questions over real runs of blind sets 29 and 30: a run whose only Yosys log is kept under a suffix of the team's
own (``.transcript``) is a run of the folder, the runs that left a file with no content are named with the file,
netlists written as JSON, BLIF or EDIF are the run's netlists, and a period no run was timed at is refused with the
clocks the runs were timed with."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE29, SCOPE30 = "team:set29", "team:set30"


@pytest.fixture(scope="module")
def set29(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind29", ("ferret_rx_fsm", "margay_sat_quiet", "bison_fifo_sim",
                                                                "akita_mult_w4"), SCOPE29)


@pytest.fixture(scope="module")
def set30(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind30", ("nettle_mul_sweep",), SCOPE30)


def test_a_run_whose_log_is_a_transcript_is_read(set29):
    answer = run_answer(set29, SCOPE29, "what did yosys do with the ferret_rx state machine?")
    assert not answer.abstained
    assert "mapping auto encoding to `one-hot` for this FSM" in answer.answer


def test_the_runs_that_left_an_empty_log_are_named_with_the_file(set29):
    answer = run_answer(set29, SCOPE29, "Which runs left an empty log file behind?").answer
    assert answer.startswith("2 of 4 runs left a file with no content: bison_fifo, margay_sat (counted)")
    assert "- margay_sat: out/yosys_console.log is empty [" in answer
    assert "- bison_fifo: sim/compile.log is empty [" in answer


def test_netlists_in_json_blif_and_edif_are_the_runs_netlists(set29):
    answer = run_answer(set29, SCOPE29, "which runs dumped a netlist?").answer
    assert "- ferret_rx: results/ferret_rx.json (JSON netlist) [" in answer
    assert "- margay_sat: out/margay_sat.blif (BLIF netlist) [" in answer
    assert "without: bison_fifo." in answer.splitlines()[0]


def test_a_period_no_run_was_timed_at_is_refused_with_the_clocks_they_were_timed_with(set30):
    answer = run_answer(set30, SCOPE30, "nettle at 6ns, meets or not?")
    assert answer.abstained
    assert ("nettle_mul times core_clk (sta/clk_3ns.sdc:1, sta/clk_4ns.sdc:1, sta/clk_5ns.sdc:1, "
            "sta/clk_8ns.sdc:1)") in answer.answer
    assert " ns" not in answer.answer
