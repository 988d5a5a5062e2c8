"""PDF reader: citable page lines and structural blocks from a PDF's text layer (PDFium).

Citations count printed lines ("guide.pdf p. 143, lines 5-19"), so ``lines`` keeps every
extracted line of every page, running headers and page numbers included, and every page
owns at least one line. Structure is inferred from what the text layer offers: the outline
(bookmarks) or font sizes for headings, vertical layout boxes for paragraphs, monospace
fonts for code, bullet marks for lists and column-aligned rows for tables. Anything that
cannot be read whole is refused; a half-read manual would cite lines that do not exist.
"""

from __future__ import annotations

import math
import re
import statistics
from collections import Counter
from collections.abc import Iterable, Iterator

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from edabot.errors import BadInputError
from ingest.formats.blocks import Block, BlockKind
from ingest.formats.pdf_glyphs import has_image, opened, outline, page_glyphs
from ingest.formats.pdf_grouping import boxed_lines
from ingest.formats.pdf_headings import BULLET_RE, mark_headings
from ingest.formats.pdf_layout import Line, strip_runs
from ingest.formats.pdf_layout import page_lines as page_lines_of
from ingest.formats.pdf_tables import with_tables
from ingest.formats.source import SourceText
from ingest.formats.tables import pipe_table_of

_TYPOGRAPHIC_BULLETS = "\u2022\u25e6\u25aa\u25cf\u2023\u2219"
"""Bullet marks no code line starts with: a line led by one is a list item even in a monospace font."""
_ORDERED_RE = re.compile(r"^\s*(\d{1,3}[.)])\s+(.*)$")
_HYPHENATED_END_RE = re.compile(r"([A-Za-z]*[a-z])-$")
_FIRST_WORD_RE = re.compile(r"^([a-z][A-Za-z]*)(.*)$")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z-]*[A-Za-z]")
_PAGE_NUMBER_RE = re.compile(r"^(page\s*)?\d{1,4}(\s*(of|/)\s*\d{1,4})?$", re.IGNORECASE)

_RUNNING_EDGE_LINES = 2
"""How many lines at the top and bottom of a page may be a running header or footer."""


def read_pdf(data: bytes, *, max_pages: int) -> SourceText:
    """Parse a PDF's text layer into citable page lines and blocks, or refuse it whole."""
    _check_envelope(data)
    try:
        with opened(data) as document:
            page_lines, bookmarks = _read(document, max_pages)
    except pdfium.PdfiumError as exc:
        if exc.err_code == pdfium_c.FPDF_ERR_PASSWORD:
            raise BadInputError("encrypted PDF: remove the password and attach it again") from exc
        raise BadInputError(f"not a readable PDF: {exc}") from exc
    _mark_running(page_lines)
    _join_hyphenation(page_lines)
    mark_headings(bookmarks, page_lines)
    return _assemble(page_lines)


# --- opening and refusals -----------------------------------------------------------------


def _check_envelope(data: bytes) -> None:
    """Refuse what is not a whole PDF file before PDFium, which repairs what it can, reads it."""
    if b"%PDF-" not in data[:1024]:
        raise BadInputError("not a readable PDF: the file does not start with a PDF header")
    if b"%%EOF" not in data[-2048:]:
        raise BadInputError("not a readable PDF: the file is truncated (no end-of-file marker)")


def _read(document: pdfium.PdfDocument, max_pages: int) -> tuple[list[list[Line]], list[tuple[int, str, int]]]:
    """Every page's lines (tables joined into rows) and the outline; refused when there is no text."""
    if not len(document):
        raise BadInputError("not a readable PDF: it has no pages")
    if len(document) > max_pages:
        raise BadInputError(f"PDF has {len(document)} pages, over the {max_pages}-page limit")
    page_lines = [with_tables(*_page_lines(document, index)) for index in range(len(document))]
    if not any(line.text.strip() for lines in page_lines for line in lines):
        if any(has_image(page) for page in document):
            raise BadInputError("scanned PDF: no text layer; OCR is not supported")
        raise BadInputError("not a readable PDF: no page has any text")
    return page_lines, outline(document)


def _page_lines(document: pdfium.PdfDocument, index: int) -> tuple[list[Line], float | None]:
    page = document[index]
    try:
        return page_lines_of(boxed_lines(page_glyphs(page)), page.get_width())
    finally:
        page.close()


