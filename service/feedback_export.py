"""``edabot feedback export``: users' votes become evaluation items that ``edabot eval`` reads.

A thumbs-up answer becomes a *regression* item: its question, its answer as the reference and
its citations as gold spans, so a later change that stops citing those lines shows up in the
eval. A thumbs-down answer becomes a *review* item: the question, what was answered and cited,
and the user's comment, with no reference until a person writes one. When one answer got
several votes, the latest one counts.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import date
from pathlib import Path
from typing import Any

from service.feedback import FeedbackStore

REGRESSION = "feedback-regression"
REVIEW = "feedback-review"


def export_feedback(store: FeedbackStore, out: Path, since: date | None = None, scope: str | None = None) -> dict[str, int]:
    """Write one question-set record per voted answer; returns how many of each kind."""
    votes = _latest_per_answer(v for v in store.votes() if _wanted(v, since, scope))
    records = [_record(v) for v in votes]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return {kind: sum(r["category"] == kind for r in records) for kind in (REGRESSION, REVIEW)}


def _wanted(vote: dict[str, Any], since: date | None, scope: str | None) -> bool:
    if scope is not None and vote["answer_scope"] != scope:
        return False
    return since is None or date.fromisoformat(vote["created_at"][:10]) >= since


def _latest_per_answer(votes: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    latest: dict[str, dict[str, Any]] = {}
    for vote in votes:  # oldest first, so later votes overwrite earlier ones
        latest[vote["answer_id"]] = vote
    return list(latest.values())


def _record(vote: dict[str, Any]) -> dict[str, Any]:
    citations = json.loads(vote["citations"])
    spans = [{key: c[key] for key in ("source", "start_line", "end_line", "page", "end_page") if c.get(key) is not None}
             for c in citations]
    record: dict[str, Any] = {"id": f"fb-{vote['answer_id']}", "question": vote["question"], "scope": vote["answer_scope"],
                              "voted_at": vote["created_at"], "comment": vote["comment"] or ""}
    if vote["vote"] == "up":
        return {**record, "category": REGRESSION, "reference": vote["answer"], "gold": spans}
    return {**record, "category": REVIEW, "reference": "", "gold": [], "answer_given": vote["answer"],
            "cited": spans}


__all__ = ["REGRESSION", "REVIEW", "export_feedback"]
