"""Fixtures: real ChromaDB (embedded or a `chroma run` server), the app on a fresh data dir (Redis: ../conftest.py)."""

from __future__ import annotations

import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

# service_harness.py lives next to the tests; pytest runs with --import-mode=importlib.
sys.path.insert(0, str(Path(__file__).parent))

from service_harness import TOKEN, Service, stop  # noqa: E402

from edabot.settings import Settings  # noqa: E402
from service.up import chroma_command, free_port, wait_for_port  # noqa: E402


@pytest.fixture(params=["embedded", "server"])
def chroma_env(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[dict[str, object]]:
    """Settings fields for ChromaDB: nothing (embedded) or a fresh `chroma run` server."""
    if request.param == "embedded":
        yield {}
        return
    port = free_port()
    proc = subprocess.Popen(chroma_command(port, tmp_path / "chroma-server"), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    wait_for_port("127.0.0.1", port, timeout_s=60)
    yield {"CHROMA_HOST": "127.0.0.1", "CHROMA_PORT": port}
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


@pytest.fixture
def service(svc_settings: Callable[..., Settings], chroma_env: dict[str, object]) -> Service:
    return Service(svc_settings(**chroma_env))


@pytest.fixture
def embedded_service(svc_settings: Callable[..., Settings]) -> Service:
    return Service(svc_settings())


