"""Jobs that cannot succeed: per-file reasons for bad files, and no retries for a broken setup."""

from __future__ import annotations

import uuid
from pathlib import Path

from rq.job import Job
from service_harness import FIXTURES, Service

from service.jobs import ingest_upload


def test_a_bad_file_is_skipped_with_its_reason_and_the_rest_indexed(embedded_service: Service, tmp_path: Path) -> None:
    broken = tmp_path / "broken.md"
    broken.write_bytes(b"\xff\xfe\x00binary\x00garbage" * 10)
    job_id = embedded_service.upload("global", FIXTURES / "routing.md", broken)
    embedded_service.work()
    job = embedded_service.job(job_id)
    assert job["state"] == "finished"
    assert job["result"]["indexed"] == ["uploads/routing.md"]
    assert [e["source"] for e in job["errors"]] == ["uploads/broken.md"] and job["errors"][0]["reason"]


def test_a_refused_input_fails_the_job_once_with_the_reason(embedded_service: Service, tmp_path: Path) -> None:
    """A job enqueued around the API's checks (bad scope) fails at once instead of being retried."""
    (tmp_path / "doc.md").write_text("# Doc\n\nText.\n")
    store = embedded_service.client.app.state.job_store
    args = {"folder": str(tmp_path), "scope": "bad//scope", "kinds": {"doc.md": "doc"}}
    job_id = f"refused-{uuid.uuid4().hex}"
    store.enqueue(ingest_upload, job_id, "global", args)
    embedded_service.work()
    job = embedded_service.job(job_id)
    assert job["state"] == "failed"
    assert [e["reason"] for e in job["errors"]] == [
        "invalid scope 'bad//scope': use letters, digits and :/._@- (e.g. slack:T1/C2)"
    ]
    rq_job = Job.fetch(job_id, connection=store.connection)
    assert len(rq_job.results()) == 1, "a refused input must not be retried"
