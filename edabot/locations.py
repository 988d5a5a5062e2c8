"""How a cited span is written for people: lines of a file, or lines within a page of a PDF."""

from __future__ import annotations

from typing import Protocol


class Span(Protocol):
    """Anything with a source and an inclusive line range (evidence, citations, gold spans)."""

    @property
    def source(self) -> str: ...
    @property
    def start_line(self) -> int: ...
    @property
    def end_line(self) -> int: ...


class Located(Span, Protocol):
    """A span that may lie within the pages of a PDF."""

    @property
    def page(self) -> int | None: ...
    @property
    def end_page(self) -> int | None: ...


def span_key(item: Span) -> tuple[str, int, int]:
    """What makes two spans the same span: their source and line range (evidence kept once, a citation found again)."""
    return item.source, item.start_line, item.end_line


def _lines(start: int, end: int) -> str:
    return f"line {start}" if start == end else f"lines {start}\u2013{end}"


def span_label(item: Located) -> str:
    """``lines 10–24``; ``p. 143, lines 5–19``; ``p. 3 line 30 – p. 4 line 6`` across a page break."""
    if item.page is None:
        return _lines(item.start_line, item.end_line)
    if item.end_page in (None, item.page):
        return f"p. {item.page}, {_lines(item.start_line, item.end_line)}"
    return f"p. {item.page} line {item.start_line} \u2013 p. {item.end_page} line {item.end_line}"


def compact_location(item: Located) -> str:
    """``guide.md:10-24`` for a file (what editors open); ``guide.pdf p. 143, lines 5–19`` for a PDF."""
    if item.page is None:
        return f"{item.source}:{item.start_line}-{item.end_line}"
    return f"{item.source} {span_label(item)}"
