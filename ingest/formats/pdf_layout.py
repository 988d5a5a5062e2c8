"""Lines of a PDF page in reading order, from its grouped text lines (one job: geometry to lines).

Grouped text lines may run across a narrow column gutter; the page's lines are rebuilt here from
their glyphs, split at a detected gutter and ordered top to bottom (left column before right
column between full-width lines).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from itertools import chain, groupby
from operator import attrgetter, itemgetter

import numpy as np
import numpy.typing as npt

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
_MIN_FILLED = 5
"""A filled column has at least this many lines ending at its right edge."""
_EDGE_SLACK = 3
"""A line ends at a column's right edge when it ends at most this many points left of it."""
_TEXT, _FONT_AND_SIZE = attrgetter("text"), attrgetter("font", "size")
_Floats = npt.NDArray[np.float64]
_Ints = npt.NDArray[np.int_]
_Bools = npt.NDArray[np.bool_]


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
        printed = monospace = 0
        for text, mono in self.runs:
            count = len("".join(text.split()))
            printed += count
            monospace += count if mono else 0
        return printed > 0 and monospace >= 0.9 * printed

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
        if any(  # the cheap tests of place first: ``mono`` reads the line's text
            abs(line.centre - number.centre) < 0.5 * line.height and 0 <= line.x0 - number.x1 < 30 and line.mono
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
    if high <= low:
        return None
    lefts, rights, covered = _coverage(items, low, high)
    strips = _open_strips(lefts, rights, covered, low)
    return _best_gutter(lefts, rights, covered[:, strips - low], strips) if strips.size else None


def _coverage(items: list[TextLine], low: int, high: int) -> tuple[_Floats, _Floats, _Bools]:
    """Left and right end of every line that has characters, top down, and which whole points of ``[low, high)``
    lie strictly inside one of its characters (a row per line, a column per point).

    Every line is tested at every point of the middle of the page, so the cover is one boolean array: a +1 where
    each character's points begin and a -1 where they end, summed along each row."""
    ordered = sorted(items, key=lambda item: -item.y1)
    lines = [chars for chars in ([g for g in item.glyphs if not g.inserted and g.text.strip()] for item in ordered)
             if chars]
    if not lines:
        return np.empty(0), np.empty(0), np.zeros((0, high - low), dtype=bool)
    chars = list(chain.from_iterable(lines))
    x0, x1 = np.array([glyph.x0 for glyph in chars]), np.array([glyph.x1 for glyph in chars])
    counts = [len(line) for line in lines]
    starts = np.cumsum([0, *counts[:-1]])
    first = np.maximum(np.floor(x0) + 1, low).astype(int)
    end = np.minimum(np.ceil(x1), high).astype(int)
    inside, width = end > first, high - low + 1  # a row has one spare point at its end, where the last -1 goes
    offset = np.repeat(np.arange(len(lines)) * width - low, counts)[inside]
    marks = np.bincount(offset + first[inside], minlength=len(lines) * width)
    marks -= np.bincount(offset + end[inside], minlength=len(lines) * width)
    covered = np.cumsum(marks.reshape(-1, width), axis=1)[:, :-1] > 0
    return np.minimum.reduceat(x0, starts), np.maximum.reduceat(x1, starts), covered


def _open_strips(lefts: _Floats, rights: _Floats, covered: _Bools, low: int) -> _Ints:
    """The x (from ``low``) worth checking run by run for a gutter, tested all at once.

    A gutter's run holds ``_MIN_COLUMN_LINES`` consecutive lines that leave it uncovered, and
    as many with text on each side of it: one-column pages (word gaps in scattered lines, short
    code lines on the left) have no such x. Of open x in a row, only those where some line
    starts, ends or changes cover are checked; the ones between would score the same.
    """
    rows, points = covered.shape
    if rows < _MIN_COLUMN_LINES:
        return np.empty(0, dtype=int)
    xs = np.arange(low, low + points)
    covers = np.cumsum(np.vstack([np.zeros(points, dtype=int), covered]), axis=0)
    consecutive = (covers[_MIN_COLUMN_LINES:] == covers[:-_MIN_COLUMN_LINES]).any(axis=0)
    starts, ends = np.floor(lefts).astype(int) + 1, np.ceil(rights).astype(int)
    text_left = ((xs >= starts[:, None]) & ~covered).sum(axis=0) >= _MIN_COLUMN_LINES
    text_right = ((xs < ends[:, None]) & ~covered).sum(axis=0) >= _MIN_COLUMN_LINES
    open_x = consecutive & text_left & text_right
    before = np.hstack([np.zeros((rows, 1), dtype=bool), covered[:, :-1]])
    changes = ~np.concatenate([[False], open_x[:-1]]) | (covered != before).any(axis=0)
    changes |= np.isin(xs, starts) | np.isin(xs, ends)
    return xs[open_x & changes]


def _best_gutter(lefts: _Floats, rights: _Floats, covered: _Bools, strips: _Ints) -> float | None:
    """The strip whose run of uncovered lines has the most lines on its thinner side, over the runs with at least
    ``_MIN_COLUMN_LINES`` (and 30 % of the run) on each side and a filled left column (``filled_column``, for all
    runs at once); the first such one (left to right, then top down) on a tie.

    A run is a maximal stretch of consecutive lines none of whose characters covers the strip; all runs of all
    strips are counted at once, each numbered by its strip and by the covered lines above it."""
    rows = len(lefts)
    numbered = np.arange(len(strips)) * (rows + 1) + np.cumsum(covered, axis=0)
    line, strip = np.nonzero(~covered)
    numbers, run = np.unique(numbered[line, strip], return_inverse=True)
    left_of, right_of = lefts[line] < strips[strip], rights[line] > strips[strip]
    size = np.bincount(run, minlength=len(numbers))
    on_left = np.bincount(run, weights=left_of, minlength=len(numbers))
    thinner = np.minimum(on_left, np.bincount(run, weights=right_of, minlength=len(numbers)))
    left_run, left_edge = run[left_of], rights[line[left_of]]
    edge = np.full(len(numbers), -np.inf)
    np.maximum.at(edge, left_run, left_edge)
    filled = np.bincount(left_run, weights=left_edge >= edge[left_run] - _EDGE_SLACK, minlength=len(numbers))
    wide = thinner >= np.maximum(_MIN_COLUMN_LINES, 0.3 * size)
    passing = np.flatnonzero(wide & _enough_filled(filled, on_left))
    if not passing.size:
        return None
    return float(strips[numbers[passing[np.argmax(thinner[passing])]] // (rows + 1)])


def filled_column(right_edges: list[float]) -> bool:
    """Many lines of a column end at one right edge: justified running text, not ragged table cells."""
    edge = max(right_edges, default=0.0)
    return bool(_enough_filled(sum(x1 >= edge - _EDGE_SLACK for x1 in right_edges), len(right_edges)))


def _enough_filled(filled: npt.ArrayLike, lines: npt.ArrayLike) -> npt.NDArray[np.bool_]:
    """The rule of a filled column, for one column or every gutter run at once: of its ``lines``, ``filled`` end at
    its right edge, at least ``_MIN_FILLED`` and ``_JUSTIFIED_SHARE`` of them."""
    return np.asarray(filled) >= np.maximum(_MIN_FILLED, _JUSTIFIED_SHARE * np.asarray(lines))


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
    """One line from its glyphs: text runs flagged monospace, the commonest font size of its prose (of all its
    glyphs when it has none), bold when 90 % of its glyphs are, and the extent of its printed characters.

    A line has many glyphs but few fonts and sizes, so its glyphs are taken a run of one font and size at a time
    (an inserted word space in the run of the glyph before it, as it takes that glyph's font), not one by one.
    """
    positions = [index for index, glyph in enumerate(glyphs) if not glyph.inserted]
    printed = [glyphs[index] for index in positions]
    chars = [glyph for glyph in printed if glyph.text.strip()] or printed
    if not chars:
        return Line([], 0, 0, 0, 0, 0.0, False, box)
    texts = [("".join(map(_TEXT, glyphs[: positions[0]])), False)] if positions[0] else []  # not monospace
    every: dict[float, int] = {}  # how many printed glyphs have each font size, and how many outside monospace runs
    prose: dict[float, int] = {}
    bold = start = 0
    for (font, glyph_size), group in groupby(printed, key=_FONT_AND_SIZE):
        count = len(list(group))
        mono, heavy = _font_style(font)
        end = start + count
        after = positions[end] if end < len(positions) else len(glyphs)
        texts.append(("".join(map(_TEXT, glyphs[positions[start] : after])), mono))
        rounded = round(glyph_size, 1)
        every[rounded] = every.get(rounded, 0) + count
        if not mono:
            prose[rounded] = prose.get(rounded, 0) + count
        bold += heavy * count
        start = end
    runs = [("".join([text for text, _ in run]), mono) for mono, run in groupby(texts, key=itemgetter(1))]
    counted = prose or every
    size = max(counted, key=counted.__getitem__)  # the first size seen of those seen most often
    x0, x1, y0, y1 = bounds(chars)
    return Line(strip_runs(runs), x0, x1, y0, y1, size, bold >= 0.9 * len(printed), box)


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
