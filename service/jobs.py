"""RQ job functions: top-level, JSON arguments only, safe to run twice.

A job ingests the files of one upload folder. Re-running it is harmless because the engine
skips content it already indexed (content hashes), which is what lets a job killed
mid-way simply run again. Transient failures raise so RQ retries them with backoff;
a refused input fails the job at once with the reason in ``job.meta["errors"]``. A job whose run
files go past the per-job bounds finishes with the ones it took and says so in ``result["cut"]``.
A job that is over for good removes its upload's record (``service.pending_uploads``), which is what
tells the reconciler not to queue it again should Redis lose the job.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import structlog
from rq import get_current_job
from rq.job import Job

from app.engine import ProgressFn
from edabot.errors import BadInputError, ConfigError, EdabotError, NotFoundError
from edabot.settings import get_settings
from service.engine_holder import EngineHolder
from service.pending_uploads import PendingFolder
from service.run_ingest import ingest_runs, prepare_run_roots
from service.upload_names import Placement, place_uploads, placements_json
from service.upload_store import UploadStore, shared_upload_store
from service.uploads import upload_dir

log = structlog.get_logger()

_PERMANENT = (BadInputError, ConfigError, NotFoundError)
_holder: EngineHolder | None = None
_uploads: UploadStore | None = None
_running: str | None = None


def use_engine(holder: EngineHolder) -> None:
    """Make jobs in this process use ``holder`` (the worker entry point calls this once)."""
    global _holder, _uploads
    _holder = holder
    _uploads = None


def running_upload() -> str | None:
    """The upload a job of this process is ingesting now: the worker's lease thread touches its record."""
    return _running


def _engine_holder() -> EngineHolder:
    global _holder
    if _holder is None:
        _holder = EngineHolder(get_settings())
    return _holder


def ingest_upload(
    folder: str, scope: str, kinds: dict[str, str], replace: bool = False, stored: bool = False
) -> dict[str, Any]:
    """Ingest the files of one upload folder into ``scope``; ``kinds`` maps file name to doc/run.

    ``replace``: a manual whose name is taken in the scope replaces that document instead of
    being kept beside it (``service.upload_names``).
    ``stored``: the files are in the uploads store under the folder's name (the upload id), not on
    this host; they are written into this worker's own data dir first and dropped from the store
    once the job is over (finished, or refused for good; a transient failure keeps them for the retry).
    """
    global _running
    job = get_current_job()
    structlog.contextvars.bind_contextvars(job_id=job.id if job else None, scope=scope)
    upload_id = Path(folder).name
    _running = upload_id
    try:
        local = _materialize(upload_id) if stored else Path(folder)
        result = _ingest(local, scope, kinds, replace, _Progress(job))
    except _PERMANENT as exc:
        _fail_permanently(job, exc)
        _forget_upload(folder, stored)
        raise
    finally:
        _running = None
        structlog.contextvars.unbind_contextvars("job_id", "scope")
    _forget_upload(folder, stored)
    return result


def _materialize(upload_id: str) -> Path:
    holder = _engine_holder()
    folder = upload_dir(holder.settings.data_dir, upload_id)
    _shared_uploads().materialize(upload_id, folder)
    return folder


def _forget_upload(folder: str, stored: bool) -> None:
    """The job is over for good: drop the upload's record, and its stored files with it."""
    upload_id = Path(folder).name
    if not stored:
        PendingFolder(Path(folder).parent).delete(upload_id)
    elif _uploads is not None:
        _uploads.delete(upload_id)


def _shared_uploads() -> UploadStore:
    global _uploads
    if _uploads is None:
        _uploads = shared_upload_store(_engine_holder().settings)
        if _uploads is None:
            raise ConfigError("this upload is kept in the shared database, but EDABOT_DATABASE_URL is not set here")
    return _uploads


def _ingest(folder: Path, scope: str, kinds: dict[str, str], replace: bool, progress: _Progress) -> dict[str, Any]:
    holder = _engine_holder()
    placements = _place_docs(folder, scope, kinds, replace, holder)
    docs = [(p.source, folder / p.name) for p in placements]
    specs = [(f"uploads/{name}", folder / name) for name, kind in sorted(kinds.items()) if kind == "spec"]
    prepared = prepare_run_roots(folder, [n for n, kind in kinds.items() if kind == "run"], holder.settings)
    run_roots = prepared.roots
    progress.start(len(docs) + len(specs) + len(run_roots))
    result: dict[str, Any] = {}
    errors: list[dict[str, str]] = []
    if docs:
        report = holder.get().ingest_files(docs, scope=scope, progress=progress.stage(len(docs)))
        errors += [{"source": s.source, "reason": s.reason} for s in report.skipped]
        result.update(report.to_json())
        result["documents"] = placements_json(placements, {s.source: s.reason for s in report.skipped})
    if run_roots:
        runs, run_errors = ingest_runs(run_roots, folder, scope, holder.settings, progress.stage(len(run_roots)))
        result.update(runs)
        errors += run_errors
    if prepared.uploads:
        result["run_files"] = prepared.run_files()
    if prepared.cut:
        result["cut"] = prepared.cut
    if specs:
        report = holder.get().ingest_spec_files(specs, scope, progress.stage(len(specs)))
        errors += [{"source": s.source, "reason": s.reason} for s in report.skipped]
        result["specs"] = report.to_json()
    progress.skipped(errors)
    log.info("ingest job done", files=len(kinds))
    return result


def _place_docs(folder: Path, scope: str, kinds: dict[str, str], replace: bool, holder: EngineHolder) -> list[Placement]:
    files = [(name, folder / name) for name, kind in sorted(kinds.items()) if kind == "doc"]
    if not files:
        return []
    store = holder.get().store
    return place_uploads(files, folder.name, replace, lambda name: store.document_hashes_ending(scope, f"/{name}"))


def _fail_permanently(job: Job | None, exc: EdabotError) -> None:
    """Record why the job failed and stop RQ from retrying an input that will never work."""
    log.warning("ingest job refused input", error=type(exc).__name__)
    if job is None:
        return
    job.retries_left = 0
    job.meta.setdefault("errors", []).append({"source": "", "reason": exc.user_message})
    job.save_meta()


class _Progress:
    """Mirrors progress into ``job.meta`` so ``GET /v1/jobs/{id}`` can show it."""

    def __init__(self, job: Job | None) -> None:
        self.job = job
        self.total = 0
        self.finished = 0

    def _save(self, **fields: Any) -> None:
        if self.job is not None:
            self.job.meta.update(fields)
            self.job.save_meta()

    def start(self, total: int) -> None:
        self.total, self.finished = total, 0
        self._save(done=0, total=total, current="", errors=[])

    def stage(self, planned: int) -> ProgressFn:
        """A progress callback for the next stage, planned as ``planned`` items. A stage that finds more than planned
        (an uploaded archive holding several run folders) grows the total, so done never passes it."""
        before, expected = self.finished, planned

        def report(done: int, found: int, current: str) -> None:
            nonlocal expected
            if found > expected:
                self.total += found - expected
                expected = found
            self.finished = before + done
            self._save(done=self.finished, total=self.total, current=current)

        return report

    def skipped(self, errors: list[dict[str, str]]) -> None:
        self._save(errors=errors)
