"""The uploads store hands an upload's files from the API to a worker that shares no disk with it."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import insert, update

from edabot.errors import NotFoundError
from service.upload_store import UploadStore, files, jobs


def _upload(folder: Path) -> list[tuple[str, Path]]:
    folder.mkdir()
    (folder / "cts.md").write_text("# CTS\n\nRun `clock_tree_synthesis` after placement.\n")
    (folder / "blob.bin").write_bytes(bytes(range(256)) * 40)
    return [("cts.md", folder / "cts.md"), ("blob.bin", folder / "blob.bin")]


def test_files_round_trip_byte_for_byte_into_another_folder(tmp_path: Path, database_url: str | None) -> None:
    api = UploadStore(tmp_path / "api" / UploadStore.FILE, database_url)
    saved = _upload(tmp_path / "sent")
    api.save("job1", saved, {"scope": "global"})

    worker = UploadStore(tmp_path / "api" / UploadStore.FILE, database_url)
    names = worker.materialize("job1", tmp_path / "worker" / "uploads" / "job1")
    assert names == ["blob.bin", "cts.md"]
    for name, path in saved:
        assert (tmp_path / "worker" / "uploads" / "job1" / name).read_bytes() == path.read_bytes()
    assert [p.job_id for p in worker.pending()] == ["job1"]

    worker.delete("job1")
    assert worker.pending() == []
    with pytest.raises(NotFoundError, match="upload them again"):
        worker.materialize("job1", tmp_path / "again")


def test_a_forged_name_cannot_leave_the_folder(tmp_path: Path, database_url: str | None) -> None:
    store = UploadStore(tmp_path / UploadStore.FILE, database_url)
    with store._db.writing() as conn:
        conn.execute(insert(files), {"job_id": "j", "name": "../../escape.md", "bytes": b"x", "created_at": "2026-01-01"})
    store.materialize("j", tmp_path / "uploads" / "j")
    assert not (tmp_path / "escape.md").exists()
    assert (tmp_path / "uploads" / "j" / "escape.md").read_bytes() == b"x"


def test_an_upload_keeps_its_job_arguments_and_its_sign_of_life(tmp_path: Path, database_url: str | None) -> None:
    store = UploadStore(tmp_path / UploadStore.FILE, database_url)
    kwargs = {"folder": "/data/uploads/job1", "scope": "global", "kinds": {"cts.md": "doc"}, "replace": False,
              "stored": True}
    store.save("job1", _upload(tmp_path / "sent"), kwargs)
    with store._db.writing() as conn:  # stored before job arguments were kept
        conn.execute(insert(files), {"job_id": "old", "name": "a.md", "bytes": b"x",
                                     "created_at": "2000-01-01T00:00:00+00:00"})
        conn.execute(update(jobs).values(touched_at="2000-01-01T00:00:00+00:00"))

    old, job1 = store.pending()
    assert (old.job_id, old.kwargs) == ("old", None)
    assert (job1.job_id, job1.kwargs) == ("job1", kwargs)
    store.touch("job1")
    store.touch("old")
    assert store.pending()[1].since > job1.since

    store.delete("job1")
    assert [p.job_id for p in store.pending()] == ["old"]
