"""``POST /v1/ask``: a cited answer over the documents visible from a scope."""

from __future__ import annotations

import uuid

from fastapi import APIRouter

from edabot.scopes import visible_scopes
from service.deps import EngineDep, FeedbackDep
from service.models import AnswerOut, QuestionIn

router = APIRouter(prefix="/v1", tags=["questions"])


@router.post("/ask", response_model=AnswerOut)
def ask(
    body: QuestionIn, engine: EngineDep, feedback: FeedbackDep
) -> AnswerOut:
    answer = engine.ask(body.question, visible_scopes(body.scope), k=body.k, mode=body.mode, context=body.context)
    out = AnswerOut(answer_id=uuid.uuid4().hex, notes=list(answer.notes), **answer.to_json())
    feedback.record_answer(out.answer_id, body.scope, body.question, out.model_dump())
    return out
