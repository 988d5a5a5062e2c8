"""With a database URL an upload travels from the API to the worker through the uploads store, and
leaves it when its job is over (the worker, or the reaper for a job that ended without it)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
import redis
from service_harness import FIXTURES, Service

from edabot.settings import Settings
from service import reaper
from service.upload_store import UploadStore
from service.uploads import upload_dir


def test_upload_reaches_the_worker_through_the_database(
    svc_settings: Callable[..., Settings], clean_postgres_url: str, tmp_path: Path
) -> None:
    service = Service(svc_settings(EDABOT_DATABASE_URL=clean_postgres_url))
    store = UploadStore(tmp_path / "unused.sqlite3", clean_postgres_url)
    job_id = service.upload("global", FIXTURES / "floorplan.md")
    assert set(store.stored_jobs()) == {job_id}
    assert not upload_dir(service.settings.data_dir, job_id).exists(), "the API keeps no copy"

    service.work()
    job = service.job(job_id)
    assert job["state"] == "finished" and job["result"]["indexed"] == ["uploads/floorplan.md"]
    assert store.stored_jobs() == {}
    assert (upload_dir(service.settings.data_dir, job_id) / "floorplan.md").exists(), "the worker's own copy"


def test_reaper_drops_uploads_of_ended_or_vanished_jobs(
    svc_settings: Callable[..., Settings], clean_postgres_url: str, redis_url: str, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    service = Service(svc_settings(EDABOT_DATABASE_URL=clean_postgres_url))
    store = UploadStore(tmp_path / "unused.sqlite3", clean_postgres_url)
    finished = service.ingest("global", FIXTURES / "floorplan.md")["job_id"]
    queued = service.upload("global", FIXTURES / "routing.md")
    leftover = [("placement.md", FIXTURES / "placement.md")]
    store.save(finished, leftover)  # as if its worker had died between finishing and deleting
    store.save("never-queued", leftover)
    connection = redis.Redis.from_url(redis_url)

    assert reaper.drop_ended_uploads(connection, store) == [finished]
    monkeypatch.setattr(reaper, "UNQUEUED_GRACE", timedelta(0))
    assert reaper.drop_ended_uploads(connection, store) == ["never-queued"]
    assert set(store.stored_jobs()) == {queued}