# --- running headers and footers ----------------------------------------------------------


def _running_key(text: str) -> str:
    return re.sub(r"\d+", "#", re.sub(r"\s+", " ", text.strip().lower()))


def _edges(lines: list[Line]) -> tuple[list[Line], list[Line]]:
    by_height = sorted(lines, key=lambda line: -line.y1)
    return by_height[:_RUNNING_EDGE_LINES], by_height[-_RUNNING_EDGE_LINES:]


def _mark_running(page_lines: list[list[Line]]) -> None:
    """Flag text repeated at the top or bottom of most pages, and bare page numbers there.

    Edges are peeled from the outside in: a second line counts only below a running first one.
    """
    needed = max(2, math.ceil(len(page_lines) / 2))
    for edge in (0, 1):
        counts = Counter(key for lines in page_lines for key in {_running_key(line.text) for line in _edges(lines)[edge]})
        for lines in page_lines:
            outward = _edges(lines)[edge] if edge == 0 else _edges(lines)[edge][::-1]
            for line in outward:
                key = _running_key(line.text)
                if not (counts[key] >= needed or (len(page_lines) > 1 and _PAGE_NUMBER_RE.match(line.text.strip()))):
                    break
                line.running = True


# --- hyphenation --------------------------------------------------------------------------


def _join_hyphenation(page_lines: list[list[Line]]) -> None:
    """Rejoin words split at a line end inside one paragraph; keep real hyphenated terms."""
    vocabulary = {word.lower() for lines in page_lines for line in lines for word in _WORD_RE.findall(line.text)}
    for lines in page_lines:
        for line, following in zip(lines, lines[1:], strict=False):
            if line.box != following.box or line.table >= 0 or following.table >= 0 or line.running:
                continue
            if not line.runs or not following.runs or line.runs[-1][1] or following.runs[0][1]:
                continue
            end = _HYPHENATED_END_RE.search(line.runs[-1][0])
            start = _FIRST_WORD_RE.match(following.runs[0][0])
            if not end or not start:
                continue
            fragment, rest = end.group(1), start.group(1)
            if f"{fragment}-{rest}".lower() in vocabulary and f"{fragment}{rest}".lower() not in vocabulary:
                continue
            line.runs[-1] = (line.runs[-1][0][:-1] + rest, False)
            following.runs = strip_runs([(start.group(2), False), *following.runs[1:]])


# --- blocks -------------------------------------------------------------------------------


def _assemble(page_lines: list[list[Line]]) -> SourceText:
    lines: list[str] = []
    page_starts: list[int] = []
    blocks: list[Block] = []
    section: list[tuple[int, str]] = []
    for page in page_lines:
        page_starts.append(len(lines) + 1)
        position = {id(line): len(lines) + 1 + i for i, line in enumerate(page)}
        lines.extend(line.text for line in page)
        if not page:
            lines.append("")
        for kind, members, info in _page_groups([line for line in page if not line.running]):
            start, end = position[id(members[0])], position[id(members[-1])]
            if kind == "heading":
                title = " ".join(line.text for line in members).strip()
                while section and section[-1][0] >= members[0].heading:
                    section.pop()
                section.append((members[0].heading, title))
                text = title
            else:
                text = _block_text(kind, members)
            if text.strip():
                blocks.append(Block(kind, start, end, text, tuple(title for _, title in section), info))
    return SourceText("pdf", lines, blocks, tuple(page_starts), verbatim=True)


def _list_marker(line: Line) -> tuple[str, str] | None:
    """``(ordered|bullet, marker)`` of a line that starts a list item."""
    if line.heading >= 0 or line.table >= 0:
        return None
    if line.mono:
        match = BULLET_RE.match(line.text)
        return ("bullet", match.group(1)) if match and match.group(1) in _TYPOGRAPHIC_BULLETS else None
    if match := _ORDERED_RE.match(line.text):
        return "ordered", match.group(1)
    if match := BULLET_RE.match(line.text):
        return "bullet", match.group(1)
    return None


