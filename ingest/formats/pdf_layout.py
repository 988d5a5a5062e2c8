"""Lines of a PDF page in reading order, from its grouped text lines (one job: geometry to lines).

Grouped text lines may run across a narrow column gutter; the page's lines are rebuilt here from
their glyphs, split at a detected gutter and ordered top to bottom (left column before right
column between full-width lines).
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter

from ingest.formats.pdf_glyphs import Glyph, bounds
from ingest.formats.pdf_grouping import TextLine

MONO_FONT_RE = re.compile(r"courier|mono|consol|menlo|typewriter|cmtt|inconsolata|fixed", re.IGNORECASE)
_BOLD_FONT_RE = re.compile(r"bold|black|heavy|demi|cmbx", re.IGNORECASE)

RIGHT_COLUMN_BOX = 100_000
"""Added to a box number for the right half of a line split at a column gutter."""
_ROW_TOLERANCE = 0.5
"""Two lines share a band when their vertical centres differ by under this many line heights."""
_MIN_COLUMN_LINES = 8
"""A gutter has at least this many lines on each side of it."""
_JUSTIFIED_SHARE = 0.2
"""Share of left-column lines ending at the column's right edge that marks text columns, not a table."""


@dataclass
class Line:
    """One extracted line, with what structure detection needs to know about it."""

    runs: list[tuple[str, bool]]
    """Text runs in order, each flagged monospace or not (for inline code marks)."""
    x0: float
    x1: float
    y0: float
    y1: float
    size: float
    bold: bool
    box: int
    cells: list[str] = field(default_factory=list)
    """Text of each column when the line is a table row (empty cells included)."""
    table: int = -1
    running: bool = False
    heading: int = -1
    """Heading level (1-6) when the line is (part of) a heading, else -1."""
    heading_id: int = -1
    listing_number: bool = False
    """A bare number printed left of a code line: part of the code block, not of its text."""

    @property
    def text(self) -> str:
        return "".join(text for text, _ in self.runs)

    @property
    def marked(self) -> str:
        """The text with monospace runs as Markdown inline code."""
        parts: list[str] = []
        for text, mono in self.runs:
            inner = text.strip()
            if mono and inner:
                lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]
                parts.append(f"{lead}`{inner}`{trail}")
            else:
                parts.append(text)
        return "".join(parts)

    @property
    def mono(self) -> bool:
        """At least 90 % of the line's printed (non-space) characters are monospace."""
        counts = [(len("".join(text.split())), mono) for text, mono in self.runs]
        printed = sum(count for count, _ in counts)
        return printed > 0 and sum(count for count, mono in counts if mono) >= 0.9 * printed

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)

    @property
    def centre(self) -> float:
        return (self.y0 + self.y1) / 2


def page_lines(items: list[TextLine], page_width: float) -> tuple[list[Line], float | None]:
    """The page's lines in reading order, and the x of its column gutter when it has two text columns."""
    gutter = column_gutter(items, page_width)
    lines: list[Line] = []
    for item in items:
        split = _split_at(item.glyphs, gutter)
        if split is None:
            lines.append(_make_line(item.glyphs, item.box))
        else:
            lines.extend([_make_line(item.glyphs[:split], item.box),
                          _make_line(item.glyphs[split:], item.box + RIGHT_COLUMN_BOX)])
    lines = [line for line in lines if line.runs]
    lines = _column_order(lines, gutter) if gutter is not None else [line for band in bands(lines) for line in band]
    _mark_listing_numbers(lines)
    return lines, gutter


def bands(lines: list[Line]) -> list[list[Line]]:
    """Lines grouped by shared baseline, top to bottom, each band left to right."""
    grouped: list[list[Line]] = []
    for line in sorted(lines, key=lambda line: -line.centre):
        if grouped:
            last = grouped[-1][0]
            if abs(last.centre - line.centre) < _ROW_TOLERANCE * last.height:
                grouped[-1].append(line)
                continue
        grouped.append([line])
    return [sorted(band, key=lambda line: line.x0) for band in grouped]


