"""``edabot up``: Redis (if none answers), a Chroma server, one API and one worker, as subprocesses.

Embedded Chroma cannot be shared by two processes (a process never sees vectors another
process added after it opened the index), so ``up`` runs a local ``chroma run`` server on the
data dir's own Chroma folder -- the one ``edabot ingest`` and ``deploy/demo.sh`` write embedded,
so their index is served as it is -- and points the API and the worker at it. While it runs,
``up`` holds that folder's embedded lock, so an embedded ``edabot`` process on the same data dir
is refused with the server's address instead of writing behind the server's back. Redis keeps an append-only file under
the data dir too, so queued jobs outlive its restart. ``service.supervisor`` keeps them running (a
dead one is restarted) and stops them all, with what they started, on Ctrl-C or SIGTERM.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
from functools import partial
from pathlib import Path
from urllib.parse import urlparse

import redis

from edabot.errors import ConfigError
from edabot.settings import Settings
from index.chroma import LOCK_FILE, claim_embedded
from service.redis_conn import REDIS_ERRORS
from service.supervisor import ChildSpec, Supervisor


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def port_open(host: str, port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex((host, port)) == 0


def wait_for_port(host: str, port: int, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if port_open(host, port):
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


def redis_command(port: int, folder: Path) -> list[str]:
    """``redis-server`` on 127.0.0.1 that logs every write to an append-only file in ``folder``,
    synced once a second: a restart keeps the queue, losing at most the last second of it."""
    return ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "",
            "--appendonly", "yes", "--appendfsync", "everysec", "--dir", str(folder)]


def _redis_child(url: str, folder: Path) -> ChildSpec:
    parsed = urlparse(url)
    if parsed.hostname not in ("127.0.0.1", "localhost") or shutil.which("redis-server") is None:
        raise ConfigError(f"Redis at {url} does not answer; start it or set REDIS_URL")
    port = parsed.port or 6379
    folder.mkdir(parents=True, exist_ok=True)
    return ChildSpec("redis", redis_command(port, folder), ready=partial(port_open, "127.0.0.1", port))


LEGACY_SERVER_DIR = "chroma-server"
"""Where ``edabot up`` kept its Chroma server's files before it served the data dir's own Chroma folder."""


def serve_chroma_dir(chroma_dir: Path, port: int) -> None:
    """Take ``chroma_dir`` (the data dir's embedded Chroma folder) for a Chroma server on ``port``.

    Holds its embedded lock for this process's lifetime (ConfigError naming the holder when another
    process has it open), and moves in what an earlier ``edabot up`` kept in ``chroma-server/``
    beside it when the folder has no index of its own yet.
    """
    claim_embedded(chroma_dir, holder=f"pid {os.getpid()} (edabot up, serving it as a Chroma server: "
                                      f"set CHROMA_HOST=127.0.0.1 CHROMA_PORT={port} to use it)")
    legacy = chroma_dir.parent / LEGACY_SERVER_DIR
    if not legacy.is_dir():
        return
    if any(p.name != LOCK_FILE for p in chroma_dir.iterdir()):
        sys.stderr.write(f"{legacy} is no longer used: `edabot up` serves {chroma_dir}; vectors only the "
                         "old folder held are re-embedded by `edabot reembed` or the next upload\n")
        return
    for entry in legacy.iterdir():
        entry.rename(chroma_dir / entry.name)
    legacy.rmdir()


def _children(settings: Settings, data_dir: Path, env: dict[str, str]) -> list[ChildSpec]:
    """The processes of ``edabot up``, in start order; sets the Chroma server's address in ``env``."""
    children = [] if _redis_answers(settings.redis_url) else [_redis_child(settings.redis_url, data_dir / "redis")]
    if not settings.chroma_host:
        port = free_port()
        chroma_dir = settings.model_copy(update={"data_dir": data_dir}).chroma_dir()
        serve_chroma_dir(chroma_dir, port)
        env.update(CHROMA_HOST="127.0.0.1", CHROMA_PORT=str(port))
        sys.stderr.write(f"Chroma server for {chroma_dir} on 127.0.0.1:{port}: other edabot commands on this "
                         f"data dir need CHROMA_HOST=127.0.0.1 CHROMA_PORT={port}\n")
        children.append(ChildSpec("chroma", chroma_command(port, chroma_dir),
                                  ready=partial(port_open, "127.0.0.1", port)))
    edabot = [sys.executable, "-m", "app.cli"]
    return [*children, ChildSpec("worker", [*edabot, "worker"]), ChildSpec("api", [*edabot, "serve"])]


def run_up(settings: Settings) -> int:
    """Run the whole service locally until Ctrl-C or SIGTERM; returns the exit code."""
    data_dir = settings.data_dir.resolve()
    env = {**os.environ, "EDABOT_DATA_DIR": str(data_dir)}
    if not settings.api_token:
        env["EDABOT_API_TOKEN"] = secrets.token_urlsafe(24)
        sys.stderr.write(f"EDABOT_API_TOKEN was unset; this session's token: {env['EDABOT_API_TOKEN']}\n")
    supervisor = Supervisor(_children(settings, data_dir, env), env)
    sys.stderr.write(f"edabot API on http://{settings.service_host}:{settings.service_port} (docs at /docs)\n")
    return supervisor.run()
