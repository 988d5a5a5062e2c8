"""Votes are stored with the answer they judge, and votes on unknown answers are refused (both backends)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from edabot.errors import NotFoundError
from service.feedback import FeedbackStore

ANSWER = {"answer": "Use place_global [1].", "abstained": False,
          "citations": [{"n": 1, "source": "m.md", "start_line": 1, "end_line": 4, "section": "S"}]}
PRE_ALEMBIC_SCHEMA = """
CREATE TABLE answers (
    answer_id TEXT PRIMARY KEY, scope TEXT NOT NULL, question TEXT NOT NULL, answer TEXT NOT NULL,
    citations TEXT NOT NULL, abstained INTEGER NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT, answer_id TEXT NOT NULL REFERENCES answers(answer_id),
    vote TEXT NOT NULL CHECK (vote IN ('up', 'down')), comment TEXT, scope TEXT, created_at TEXT NOT NULL);
INSERT INTO answers VALUES ('old', 'global', 'q?', 'a.', '[]', 1, '2025-01-01T00:00:00+00:00');
INSERT INTO feedback (answer_id, vote, comment, scope, created_at)
    VALUES ('old', 'up', NULL, 'global', '2025-01-01T00:00:01+00:00');
"""
"""What a data dir written by the hand-written SQLite store (before Alembic) holds."""


def test_votes_are_joined_with_their_answer(tmp_path: Path, database_url: str | None) -> None:
    store = FeedbackStore(tmp_path / "fb.sqlite3", database_url)
    store.record_answer("a1", "slack:T1/C1", "how to place?", ANSWER)
    store.record_vote("a1", "down", "wrong option", "slack:T1/C1")
    store.record_vote("a1", "up", None, None)
    votes = FeedbackStore(tmp_path / "fb.sqlite3", database_url).votes()
    assert [(v["vote"], v["comment"]) for v in votes] == [("down", "wrong option"), ("up", None)]
    assert votes[0]["question"] == "how to place?" and '"m.md"' in votes[0]["citations"]
    assert votes[0]["answer_scope"] == "slack:T1/C1" and votes[0]["abstained"] == 0


def test_vote_on_unknown_answer_is_not_found(tmp_path: Path, database_url: str | None) -> None:
    store = FeedbackStore(tmp_path / "fb.sqlite3", database_url)
    with pytest.raises(NotFoundError, match="no answer 'zzz'"):
        store.record_vote("zzz", "up", None, None)
    assert store.votes() == []


def test_a_file_written_before_alembic_is_adopted_with_its_votes(tmp_path: Path) -> None:
    path = tmp_path / FeedbackStore.FILE
    with sqlite3.connect(path) as db:
        db.executescript(PRE_ALEMBIC_SCHEMA)
    store = FeedbackStore(path)
    store.record_answer("new", "global", "q2?", ANSWER)
    store.record_vote("new", "down", None, "global")
    assert [(v["answer_id"], v["vote"]) for v in store.votes()] == [("old", "up"), ("new", "down")]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [("0001",)]


def test_stores_on_two_hosts_sharing_postgresql_see_each_others_votes(tmp_path: Path, clean_postgres_url: str) -> None:
    first = FeedbackStore(tmp_path / "host-a" / FeedbackStore.FILE, clean_postgres_url)
    second = FeedbackStore(tmp_path / "host-b" / FeedbackStore.FILE, clean_postgres_url)
    first.record_answer("shared", "global", "q?", ANSWER)
    second.record_vote("shared", "up", "seen from the other host", None)
    assert [v["comment"] for v in first.votes()] == ["seen from the other host"]
    assert not (tmp_path / "host-a" / FeedbackStore.FILE).exists()
