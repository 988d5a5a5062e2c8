"""``POST /v1/ask``: a cited answer over the documents visible from a scope."""

from __future__ import annotations

from functools import partial

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from edabot.scopes import visible_scopes
from service.ask_stream import stream_answer
from service.deps import EngineDep, FeedbackDep
from service.models import AnswerOut, QuestionIn

router = APIRouter(prefix="/v1", tags=["questions"])
_STREAM_DOC = {"responses": {"200": {"content": {"text/event-stream": {}}, "description": "with stream: true"}}}


@router.post("/ask", response_model=AnswerOut, openapi_extra=_STREAM_DOC)
async def ask(
    body: QuestionIn, request: Request, engine: EngineDep, feedback: FeedbackDep
) -> AnswerOut | StreamingResponse:
    answer = partial(engine.ask, body.question, visible_scopes(body.scope), k=body.k, mode=body.mode,
                     context=body.context)

    def record(out: AnswerOut) -> None:
        feedback.record_answer(out.answer_id, body.scope, body.question, out.model_dump())

    if body.stream:
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        return StreamingResponse(stream_answer(request, answer, record), media_type="text/event-stream", headers=headers)
    result = await run_in_threadpool(answer)
    out = AnswerOut.new(result)
    await run_in_threadpool(record, out)
    return out
