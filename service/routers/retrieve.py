"""``POST /v1/retrieve``: the evidence passages a question would be answered from."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from edabot.scopes import visible_scopes
from service.deps import EngineDep
from service.models import EvidenceOut, QuestionIn, RetrieveOut

router = APIRouter(prefix="/v1", tags=["questions"])


@router.post("/retrieve", response_model=RetrieveOut)
async def retrieve(body: QuestionIn, engine: EngineDep) -> RetrieveOut:
    """Retrieval runs in a worker thread; the endpoint itself is ``async`` so that FastAPI checks the reply on
    the event loop instead of in a second thread hop (a sync endpoint gets one for each)."""
    evidence = await run_in_threadpool(engine.retrieve, body.question, visible_scopes(body.scope), k=body.k,
                                       mode=body.mode)
    return RetrieveOut(results=[EvidenceOut(**e.to_json()) for e in evidence])
