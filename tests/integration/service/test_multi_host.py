"""Two API processes and two workers, each on its own test host (a network namespace) with its own data
dir, sharing only PostgreSQL, Redis and a Chroma server reached over the test network: what one API
ingests the other answers from, and a worker killed mid-job leaves the index a clean ingest builds."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from netns import Host, Relay, TestNetwork
from service_harness import (
    AUTH,
    FIXTURES,
    TOKEN,
    edabot_command,
    executing_pid,
    index_snapshot,
    stop,
    wait_until,
    write_manuals,
)
from sqlalchemy.engine import make_url

from app.engine import Engine
from edabot.settings import Settings
from service.up import chroma_command, free_port, wait_for_port
from service.upload_store import UploadStore

pytestmark = pytest.mark.slow
MODEL_LOAD_S = 300
"""Bound on a process's start and its first request (the engine loads its models then)."""
API_PORT = 8000
"""Every API host listens on the same port: they are separate hosts, not separate ports of one."""


@dataclass(frozen=True)
class Api:
    url: str

    def get(self, path: str, **params: str) -> Any:
        reply = httpx.get(self.url + path, headers=AUTH, params=params, timeout=MODEL_LOAD_S)
        assert reply.status_code == 200, reply.text
        return reply.json()

    def post(self, path: str, body: dict[str, Any]) -> Any:
        reply = httpx.post(self.url + path, headers=AUTH, json=body, timeout=MODEL_LOAD_S)
        assert reply.status_code == 200, reply.text
        return reply.json()

    def upload(self, *paths: Path) -> str:
        files = [("files", (p.name, p.read_bytes())) for p in paths]
        reply = httpx.post(self.url + "/v1/documents", headers=AUTH, files=files, data={"scope": "global"},
                           timeout=MODEL_LOAD_S)
        assert reply.status_code == 202, reply.text
        return str(reply.json()["job_id"])

    def job(self, job_id: str) -> dict[str, Any]:
        return dict(self.get(f"/v1/jobs/{job_id}"))

    def documents(self) -> list[dict[str, Any]]:
        return sorted(self.get("/v1/documents", scope="global")["documents"], key=lambda d: d["source"])


