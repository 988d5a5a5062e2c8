"""``/v1/documents``: upload (queued as an ingest job), list and delete documents of a scope."""

from __future__ import annotations

import io
import uuid
from typing import Any, get_args

from fastapi import APIRouter, Request
from fastapi.exceptions import RequestValidationError
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile

from edabot.errors import BadInputError
from edabot.scopes import deletable_scopes, validate_scope, visible_scopes
from service.deps import EngineDep, JobStoreDep, ScopeDep, SettingsDep, UploadStoreDep
from service.http_errors import NOT_FOUND, error_responses
from service.jobs import ingest_upload
from service.kinds import RequestedKind, UnsupportedTypeError, resolve_kind
from service.models import DocumentText, JobAccepted
from service.pending_uploads import PendingFolder, PendingUploads
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
    request: Request, settings: SettingsDep, store: JobStoreDep, uploads: UploadStoreDep
) -> JobAccepted:
    """Save the files under the data dir, record the job's arguments beside them, then queue the job.

    With a shared database (``uploads`` is set) the files move into it before the job is queued,
    so whichever worker takes the job, on whichever host, finds them (``service.upload_store``).
    The record lets a worker queue the job again should Redis lose it (``service.pending_uploads``).
    """
    if int(request.headers.get("content-length") or 0) > settings.max_upload_bytes + _MULTIPART_SLACK:
        raise TooLargeError(settings.max_upload_bytes)
    job_id = uuid.uuid4().hex
    writer = UploadWriter(upload_dir(settings.data_dir, job_id), settings.max_upload_bytes)
    try:
        scope, kind, replace = await _save_body(request, writer)
        kinds = {f.name: resolve_kind(f.path, kind) for f in writer.saved}
        args: dict[str, Any] = {"folder": str(writer.folder), "scope": scope, "kinds": kinds, "replace": replace}
        pending: PendingUploads
        if uploads is not None:
            args["stored"] = True
            await run_in_threadpool(uploads.save, job_id, [(f.name, f.path) for f in writer.saved], args)
            writer.discard()  # before queueing: a worker sharing this data dir writes the same folder
            pending = uploads
        else:
            folder = PendingFolder(writer.folder.parent)
            await run_in_threadpool(folder.add, job_id, args)
            pending = folder
        try:
            await run_in_threadpool(store.enqueue, ingest_upload, job_id, scope, args)
        except BaseException:
            await run_in_threadpool(pending.delete, job_id)
            raise
    except BaseException:
        writer.discard()
        raise
    return JobAccepted(job_id=job_id, status_url=f"/v1/jobs/{job_id}")


async def _save_body(request: Request, writer: UploadWriter) -> tuple[str, RequestedKind, bool]:
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("multipart/form-data"):
        return await _save_multipart(request, writer)
    if content_type.startswith("application/json"):
        return await _save_json(request, writer)
    raise UnsupportedTypeError("send multipart/form-data (field 'files') or a JSON body {scope, name, text, kind}")


async def _save_multipart(request: Request, writer: UploadWriter) -> tuple[str, RequestedKind, bool]:
    form = await request.form(max_files=200)
    files = [f for f in form.getlist("files") if isinstance(f, UploadFile)]
    if not files:
        raise BadInputError("no files: send one or more files in the form field 'files'")
    scope = validate_scope(str(form.get("scope") or "global"))
    kind = _kind(str(form.get("kind") or "auto"))
    replace = _flag(str(form.get("replace") or "false"))
    for upload in files:
        await run_in_threadpool(writer.add, upload.filename or "", upload.file)
    return scope, kind, replace


async def _save_json(request: Request, writer: UploadWriter) -> tuple[str, RequestedKind, bool]:
    try:
        body = DocumentText.model_validate(await request.json())
    except ValidationError as exc:
        raise RequestValidationError([{**e, "loc": ("body", *e["loc"])} for e in exc.errors()]) from exc
    except ValueError as exc:
        raise BadInputError("the request body is not valid JSON") from exc
    await run_in_threadpool(writer.add, body.name, io.BytesIO(body.text.encode("utf-8")))
    return body.scope, body.kind, body.replace


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
