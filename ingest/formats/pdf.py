"""PDF reader: citable page lines and structural blocks from a PDF's text layer (pdfminer.six).

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
from dataclasses import dataclass, field
from io import BytesIO
from typing import Any

from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import (
    LAParams,
    LTAnno,
    LTChar,
    LTContainer,
    LTImage,
    LTPage,
    LTTextBoxHorizontal,
    LTTextLineHorizontal,
)
from pdfminer.pdfdocument import PDFDocument, PDFEncryptionError, PDFNoOutlines
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import PDFObjRef, resolve1
from pdfminer.psparser import PSLiteral

from edabot.errors import BadInputError
from ingest.formats.blocks import Block, BlockKind
from ingest.formats.source import SourceText
from ingest.formats.tables import pipe_table_of

_MONO_FONT_RE = re.compile(r"courier|mono|consol|menlo|typewriter|cmtt|inconsolata|fixed", re.IGNORECASE)
_BOLD_FONT_RE = re.compile(r"bold|black|heavy|demi|cmbx", re.IGNORECASE)
_BULLET_RE = re.compile(r"^\s*([\u2022\u25e6\u25aa\u25cf\u2023\u2219\u00b7\u2013*-])\s+(.*)$")
_ORDERED_RE = re.compile(r"^\s*(\d{1,3}[.)])\s+(.*)$")
_HYPHENATED_END_RE = re.compile(r"([A-Za-z]*[a-z])-$")
_FIRST_WORD_RE = re.compile(r"^([a-z][A-Za-z]*)(.*)$")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z-]*[A-Za-z]")
_PAGE_NUMBER_RE = re.compile(r"^(page\s*)?\d{1,4}(\s*(of|/)\s*\d{1,4})?$", re.IGNORECASE)

_HEADING_SIZE_RATIO = 1.1
"""A line is a heading by size when its font is this much larger than the body's median."""
_MAX_HEADING_WORDS = 15
_TABLE_NARROW_COLUMN = 0.3
"""A table has a column narrower than this share of the text width; two text columns do not."""
_ROW_TOLERANCE = 0.5
"""Two lines share a table row when their vertical centres differ by under this many line heights."""
_RIGHT_COLUMN_BOX = 100_000
"""Added to a box number for the right half of a line split at a column gutter."""
_RUNNING_EDGE_LINES = 2
"""How many lines at the top and bottom of a page may be a running header or footer."""


@dataclass
class _Line:
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
    cells: list[tuple[float, str]] = field(default_factory=list)
    """``(x0, text)`` of each cell when the line is a table row."""
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
        chars = [(c, mono) for text, mono in self.runs for c in text if not c.isspace()]
        return bool(chars) and sum(mono for _, mono in chars) >= 0.9 * len(chars)

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)


def read_pdf(data: bytes, *, max_pages: int) -> SourceText:
    """Parse a PDF's text layer into citable page lines and blocks, or refuse it whole."""
    document, pages = _open(data, max_pages)
    layouts = [_layout(page) for page in pages]
    page_lines = [_page_lines(layout) for layout in layouts]
    if not any(line.text.strip() for lines in page_lines for line in lines):
        if any(_has_image(layout) for layout in layouts):
            raise BadInputError("scanned PDF: no text layer; OCR is not supported")
        raise BadInputError("not a readable PDF: no page has any text")
    _mark_running(page_lines)
    _join_hyphenation(page_lines)
    outline = _outline(document, pages)
    if not _mark_outline_headings(page_lines, outline):
        _mark_font_headings(page_lines)
    return _assemble(page_lines)


# --- opening and refusals -----------------------------------------------------------------


def _open(data: bytes, max_pages: int) -> tuple[PDFDocument, list[PDFPage]]:
    if b"%PDF-" not in data[:1024]:
        raise BadInputError("not a readable PDF: the file does not start with a PDF header")
    if b"%%EOF" not in data[-2048:]:
        raise BadInputError("not a readable PDF: the file is truncated (no end-of-file marker)")
    try:
        document = PDFDocument(PDFParser(BytesIO(data)), password="")
        pages = list(PDFPage.create_pages(document))
    except PDFEncryptionError as exc:
        raise BadInputError("encrypted PDF: remove the password and attach it again") from exc
    except Exception as exc:  # pdfminer raises many unrelated types on damaged files
        raise BadInputError(f"not a readable PDF: {exc or type(exc).__name__}") from exc
    if not pages:
        raise BadInputError("not a readable PDF: it has no pages")
    if len(pages) > max_pages:
        raise BadInputError(f"PDF has {len(pages)} pages, over the {max_pages}-page limit")
    return document, pages


