"""Questions answered from real runs of blind set 12: a flow step a synthesis run never ran (SPEF, routing,
equivalence checking) is said to be missing with no figure beside it, while a step a run does show is answered; and a
comparison of a hierarchical design's area asked of that one design compares its parts, the top module's own cells
with the printed figure Yosys gives them."""

import shutil

import pytest

from edabot.settings import Settings
from eval.metrics.facts import states_measurement
from runs.store.ingest import ingest_run_paths

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:steps"
RUNS = ("tmr_regbank", "xfer_timed", "vga_relaxed", "icg_bank", "bcd_add2dig")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind12", RUNS, SCOPE)
    runs = tmp_path_factory.mktemp("spef") / "runs"
    annotated = shutil.copytree(BLIND_SETS / "runs_blind12" / "runs" / "xfer_timed", runs / "xfer_spef")
    script = annotated / "xfer2_sta.tcl"  # the same timing script, reading parasitics after linking
    lines = script.read_text().splitlines()
    script.write_text("\n".join([*lines[:3], "read_spef req_ack_xfer.spef", *lines[3:]]) + "\n")
    ingest_run_paths([runs], SCOPE, settings)
    return settings


@pytest.mark.parametrize(("question", "step"), [
    ("spef used for xfer_timed?", "Parasitic extraction (SPEF)"),
    ("routed wirelength of vga_relaxed?", "Routing"),
    ("did icg_bank pass formal equivalence?", "Formal equivalence checking"),
])
def test_a_step_the_run_never_ran_is_said_missing_without_figures(settings, question, step):
    answer = run_answer(settings, SCOPE, question)
    assert answer.abstained
    assert answer.answer.startswith(f"{step} is not in the run of")
    assert "yosys" in answer.answer
    assert not states_measurement(answer.answer)


def test_a_step_a_run_shows_is_answered_from_it(settings):
    answer = run_answer(settings, SCOPE, "spef used for xfer_spef?")
    assert not answer.abstained and "is not in the run" not in answer.answer
    assert "read_spef req_ack_xfer.spef" in answer.answer
    both = run_answer(settings, SCOPE, "was spef read for xfer_timed and xfer_spef?")
    assert not both.abstained and "read_spef req_ack_xfer.spef" in both.answer  # one of the two did


def test_a_word_sharing_a_steps_stem_names_no_step(settings):
    answer = run_answer(settings, SCOPE, "margin on the xfer_timed route from clk_b into clk_a?")
    assert "is not in the run" not in answer.answer and "0.837" in answer.answer


def test_a_comparison_of_one_designs_area_compares_its_parts(settings):
    answer = run_answer(settings, SCOPE, "tmr_regbank: how much of the area is the top module's own cells vs the voters")
    text = answer.answer
    assert "chip area of module tmr_regbank = 30284.000000" in text  # as Yosys prints the top module's own cells
    assert "the submodules together hold 15880.000000 um^2" in text and "2 x 6596.000000 + 1 x 2688.000000" in text
    assert "65.60%" in text


def test_an_output_named_by_its_file_name_part_is_quoted(settings):
    answer = run_answer(settings, SCOPE, "sim results for bcd_add2dig?").answer
    assert "in bcd_sim.log: RESULT: PASS (bcd_sim.log:2)" in answer
    assert "bcd_sim.log:1: bcd_add2dig: 20000 vectors checked, 0 errors" in answer
    lacking = run_answer(settings, SCOPE, "sim results for tmr_regbank?")
    assert lacking.abstained and "the runs that have one: bcd_add2dig (bcd_sim.log)" in lacking.answer


def test_a_step_the_named_run_lacks_names_the_runs_that_show_it(settings):
    answer = run_answer(settings, SCOPE, "spef used for xfer_timed?")
    assert answer.abstained and "Runs here that show parasitic extraction (SPEF): xfer_spef (read_spef)." in answer.answer
