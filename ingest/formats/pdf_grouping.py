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

from ingest.formats.pdf_glyphs import Glyph, bounds

_CHAR_MARGIN = 2.0
"""Glyphs further apart than this many glyph widths start a new line."""
_LINE_OVERLAP = 0.5
"""Glyphs of one line overlap vertically by more than this share of the lower glyph."""
_WORD_MARGIN = 0.1
"""A gap wider than this share of a glyph's size is a word space."""
_LINE_MARGIN = 0.5
"""Lines of one box are less than this many line heights apart."""


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
        return "".join(glyph.text for glyph in self.glyphs)

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
    """Consecutive glyphs that sit side by side on one baseline, as lines (pdfminer's ``group_objects``)."""
    lines: list[TextLine] = []
    run = glyphs[:1]
    for previous, glyph in zip(glyphs, glyphs[1:], strict=False):
        if _side_by_side(previous, glyph):
            run.append(glyph)
            continue
        lines.append(_line(run))
        run = [glyph]
    if run:
        lines.append(_line(run))
    return lines


def _line(run: list[Glyph]) -> TextLine:
    """One line of side-by-side glyphs: a word space inserted where a glyph starts right of the last one with a gap
    of more than a tenth of its size, and the extent of the printed glyphs (found in one pass, not updated glyph
    by glyph)."""
    out = [run[0]]
    for last, glyph in zip(run, run[1:], strict=False):
        wide, tall = glyph.x1 - glyph.x0, glyph.y1 - glyph.y0
        if last.x1 < glyph.x0 - _WORD_MARGIN * (wide if wide > tall else tall):
            out.append(Glyph(" ", last.x1, glyph.x0, glyph.y0, glyph.y1, glyph.size, "", inserted=True))
        out.append(glyph)
    return TextLine(out, *bounds(run))


def _side_by_side(left: Glyph, right: Glyph) -> bool:
    """The glyphs overlap vertically by over half the lower one and are less than two widths apart.

    Called for every pair of neighbouring glyphs of a page, so written with plain comparisons, not ``min``,
    ``max`` and ``abs`` calls (the same values, about half the time)."""
    ly0, ly1, ry0, ry1 = left.y0, left.y1, right.y0, right.y1
    if ry0 > ly1 or ly0 > ry1:
        return False
    below, above = ly0 - ry1, ly1 - ry0
    below, above = -below if below < 0 else below, -above if above < 0 else above
    lower = ly1 - ly0 if ly1 - ly0 < ry1 - ry0 else ry1 - ry0
    if (below if below < above else above) <= _LINE_OVERLAP * lower:
        return False
    lx0, lx1, rx0, rx1 = left.x0, left.x1, right.x0, right.x1
    if rx0 <= lx1 and lx0 <= rx1:
        return True
    before, after = lx0 - rx1, lx1 - rx0
    before, after = -before if before < 0 else before, -after if after < 0 else after
    wider = lx1 - lx0 if lx1 - lx0 > rx1 - rx0 else rx1 - rx0
    return (before if before < after else after) < _CHAR_MARGIN * wider


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
