"""Validation and routing of chat attachments, shared by Slack and Discord.

Each file is either a manual (ingested into the chat's scope as a document), an IP
specification (a text file with register, field, interrupt or alert tables: ingested into the
spec graph, ``kind=spec``) or a run artifact (a synthesis log, report or run archive, analysed
as a run), or it is refused with a reason the user can act on. Checks happen twice: on the declared metadata before
downloading, and on the bytes after.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from specs.tables import looks_like_spec

Route = Literal["doc", "run", "spec"]

DOC_SUFFIXES = (".md", ".markdown", ".txt", ".rst", ".html", ".htm", ".pdf")
"""Must match what the service ingests as manuals (ingest.documents.DOC_SUFFIXES, minus rare spellings)."""
SPEC_SUFFIXES = (".md", ".markdown", ".txt", ".rst")
"""Text manuals the service also reads as specifications (ingest.documents.TEXT_SUFFIXES)."""
RUN_TEXT_SUFFIXES = (".log", ".rpt")
ARCHIVE_SUFFIXES = (".tar.gz", ".tgz", ".zip")
_ARCHIVE_MAGIC = {".zip": (b"PK\x03\x04",), ".tgz": (b"\x1f\x8b",), ".tar.gz": (b"\x1f\x8b",)}
_RUN_MARKERS = ("Executing ", "Printing statistics", "Chip area for", "Startpoint:", "slack (MET", "slack (VIOLATED")
ACCEPTED_HELP = (
    "manuals as Markdown, text, reStructuredText, HTML or PDF; synthesis logs/reports (.log, .rpt); "
    "run archives (.tar.gz, .zip)"
)


@dataclass(frozen=True)
class Attachment:
    """What a chat platform tells us about a file before we download it."""

    name: str
    size: int = 0
    """Declared size in bytes; 0 when the platform does not say."""


@dataclass(frozen=True)
class Accepted:
    name: str
    route: Route
    data: bytes


@dataclass(frozen=True)
class Refused:
    name: str
    reason: str


def _suffix(name: str) -> str:
    lower = name.lower()
    for suffix in ARCHIVE_SUFFIXES + DOC_SUFFIXES + RUN_TEXT_SUFFIXES:
        if lower.endswith(suffix):
            return suffix
    dot = lower.rfind(".")
    return lower[dot:] if dot > 0 else ""


def precheck(attachment: Attachment, max_bytes: int) -> Refused | None:
    """Refuse from metadata alone (type, declared size) so nothing useless is downloaded."""
    suffix = _suffix(attachment.name)
    if suffix not in DOC_SUFFIXES + RUN_TEXT_SUFFIXES + ARCHIVE_SUFFIXES:
        kind = f"'{suffix}' files" if suffix else "files without an extension"
        return Refused(attachment.name, f"{kind} are not supported; I accept {ACCEPTED_HELP}")
    if attachment.size > max_bytes:
        return Refused(attachment.name, _too_large(attachment.size, max_bytes))
    return None


def classify(name: str, data: bytes, max_bytes: int) -> Accepted | Refused:
    """Check the downloaded bytes and pick the route: archives and logs are runs, text with register
    or interrupt tables is a spec, other manuals are docs."""
    if len(data) > max_bytes:
        return Refused(name, _too_large(len(data), max_bytes))
    if not data:
        return Refused(name, "the file is empty")
    suffix = _suffix(name)
    if suffix in ARCHIVE_SUFFIXES:
        if not data.startswith(_ARCHIVE_MAGIC[suffix]):
            return Refused(name, f"it is named {suffix} but is not a valid archive")
        return Accepted(name, "run", data)
    if suffix == ".pdf":
        if data.lstrip()[:5] != b"%PDF-":
            return Refused(name, "it is named .pdf but is not a PDF file")
        return Accepted(name, "doc", data)
    text = _as_text(data)
    if text is None:
        return Refused(name, "it looks binary, not text; send the manual as Markdown, HTML, PDF or plain text")
    if suffix in RUN_TEXT_SUFFIXES or (suffix == ".txt" and looks_like_run_log(text)):
        return Accepted(name, "run", data)
    if suffix in SPEC_SUFFIXES and looks_like_spec(text):
        return Accepted(name, "spec", data)
    return Accepted(name, "doc", data)


def looks_like_run_log(text: str) -> bool:
    """True for Yosys / OpenSTA output saved under a generic name."""
    head = text[:20_000]
    return sum(marker in head for marker in _RUN_MARKERS) >= 2


def _as_text(data: bytes) -> str | None:
    if b"\x00" in data[:8192]:
        return None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None


def _too_large(size: int, max_bytes: int) -> str:
    return f"it is {size / 1e6:.1f} MB and the limit is {max_bytes / 1e6:.1f} MB"


__all__ = [
    "ACCEPTED_HELP",
    "Accepted",
    "Attachment",
    "Refused",
    "Route",
    "classify",
    "looks_like_run_log",
    "precheck",
]
