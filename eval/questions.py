"""Question sets: one typed record per question, loaded from JSONL or the EDA-Corpus CSV.

JSONL format (one object per line; only ``id`` and ``question`` are required)::

    {"id": "q1", "question": "...", "category": "parameter lookup", "scope": "slack:T1",
     "reference": "reference answer",
     "gold": [{"source": "manuals/placer.md", "start_line": 10, "end_line": 14}],
     "must_contain": ["12.5 ns", "place_cells"], "atomic_facts": ["..."]}

``type`` is read as ``category`` when there is none (the spec sets name their question types so);
``atomic_facts`` are the reference split into minimal facts (spec QA's Atomic-ROUGE and key-fact pass);
``parts`` (``[{"ask": "...", "gold": [...]}]``) give a multi-part question's gold per part.

``gold`` sources are named like ingested sources (``<folder>/<path inside it>``) and
line spans are 1-based and inclusive. ``must_contain`` lists the exact facts an answer
needs (run QA); an optional ``scope`` is the chat scope the question is asked in.
The EDA-Corpus ``qa.csv`` has only ``question,answer``; its ids are
``eda-NNN`` (row order) and its category is the question form (see ``question_form``).
"""

from __future__ import annotations

import csv
import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from edabot.errors import BadInputError


@dataclass(frozen=True)
class GoldSpan:
    """Lines of one source that hold (part of) the evidence for an answer."""

    source: str
    start_line: int
    end_line: int
    page: int | None = None
    """For a PDF source, the page the lines are counted in (as evidence and citations say)."""


@dataclass(frozen=True)
class Question:
    """One evaluation question with whatever gold data its set provides."""

    id: str
    question: str
    category: str = "general"
    reference: str = ""
    gold: tuple[GoldSpan, ...] = ()
    must_contain: tuple[str, ...] = field(default_factory=tuple)
    scope: str = ""
    atomic_facts: tuple[str, ...] = ()
    parts: tuple[tuple[GoldSpan, ...], ...] = ()
    """Gold spans of each part of a multi-part question, in the order asked (a part no source covers: none)."""


def question_form(question: str) -> str:
    """A deterministic category for sets without one: how the question is asked."""
    words = question.strip().lower().split()
    first = words[0] if words else ""
    if first == "how" or question.lower().startswith(("can i", "is there a way", "is it possible")):
        return "how-to"
    if first in {"what", "which", "who", "where", "when"}:
        return "what"
    if first in {"is", "are", "does", "do", "can", "should", "will"}:
        return "yes/no"
    return "other"


def load_questions(path: Path) -> list[Question]:
    """Load a ``.jsonl`` or ``.csv`` question set; bad files raise BadInputError."""
    if not path.is_file():
        raise BadInputError(f"question set {path} does not exist")
    if path.suffix == ".jsonl":
        return load_jsonl(path)
    if path.suffix == ".csv":
        return load_qa_csv(path)
    raise BadInputError(f"question set {path}: use a .jsonl or .csv file")


def load_jsonl(path: Path) -> list[Question]:
    """Parse a JSONL question set, naming the line of the first bad record."""
    questions = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            questions.append(_question_from_json(json.loads(line)))
        except (json.JSONDecodeError, TypeError, ValueError, KeyError) as exc:
            raise BadInputError(f"{path}:{number}: bad question record ({exc})") from exc
    return _checked(questions, path)


def load_qa_csv(path: Path) -> list[Question]:
    """Parse the EDA-Corpus ``question,answer`` CSV."""
    with path.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        if not reader.fieldnames or not {"question", "answer"} <= set(reader.fieldnames):
            raise BadInputError(f"{path}: expected the columns question,answer")
        rows = [row for row in reader if (row.get("question") or "").strip()]
    questions = [
        Question(
            id=f"eda-{i:03d}",
            question=row["question"].strip(),
            category=question_form(row["question"]),
            reference=(row["answer"] or "").strip(),
        )
        for i, row in enumerate(rows, start=1)
    ]
    return _checked(questions, path)


def _question_from_json(record: Any) -> Question:
    if not isinstance(record, dict):
        raise TypeError("a record must be a JSON object")
    text = record["question"]
    if not isinstance(text, str) or not text.strip():
        raise ValueError("'question' must be a non-empty string")
    return Question(
        id=str(record["id"]),
        question=text.strip(),
        category=str(record.get("category") or record.get("type") or "general"),
        reference=str(record.get("reference") or ""),
        gold=tuple(_gold_span(g) for g in record.get("gold") or ()),
        must_contain=tuple(str(f) for f in record.get("must_contain") or ()),
        scope=str(record.get("scope") or ""),
        atomic_facts=tuple(str(f) for f in record.get("atomic_facts") or ()),
        parts=tuple(tuple(_gold_span(g) for g in part.get("gold") or ()) for part in record.get("parts") or ()),
    )


def _gold_span(record: Any) -> GoldSpan:
    page = record.get("page")
    span = GoldSpan(str(record["source"]), int(record["start_line"]), int(record["end_line"]),
                    int(page) if page is not None else None)
    if span.start_line < 1 or span.end_line < span.start_line:
        raise ValueError(f"bad line span {span.start_line}-{span.end_line} in gold")
    return span


def _checked(questions: Iterable[Question], path: Path) -> list[Question]:
    """Refuse empty sets and duplicate ids: both make every later number meaningless."""
    result = list(questions)
    if not result:
        raise BadInputError(f"question set {path} holds no questions")
    duplicates = sorted(i for i, n in Counter(q.id for q in result).items() if n > 1)
    if duplicates:
        raise BadInputError(f"question set {path}: duplicate ids {', '.join(duplicates[:5])}")
    return result


__all__ = ["GoldSpan", "Question", "load_jsonl", "load_qa_csv", "load_questions", "question_form"]
