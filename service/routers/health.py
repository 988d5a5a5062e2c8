"""Open probes: ``/healthz`` (process up), ``/readyz`` (dependencies), ``/metrics`` (Prometheus)."""

from __future__ import annotations

import structlog
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse, PlainTextResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from service.http_errors import RETRY_AFTER
from service.redis_conn import REDIS_ERRORS

router = APIRouter(tags=["health"])
log = structlog.get_logger()


@router.get("/healthz")
def healthz() -> dict[str, bool]:
    return {"ok": True}


@router.get("/readyz", responses={503: {"description": "Not ready: ``reason`` names the missing parts; carries Retry-After."}})
def readyz(request: Request) -> JSONResponse:
    """200 when what the API serves from answers (Redis, ChromaDB, the database, the embedding model), else 503
    with ``Retry-After`` and a ``reason``; per-part booleans. The worker is reported beside them, with a
    ``reason`` when none is alive, but does not take the API out of rotation: questions need no worker, only
    uploads wait for one."""
    components = {"redis": _redis_ok(request)}
    try:
        components.update(request.app.state.engine_holder.get().readiness())
    except Exception as exc:  # a probe reports failure, it never raises
        log.warning("engine not ready", error=type(exc).__name__)
        components.update(chroma=False, model=False, database=False)
    serving = all(components.values())
    components["worker"] = components["redis"] and _worker_ok(request)
    body: dict[str, object] = {"ready": serving, "components": components}
    if not all(components.values()):
        body["reason"] = _reason(components)
    if serving:
        return JSONResponse(body)
    return JSONResponse(body, status_code=503, headers=RETRY_AFTER)


def _reason(components: dict[str, bool]) -> str:
    down = [name for name, ok in components.items() if not ok and name != "worker"]
    parts = [f"not answering: {', '.join(down)}"] if down else []
    if not components["worker"]:
        parts.append("no worker: uploads wait in the queue until an `edabot worker` runs")
    return "; ".join(parts)


def _redis_ok(request: Request) -> bool:
    try:
        return bool(request.app.state.job_store.connection.ping())
    except REDIS_ERRORS:
        return False


def _worker_ok(request: Request) -> bool:
    try:
        return bool(request.app.state.job_store.live_workers())
    except REDIS_ERRORS:
        return False


@router.get("/metrics", response_class=PlainTextResponse)
def metrics(request: Request) -> Response:
    return Response(generate_latest(request.app.state.metrics.registry), media_type=CONTENT_TYPE_LATEST)
