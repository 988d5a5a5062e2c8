"""Reading one manual in any supported format, with a clear reason for every refusal."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from edabot.errors import BadInputError
from ingest.artifacts import Artifact, extract_artifacts
from ingest.chunks import Chunk, make_chunks
from ingest.formats.blocks import Block
from ingest.formats.code import LANGUAGES, read_code
from ingest.formats.html import read_html
from ingest.formats.markdown import read_markdown
from ingest.formats.pdf import read_pdf
from ingest.formats.rst import read_rst
from ingest.formats.source import SourceText

if TYPE_CHECKING:
    from edabot.settings import IngestSettings

_SUFFIX_FORMAT = {
    ".md": "markdown", ".markdown": "markdown", ".mdown": "markdown", ".txt": "markdown",
    ".rst": "rst", ".rest": "rst", ".html": "html", ".htm": "html", ".xhtml": "html", ".pdf": "pdf",
}
DOC_SUFFIXES = frozenset(_SUFFIX_FORMAT)
"""Every manual suffix ingest accepts."""
TEXT_SUFFIXES = frozenset({".md", ".markdown", ".mdown", ".txt", ".rst"})
"""Plain-text manuals; specifications are read from these only."""
EXAMPLE_SUFFIXES = frozenset(LANGUAGES)
"""Scripts and sources, read as code: a folder's manuals bring in those they include, and one can be named on its own."""
_RENDERED_FORMATS = frozenset({"pdf", "html"})
_BINARY_PROBE = 8192
_TEXT_READERS: dict[str, Callable[[str, Path | None], SourceText]] = {
    "markdown": lambda text, _base: read_markdown(text),
    "rst": lambda text, base: read_rst(text, base_dir=base),
    "html": lambda text, _base: read_html(text),
}


@dataclass(frozen=True)
class ReadLimits:
    """Size limits a manual must meet before it is parsed."""

    max_bytes: int
    max_pdf_bytes: int
    max_pdf_pages: int


def read_limits(settings: IngestSettings) -> ReadLimits:
    return ReadLimits(settings.max_file_bytes, settings.max_pdf_bytes, settings.max_pdf_pages)


@dataclass(frozen=True)
class ParsedDocument:
    scope: str
    source: str
    content_hash: str
    line_count: int
    blocks: list[Block]
    artifacts: list[Artifact]
    chunks: list[Chunk]

    @property
    def anchors(self) -> set[str]:
        return {anchor for artifact in self.artifacts for anchor in artifact.anchors}


def doc_id(scope: str, source: str) -> str:
    """Stable public id of a document in a scope."""
    return "d_" + hashlib.sha1(f"{scope}\x00{source}".encode()).hexdigest()[:16]


def _named_format(name: str) -> str:
    """The reader a file's extension names ("" for none): a manual's format, or ``code`` for an example file."""
    suffix = Path(name).suffix.lower()
    return _SUFFIX_FORMAT.get(suffix) or ("code" if suffix in EXAMPLE_SUFFIXES else "")


def is_rendering(source: str) -> bool:
    """Whether a manual is a rendering (PDF, HTML), not the source format its text is written in
    (Markdown, reStructuredText): a line span of the source is the more exact citation of the same words."""
    return _named_format(source) in _RENDERED_FORMATS


def _too_big(size: int, limit: int) -> BadInputError:
    return BadInputError(f"file is {size / 1e6:.1f} MB, over the {limit / 1e6:.1f} MB limit")


def decode_document(data: bytes, max_bytes: int) -> str:
    """UTF-8 text of a text manual, or BadInputError saying why it cannot be indexed."""
    if len(data) > max_bytes:
        raise _too_big(len(data), max_bytes)
    if b"\x00" in data[:_BINARY_PROBE]:
        raise BadInputError("binary file (contains NUL bytes); attach a Markdown, reStructuredText, HTML or PDF manual")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadInputError(f"not UTF-8 text (invalid byte at offset {exc.start}); re-save the file as UTF-8") from exc
    if not text.strip():
        raise BadInputError("empty file")
    return text


