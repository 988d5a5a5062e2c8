"""Build the FastAPI app: middleware, error handlers, routers and per-app state.

``create_app(settings)`` builds nothing heavy: the engine loads on the first request that
needs it and Redis is contacted per call, so the app starts even when Redis is down.
"""

from __future__ import annotations

from fastapi import Depends, FastAPI

from edabot.errors import ConfigError
from edabot.logging import configure_logging
from edabot.redaction import secret_values
from edabot.settings import Settings, get_settings
from service.deps import require_token
from service.engine_holder import EngineHolder
from service.feedback import FeedbackStore
from service.http_errors import V1_ERRORS, install_error_handlers
from service.jobstore import JobStore
from service.json_depth import JsonDepthMiddleware
from service.metrics import MetricsMiddleware, ServiceMetrics
from service.redis_conn import api_redis
from service.request_id import RequestIdMiddleware
from service.routers import ask, documents, feedback, health, jobs, retrieve, runs
from service.thread_limit import ThreadLimit
from service.upload_store import shared_upload_store


def create_app(settings: Settings, engine_holder: EngineHolder | None = None) -> FastAPI:
    """The service for ``settings``; pass ``engine_holder`` to share an engine (tests, in-process worker)."""
    if not settings.api_token:
        raise ConfigError("EDABOT_API_TOKEN is not set; the service refuses to run without a bearer token")
    app = FastAPI(title="edabot", version="0.1.0", description="Cited answers from EDA manuals and runs.")
    metrics = ServiceMetrics()
    app.state.settings = settings
    app.state.engine_holder = engine_holder or EngineHolder(settings)
    app.state.job_store = JobStore(api_redis(settings), settings)
    app.state.feedback_store = FeedbackStore(settings.data_dir / FeedbackStore.FILE, settings.database_url)
    app.state.upload_store = shared_upload_store(settings)
    app.state.upload_threads = ThreadLimit(settings.upload_threads)
    app.state.metrics = metrics
    metrics.watch_jobs(app.state.job_store.counts)
    install_error_handlers(app)
    app.include_router(health.router)
    for module in (ask, retrieve, documents, jobs, feedback, runs):
        app.include_router(module.router, dependencies=[Depends(require_token)], responses=V1_ERRORS)
    # Outermost last: the request id must exist before metrics, the body scan and handlers run.
    app.add_middleware(JsonDepthMiddleware)
    app.add_middleware(MetricsMiddleware, metrics=metrics)
    app.add_middleware(RequestIdMiddleware)
    return app


def app_from_env() -> FastAPI:
    """Factory for ``uvicorn --factory service.app:app_from_env`` (several uvicorn workers)."""
    settings = get_settings()
    configure_logging(settings.log_level, settings.log_json, secret_values(settings))
    return create_app(settings)
