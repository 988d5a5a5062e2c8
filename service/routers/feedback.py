"""``POST /v1/feedback``: an up/down vote on an answer, kept for evaluation."""

from __future__ import annotations

from fastapi import APIRouter

from service.deps import FeedbackDep
from service.http_errors import NOT_FOUND
from service.models import FeedbackIn, Ok

router = APIRouter(prefix="/v1", tags=["feedback"])


@router.post("/feedback", response_model=Ok, status_code=201, responses=NOT_FOUND)
def feedback(body: FeedbackIn, store: FeedbackDep) -> Ok:
    store.record_vote(body.answer_id, body.vote, body.comment, body.scope)
    return Ok()
