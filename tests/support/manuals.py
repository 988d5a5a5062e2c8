"""One small tool manual written in every format edabot reads, for cross-format tests.

The Markdown, reStructuredText and HTML versions say the same thing with the same structure:
two sections under a title and one option table; the PDF version spreads the same content
over two pages with a running header and page-number footer, as printed manuals do.
"""

from __future__ import annotations

SECTIONS = (("Grid Router",), ("Grid Router", "Overview"), ("Grid Router", "Options"))
OPTION_TABLE = (
    "| Option | Description |\n| --- | --- |\n"
    "| `-layers` | Metal layers the router may use. |\n"
    "| `-effort` | Search effort from 1 to 9. |"
)

MARKDOWN = """# Grid Router

## Overview

The `route_grid` command connects pins on a coarse grid before detailed routing.

## Options

| Option | Description |
| --- | --- |
| `-layers` | Metal layers the router may use. |
| `-effort` | Search effort from 1 to 9. |
"""

RST = """===========
Grid Router
===========

Overview
========

The ``route_grid`` command connects pins on a coarse grid before detailed routing.

Options
=======

+-------------+----------------------------------+
| Option      | Description                      |
+=============+==================================+
| ``-layers`` | Metal layers the router may use. |
+-------------+----------------------------------+
| ``-effort`` | Search effort from 1 to 9.       |
+-------------+----------------------------------+
"""

HTML = """<!DOCTYPE html>
<html>
<head><title>Grid Router</title><script>var tracking = 1;</script></head>
<body>
<nav><a href="/">Home</a> <a href="/tools">All tools</a></nav>
<main>
<h1>Grid Router</h1>
<h2>Overview</h2>
<p>The <code>route_grid</code> command connects pins on a coarse grid
before detailed routing.</p>
<h2>Options</h2>
<table>
<thead><tr><th>Option</th><th>Description</th></tr></thead>
<tbody>
<tr><td><code>-layers</code></td><td>Metal layers the router may use.</td></tr>
<tr><td><code>-effort</code></td><td>Search effort from 1 to 9.</td></tr>
</tbody>
</table>
</main>
<footer>Copyright and legal notices</footer>
</body>
</html>
"""


def pdf_manual() -> bytes:
    """Two pages: the overview on page 1, the options (and a unique phrase) on page 2."""
    from fpdf import FPDF

    class Manual(FPDF):
        def header(self) -> None:
            self.set_font("Helvetica", "", 9)
            self.cell(0, 5, "Grid Router Reference", new_x="LMARGIN", new_y="NEXT")
            self.ln(8)

        def footer(self) -> None:
            self.set_y(-15)
            self.set_font("Helvetica", "", 9)
            self.cell(0, 5, f"Page {self.page_no()}", align="C")

    pdf = Manual()

    def line(text: str, size: float = 11, style: str = "") -> None:
        pdf.set_font("Helvetica", style, size)
        pdf.cell(0, size * 0.5, text, new_x="LMARGIN", new_y="NEXT")

    pdf.add_page()
    pdf.start_section("Overview", level=0)
    line("Overview", 16, "B")
    pdf.ln(6)
    line("The route_grid command connects pins on a coarse grid before detailed routing.")
    line("It runs after global placement and before track assignment.")
    pdf.add_page()
    pdf.start_section("Effort levels", level=0)
    line("Effort levels", 16, "B")
    pdf.ln(6)
    line("Higher effort lets the maze search explore detours around congested tiles.")
    line("An effort of nine can triple the runtime on dense blocks.")
    return bytes(pdf.output())


def encrypted_pdf() -> bytes:
    """A PDF that opens only with a password."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.cell(0, 5, "Locked router notes")
    pdf.set_encryption(owner_password="owner", user_password="user")
    return bytes(pdf.output())


def scanned_pdf() -> bytes:
    """A page that is only a picture, as a scanner makes it: no text layer."""
    from fpdf import FPDF
    from PIL import Image

    pdf = FPDF()
    pdf.add_page()
    pdf.image(Image.new("RGB", (60, 40), "gray"), x=10, y=10, w=100)
    return bytes(pdf.output())
