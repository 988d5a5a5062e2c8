"""What the PDF reader takes from PDFium (pypdfium2): each page's glyphs, the outline, images.

PDFium parses content streams in C++, where pdfminer.six interprets them in Python; it is the
expensive part of reading a manual. Each glyph keeps pdfminer's box convention (from the
font's descent below the baseline up to one font size above that, as wide as its advance), so
the layout thresholds of the reader hold unchanged. PDFium is not thread-safe: every call into
it runs under one process-wide lock.
"""

from __future__ import annotations

import ctypes
import math
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

_PDFIUM_LOCK = threading.Lock()
"""Held while any PDFium document is open in this process."""
_FONT_NAME_BYTES = 128
_WHOLE_SPACES = 0.02
"""A gap after a space within this share of a whole number of space widths held that many spaces."""
_PDFIUM_HYPHEN = 0x02
"""PDFium's code for a hyphen it takes to break a word at a line end; the page prints ``-``."""
_NONCHARACTER = 0xFFFE
"""What ``FPDFText_GetText`` writes for PDFium's hyphen code."""
_BREAKS = frozenset(map(ord, " \r\n"))
"""The characters PDFium generates between words and lines (asked about only for these, as it costs a call)."""
_text_object_address = ctypes.cast(
    pdfium_c.FPDFText_GetTextObject, ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)
)
"""``FPDFText_GetTextObject`` answering a plain address, a cheap key for what one text object's glyphs share."""


@dataclass(slots=True)
class Glyph:
    """One character as printed: its text, box (points, origin bottom left), font size and font name."""

    text: str
    x0: float
    x1: float
    y0: float
    y1: float
    size: float
    font: str
    inserted: bool = False
    """A word space the reader put between two glyphs, not one the page prints."""

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0


def bounds(glyphs: list[Glyph]) -> tuple[float, float, float, float]:
    """Left, right, bottom and top of ``glyphs`` (at least one), in one pass: lines and blocks are measured per
    glyph, and four ``min``/``max`` passes cost every line twice."""
    first = glyphs[0]
    x0, x1, y0, y1 = first.x0, first.x1, first.y0, first.y1
    for glyph in glyphs:
        if glyph.x0 < x0:
            x0 = glyph.x0
        if glyph.x1 > x1:
            x1 = glyph.x1
        if glyph.y0 < y0:
            y0 = glyph.y0
        if glyph.y1 > y1:
            y1 = glyph.y1
    return x0, x1, y0, y1


@contextmanager
def opened(data: bytes) -> Iterator[pdfium.PdfDocument]:
    """The document, under the PDFium lock, closed on exit; PdfiumError when PDFium cannot load it."""
    with _PDFIUM_LOCK:
        document = pdfium.PdfDocument(data)
        try:
            yield document
        finally:
            document.close()


def page_glyphs(page: pdfium.PdfPage) -> list[Glyph]:
    """The page's printed characters in content-stream order (PDFium's inserted spaces and breaks left out)."""
    textpage = page.get_textpage()
    try:
        return _with_collapsed_spaces(list(_glyphs(textpage.raw)))
    finally:
        textpage.close()


def _glyphs(raw: Any) -> Iterator[tuple[int | None, Glyph]]:
    """``(text object address, glyph)`` of every printed character; font and size are read once per text object
    (consecutive characters mostly share one, so the last one's style is tried first)."""
    box = pdfium_c.FS_RECTF()
    box_ref = ctypes.byref(box)
    styles: dict[int | None, tuple[float, str]] = {}
    address = ctypes.cast(raw, ctypes.c_void_p)
    is_generated, char_box = pdfium_c.FPDFText_IsGenerated, pdfium_c.FPDFText_GetLooseCharBox
    last, style = -1, (0.0, "")
    for index, code in enumerate(_codes(raw)):
        if (code in _BREAKS and is_generated(raw, index)) or not char_box(raw, index, box_ref):
            continue
        text_object = _text_object_address(address, index)
        if text_object != last:
            last = text_object
            style = styles.get(text_object) or styles.setdefault(text_object, _style(raw, index))
        text = "-" if code == _PDFIUM_HYPHEN else chr(code)
        bottom = box.bottom
        yield text_object, Glyph(text, box.left, box.right, bottom, bottom + style[0], style[0], style[1])


