"""``/v1/documents``: upload (queued as an ingest job), list and delete documents of a scope."""

from __future__ import annotations

import io
import json
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, BinaryIO, get_args

import anyio
from fastapi import APIRouter, Request
from fastapi.exceptions import RequestValidationError
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile

from edabot.errors import BadInputError
from edabot.scopes import deletable_scopes, validate_scope, visible_scopes
from service.deps import EngineDep, JobStoreDep, ScopeDep, SettingsDep, UploadStoreDep, UploadThreadsDep
from service.http_errors import NOT_FOUND, error_responses
from service.jobs import ingest_upload
from service.kinds import RequestedKind, UnsupportedTypeError, resolve_kind
from service.models import DocumentText, JobAccepted
from service.pending_uploads import PendingFolder, PendingUploads
from service.thread_limit import ThreadLimit
from service.upload_store import UploadStore
from service.uploads import TooLargeError, UploadWriter, upload_dir

router = APIRouter(prefix="/v1", tags=["documents"])

_MULTIPART_SLACK = 1 << 20
"""Bytes of multipart framing allowed on top of the upload limit before reading the body."""
_KINDS: tuple[str, ...] = get_args(RequestedKind)
_UPLOAD_DOC = {
    "requestBody": {
        "content": {
            "multipart/form-data": {"schema": {"type": "object", "properties": {
                "files": {"type": "array", "items": {"type": "string", "format": "binary"}},
                "scope": {"type": "string"}, "kind": {"type": "string", "enum": list(_KINDS)},
                "replace": {"type": "boolean"}}}},
            "application/json": {"schema": DocumentText.model_json_schema()},
        }
    }
}


_UPLOAD_ERRORS = error_responses(status_413="The upload is larger than EDABOT_MAX_UPLOAD_BYTES.",
                                 status_415="Neither multipart/form-data nor JSON.")


@router.post("/documents", status_code=202, response_model=JobAccepted, openapi_extra=_UPLOAD_DOC,
             responses=_UPLOAD_ERRORS)
async def upload_documents(
    request: Request, settings: SettingsDep, store: JobStoreDep, uploads: UploadStoreDep, threads: UploadThreadsDep
) -> JobAccepted:
    """Save the files under the data dir, record the job's arguments beside them, then queue the job.

    With a shared database (``uploads`` is set) the files move into it before the job is queued,
    so whichever worker takes the job, on whichever host, finds them (``service.upload_store``).
    The record lets a worker queue the job again should Redis lose it (``service.pending_uploads``).

    No file work runs on the event loop: listing a 1 MB tar.gz that unpacks to 1 GiB takes seconds, and
    there it stalled every request, ``/healthz`` included. Parsing a JSON body and all of ``_save`` (writing,
    type sniffing and archive listing, the record) run in one of ``threads``, one call per upload, so an
    upload holds one of them once; the short steps around them run in Starlette's thread pool.
    """
    if int(request.headers.get("content-length") or 0) > settings.max_upload_bytes + _MULTIPART_SLACK:
        raise TooLargeError(settings.max_upload_bytes)
    job_id = uuid.uuid4().hex
    writer = UploadWriter(await run_in_threadpool(upload_dir, settings.data_dir, job_id), settings.max_upload_bytes)
    try:
        async with _read_body(request, threads) as body:
            args = await threads.run(_save, job_id, body, writer, uploads)
        pending: PendingUploads = uploads if uploads is not None else PendingFolder(writer.folder.parent)
        try:
            await run_in_threadpool(store.enqueue, ingest_upload, job_id, body.scope, args)
        except BaseException:
            with anyio.CancelScope(shield=True):
                await run_in_threadpool(pending.delete, job_id)
            raise
    except BaseException:
        with anyio.CancelScope(shield=True):  # a cancelled request still removes what it wrote
            await run_in_threadpool(writer.discard)
        raise
    return JobAccepted(job_id=job_id, status_url=f"/v1/jobs/{job_id}")


@dataclass(frozen=True)
class _Body:
    """What an upload request asks for; ``files`` are (name as sent, contents) pairs."""

    scope: str
    kind: RequestedKind
    replace: bool
    files: list[tuple[str, BinaryIO]]


def _save(job_id: str, body: _Body, writer: UploadWriter, uploads: UploadStore | None) -> dict[str, Any]:
    """Write the files, pick each one's kind (reads the head of text files, lists archives), record the job's
    arguments in the shared database or beside the files; the job's arguments. Blocks: run in a worker thread."""
    for name, stream in body.files:
        writer.add(name, stream)
    kinds = {f.name: resolve_kind(f.path, body.kind) for f in writer.saved}
    args: dict[str, Any] = {"folder": str(writer.folder), "scope": body.scope, "kinds": kinds, "replace": body.replace}
    if uploads is not None:
        args["stored"] = True
        uploads.save(job_id, [(f.name, f.path) for f in writer.saved], args)
        writer.discard()  # before queueing: a worker sharing this data dir writes the same folder
    else:
        PendingFolder(writer.folder.parent).add(job_id, args)
    return args


@asynccontextmanager
async def _read_body(request: Request, threads: ThreadLimit) -> AsyncIterator[_Body]:
    """The upload's fields and files, open until the block ends (a form's spooled files are closed then)."""
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("multipart/form-data"):
        async with request.form(max_files=200) as form:
            files = [f for f in form.getlist("files") if isinstance(f, UploadFile)]
            if not files:
                raise BadInputError("no files: send one or more files in the form field 'files'")
            scope = validate_scope(str(form.get("scope") or "global"))
            kind = _kind(str(form.get("kind") or "auto"))
            replace = _flag(str(form.get("replace") or "false"))
            yield _Body(scope, kind, replace, [(f.filename or "", f.file) for f in files])
        return
    if content_type.startswith("application/json"):
        raw = await request.body()
        try:
            body = await threads.run(_json_body, raw)
        except ValidationError as exc:
            raise RequestValidationError([{**e, "loc": ("body", *e["loc"])} for e in exc.errors()]) from exc
        except ValueError as exc:
            raise BadInputError("the request body is not valid JSON") from exc
        yield body
        return
    raise UnsupportedTypeError("send multipart/form-data (field 'files') or a JSON body {scope, name, text, kind}")


def _json_body(raw: bytes) -> _Body:
    """A JSON body parsed, validated and encoded (a 100 MB text takes a while: run in a worker thread)."""
    doc = DocumentText.model_validate(json.loads(raw))
    return _Body(doc.scope, doc.kind, doc.replace, [(doc.name, io.BytesIO(doc.text.encode("utf-8")))])


def _flag(value: str) -> bool:
    if value.lower() not in ("true", "false", "1", "0"):
        raise BadInputError(f"replace must be true or false, not {value!r}")
    return value.lower() in ("true", "1")


def _kind(value: str) -> RequestedKind:
    if value not in _KINDS:
        raise BadInputError(f"kind must be one of {', '.join(_KINDS)}, not {value!r}")
    return value  # type: ignore[return-value]


@router.get("/documents")
def list_documents(scope: ScopeDep, engine: EngineDep) -> dict[str, Any]:
    return {"documents": [d.to_json() for d in engine.list_documents(visible_scopes(scope))]}


@router.delete("/documents/{doc_id}", responses=NOT_FOUND)
def delete_document(
    doc_id: str, scope: ScopeDep, engine: EngineDep
) -> dict[str, Any]:
    """Remove a document of ``scope`` or of a workspace above it (404 otherwise, global ones included)."""
    return {"deleted": engine.delete_document(doc_id, deletable_scopes(scope)).to_json()}