def _mark_listing_numbers(lines: list[Line]) -> None:
    for number in lines:
        if not number.text.isdigit() or number.mono:
            continue
        if any(
            line.mono and abs(line.centre - number.centre) < 0.5 * line.height and 0 <= line.x0 - number.x1 < 30
            for line in lines
        ):
            number.listing_number = True
            number.runs = [(number.text, True)]


def column_gutter(items: list[TextLine], page_width: float) -> float | None:
    """The x of the gap between two text columns, where grouping may have merged lines across it.

    A vertical strip near the middle that no character covers over a run of lines, with many
    lines on each side, is a gutter; full-width lines (a title, a wide listing) may sit above
    or below that run. Two text columns are told from a two-column table by their filled left
    column: many of its lines end at the same right edge, where a table's first column is ragged.
    Candidate strips are the whole points across the middle of the page.
    """
    low, high = int(0.35 * page_width), int(0.65 * page_width)
    ordered = sorted(items, key=lambda item: -item.y1)
    spans = [[(g.x0, g.x1) for g in item.glyphs if not g.inserted and g.text.strip()] for item in ordered]
    rows = [_Row.of(line, low, high) for line in spans if line]
    best: tuple[int, float] | None = None
    for x in _open_strips(rows, low, high):
        for run in _uncovered_runs(rows, x):
            left = [row.right for row in run if row.left < x]
            right = sum(row.right > x for row in run)
            if min(len(left), right) < max(_MIN_COLUMN_LINES, 0.3 * len(run)):
                continue
            if not filled_column(left):
                continue
            score = min(len(left), right)
            if best is None or score > best[0]:
                best = (score, float(x))
    return best[1] if best else None


@dataclass(frozen=True)
class _Row:
    """One line's extent, and as bits of an int the whole points in ``[low, high)`` strictly inside its characters."""

    left: float
    right: float
    covered: int

    @classmethod
    def of(cls, spans: list[tuple[float, float]], low: int, high: int) -> _Row:
        covered = 0
        for x0, x1 in spans:
            if x1 > low and x0 < high:
                covered |= _bits(math.floor(x0) + 1, math.ceil(x1), low, high)
        return cls(min(x0 for x0, _ in spans), max(x1 for _, x1 in spans), covered)

    def beside(self, low: int, high: int) -> tuple[int, int]:
        """Bits of the x this line leaves uncovered with text to their left, and with text to their right."""
        return (_bits(math.floor(self.left) + 1, high, low, high) & ~self.covered,
                _bits(low, math.ceil(self.right), low, high) & ~self.covered)


def _bits(first: int, end: int, low: int, high: int) -> int:
    """The bits of the whole points ``first <= x < end`` within ``[low, high)``."""
    first, end = max(first, low), min(end, high)
    return ((1 << (end - first)) - 1) << first if end > first else 0


def _open_strips(rows: list[_Row], low: int, high: int) -> list[int]:
    """The x in ``[low, high)`` worth checking run by run for a gutter, tested all at once as bit masks.

    A gutter's run holds ``_MIN_COLUMN_LINES`` consecutive lines that leave it uncovered, and
    as many with text on each side of it: one-column pages (word gaps in scattered lines, short
    code lines on the left) have no such x. Of open x in a row, only those where some line
    starts, ends or changes cover are checked; the ones between would score the same.
    """
    middle = _bits(low, high, low, high)
    consecutive = 0
    for start in range(len(rows) - _MIN_COLUMN_LINES + 1):
        window = middle
        for row in rows[start : start + _MIN_COLUMN_LINES]:
            window &= ~row.covered
        consecutive |= window
    beside = [row.beside(low, high) for row in rows]
    open_bits = consecutive & _in_at_least(_MIN_COLUMN_LINES, [left for left, _ in beside])
    open_bits &= _in_at_least(_MIN_COLUMN_LINES, [right for _, right in beside])
    changes = ~(open_bits << 1)
    for row in rows:
        changes |= row.covered ^ (row.covered << 1) | 1 << (math.floor(row.left) + 1) | 1 << math.ceil(row.right)
    checked = open_bits & changes
    return [x for x in range(low, high) if checked >> x & 1]


