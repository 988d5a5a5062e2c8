"""With a database URL an upload travels from the API to the worker through the uploads store, and
leaves it when its job is over (the worker, or the reconciler for a job that ended without it)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
import redis
from service_harness import FIXTURES, Service
from sqlalchemy import insert

from edabot.db import utc_now
from edabot.settings import Settings
from service import reconcile
from service.jobstore import JobStore
from service.upload_store import UploadStore, files
from service.uploads import upload_dir


def test_upload_reaches_the_worker_through_the_database(
    svc_settings: Callable[..., Settings], clean_postgres_url: str, tmp_path: Path
) -> None:
    service = Service(svc_settings(EDABOT_DATABASE_URL=clean_postgres_url))
    store = UploadStore(tmp_path / "unused.sqlite3", clean_postgres_url)
    job_id = service.upload("global", FIXTURES / "floorplan.md")
    assert [p.job_id for p in store.pending()] == [job_id]
    assert not upload_dir(service.settings.data_dir, job_id).exists(), "the API keeps no copy"

    service.work()
    job = service.job(job_id)
    assert job["state"] == "finished" and job["result"]["indexed"] == ["uploads/floorplan.md"]
    assert store.pending() == []
    assert (upload_dir(service.settings.data_dir, job_id) / "floorplan.md").exists(), "the worker's own copy"


def test_reconciler_drops_uploads_of_ended_jobs_and_of_vanished_jobs_it_cannot_queue_again(
    svc_settings: Callable[..., Settings], clean_postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    service = Service(svc_settings(EDABOT_DATABASE_URL=clean_postgres_url))
    store = UploadStore(tmp_path / "unused.sqlite3", clean_postgres_url)
    job_store = JobStore(redis.Redis.from_url(service.settings.redis_url), service.settings)
    finished = service.ingest("global", FIXTURES / "floorplan.md")["job_id"]
    queued = service.upload("global", FIXTURES / "routing.md")
    leftover = [("placement.md", FIXTURES / "placement.md")]
    store.save(finished, leftover, {"scope": "global"})  # as if its worker had died between finishing and deleting
    with store._db.writing() as conn:  # stored before job arguments were kept: it cannot be queued again
        conn.execute(insert(files), {"job_id": "never-queued", "name": "placement.md", "bytes": b"# P\n",
                                     "created_at": utc_now()})

    hour = timedelta(hours=1)
    assert reconcile.reconcile_uploads(job_store, store, hour) == reconcile.Reconciled(forgotten=[finished])
    monkeypatch.setattr(reconcile, "UNQUEUED_GRACE", timedelta(0))
    assert reconcile.reconcile_uploads(job_store, store, hour) == reconcile.Reconciled(forgotten=["never-queued"])
    assert [p.job_id for p in store.pending()] == [queued]
