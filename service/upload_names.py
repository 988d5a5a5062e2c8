"""Source names for uploaded manuals: a second file with a taken name never overwrites the first.

Teams upload many files called ``README.md``. An upload whose name is already taken in its
scope by different content becomes a separate document under ``uploads/<upload id>/<name>``
unless the user asked to replace; the job result says, per file, which happened. Names are
derived from the job id, so a job that runs twice (a killed worker) lands on the same names.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

Action = Literal["added", "replaced", "unchanged", "kept_both"]
StoredHash = Callable[[str], str | None]
"""Content hash of the document stored under a source name in the upload's scope, if any."""


@dataclass(frozen=True)
class Placement:
    """Where one uploaded manual goes and why."""

    name: str
    source: str
    action: Action

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def upload_source(name: str) -> str:
    return f"uploads/{name}"


def place_uploads(
    files: Sequence[tuple[str, Path]], upload_id: str, replace: bool, stored_hash: StoredHash
) -> list[Placement]:
    """One placement per ``(file name, path)``; see the module docstring for the rules."""
    return [_place(name, path, upload_id, replace, stored_hash) for name, path in files]


def _place(name: str, path: Path, upload_id: str, replace: bool, stored_hash: StoredHash) -> Placement:
    source = upload_source(name)
    existing = stored_hash(source)
    if existing is None:
        return Placement(name, source, "added")
    if existing == _content_hash(path):
        return Placement(name, source, "unchanged")
    if replace:
        return Placement(name, source, "replaced")
    return Placement(name, f"uploads/{upload_id[:8]}/{name}", "kept_both")


def _content_hash(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None  # unreadable: the ingest reports why; never treat it as the stored copy


__all__ = ["Action", "Placement", "place_uploads", "upload_source"]