def detect_format(name: str, data: bytes) -> str:
    """The reader for a manual: content decides where it is unambiguous, the extension otherwise."""
    suffix = Path(name).suffix.lower()
    if data.lstrip()[:5] == b"%PDF-":
        return "pdf"
    if suffix == ".pdf":
        raise BadInputError("not a readable PDF: the file does not start with a PDF header")
    head = data[:4096].lstrip().lower()
    if head.startswith((b"<!doctype html", b"<html")) or (b"<head" in head and b"<body" in head):
        return "html"
    return _named_format(name) or "markdown"


def read_passage(source: str, text: str) -> SourceText | None:
    """A passage of a text manual read as its manual is (blocks with their kinds and normalized text),
    or None for a rendering (PDF, HTML), whose passage text is plain already."""
    kind = _named_format(source)
    if kind == "code":
        return read_code(text, source)
    return _TEXT_READERS[kind](text, None) if kind in ("markdown", "rst") else None


def read_manual(name: str, data: bytes, limits: ReadLimits, base_dir: Path | None = None,
                shown_under: tuple[str, ...] = ()) -> SourceText:
    """Parse the bytes of a manual called ``name``; includes resolve against ``base_dir``; an example
    file's blocks go under ``shown_under``, the heading path of the page section that includes it.

    The parsers recurse per nesting level, so a list nested thousands deep is refused here with the
    reason; let through, the RecursionError failed the whole job, retried, with no reason."""
    try:
        return _read_manual(name, data, limits, base_dir, shown_under)
    except RecursionError as exc:
        raise BadInputError("nested too deeply to read (lists, quotes or sections thousands of levels deep); "
                            "flatten the nesting and upload it again") from exc


def _read_manual(name: str, data: bytes, limits: ReadLimits, base_dir: Path | None,
                 shown_under: tuple[str, ...]) -> SourceText:
    kind = detect_format(name, data)
    if kind == "pdf":
        if len(data) > limits.max_pdf_bytes:
            raise _too_big(len(data), limits.max_pdf_bytes)
        return read_pdf(data, max_pages=limits.max_pdf_pages)
    if kind == "code":
        return read_code(decode_document(data, limits.max_bytes), name, shown_under)
    return _TEXT_READERS[kind](decode_document(data, limits.max_bytes), base_dir)


def _read_bytes(path: Path, suffixes: frozenset[str], limit: int) -> bytes:
    if path.suffix.lower() not in suffixes:
        allowed = ", ".join(sorted(suffixes))
        raise BadInputError(f"unsupported file type {path.suffix or '(none)'!r}; supported: {allowed}")
    try:
        size = path.stat().st_size
        if size > limit:
            raise _too_big(size, limit)
        return path.read_bytes()
    except OSError as exc:
        raise BadInputError(f"cannot read the file: {exc.strerror or exc}") from exc


def read_manual_bytes(path: Path, limits: ReadLimits) -> bytes:
    """The bytes of a manual file on disk; parse them only when their hash changed."""
    return _read_bytes(path, DOC_SUFFIXES | EXAMPLE_SUFFIXES, max(limits.max_bytes, limits.max_pdf_bytes))


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_text_document(path: Path, max_bytes: int) -> tuple[str, str]:
    """(text, content hash) of a plain-text file on disk (specifications)."""
    data = _read_bytes(path, TEXT_SUFFIXES, max_bytes)
    return decode_document(data, max_bytes), content_hash(data)


def parse_document(scope: str, source: str, text: SourceText, content_hash: str, max_words: int) -> ParsedDocument:
    """Artifacts and chunks of one parsed manual."""
    return ParsedDocument(
        scope=scope,
        source=source,
        content_hash=content_hash,
        line_count=len(text.lines),
        blocks=text.blocks,
        artifacts=extract_artifacts(source, text.blocks),
        chunks=make_chunks(scope, source, text, max_words),
    )
