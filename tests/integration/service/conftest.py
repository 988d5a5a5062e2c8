"""Fixtures: real ChromaDB (embedded or a `chroma run` server) and the app on a fresh data dir.

The shared Redis and ``svc_settings`` come from tests/integration/conftest.py, the harness from
tests/support/service_harness.py.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from service_harness import Service, stop

from edabot.settings import Settings
from service.up import chroma_command, free_port, wait_for_port


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
def service(svc_settings: Callable[..., Settings], chroma_env: dict[str, object]) -> Service:
    return Service(svc_settings(**chroma_env))


@pytest.fixture
def embedded_service(svc_settings: Callable[..., Settings]) -> Service:
    return Service(svc_settings())
