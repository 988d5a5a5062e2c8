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
from itertools import repeat
from typing import Any

import numpy as np
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
_SURROGATES = (0xD800, 0xE000)
"""UTF-16 units from here up to (not including) there are halves of a character outside the Basic Multilingual Plane."""
_BREAKS = [ord(char) for char in " \r\n"]
"""The characters PDFium generates between words and lines (asked about only for these, as it costs a call)."""
_text_object_address = ctypes.cast(
    pdfium_c.FPDFText_GetTextObject, ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)
)
"""``FPDFText_GetTextObject`` answering a plain address, a cheap key for what one text object's glyphs share."""
_is_generated = ctypes.cast(pdfium_c.FPDFText_IsGenerated, ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int))
"""``FPDFText_IsGenerated`` on the text page's plain address (no typed pointer to convert on every call)."""
_loose_char_box = ctypes.cast(
    pdfium_c.FPDFText_GetLooseCharBox, ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)
)
"""``FPDFText_GetLooseCharBox`` on plain addresses: called once per character, where converting its typed pointer
arguments cost more than the call itself."""
_BOX_FLOATS = 4
"""An ``FS_RECTF`` is four floats: left, top, right, bottom."""


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
        return _with_collapsed_spaces(*_glyphs(textpage.raw))
    finally:
        textpage.close()


def _glyphs(raw: Any) -> tuple[list[Glyph], list[int | None]]:
    """Every printed character's glyph, and the address of its text object (the same index in both lists).

    Codes, boxes and text objects are read for the whole page first, each with no Python work per character
    beyond the call into PDFium; font and size are read once per text object (consecutive characters mostly
    share one, so the last one's style is tried first)."""
    codes = _codes(raw)
    page = ctypes.cast(raw, ctypes.c_void_p).value
    indices, lefts, rights, bottoms = _boxes(page, _printed(page, codes))
    objects: list[int | None] = list(map(_text_object_address, repeat(page), indices))
    glyphs: list[Glyph] = []
    styles: dict[int | None, tuple[float, str]] = {}
    last: int | None = -1
    size, font = 0.0, ""
    for index, text_object, left, right, bottom in zip(indices, objects, lefts, rights, bottoms, strict=True):
        if text_object != last:
            last = text_object
            size, font = styles.get(text_object) or styles.setdefault(text_object, _style(raw, index))
        code = codes[index]
        text = "-" if code == _PDFIUM_HYPHEN else chr(code)
        glyphs.append(Glyph(text, left, right, bottom, bottom + size, size, font))
    return glyphs, objects


def _boxes(page: int | None, printed: list[int]) -> tuple[list[int], list[float], list[float], list[float]]:
    """Of the characters numbered in ``printed``, those PDFium gives a box, and each box's left, right and bottom.

    PDFium writes the boxes into one array for the page, read back in one go, rather than into one ``FS_RECTF``
    whose fields are read character by character."""
    boxes = (ctypes.c_float * (_BOX_FLOATS * len(printed)))()
    first, step = ctypes.addressof(boxes), ctypes.sizeof(ctypes.c_float) * _BOX_FLOATS
    calls = map(_loose_char_box, repeat(page), printed, range(first, first + step * len(printed), step))
    found = np.fromiter(calls, dtype=bool, count=len(printed))
    kept = np.frombuffer(memoryview(boxes), dtype=np.float32).reshape(-1, _BOX_FLOATS)[found].astype(float)
    return np.asarray(printed, dtype=int)[found].tolist(), kept[:, 0].tolist(), kept[:, 2].tolist(), kept[:, 3].tolist()


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
    units = np.frombuffer(memoryview(buffer), dtype=np.uint16, count=max(0, written - 1))
    if len(units) != count or ((units >= _SURROGATES[0]) & (units < _SURROGATES[1])).any():
        return [pdfium_c.FPDFText_GetUnicode(raw, index) for index in range(count)]
    return np.where(units == _NONCHARACTER, _PDFIUM_HYPHEN, units).tolist()


def _printed(page: int | None, codes: list[int]) -> list[int]:
    """The indices of the characters the page prints: PDFium's generated spaces and line breaks left out (only
    the break characters are asked about, as it costs a call each)."""
    breaks = np.flatnonzero(np.isin(np.asarray(codes), _BREAKS))
    generated = np.fromiter(map(_is_generated, repeat(page), breaks.tolist()), dtype=bool, count=len(breaks))
    return np.delete(np.arange(len(codes)), breaks[generated]).tolist()


def _style(raw: Any, index: int) -> tuple[float, str]:
    """Font size in page units (the text matrix's vertical scale applied) and font name of one character."""
    matrix, name = pdfium_c.FS_MATRIX(), ctypes.create_string_buffer(_FONT_NAME_BYTES)
    pdfium_c.FPDFText_GetMatrix(raw, index, matrix)
    pdfium_c.FPDFText_GetFontInfo(raw, index, name, _FONT_NAME_BYTES, None)
    return pdfium_c.FPDFText_GetFontSize(raw, index) * math.hypot(matrix.c, matrix.d), name.value.decode("latin-1")


def _with_collapsed_spaces(glyphs: list[Glyph], objects: list[int | None]) -> list[Glyph]:
    """The glyphs with every run of spaces that PDFium kept as one space printed in full again.

    PDFium keeps one character for a run of spaces in one text object (a padded code line);
    the page prints them all, and code keeps its alignment only with every one of them. A
    gap of whole space widths after a space, before a glyph of the same text object, is such
    a run; word spacing of justified text leaves gaps of any width. Only spaces are looked at,
    and the glyphs between them are copied a slice at a time.
    """
    out: list[Glyph] = []
    copied = 0
    for index in [index for index, glyph in enumerate(glyphs[:-1]) if glyph.text == " "]:
        glyph, text_object = glyphs[index], objects[index]
        width = glyph.width
        if width <= 0 or text_object is None or text_object != objects[index + 1]:
            continue
        gap = (glyphs[index + 1].x0 - glyph.x1) / width
        missing = round(gap)
        if missing >= 1 and abs(gap - missing) < _WHOLE_SPACES:
            out += glyphs[copied : index + 1]
            copied = index + 1
            out.extend(
                Glyph(" ", glyph.x1 + i * width, glyph.x1 + (i + 1) * width, glyph.y0, glyph.y1, glyph.size, glyph.font)
                for i in range(missing)
            )
    out += glyphs[copied:]
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
