"""A run is also known by its folder's name; a run folder may hold two timing attempts; a figure asked with a
flow command's name also shows the command as the script wrote it."""

import re
import shutil

import pytest

from edabot.scopes import visible_scopes
from edabot.settings import Settings
from runs.qa.agent import answer_run_question
from runs.store.ingest import ingest_run_paths

from .conftest import FIXTURES

SCOPE = "team:folders"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    runs = tmp_path_factory.mktemp("runs") / "runs"
    shutil.copytree(FIXTURES / "runs", runs)
    (runs / "mac8").rename(runs / "mac_unit8")  # the top module stays mac8
    report = runs / "uart_tx" / "sta.rpt"
    tight = re.sub(r"(\d+\.\d+)   slack \(MET\)", r"-\1   slack (VIOLATED)", report.read_text())
    (runs / "uart_tx" / "sta_tight.rpt").write_text(tight)  # read after sta.rpt: the run's last word on timing
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    ingest_run_paths([runs], SCOPE, settings)
    return settings


def ask(settings: Settings, question: str) -> str:
    answer = answer_run_question(question, visible_scopes(SCOPE), settings)
    assert answer is not None, question
    return answer.answer


def test_a_design_is_asked_by_its_folder_and_answers_name_both(settings):
    answer = ask(settings, "cell count of mac_unit8?")
    assert "mac8: cell count" in answer and "not indexed" not in answer
    assert answer.endswith("(mac8 is the run in folder mac_unit8.)")
    assert "folder" not in ask(settings, "cell count of alu8?")  # a run whose folder is its name needs no note


def test_a_filter_names_the_other_attempt_that_disagrees(settings):
    violating = ask(settings, "which designs violate timing?")
    assert "uart_tx" in violating.splitlines()[0].split("Other timing reports")[0]
    assert re.search(r"Other timing reports of the same run disagree: uart_tx: worst setup slack = 2\.\d+ ns in "
                     r"\S*sta\.rpt", violating)
    assert "disagree" not in ask(settings, "which designs have latches?")


def test_a_figure_asked_with_a_command_name_quotes_that_command(settings):
    answer = ask(settings, "abc figures for counter16?")
    assert "cells mapped by ABC" in answer and re.search(r"synth\.ys:\d+ \(yosys\): abc -liberty", answer)
    assert "abc -liberty" not in ask(settings, "cell count of counter16?")
