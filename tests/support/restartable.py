"""Dependencies a fault test may stop and start again on the same port: Redis and a Chroma server.

(PostgreSQL's is ``postgres.PrivateServer``.) Each is private to the test, so stopping it
disturbs no other test; data lives in the test's folder, so a restart finds it again.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from service_harness import start_redis, stop

from service.up import chroma_command, free_port, wait_for_port


class RedisServer:
    """A throwaway redis-server on a free port (keeps nothing on disk, as a restarted cache would)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self._proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self._proc = start_redis(self.port)

    def stop(self) -> None:
        if self._proc is not None:
            stop(self._proc)
            self._proc = None


class ChromaServer:
    """``chroma run`` on a free port over ``path``; a restart serves the same collections."""

    def __init__(self, path: Path) -> None:
        self.port, self.path = free_port(), path
        self._proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self._proc = subprocess.Popen(chroma_command(self.port, self.path), stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL)
        wait_for_port("127.0.0.1", self.port, timeout_s=60)

    def stop(self) -> None:
        if self._proc is not None:
            stop(self._proc)
            self._proc = None
