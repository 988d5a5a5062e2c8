"""Re-run jobs whose worker died mid-job (SIGKILL, OOM, power loss).

RQ only notices an abandoned job once the dead worker's heartbeat expires (a minute or
more), so edabot workers also hold a short lease key in Redis, renewed every few seconds.
A started job whose executing worker holds no lease is taken back: it is retried (or
failed when out of retries), and since jobs are idempotent the re-run leaves exactly the
index a clean run would. Uploads whose job Redis lost altogether are ``service.reconcile``'s.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import cast

import redis
import structlog
from rq import Queue, Worker
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.job_lifecycle import record_job_failure

log = structlog.get_logger()

WORKER_PREFIX = "edabot-"
"""Name prefix of edabot workers; only their jobs are reaped (others hold no lease)."""


def lease_key(worker_name: str) -> str:
    return f"edabot:worker-lease:{worker_name}"


def renew_lease(connection: redis.Redis, worker_name: str, lease_s: float) -> None:
    connection.set(lease_key(worker_name), "1", px=int(lease_s * 1000))


@contextmanager
def job_lock(connection: redis.Redis, purpose: str, job_id: str) -> Iterator[bool]:
    """Whether this worker holds ``purpose``'s lock on ``job_id`` (30 s at most): two workers never reap or
    queue again the same job at once. Released on exit when held."""
    key = f"edabot:{purpose}:{job_id}"
    held = bool(connection.set(key, "1", nx=True, ex=30))
    try:
        yield held
    finally:
        if held:
            connection.delete(key)


def fetch_job(connection: redis.Redis, job_id: str) -> Job | None:
    """The job, or None when Redis has no readable job under ``job_id``."""
    try:
        return Job.fetch(job_id, connection=connection)
    except NoSuchJobError:
        return None


def lease_expires_at(connection: redis.Redis, worker_name: str) -> datetime | None:
    """When ``worker_name``'s lease runs out; None when it holds none (dead, or never an edabot worker)."""
    left_ms = cast(int, connection.pttl(lease_key(worker_name)))
    return datetime.now(UTC) + timedelta(milliseconds=left_ms) if left_ms > 0 else None


def live_workers(connection: redis.Redis, queue: Queue) -> list[str]:
    """Workers of ``queue`` in RQ's registry that are alive: edabot workers must also hold a lease,
    since RQ keeps a SIGKILLed worker registered until its heartbeat key expires (minutes)."""
    return [w.name for w in Worker.all(connection=connection, queue=queue) if not _is_dead(connection, w.name)]


def reap_abandoned(connection: redis.Redis, queue: Queue) -> list[str]:
    """Requeue (or fail) started jobs of ``queue`` whose worker lost its lease; returns their ids."""
    reaped = []
    for job_id in queue.started_job_registry.get_job_ids(cleanup=False):
        with job_lock(connection, "reaping", job_id) as held:
            if held and _reap_one(connection, queue, job_id):
                reaped.append(job_id)
    return reaped


def _reap_one(connection: redis.Redis, queue: Queue, job_id: str) -> bool:
    job = fetch_job(connection, job_id)
    if job is None:
        return False
    try:
        executions = job.get_executions()
    except ValueError:  # RQ deleted an execution between listing and reading it: the job moved on; next tick sees it
        return False
    if job.get_status() != JobStatus.STARTED or not executions:
        return False
    if not all(_is_dead(connection, e.worker_name) for e in executions):
        return False
    retried = job.should_retry
    with connection.pipeline() as pipe:
        queue.started_job_registry.remove_executions(job, pipeline=pipe)
        for execution in executions:
            execution.delete(job, pipe)
        if retried:
            job.retry(queue, pipe)
        else:
            record_job_failure(job, "its worker died and no retries are left", pipe)
        pipe.execute()
    log.warning("requeued job of a dead worker", job_id=job_id, retried=retried)
    return True


def _is_dead(connection: redis.Redis, worker_name: str) -> bool:
    return worker_name.startswith(WORKER_PREFIX) and not connection.exists(lease_key(worker_name))

