"""Passages and sentences with exact line provenance.

A passage is what retrieval hands back: consecutive prose blocks of one section (a heading
travels with the blocks under it), a window of table rows, or one code block. Inside a
passage, sentences -- table rows and list items count as sentences -- keep their own lines,
so the graph's nodes point at exact lines too. Timing diagrams (``wavejson``) repeat what
the tables say and are skipped.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ingest.formats.blocks import Block
from text.sentences import sentence_spans

TABLE_WINDOW = 12
"""Rows per table passage: a register's field table stays whole, long lists split."""
MAX_PROSE_WORDS = 160
SKIPPED_FENCES = frozenset({"wavejson", "svg", "mermaid"})
_ITEM = re.compile(r"^(\s{0,3})(?:[-*+]|\d{1,3}[.)])\s+")
"""A list item's marker as Markdown reads one (``text.sentences.LIST_MARKER`` takes any indent): a
line indented four spaces or more continues the item above, so its sentences keep that item's lines."""


@dataclass(frozen=True)
class Piece:
    """One sentence-level piece: text, lines, and what kind of block it came from."""

    text: str
    line: int
    end_line: int
    block_kind: str


@dataclass(frozen=True)
class PassageDraft:
    """A passage before ids are assigned: its blocks, lines and section path."""

    blocks: tuple[Block, ...]
    start_line: int
    end_line: int
    section: tuple[str, ...]
    table_rows: tuple[int, int] | None = None
    """For a table window: the first and last body line it covers."""


def sentence_pieces(text: str, start_line: int) -> list[Piece]:
    """Split a paragraph into sentences (``text.sentences``), each with the lines it spans."""
    offsets = _line_offsets(text)
    return [Piece(" ".join(text[start:end].split()), start_line + _line_at(offsets, start),
                  start_line + _line_at(offsets, end - 1), "paragraph") for start, end in sentence_spans(text)]


def list_pieces(text: str, start_line: int) -> list[Piece]:
    """Each list item, then each of its sentences."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if _ITEM.match(line)] or [0]
    pieces: list[Piece] = []
    for index, first in enumerate(starts):
        last = (starts[index + 1] if index + 1 < len(starts) else len(lines)) - 1
        body = "\n".join(lines[first : last + 1])
        body = _ITEM.sub("", body, count=1)
        pieces += [Piece(p.text, p.line, p.end_line, "list") for p in sentence_pieces(body, start_line + first)]
    return pieces


def _line_offsets(text: str) -> list[int]:
    offsets, total = [], 0
    for line in text.split("\n"):
        offsets.append(total)
        total += len(line) + 1
    return offsets


def _line_at(offsets: list[int], position: int) -> int:
    line = 0
    while line + 1 < len(offsets) and offsets[line + 1] <= position:
        line += 1
    return line


def draft_passages(blocks: list[Block]) -> Iterator[PassageDraft]:
    """Group blocks into passages (see the module docstring)."""
    group: list[Block] = []
    words = 0
    for block in blocks:
        if block.kind in {"image", "html"} or (block.kind == "code" and block.info in SKIPPED_FENCES):
            continue
        standalone = block.kind in {"table", "code"}
        if group and (
            block.kind == "heading" or standalone or block.section != group[-1].section
            or words + len(block.text.split()) > MAX_PROSE_WORDS
        ):
            heading_only = all(b.kind == "heading" for b in group)
            if not heading_only:
                yield _draft(group)
                group, words = [], 0
            elif block.kind == "heading" or block.section != group[-1].section:
                group, words = [], 0  # a heading with nothing under it is no passage
        if block.kind == "table":
            yield from _table_windows(group, block)
            group, words = [], 0
            continue
        group.append(block)
        words += len(block.text.split())
        if standalone:
            yield _draft(group)
            group, words = [], 0
    if group and not all(b.kind == "heading" for b in group):
        yield _draft(group)


def _draft(group: list[Block]) -> PassageDraft:
    return PassageDraft(tuple(group), group[0].start_line, group[-1].end_line, group[-1].section)


def _table_windows(heading: list[Block], table: Block) -> Iterator[PassageDraft]:
    """A table as windows of rows; the heading above it joins the first window."""
    body_lines = list(range(table.start_line + 2, table.end_line + 1))
    if not body_lines:
        return
    count = -(-len(body_lines) // TABLE_WINDOW)
    size = -(-len(body_lines) // count)  # equal windows: no one-row tail
    for number, start in enumerate(range(0, len(body_lines), size)):
        window = body_lines[start : start + size]
        first = heading[0].start_line if number == 0 and heading else (table.start_line if number == 0 else window[0])
        blocks = (*heading, table) if number == 0 else (table,)
        yield PassageDraft(blocks, first, window[-1], table.section, (window[0], window[-1]))


__all__ = ["MAX_PROSE_WORDS", "TABLE_WINDOW", "PassageDraft", "Piece", "draft_passages", "list_pieces", "sentence_pieces"]
