"""A figure read from a timing report's table by its column and its row: "the fanout on in_vld".

OpenSTA prints its path tables in fixed-width columns under a header line (``Fanout  Cap  Slew  Delay  Time
Description``), and a row leaves blank the columns it has no figure for: a net row holds only its fanout and
capacitance. So a number belongs to the header word whose right edge is nearest its own (the columns are right
aligned), and a question naming a column and a net, pin or port of a row is answered by that cell, quoted with the
row and the header it sits under.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from runs.qa.graph_queries import Fact, RunTools

_HEADER = re.compile(r"^\s*[A-Z][a-z]+(?:\s{2,}[A-Z][a-z]+){2,}\s*$")
"""A table's header: three or more capitalized column words apart by two spaces or more."""
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")
_TABLE_ROWS = 400
"""How far below its header a table's rows are read."""


def table_cells(design: str, tools: RunTools, question: str, names: Sequence[str]) -> list[Fact]:
    """The cells of the run's report tables in a column the question names (``fanout``), on the rows of a name it
    names (``in_vld``): each row quoted, with the figure the header places in that column."""
    asked = {word.lower() for word in re.findall(r"[A-Za-z]+", question)}
    if not names or not asked:
        return []
    facts: list[Fact] = []
    for path in tools.outputs(design).get("opensta", []):
        lines = tools.printed_lines(design, path)
        for at, header in enumerate(lines):
            if not _HEADER.match(header) or not (columns := _columns(header, asked)):
                continue
            for n in range(at + 1, min(at + _TABLE_ROWS, len(lines))):
                row = lines[n]
                if _HEADER.match(row) or row.startswith(("Startpoint:", "Endpoint:")):
                    break
                if not any(re.search(rf"(?<![\w\[/]){re.escape(name)}(?![\w\[])", row) for name in names):
                    continue
                cells = [f"{word} {value}" for word, value in _row_cells(row, header) if word in columns]
                if cells:
                    facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: {path}:{n + 1}: {row.strip()} "
                                      f"({', '.join(cells)}, by the columns of line {at + 1}: {header.strip()})",
                                      path, n + 1, n + 1))
    return facts[:6]


def _columns(header: str, asked: set[str]) -> set[str]:
    """The header's column words the question says (``fanout``; ``cap`` said as ``capacitance`` too)."""
    return {word for word in header.split() if word.lower() in asked or any(
        said.startswith(word.lower()) and len(word) >= 3 for said in asked)}


def _row_cells(row: str, header: str) -> list[tuple[str, str]]:
    """(column word, number) for each number of ``row``, placed under the header word whose right edge is nearest."""
    edges = [(found.end(), found.group()) for found in re.finditer(r"\S+", header)]
    return [(min(edges, key=lambda edge: abs(edge[0] - number.end()))[1], number.group())
            for number in _NUMBER.finditer(row)]


__all__ = ["table_cells"]
