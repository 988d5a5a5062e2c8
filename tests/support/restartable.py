"""Dependencies a fault test may stop and start again on the same port: Redis and a Chroma server.

(PostgreSQL's is ``postgres.PrivateServer``.) Each is private to the test, so stopping it
disturbs no other test; data lives in the test's folder, so a restart finds it again.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from service_harness import start_redis, stop

from service.up import chroma_command, free_port, redis_command, wait_for_port


class RedisServer:
    """A throwaway redis-server on a free port: by default it keeps nothing on disk, so a restart loses
    every job, as a restarted cache would; with ``persist_in`` it runs as ``edabot up`` runs it."""

    def __init__(self, persist_in: Path | None = None) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.persist_in = persist_in
        self._proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        if self.persist_in is None:
            self._proc = start_redis(self.port)
            return
        self.persist_in.mkdir(parents=True, exist_ok=True)
        self._proc = subprocess.Popen(redis_command(self.port, self.persist_in), stdout=subprocess.DEVNULL)
        wait_for_port("127.0.0.1", self.port)

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
