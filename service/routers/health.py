"""Open probes: ``/healthz`` (process up), ``/readyz`` (dependencies), ``/metrics`` (Prometheus)."""

from __future__ import annotations

import structlog
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse, PlainTextResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from service.redis_conn import REDIS_ERRORS

router = APIRouter(tags=["health"])
log = structlog.get_logger()


@router.get("/healthz")
def healthz() -> dict[str, bool]:
    return {"ok": True}


@router.get("/readyz")
def readyz(request: Request) -> JSONResponse:
    """200 when Redis, ChromaDB, the database and the embedding model all answer, else 503; per-part booleans."""
    components = {"redis": _redis_ok(request)}
    try:
        components.update(request.app.state.engine_holder.get().readiness())
    except Exception as exc:  # a probe reports failure, it never raises
        log.warning("engine not ready", error=type(exc).__name__)
        components.update(chroma=False, model=False, database=False)
    ready = all(components.values())
    return JSONResponse({"ready": ready, "components": components}, status_code=200 if ready else 503)


def _redis_ok(request: Request) -> bool:
    try:
        return bool(request.app.state.job_store.connection.ping())
    except REDIS_ERRORS:
        return False


@router.get("/metrics", response_class=PlainTextResponse)
def metrics(request: Request) -> Response:
    return Response(generate_latest(request.app.state.metrics.registry), media_type=CONTENT_TYPE_LATEST)
