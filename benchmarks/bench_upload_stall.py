"""``/healthz`` latency while the API takes a big run archive: a small tar.gz that unpacks to a lot.

Builds a tar.gz whose first member is ``--size-mb`` MiB of NUL bytes (gzip packs 1 GiB into about 1 MB)
followed by a ``synth.log``, starts ``edabot serve`` as a process of its own on a scratch data dir, then
polls ``/healthz`` from ``--probes`` clients: first with nothing else going (idle), then while ``--uploads``
clients each POST the archive to ``/v1/documents`` at once. The API lists the archive to decide its kind
(``service.kinds.resolve_kind``); done on the event loop, that stalls every request until it ends.

    .venv/bin/python benchmarks/bench_upload_stall.py --size-mb 1024 [--uploads 1] [--probes 2]

Needs Redis (``REDIS_URL``, default ``redis://127.0.0.1:6379/0``); the queue it uses is deleted at the end.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import uuid
from pathlib import Path

import httpx
import redis
from rq import Queue

from service.up import free_port, stop_process, wait_for_port

TOKEN = "bench-token"


class _Zeros(io.RawIOBase):
    """``size`` NUL bytes, read without holding them in memory."""

    def __init__(self, size: int) -> None:
        self.left = size

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        count = min(len(buffer), self.left)
        buffer[:count] = bytes(count)
        self.left -= count
        return count


def build_archive(path: Path, size: int) -> Path:
    """A tar.gz of ``size`` NUL bytes (``dump/zeros.bin``), then a one-line ``run/synth.log``."""
    with tarfile.open(path, "w:gz") as tar:
        info = tarfile.TarInfo("dump/zeros.bin")
        info.size = size
        tar.addfile(info, io.BufferedReader(_Zeros(size), 1 << 20))
        log = b"Yosys 0.40 (git sha1 0000000)\n"
        info = tarfile.TarInfo("run/synth.log")
        info.size = len(log)
        tar.addfile(info, io.BytesIO(log))
    return path


class Probes:
    """``count`` clients polling ``/healthz`` back to back until stopped; each reply's (sent, answered) time."""

    def __init__(self, url: str, count: int) -> None:
        self.url = url
        self.replies: list[tuple[float, float]] = []
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._poll, daemon=True) for _ in range(count)]

    def _poll(self) -> None:
        with httpx.Client(base_url=self.url, timeout=120) as client:
            while not self._stop.is_set():
                sent = time.monotonic()
                client.get("/healthz").raise_for_status()
                self.replies.append((sent, time.monotonic()))
                time.sleep(0.01)

    def __enter__(self) -> Probes:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(120)


def _latencies(replies: list[tuple[float, float]], start: float = 0.0, end: float = float("inf")) -> str:
    """Reply count, p50 and max latency of the replies sent in [start, end)."""
    lat = sorted(done - sent for sent, done in replies if start <= sent < end)
    if not lat:
        return "n=0"
    return f"n={len(lat)} p50={statistics.median(lat) * 1000:.1f} ms max={lat[-1] * 1000:.1f} ms"


def _upload(url: str, archive: Path, times: list[tuple[float, float, int]]) -> None:
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=600) as client:
        started = time.monotonic()
        reply = client.post("/v1/documents", files=[("files", (archive.name, archive.read_bytes()))],
                            data={"scope": "bench:T1/C1"})
        times.append((started, time.monotonic(), reply.status_code))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size-mb", type=int, default=1024, help="MiB the archive unpacks to (default 1024)")
    parser.add_argument("--uploads", type=int, default=1, help="concurrent uploads of the archive (default 1)")
    parser.add_argument("--probes", type=int, default=2, help="clients polling /healthz (default 2)")
    parser.add_argument("--idle-s", type=float, default=2.0, help="seconds of idle polling first (default 2)")
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    queue = f"edabot-bench-{uuid.uuid4().hex[:8]}"
    with tempfile.TemporaryDirectory(prefix="edabot-stall-") as scratch:
        archive = build_archive(Path(scratch) / "big_run.tar.gz", args.size_mb << 20)
        port = free_port()
        env = {**os.environ, "EDABOT_DATA_DIR": str(Path(scratch) / "data"), "EDABOT_API_TOKEN": TOKEN,
               "EDABOT_QUEUE_NAME": queue, "REDIS_URL": redis_url, "EDABOT_LOG_LEVEL": "WARNING"}
        server = subprocess.Popen([sys.executable, "-m", "app.cli", "serve", "--port", str(port)], env=env,
                                  stdout=subprocess.DEVNULL)
        try:
            wait_for_port("127.0.0.1", port, timeout_s=120)
            url = f"http://127.0.0.1:{port}"
            httpx.get(f"{url}/healthz", timeout=60).raise_for_status()
            print(f"cpus={os.cpu_count()} archive={archive.stat().st_size:,} bytes unpacking to "
                  f"{args.size_mb << 20:,} bytes uploads={args.uploads} probes={args.probes}")
            with Probes(url, args.probes) as idle:
                time.sleep(args.idle_s)
            print(f"idle            /healthz {_latencies(idle.replies)}")
            times: list[tuple[float, float, int]] = []
            with Probes(url, args.probes) as busy:
                time.sleep(0.2)
                uploads = [threading.Thread(target=_upload, args=(url, archive, times)) for _ in range(args.uploads)]
                for thread in uploads:
                    thread.start()
                for thread in uploads:
                    thread.join()
            start, end = min(t[0] for t in times), max(t[1] for t in times)
            print(f"uploads         {', '.join(f'{b - a:.2f} s ({code})' for a, b, code in times)}")
            print(f"during uploads  /healthz {_latencies(busy.replies, start, end)}")
        finally:
            stop_process(server, timeout_s=30)
            Queue(queue, connection=redis.Redis.from_url(redis_url)).delete(delete_jobs=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
