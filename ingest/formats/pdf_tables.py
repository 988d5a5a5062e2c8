"""Tables in a PDF page's lines: column-aligned bands become one line per table row.

A table is found from its geometry, not from its text: a run of closely spaced bands (lines
sharing a baseline) of one font size, over which some vertical strip stays free of characters
(the column gutter), with at least two bands holding text on both sides of it. Rows are then
told apart by where the first column's cells sit: renderers either centre a cell vertically
in its row (fpdf2) or put it at the top (most others); a band without a first cell is a
wrapped line of the row above.
"""

from __future__ import annotations

import re
import statistics

from ingest.formats.pdf_layout import Line, bands, filled_column

_MIN_GUTTER = 6.0
"""A column gutter is at least this wide (points); narrower gaps are word spacing."""
_BAND_GAP = 0.75
"""Bands of one table are at most this many line heights apart; paragraph breaks are wider."""
_CENTRE_TOLERANCE = 0.25
"""A cell is centred in its row when their middles differ by under this many line heights."""

_Band = list[Line]


def with_tables(lines: list[Line], gutter: float | None) -> list[Line]:
    """``lines`` with each table's lines replaced, at its first line's place, by one line per row.

    On a two-column page tables are looked for in each text column, never across the gutter.
    """
    if gutter is None:
        tables = _find_tables(lines)
    else:
        left = [line for line in lines if line.x1 <= gutter + 1]
        right = [line for line in lines if line.x0 >= gutter - 1]
        tables = _find_tables(left) + _find_tables(right)
    if not tables:
        return lines
    replaced: dict[int, list[Line]] = {}
    in_table: set[int] = set()
    position = {id(line): index for index, line in enumerate(lines)}
    for table_id, (region, columns) in enumerate(tables):
        members = [line for band in region for line in band]
        first = min(position[id(line)] for line in members)
        replaced[id(lines[first])] = [_row_line(row, columns, table_id) for row in _rows(region, columns)]
        in_table.update(id(line) for line in members)
    ordered: list[Line] = []
    for line in lines:
        if id(line) in replaced:
            ordered.extend(replaced[id(line)])
        elif id(line) not in in_table:
            ordered.append(line)
    return ordered


def _find_tables(lines: list[Line]) -> list[tuple[list[_Band], list[float]]]:
    """``(bands, column left bounds)`` of every table, top to bottom."""
    found: list[tuple[list[_Band], list[float]]] = []
    page_bands = bands([line for line in lines if not line.running])
    start = 0
    while start < len(page_bands):
        region, gutters = _grow(page_bands, start)
        gutters = _merge_thin_columns(region, gutters)
        if gutters and sum(len(_columns_used(band, gutters)) >= 2 for band in region) >= 2 and not _marker_column(region, gutters) and not _text_columns(region, gutters):
            found.append((region, [-float("inf"), *(hi for _, hi in gutters)]))
            start += len(region)
        else:
            start += 1
    return found


def _grow(page_bands: list[_Band], start: int) -> tuple[list[_Band], list[tuple[float, float]]]:
    """The longest run of bands from ``start`` that keeps a column gutter, and its gutters."""
    first = page_bands[start]
    if len(first) < 2 or all(line.mono for line in first):
        return [first], []
    size = statistics.median(line.size for line in first)
    region = [first]
    gutters = _gutters(region)
    for band in page_bands[start + 1 :]:
        above = region[-1]
        gap = min(line.y0 for line in above) - max(line.y1 for line in band)
        height = max(line.height for line in band)
        if gap > _BAND_GAP * height or any(abs(line.size - size) > 1 for line in band) or all(line.mono for line in band):
            break
        widened = _gutters([*region, band])
        if not widened:
            break
        region, gutters = [*region, band], widened
    return region, gutters


def _gutters(region: list[_Band]) -> list[tuple[float, float]]:
    """Free x intervals inside the region with text on both sides, at least ``_MIN_GUTTER`` wide."""
    spans = sorted((line.x0, line.x1) for band in region for line in band)
    free: list[tuple[float, float]] = []
    reach = spans[0][1]
    for x0, x1 in spans[1:]:
        if x0 - reach >= _MIN_GUTTER:
            free.append((reach, x0))
        reach = max(reach, x1)
    return free


