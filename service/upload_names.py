"""Source names for uploaded manuals: a second file with a taken name never overwrites the first.

Teams upload many files called ``README.md``. An upload whose name is already taken in its
scope by different content becomes a separate document under ``uploads/<upload id>/<name>``
unless the user asked to replace; one whose content that name already holds, in the document
or in a copy kept beside it, is unchanged, so re-sending a file never piles up copies. The job
result says, per file, which happened. Names are derived from the job id, so a job that runs
twice (a killed worker) lands on the same names. A file the ingest skipped (binary, empty,
encrypted, too large) is reported as ``skipped`` with its reason.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

Action = Literal["added", "replaced", "unchanged", "kept_both", "skipped"]
StoredHashes = Callable[[str], dict[str, str]]
"""Content hash by source of the upload scope's documents whose source ends with ``/<file name>``."""


@dataclass(frozen=True)
class Placement:
    """Where one uploaded manual goes and why."""

    name: str
    source: str
    action: Action

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def placements_json(placements: Sequence[Placement], skipped: dict[str, str]) -> list[dict[str, Any]]:
    """The job result's per-file report: a file the ingest skipped is ``skipped`` with its reason, never ``added``."""
    return [{**p.to_json(), "action": "skipped", "reason": skipped[p.source]} if p.source in skipped else p.to_json()
            for p in placements]


def upload_source(name: str) -> str:
    return f"uploads/{name}"


def place_uploads(
    files: Sequence[tuple[str, Path]], upload_id: str, replace: bool, stored_hashes: StoredHashes
) -> list[Placement]:
    """One placement per ``(file name, path)``; see the module docstring for the rules."""
    return [_place(name, path, upload_id, replace, stored_hashes) for name, path in files]


def _place(name: str, path: Path, upload_id: str, replace: bool, stored_hashes: StoredHashes) -> Placement:
    source = upload_source(name)
    stored = {s: h for s, h in stored_hashes(name).items() if _same_name(s, name)}
    digest = _content_hash(path)
    same = [s for s, h in sorted(stored.items()) if h == digest]
    if source in same:
        return Placement(name, source, "unchanged")
    if source in stored and replace:
        return Placement(name, source, "replaced")
    if same:
        return Placement(name, same[0], "unchanged")
    if source not in stored:
        return Placement(name, source, "added")
    return Placement(name, f"uploads/{upload_id[:8]}/{name}", "kept_both")


def _same_name(source: str, name: str) -> bool:
    """``uploads/<name>`` or a copy kept beside it, ``uploads/<upload id>/<name>``."""
    top, _, rest = source.partition("/")
    return top == "uploads" and (rest == name or rest.partition("/")[2] == name)


def _content_hash(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None  # unreadable: the ingest reports why; never treat it as the stored copy


__all__ = ["Action", "Placement", "place_uploads", "placements_json", "upload_source"]