def _layout(page: PDFPage) -> LTPage:
    resources = PDFResourceManager(caching=True)
    device = PDFPageAggregator(resources, laparams=LAParams())
    try:
        PDFPageInterpreter(resources, device).process_page(page)
    except Exception as exc:  # a damaged content stream must not yield a half-read page
        raise BadInputError(f"not a readable PDF: a page could not be read ({exc or type(exc).__name__})") from exc
    return device.get_result()


def _has_image(item: Any) -> bool:
    if isinstance(item, LTImage):
        return True
    return isinstance(item, LTContainer) and any(_has_image(child) for child in item)


# --- lines of a page ----------------------------------------------------------------------


def _page_lines(layout: LTPage) -> list[_Line]:
    """The page's lines in reading order; a detected table's rows replace its cells' lines."""
    items = [
        (box_index, item)
        for box_index, box in enumerate(b for b in layout if isinstance(b, LTTextBoxHorizontal))
        for item in box
        if isinstance(item, LTTextLineHorizontal) and item.get_text().strip()
    ]
    gutter = _gutter([item for _, item in items], layout.width)
    lines: list[_Line] = []
    for box, item in items:
        children = [child for child in item if isinstance(child, (LTChar, LTAnno))]
        split = _split_at(children, gutter)
        if split is None:
            lines.append(_make_line(children, box))
        else:
            lines.extend([_make_line(children[:split], box), _make_line(children[split:], box + _RIGHT_COLUMN_BOX)])
    lines = [line for line in lines if line.runs]
    if gutter is not None:
        lines = _column_order(lines, gutter)
    _mark_listing_numbers(lines)
    return _with_tables(lines, layout.width)


def _mark_listing_numbers(lines: list[_Line]) -> None:
    for number in lines:
        if not number.text.isdigit() or number.mono:
            continue
        centre = (number.y0 + number.y1) / 2
        if any(
            line.mono and abs((line.y0 + line.y1) / 2 - centre) < 0.5 * line.height and 0 <= line.x0 - number.x1 < 30
            for line in lines
        ):
            number.listing_number = True
            number.runs = [(number.text, True)]


def _gutter(items: list[LTTextLineHorizontal], page_width: float) -> float | None:
    """The x of the gap between two text columns, where pdfminer may have merged lines across it.

    pdfminer joins lines of neighbouring columns when the gutter is narrower than its character
    margin; a vertical strip near the middle that (almost) no character covers, with many
    lines on each side, is such a gutter.
    """
    spans = [[(c.x0, c.x1) for c in item if isinstance(c, LTChar) and c.get_text().strip()] for item in items]
    best: tuple[int, float] | None = None
    for x in range(int(0.35 * page_width), int(0.65 * page_width)):
        covered = sum(any(x0 < x < x1 for x0, x1 in line) for line in spans)
        left = sum(bool(line) and min(x0 for x0, _ in line) < x for line in spans)
        right = sum(bool(line) and max(x1 for _, x1 in line) > x for line in spans)
        if covered <= 0.05 * len(spans) and min(left, right) >= max(8, 0.3 * len(spans)):
            score = min(left, right) - 10 * covered
            if best is None or score > best[0]:
                best = (score, float(x))
    return best[1] if best else None


def _split_at(children: list[Any], gutter: float | None) -> int | None:
    """Index of the first character right of the gutter when a line has text on both sides."""
    if gutter is None:
        return None
    chars = [i for i, c in enumerate(children) if isinstance(c, LTChar) and c.get_text().strip()]
    if any(children[i].x0 < gutter < children[i].x1 for i in chars):
        return None
    right = [i for i in chars if children[i].x0 >= gutter]
    if not right or right[0] == chars[0]:
        return None
    return right[0]


