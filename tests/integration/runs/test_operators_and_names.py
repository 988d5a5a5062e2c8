"""Operators from the grammar (negation, outcome filters, ratios, counts), names resolved exactly or refused,
and warnings the parser could not classify quoted instead of denied."""

import re
import shutil

import pytest

from edabot.scopes import visible_scopes
from edabot.settings import Settings
from runs.agent import answer_run_question
from runs.ingest import ingest_run_paths

from .conftest import FIXTURES

SCOPE = "team:ops"
ODD_WARNING = "Warning: Identifier `\\stray_en' is used in counter.v:12 but no declaration for it exists.\n"
"""A warning in a wording no parser pattern knows (an undeclared identifier, said differently)."""


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    runs = tmp_path_factory.mktemp("runs") / "runs"
    shutil.copytree(FIXTURES / "runs", runs)
    log = runs / "counter16" / "yosys.log"
    lines = log.read_text().splitlines(keepends=True)
    lines.insert(20, ODD_WARNING)
    log.write_text("".join(lines))
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    ingest_run_paths([runs], SCOPE, settings)
    return settings


def ask(settings: Settings, question: str):
    answer = answer_run_question(question, visible_scopes(SCOPE), settings)
    assert answer is not None, question
    return answer


def lead(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize("question", ["Which designs violate timing?", "which designs don't meet timing?",
                                      "Which ones fail to close timing?"])
def test_violating_designs_are_the_ones_with_negative_slack(settings, question):
    first = lead(ask(settings, question))
    assert "violate" in first and "mac8" in first and "alu8" not in first.split(":")[1]


@pytest.mark.parametrize("question", ["Which designs meet timing?", "which ones do not violate timing?"])
def test_meeting_is_the_complement(settings, question):
    first = lead(ask(settings, question))
    assert "meet" in first and "alu8" in first and "mac8" not in first


@pytest.mark.parametrize("question,kept,dropped", [
    ("which designs failed synthesis?", "broken_parse", "alu8"),
    ("which designs did not fail synthesis?", "alu8", "broken_parse"),
    ("list the ones that synthesized", "counter16", "broken_parse"),
])
def test_run_outcome_filters_and_their_negation(settings, question, kept, dropped):
    first = lead(ask(settings, question))
    assert kept in first and dropped not in first


def test_a_ratio_of_two_metrics_is_computed_from_the_printed_values(settings):
    answer = ask(settings, "What is the area per cell of alu8?")
    row = next(line for line in answer.answer.splitlines() if "per cell" in line)
    area, cells = re.search(r"computed: ([\d.]+) um\^2 / (\d+) cells", row).groups()
    assert f"{float(area) / int(cells):.2f}" in row


def test_count_of_designs(settings):
    assert lead(ask(settings, "how many designs are there?")).startswith("6 designs")


@pytest.mark.parametrize("question,absent", [("what is the worst slack of mac9?", "mac9"),
                                             ("chip area of uart_rx", "uart_rx"),
                                             ("how big is counter16x?", "counter16x")])
def test_near_miss_names_are_refused_with_what_is_indexed(settings, question, absent):
    answer = ask(settings, question)
    assert answer.abstained and f"'{absent}' is not indexed" in answer.answer
    assert "Closest indexed designs:" in answer.answer and not re.search(r"\d+\.\d+ (ns|um)", answer.answer)


def test_an_unclassified_warning_is_quoted_not_denied(settings):
    answer = ask(settings, "Are there any implicitly declared identifiers in counter16?")
    assert "No implicit" not in answer.answer and "stray_en" in answer.answer
    assert any(c.source.endswith("yosys.log") and c.start_line == 21 for c in answer.citations)


def test_the_parse_is_shown(settings):
    from runs.understand import understand

    parse = understand("which designs don't meet timing?").to_json()
    assert parse["filter"] == "violating" and parse["operator"] == ""


@pytest.mark.parametrize("question", ["Does counter16's log complain about a missing declaration?",
                                      "counter16: anything odd about stray_en?"])
def test_reasoning_finds_the_record_whatever_its_wording(settings, question):
    answer = ask(settings, question)
    assert "stray_en" in answer.answer
    assert any(c.source.endswith("yosys.log") and c.start_line == 21 for c in answer.citations)
