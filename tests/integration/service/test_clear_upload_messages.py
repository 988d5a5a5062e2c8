"""Uploads refused or skipped say why, in words about the file, and odd but valid ones are taken."""

from __future__ import annotations

import io
import tarfile
import time

from archives import zip_bytes
from rq.job import Job
from service_harness import AUTH, Service

SCOPE = "slack:T1/C1"


def _post(service: Service, name: str, data: bytes, kind: str = "auto"):  # type: ignore[no-untyped-def]
    return service.client.post("/v1/documents", headers=AUTH, files=[("files", (name, data))],
                               data={"scope": SCOPE, "kind": kind})


def _refused(service: Service, name: str, data: bytes) -> str:
    reply = _post(service, name, data)
    assert reply.status_code == 415, reply.text
    return str(reply.json()["error"]["message"])


def _tar_gz(name: str, data: bytes) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        info = tarfile.TarInfo(name)
        info.size = len(data)
        archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def test_a_non_ascii_name_keeps_its_extension(embedded_service: Service) -> None:
    reply = _post(embedded_service, "手册.md", "# 手册\n\nPlacement density is 0.6.\n".encode())
    assert reply.status_code == 202, reply.text
    embedded_service.work()
    (indexed,) = embedded_service.job(reply.json()["job_id"])["result"]["indexed"]
    assert indexed.startswith("uploads/") and indexed.endswith(".md")


def test_random_bytes_named_tar_gz_are_not_a_valid_archive(embedded_service: Service) -> None:
    message = _refused(embedded_service, "run.tar.gz", bytes(range(256)) * 64)
    assert "run.tar.gz is not a valid gzip/tar archive" in message and "'.gz'" not in message


def test_a_zip_inside_a_zip_says_nested_archives_are_not_unpacked(embedded_service: Service) -> None:
    message = _refused(embedded_service, "outer.zip", zip_bytes({"inner.zip": zip_bytes({"synth.log": b"Yosys 0.23\n"})}))
    assert "nested archives are not unpacked" in message and "inner.zip" in message


def test_a_log_of_warnings_is_taken_as_a_run(embedded_service: Service) -> None:
    reply = _post(embedded_service, "build.log", b"Warning: net n1 has no driver\n" * 100_000)
    assert reply.status_code == 202, reply.text
    embedded_service.work()
    job = embedded_service.job(reply.json()["job_id"])
    assert job["state"] == "finished", job
    assert "runs" in job["result"]


def test_skipped_files_are_reported_as_skipped_not_added(embedded_service: Service) -> None:
    files = [("files", ("good.md", b"# Good\n\nText.\n")), ("files", ("empty.md", b"")),
             ("files", ("binary.md", bytes(range(256)) * 8))]
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, files=files, data={"scope": SCOPE})
    assert reply.status_code == 202, reply.text
    embedded_service.work()
    by_name = {d["name"]: d for d in embedded_service.job(reply.json()["job_id"])["result"]["documents"]}
    assert by_name["good.md"]["action"] == "added"
    assert by_name["empty.md"]["action"] == "skipped" and by_name["empty.md"]["reason"] == "empty file"
    assert by_name["binary.md"]["action"] == "skipped" and "binary" in by_name["binary.md"]["reason"]


def test_a_run_of_nul_bytes_is_refused_by_its_compression_ratio(embedded_service: Service) -> None:
    reply = _post(embedded_service, "run.tar.gz", _tar_gz("run/synth.log", b"\0" * 30_000_000))
    assert reply.status_code == 202, reply.text
    embedded_service.work()
    job = embedded_service.job(reply.json()["job_id"])
    assert not job["result"] or not job["result"].get("run_summary"), job
    assert any("compression ratio" in e["reason"] for e in job["errors"]), job


def test_a_deeply_nested_manual_is_refused_at_once_without_retries(embedded_service: Service) -> None:
    rst = "".join("  " * i + "- level\n\n" for i in range(2000)).encode()
    reply = _post(embedded_service, "deep.rst", rst)
    assert reply.status_code == 202, reply.text
    started = time.monotonic()
    embedded_service.work()
    print(f"deep.rst job took {time.monotonic() - started:.2f} s")
    job_id = reply.json()["job_id"]
    job = embedded_service.job(job_id)
    assert [e["source"] for e in job["errors"]] == ["uploads/deep.rst"], job
    assert "nested too deeply" in job["errors"][0]["reason"]
    rq_job = Job.fetch(job_id, connection=embedded_service.client.app.state.job_store.connection)
    assert len(rq_job.results()) == 1, "bad input must not be retried"