def _codes(raw: Any) -> list[int]:
    """Every character's code, read in one call (``FPDFText_GetText``) rather than one call per character.

    The text comes as UTF-16 with one unit per character index; PDFium's own hyphen code (2) comes out as U+FFFE,
    a code no text holds, and is given back as 2. A page whose text does not come one unit per index (a character
    outside the Basic Multilingual Plane) is read character by character."""
    count = pdfium_c.FPDFText_CountChars(raw)
    if count <= 0:
        return []
    buffer = ctypes.create_string_buffer((count + 1) * 2)
    written = pdfium_c.FPDFText_GetText(raw, 0, count, ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort)))
    units = memoryview(buffer.raw[: max(0, written - 1) * 2]).cast("H").tolist()
    if len(units) != count or any(0xD800 <= unit < 0xE000 for unit in units):
        return [pdfium_c.FPDFText_GetUnicode(raw, index) for index in range(count)]
    return [_PDFIUM_HYPHEN if unit == _NONCHARACTER else unit for unit in units]


def _style(raw: Any, index: int) -> tuple[float, str]:
    """Font size in page units (the text matrix's vertical scale applied) and font name of one character."""
    matrix, name = pdfium_c.FS_MATRIX(), ctypes.create_string_buffer(_FONT_NAME_BYTES)
    pdfium_c.FPDFText_GetMatrix(raw, index, matrix)
    pdfium_c.FPDFText_GetFontInfo(raw, index, name, _FONT_NAME_BYTES, None)
    return pdfium_c.FPDFText_GetFontSize(raw, index) * math.hypot(matrix.c, matrix.d), name.value.decode("latin-1")


def _with_collapsed_spaces(glyphs: list[tuple[int | None, Glyph]]) -> list[Glyph]:
    """The glyphs with every run of spaces that PDFium kept as one space printed in full again.

    PDFium keeps one character for a run of spaces in one text object (a padded code line);
    the page prints them all, and code keeps its alignment only with every one of them. A
    gap of whole space widths after a space, before a glyph of the same text object, is such
    a run; word spacing of justified text leaves gaps of any width.
    """
    out: list[Glyph] = []
    for (text_object, glyph), (next_object, following) in zip(glyphs, glyphs[1:], strict=False):
        out.append(glyph)
        if glyph.text != " " or glyph.width <= 0 or text_object is None or text_object != next_object:
            continue
        gap = (following.x0 - glyph.x1) / glyph.width
        missing = round(gap)
        if missing >= 1 and abs(gap - missing) < _WHOLE_SPACES:
            out.extend(
                Glyph(" ", glyph.x1 + i * glyph.width, glyph.x1 + (i + 1) * glyph.width, glyph.y0, glyph.y1, glyph.size, glyph.font)
                for i in range(missing)
            )
    out.extend(glyph for _, glyph in glyphs[-1:])
    return out


def outline(document: pdfium.PdfDocument) -> list[tuple[int, str, int]]:
    """``(level from 1, title, page index or -1)`` of every bookmark, in outline order."""
    entries: list[tuple[int, str, int]] = []
    for bookmark in document.get_toc():
        entries.append((bookmark.level + 1, bookmark.get_title(), _target_page(document, bookmark)))
    return entries


def _target_page(document: pdfium.PdfDocument, bookmark: pdfium.PdfBookmark) -> int:
    """The page a bookmark opens: its destination, or the destination of its go-to action."""
    dest = pdfium_c.FPDFBookmark_GetDest(document.raw, bookmark.raw)
    if not dest:
        action = pdfium_c.FPDFBookmark_GetAction(bookmark.raw)
        dest = pdfium_c.FPDFAction_GetDest(document.raw, action) if action else None
    return int(pdfium_c.FPDFDest_GetDestPageIndex(document.raw, dest)) if dest else -1


def has_image(page: pdfium.PdfPage) -> bool:
    """Whether the page draws an image (a scan), directly or inside a form."""
    return next(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE]), None) is not None
