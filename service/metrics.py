"""Prometheus metrics: requests and latencies per route, jobs per state, queue depth.

Each app gets its own CollectorRegistry so several apps (tests, uvicorn reloads) never
collide on metric names. Job numbers are read from Redis at scrape time; a dead Redis
leaves them out instead of failing the scrape.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.redis_conn import REDIS_ERRORS

_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class ServiceMetrics:
    """The metric objects of one app."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "edabot_http_requests", "HTTP requests by route, method and status.", ["route", "method", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "edabot_http_request_seconds", "HTTP request latency by route.", ["route", "method"],
            buckets=_LATENCY_BUCKETS, registry=self.registry,
        )

    def watch_jobs(self, counts: Callable[[], dict[str, int]]) -> None:
        """Report ``counts()`` (jobs per state) at every scrape."""
        self.registry.register(_JobCollector(counts))


class _JobCollector(Collector):
    def __init__(self, counts: Callable[[], dict[str, int]]) -> None:
        self.counts = counts

    def collect(self) -> Iterator[GaugeMetricFamily]:
        try:
            counts = self.counts()
        except REDIS_ERRORS:
            return
        jobs = GaugeMetricFamily("edabot_jobs", "Ingest jobs by state.", labels=["state"])
        for state, n in counts.items():
            jobs.add_metric([state], n)
        yield jobs
        yield GaugeMetricFamily("edabot_queue_depth", "Ingest jobs waiting in the queue.", value=counts["queued"])


class MetricsMiddleware:
    """Counts each request under its route template (``/v1/jobs/{job_id}``, not the raw path)."""

    def __init__(self, app: ASGIApp, metrics: ServiceMetrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 500
        start = time.perf_counter()

        async def send_recording(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_recording)
        finally:
            route = getattr(scope.get("route"), "path", "unmatched")
            self.metrics.latency.labels(route, scope["method"]).observe(time.perf_counter() - start)
            self.metrics.requests.labels(route, scope["method"], str(status)).inc()
