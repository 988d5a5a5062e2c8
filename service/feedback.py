"""Answers given and the votes users cast on them, in SQLite under the data dir, for evaluation.

Each answer is recorded with its question and citations so a vote can later be judged
against what was actually said. One short-lived connection per call keeps it thread-safe.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from edabot.errors import NotFoundError, StoreError

_SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    answer_id TEXT PRIMARY KEY, scope TEXT NOT NULL, question TEXT NOT NULL, answer TEXT NOT NULL,
    citations TEXT NOT NULL, abstained INTEGER NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT, answer_id TEXT NOT NULL REFERENCES answers(answer_id),
    vote TEXT NOT NULL CHECK (vote IN ('up', 'down')), comment TEXT, scope TEXT, created_at TEXT NOT NULL);
"""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class FeedbackStore:
    """``<data_dir>/feedback.sqlite3``: tables ``answers`` and ``feedback``."""

    FILE = "feedback.sqlite3"

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.execute("PRAGMA journal_mode=WAL")  # stored in the file, so once is enough
            db.executescript(_SCHEMA)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """One transaction on a fresh connection; any SQLite failure becomes a StoreError."""
        try:
            db = sqlite3.connect(self.path, timeout=10)
            try:
                with db:
                    yield db
            finally:
                db.close()
        except sqlite3.Error as exc:
            raise StoreError("the feedback store is unavailable") from exc

    def record_answer(self, answer_id: str, scope: str, question: str, answer: dict[str, Any]) -> None:
        row = (answer_id, scope, question, answer["answer"], json.dumps(answer["citations"]), int(answer["abstained"]), _now())
        with self._connect() as db:
            db.execute("INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?)", row)

    def record_vote(self, answer_id: str, vote: str, comment: str | None, scope: str | None) -> None:
        """Store one vote; NotFoundError when ``answer_id`` was never given out."""
        with self._connect() as db:
            if db.execute("SELECT 1 FROM answers WHERE answer_id = ?", (answer_id,)).fetchone() is None:
                raise NotFoundError(f"no answer {answer_id!r}")
            db.execute(
                "INSERT INTO feedback (answer_id, vote, comment, scope, created_at) VALUES (?, ?, ?, ?, ?)",
                (answer_id, vote, comment, scope, _now()),
            )

    def votes(self) -> list[dict[str, Any]]:
        """Every vote joined with its answer, oldest first (input of the evaluation)."""
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            rows = db.execute(
                "SELECT f.answer_id, f.vote, f.comment, f.scope, a.question, a.answer, a.citations, "
                "a.scope AS answer_scope, a.abstained, f.created_at "
                "FROM feedback f JOIN answers a USING (answer_id) ORDER BY f.id"
            ).fetchall()
        return [dict(r) for r in rows]
