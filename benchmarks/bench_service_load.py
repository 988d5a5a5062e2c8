"""Load benchmark of the service: N concurrent clients on /v1/retrieve and /v1/ask over loopback.

Ingests the example manuals into a scratch data dir, starts ``edabot serve`` as a separate
process, then for each endpoint runs ``--clients`` concurrent httpx clients for
``--seconds`` and prints throughput, p50/p95 latency, errors and the server's CPU time per request.

With ``--ingest-workers N`` the single-host deployment of ``edabot up`` is measured instead
(a ``chroma run`` server, Redis, the API and N ``edabot worker`` processes sharing the data
dir): first idle, then again while the workers ingest ``--ingest-dir`` (uploaded through
the API into a sibling channel of the asking one), and the ratios of the two are printed.

    .venv/bin/python benchmarks/bench_service_load.py --clients 8 --seconds 20 [--workers 2] [--unique]
    .venv/bin/python benchmarks/bench_service_load.py --clients 8 --seconds 20 --unique --ingest-workers 1
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
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from edabot.settings import Settings
from service.up import chroma_command, free_port, stop_process, wait_for_port

MANUALS = Path(__file__).resolve().parents[1] / "examples" / "manuals" / "tessera"
TOKEN = "bench-token"
ASKER, UPLOADER = "bench:T1/C1", "bench:T1/C2"
"""Questions come from one channel while manuals are uploaded into its sibling, so answers stay comparable."""
FILES_PER_JOB = 4
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


async def _client(url: str, endpoint: str, deadline: float, offset: int, tally: Tally, unique: bool,
                  scope: str) -> None:
    async with httpx.AsyncClient(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=60) as http:
        i = offset
        while time.monotonic() < deadline:
            question = QUESTIONS[i % len(QUESTIONS)]
            # A distinct suffix defeats the encoder's query cache, so every request embeds anew.
            body = {"question": f"{question} (variant {offset}-{i})" if unique else question, "k": 5, "scope": scope}
            start = time.perf_counter()
            try:
                ok = (await http.post(endpoint, json=body)).status_code == 200
            except httpx.HTTPError:
                ok = False
            tally.latencies.append(time.perf_counter() - start)
            tally.errors += not ok
            i += 1


async def _run(url: str, endpoint: str, clients: int, seconds: float, unique: bool, scope: str) -> Tally:
    tally = Tally()
    deadline = time.monotonic() + seconds
    await asyncio.gather(*(_client(url, endpoint, deadline, n, tally, unique, scope) for n in range(clients)))
    return tally


def _figures(tally: Tally, seconds: float) -> tuple[float, float, float]:
    """Throughput (req/s), p50 and p95 (ms)."""
    lat = sorted(tally.latencies)
    if not lat:
        return 0.0, float("nan"), float("nan")
    p95 = lat[min(len(lat) - 1, int(0.95 * len(lat)))]
    return len(lat) / seconds, statistics.median(lat) * 1000, p95 * 1000


def _report(endpoint: str, tally: Tally, seconds: float, clients: int, phase: str = "") -> str:
    throughput, p50, p95 = _figures(tally, seconds)
    return (f"{phase}{endpoint:14s} clients={clients:3d} requests={len(tally.latencies):5d} "
            f"throughput={throughput:7.1f} req/s p50={p50:7.1f} ms p95={p95:7.1f} ms errors={tally.errors}")


def _ratio(endpoint: str, idle: Tally, busy: Tally, seconds: float) -> str:
    (t0, p50_0, p95_0), (t1, p50_1, p95_1) = _figures(idle, seconds), _figures(busy, seconds)
    return (f"ratio      {endpoint:14s} throughput={t1 / t0:.2f}x p50={p50_1 / p50_0:.2f}x p95={p95_1 / p95_0:.2f}x "
            f"(ingesting / idle)")


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` and its direct children (uvicorn workers), from /proc."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        stats = [Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split() for p in [pid, *children]]
    except OSError:
        return float("nan")
    return sum(int(f[11]) + int(f[12]) for f in stats) / os.sysconf("SC_CLK_TCK")


def _env(data_dir: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "EDABOT_DATA_DIR": str(data_dir), "EDABOT_API_TOKEN": TOKEN, "EDABOT_LOG_LEVEL": "WARNING",
            "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", **extra}


def _index_examples(env: dict[str, str], scope: str) -> None:
    """The example manuals into ``scope``, by ``edabot ingest`` in a process of its own: an embedded
    Chroma held open by this process would be refused to the API."""
    subprocess.run([sys.executable, "-m", "app.cli", "ingest", str(MANUALS), "--scope", scope], env=env, check=True,
                   stdout=subprocess.DEVNULL)


def _serve_argv(port: int, workers: int) -> list[str]:
    return [sys.executable, "-m", "app.cli", "serve", "--port", str(port), "--workers", str(workers)]


@contextmanager
def _process(argv: list[str], env: dict[str, str] | None = None) -> Iterator[subprocess.Popen[bytes]]:
    """A child process, terminated (then killed) on the way out."""
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL)
    try:
        yield proc
    finally:
        stop_process(proc, timeout_s=30)


def _warm(url: str, scope: str) -> None:
    """One ask per process so model loading is not measured (uvicorn spreads these over workers)."""
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=600) as http:
        for _ in range(8):
            http.post("/v1/ask", json={"question": QUESTIONS[0], "scope": scope}).raise_for_status()


def _upload_all(url: str, paths: list[Path]) -> list[str]:
    """``paths``, FILES_PER_JOB to an ingest job, into UPLOADER's scope; the job ids."""
    jobs = []
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=120) as http:
        for i in range(0, len(paths), FILES_PER_JOB):
            files = [("files", (f"{n}-{p.name}", p.read_bytes())) for n, p in enumerate(paths[i:i + FILES_PER_JOB], i)]
            reply = http.post("/v1/documents", files=files, data={"scope": UPLOADER})
            reply.raise_for_status()
            jobs.append(reply.json()["job_id"])
    return jobs