def _merge_thin_columns(region: list[_Band], gutters: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Drop gutters beside a column that only one band uses (a centred header cell, a stray word)."""
    gutters = list(gutters)
    while gutters:
        used = [_columns_used(band, gutters) for band in region]
        usage = [sum(column in columns for columns in used) for column in range(len(gutters) + 1)]
        weakest = min(range(len(usage)), key=usage.__getitem__)
        if usage[weakest] >= 2:
            break
        del gutters[max(weakest - 1, 0)]
    return gutters


def _marker_column(region: list[_Band], gutters: list[tuple[float, float]]) -> bool:
    """The first column holds only bullets or item numbers: a list laid out with hanging indents."""
    first = [line.text for band in region for line in band if _column(line, gutters) == 0]
    return all(len(text) <= 3 for text in first)


def _text_columns(region: list[_Band], gutters: list[tuple[float, float]]) -> bool:
    """The first column is filled like running text: two text columns side by side, not a table."""
    return filled_column([line.x1 for band in region for line in band if _column(line, gutters) == 0])


def _columns_used(band: _Band, gutters: list[tuple[float, float]]) -> set[int]:
    return {_column(line, gutters) for line in band}


def _column(line: Line, gutters: list[tuple[float, float]]) -> int:
    return sum(line.x0 >= hi for _, hi in gutters)


def _rows(region: list[_Band], columns: list[float]) -> list[list[_Band]]:
    """Bands grouped into table rows: centred first cells if every row fits that reading, else top-aligned."""
    gutters = [(bound, bound) for bound in columns[1:]]
    keyed = [0 in _columns_used(band, gutters) for band in region]
    centred = _centred_rows(region, keyed, gutters)
    if centred is not None:
        return centred
    rows: list[list[_Band]] = []
    for band, has_key in zip(region, keyed, strict=True):
        if has_key or not rows:
            rows.append([band])
        else:
            rows[-1].append(band)
    return rows


def _centred_rows(region: list[_Band], keyed: list[bool], gutters: list[tuple[float, float]]) -> list[list[_Band]] | None:
    """Shortest rows, top down, in which every column's text is centred on the row; None if some band fits none."""
    rows: list[list[_Band]] = []
    start = 0
    while start < len(region):
        end = next(
            (end for end in range(start, len(region)) if any(keyed[start : end + 1]) and _centred(region[start : end + 1], gutters)),
            None,
        )
        if end is None:
            return None
        rows.append(region[start : end + 1])
        start = end + 1
    return rows


def _centred(row: list[_Band], gutters: list[tuple[float, float]]) -> bool:
    lines = [line for band in row for line in band]
    middle = (max(line.y1 for line in lines) + min(line.y0 for line in lines)) / 2
    tolerance = _CENTRE_TOLERANCE * statistics.median(line.height for line in lines)
    for column in {_column(line, gutters) for line in lines}:
        cells = [line for line in lines if _column(line, gutters) == column]
        if abs((max(line.y1 for line in cells) + min(line.y0 for line in cells)) / 2 - middle) > tolerance:
            return False
    return True


def _row_line(row: list[_Band], columns: list[float], table: int) -> Line:
    """One line standing for a table row; its cells hold each column's text, wrapped lines joined."""
    gutters = [(bound, bound) for bound in columns[1:]]
    lines = [line for band in row for line in band]
    cells = [
        re.sub(r"\s+", " ", " ".join(line.marked for band in row for line in band if _column(line, gutters) == column)).strip()
        for column in range(len(columns))
    ]
    text = "  ".join(cell for cell in cells if cell)
    return Line(
        [(text, False)],
        min(line.x0 for line in lines),
        max(line.x1 for line in lines),
        min(line.y0 for line in lines),
        max(line.y1 for line in lines),
        statistics.median(line.size for line in lines),
        all(line.bold for line in lines),
        row[0][0].box,
        cells=cells,
        table=table,
    )
