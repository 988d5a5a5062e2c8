"""Section-aware chunking that keeps exact line spans.

A chunk never crosses a section boundary, except that a section holding only its heading
(e.g. "## Commands" right before "### global_placement") merges into the next one in the
same document, and never crosses a page of a PDF, so every citation names one page. Blocks
are never split unless one alone exceeds twice the word budget.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ingest.formats.blocks import Block
from ingest.formats.source import SourceText


@dataclass(frozen=True)
class Chunk:
    """A retrievable passage: original lines ``start_line..end_line`` of ``source``."""

    chunk_id: str
    scope: str
    source: str
    start_line: int
    end_line: int
    section: str
    text: str
    page: int = 0
    """1-based page of a paged source (PDF); 0 for formats without pages."""
    page_start: int = 0
    """The line (in the document's line numbering) where that page begins."""

    def page_lines(self) -> tuple[int, int]:
        """Start and end line as a reader counts them: within the page for a PDF, else in the file."""
        offset = self.page_start - 1 if self.page else 0
        return self.start_line - offset, self.end_line - offset

    def embedding_text(self) -> str:
        """What the encoders see: heading path first, so the section name counts."""
        return f"{self.section}\n{self.text}" if self.section else self.text


def chunk_id(scope: str, source: str, start: int, end: int, text: str) -> str:
    digest = hashlib.sha1(f"{scope}\x00{source}\x00{start}\x00{end}\x00{text}".encode()).hexdigest()
    return f"c_{digest[:24]}"


def _words(block: Block) -> int:
    return len(block.text.split())


def _groups(source: SourceText, max_words: int) -> list[list[Block]]:
    """Consecutive blocks of one section and page, cut when the word budget would overflow."""
    groups: list[list[Block]] = []
    current: list[Block] = []
    count = 0
    for block in source.blocks:
        heading_only = bool(current) and all(b.kind == "heading" for b in current)
        new_section = bool(current) and block.section != current[-1].section and not heading_only
        new_page = bool(current) and _page(source, block) != _page(source, current[-1])
        if current and (new_page or new_section or (count + _words(block) > max_words and not heading_only)):
            groups.append(current)
            current, count = [], 0
        current.append(block)
        count += _words(block)
    if current:
        groups.append(current)
    return groups


def _page(source: SourceText, block: Block) -> int:
    located = source.page_of(block.start_line)
    return located[0] if located else 0


def _split_long(group: list[Block], lines: list[str], max_words: int) -> list[tuple[int, int]]:
    """Line ranges for a group; a single oversized block is cut on line boundaries."""
    start, end = group[0].start_line, group[-1].end_line
    if sum(_words(b) for b in group) <= 2 * max_words:
        return [(start, end)]
    spans: list[tuple[int, int]] = []
    span_start, count = start, 0
    for n in range(start, end + 1):
        count += len(lines[n - 1].split())
        if count >= max_words:
            spans.append((span_start, n))
            span_start, count = n + 1, 0
    if span_start <= end:
        spans.append((span_start, end))
    return spans


def _pieces(source: SourceText, group: list[Block], max_words: int) -> list[tuple[int, int, str]]:
    """(start, end, text) of each chunk of a group.

    Where lines read as text a chunk is its lines. Where they carry markup (HTML) a chunk is the
    blocks' normalized text; an oversized block (a long option table) is cut on its text lines
    and every piece keeps the block's span, the finest provenance the markup allows.
    """
    if source.verbatim:
        return [(start, end, "\n".join(source.lines[start - 1 : end]).strip())
                for start, end in _split_long(group, source.lines, max_words)]
    if sum(_words(b) for b in group) <= 2 * max_words:
        return [(group[0].start_line, group[-1].end_line, "\n\n".join(b.text for b in group).strip())]
    pieces: list[tuple[int, int, str]] = []
    headings: list[Block] = []
    for block in group:
        if block.kind == "heading":
            headings.append(block)
            continue
        for part in _cut_text(block.text, max_words):
            start = headings[0].start_line if headings else block.start_line
            pieces.append((start, block.end_line, "\n\n".join([*(h.text for h in headings), part])))
            headings = []
    if headings:
        pieces.append((headings[0].start_line, headings[-1].end_line, "\n\n".join(h.text for h in headings)))
    return pieces


def _cut_text(text: str, max_words: int) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    count = 0
    for line in text.split("\n"):
        current.append(line)
        count += len(line.split())
        if count >= max_words:
            parts.append("\n".join(current).strip())
            current, count = [], 0
    if "\n".join(current).strip():
        parts.append("\n".join(current).strip())
    return parts


def make_chunks(scope: str, document: str, source: SourceText, max_words: int) -> list[Chunk]:
    """Chunks of one document, in order, with deterministic ids."""
    chunks: list[Chunk] = []
    for group in _groups(source, max_words):
        section_path = next((b.section for b in group if b.kind != "heading"), group[-1].section)
        section = " > ".join(section_path)
        page = _page(source, group[0])
        page_start = source.page_starts[page - 1] if page else 0
        for start, end, text in _pieces(source, group, max_words):
            if text:
                chunks.append(Chunk(chunk_id(scope, document, start, end, text), scope, document, start, end,
                                    section, text, page, page_start))
    return chunks
