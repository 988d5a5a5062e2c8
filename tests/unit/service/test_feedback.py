"""Votes are stored with the answer they judge, and votes on unknown answers are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from edabot.errors import NotFoundError
from service.feedback import FeedbackStore

ANSWER = {"answer": "Use place_global [1].", "abstained": False,
          "citations": [{"n": 1, "source": "m.md", "start_line": 1, "end_line": 4, "section": "S"}]}


def test_votes_are_joined_with_their_answer(tmp_path: Path) -> None:
    store = FeedbackStore(tmp_path / "fb.sqlite3")
    store.record_answer("a1", "slack:T1/C1", "how to place?", ANSWER)
    store.record_vote("a1", "down", "wrong option", "slack:T1/C1")
    store.record_vote("a1", "up", None, None)
    votes = FeedbackStore(tmp_path / "fb.sqlite3").votes()
    assert [(v["vote"], v["comment"]) for v in votes] == [("down", "wrong option"), ("up", None)]
    assert votes[0]["question"] == "how to place?" and '"m.md"' in votes[0]["citations"]


def test_vote_on_unknown_answer_is_not_found(tmp_path: Path) -> None:
    store = FeedbackStore(tmp_path / "fb.sqlite3")
    with pytest.raises(NotFoundError, match="no answer 'zzz'"):
        store.record_vote("zzz", "up", None, None)
    assert store.votes() == []
