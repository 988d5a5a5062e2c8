"""Answers given and the votes users cast on them, for evaluation: a SQLite file under the data dir,
or the ``feedback`` schema of the shared PostgreSQL database (see edabot/db.py).

Each answer is recorded with its question and citations so a vote can later be judged
against what was actually said. Every call is one transaction on a pooled connection, so it is thread-safe.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy import (
    CheckConstraint,
    Column,
    ForeignKey,
    Integer,
    MetaData,
    Table,
    Text,
    insert,
    select,
)

from edabot.db import StoreDatabase, utc_now
from edabot.errors import NotFoundError
from edabot.migrate import open_store
from edabot.stores import STORE_FILES

_metadata = MetaData()
answers = Table(
    "answers", _metadata,
    Column("answer_id", Text, primary_key=True), Column("scope", Text, nullable=False),
    Column("question", Text, nullable=False), Column("answer", Text, nullable=False),
    Column("citations", Text, nullable=False), Column("abstained", Integer, nullable=False),
    Column("created_at", Text, nullable=False),
)
votes_table = Table(
    "feedback", _metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("answer_id", Text, ForeignKey("answers.answer_id"), nullable=False),
    Column("vote", Text, CheckConstraint("vote IN ('up', 'down')"), nullable=False),
    Column("comment", Text), Column("scope", Text), Column("created_at", Text, nullable=False),
    sqlite_autoincrement=True,
)



class FeedbackStore:
    """``<data_dir>/feedback.sqlite3`` (or schema ``feedback`` at ``database_url``): tables ``answers`` and ``feedback``."""

    NAME = "feedback"
    FILE = STORE_FILES[NAME]

    def __init__(self, path: Path, database_url: str | None = None) -> None:
        self.path = path
        self._db: StoreDatabase = open_store(self.NAME, path, database_url)

    def record_answer(self, answer_id: str, scope: str, question: str, answer: dict[str, Any]) -> None:
        row = {"answer_id": answer_id, "scope": scope, "question": question, "answer": answer["answer"],
               "citations": json.dumps(answer["citations"]), "abstained": int(answer["abstained"]),
               "created_at": utc_now()}
        with self._db.writing() as conn:
            conn.execute(insert(answers), row)

    def record_vote(self, answer_id: str, vote: str, comment: str | None, scope: str | None) -> None:
        """Store one vote; NotFoundError when ``answer_id`` was never given out."""
        with self._db.writing() as conn:
            if conn.execute(select(answers.c.answer_id).where(answers.c.answer_id == answer_id)).first() is None:
                raise NotFoundError(f"no answer {answer_id!r}")
            conn.execute(insert(votes_table), {"answer_id": answer_id, "vote": vote, "comment": comment,
                                               "scope": scope, "created_at": utc_now()})

    def votes(self) -> list[dict[str, Any]]:
        """Every vote joined with its answer, oldest first (input of the evaluation)."""
        f, a = votes_table.c, answers.c
        query = (
            select(f.answer_id, f.vote, f.comment, f.scope, a.question, a.answer, a.citations,
                   a.scope.label("answer_scope"), a.abstained, f.created_at)
            .join_from(votes_table, answers, f.answer_id == a.answer_id)
            .order_by(f.id)
        )
        with self._db.reading() as conn:
            return [dict(row._mapping) for row in conn.execute(query)]
