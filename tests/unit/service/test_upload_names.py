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


def _lookup(stored: dict[str, str]):  # type: ignore[no-untyped-def]
    """The store's answer: hashes of the scope's documents whose source ends with ``/<name>``."""
    return lambda name: {source: h for source, h in stored.items() if source.endswith(f"/{name}")}


def test_new_names_are_added_under_their_own_name(tmp_path: Path) -> None:
    [placed] = place_uploads([("README.md", _file(tmp_path, "README.md", "a"))], "job123456789", False, _lookup({}))
    assert (placed.source, placed.action) == ("uploads/README.md", "added")


def test_a_taken_name_with_other_content_keeps_both(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool")}
    [placed] = place_uploads([("README.md", _file(tmp_path, "README.md", "second tool"))], "abcdef0123", False, _lookup(stored))
    assert (placed.source, placed.action) == ("uploads/abcdef01/README.md", "kept_both")


def test_replace_reuses_the_name_and_same_content_is_unchanged(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool")}
    new = _file(tmp_path, "README.md", "second tool")
    assert place_uploads([("README.md", new)], "abcdef0123", True, _lookup(stored))[0].action == "replaced"
    same = _file(tmp_path, "same.md", "first tool")
    [placed] = place_uploads([("README.md", same)], "abcdef0123", False, _lookup(stored))
    assert (placed.source, placed.action) == ("uploads/README.md", "unchanged")


def test_a_rerun_job_lands_on_the_same_names(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool")}
    files = [("README.md", _file(tmp_path, "README.md", "second tool"))]
    assert place_uploads(files, "abcdef0123", False, _lookup(stored)) == place_uploads(files, "abcdef0123", False, _lookup(stored))


def test_the_same_content_as_a_kept_copy_is_unchanged(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool"), "uploads/abcdef01/README.md": _sha("second tool")}
    again = _file(tmp_path, "README.md", "second tool")
    [placed] = place_uploads([("README.md", again)], "99999999aa", False, _lookup(stored))
    assert (placed.source, placed.action) == ("uploads/abcdef01/README.md", "unchanged")
    del stored["uploads/README.md"]
    [placed] = place_uploads([("README.md", again)], "99999999aa", False, _lookup(stored))
    assert (placed.source, placed.action) == ("uploads/abcdef01/README.md", "unchanged")


def test_replace_still_replaces_when_a_copy_holds_the_content(tmp_path: Path) -> None:
    stored = {"uploads/README.md": _sha("first tool"), "uploads/abcdef01/README.md": _sha("second tool")}
    [placed] = place_uploads([("README.md", _file(tmp_path, "README.md", "second tool"))], "99999999aa", True,
                             _lookup(stored))
    assert (placed.source, placed.action) == ("uploads/README.md", "replaced")


def test_documents_outside_the_upload_layout_are_not_copies(tmp_path: Path) -> None:
    stored = {"manuals/README.md": _sha("a"), "uploads/x/y/README.md": _sha("a")}
    [placed] = place_uploads([("README.md", _file(tmp_path, "README.md", "a"))], "99999999aa", False, _lookup(stored))
    assert (placed.source, placed.action) == ("uploads/README.md", "added")


def test_an_unreadable_file_is_never_taken_for_a_stored_one(tmp_path: Path) -> None:
    [placed] = place_uploads([("README.md", tmp_path / "gone.md")], "99999999aa", False, _lookup({}))
    assert placed.action == "added"
