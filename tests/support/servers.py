"""Real HTTP servers for tests: an ASGI app under uvicorn in a thread, on a free loopback port."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from typing import Any

import uvicorn


def free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


class UvicornThread:
    """An ASGI app served by uvicorn in a daemon thread on a free port."""

    def __init__(self, app: Any) -> None:
        self._sock = free_socket()
        self.url = f"http://127.0.0.1:{self._sock.getsockname()[1]}"
        self._server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [self._sock]}, daemon=True)

    def __enter__(self) -> UvicornThread:
        self._thread.start()
        wait_for(lambda: self._server.started, what="uvicorn start")
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._thread.join(10)


def wait_for(condition: Callable[[], Any], what: str = "condition", timeout: float = 20.0) -> Any:
    """Poll until ``condition()`` is truthy; the timeout only turns a hang into a failure."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")