def _column_order(lines: list[_Line], gutter: float) -> list[_Line]:
    """Top to bottom in bands: full-width lines as they come, between them left column then right."""
    ordered: list[_Line] = []
    left: list[_Line] = []
    right: list[_Line] = []
    for line in sorted(lines, key=lambda line: -line.y1):
        if line.x1 <= gutter + 1:
            left.append(line)
        elif line.x0 >= gutter - 1:
            right.append(line)
        else:
            ordered.extend([*left, *right, line])
            left, right = [], []
    return [*ordered, *left, *right]


def _make_line(children: list[Any], box: int) -> _Line:
    runs: list[tuple[str, bool]] = []
    sizes: list[tuple[float, bool]] = []
    bold = 0
    mono = False
    all_chars = [child for child in children if isinstance(child, LTChar)]
    chars = [child for child in all_chars if child.get_text().strip()] or all_chars
    for child in children:
        if isinstance(child, LTChar):
            mono = bool(_MONO_FONT_RE.search(child.fontname))
            sizes.append((round(child.size, 1), mono))
            bold += bool(_BOLD_FONT_RE.search(child.fontname))
            text = child.get_text()
        else:
            text = child.get_text().replace("\n", "")
        if runs and runs[-1][1] == mono:
            runs[-1] = (runs[-1][0] + text, mono)
        elif text:
            runs.append((text, mono))
    prose = [size for size, mono in sizes if not mono] or [size for size, _ in sizes]
    size = Counter(prose).most_common(1)[0][0] if prose else 0.0
    if not chars:
        return _Line([], 0, 0, 0, 0, 0.0, False, box)
    return _Line(
        _strip_runs(runs),
        min(c.x0 for c in chars),
        max(c.x1 for c in chars),
        min(c.y0 for c in chars),
        max(c.y1 for c in chars),
        size,
        bold >= 0.9 * len(all_chars),
        box,
    )


