"""Functional units: hyperedges over typed artifacts that share an anchor.

One candidate unit per (scope, anchor). Admission follows the method: a unit spanning
documents needs the anchor in >= 2 documents and >= 2 artifact types; every unit needs type
diversity, a source reference for each artifact and at least one source chunk. Occurrences
per anchor are capped so a frequent string cannot become a hub. Rejections are returned,
not dropped, so they can be recorded.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass

from ingest.artifacts import ARTIFACT_TYPES, Artifact

SUMMARY_TYPE_ORDER = (
    "code_block",
    "table",
    "procedure",
    "constraint",
    "diagnostic",
    "descriptive_text",
    "inline_command",
    "file",
    "figure",
)
_WORDS_PER_TYPE = 40
_SUMMARY_WORDS = 160
"""Summaries stay under the encoder's window (and cost): about 200 word pieces."""
_TABLE_RULE_RE = re.compile(r"\|?\s*:?-{3,}:?\s*")


@dataclass(frozen=True)
class ChunkSpan:
    """Where a chunk sits, enough to link artifacts to their source chunks."""

    chunk_id: str
    source: str
    start_line: int
    end_line: int


@dataclass(frozen=True)
class Unit:
    unit_id: str
    scope: str
    anchor: str
    artifact_ids: tuple[str, ...]
    types: tuple[str, ...]
    sources: tuple[str, ...]
    chunk_ids: tuple[str, ...]
    summary: str
    provenance: tuple[tuple[str, int, int, str], ...]
    """(source, start_line, end_line, artifact type) per artifact."""


@dataclass(frozen=True)
class Rejection:
    scope: str
    anchor: str
    reason: str


def unit_id(scope: str, anchor: str) -> str:
    return "u_" + hashlib.sha1(f"{scope}\x00{anchor}".encode()).hexdigest()[:24]


def occurrences(anchor: str, artifacts: Iterable[Artifact], cap: int) -> list[list[Artifact]]:
    """Artifacts of ``anchor`` grouped by (document, section), first ``cap`` in document order."""
    groups: dict[tuple[str, tuple[str, ...]], list[Artifact]] = {}
    for artifact in sorted(artifacts, key=lambda a: (a.source, a.start_line, a.artifact_id)):
        if anchor in artifact.anchors:
            groups.setdefault((artifact.source, artifact.section), []).append(artifact)
    return list(groups.values())[:cap]


def build_unit(
    scope: str, anchor: str, artifacts: Iterable[Artifact], chunks: Iterable[ChunkSpan], cap: int
) -> Unit | Rejection:
    """The unit of ``anchor`` in ``scope``, or why it is not admitted."""
    members = [a for occurrence in occurrences(anchor, artifacts, cap) for a in occurrence]
    problem = _validate(members)
    if problem:
        return Rejection(scope, anchor, problem)
    chunk_ids = _source_chunks(members, chunks)
    if not chunk_ids:
        return Rejection(scope, anchor, "missing source chunks")
    types = tuple(t for t in SUMMARY_TYPE_ORDER if any(a.type == t for a in members))
    return Unit(
        unit_id=unit_id(scope, anchor),
        scope=scope,
        anchor=anchor,
        artifact_ids=tuple(a.artifact_id for a in members),
        types=types,
        sources=tuple(dict.fromkeys(a.source for a in members)),
        chunk_ids=chunk_ids,
        summary=summarize(anchor, members),
        provenance=tuple((a.source, a.start_line, a.end_line, a.type) for a in members),
    )


def _validate(members: list[Artifact]) -> str | None:
    if not members:
        return "empty unit"
    if any(not a.source or a.start_line < 1 or a.end_line < a.start_line for a in members):
        return "missing source reference"
    if any(a.type not in ARTIFACT_TYPES for a in members):
        return "invalid type label"
    types = {a.type for a in members}
    if len(types) < 2:
        return f"no artifact-type diversity (only {next(iter(types))})"
    return None


def _source_chunks(members: list[Artifact], chunks: Iterable[ChunkSpan]) -> tuple[str, ...]:
    """Chunks overlapping any member's lines, in document order, deduplicated."""
    spans = {(a.source, a.start_line, a.end_line) for a in members}
    by_source: dict[str, list[tuple[int, int]]] = {}
    for source, start, end in spans:
        by_source.setdefault(source, []).append((start, end))
    linked = [
        c
        for c in chunks
        if any(start <= c.end_line and c.start_line <= end for start, end in by_source.get(c.source, ()))
    ]
    linked.sort(key=lambda c: (c.source, c.start_line))
    return tuple(dict.fromkeys(c.chunk_id for c in linked))


def _compact(text: str) -> str:
    text = _TABLE_RULE_RE.sub(" ", text).replace("|", " ; ")
    return " ".join(text.split())


def summarize(anchor: str, members: list[Artifact]) -> str:
    """Retrieval summary serialized by artifact type, bounded so the encoder sees all types."""
    sections = dict.fromkeys(" > ".join(a.section) for a in members if a.section)
    lines = [f"{anchor} | " + " ; ".join(list(sections)[:3])]
    for kind in SUMMARY_TYPE_ORDER:
        texts = dict.fromkeys(_compact(a.text) for a in members if a.type == kind)
        words = " ".join(texts).split()[:_WORDS_PER_TYPE]
        if words:
            lines.append(f"{kind}: {' '.join(words)}")
    return " ".join("\n".join(lines).split(" ")[:_SUMMARY_WORDS])
