"""Enqueue ingest jobs and describe them to API callers.

RQ keeps the jobs; this module adds the per-scope index (``GET /v1/jobs?scope=``) and maps
RQ's states and ``job.meta`` progress onto the public job JSON.
"""

from __future__ import annotations

import re
import time
from typing import Any, cast

import redis
from rq import Queue, Retry
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from edabot.errors import NotFoundError
from edabot.settings import ServiceSettings
from service.reaper import lease_expires_at, live_workers

_STATE_OF: dict[str, str] = {
    JobStatus.QUEUED: "queued",
    JobStatus.DEFERRED: "queued",
    JobStatus.SCHEDULED: "queued",
    JobStatus.CREATED: "queued",
    JobStatus.STARTED: "started",
    JobStatus.FINISHED: "finished",
    JobStatus.FAILED: "failed",
    JobStatus.STOPPED: "failed",
    JobStatus.CANCELED: "failed",
}
_LISTED_PER_SCOPE = 50
# What RQ accepts as a job id; RQ raises ValueError on anything else, and reads ``a:b`` as job ``a``.
_JOB_ID = re.compile(r"[A-Za-z0-9_-]+")


def retry_policy(settings: ServiceSettings) -> Retry:
    """Exponential backoff (x4 per try), the one place the retry policy is set."""
    base = settings.job_retry_backoff_s
    return Retry(max=settings.job_retries, interval=[base * 4**i for i in range(settings.job_retries)])


class JobStore:
    """The ingest queue as the API sees it."""

    def __init__(self, connection: redis.Redis, settings: ServiceSettings) -> None:
        self.connection = connection
        self.settings = settings
        self.queue = Queue(settings.queue_name, connection=connection)
        self._retry = retry_policy(settings) if settings.job_retries > 0 else None

    def _scope_key(self, scope: str) -> str:
        return f"edabot:jobs:{self.queue.name}:{scope}"

    def enqueue(self, func: Any, job_id: str, scope: str, kwargs: dict[str, Any]) -> Job:
        """Queue ``func(**kwargs)`` under ``job_id`` and index it under ``scope``."""
        job = self.queue.enqueue(
            func,
            kwargs=kwargs,
            job_id=job_id,
            retry=self._retry,
            job_timeout=self.settings.job_timeout_s,
            result_ttl=self.settings.job_keep_s,
            failure_ttl=self.settings.job_keep_s,
            meta={"scope": scope, "done": 0, "total": 0, "current": "", "errors": []},
        )
        key = self._scope_key(scope)
        with self.connection.pipeline() as pipe:
            pipe.zadd(key, {job_id: time.time()})
            pipe.zremrangebyrank(key, 0, -_LISTED_PER_SCOPE - 1)
            pipe.expire(key, self.settings.job_keep_s)
            pipe.execute()
        return job

    def get(self, job_id: str) -> dict[str, Any]:
        """The public view of one job; NotFoundError when unknown, expired or not a job id at all."""
        if not _JOB_ID.fullmatch(job_id):
            raise NotFoundError(f"no job {job_id!r} (not a job id)")
        try:
            job = Job.fetch(job_id, connection=self.connection)
        except NoSuchJobError as exc:
            raise NotFoundError(f"no job {job_id!r} (unknown or expired)") from exc
        return job_view(job, self._lease(job))

    def list_scope(self, scope: str) -> list[dict[str, Any]]:
        """Recent and running jobs of exactly ``scope``, newest first."""
        key = self._scope_key(scope)
        ids = [i.decode() for i in cast(list[bytes], self.connection.zrevrange(key, 0, -1))]
        jobs = Job.fetch_many(ids, connection=self.connection) if ids else []
        gone = [job_id for job_id, job in zip(ids, jobs, strict=True) if job is None]
        if gone:
            self.connection.zrem(key, *gone)
        return [job_view(job, self._lease(job)) for job in jobs if job is not None]

    def _lease(self, job: Job) -> dict[str, Any] | None:
        """The lease of the worker running a started job: a job whose worker's lease is gone waits for
        another worker to take it back, and with no live worker (``/readyz``) it waits for good."""
        if job.get_status(refresh=False) != JobStatus.STARTED or not job.worker_name:
            return None
        expires = lease_expires_at(self.connection, job.worker_name)
        return {"worker": job.worker_name, "expires_at": expires.isoformat() if expires else None,
                "alive": expires is not None}

    def live_workers(self) -> list[str]:
        """Names of the workers alive on this queue (``/readyz``)."""
        return live_workers(self.connection, self.queue)

    def counts(self) -> dict[str, int]:
        """Jobs per RQ registry, for /metrics."""
        q = self.queue
        return {
            "queued": q.count,
            "started": q.started_job_registry.count,
            "scheduled": q.scheduled_job_registry.count,
            "finished": q.finished_job_registry.count,
            "failed": q.failed_job_registry.count,
        }


def job_view(job: Job, lease: dict[str, Any] | None = None) -> dict[str, Any]:
    """Map an RQ job to ``{job_id, state, scope, progress, errors, result, lease}``."""
    meta = job.get_meta(refresh=False)
    state = _STATE_OF.get(job.get_status(refresh=False) or JobStatus.QUEUED, "queued")
    errors = list(meta.get("errors", []))
    if state == "failed" and not errors:
        errors.append({"source": "", "reason": "the ingest job failed; the worker log has details"})
    return {
        "job_id": job.id,
        "state": state,
        "scope": meta.get("scope", ""),
        "progress": {"done": meta.get("done", 0), "total": meta.get("total", 0), "current": meta.get("current", "")},
        "errors": errors,
        "result": job.return_value(refresh=False) if state == "finished" else None,
        "lease": lease,
    }
