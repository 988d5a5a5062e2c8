"""Structured tables of a spec: register summaries, field tables, enumerations, interrupt,
alert and signal lists (OpenTitan ``registers.md`` / ``interfaces.md`` style).

A table is recognized by its header, never by the document it is in, so a spec written by
hand with the same columns parses the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

TableKind = Literal["registers", "fields", "values", "interrupts", "alerts", "signals", "generic"]

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


@dataclass(frozen=True)
class Row:
    """One body row: its 1-based line and its cells keyed by lower-case header."""

    line: int
    cells: tuple[tuple[str, str], ...]

    def get(self, *names: str) -> str:
        """The first non-empty cell among ``names`` (header spellings vary between generators)."""
        found = dict(self.cells)
        for name in names:
            value = found.get(name, "").strip()
            if value:
                return value
        return ""


@dataclass(frozen=True)
class Table:
    kind: TableKind
    headers: tuple[str, ...]
    rows: tuple[Row, ...]


def split_row(line: str) -> list[str]:
    """Cells of a Markdown table line (outer pipes optional)."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [cell.strip() for cell in body.split("|")]


def parse_table(text: str, start_line: int) -> Table:
    """Header, kind and body rows of a table block starting at ``start_line``."""
    lines = text.split("\n")
    headers = tuple(h.lower() for h in split_row(lines[0])) if lines else ()
    rows = []
    for offset, line in enumerate(lines[1:], start=1):
        if _SEPARATOR.match(line) or not line.strip():
            continue
        cells = split_row(line)
        rows.append(Row(start_line + offset, tuple(zip(headers, cells, strict=False))))
    return Table(table_kind(headers), headers, tuple(rows))


def table_kind(headers: tuple[str, ...]) -> TableKind:
    """What a table lists, from its column names."""
    names = set(headers)
    joined = " ".join(headers)
    if "interrupt name" in names:
        return "interrupts"
    if "alert name" in names:
        return "alerts"
    if "pin name" in names or "port name" in names or ("signal" in joined and "direction" in joined):
        return "signals"
    if "offset" in names and "name" in names:
        return "registers"
    if "bits" in names and "name" in names:
        return "fields"
    if "value" in names and "name" in names:
        return "values"
    return "generic"


SPEC_TABLE_KINDS = frozenset({"registers", "fields", "interrupts", "alerts"})
"""Tables only an IP specification has (a signal list alone also fits a tool manual's port table)."""


def looks_like_spec(text: str) -> bool:
    """Whether a text file is an IP specification: it holds a register, field, interrupt or alert table.

    Lets a file attached without a kind be ingested as a spec (``bot.common.attachments``).
    """
    lines = text.splitlines()
    return any(
        "|" in header and _SEPARATOR.match(separator) is not None
        and table_kind(tuple(h.lower() for h in split_row(header))) in SPEC_TABLE_KINDS
        for header, separator in zip(lines, lines[1:], strict=False)
    )


def row_sentence(table: Table, row: Row) -> str:
    """A row as readable text ("Bits: 31:16; Type: rw; ...") for embedding and extractive answers."""
    return "; ".join(f"{header}: {value}" for header, value in row.cells if value)


__all__ = ["SPEC_TABLE_KINDS", "Row", "Table", "TableKind", "looks_like_spec", "parse_table", "row_sentence", "split_row",
           "table_kind"]
