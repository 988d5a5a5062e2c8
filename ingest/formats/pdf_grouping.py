"""Glyphs to text lines to layout boxes, as pdfminer.six's default layout analysis groups them.

The reader's structure rules were tuned on pdfminer's lines (characters joined left to right,
a word space where the gap exceeds a tenth of a glyph) and boxes (lines of one height stacked
less than half a line apart and sharing an edge or centre), so the same rules, with pdfminer's
default ``LAParams``, are applied here to PDFium's glyphs. pdfminer's ordering of the boxes is
left out: the reader orders lines itself, and a box only tells which lines belong together.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from ingest.formats.pdf_glyphs import Glyph

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

    glyphs: list[Glyph] = field(default_factory=list)
    box: int = -1
    x0: float = float("inf")
    x1: float = float("-inf")
    y0: float = float("inf")
    y1: float = float("-inf")

    @property
    def text(self) -> str:
        return "".join(glyph.text for glyph in self.glyphs)

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    def add(self, glyph: Glyph) -> None:
        """Append a glyph, after a word space when it starts right of the last one with a gap."""
        if self.glyphs:
            last = self.glyphs[-1]
            if last.x1 < glyph.x0 - _WORD_MARGIN * max(glyph.x1 - glyph.x0, glyph.y1 - glyph.y0):
                self.glyphs.append(Glyph(" ", last.x1, glyph.x0, glyph.y0, glyph.y1, glyph.size, "", inserted=True))
        self.glyphs.append(glyph)
        if glyph.x0 < self.x0:
            self.x0 = glyph.x0
        if glyph.x1 > self.x1:
            self.x1 = glyph.x1
        if glyph.y0 < self.y0:
            self.y0 = glyph.y0
        if glyph.y1 > self.y1:
            self.y1 = glyph.y1


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
    line: TextLine | None = None
    for previous, glyph in zip(glyphs, glyphs[1:], strict=False):
        if _side_by_side(previous, glyph):
            if line is None:
                line = TextLine()
                line.add(previous)
            line.add(glyph)
            continue
        lines.append(line if line is not None else _single(previous))
        line = None
    if glyphs:
        lines.append(line if line is not None else _single(glyphs[-1]))
    return lines


def _single(glyph: Glyph) -> TextLine:
    line = TextLine()
    line.add(glyph)
    return line


def _side_by_side(left: Glyph, right: Glyph) -> bool:
    """The glyphs overlap vertically by over half the lower one and are less than two widths apart."""
    if right.y0 > left.y1 or left.y0 > right.y1:
        return False
    overlap = min(abs(left.y0 - right.y1), abs(left.y1 - right.y0))
    if overlap <= _LINE_OVERLAP * min(left.y1 - left.y0, right.y1 - right.y0):
        return False
    if right.x0 <= left.x1 and left.x0 <= right.x1:
        return True
    distance = min(abs(left.x0 - right.x1), abs(left.x1 - right.x0))
    return distance < _CHAR_MARGIN * max(left.x1 - left.x0, right.x1 - right.x0)


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
