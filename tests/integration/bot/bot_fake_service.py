"""A fake edabot service on 127.0.0.1 that implements the /v1 HTTP contract the bots use.

Jobs advance one file per poll, so tests see real progress edits; everything received is recorded.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, StreamingResponse

API_TOKEN = "service-token"


@dataclass
class FakeJob:
    job_id: str
    scope: str
    kind: str
    names: list[str]
    polls: int = 0


@dataclass
class FakeService:
    asks: list[dict[str, Any]] = field(default_factory=list)
    uploads: list[dict[str, Any]] = field(default_factory=list)
    feedback: list[dict[str, Any]] = field(default_factory=list)
    deleted: list[tuple[str, str]] = field(default_factory=list)
    documents: list[dict[str, Any]] = field(default_factory=list)
    jobs: dict[str, FakeJob] = field(default_factory=dict)
    answer: str = "Use `set_wire_rc` before `estimate_parasitics` [1]."
    citations: list[dict[str, Any]] = field(
        default_factory=lambda: [{"n": 1, "source": "openroad/grt.md", "start_line": 10, "end_line": 24, "section": "Global Routing"}]
    )
    ask_delay_s: float = 0.0
    ask_status: int = 200
    stream_deltas: list[str] | None = None
    """With ``stream: true``: the deltas sent before the final answer (default: the answer's words)."""
    run_summary: str = "Run summary: design `alu`, 412 cells, chip area 1234.5, 2 warnings."
    run_charts: dict[str, Any] | None = None
    """Chart numbers (``ChartData`` JSON) a finished run job returns; none by default, as older services send."""
    run_job_summary: str | None = None
    run_job_cards: list[dict[str, Any]] | None = None
    """The ``run_summary`` text a finished run job returns (default: ``Run summary for <files>``)."""
    _ids: Any = field(default_factory=lambda: itertools.count(1))


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message, "request_id": "req-1"}}, status_code=status)


def _job_json(job: FakeJob, run_charts: dict[str, Any] | None = None, summary: str | None = None,
              cards: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Poll n of a job over k files reports n/k done; poll k+1 reports it finished."""
    total = len(job.names)
    done = min(job.polls, total)
    state = "finished" if job.polls > total else "started"
    errors = [{"source": n, "reason": "no text could be extracted"} for n in job.names if "broken" in n]
    result = None
    if state == "finished":
        result = {"run_summary": summary or "Run summary for " + ", ".join(job.names)} if job.kind == "run" else {
            "indexed": [n for n in job.names if "broken" not in n]}
        if job.kind == "run" and run_charts is not None:
            result["run_charts"] = run_charts
        if job.kind == "run" and cards is not None:
            result["run_cards"] = cards
    current = job.names[done - 1] if 0 < done <= total else None
    return {"job_id": job.job_id, "state": state, "scope": job.scope, "errors": errors if state == "finished" else [],
            "progress": {"done": done, "total": total, "current": current}, "result": result}


async def _sse(state: FakeService, final: dict[str, Any]) -> Any:
    deltas = state.stream_deltas if state.stream_deltas is not None else [w + " " for w in state.answer.split()]
    yield b'event: status\ndata: {"stage": "searching"}\n\n'
    for text in deltas:
        yield f"event: delta\ndata: {json.dumps({'text': text})}\n\n".encode()
    yield f"event: final\ndata: {json.dumps(final)}\n\n".encode()


def build_fake_service(state: FakeService) -> FastAPI:
    app = FastAPI()

    @app.middleware("http")
    async def auth(request: Request, call_next: Any) -> Any:
        if request.headers.get("authorization") != f"Bearer {API_TOKEN}":
            return _error(401, "unauthorized", "missing or wrong bearer token")
        return await call_next(request)

    @app.post("/v1/ask")
    async def ask(request: Request) -> Any:
        body = await request.json()
        state.asks.append(body)
        await asyncio.sleep(state.ask_delay_s)
        if state.ask_status != 200:
            return _error(state.ask_status, "unavailable", "generator overloaded")
        final = {"answer_id": f"ans-{len(state.asks)}", "answer": state.answer, "citations": state.citations,
                 "abstained": False, "notes": []}
        if body.get("stream"):
            return StreamingResponse(_sse(state, final), media_type="text/event-stream")
        return final

    @app.post("/v1/documents", status_code=202)
    async def upload(request: Request) -> Any:
        if "multipart" in request.headers.get("content-type", ""):
            form = await request.form()
            files = {f.filename: await f.read() for f in form.getlist("files")}
            record = {"scope": form["scope"], "kind": form["kind"], "files": files}
        else:
            body = await request.json()
            record = {"scope": body["scope"], "kind": body.get("kind", "auto"), "files": {body["name"]: body["text"].encode()}}
        state.uploads.append(record)
        job = FakeJob(f"job-{next(state._ids)}", record["scope"], record["kind"], list(record["files"]))
        state.jobs[job.job_id] = job
        return {"job_id": job.job_id, "status_url": f"/v1/jobs/{job.job_id}"}

    @app.get("/v1/jobs/{job_id}")
    async def job(job_id: str) -> Any:
        found = state.jobs.get(job_id)
        if found is None:
            return _error(404, "not_found", f"no job {job_id}")
        found.polls += 1
        return _job_json(found, state.run_charts, state.run_job_summary, state.run_job_cards)

    @app.get("/v1/jobs")
    async def jobs(scope: str) -> Any:
        return {"jobs": [_job_json(j) for j in state.jobs.values() if j.scope == scope]}

    @app.get("/v1/documents")
    async def documents(scope: str) -> Any:
        parts = scope.split("/")
        visible = {"global", scope, parts[0]}
        return {"documents": [d for d in state.documents if d["scope"] in visible]}

    @app.delete("/v1/documents/{doc_id}")
    async def delete(doc_id: str, scope: str) -> Any:
        for doc in state.documents:
            if doc["doc_id"] == doc_id and doc["scope"] == scope:
                state.documents.remove(doc)
                state.deleted.append((doc_id, scope))
                return {"deleted": doc}
        return _error(404, "not_found", f"no document {doc_id} in {scope}")

    @app.post("/v1/feedback", status_code=201)
    async def feedback(request: Request) -> Any:
        state.feedback.append(await request.json())
        return {"ok": True}

    return app