def _in_at_least(count: int, masks: list[int]) -> int:
    """The bits set in at least ``count`` of ``masks`` (``levels[k]``: set in more than ``k`` so far)."""
    levels = [0] * count
    for mask in masks:
        for k in range(count - 1, 0, -1):
            levels[k] |= levels[k - 1] & mask
        levels[0] |= mask
    return levels[-1]


def filled_column(right_edges: list[float]) -> bool:
    """Many lines of a column end at one right edge: justified running text, not ragged table cells."""
    edge = max(right_edges, default=0.0)
    filled = sum(x1 >= edge - 3 for x1 in right_edges)
    return filled >= max(5, _JUSTIFIED_SHARE * len(right_edges))


def _uncovered_runs(rows: list[_Row], x: int) -> list[list[_Row]]:
    """Maximal runs of consecutive lines (top to bottom) none of whose characters covers ``x``."""
    runs: list[list[_Row]] = [[]]
    for row in rows:
        if row.covered >> x & 1:
            runs.append([])
        else:
            runs[-1].append(row)
    return [run for run in runs if run]


def _split_at(glyphs: list[Glyph], gutter: float | None) -> int | None:
    """Index of the first character right of the gutter when a line has text on both sides."""
    if gutter is None:
        return None
    chars = [i for i, g in enumerate(glyphs) if not g.inserted and g.text.strip()]
    if any(glyphs[i].x0 < gutter < glyphs[i].x1 for i in chars):
        return None
    right = [i for i in chars if glyphs[i].x0 >= gutter]
    if not right or right[0] == chars[0]:
        return None
    return right[0]


def _column_order(lines: list[Line], gutter: float) -> list[Line]:
    """Top to bottom in bands: full-width lines as they come, between them left column then right."""
    ordered: list[Line] = []
    left: list[Line] = []
    right: list[Line] = []
    for line in sorted(lines, key=lambda line: -line.y1):
        if line.x1 <= gutter + 1:
            left.append(line)
        elif line.x0 >= gutter - 1:
            right.append(line)
        else:
            ordered.extend([*left, *right, line])
            left, right = [], []
    return [*ordered, *left, *right]


def _make_line(glyphs: list[Glyph], box: int) -> Line:
    texts: list[tuple[str, bool]] = []
    prose: Counter[float] = Counter()  # font sizes of the printed glyphs outside monospace runs, and of all of them
    every: Counter[float] = Counter()
    bold = 0
    mono = False
    all_chars = [glyph for glyph in glyphs if not glyph.inserted]
    chars = [glyph for glyph in all_chars if glyph.text.strip()] or all_chars
    for glyph in glyphs:
        if not glyph.inserted:
            mono, heavy = _font_style(glyph.font)
            size = round(glyph.size, 1)
            every[size] += 1
            if not mono:
                prose[size] += 1
            bold += heavy
        texts.append((glyph.text, mono))
    runs = [("".join(text for text, _ in run), mono) for mono, run in groupby(texts, key=itemgetter(1))]
    counted = prose or every
    size = counted.most_common(1)[0][0] if counted else 0.0
    if not chars:
        return Line([], 0, 0, 0, 0, 0.0, False, box)
    x0, x1, y0, y1 = bounds(chars)
    return Line(strip_runs(runs), x0, x1, y0, y1, size, bold >= 0.9 * len(all_chars), box)



@functools.lru_cache(maxsize=256)
def _font_style(font: str) -> tuple[bool, bool]:
    """Whether a font is monospace, and whether it is bold, from its name (a page has few fonts)."""
    return bool(MONO_FONT_RE.search(font)), bool(_BOLD_FONT_RE.search(font))


def strip_runs(runs: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """Collapse whitespace inside prose runs (code keeps its spacing) and trim the line's ends."""
    runs = [(text if mono else re.sub(r"\s+", " ", text), mono) for text, mono in runs]
    if runs:
        runs[0] = (runs[0][0].lstrip(), runs[0][1])
        runs[-1] = (runs[-1][0].rstrip(), runs[-1][1])
    return [run for run in runs if run[0]]
