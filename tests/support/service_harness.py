"""Helpers of the service and fault tests: an app + client + in-process worker, and process utilities."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import redis
from fastapi.testclient import TestClient
from rq import Queue, SimpleWorker
from rq.job import Job

from app.engine import Engine
from edabot.settings import Settings
from service.app import create_app
from service.engine_holder import EngineHolder
from service.reaper import renew_lease
from service.up import stop_process, wait_for_port
from service.worker import run_worker

FIXTURES = Path(__file__).parents[1] / "integration" / "service" / "fixtures"
TOKEN = "test-token-0123456789"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def start_redis(port: int) -> subprocess.Popen[bytes]:
    """A throwaway redis-server on ``port`` that keeps nothing on disk."""
    proc = subprocess.Popen(
        ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    wait_for_port("127.0.0.1", port)
    return proc


stop = stop_process
"""The name the test packages use: SIGTERM, then SIGKILL after 10 s."""


class Service:
    """An app, its HTTP client and an in-process worker sharing one engine."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.holder = EngineHolder(settings)
        self.client = TestClient(create_app(settings, self.holder))

    def work(self) -> None:
        """Run every queued job, in this process, with the app's engine."""
        run_worker(self.settings, burst=True, holder=self.holder)

    def upload(self, scope: str, *paths: Path, kind: str = "auto") -> str:
        files = [("files", (p.name, p.read_bytes())) for p in paths]
        reply = self.client.post("/v1/documents", headers=AUTH, files=files, data={"scope": scope, "kind": kind})
        assert reply.status_code == 202, reply.text
        return reply.json()["job_id"]

    def job(self, job_id: str) -> dict:
        reply = self.client.get(f"/v1/jobs/{job_id}", headers=AUTH)
        assert reply.status_code == 200, reply.text
        return reply.json()

    def ingest(self, scope: str, *paths: Path) -> dict:
        job_id = self.upload(scope, *paths)
        self.work()
        job = self.job(job_id)
        assert job["state"] == "finished", job
        return job

    def post(self, path: str, body: dict) -> dict:
        reply = self.client.post(path, headers=AUTH, json=body)
        assert reply.status_code in (200, 201), reply.text
        return reply.json()


@contextmanager
def idle_worker(service: Service, name: str = "edabot-idle-1-abcdef") -> Iterator[SimpleWorker]:
    """A worker registered in RQ with a lease, as ``edabot worker`` is, that runs no jobs (``/readyz`` counts it)."""
    connection = service.client.app.state.job_store.connection
    worker = SimpleWorker([Queue(service.settings.queue_name, connection=connection)], connection=connection, name=name)
    worker.register_birth()
    renew_lease(connection, name, 60)
    try:
        yield worker
    finally:
        worker.register_death()


def wait_until(predicate: Callable[[], bool], timeout_s: float, what: str) -> None:
    """Poll ``predicate``; fail with ``what`` if it never holds (a bound, not a timed assertion)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    pytest.fail(f"timed out waiting for {what}")


def edabot_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "app.cli", *args]


def worker_env(settings: Settings) -> dict[str, str]:
    """The environment of an ``edabot worker`` process working for ``settings``."""
    env = {
        **os.environ, "EDABOT_DATA_DIR": str(settings.data_dir), "REDIS_URL": settings.redis_url,
        "EDABOT_QUEUE_NAME": settings.queue_name, "EDABOT_WORKER_LEASE_S": str(settings.worker_lease_s),
        "EDABOT_JOB_RETRY_BACKOFF_S": str(settings.job_retry_backoff_s),
    }
    if settings.chroma_host:
        env.update(CHROMA_HOST=settings.chroma_host, CHROMA_PORT=str(settings.chroma_port))
    if settings.database_url:
        env.update(EDABOT_DATABASE_URL=settings.database_url)
    return env


def start_worker(settings: Settings, log: Path) -> subprocess.Popen[bytes]:
    """An ``edabot worker`` in a session of its own (``os.killpg`` kills it whole), logging to ``log``."""
    with log.open("ab") as out:
        return subprocess.Popen(edabot_command("worker"), env=worker_env(settings), stdout=out, stderr=out,
                                start_new_session=True)


def executing_pid(redis_url: str, job_id: str) -> int | None:
    """The process id in the name of the worker running ``job_id`` (``edabot-<host>-<pid>-<tag>``)."""
    name = Job.fetch(job_id, connection=redis.Redis.from_url(redis_url)).worker_name
    return int(name.rsplit("-", 2)[1]) if name else None


def write_manuals(folder: Path, count: int = 40) -> list[Path]:
    """Many small manuals; ``set_layer_rc`` recurs so cross-document units are rebuilt too."""
    folder.mkdir()
    paths = []
    for i in range(count):
        path = folder / f"tool_{i:02d}.md"
        path.write_text(
            f"# Tool {i}\n\n## run_step_{i}\n\nThe `run_step_{i}` command runs stage {i} of the flow.\n\n"
            f"| Option | Description |\n|---|---|\n| -effort_{i} | Effort level of stage {i} |\n\n"
            f"```tcl\nrun_step_{i} -effort_{i} high\nset_layer_rc -layer metal{i % 5} -resistance {i}\n```\n\n"
            f"## Notes\n\nCall `set_layer_rc` before `run_step_{i}` when layer metal{i % 5} changes.\n"
        )
        paths.append(path)
    return paths


def index_snapshot(engine: Engine) -> dict[str, object]:
    """Everything that makes up the index of ``global``, independent of timestamps."""
    docs = sorted((d.source, d.scope, d.content_hash, d.lines) for d in engine.list_documents(["global"]))
    chunk_ids, unit_ids = engine.vectors.stored_ids()
    units = sorted(engine.store.all_units(), key=lambda unit: unit.unit_id)
    return {"docs": docs, "stats": engine.stats(), "chunks": sorted(chunk_ids), "units": sorted(unit_ids),
            "unit_rows": units, "known_chunks": sorted(engine.store.all_chunk_ids())}
