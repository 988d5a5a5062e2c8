"""Fixtures of the integration packages that run the service: the shared Redis and service settings."""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis
from service_harness import TOKEN, start_redis, stop

from edabot.settings import Settings


def _redis_answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.exceptions.ConnectionError:
        return False


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """The Redis on 127.0.0.1:6379, started for the session if none answers."""
    url = "redis://127.0.0.1:6379/0"
    if _redis_answers(url):
        yield url
        return
    if shutil.which("redis-server") is None:
        pytest.skip("no Redis on 127.0.0.1:6379 and no redis-server to start")
    proc = start_redis(6379)
    yield url
    stop(proc)


@pytest.fixture
def svc_settings(tmp_path: Path, redis_url: str) -> Callable[..., Settings]:
    """Settings on a fresh data dir and a queue of this test's own (other tests share the Redis)."""
    queue = f"edabot-test-{uuid.uuid4().hex[:8]}"

    def make(**overrides: object) -> Settings:
        fields: dict[str, object] = {
            "EDABOT_DATA_DIR": tmp_path / "data", "EDABOT_API_TOKEN": TOKEN, "REDIS_URL": redis_url,
            "EDABOT_QUEUE_NAME": queue, "EDABOT_JOB_RETRY_BACKOFF_S": 0, "EDABOT_WORKER_LEASE_S": 2.0,
        }
        fields.update(overrides)
        return Settings(**fields)

    return make
