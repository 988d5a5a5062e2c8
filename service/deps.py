"""FastAPI dependencies shared by the routers: auth, engine, job store, feedback store, scopes.

They are ``async def`` because none of them blocks: FastAPI runs a plain ``def`` dependency in its thread
pool, and those hops (two per question: the token, the engine) cost the event loop, which every request
shares, more than the checks themselves. The one blocking step, building the engine, still runs in a thread.
"""

from __future__ import annotations

import hmac
from typing import Annotated

from fastapi import Depends, Header, HTTPException, Query, Request
from starlette.concurrency import run_in_threadpool

from app.engine import Engine
from edabot.scopes import validate_scope
from edabot.settings import Settings
from service.feedback import FeedbackStore
from service.jobstore import JobStore
from service.thread_limit import ThreadLimit
from service.upload_store import UploadStore


async def require_token(request: Request, authorization: str | None = Header(default=None)) -> None:
    """401 unless ``Authorization: Bearer <EDABOT_API_TOKEN>`` (compared in constant time).

    Compared as bytes: ``hmac.compare_digest`` raises on non-ASCII text, and Starlette decodes
    header bytes as latin-1, so encoding back gives exactly what the client sent.
    """
    expected = (request.app.state.settings.api_token or "").encode()
    scheme, _, token = (authorization or "").partition(" ")
    sent = token.strip().encode("latin-1", "replace")
    if not expected or scheme.lower() != "bearer" or not hmac.compare_digest(sent, expected):
        raise HTTPException(401, "missing or wrong bearer token", headers={"WWW-Authenticate": "Bearer"})


async def get_settings_dep(request: Request) -> Settings:
    return request.app.state.settings


async def get_engine(request: Request) -> Engine:
    """The process's engine; its first build loads models (seconds), so that one runs in a worker thread."""
    holder = request.app.state.engine_holder
    return holder.built or await run_in_threadpool(holder.get)


async def get_job_store(request: Request) -> JobStore:
    return request.app.state.job_store


async def get_feedback_store(request: Request) -> FeedbackStore:
    return request.app.state.feedback_store


async def get_upload_store(request: Request) -> UploadStore | None:
    return request.app.state.upload_store


async def get_upload_threads(request: Request) -> ThreadLimit:
    """The worker threads an upload's file work runs in (``service.thread_limit``), never the event loop."""
    return request.app.state.upload_threads


async def scope_query(scope: str = Query("global", description="Tenant scope, e.g. slack:T1/C2.")) -> str:
    return validate_scope(scope)


EngineDep = Annotated[Engine, Depends(get_engine)]
JobStoreDep = Annotated[JobStore, Depends(get_job_store)]
FeedbackDep = Annotated[FeedbackStore, Depends(get_feedback_store)]
UploadStoreDep = Annotated[UploadStore | None, Depends(get_upload_store)]
UploadThreadsDep = Annotated[ThreadLimit, Depends(get_upload_threads)]
SettingsDep = Annotated[Settings, Depends(get_settings_dep)]
ScopeDep = Annotated[str, Depends(scope_query)]
