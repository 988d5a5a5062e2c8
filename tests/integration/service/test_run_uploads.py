"""Synthesis runs uploaded to the service are analysed by ``runs`` and summarized in the job result."""

from __future__ import annotations

import tarfile
from pathlib import Path

from service_harness import AUTH, Service

RUNS = Path(__file__).resolve().parents[2] / "fixtures" / "runs" / "runs"


def test_loose_run_files_and_an_archive_are_ingested_as_runs(embedded_service: Service, tmp_path: Path) -> None:
    archive = tmp_path / "alu8_run.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(RUNS / "alu8", arcname="alu8")
    loose = embedded_service.upload("slack:T1/C1", RUNS / "counter16" / "yosys.log", RUNS / "counter16" / "sta.rpt")
    packed = embedded_service.upload("slack:T1/C1", archive)
    embedded_service.work()

    for job_id, design in ((loose, "counter16"), (packed, "alu8")):
        job = embedded_service.job(job_id)
        assert job["state"] == "finished", job
        assert design in job["result"]["run_summary"]
        assert job["result"]["runs"]["indexed"] and not job["result"]["runs"]["skipped"]
        assert job["progress"]["done"] == job["progress"]["total"] == 1


def test_a_file_that_is_no_run_is_refused_as_run(embedded_service: Service) -> None:
    files = [("files", ("notes.md", b"# Notes\n\nNothing to synthesize.\n"))]
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, files=files, data={"kind": "run"})
    assert reply.status_code == 415 and "not a log, report" in reply.json()["error"]["message"]
