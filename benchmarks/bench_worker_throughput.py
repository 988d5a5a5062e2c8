"""What one ingest worker gets through: manuals per minute and run artifacts MB per minute.

Starts ``edabot serve`` and one ``edabot worker`` on a scratch data dir and a private queue (real
Redis), uploads each payload through ``/v1/documents`` and times the job from the worker's own
``started_at``/``ended_at`` (queueing and upload excluded). A warm-up job loads the models first.
Payloads: the OpenROAD manuals (``--manuals``), the run folders under ``--runs`` each as a tar.gz,
and one run whose Yosys log is built up to ``--big-log-mb`` from those logs. The same big log
parsed alone in this process is the baseline, so the worker's overhead reads as a ratio.

    .venv/bin/python benchmarks/bench_worker_throughput.py --manuals ../shared/corpus/openroad \
        --runs eval/sets/runs_blind/runs --runs tests/fixtures/runs/runs --big-log-mb 64
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tarfile
import tempfile
import time
import uuid
from collections.abc import Iterable
from pathlib import Path

import httpx
import redis
from rq.job import Job

from edabot.settings import Settings
from runs.parse.artifacts import parse_artifact
from service.up import free_port, stop_process, wait_for_port

TOKEN = "bench-token"
AUTH = {"Authorization": f"Bearer {TOKEN}"}
MANUAL_SUFFIXES = {".md", ".rst", ".html", ".txt"}


def _spawn(args: list[str], env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        return subprocess.Popen([sys.executable, "-m", "app.cli", *args], env=env, stdout=out, stderr=out)


def _job_seconds(http: httpx.Client, job_id: str) -> tuple[float, dict]:
    """Block until the job ends; its run time as the worker recorded it in RQ (queueing excluded)."""
    while True:
        job = http.get(f"/v1/jobs/{job_id}").json()
        if job["state"] in ("finished", "failed"):
            break
        time.sleep(0.5)
    if job["state"] != "finished":
        raise SystemExit(f"job {job_id} failed: {job}")
    record = Job.fetch(job_id, connection=redis.Redis.from_url(Settings().redis_url))
    assert record.started_at and record.ended_at
    return (record.ended_at - record.started_at).total_seconds(), job


def _upload(http: httpx.Client, paths: Iterable[Path], kind: str) -> str:
    files = [("files", (p.name, p.read_bytes())) for p in paths]
    reply = http.post("/v1/documents", files=files, data={"scope": "global", "kind": kind}, timeout=600)
    if reply.status_code != 202:
        raise SystemExit(f"upload refused: {reply.status_code} {reply.text}")
    return str(reply.json()["job_id"])


def _batches(paths: list[Path]) -> list[list[Path]]:
    """Uploads with no repeated file name (an upload keeps files by name; the corpus repeats README.md)."""
    batches: list[dict[str, Path]] = []
    for path in paths:
        batch = next((b for b in batches if path.name not in b), None)
        if batch is None:
            batch = {}
            batches.append(batch)
        batch[path.name] = path
    return [list(b.values()) for b in batches]


def _pack(folder: Path, out_dir: Path) -> Path:
    archive = out_dir / f"{folder.name}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(folder, arcname=folder.name)
    return archive


def _big_run(sources: list[Path], size_mb: int, out_dir: Path) -> Path:
    """A run folder whose ``yosys.log`` is real logs repeated to ``size_mb`` MiB (as the parser benchmark builds it)."""
    folder = out_dir / "big_run"
    folder.mkdir()
    block = b"".join(log.read_bytes() for log in sources)
    with (folder / "yosys.log").open("wb") as out:
        for _ in range(max(1, size_mb * 1024 * 1024 // len(block))):
            out.write(block)
    return folder


def _size_mb(paths: Iterable[Path]) -> float:
    return sum(p.stat().st_size for p in paths) / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manuals", type=Path, required=True)
    parser.add_argument("--runs", type=Path, action="append", required=True, help="a folder of run folders")
    parser.add_argument("--big-log-mb", type=int, default=64)
    args = parser.parse_args()
    manuals = sorted(p for p in args.manuals.rglob("*") if p.suffix in MANUAL_SUFFIXES)
    run_dirs = sorted(d for root in args.runs for d in root.iterdir() if d.is_dir())
    with tempfile.TemporaryDirectory(prefix="edabot-worker-bench-") as scratch_name:
        scratch = Path(scratch_name)
        env = {**os.environ, "EDABOT_DATA_DIR": str(scratch / "data"), "EDABOT_API_TOKEN": TOKEN,
               "EDABOT_LOG_LEVEL": "WARNING", "EDABOT_QUEUE_NAME": f"edabot-bench-{uuid.uuid4().hex[:8]}",
               "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
        port = free_port()
        procs = [_spawn(["serve", "--port", str(port)], env, scratch / "api.log"),
                 _spawn(["worker"], env, scratch / "worker.log")]
        try:
            wait_for_port("127.0.0.1", port, timeout_s=300)
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", headers=AUTH, timeout=60) as http:
                warm = scratch / "warm.md"
                warm.write_text("# Warm up\n\nLoads the encoder in the worker.\n")
                _job_seconds(http, _upload(http, [warm], "doc"))
                print(f"cpus={os.cpu_count()} load={os.getloadavg()[0]:.1f} "
                      f"run_max_parse_bytes={Settings().run_max_parse_bytes}", flush=True)

                jobs = [_job_seconds(http, _upload(http, batch, "doc")) for batch in _batches(manuals)]
                seconds = sum(t for t, _ in jobs)
                print(f"manuals       files={len(manuals):4d} MB={_size_mb(manuals):7.2f} jobs={len(jobs)} "
                      f"seconds={seconds:7.1f} docs/min={len(manuals) / seconds * 60:7.1f} "
                      f"MB/min={_size_mb(manuals) / seconds * 60:6.2f}", flush=True)

                archives = [_pack(d, scratch) for d in run_dirs]
                seconds, _ = _job_seconds(http, _upload(http, archives, "run"))
                raw = _size_mb(p for d in run_dirs for p in d.rglob("*") if p.is_file())
                print(f"runs          runs={len(run_dirs):4d} MB={raw:7.2f} seconds={seconds:7.1f} "
                      f"runs/min={len(run_dirs) / seconds * 60:7.1f} MB/min={raw / seconds * 60:6.2f}", flush=True)

                big = _big_run([d / "yosys.log" for d in run_dirs if (d / "yosys.log").exists()], args.big_log_mb,
                               scratch)
                log_mb = _size_mb([big / "yosys.log"])
                seconds, _ = _job_seconds(http, _upload(http, [_pack(big, scratch)], "run"))
                print(f"big run       MB={log_mb:7.2f} seconds={seconds:7.1f} MB/min={log_mb / seconds * 60:7.1f}",
                      flush=True)
                start = time.perf_counter()
                parse_artifact(big / "yosys.log", "yosys_log", "yosys.log", 0)
                alone = time.perf_counter() - start
                print(f"parse alone   MB={log_mb:7.2f} seconds={alone:7.1f} MB/min={log_mb / alone * 60:7.1f} "
                      f"worker/parse time ratio={seconds / alone:.2f}", flush=True)
        finally:
            for proc in procs:
                stop_process(proc, timeout_s=30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
