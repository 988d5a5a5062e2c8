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
    """200 when what the API serves from answers (Redis, ChromaDB, the database, the embedding model) and
    ChromaDB holds the vectors of the indexed chunks (``index``), else 503 with ``Retry-After`` and a ``reason``
    (for ``index``: what to run); per-part booleans. The worker is reported beside them, with a
    ``reason`` when none is alive, but does not take the API out of rotation: questions need no worker, only
    uploads wait for one."""
    components = {"redis": _redis_ok(request)}
    index_problem = None
    try:
        engine = request.app.state.engine_holder.get()
        components.update(engine.readiness())
        if components["chroma"] and components["database"] and not components["index"]:
            index_problem = engine.index_problem()
    except Exception as exc:  # a probe reports failure, it never raises
        log.warning("engine not ready", error=type(exc).__name__)
        components.update(chroma=False, model=False, database=False, index=False)
    serving = all(components.values())
    components["worker"] = components["redis"] and _worker_ok(request)
    body: dict[str, object] = {"ready": serving, "components": components}
    if not all(components.values()):
        body["reason"] = _reason(components, index_problem)
    if serving:
        return JSONResponse(body)
    return JSONResponse(body, status_code=503, headers=RETRY_AFTER)


def _reason(components: dict[str, bool], index_problem: str | None) -> str:
    down = [name for name, ok in components.items() if not ok and name not in ("worker", "index")]
    parts = [f"not answering: {', '.join(down)}"] if down else []
    if index_problem:
        parts.append(f"index: {index_problem}")
    elif not components["index"] and not down:
        parts.append("index: could not count the vectors of the indexed chunks")
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
