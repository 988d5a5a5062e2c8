"""`edabot up` runs API + worker (+ Chroma server) as processes that together answer questions,
from what it is given to ingest and from what `deploy/demo.sh` indexed before it started."""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Callable
from pathlib import Path

import httpx
import psutil
import pytest
from service_harness import AUTH, FIXTURES, edabot_command, wait_until

from edabot.settings import Settings
from service.up import free_port

pytestmark = pytest.mark.slow
MANUALS = Path(__file__).resolve().parents[3] / "examples" / "manuals"


def _gone(procs: list[psutil.Process]) -> bool:
    """No process left running; a zombie counts as gone (some containers' init never reaps orphans)."""
    def running(proc: psutil.Process) -> bool:
        try:
            return proc.status() != psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            return False

    return not any(running(proc) for proc in procs)


def test_up_ingests_and_answers_then_stops_everything(svc_settings: Callable[..., Settings], tmp_path: Path) -> None:
    settings = svc_settings()
    port = free_port()
    env = {**os.environ, "EDABOT_API_TOKEN": settings.api_token or "", "REDIS_URL": settings.redis_url,
           "EDABOT_QUEUE_NAME": settings.queue_name, "EDABOT_SERVICE_PORT": str(port)}
    log = (tmp_path / "up.log").open("wb")
    proc = subprocess.Popen(edabot_command("--data-dir", str(settings.data_dir), "up"), env=env, stdout=log,
                            stderr=log, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    descendants: list[psutil.Process] = []
    try:
        wait_until(lambda: _answers(f"{url}/healthz"), 300, "the API of `edabot up`")
        with httpx.Client(base_url=url, headers=AUTH, timeout=300) as http:
            files = [("files", ("floorplan.md", (FIXTURES / "floorplan.md").read_bytes()))]
            job_id = http.post("/v1/documents", files=files).json()["job_id"]
            wait_until(lambda: http.get(f"/v1/jobs/{job_id}").json()["state"] == "finished", 600, "the ingest job")
            answer = http.post("/v1/ask", json={"question": "How do I set the core utilization?"}).json()
            assert answer["citations"] and answer["citations"][0]["source"] == "uploads/floorplan.md"
            ready = http.get("/readyz")
            assert ready.status_code == 200, ready.text
        # Each child runs in a session of its own, so its group is not that of `edabot up`: list them all.
        descendants = psutil.Process(proc.pid).children(recursive=True)
        assert len(descendants) >= 3, descendants  # chroma, the worker (and its scheduler), the API
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    assert proc.returncode == 0
    wait_until(lambda: _gone(descendants), 60, "every process of `edabot up` to stop")


def test_up_answers_from_the_index_the_demo_built(svc_settings: Callable[..., Settings], tmp_path: Path) -> None:
    """README's first contact: `bash deploy/demo.sh` (an embedded index), then `edabot up`, then its /v1/ask curl."""
    settings = svc_settings()
    port = free_port()
    env = {**os.environ, "EDABOT_DATA_DIR": str(settings.data_dir), "EDABOT_API_TOKEN": settings.api_token or "",
           "REDIS_URL": settings.redis_url, "EDABOT_QUEUE_NAME": settings.queue_name,
           "EDABOT_SERVICE_PORT": str(port)}
    env.pop("CHROMA_HOST", None)
    demo = subprocess.run(edabot_command("ingest", str(MANUALS)), env=env, capture_output=True, timeout=600)
    assert demo.returncode == 0, demo.stderr.decode()[-2000:]
    log_path = tmp_path / "up.log"
    proc = subprocess.Popen(edabot_command("up"), env=env, stdout=log_path.open("wb"), stderr=subprocess.STDOUT,
                            start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: _answers(f"{url}/healthz"), 300, "the API of `edabot up`")
        with httpx.Client(base_url=url, headers=AUTH, timeout=300) as http:
            reply = http.post("/v1/ask", json={"question": "How do I set the placement density?"})
            assert reply.status_code == 200, reply.text
            citations = reply.json()["citations"]
            assert citations and citations[0]["source"] == "manuals/tessera/placement.md", citations
            ready = http.get("/readyz")
            assert ready.status_code == 200 and ready.json()["components"]["index"] is True, ready.text
        # The folder the server serves is held: an embedded process is told the server's address.
        refused = subprocess.run(edabot_command("ask", "density?"), env=env, capture_output=True, timeout=300)
        assert refused.returncode != 0 and b"set CHROMA_HOST=127.0.0.1 CHROMA_PORT=" in refused.stderr, refused.stderr
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    assert proc.returncode == 0, log_path.read_text()[-4000:]


def _answers(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False