def _page_groups(lines: list[Line]) -> Iterator[tuple[BlockKind, list[Line], str]]:
    """Consecutive lines of one block each, in reading order: ``(kind, lines, info)``."""
    i = 0
    while i < len(lines):
        line = lines[i]
        kind, info = _kind_of(line)
        end = i + 1
        while (
            end < len(lines)
            and _continues(kind, line, lines[end - 1], lines[end])
            and _close_below(lines[end - 1], lines[end], kind)
        ):
            end += 1
        yield kind, lines[i:end], info
        i = end


def _kind_of(line: Line) -> tuple[BlockKind, str]:
    """The kind (and info) of the block a line starts."""
    if line.heading >= 0:
        return "heading", str(line.heading)
    if line.table >= 0:
        return "table", ""
    marker = _list_marker(line)
    if marker:
        return "list", marker[0]
    return ("code", "") if line.mono else ("paragraph", "")


def _continues(kind: BlockKind, first: Line, above: Line, other: Line) -> bool:
    """Whether ``other`` belongs to the block that ``first`` started (``above`` precedes it)."""
    if kind == "heading":
        return other.heading_id == first.heading_id
    if kind == "table":
        return other.table == first.table
    if kind == "code":
        return other.mono and other.heading < 0 and other.table < 0 and _list_marker(other) is None
    if kind == "list":
        return _continues_list(first, other)
    return _continues_paragraph(above, other)


def _close_below(above: Line, below: Line, kind: BlockKind) -> bool:
    """Lines of one block follow each other without a paragraph-sized gap (code may have blank lines)."""
    if kind in ("heading", "table"):
        return True
    gap = above.y0 - below.y1
    allowed = 2.5 if kind == "code" else 1.0
    return -2 * below.height < gap < allowed * max(above.height, below.height) or above.box == below.box


def _plain(line: Line) -> bool:
    return line.heading < 0 and line.table < 0 and not line.mono


def _listed(line: Line) -> bool:
    """A line that may sit in a list item: plain, or monospace text led by a bullet."""
    return line.heading < 0 and line.table < 0 and (not line.mono or _list_marker(line) is not None)


def _continues_paragraph(above: Line, other: Line) -> bool:
    """Same layout box, or (where grouping split a paragraph) a close line that is not indented."""
    if not _plain(other) or _list_marker(other) is not None:
        return False
    if other.box == above.box:
        return True
    if abs(other.centre - above.centre) < 0.5 * above.height and other.x0 >= above.x1:
        return True  # grouping split a widely spaced (justified) line into pieces
    close = 0 <= above.y0 - other.y1 < 0.6 * above.height
    return close and above.x0 - 15 <= other.x0 <= above.x0 + 2


def _continues_list(first: Line, other: Line) -> bool:
    if not _listed(other):
        return False
    marker = _list_marker(other)
    if marker is not None:
        return marker[0] == _list_marker(first)[0] and abs(other.x0 - first.x0) < 3  # type: ignore[index]
    return other.x0 > first.x0 + 2


def _block_text(kind: BlockKind, members: list[Line]) -> str:
    if kind == "code":
        return _code_text(members)
    if kind == "table":
        return _table_text(members)
    if kind == "list":
        return "\n".join(_list_items(members))
    return _collapse(" ".join(line.marked for line in members))


def _collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _code_text(members: list[Line]) -> str:
    """Code lines with their indentation rebuilt from horizontal positions."""
    members = [line for line in members if not line.listing_number]
    if not members:
        return ""
    left = min(line.x0 for line in members)
    widths = [(line.x1 - line.x0) / len(line.text) for line in members if line.text]
    char_width = statistics.median(widths) if widths else 1.0
    return "\n".join(" " * round((line.x0 - left) / char_width) + line.text for line in members)


def _list_items(members: list[Line]) -> Iterable[str]:
    items: list[tuple[str, str]] = []
    for line in members:
        marker = _list_marker(line)
        if marker is None and items:
            items[-1] = (items[-1][0], f"{items[-1][1]} {line.marked}")
            continue
        pattern = _ORDERED_RE if marker and marker[0] == "ordered" else BULLET_RE
        match = pattern.match(line.marked)
        head = marker[1] if marker and marker[0] == "ordered" else "-"
        items.append((head, match.group(2) if match else line.marked))
    return (f"{head} {_collapse(text)}" for head, text in items)


def _table_text(members: list[Line]) -> str:
    return pipe_table_of([line.cells for line in members])
