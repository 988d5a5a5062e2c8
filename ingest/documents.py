"""Reading and parsing one source document, with a clear reason for every refusal."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from edabot.errors import BadInputError
from ingest.artifacts import Artifact, extract_artifacts
from ingest.chunks import Chunk, make_chunks
from ingest.formats.blocks import Block, split_lines
from ingest.markdown import parse_markdown

DOC_SUFFIXES = frozenset({".md", ".markdown", ".mdown", ".txt", ".rst"})
_BINARY_PROBE = 8192


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


def decode_document(data: bytes, max_bytes: int) -> str:
    """UTF-8 text of a manual, or BadInputError saying why it cannot be indexed."""
    if len(data) > max_bytes:
        raise BadInputError(f"file is {len(data) / 1e6:.1f} MB, over the {max_bytes / 1e6:.1f} MB limit")
    if b"\x00" in data[:_BINARY_PROBE]:
        raise BadInputError("binary file (contains NUL bytes); attach a Markdown or text manual")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadInputError(f"not UTF-8 text (invalid byte at offset {exc.start}); re-save the file as UTF-8") from exc
    if not text.strip():
        raise BadInputError("empty file")
    return text


def read_document(path: Path, max_bytes: int) -> tuple[str, str]:
    """(text, content hash) of a manual file on disk."""
    if path.suffix.lower() not in DOC_SUFFIXES:
        allowed = ", ".join(sorted(DOC_SUFFIXES))
        raise BadInputError(f"unsupported file type {path.suffix or '(none)'!r}; supported: {allowed}")
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise BadInputError(f"file is {size / 1e6:.1f} MB, over the {max_bytes / 1e6:.1f} MB limit")
        data = path.read_bytes()
    except OSError as exc:
        raise BadInputError(f"cannot read the file: {exc.strerror or exc}") from exc
    text = decode_document(data, max_bytes)
    return text, hashlib.sha256(data).hexdigest()


def parse_document(scope: str, source: str, text: str, content_hash: str, max_words: int) -> ParsedDocument:
    """Blocks, artifacts and chunks of one document."""
    lines = split_lines(text)
    blocks = parse_markdown(text)
    return ParsedDocument(
        scope=scope,
        source=source,
        content_hash=content_hash,
        line_count=len(lines),
        blocks=blocks,
        artifacts=extract_artifacts(source, blocks),
        chunks=make_chunks(scope, source, lines, blocks, max_words),
    )
