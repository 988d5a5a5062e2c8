"""A worker SIGKILLed mid-job: the job is re-run by another worker and the index equals a clean build."""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from pathlib import Path

import pytest
from service_harness import Service, index_snapshot, start_worker, stop, wait_until, write_manuals

from app.engine import Engine
from edabot.settings import Settings

pytestmark = pytest.mark.slow


def test_killed_worker_job_is_rerun_to_a_clean_index(
    service: Service, svc_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    manuals = write_manuals(tmp_path / "manuals")
    job_id = service.upload("global", *manuals)
    log = tmp_path / "workers.log"

    first = start_worker(service.settings, log)
    wait_until(lambda: service.job(job_id)["progress"]["done"] >= 3, 900, f"progress of job {job_id}; see {log}")
    assert service.job(job_id)["state"] == "started"
    os.killpg(first.pid, signal.SIGKILL)
    first.wait()

    second = start_worker(service.settings, log)
    try:
        wait_until(lambda: service.job(job_id)["state"] in ("finished", "failed"), 900, f"re-run; see {log}")
    finally:
        stop(second)
    job = service.job(job_id)
    assert job["state"] == "finished", job
    assert job["progress"] == {"done": len(manuals), "total": len(manuals), "current": "uploads/tool_39.md"}
    result = job["result"]
    assert sorted(result["indexed"] + result["unchanged"]) == [f"uploads/{p.name}" for p in manuals]
    assert result["unchanged"], "the re-run should have found the files the killed worker finished"

    clean = Engine(svc_settings(EDABOT_DATA_DIR=tmp_path / "clean"))
    clean.ingest_files([(f"uploads/{p.name}", p) for p in manuals], "global")
    assert index_snapshot(Engine(service.settings)) == index_snapshot(clean)
