"""One table rendering for every format: a Markdown pipe table with a header rule.

Readers hand over rows of already-normalized cell text; the same table read from Markdown,
RST, HTML or PDF then has the same text, which is what units and the invariance tests key on.
"""

from __future__ import annotations

from bs4 import BeautifulSoup

from ingest.formats.inline import collapse_spaces


def table_cell(text: str) -> str:
    """A cell's text on one line, its own pipes escaped."""
    return collapse_spaces(text).replace("|", "\\|")


def pipe_table(header: list[str], rows: list[list[str]]) -> str:
    """``| h1 | h2 |``, ``| --- | --- |``, then one line per row of ``table_cell`` texts; short rows padded."""
    width = max(len(row) for row in [header, *rows])

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(cells + [""] * (width - len(cells))) + " |"

    return "\n".join([line(header), line(["---"] * width), *(line(row) for row in rows)])


def pipe_table_of(rows: list[list[str]]) -> str:
    """The table whose first row is the header, from raw cell texts."""
    cells = [[table_cell(c) for c in row] for row in rows if row]
    return pipe_table(cells[0], cells[1:]) if cells else ""


def html_tables(html: str) -> list[list[list[str]]]:
    """Rows of each top-level ``<table>`` in an HTML fragment; ``<code>`` keeps backticks."""
    soup = BeautifulSoup(html, "html.parser")
    tables = [t for t in soup.find_all("table") if t.find_parent("table") is None]
    out: list[list[list[str]]] = []
    for table in tables:
        for code in table.find_all("code"):
            code.replace_with(f"`{code.get_text()}`")
        for br in table.find_all("br"):
            br.replace_with(" ")
        rows = [[cell.get_text() for cell in tr.find_all(["th", "td"])] for tr in table.find_all("tr")]
        out.append([row for row in rows if row])
    return out
