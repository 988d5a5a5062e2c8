"""Records of accepted uploads whose ingest job is not over, kept outside Redis.

Redis holds the queue, but an upload the API answered 202 for must outlive Redis losing its data (a
restart without persistence, a flush, a failover to an empty replica). So the API records each
upload's job arguments beside its files before queueing it, the job removes the record once it is
over for good (finished, or refused), and ``service.reconcile`` queues a record whose job Redis no
longer knows again. While a worker runs the job it touches the record, so a job that was running
when Redis lost it is not queued a second time behind the worker's back.

Records live where the upload's files do: one JSON file per upload in ``<data_dir>/uploads/.pending/``
when the API and the workers share the data dir (:class:`PendingFolder`), a row of the uploads store
with a shared database (``service.upload_store.UploadStore``).
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol


@dataclass(frozen=True)
class PendingUpload:
    """One accepted upload whose job is not known to be over."""

    job_id: str
    kwargs: dict[str, Any] | None
    """The arguments of ``service.jobs.ingest_upload``; None for an upload stored before they were kept."""
    since: datetime
    """Its last sign of life: accepted, or touched by the worker running its job."""


class PendingUploads(Protocol):
    """What the reconciler and the worker need of a deployment's records."""

    def pending(self) -> list[PendingUpload]: ...

    def touch(self, job_id: str) -> None:
        """Renew the record's sign of life (its job is running here)."""

    def delete(self, job_id: str) -> None:
        """Forget the upload: its job is over (stored files go with the record)."""


class PendingFolder:
    """``<uploads>/.pending/<job id>.json`` holds the job's arguments; its mtime is the sign of life.

    The dot keeps the folder apart from upload folders, which are named by job id (hex).
    """

    def __init__(self, uploads: Path) -> None:
        self.folder = uploads / ".pending"

    def _path(self, job_id: str) -> Path:
        return self.folder / f"{job_id}.json"

    def add(self, job_id: str, kwargs: dict[str, Any]) -> None:
        """Write the record whole or not at all (a rename), so the reconciler never reads half of one."""
        self.folder.mkdir(parents=True, exist_ok=True)
        partial = self.folder / f"{job_id}.json.partial"
        partial.write_text(json.dumps(kwargs), encoding="utf-8")
        os.replace(partial, self._path(job_id))

    def pending(self) -> list[PendingUpload]:
        found = []
        for path in sorted(self.folder.glob("*.json")):
            try:
                since = datetime.fromtimestamp(path.stat().st_mtime, UTC)
                kwargs = json.loads(path.read_text(encoding="utf-8"))
            except FileNotFoundError:
                continue  # its job ended while we listed
            found.append(PendingUpload(path.stem, kwargs, since))
        return found

    def touch(self, job_id: str) -> None:
        # No record: an upload from before records were kept, or one whose job just ended.
        with contextlib.suppress(FileNotFoundError):
            os.utime(self._path(job_id))

    def delete(self, job_id: str) -> None:
        self._path(job_id).unlink(missing_ok=True)


__all__ = ["PendingFolder", "PendingUpload", "PendingUploads"]
