"""Load benchmark of the service: N concurrent clients on /v1/retrieve and /v1/ask over loopback.

Ingests the example manuals into a scratch data dir, starts ``edabot serve`` as a separate
process, then for each endpoint runs ``--clients`` concurrent httpx clients for
``--seconds`` and prints throughput, p50/p95 latency and errors.

    .venv/bin/python eval/bench_service_load.py --clients 8 --seconds 20 [--workers 2] [--unique]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from edabot.engine import Engine
from edabot.settings import Settings
from service.up import free_port, wait_for_port

MANUALS = Path(__file__).resolve().parents[1] / "examples" / "manuals" / "tessera"
TOKEN = "bench-token"
QUESTIONS = [
    "How do I set the target density of global placement?",
    "What does -timing_driven do?",
    "How do I legalize cells onto rows?",
    "Which command writes the routed database?",
    "How do I fix congestion during routing?",
    "What is the default seed of the placer?",
    "How do I read the SDC constraints?",
    "What are the steps of the tutorial flow?",
    "Which option keeps I/O pins fixed?",
    "How many iterations does the placer run by default?",
]


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0


async def _client(url: str, endpoint: str, deadline: float, offset: int, tally: Tally, unique: bool) -> None:
    async with httpx.AsyncClient(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=60) as http:
        i = offset
        while time.monotonic() < deadline:
            question = QUESTIONS[i % len(QUESTIONS)]
            # A distinct suffix defeats the encoder's query cache, so every request embeds anew.
            body = {"question": f"{question} (variant {offset}-{i})" if unique else question, "k": 5}
            start = time.perf_counter()
            try:
                ok = (await http.post(endpoint, json=body)).status_code == 200
            except httpx.HTTPError:
                ok = False
            tally.latencies.append(time.perf_counter() - start)
            tally.errors += not ok
            i += 1


async def _run(url: str, endpoint: str, clients: int, seconds: float, unique: bool) -> Tally:
    tally = Tally()
    deadline = time.monotonic() + seconds
    await asyncio.gather(*(_client(url, endpoint, deadline, n, tally, unique) for n in range(clients)))
    return tally


def _report(endpoint: str, tally: Tally, seconds: float, clients: int) -> str:
    lat = sorted(tally.latencies)
    p95 = lat[min(len(lat) - 1, int(0.95 * len(lat)))] if lat else float("nan")
    return (f"{endpoint:14s} clients={clients:3d} requests={len(lat):5d} throughput={len(lat) / seconds:7.1f} req/s "
            f"p50={statistics.median(lat) * 1000 if lat else float('nan'):7.1f} ms p95={p95 * 1000:7.1f} ms "
            f"errors={tally.errors}")


def _serve(data_dir: Path, port: int, workers: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "EDABOT_DATA_DIR": str(data_dir), "EDABOT_API_TOKEN": TOKEN, "EDABOT_LOG_LEVEL": "WARNING",
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    argv = [sys.executable, "-m", "edabot.cli", "serve", "--port", str(port), "--workers", str(workers)]
    return subprocess.Popen(argv, env=env)


def _warm(url: str) -> None:
    """One ask per process so model loading is not measured (uvicorn spreads these over workers)."""
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=600) as http:
        for _ in range(8):
            http.post("/v1/ask", json={"question": QUESTIONS[0]}).raise_for_status()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=1, help="uvicorn worker processes")
    parser.add_argument("--endpoints", default="/v1/retrieve,/v1/ask")
    parser.add_argument("--unique", action="store_true", help="make every question distinct (no query cache hits)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="edabot-bench-") as scratch:
        data_dir = Path(scratch) / "data"
        Engine(Settings(EDABOT_DATA_DIR=data_dir)).ingest_paths([MANUALS], "global")
        port = free_port()
        server = _serve(data_dir, port, args.workers)
        try:
            wait_for_port("127.0.0.1", port, timeout_s=300)
            url = f"http://127.0.0.1:{port}"
            _warm(url)
            print(f"cpus={os.cpu_count()} uvicorn_workers={args.workers} seconds={args.seconds} unique={args.unique}")
            for endpoint in args.endpoints.split(","):
                tally = asyncio.run(_run(url, endpoint, args.clients, args.seconds, args.unique))
                print(_report(endpoint, tally, args.seconds, args.clients), flush=True)
        finally:
            server.terminate()
            server.wait(timeout=30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
