"""``POST /v1/retrieve``: the evidence passages a question would be answered from."""

from __future__ import annotations

from fastapi import APIRouter

from edabot.scopes import visible_scopes
from service.deps import EngineDep
from service.models import EvidenceOut, QuestionIn, RetrieveOut

router = APIRouter(prefix="/v1", tags=["questions"])


@router.post("/retrieve", response_model=RetrieveOut)
def retrieve(body: QuestionIn, engine: EngineDep) -> RetrieveOut:
    evidence = engine.retrieve(body.question, visible_scopes(body.scope), k=body.k, mode=body.mode)
    return RetrieveOut(results=[EvidenceOut(**e.to_json()) for e in evidence])
