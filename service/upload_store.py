"""Uploaded files kept as rows of the shared database, so the worker that ingests them may run on another host.

With ``EDABOT_DATABASE_URL`` set the API and the workers share no disk: the API saves an upload's files
in the ``uploads`` store (schema ``uploads`` of the shared PostgreSQL database) before queueing its job, a
worker writes them into its own data dir before ingesting, and the rows go once the job is over (the
worker deletes them, or the reconciler does for a job that ended without it). Beside the files each upload
keeps its job's arguments (table ``jobs``), so an upload whose job Redis lost is queued again
(``service.pending_uploads``). Without a database URL uploads stay files under the data dir that the API
and the workers share (``service.uploads``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Column, LargeBinary, MetaData, Table, Text, delete, func, insert, select, update

from edabot.db import StoreDatabase, utc_now
from edabot.errors import NotFoundError
from edabot.migrate import open_store
from edabot.settings import StorageSettings
from edabot.stores import STORE_FILES
from service.pending_uploads import PendingUpload
from service.uploads import safe_name

_metadata = MetaData()
files = Table(
    "files", _metadata,
    Column("job_id", Text, primary_key=True), Column("name", Text, primary_key=True),
    Column("bytes", LargeBinary, nullable=False), Column("created_at", Text, nullable=False),
)
jobs = Table(
    "jobs", _metadata,
    Column("job_id", Text, primary_key=True), Column("kwargs", Text, nullable=False),
    Column("touched_at", Text, nullable=False),
)

class UploadStore:
    """``<data_dir>/uploads.sqlite3`` (or schema ``uploads`` at ``database_url``): tables ``files`` and ``jobs``."""

    NAME = "uploads"
    FILE = STORE_FILES[NAME]

    def __init__(self, path: Path, database_url: str | None = None) -> None:
        self._db: StoreDatabase = open_store(self.NAME, path, database_url)

    def save(self, job_id: str, saved: Sequence[tuple[str, Path]], kwargs: dict[str, Any]) -> None:
        """Keep the ``(name, file)`` pairs of one upload and its job's ``kwargs``, all or none (one transaction)."""
        created_at = utc_now()
        with self._db.writing() as conn:
            for name, path in saved:
                conn.execute(insert(files), {"job_id": job_id, "name": name, "bytes": path.read_bytes(),
                                             "created_at": created_at})
            conn.execute(insert(jobs), {"job_id": job_id, "kwargs": json.dumps(kwargs), "touched_at": created_at})

    def materialize(self, job_id: str, folder: Path) -> list[str]:
        """Write the upload's files into ``folder`` (replacing a copy a killed run left); their names.

        NotFoundError when nothing is stored for ``job_id`` (its rows were already dropped).
        """
        with self._db.reading() as conn:
            names = list(conn.scalars(select(files.c.name).where(files.c.job_id == job_id).order_by(files.c.name)))
            if not names:
                raise NotFoundError(f"the files of upload {job_id!r} are no longer stored; upload them again")
            folder.mkdir(parents=True, exist_ok=True)
            for name in names:  # one file in memory at a time
                data = conn.scalar(select(files.c.bytes).where(files.c.job_id == job_id, files.c.name == name))
                # Names were made safe by the API; checking again keeps a forged row inside ``folder``.
                (folder / safe_name(name)).write_bytes(data or b"")
        return names

    def delete(self, job_id: str) -> None:
        with self._db.writing() as conn:
            conn.execute(delete(files).where(files.c.job_id == job_id))
            conn.execute(delete(jobs).where(jobs.c.job_id == job_id))

    def touch(self, job_id: str) -> None:
        with self._db.writing() as conn:
            conn.execute(update(jobs).where(jobs.c.job_id == job_id).values(touched_at=utc_now()))

    def pending(self) -> list[PendingUpload]:
        """Every upload still stored, oldest first; one saved before job arguments were kept has none."""
        stored = (select(files.c.job_id, func.min(files.c.created_at).label("created_at"))
                  .group_by(files.c.job_id).subquery())
        query = (select(stored.c.job_id, stored.c.created_at, jobs.c.kwargs, jobs.c.touched_at)
                 .select_from(stored.outerjoin(jobs, jobs.c.job_id == stored.c.job_id))
                 .order_by(stored.c.created_at, stored.c.job_id))
        with self._db.reading() as conn:
            rows = list(conn.execute(query))
        return [PendingUpload(job_id, json.loads(kwargs) if kwargs else None,
                              datetime.fromisoformat(touched_at or created_at))
                for job_id, created_at, kwargs, touched_at in rows]


def shared_upload_store(settings: StorageSettings) -> UploadStore | None:
    """The uploads store when ``EDABOT_DATABASE_URL`` is set; None when uploads stay files on a shared disk."""
    if settings.database_url is None:
        return None
    return UploadStore(settings.data_dir / UploadStore.FILE, settings.database_url)


__all__ = ["UploadStore", "shared_upload_store"]
