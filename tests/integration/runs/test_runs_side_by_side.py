"""Two run folders of one scope that build the same top module (one RTL synthesized two ways) are two runs side by
side, each asked about by its folder's name; a folder whose name extends another's (``gray_cnt8_r2``) is a later run
of that design, its history."""

import shutil

import pytest

from edabot.settings import Settings
from runs.store.ingest import ingest_run_paths

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

BLIND7 = BLIND_SETS / "runs_blind7" / "runs"
RUNS = ("alu16_hier", "alu16_flat", "gray_cnt8", "updn_cnt_w8", "updn_cnt_w12")
SCOPE = "team:sidebyside"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind7", RUNS, SCOPE)


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_each_folder_of_a_shared_top_module_is_its_own_run(settings):
    answer = ask(settings, "cells in alu16_flat vs alu16_hier")
    assert "alu16_flat 429 cells, alu16_hier 419 cells" in answer
    assert "alu16_flat is a run of top module alu16_top; alu16_hier is a run of top module alu16_top." in answer


def test_totals_count_both_runs(settings):
    answer = ask(settings, "total area over every run")
    assert "over 5 designs" in answer and "- alu16_flat: chip area" in answer and "- alu16_hier: chip area" in answer


def test_two_runs_of_one_top_module_are_compared_with_the_settings_that_differ(settings):
    answer = ask(settings, "why is alu16_flat smaller than alu16_hier?")
    assert "alu16_flat: only this run gives `synth -flatten -top alu16_top` (synth_flat.ys:3)" in answer
    assert "alu16_hier: only this run gives `synth -top alu16_top` (synth_hier.ys:3)" in answer
    assert "read_verilog" not in answer and "write_verilog" not in answer  # file names differ by design


def test_a_parameter_value_picks_the_run_that_sets_it_or_declares_it_as_default(settings):
    answer = ask(settings, "Area ratio of the WIDTH=12 counter to the WIDTH=8 one?")
    assert "ratio 1.52x (updn_cnt_w12 17484.000000 um^2, updn_cnt_w8 11468.000000 um^2)" in answer
    assert "updn_cnt_w12: only this run gives `chparam -set WIDTH 12 updn_cnt` (synth_w12.ys:2)" in answer


def test_a_width_picks_among_runs_of_one_rtl_the_one_with_a_parameter_at_that_value(settings):
    answer = ask(settings, "how much setup slack does the up/down counter lose going from 8 to 12 bits?")
    assert answer.startswith("worst setup slack: updn_cnt_w8 minus updn_cnt_w12 = 0.398 ns")
    assert "- updn_cnt_w12: chip area" not in answer
    assert ask(settings, "area of the 12-bit counter").startswith("- updn_cnt_w12: chip area = 17484.000000 um^2")


def test_a_folder_named_after_another_is_a_later_run_of_it(settings, tmp_path):
    again = tmp_path / "gray_cnt8_r2"
    shutil.copytree(BLIND7 / "gray_cnt8", again)
    with (again / "gray_cnt8.v").open("a", encoding="utf-8") as rtl:
        rtl.write("// edited after the first run\n")
    assert ingest_run_paths([again], SCOPE, settings).indexed == ["gray_cnt8"]
    assert ask(settings, "which designs are indexed?").splitlines()[0].startswith(
        "3 designs (top modules) in 5 runs are indexed (counted);")  # the later run is no sixth run
