"""``edabot up``: Redis (if none answers), a Chroma server, one API and one worker, as subprocesses.

Embedded Chroma cannot be shared by two processes (a process never sees vectors another
process added after it opened the index), so the demo runs a local ``chroma run`` server
under the data dir and points the API and the worker at it. Ctrl-C stops everything.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import redis
import structlog

from edabot.errors import ConfigError
from edabot.settings import Settings
from service.redis_conn import REDIS_ERRORS

log = structlog.get_logger()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for_port(host: str, port: int, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            sock.settimeout(0.5)
            if sock.connect_ex((host, port)) == 0:
                return
        time.sleep(0.2)
    raise ConfigError(f"nothing started listening on {host}:{port} within {timeout_s:.0f} s")


def stop_process(proc: subprocess.Popen[bytes], timeout_s: float = 10.0) -> None:
    """Ask a child to exit (SIGTERM), and kill it if it has not within ``timeout_s``."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def chroma_command(port: int, path: Path, host: str = "127.0.0.1") -> list[str]:
    """``chroma run`` from this interpreter's environment."""
    binary = Path(sys.executable).with_name("chroma")
    return [str(binary), "run", "--host", host, "--port", str(port), "--path", str(path)]


def _redis_answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=1).ping())
    except REDIS_ERRORS:
        return False


class Supervisor:
    """Starts children, and stops all of them when one exits or the user presses Ctrl-C."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.children: list[tuple[str, subprocess.Popen[bytes]]] = []

    def start(self, name: str, argv: list[str]) -> None:
        log.info("starting", process=name)
        self.children.append((name, subprocess.Popen(argv, env=self.env)))

    def wait(self) -> int:
        try:
            while True:
                for name, proc in self.children:
                    if proc.poll() is not None:
                        log.warning("process exited; stopping the others", process=name, code=proc.returncode)
                        return proc.returncode or 1
                time.sleep(0.5)
        except KeyboardInterrupt:
            return 0
        finally:
            self.stop()

    def stop(self) -> None:
        for _, proc in reversed(self.children):
            if proc.poll() is None:
                proc.terminate()
        for _, proc in self.children:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


def _start_redis(sup: Supervisor, url: str) -> None:
    parsed = urlparse(url)
    if parsed.hostname not in ("127.0.0.1", "localhost") or shutil.which("redis-server") is None:
        raise ConfigError(f"Redis at {url} does not answer; start it or set REDIS_URL")
    port = parsed.port or 6379
    sup.start("redis", ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no"])
    wait_for_port("127.0.0.1", port)


def _start_all(sup: Supervisor, settings: Settings, data_dir: Path) -> None:
    if not _redis_answers(settings.redis_url):
        _start_redis(sup, settings.redis_url)
    if not settings.chroma_host:
        port = free_port()
        sup.env.update(CHROMA_HOST="127.0.0.1", CHROMA_PORT=str(port))
        sup.start("chroma", chroma_command(port, data_dir / "chroma-server"))
        wait_for_port("127.0.0.1", port)
    edabot = [sys.executable, "-m", "edabot.cli"]
    sup.start("worker", [*edabot, "worker"])
    sup.start("api", [*edabot, "serve"])


def run_up(settings: Settings) -> int:
    """Run the whole service locally until Ctrl-C; returns the exit code."""
    data_dir = settings.data_dir.resolve()
    env = {**os.environ, "EDABOT_DATA_DIR": str(data_dir)}
    sup = Supervisor(env)
    if not settings.api_token:
        env["EDABOT_API_TOKEN"] = secrets.token_urlsafe(24)
        sys.stderr.write(f"EDABOT_API_TOKEN was unset; this session's token: {env['EDABOT_API_TOKEN']}\n")
    try:
        _start_all(sup, settings, data_dir)
    except BaseException:
        sup.stop()
        raise
    sys.stderr.write(f"edabot API on http://{settings.service_host}:{settings.service_port} (docs at /docs)\n")
    return sup.wait()
