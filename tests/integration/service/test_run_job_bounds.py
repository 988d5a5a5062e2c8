"""A run upload bigger than one job may take (``EDABOT_RUN_MAX_JOB_FILES``, ``EDABOT_RUN_MAX_JOB_LINES``) is
cut, not ground through: the job indexes the first run files, says so with the counts in its result and in
the bot's reply, and what it indexed is a whole, queryable run. A job within the bounds takes everything."""

from __future__ import annotations

from collections.abc import Callable

from archives import zip_bytes
from service_harness import AUTH, Service
from sqlalchemy import select

from bot.common.ingest import IngestOutcome, ingest_summary
from bot.common.models import JobStatus
from edabot.settings import Settings
from runs.store import tables
from runs.store.graph import open_run_graph
from runs.store.vectors import search_chunks

SCOPE = "slack:T1/C1"


def _tiny_logs(count: int) -> bytes:
    """``count`` two-line OpenROAD logs, one undriven-net warning each, in one folder of a zip."""
    return zip_bytes({f"tiny/step_{i:04d}.log": f"[INFO GRT-0001] step {i}\n[WARNING GRT-0002] net n{i} has no driver\n"
                      .encode() for i in range(count)})


def _run_job(service: Service, data: bytes) -> dict:
    reply = service.client.post("/v1/documents", headers=AUTH, files=[("files", ("run.zip", data))],
                                data={"scope": SCOPE, "kind": "run"})
    assert reply.status_code == 202, reply.text
    service.work()
    job = service.job(reply.json()["job_id"])
    assert job["state"] == "finished", job
    return job


def _indexed_sources(service: Service) -> tuple[list[str], list[str]]:
    """The artifact paths in the run graph and the sources of the run's vectors, as queries see them."""
    graph = open_run_graph(service.settings.data_dir)
    paths = sorted(graph.values(select(tables.artifact.c.path)))
    hits = search_chunks(service.settings, "net has no driver", [SCOPE], designs=["tiny"], k=5000)
    return paths, sorted({hit.source for hit in hits})


def _listed(service: Service) -> dict:
    reply = service.client.get("/v1/runs", headers=AUTH, params={"scope": SCOPE})
    assert reply.status_code == 200, reply.text
    (run,) = reply.json()["runs"]
    return run


def test_a_zip_of_2000_tiny_logs_is_cut_at_the_file_bound_and_says_so(svc_settings: Callable[..., Settings]) -> None:
    service = Service(svc_settings(EDABOT_RUN_MAX_JOB_FILES=50))
    job = _run_job(service, _tiny_logs(2000))

    cut = job["result"]["cut"]
    assert {k: cut[k] for k in ("bound", "setting", "limit", "files", "files_present", "lines", "next_file")} == {
        "bound": "files", "setting": "EDABOT_RUN_MAX_JOB_FILES", "limit": 50, "files": 50, "files_present": 2000,
        "lines": 100, "next_file": "tiny/step_0050.log"}
    assert cut["message"].startswith("indexed 50 of 2,000 run files (100 lines): the per-upload limit "
                                     "EDABOT_RUN_MAX_JOB_FILES is 50;")
    assert job["result"]["run_files"]["uploads"] == [
        {"source": "run.zip", "files": 50, "files_present": 2000, "lines": 100}]
    assert job["result"]["runs"]["indexed"] == ["tiny"] and not job["errors"]

    first_50 = [f"step_{i:04d}.log" for i in range(50)]
    paths, vector_sources = _indexed_sources(service)
    assert paths == vector_sources == first_50  # the graph and the vectors hold the same whole files
    run = _listed(service)
    assert (run["design"], run["warnings"]) == ("tiny", 50)

    status = JobStatus.model_validate(job)  # what the bots read from GET /v1/jobs/{id}
    reply = ingest_summary(IngestOutcome(jobs=[("run", ["run.zip"], status)]), "this channel")
    assert "Analysed the run in `run.zip`." in reply
    assert ("\u2022 Only part of `run.zip`: indexed 50 of 2,000 run files (100 lines): the per-upload limit "
            "EDABOT_RUN_MAX_JOB_FILES is 50; tiny/step_0050.log in run.zip and every run file after it were "
            "left out.") in reply


def test_the_line_bound_leaves_out_the_first_log_past_it_whole(svc_settings: Callable[..., Settings]) -> None:
    service = Service(svc_settings(EDABOT_RUN_MAX_JOB_LINES=101))
    job = _run_job(service, _tiny_logs(300))

    cut = job["result"]["cut"]
    assert (cut["bound"], cut["setting"], cut["limit"]) == ("lines", "EDABOT_RUN_MAX_JOB_LINES", 101)
    assert (cut["files"], cut["files_present"], cut["lines"], cut["next_file"]) == (50, 300, 100, "tiny/step_0050.log")
    assert "EDABOT_RUN_MAX_JOB_LINES is 101 lines" in cut["message"]
    paths, vector_sources = _indexed_sources(service)
    assert paths == vector_sources == [f"step_{i:04d}.log" for i in range(50)]


def test_a_job_within_the_bounds_takes_every_file(svc_settings: Callable[..., Settings]) -> None:
    """Exactly at both bounds: nothing is cut, and the result says how much was taken of what was sent."""
    service = Service(svc_settings(EDABOT_RUN_MAX_JOB_FILES=30, EDABOT_RUN_MAX_JOB_LINES=60))
    job = _run_job(service, _tiny_logs(30))

    assert "cut" not in job["result"]
    assert job["result"]["run_files"] == {"files": 30, "files_present": 30, "lines": 60, "uploads": [
        {"source": "run.zip", "files": 30, "files_present": 30, "lines": 60}]}
    paths, vector_sources = _indexed_sources(service)
    assert paths == vector_sources == [f"step_{i:04d}.log" for i in range(30)]
    assert _listed(service)["warnings"] == 30
    reply = ingest_summary(IngestOutcome(jobs=[("run", ["run.zip"], JobStatus.model_validate(job))]), "this channel")
    assert reply == "Analysed the run in `run.zip`."