@dataclass
class Cluster:
    """Hosts as network namespaces on one test network; ``shared`` is all they have in common."""

    root: Path
    network: TestNetwork
    shared: dict[str, str]
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)

    def settings(self, host: str) -> Settings:
        return Settings(EDABOT_DATA_DIR=self.root / host, EDABOT_DATABASE_URL=self.shared["EDABOT_DATABASE_URL"],
                        CHROMA_HOST=self.shared["CHROMA_HOST"], CHROMA_PORT=int(self.shared["CHROMA_PORT"]))

    def _start(self, host: Host, *args: str) -> subprocess.Popen[bytes]:
        env = {**os.environ, **self.shared, "EDABOT_DATA_DIR": str(self.root / host.name)}
        with (self.root / f"{host.name}.log").open("ab") as log:
            proc = subprocess.Popen(host.command(edabot_command(*args)), env=env, stdout=log, stderr=log,
                                    start_new_session=True)
        self.procs.append(proc)
        return proc

    def api(self, name: str) -> Api:
        host = self.network.add_host(name)
        self._start(host, "serve", "--host", host.address, "--port", str(API_PORT))
        wait_for_port(host.address, API_PORT, timeout_s=MODEL_LOAD_S)
        return Api(f"http://{host.address}:{API_PORT}")

    def worker(self, name: str) -> subprocess.Popen[bytes]:
        return self._start(self.network.add_host(name), "worker")

    def stop_all(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                stop(proc)


@pytest.fixture
def network() -> Iterator[TestNetwork]:
    network = TestNetwork()
    try:
        yield network
    finally:
        network.close()


def _published(url: str, relay: Relay, address: str) -> str:
    """``url`` with its host and port replaced by the relay's, as the namespaced hosts must dial it."""
    return make_url(url).set(host=address, port=relay.port).render_as_string(hide_password=False)


@pytest.fixture
def cluster(tmp_path: Path, network: TestNetwork, redis_url: str, postgres_url: str) -> Iterator[Cluster]:
    from postgres import scratch_database

    chroma_port = free_port()
    chroma = subprocess.Popen(chroma_command(chroma_port, tmp_path / "chroma-server", host=network.address),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for_port(network.address, chroma_port, timeout_s=60)
    redis_target = make_url(redis_url)
    redis_relay = Relay(network.address, (redis_target.host or "127.0.0.1", redis_target.port or 6379))
    with scratch_database() as database_url:
        database = make_url(database_url)
        postgres_relay = Relay(network.address, (database.host or "127.0.0.1", database.port or 5432))
        cluster = Cluster(tmp_path, network, {
            "EDABOT_DATABASE_URL": _published(database_url, postgres_relay, network.address),
            "REDIS_URL": _published(redis_url, redis_relay, network.address), "CHROMA_HOST": network.address,
            "CHROMA_PORT": str(chroma_port), "EDABOT_API_TOKEN": TOKEN,
            "EDABOT_QUEUE_NAME": f"edabot-test-{uuid.uuid4().hex[:8]}", "EDABOT_WORKER_LEASE_S": "2.0",
            "EDABOT_JOB_RETRY_BACKOFF_S": "0",
        })
        try:
            yield cluster
        finally:
            cluster.stop_all()
            postgres_relay.close()
    redis_relay.close()
    stop(chroma)


def _finished(api: Api, job_id: str, cluster: Cluster) -> dict[str, Any]:
    wait_until(lambda: api.job(job_id)["state"] in ("finished", "failed"), 900,
               f"job {job_id}; see the logs in {cluster.root}")
    job = api.job(job_id)
    assert job["state"] == "finished", job
    return job


def _answer(api: Api, question: str) -> dict[str, Any]:
    reply = api.post("/v1/ask", {"question": question, "scope": "global"})
    return {key: reply[key] for key in ("answer", "citations", "abstained")}


def test_two_apis_two_workers_share_one_index(cluster: Cluster, redis_url: str, tmp_path: Path) -> None:
    api_a, api_b = cluster.api("api-a"), cluster.api("api-b")
    workers = [cluster.worker("worker-a"), cluster.worker("worker-b")]
    manuals = [FIXTURES / "floorplan.md", FIXTURES / "placement.md", FIXTURES / "routing.md"]

    job = _finished(api_b, api_a.upload(*manuals), cluster)
    assert sorted(job["result"]["indexed"]) == [f"uploads/{p.name}" for p in manuals]
    for question in ("How do I set the placement density?", "core utilization of initialize_floorplan"):
        from_b = _answer(api_b, question)
        assert not from_b["abstained"] and from_b["citations"]
        assert _answer(api_a, question) == from_b
    assert api_a.documents() == api_b.documents()
    assert [d["source"] for d in api_b.documents()] == [f"uploads/{p.name}" for p in manuals]

    large = write_manuals(tmp_path / "large")
    job_id = api_b.upload(*large)
    wait_until(lambda: api_a.job(job_id)["progress"]["done"] >= 3, 900, f"progress of job {job_id}")
    pid = executing_pid(redis_url, job_id)
    victim = next(w for w in workers if w.pid == pid)
    os.killpg(victim.pid, signal.SIGKILL)
    victim.wait()

    job = _finished(api_a, job_id, cluster)
    result = job["result"]
    assert sorted(result["indexed"] + result["unchanged"]) == [f"uploads/{p.name}" for p in large]
    assert result["unchanged"], "the re-run should have found the files the killed worker finished"
    assert api_a.documents() == api_b.documents()
    database_url = cluster.shared["EDABOT_DATABASE_URL"]
    assert UploadStore(tmp_path / "unused.sqlite3", database_url).pending() == []
    cluster.stop_all()

    clean = Engine(Settings(EDABOT_DATA_DIR=tmp_path / "clean"))
    clean.ingest_files([(f"uploads/{p.name}", p) for p in manuals], "global")
    clean.ingest_files([(f"uploads/{p.name}", p) for p in large], "global")
    expected = index_snapshot(clean)
    assert len(set(expected["chunks"])) == len(expected["chunks"])  # type: ignore[arg-type]
    for host in ("api-a", "api-b"):
        assert index_snapshot(Engine(cluster.settings(host))) == expected


def _connects(host: Host, address: str, port: int) -> bool:
    """Whether a process on ``host`` can open a TCP connection to ``address:port``."""
    probe = f"import socket; s = socket.socket(); s.settimeout(2); raise SystemExit(s.connect_ex(({address!r}, {port})))"
    return subprocess.run(host.command([sys.executable, "-c", probe]), capture_output=True).returncode == 0


def test_test_hosts_share_only_what_is_published(network: TestNetwork, redis_url: str) -> None:
    """The hosts of the test above are really apart: each has its own ports and none sees the services' loopback."""
    first, second = network.add_host("first"), network.add_host("second")
    servers = [subprocess.Popen(host.command([sys.executable, "-m", "http.server", str(API_PORT), "--bind", host.address]),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for host in (first, second)]
    try:
        for host in (first, second):
            wait_for_port(host.address, API_PORT, timeout_s=30)  # the same port on both: two hosts, not two ports
        redis_port = make_url(redis_url).port or 6379
        assert not _connects(first, "127.0.0.1", redis_port)
        relay = Relay(network.address, ("127.0.0.1", redis_port))
        try:
            assert _connects(first, network.address, relay.port)
        finally:
            relay.close()
        assert _connects(first, second.address, API_PORT)
    finally:
        for server in servers:
            stop(server)
