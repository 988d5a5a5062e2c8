"""Questions over the real runs of blind set 47: a figure's name that a run folder's name only shortens ("pwr") still
asks that figure; the power table's shares under its Total row split the power by kind; a violation asked of several
checks ("hold/removal") is of any of them; a word between "the" and the word that described a design, said by its
comments, describes it too ("the latch bank"); a check a sweep never ran has no figure at any of its periods; a name's
ending said alone after that name is its sibling ("_w16"); and with no endpoint table, a report's tns over its worst
slack is a floor on how many endpoints fail."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set47-power-checks"


@pytest.fixture(scope="module")
def set47(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind47", sorted(
        run.name for run in (BLIND_SETS / "runs_blind47" / "runs").iterdir()), SCOPE)


def test_a_figure_a_folder_name_shortens_is_still_the_figure_asked(set47):
    answer = run_answer(set47, SCOPE, "echidna power?")  # the run's folder is echidna_spi_pwr
    assert answer.parse["query"]["metric"] == "power__design__total"
    assert "echidna_spi: total power = 1.26e-02 W" in answer.answer


def test_the_shares_under_the_total_row_split_the_power_by_kind(set47):
    answer = run_answer(set47, SCOPE, "where does the echidna power go, mostly?").answer
    assert "internal power 91.2%, switching power 8.8%, leakage power 0.0%" in answer
    assert "Sequential             8.61e-03" in answer  # and the groups of cells above it


def test_a_violation_of_several_checks_named_is_of_any_of_them(set47):
    answer = run_answer(set47, SCOPE, "list runs failing hold or removal").answer
    assert answer.startswith("1 of 6 designs with hold or removal paths reported violate hold or removal timing")
    assert "galangal_divclk (counted)" in answer and "-0.30" in answer
    assert run_answer(set47, SCOPE, "list runs failing hold").answer.startswith("0 of 6 designs with hold paths")


def test_a_word_the_comments_say_before_the_describing_word_describes_too(set47):
    answer = run_answer(set47, SCOPE, "setup slack for the latch bank please")
    assert answer.parse["designs"] == ["esker_latch"] and answer.parse["query"]["metric"] == "timing__setup__ws"
    assert answer.abstained and "esker_latch was not timed" in answer.answer


def test_a_check_a_sweep_never_ran_has_no_figure_at_its_periods(set47):
    answer = run_answer(set47, SCOPE, "cardamom_mult_sweep min-delay slack at 9 ns?").answer
    assert answer.startswith("cardamom_mult: its worst hold slack is not reported in its artifacts")
    assert "worst setup path" not in answer and "No timing report of cardamom_mult is at" not in answer


def test_a_names_ending_said_alone_is_its_siblings(set47):
    answer = run_answer(set47, SCOPE, "cell count, tanzanite_pwm_w16 against _w8?")
    assert answer.parse["designs"] == ["tanzanite_pwm_w16", "tanzanite_pwm_w8"] and not answer.parse["absent"]
    assert "128" in answer.answer and "276" in answer.answer


def test_the_tns_over_the_worst_slack_is_a_floor_on_failing_endpoints(set47):
    answer = run_answer(set47, SCOPE, "number of endpoints violating setup in drumlin_alu_abcd?").answer
    assert "at least 13 endpoints fail setup: its tns -52.83 ns is 12.13 times its worst slack -4.354 ns" in answer
    swept = run_answer(set47, SCOPE, "at 5ns, is the multiplier sweep failing on a single endpoint?").answer
    assert "in sweep/period_5ns.rpt, at least 2 endpoints fail setup" in swept
