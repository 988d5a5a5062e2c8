"""Headings of a PDF: bookmarks where the outline has them, font size or weight for the rest.

Outlines often list only the top levels (fpdf2 and many exporters bookmark h1-h2), so lines the
outline does not name can still be headings by font; their levels continue below the levels
the outline gives to the same font sizes.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter

from ingest.formats.pdf_layout import Line

BULLET_RE = re.compile(r"^\s*([\u2022\u25e6\u25aa\u25cf\u2023\u2219\u00b7\u2013*-])\s+(.*)$")
_HEADING_SIZE_RATIO = 1.1
"""A line is a heading by size when its font is this much larger than the body's median."""
_MAX_HEADING_WORDS = 15


def mark_headings(outline: list[tuple[int, str, int]], page_lines: list[list[Line]]) -> None:
    """Flag heading lines with their level and an id shared by the lines of one heading.

    ``outline`` holds the bookmarks as ``(level from 1, title, page index or -1)``.
    """
    matched = _mark_outline_headings(page_lines, outline)
    _mark_font_headings(page_lines, first_id=matched)


def _title_key(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", text.lower())


def _unnumbered(key: str) -> str:
    return key.lstrip("0123456789")


def _mark_outline_headings(page_lines: list[list[Line]], outline: list[tuple[int, str, int]]) -> int:
    """Match each bookmark to its line on the target page; return how many matched."""
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
    return matched


def _find_title(lines: list[Line], key: str, first: int) -> tuple[int, int] | None:
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


def _body_size(page_lines: list[list[Line]]) -> float:
    sizes = [line.size for lines in page_lines for line in lines if not line.running for _ in line.text]
    return statistics.median(sizes) if sizes else 0.0


def _heading_candidate(line: Line, previous: Line | None, following: Line | None, body: float) -> str | None:
    """The rank key of a line that looks like a heading (its size, ``bold`` or ``caps``), else None."""
    text = line.text.strip()
    if line.running or line.table >= 0 or line.mono or not re.search(r"[A-Za-z]", text):
        return None
    if len(text.split()) > _MAX_HEADING_WORDS or BULLET_RE.match(text):
        return None
    if line.size >= _HEADING_SIZE_RATIO * body:
        return f"{round(line.size * 2) / 2:08.1f}"
    starts_box = previous is None or previous.box != line.box or previous.bold
    if line.bold and starts_box and len(text.split()) <= 10 and not text.endswith((".", ":", ",", ";")):
        return "bold"
    letters = re.sub(r"[^A-Za-z]", "", text)
    alone = starts_box and (following is None or following.box != line.box)
    if alone and len(letters) >= 4 and letters.isupper() and len(text.split()) <= 8 and not text.endswith((".", ":", ",")):
        return "caps"
    return None


def _mark_font_headings(page_lines: list[list[Line]], first_id: int) -> None:
    """Headings by font size above the body (or bold or capitals at body size), levels by size rank.

    Sizes the outline already gave a level keep it; other sizes rank below the next larger one.
    """
    body = _body_size(page_lines)
    candidates: list[tuple[Line, str]] = []
    outlined: dict[str, Counter[int]] = {}
    for lines in page_lines:
        for index, line in enumerate(lines):
            previous = lines[index - 1] if index else None
            following = lines[index + 1] if index + 1 < len(lines) else None
            rank_key = _heading_candidate(line, previous, following, body)
            if rank_key is None:
                continue
            if line.heading >= 0:
                outlined.setdefault(rank_key, Counter())[line.heading] += 1
            else:
                candidates.append((line, rank_key))
    levels = _levels({key for _, key in candidates} | set(outlined), outlined)
    heading_id = first_id - 1
    previous_line: Line | None = None
    for line, key in candidates:
        continues = (
            previous_line is not None
            and previous_line.box == line.box
            and previous_line.heading == levels[key]
            and _adjacent(page_lines, previous_line, line)
        )
        heading_id += not continues
        line.heading, line.heading_id = levels[key], heading_id
        previous_line = line


def _levels(keys: set[str], outlined: dict[str, Counter[int]]) -> dict[str, int]:
    """Heading level of each rank key: larger sizes first, then bold, then capitals."""
    ranks = sorted(keys - {"bold", "caps"}, reverse=True) + [key for key in ("bold", "caps") if key in keys]
    levels: dict[str, int] = {}
    level = 0
    for key in ranks:
        level = outlined[key].most_common(1)[0][0] if key in outlined else level + 1
        levels[key] = min(level, 6)
    return levels


def _adjacent(page_lines: list[list[Line]], first: Line, second: Line) -> bool:
    for lines in page_lines:
        for a, b in zip(lines, lines[1:], strict=False):
            if a is first:
                return b is second
    return False
