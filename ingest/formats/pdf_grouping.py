"""Glyphs to text lines to layout boxes, as pdfminer.six's default layout analysis groups them.

The reader's structure rules were tuned on pdfminer's lines (characters joined left to right,
a word space where the gap exceeds a tenth of a glyph) and boxes (lines of one height stacked
less than half a line apart and sharing an edge or centre), so the same rules, with pdfminer's
default ``LAParams``, are applied here to PDFium's glyphs. pdfminer's ordering of the boxes is
left out: the reader orders lines itself, and a box only tells which lines belong together.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ingest.formats.pdf_glyphs import Glyph

_CHAR_MARGIN = 2.0
"""Glyphs further apart than this many glyph widths start a new line."""
_LINE_OVERLAP = 0.5
"""Glyphs of one line overlap vertically by more than this share of the lower glyph."""
_WORD_MARGIN = 0.1
"""A gap wider than this share of a glyph's size is a word space."""
_LINE_MARGIN = 0.5
"""Lines of one box are less than this many line heights apart."""
_Floats = npt.NDArray[np.float64]


@dataclass(eq=False)
class TextLine:
    """Glyphs joined into one line, with inserted word spaces, and the number of its box."""

    glyphs: list[Glyph]
    x0: float
    x1: float
    y0: float
    y1: float
    box: int = -1

    @property
    def text(self) -> str:
        return "".join([glyph.text for glyph in self.glyphs])

    @property
    def height(self) -> float:
        return self.y1 - self.y0


def boxed_lines(glyphs: list[Glyph]) -> list[TextLine]:
    """The page's non-blank text lines, each numbered with its box, box by box, top down within a box."""
    lines = [line for line in text_lines(glyphs) if line.text.strip()]
    boxes = _boxes(lines)
    for number, box in enumerate(boxes):
        for line in box:
            line.box = number
    return [line for box in boxes for line in sorted(box, key=lambda line: -line.y1)]


def text_lines(glyphs: list[Glyph]) -> list[TextLine]:
    """Consecutive glyphs that sit side by side on one baseline, as lines (pdfminer's ``group_objects``), with a
    word space inserted where a glyph starts right of the one before with a gap of more than a tenth of its size.

    Every pair of neighbouring glyphs of a page is tested, so the tests run on arrays of the page's glyph edges
    (the same comparisons of the same numbers as glyph by glyph), and Python only cuts and joins the lists."""
    if not glyphs:
        return []
    x0, x1 = np.array([glyph.x0 for glyph in glyphs]), np.array([glyph.x1 for glyph in glyphs])
    y0, y1 = np.array([glyph.y0 for glyph in glyphs]), np.array([glyph.y1 for glyph in glyphs])
    joined = _side_by_side(x0, x1, y0, y1)
    gaps = np.flatnonzero(joined & (x1[:-1] < x0[1:] - _WORD_MARGIN * np.maximum(x1 - x0, y1 - y0)[1:])).tolist()
    spaced = _with_word_spaces(glyphs, gaps)
    starts = np.concatenate([[0], np.flatnonzero(~joined) + 1])
    firsts = (starts + np.searchsorted(gaps, starts)).tolist()  # where each line starts once spaces are in
    extents = zip(*(reduce.reduceat(edge, starts).tolist() for reduce, edge in
                    ((np.minimum, x0), (np.maximum, x1), (np.minimum, y0), (np.maximum, y1))), strict=True)
    ends = [*firsts[1:], len(spaced)]
    return [TextLine(spaced[first:end], *extent) for first, end, extent in zip(firsts, ends, extents, strict=True)]


def _with_word_spaces(glyphs: list[Glyph], gaps: list[int]) -> list[Glyph]:
    """``glyphs`` with an inserted space glyph filling the gap after each glyph numbered in ``gaps``."""
    out: list[Glyph] = []
    copied = 0
    for index in gaps:
        last, glyph = glyphs[index], glyphs[index + 1]
        out += glyphs[copied : index + 1]
        out.append(Glyph(" ", last.x1, glyph.x0, glyph.y0, glyph.y1, glyph.size, "", inserted=True))
        copied = index + 1
    out += glyphs[copied:]
    return out


def _side_by_side(x0: _Floats, x1: _Floats, y0: _Floats, y1: _Floats) -> npt.NDArray[np.bool_]:
    """For each glyph but the last, whether the next one overlaps it vertically by over half the lower one and is
    less than two widths away."""
    lx0, lx1, ly0, ly1, rx0, rx1, ry0, ry1 = x0[:-1], x1[:-1], y0[:-1], y1[:-1], x0[1:], x1[1:], y0[1:], y1[1:]
    overlap = ~((ry0 > ly1) | (ly0 > ry1))
    apart = np.minimum(np.abs(ly0 - ry1), np.abs(ly1 - ry0)) > _LINE_OVERLAP * np.minimum(ly1 - ly0, ry1 - ry0)
    touching = (rx0 <= lx1) & (lx0 <= rx1)
    close = np.minimum(np.abs(lx0 - rx1), np.abs(lx1 - rx0)) < _CHAR_MARGIN * np.maximum(lx1 - lx0, rx1 - rx0)
    return overlap & apart & (touching | close)


def _boxes(lines: list[TextLine]) -> list[list[TextLine]]:
    """Lines connected by neighbourhood, each group in the order of its first line."""
    parent = list(range(len(lines)))

    def root(index: int) -> int:
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    by_bottom = sorted(range(len(lines)), key=lambda index: lines[index].y0)
    bottoms = [lines[index].y0 for index in by_bottom]
    for index, line in enumerate(lines):
        margin = _LINE_MARGIN * line.height
        lowest = line.y0 - 2 * margin - line.height  # a neighbour is at most ``margin`` taller than ``line``
        for other in by_bottom[bisect.bisect_left(bottoms, lowest) : bisect.bisect_left(bottoms, line.y1 + margin)]:
            if _neighbours(line, lines[other], margin):
                parent[root(other)] = root(index)
    groups: dict[int, list[TextLine]] = {}
    for index, line in enumerate(lines):
        groups.setdefault(root(index), []).append(line)
    return list(groups.values())


def _neighbours(line: TextLine, other: TextLine, margin: float) -> bool:
    """``other`` is within ``margin`` above or below ``line``, as tall, and shares its left, right or centre."""
    if other.x1 <= line.x0 or line.x1 <= other.x0 or other.y1 <= line.y0 - margin or line.y1 + margin <= other.y0:
        return False
    if abs(other.height - line.height) > margin:
        return False
    return (
        abs(other.x0 - line.x0) <= margin
        or abs(other.x1 - line.x1) <= margin
        or abs((other.x0 + other.x1) / 2 - (line.x0 + line.x1) / 2) <= margin
    )