def _wait_finished(url: str, jobs: list[str]) -> None:
    """Until every job ended (the warm-up job that loads the workers' models)."""
    while set(_job_states(url, jobs)) - {"finished", "failed"}:
        time.sleep(1)


def _job_states(url: str, jobs: list[str]) -> dict[str, int]:
    states: dict[str, int] = {}
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=60) as http:
        for job in jobs:
            state = http.get(f"/v1/jobs/{job}").json()["state"]
            states[state] = states.get(state, 0) + 1
    return states


def _idle_only(args: argparse.Namespace, scratch: Path) -> None:
    env, port = _env(scratch / "data"), free_port()
    _index_examples(env, "global")
    with _process(_serve_argv(port, args.workers), env) as server:
        wait_for_port("127.0.0.1", port, timeout_s=300)
        url = f"http://127.0.0.1:{port}"
        _warm(url, "global")
        print(f"cpus={os.cpu_count()} uvicorn_workers={args.workers} seconds={args.seconds} unique={args.unique}")
        for endpoint in args.endpoints.split(","):
            before = _cpu_seconds(server.pid)
            tally = asyncio.run(_run(url, endpoint, args.clients, args.seconds, args.unique, "global"))
            cpu_ms = 1000 * (_cpu_seconds(server.pid) - before) / max(1, len(tally.latencies))
            print(f"{_report(endpoint, tally, args.seconds, args.clients)} server_cpu={cpu_ms:.1f} ms/req", flush=True)


def _while_ingesting(args: argparse.Namespace, scratch: Path) -> None:
    """Idle (workers up, queue empty), then while the workers ingest, on the single-host deployment of ``edabot up``."""
    data_dir, chroma_port, port = scratch / "data", free_port(), free_port()
    env = _env(data_dir, CHROMA_HOST="127.0.0.1", CHROMA_PORT=str(chroma_port),
               EDABOT_QUEUE_NAME=f"edabot-bench-{uuid.uuid4().hex[:8]}")
    url = f"http://127.0.0.1:{port}"
    endpoints = args.endpoints.split(",")
    with ExitStack() as stack:
        stack.enter_context(_process(chroma_command(chroma_port, scratch / "chroma-server")))
        wait_for_port("127.0.0.1", chroma_port, timeout_s=60)
        _index_examples(env, ASKER)
        stack.enter_context(_process(_serve_argv(port, args.workers), env))
        for _ in range(args.ingest_workers):
            stack.enter_context(_process([sys.executable, "-m", "app.cli", "worker"], env))
        wait_for_port("127.0.0.1", port, timeout_s=300)
        _warm(url, ASKER)
        _wait_finished(url, _upload_all(url, sorted(MANUALS.glob("*.md"))))  # the workers load their models
        print(f"cpus={os.cpu_count()} uvicorn_workers={args.workers} seconds={args.seconds} unique={args.unique} "
              f"chroma=server ingest_workers={args.ingest_workers} ingest_dir={args.ingest_dir}")
        idle = {e: asyncio.run(_run(url, e, args.clients, args.seconds, args.unique, ASKER)) for e in endpoints}
        for endpoint, tally in idle.items():
            print(_report(endpoint, tally, args.seconds, args.clients, "idle       "), flush=True)
        jobs = _upload_all(url, sorted(args.ingest_dir.rglob("*.md")))
        busy = {}
        for endpoint in endpoints:
            busy[endpoint] = asyncio.run(_run(url, endpoint, args.clients, args.seconds, args.unique, ASKER))
            print(_report(endpoint, busy[endpoint], args.seconds, args.clients, "ingesting  "), flush=True)
            print(f"ingest jobs after this endpoint: {_job_states(url, jobs)} of {len(jobs)}", flush=True)
        for endpoint in endpoints:
            print(_ratio(endpoint, idle[endpoint], busy[endpoint], args.seconds))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=1, help="uvicorn worker processes")
    parser.add_argument("--endpoints", default="/v1/retrieve,/v1/ask")
    parser.add_argument("--unique", action="store_true", help="make every question distinct (no query cache hits)")
    parser.add_argument("--ingest-workers", type=int, default=0,
                        help="measure idle, then while this many `edabot worker` processes ingest --ingest-dir")
    parser.add_argument("--ingest-dir", type=Path, default=Settings().eval_openroad_corpus,
                        help="Markdown manuals to upload for the ingesting phase (default: $EDABOT_EVAL_OPENROAD_CORPUS)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="edabot-bench-") as scratch:
        if args.ingest_workers:
            _while_ingesting(args, Path(scratch))
        else:
            _idle_only(args, Path(scratch))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