def _strip_runs(runs: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """Collapse whitespace inside prose runs (code keeps its spacing) and trim the line's ends."""
    runs = [(text if mono else re.sub(r"\s+", " ", text), mono) for text, mono in runs]
    if runs:
        runs[0] = (runs[0][0].lstrip(), runs[0][1])
        runs[-1] = (runs[-1][0].rstrip(), runs[-1][1])
    return [run for run in runs if run[0]]


def _with_tables(lines: list[_Line], page_width: float) -> list[_Line]:
    """Replace column-aligned rows of at least two cells by one line per row."""
    rows = _rows(lines)
    text_width = max((line.x1 for line in lines), default=page_width) - min((line.x0 for line in lines), default=0)
    tables = [run for run in _aligned_runs(rows) if _is_table(run, text_width) and _owns_boxes(run, lines)]
    if not tables:
        return lines
    replaced: dict[int, list[_Line]] = {}
    in_table: set[int] = set()
    for table_id, table in enumerate(tables):
        row_lines = [_row_line(row, table_id) for row in table]
        members = [id(line) for row in table for line in row]
        first = min(members, key=lambda key: next(i for i, line in enumerate(lines) if id(line) == key))
        replaced[first] = row_lines
        in_table.update(members)
    ordered: list[_Line] = []
    for line in lines:
        if id(line) in replaced:
            ordered.extend(replaced[id(line)])
        elif id(line) not in in_table:
            ordered.append(line)
    return ordered


def _rows(lines: list[_Line]) -> list[list[_Line]]:
    """Lines grouped by shared baseline, top to bottom, each row left to right."""
    rows: list[list[_Line]] = []
    for line in sorted(lines, key=lambda line: -(line.y0 + line.y1)):
        centre = (line.y0 + line.y1) / 2
        if rows:
            last = rows[-1][0]
            if abs((last.y0 + last.y1) / 2 - centre) < _ROW_TOLERANCE * last.height:
                rows[-1].append(line)
                continue
        rows.append([line])
    return [sorted(row, key=lambda line: line.x0) for row in rows]


def _aligned_runs(rows: list[list[_Line]]) -> Iterator[list[list[_Line]]]:
    """Consecutive rows whose cells start at the columns of the run's first multi-cell row."""
    run: list[list[_Line]] = []
    for row in [*rows, []]:
        if run and row and _fits_columns(row, run[0]):
            run.append(row)
            continue
        if sum(len(r) >= 2 for r in run) >= 2:
            while len(run[-1]) < 2:
                run.pop()
            yield run
        run = [row] if len(row) >= 2 else []


def _fits_columns(row: list[_Line], header: list[_Line]) -> bool:
    """Every cell starts inside one of the header's columns; one cell may continue a later column."""
    starts = [cell.x0 for cell in header]
    bounds = [*starts[1:], math.inf]
    columns = [next((i for i, (lo, hi) in enumerate(zip(starts, bounds, strict=True)) if lo - 3 <= cell.x0 < hi - 3), -1) for cell in row]
    if -1 in columns or len(set(columns)) != len(columns):
        return False
    return len(row) >= 2 or columns[0] > 0


def _is_table(run: list[list[_Line]], text_width: float) -> bool:
    columns = len(run[0])
    widths = [max(row[i].x1 - row[i].x0 for row in run if len(row) == columns) for i in range(columns)]
    return min(widths) < _TABLE_NARROW_COLUMN * text_width and not any(line.mono for row in run for line in row)


def _owns_boxes(run: list[list[_Line]], lines: list[_Line]) -> bool:
    """Every layout box with a cell lies wholly in the table; text columns run on past aligned rows."""
    members = {id(line) for row in run for line in row}
    boxes = {line.box for row in run for line in row}
    return all(id(line) in members for line in lines if line.box in boxes)


def _row_line(row: list[_Line], table: int) -> _Line:
    text = "  ".join(line.text for line in row)
    return _Line(
        [(text, False)],
        min(line.x0 for line in row),
        max(line.x1 for line in row),
        min(line.y0 for line in row),
        max(line.y1 for line in row),
        statistics.median(line.size for line in row),
        all(line.bold for line in row),
        row[0].box,
        cells=[(line.x0, line.marked) for line in row],
        table=table,
    )


# --- running headers and footers ----------------------------------------------------------


def _running_key(text: str) -> str:
    return re.sub(r"\d+", "#", re.sub(r"\s+", " ", text.strip().lower()))


def _edges(lines: list[_Line]) -> tuple[list[_Line], list[_Line]]:
    by_height = sorted(lines, key=lambda line: -line.y1)
    return by_height[:_RUNNING_EDGE_LINES], by_height[-_RUNNING_EDGE_LINES:]


def _mark_running(page_lines: list[list[_Line]]) -> None:
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


def _join_hyphenation(page_lines: list[list[_Line]]) -> None:
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
            following.runs = _strip_runs([(start.group(2), False), *following.runs[1:]])


# --- headings -----------------------------------------------------------------------------


def _outline(document: PDFDocument, pages: list[PDFPage]) -> list[tuple[int, str, int]]:
    """``(level, title, page index or -1)`` of every bookmark, in outline order."""
    page_index = {page.pageid: i for i, page in enumerate(pages)}
    entries: list[tuple[int, str, int]] = []
    try:
        for level, title, dest, action, _ in document.get_outlines():
            target = _destination_page(document, dest, action)
            entries.append((level, str(title), page_index.get(target, -1) if target is not None else -1))
    except PDFNoOutlines:
        return []
    except Exception:  # a damaged outline is no reason to refuse readable pages; fall back to fonts
        return []
    return entries


def _destination_page(document: PDFDocument, dest: Any, action: Any) -> int | None:
    if dest is None and isinstance(resolve1(action), dict):
        dest = resolve1(action).get("D")
    dest = resolve1(dest)
    if isinstance(dest, (str, bytes, PSLiteral)):
        name = dest.name if isinstance(dest, PSLiteral) else dest
        try:
            dest = resolve1(document.get_dest(name))
        except Exception:
            return None
    if isinstance(dest, dict):
        dest = resolve1(dest.get("D"))
    if isinstance(dest, list) and dest and isinstance(dest[0], PDFObjRef):
        return int(dest[0].objid)
    return None


def _title_key(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", text.lower())


def _unnumbered(key: str) -> str:
    return key.lstrip("0123456789")


def _mark_outline_headings(page_lines: list[list[_Line]], outline: list[tuple[int, str, int]]) -> bool:
    """Match each bookmark to its line on the target page; say whether any matched."""
    matched = 0
    cursor = (0, 0)
    for level, title, page in outline:
        key = _title_key(title)
        if not key:
            continue
        pages = [page] if page >= 0 else range(cursor[0], len(page_lines))
        for index in pages:
            first = cursor[1] if index == cursor[0] else 0
            span = _find_title(page_lines[index], key, first)
            if span is not None:
                for line in page_lines[index][span[0] : span[1]]:
                    line.heading, line.heading_id = min(level, 6), matched
                matched += 1
                cursor = (index, span[1])
                break
    return matched > 0


def _find_title(lines: list[_Line], key: str, first: int) -> tuple[int, int] | None:
    for start in range(first, len(lines)):
        joined = ""
        for end in range(start, min(start + 3, len(lines))):
            line = lines[end]
            if line.running or line.table >= 0 or line.heading >= 0:
                break
            joined += _title_key(line.text)
            if joined == key or (_unnumbered(joined) == _unnumbered(key) and _unnumbered(key)):
                return start, end + 1
            if not key.startswith(joined) and not _unnumbered(key).startswith(_unnumbered(joined)):
                break
    return None


def _body_size(page_lines: list[list[_Line]]) -> float:
    sizes = [line.size for lines in page_lines for line in lines if not line.running for _ in line.text]
    return statistics.median(sizes) if sizes else 0.0


def _heading_candidate(line: _Line, previous: _Line | None, following: _Line | None, body: float) -> str | None:
    """The rank key of a line that looks like a heading (its size, ``bold`` or ``caps``), else None."""
    text = line.text.strip()
    if line.running or line.table >= 0 or line.mono or not re.search(r"[A-Za-z]", text):
        return None
    if len(text.split()) > _MAX_HEADING_WORDS or _BULLET_RE.match(text):
        return None
    if line.size >= _HEADING_SIZE_RATIO * body:
        return f"{round(line.size * 2) / 2:08.1f}"
    starts_box = previous is None or previous.box != line.box or previous.bold
    if line.bold and starts_box and len(text.split()) <= 10 and not text.endswith((".", ":", ",", ";")):
        return "bold"
    letters = re.sub(r"[^A-Za-z]", "", text)
    alone = starts_box and (following is None or following.box != line.box)
    if alone and len(letters) >= 4 and letters.isupper() and len(text.split()) <= 8 and not text.endswith("."):
        return "caps"
    return None


def _mark_font_headings(page_lines: list[list[_Line]]) -> None:
    """Headings by font size clearly above the body (or bold at body size), levels by size rank."""
    body = _body_size(page_lines)
    candidates: list[tuple[_Line, str]] = []
    for lines in page_lines:
        for index, line in enumerate(lines):
            previous = lines[index - 1] if index else None
            following = lines[index + 1] if index + 1 < len(lines) else None
            rank_key = _heading_candidate(line, previous, following, body)
            if rank_key is not None:
                candidates.append((line, rank_key))
    used = {key for _, key in candidates}
    ranks = sorted(used - {"bold", "caps"}, reverse=True) + [key for key in ("bold", "caps") if key in used]
    heading_id = -1
    previous_line: _Line | None = None
    for line, key in candidates:
        continues = (
            previous_line is not None
            and previous_line.box == line.box
            and previous_line.heading == min(ranks.index(key) + 1, 6)
            and _adjacent(page_lines, previous_line, line)
        )
        heading_id += not continues
        line.heading, line.heading_id = min(ranks.index(key) + 1, 6), heading_id
        previous_line = line


def _adjacent(page_lines: list[list[_Line]], first: _Line, second: _Line) -> bool:
    for lines in page_lines:
        for a, b in zip(lines, lines[1:], strict=False):
            if a is first:
                return b is second
    return False


# --- blocks -------------------------------------------------------------------------------


def _assemble(page_lines: list[list[_Line]]) -> SourceText:
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


def _list_marker(line: _Line) -> tuple[str, str] | None:
    """``(ordered|bullet, marker)`` of a line that starts a list item."""
    if line.mono or line.heading >= 0 or line.table >= 0:
        return None
    if match := _ORDERED_RE.match(line.text):
        return "ordered", match.group(1)
    if match := _BULLET_RE.match(line.text):
        return "bullet", match.group(1)
    return None


def _page_groups(lines: list[_Line]) -> Iterator[tuple[BlockKind, list[_Line], str]]:
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


def _kind_of(line: _Line) -> tuple[BlockKind, str]:
    """The kind (and info) of the block a line starts."""
    if line.heading >= 0:
        return "heading", str(line.heading)
    if line.table >= 0:
        return "table", ""
    if line.mono:
        return "code", ""
    marker = _list_marker(line)
    return ("list", marker[0]) if marker else ("paragraph", "")


def _continues(kind: BlockKind, first: _Line, above: _Line, other: _Line) -> bool:
    """Whether ``other`` belongs to the block that ``first`` started (``above`` precedes it)."""
    if kind == "heading":
        return other.heading_id == first.heading_id
    if kind == "table":
        return other.table == first.table
    if kind == "code":
        return other.mono and other.heading < 0 and other.table < 0
    if kind == "list":
        return _continues_list(first, other)
    return _continues_paragraph(above, other)


def _close_below(above: _Line, below: _Line, kind: BlockKind) -> bool:
    """Lines of one block follow each other without a paragraph-sized gap (code may have blank lines)."""
    if kind in ("heading", "table"):
        return True
    gap = above.y0 - below.y1
    allowed = 2.5 if kind == "code" else 1.0
    return -2 * below.height < gap < allowed * max(above.height, below.height) or above.box == below.box


def _plain(line: _Line) -> bool:
    return line.heading < 0 and line.table < 0 and not line.mono


def _continues_paragraph(above: _Line, other: _Line) -> bool:
    """Same layout box, or (where pdfminer split a paragraph) a close line that is not indented."""
    if not _plain(other) or _list_marker(other) is not None:
        return False
    if other.box == above.box:
        return True
    close = 0 <= above.y0 - other.y1 < 0.6 * above.height
    return close and above.x0 - 15 <= other.x0 <= above.x0 + 2


def _continues_list(first: _Line, other: _Line) -> bool:
    if not _plain(other):
        return False
    marker = _list_marker(other)
    if marker is not None:
        return marker[0] == _list_marker(first)[0] and abs(other.x0 - first.x0) < 3  # type: ignore[index]
    return other.x0 > first.x0 + 2


def _block_text(kind: BlockKind, members: list[_Line]) -> str:
    if kind == "code":
        return _code_text(members)
    if kind == "table":
        return _table_text(members)
    if kind == "list":
        return "\n".join(_list_items(members))
    return _collapse(" ".join(line.marked for line in members))


def _collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _code_text(members: list[_Line]) -> str:
    """Code lines with their indentation rebuilt from horizontal positions."""
    members = [line for line in members if not line.listing_number]
    if not members:
        return ""
    left = min(line.x0 for line in members)
    widths = [(line.x1 - line.x0) / len(line.text) for line in members if line.text]
    char_width = statistics.median(widths) if widths else 1.0
    return "\n".join(" " * round((line.x0 - left) / char_width) + line.text for line in members)


def _list_items(members: list[_Line]) -> Iterable[str]:
    items: list[tuple[str, str]] = []
    for line in members:
        marker = _list_marker(line)
        if marker is None and items:
            items[-1] = (items[-1][0], f"{items[-1][1]} {line.marked}")
            continue
        pattern = _ORDERED_RE if marker and marker[0] == "ordered" else _BULLET_RE
        match = pattern.match(line.marked)
        head = marker[1] if marker and marker[0] == "ordered" else "-"
        items.append((head, match.group(2) if match else line.marked))
    return (f"{head} {_collapse(text)}" for head, text in items)


def _table_text(members: list[_Line]) -> str:
    """A Markdown pipe table; a row without a first cell continues the row above it."""
    columns = [x0 for x0, _ in members[0].cells]
    rows: list[list[str]] = []
    for line in members:
        row = [""] * len(columns)
        for x0, text in line.cells:
            index = max(i for i, start in enumerate(columns) if start - 3 <= x0 or i == 0)
            row[index] = _collapse(f"{row[index]} {text}")
        if rows and not row[0]:
            rows[-1] = [_collapse(f"{a} {b}") for a, b in zip(rows[-1], row, strict=True)]
        else:
            rows.append(row)
    return pipe_table_of(rows)
