"""Synthesis runs uploaded to the service are analysed by ``runs`` and summarized in the job result."""

from __future__ import annotations

import tarfile
from pathlib import Path

import pytest
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
        charts = job["result"]["run_charts"]  # numbers the bots draw the run charts from
        assert charts["runs"] == [design] and charts["worst_slack"][0] > 0 and charts["area"]
        (card,) = job["result"]["run_cards"]  # the compact card the bots lay out, numbers with file:line
        assert card["design"] == design and {f["name"] for f in card["fields"]} >= {"Area", "Worst slack", "Warnings"}
        summary = job["result"]["run_summary"]
        for field in card["fields"]:
            assert not field["source"] or f"({field['source']})" in summary


def test_a_file_that_is_no_run_is_refused_as_run(embedded_service: Service) -> None:
    files = [("files", ("notes.md", b"# Notes\n\nNothing to synthesize.\n"))]
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, files=files, data={"kind": "run"})
    assert reply.status_code == 415 and "not a log, report" in reply.json()["error"]["message"]


def test_an_archive_without_run_files_is_an_error_not_an_unknown_design(embedded_service: Service, tmp_path: Path) -> None:
    """A zip of zips (the classic bomb shape) holds no log, report or Verilog: say so, no summary."""
    import io
    import zipfile

    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w", zipfile.ZIP_DEFLATED) as layer:
        layer.writestr("zeros.log", b"\0" * 5_000_000)
    archive = tmp_path / "run.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as outer:
        for i in range(3):
            outer.writestr(f"layer{i}.zip", inner.getvalue())
    job_id = embedded_service.upload("slack:T1/C1", archive, kind="run")  # what the bots send for archives
    embedded_service.work()
    job = embedded_service.job(job_id)
    assert job["result"]["run_summary"] == ""
    assert [e["source"] for e in job["errors"]] == ["run.zip"]
    assert "no logs, reports or Verilog" in job["errors"][0]["reason"]


def test_an_oversized_archive_is_refused_with_the_limit(svc_settings, tmp_path: Path) -> None:
    import zipfile

    service = Service(svc_settings(EDABOT_RUN_MAX_ARCHIVE_BYTES=1_000_000))
    archive = tmp_path / "run.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as packed:
        packed.writestr("synth.log", b"\0" * 5_000_000)
    job_id = service.upload("slack:T1/C1", archive, kind="run")
    service.work()
    job = service.job(job_id)
    assert job["state"] == "failed"
    assert any("unpacks to more than 1000000 bytes" in e["reason"] for e in job["errors"])


def test_each_uploaded_run_is_parsed_once(embedded_service: Service, monkeypatch: pytest.MonkeyPatch) -> None:
    """The job's summary reuses the ingest's analysis: a large log is not read a second time."""
    import runs.parse.run_folder
    import runs.store.ingest

    analysed: list[str] = []
    real = runs.parse.run_folder.analyze_run

    def counting(root: Path, *args: object, **kwargs: object) -> runs.parse.run_folder.RunAnalysis:
        analysed.append(root.name)
        return real(root, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(runs.parse.run_folder, "analyze_run", counting)
    monkeypatch.setattr(runs.store.ingest, "analyze_run", counting)
    job_id = embedded_service.upload("slack:T1/C1", RUNS / "uart_tx" / "yosys.log")
    embedded_service.work()
    job = embedded_service.job(job_id)
    assert job["state"] == "finished" and "uart_tx" in job["result"]["run_summary"]
    assert analysed == ["run"]


def test_an_archive_of_two_runs_is_summarized_run_by_run(embedded_service: Service, tmp_path: Path) -> None:
    archive = tmp_path / "two_runs.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(RUNS / "alu8", arcname="alu8")
        tar.add(RUNS / "counter16", arcname="counter16")
    job_id = embedded_service.upload("slack:T1/C2", archive)
    embedded_service.work()
    job = embedded_service.job(job_id)
    assert job["state"] == "finished", job
    assert sorted(card["design"] for card in job["result"]["run_cards"]) == ["alu8", "counter16"]
    assert job["progress"]["done"] == job["progress"]["total"] == 2  # one upload that held two runs
    areas = {block.split()[1]: next(line for line in block.splitlines() if "chip area:" in line)
             for block in job["result"]["run_summary"].split("\n\n")}  # each design with its own numbers
    assert "18432.000000" in areas["alu8"] and "29592.000000" in areas["counter16"], areas
