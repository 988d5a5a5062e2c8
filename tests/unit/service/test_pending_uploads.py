"""The record an accepted upload keeps beside its files while its job is not over (no shared database)."""

from __future__ import annotations

import os
from pathlib import Path

from service.pending_uploads import PendingFolder

KWARGS = {"folder": "/data/uploads/j1", "scope": "slack:T1/C1", "kinds": {"a.md": "doc"}, "replace": True}


def test_a_record_keeps_the_job_arguments_until_deleted(tmp_path: Path) -> None:
    folder = PendingFolder(tmp_path / "uploads")
    assert folder.pending() == []
    folder.add("j1", KWARGS)
    [record] = folder.pending()
    assert (record.job_id, record.kwargs) == ("j1", KWARGS)
    assert not list(folder.folder.glob("*.partial")), "the record is written by a rename"

    folder.delete("j1")
    folder.delete("j1")  # a second worker (or the reconciler) finding it gone is fine
    folder.touch("j1")
    assert folder.pending() == []


def test_touching_a_record_renews_its_sign_of_life(tmp_path: Path) -> None:
    folder = PendingFolder(tmp_path / "uploads")
    folder.add("j1", KWARGS)
    os.utime(folder.folder / "j1.json", (0, 0))
    [old] = folder.pending()
    folder.touch("j1")
    [renewed] = folder.pending()
    assert renewed.since > old.since and renewed.kwargs == KWARGS
