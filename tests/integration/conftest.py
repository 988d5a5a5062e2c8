"""Fixtures the service, security and bot test packages share: the real Redis."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

# service_harness.py lives in service/; pytest runs with --import-mode=importlib.
sys.path.insert(0, str(Path(__file__).parent / "service"))

from service_harness import start_redis, stop  # noqa: E402


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
