"""Question-set loaders: JSONL records, the EDA-Corpus CSV, and clear errors for bad files."""

import json
from pathlib import Path

import pytest

from edabot.errors import BadInputError
from edabot.settings import Settings
from eval.questions import GoldSpan, load_questions, question_form

RECORD = {
    "id": "q1",
    "question": " What does -density set? ",
    "category": "parameter lookup",
    "reference": "The target density.",
    "gold": [{"source": "manuals/place.md", "start_line": 3, "end_line": 5}],
    "must_contain": ["0.7"],
}


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_jsonl_record_round_trips(tmp_path):
    path = _write(tmp_path, "set.jsonl", json.dumps(RECORD) + "\n\n" + json.dumps({"id": 2, "question": "Why?"}))
    first, second = load_questions(path)
    assert first.question == "What does -density set?"
    assert first.gold == (GoldSpan("manuals/place.md", 3, 5),)
    assert first.must_contain == ("0.7",)
    assert (second.id, second.category, second.reference, second.gold) == ("2", "general", "", ())


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "set.jsonl:1"),
        (json.dumps({"id": "a"}), "bad question record"),
        (json.dumps({"id": "a", "question": "  "}), "non-empty"),
        (json.dumps({**RECORD, "gold": [{"source": "x", "start_line": 5, "end_line": 2}]}), "bad line span"),
        (json.dumps(RECORD) + "\n" + json.dumps(RECORD), "duplicate ids q1"),
        ("\n", "holds no questions"),
    ],
)
def test_bad_jsonl_is_refused_with_the_reason(tmp_path, text, message):
    with pytest.raises(BadInputError, match=message):
        load_questions(_write(tmp_path, "set.jsonl", text))


def test_csv_rows_become_numbered_questions(tmp_path):
    path = _write(tmp_path, "qa.csv", 'question,answer\nWhat is PDN?,"Power grid, generated."\n,\nHow do I route?,Run it.\n')
    questions = load_questions(path)
    assert [(q.id, q.category, q.reference) for q in questions] == [
        ("eda-001", "what", "Power grid, generated."),
        ("eda-002", "how-to", "Run it."),
    ]


def test_csv_without_the_columns_and_unknown_suffix_are_refused(tmp_path):
    with pytest.raises(BadInputError, match="question,answer"):
        load_questions(_write(tmp_path, "qa.csv", "q,a\nx,y\n"))
    with pytest.raises(BadInputError, match=".jsonl or .csv"):
        load_questions(_write(tmp_path, "qa.txt", "x"))
    with pytest.raises(BadInputError, match="does not exist"):
        load_questions(tmp_path / "missing.jsonl")


@pytest.mark.parametrize(
    ("question", "form"),
    [("How is X done?", "how-to"), ("Is there a way to run Y?", "how-to"), ("What is PDNGEN?", "what"),
     ("Does drt use TritonRoute?", "yes/no"), ("Explain the flow.", "other")],
)
def test_question_form(question, form):
    assert question_form(question) == form


REPO_ROOT = Path(__file__).resolve().parents[3]


def test_shared_eda_corpus_loads_when_present():
    """The default path is relative to the repository (``../shared``), wherever pytest was started."""
    path = Settings().eval_qa_csv
    path = path if path.is_absolute() else REPO_ROOT / path
    if not path.is_file():
        pytest.skip(f"{path} is not available on this machine")
    questions = load_questions(path)
    assert len(questions) == 196
    assert all(q.reference for q in questions)
