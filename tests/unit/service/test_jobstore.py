"""Job state, progress and the per-scope listing as API callers see them (real Redis)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
import redis

from edabot.errors import NotFoundError
from edabot.settings import Settings
from service.jobstore import JobStore, job_view, retry_policy


@pytest.fixture
def store() -> Iterator[JobStore]:
    connection = redis.Redis.from_url("redis://127.0.0.1:6379/0", socket_connect_timeout=1)
    try:
        connection.ping()
    except redis.exceptions.ConnectionError:
        pytest.skip("needs the Redis on 127.0.0.1:6379")
    settings = Settings(EDABOT_QUEUE_NAME=f"edabot-unit-{uuid.uuid4().hex[:8]}")
    store = JobStore(connection, settings)
    yield store
    store.queue.empty()
    for key in connection.scan_iter(f"edabot:jobs:{store.queue.name}:*"):
        connection.delete(key)


def test_retry_policy_backs_off_four_times_longer_each_try() -> None:
    policy = retry_policy(Settings(EDABOT_JOB_RETRIES=3, EDABOT_JOB_RETRY_BACKOFF_S=5))
    assert policy.max == 3 and policy.intervals == [5, 20, 80]


def test_enqueued_job_is_listed_only_under_its_scope(store: JobStore) -> None:
    job = store.enqueue(len, "job-a-" + uuid.uuid4().hex, "slack:T1/C1", {"obj": [1, 2]})
    view = store.get(job.id)
    assert view == {"job_id": job.id, "state": "queued", "scope": "slack:T1/C1",
                    "progress": {"done": 0, "total": 0, "current": ""}, "errors": [], "result": None, "lease": None}
    assert [j["job_id"] for j in store.list_scope("slack:T1/C1")] == [job.id]
    assert store.list_scope("slack:T1/C2") == [] and store.list_scope("slack:T1") == []
    assert store.counts()["queued"] == 1


def test_failed_job_without_recorded_errors_still_says_why(store: JobStore) -> None:
    job = store.enqueue(len, "job-b-" + uuid.uuid4().hex, "global", {"obj": []})
    job.set_status("failed")
    view = job_view(job)
    assert view["state"] == "failed" and "failed" in view["errors"][0]["reason"]


def test_expired_jobs_drop_out_of_the_listing(store: JobStore) -> None:
    job = store.enqueue(len, "job-c-" + uuid.uuid4().hex, "global", {"obj": []})
    job.delete()
    assert store.list_scope("global") == []
    with pytest.raises(NotFoundError):
        store.get(job.id)
