"""Uploads that share a name with a document of the scope never overwrite it unless asked."""

from __future__ import annotations

import hashlib
from pathlib import Path

from service.upload_names import place_uploads


def _file(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def test_new_names_are_added_under_their_own_name(tmp_path: Path) -> None:
    [placed] = place_uploads([("README.md", _file(tmp_path, "README.md", "a"))], "job123456789", False, lambda s: None)
    assert (placed.source, placed.action) == ("uploads/README.md", "added")


def test_a_taken_name_with_other_content_keeps_both(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool")}
    [placed] = place_uploads([("README.md", _file(tmp_path, "README.md", "second tool"))], "abcdef0123", False, stored.get)
    assert (placed.source, placed.action) == ("uploads/abcdef01/README.md", "kept_both")


def test_replace_reuses_the_name_and_same_content_is_unchanged(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool")}
    new = _file(tmp_path, "README.md", "second tool")
    assert place_uploads([("README.md", new)], "abcdef0123", True, stored.get)[0].action == "replaced"
    same = _file(tmp_path, "same.md", "first tool")
    [placed] = place_uploads([("README.md", same)], "abcdef0123", False, stored.get)
    assert (placed.source, placed.action) == ("uploads/README.md", "unchanged")


def test_a_rerun_job_lands_on_the_same_names(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool")}
    files = [("README.md", _file(tmp_path, "README.md", "second tool"))]
    assert place_uploads(files, "abcdef0123", False, stored.get) == place_uploads(files, "abcdef0123", False, stored.get)
