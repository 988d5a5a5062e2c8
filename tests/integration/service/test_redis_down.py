"""Without Redis the API answers 503 at once, and it recovers by itself when Redis returns."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable

import pytest
from service_harness import AUTH, Service, start_redis, stop

from edabot.settings import Settings
from service.pending_uploads import PendingFolder
from service.up import free_port
from service.uploads import uploads_root

DOC = {"scope": "global", "name": "a.md", "text": "# A\n\nSome text.\n"}


def _queue_down(reply) -> None:  # type: ignore[no-untyped-def]
    assert reply.status_code == 503, reply.text
    error = reply.json()["error"]
    assert error["code"] == "queue_unavailable" and "Redis" in error["message"]


def test_503_while_redis_is_down_then_recovery(svc_settings: Callable[..., Settings]) -> None:
    port = free_port()
    redis_proc = start_redis(port)
    service = Service(svc_settings(REDIS_URL=f"redis://127.0.0.1:{port}/0"))
    try:
        accepted = service.client.post("/v1/documents", headers=AUTH, json=DOC)
        assert accepted.status_code == 202
        stop(redis_proc)
        _queue_down(service.client.post("/v1/documents", headers=AUTH, json=DOC))
        _queue_down(service.client.get("/v1/jobs/abc", headers=AUTH))
        _queue_down(service.client.get("/v1/jobs", headers=AUTH))
        # The refused upload was removed with its record; only the first one's folder and record remain.
        uploads = uploads_root(service.settings.data_dir)
        assert [p.name for p in uploads.iterdir() if p.name != ".pending"] == [accepted.json()["job_id"]]
        assert [p.job_id for p in PendingFolder(uploads).pending()] == [accepted.json()["job_id"]]
        ready = service.client.get("/readyz")
        assert ready.status_code == 503 and ready.json()["components"]["redis"] is False
        assert "edabot_jobs" not in service.client.get("/metrics").text

        redis_proc = start_redis(port)
        reply = service.client.post("/v1/documents", headers=AUTH, json=DOC)
        assert reply.status_code == 202
        assert service.job(reply.json()["job_id"])["state"] == "queued"
    finally:
        stop(redis_proc)


@pytest.fixture
def silent_port() -> int:
    """A port that accepts connections and never answers (a hung Redis)."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    yield server.getsockname()[1]
    server.close()


def test_a_hung_redis_gives_503_instead_of_hanging(svc_settings: Callable[..., Settings], silent_port: int) -> None:
    service = Service(svc_settings(REDIS_URL=f"redis://127.0.0.1:{silent_port}/0", EDABOT_REDIS_TIMEOUT_S=0.5))
    replies = []
    caller = threading.Thread(target=lambda: replies.append(service.client.post("/v1/documents", headers=AUTH, json=DOC)))
    caller.start()
    caller.join(timeout=60)
    assert not caller.is_alive(), "the request hung on an unresponsive Redis"
    _queue_down(replies[0])
