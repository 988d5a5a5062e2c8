"""Queue again the accepted uploads whose job Redis lost, and forget those whose job is over.

Every worker runs :func:`reconcile_uploads` when it starts and on each lease tick, over the records
of ``service.pending_uploads``. Per record:

- its job is over (finished, failed, stopped, canceled): the record goes (stored files with it);
  the job usually removed it already, this catches a job that ended without it (its last retry
  failed, or its worker died);
- Redis does not know its job and the record showed no sign of life for ``grace`` (a worker running
  the job touches it, the API writes it just before queueing): the job is queued again under the same
  id with the same arguments, so the id the user got answers again. Ingest is idempotent (content
  hashes, names derived from the job id), so an upload indexed just before its record was lost to a
  crash is ``unchanged``, never a second document;
- an upload stored before job arguments were kept cannot be queued again: it is dropped once Redis
  has not known its job for ``UNQUEUED_GRACE``, as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import redis
import structlog
from rq.job import JobStatus

from edabot.settings import Settings
from service.jobs import ingest_upload
from service.jobstore import JobStore
from service.pending_uploads import PendingFolder, PendingUploads
from service.reaper import fetch_job, job_lock
from service.upload_store import shared_upload_store
from service.uploads import uploads_root

log = structlog.get_logger()

_ENDED = (JobStatus.FINISHED, JobStatus.FAILED, JobStatus.CANCELED, JobStatus.STOPPED)
UNQUEUED_GRACE = timedelta(hours=1)
"""How long an upload stored without job arguments may wait for a job Redis does not know."""


@dataclass
class Reconciled:
    """What one pass did, by job id."""

    requeued: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)


def pending_uploads(settings: Settings) -> PendingUploads:
    """The records of this deployment: the uploads store with a shared database, else the data dir's folder."""
    return shared_upload_store(settings) or PendingFolder(uploads_root(settings.data_dir))


def reconcile_uploads(store: JobStore, pending: PendingUploads, grace: timedelta) -> Reconciled:
    """One pass over the records (see the module docstring)."""
    done = Reconciled()
    now = datetime.now(UTC)
    for upload in pending.pending():
        status = _status(store.connection, upload.job_id)
        quiet = now - upload.since
        if status in _ENDED or (status is None and upload.kwargs is None and quiet > UNQUEUED_GRACE):
            pending.delete(upload.job_id)
            done.forgotten.append(upload.job_id)
        elif status is None and upload.kwargs is not None and quiet >= grace \
                and _requeue(store, upload.job_id, upload.kwargs):
            done.requeued.append(upload.job_id)
    if done.requeued or done.forgotten:
        log.info("reconciled uploads", requeued=done.requeued, forgotten=len(done.forgotten))
    return done


def _status(connection: redis.Redis, job_id: str) -> JobStatus | None:
    """The job's status; None when Redis has no readable job under ``job_id``."""
    job = fetch_job(connection, job_id)
    return None if job is None else job.get_status()


def _requeue(store: JobStore, job_id: str, kwargs: dict[str, Any]) -> bool:
    """Queue the upload's job again unless another worker just did (a per-job lock, then a second look)."""
    with job_lock(store.connection, "requeueing", job_id) as held:
        if not held or _status(store.connection, job_id) is not None:
            return False
        store.enqueue(ingest_upload, job_id, str(kwargs["scope"]), kwargs)
    log.warning("queued an upload again whose job Redis lost", job_id=job_id)
    return True


__all__ = ["UNQUEUED_GRACE", "Reconciled", "pending_uploads", "reconcile_uploads"]
