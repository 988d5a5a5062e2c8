"""Nothing accepted is lost with Redis: an upload the API answered 202 for is indexed,
once, under the job id the user got, even when Redis restarts and forgets its job; and the Redis the
project starts keeps its jobs across a restart.

Redis is private to each test: a restart of one without persistence (as a cache would run) stands
for any loss, a flush or a failover to an empty replica. Each test runs with uploads as files under a
shared data dir (``sqlite``: no database URL) and as rows of the shared PostgreSQL database.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import pytest
import redis
from restartable import RedisServer
from service_harness import AUTH, FIXTURES, Service, wait_until
from sqlalchemy import update

from edabot.settings import Settings
from service import jobs
from service.jobstore import JobStore
from service.pending_uploads import PendingFolder, PendingUploads
from service.reconcile import Reconciled, pending_uploads, reconcile_uploads
from service.upload_store import UploadStore
from service.upload_store import jobs as job_rows
from service.worker import LeaseKeeper


@pytest.fixture
def lossy_redis() -> Iterator[RedisServer]:
    server = RedisServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def make_service(svc_settings: Callable[..., Settings], database_url: str | None) -> Callable[[str], Service]:
    def make(redis_url: str) -> Service:
        database = {"EDABOT_DATABASE_URL": database_url} if database_url else {}
        return Service(svc_settings(REDIS_URL=redis_url, **database))

    return make


def _job_store(service: Service) -> JobStore:
    return JobStore(redis.Redis.from_url(service.settings.redis_url), service.settings)


def _restart(server: RedisServer) -> None:
    server.stop()
    server.start()


def _state(service: Service, job_id: str) -> str | None:
    """The job's state, or None while the API answers 404 (unknown or expired)."""
    reply = service.client.get(f"/v1/jobs/{job_id}", headers=AUTH)
    if reply.status_code == 404:
        return None
    assert reply.status_code == 200, reply.text
    return str(reply.json()["state"])


def _sources(service: Service) -> list[str]:
    docs = service.client.get("/v1/documents", headers=AUTH, params={"scope": "global"}).json()["documents"]
    return sorted(d["source"] for d in docs)


def _worked_to(service: Service, job_id: str, state: str) -> bool:
    """Run a worker (it reconciles before taking jobs), then see whether the job reached ``state``."""
    service.work()
    return _state(service, job_id) == state


def test_an_upload_whose_job_redis_lost_is_indexed_under_the_same_id(
    make_service: Callable[[str], Service], lossy_redis: RedisServer
) -> None:
    service = make_service(lossy_redis.url)
    job_id = service.upload("global", FIXTURES / "floorplan.md")
    _restart(lossy_redis)
    assert _state(service, job_id) is None, "the restart should have lost the job"

    wait_until(lambda: _worked_to(service, job_id, "finished"), 120, "the lost job to be queued again and run")
    assert service.job(job_id)["result"]["indexed"] == ["uploads/floorplan.md"]
    assert _sources(service) == ["uploads/floorplan.md"]

    # Redis forgets the finished job too: the upload is over, so nothing is queued again.
    _restart(lossy_redis)
    service.work()
    assert _state(service, job_id) is None
    assert _sources(service) == ["uploads/floorplan.md"]


def test_reconciling_twice_queues_once_and_an_upload_is_indexed_once(
    make_service: Callable[[str], Service], lossy_redis: RedisServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = make_service(lossy_redis.url)
    store = _job_store(service)
    pending = pending_uploads(service.settings)
    indexed = service.ingest("global", FIXTURES / "floorplan.md")["job_id"]
    lost = service.upload("global", FIXTURES / "routing.md")
    _restart(lossy_redis)

    assert reconcile_uploads(store, pending, timedelta(0)) == Reconciled(requeued=[lost])
    assert reconcile_uploads(store, pending, timedelta(0)) == Reconciled()
    assert store.queue.get_job_ids() == [lost]
    service.work()
    assert service.job(lost)["result"]["indexed"] == ["uploads/routing.md"]
    assert _state(service, indexed) is None, "an upload indexed before the loss is not queued again"
    assert _sources(service) == ["uploads/floorplan.md", "uploads/routing.md"]
    assert pending.pending() == []

    # A worker indexes an upload and dies before its job is over (no status, record kept), and Redis
    # loses the job: the job runs again and finds the file indexed.
    crashed = service.upload("global", FIXTURES / "placement.md")
    [record] = pending.pending()
    assert record.job_id == crashed and record.kwargs is not None
    jobs.use_engine(service.holder)
    with monkeypatch.context() as patch:
        patch.setattr(jobs, "_forget_upload", lambda folder, stored: None)
        jobs.ingest_upload(**record.kwargs)
    assert "uploads/placement.md" in _sources(service)
    _restart(lossy_redis)
    assert reconcile_uploads(store, pending, timedelta(0)) == Reconciled(requeued=[crashed])
    service.work()
    assert service.job(crashed)["result"]["unchanged"] == ["uploads/placement.md"]
    assert _sources(service) == ["uploads/floorplan.md", "uploads/placement.md", "uploads/routing.md"]
    assert pending.pending() == []


def _age(pending: PendingUploads, job_id: str) -> None:
    """Make the record look untouched for an hour."""
    if isinstance(pending, PendingFolder):
        hour_ago = os.stat(pending.folder / f"{job_id}.json").st_mtime - 3600
        os.utime(pending.folder / f"{job_id}.json", (hour_ago, hour_ago))
        return
    assert isinstance(pending, UploadStore)
    with pending._db.writing() as conn:
        conn.execute(update(job_rows).where(job_rows.c.job_id == job_id).values(touched_at="2000-01-01T00:00:00+00:00"))


def test_a_job_running_when_redis_lost_it_is_not_queued_a_second_time(
    make_service: Callable[[str], Service], lossy_redis: RedisServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = make_service(lossy_redis.url)
    store = _job_store(service)
    pending = pending_uploads(service.settings)
    job_id = service.upload("global", FIXTURES / "floorplan.md")
    _restart(lossy_redis)
    keeper = LeaseKeeper(store, "edabot-test-1-abcdef", service.settings.worker_lease_s, pending)

    _age(pending, job_id)
    with monkeypatch.context() as patch:
        patch.setattr(jobs, "running_upload", lambda: job_id)  # this worker is ingesting it
        keeper.tick()
    assert _state(service, job_id) is None, "queued again while a worker still runs it"

    _age(pending, job_id)  # the worker died: nothing touches the record any more
    keeper.tick()
    assert _state(service, job_id) == "queued"


def test_the_redis_edabot_up_starts_keeps_queued_jobs_across_a_restart(
    make_service: Callable[[str], Service], tmp_path: Path
) -> None:
    server = RedisServer(persist_in=tmp_path / "redis")
    server.start()
    try:
        service = make_service(server.url)
        job_id = service.upload("global", FIXTURES / "floorplan.md")
        _restart(server)
        assert _state(service, job_id) == "queued"
        assert _job_store(service).queue.get_job_ids() == [job_id]
    finally:
        server.stop()
