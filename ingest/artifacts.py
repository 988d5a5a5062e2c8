"""Typed artifacts: the pieces of evidence a functional unit is built from.

Rules only look at explicit structure (fences, tables, list markers, message syntax) and
at the wording of sentences, so extraction is deterministic and depends on one document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ingest.anchors import AnchorExtractor
from ingest.formats.blocks import Block, image_targets

ARTIFACT_TYPES = frozenset(
    {
        "code_block",
        "inline_command",
        "table",
        "figure",
        "procedure",
        "descriptive_text",
        "constraint",
        "diagnostic",
        "file",
    }
)

_CONSTRAINT_RE = re.compile(
    r"\b(must|must not|required|requires|only|cannot|can't|should not|should|at least|at most|"
    r"no more than|default(?:s)? (?:is|to)|between \S+ and|range|mutually exclusive|overrides?)\b",
    re.IGNORECASE,
)
_DIAGNOSTIC_RE = re.compile(
    r"\[(?:WARNING|ERROR|INFO|CRITICAL)\s+[A-Z]{2,5}-\d{3,4}\]|\b[A-Z]{2,5}-\d{4}\b|^\s*(?:Error|Warning|ERROR|WARNING):",
    re.MULTILINE,
)


@dataclass(frozen=True)
class Artifact:
    """One typed artifact with provenance (document, lines, section) and its anchors."""

    artifact_id: str
    type: str
    source: str
    start_line: int
    end_line: int
    section: tuple[str, ...]
    text: str
    anchors: tuple[str, ...] = field(default=())

    def semantic_key(self) -> tuple[str, str, tuple[str, ...], str, tuple[str, ...]]:
        return (self.type, self.source, self.section, self.text, self.anchors)


class ArtifactExtractor:
    """Turns one document's blocks into artifacts, resolving section commands as it goes."""

    def __init__(self, source: str, blocks: list[Block]) -> None:
        self.source = source
        self.blocks = blocks
        self.anchors = AnchorExtractor.for_document(blocks)
        self._counter = 0

    def extract(self) -> list[Artifact]:
        artifacts: list[Artifact] = []
        section_commands = self.anchors.section_commands(self.blocks)
        for block in self.blocks:
            inherited = section_commands.get(block.section, ())
            artifacts.extend(self._from_block(block, inherited))
        return artifacts

    def _from_block(self, block: Block, inherited: tuple[str, ...]) -> list[Artifact]:
        if block.kind == "heading":
            return []
        mentioned = self.anchors.mentions(block)
        anchors = _merge(inherited, mentioned)
        out = [self._make(_primary_type(block), block, anchors)]
        if block.kind in ("paragraph", "list", "table", "directive"):
            for command in self.anchors.inline_commands(block.text):
                out.append(self._make("inline_command", block, _merge((command,), inherited), text=command))
            if _CONSTRAINT_RE.search(block.text) and block.kind != "table":
                out.append(self._make("constraint", block, anchors))
        if _DIAGNOSTIC_RE.search(block.text):
            out.append(self._make("diagnostic", block, anchors))
        for name in self.anchors.files(block.text):
            out.append(self._make("file", block, _merge((name,), inherited), text=name))
        return out

    def _make(self, kind: str, block: Block, anchors: tuple[str, ...], text: str | None = None) -> Artifact:
        self._counter += 1
        return Artifact(
            artifact_id=f"{self.source}#{self._counter}",
            type=kind,
            source=self.source,
            start_line=block.start_line,
            end_line=block.end_line,
            section=block.section,
            text=block.text if text is None else text,
            anchors=anchors,
        )


def _primary_type(block: Block) -> str:
    if block.kind == "code":
        return "code_block"
    if block.kind == "table":
        return "table"
    if block.kind == "image" or (block.kind == "directive" and block.info in ("figure", "image")):
        return "figure"
    if block.kind == "list" and block.info == "ordered":
        return "procedure"
    if image_targets(block.text) and block.kind == "paragraph":
        return "figure"
    return "descriptive_text"


def _merge(first: tuple[str, ...], second: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(first + second))


def extract_artifacts(source: str, blocks: list[Block]) -> list[Artifact]:
    """All typed artifacts of one parsed document."""
    return ArtifactExtractor(source, blocks).extract()


__all__ = ["ARTIFACT_TYPES", "Artifact", "extract_artifacts"]
