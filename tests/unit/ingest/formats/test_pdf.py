"""The PDF reader on PDFs written here with fpdf2, and on the Yosys application note when present."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from fpdf import FPDF
from PIL import Image

from edabot.errors import BadInputError
from ingest.formats.pdf import read_pdf
from ingest.formats.source import SourceText

BODY = "Helvetica"


def _line(pdf: FPDF, text: str, size: float = 11, style: str = "", font: str = BODY) -> None:
    pdf.set_font(font, style, size)
    pdf.cell(0, size * 0.5, text, new_x="LMARGIN", new_y="NEXT")


def _gap(pdf: FPDF, mm: float = 6) -> None:
    pdf.ln(mm)


def _bytes(pdf: FPDF) -> bytes:
    return bytes(pdf.output())


class _RunningPdf(FPDF):
    """Every page carries the same header and a numbered footer, as printed manuals do."""

    def header(self) -> None:
        self.set_font(BODY, "", 9)
        self.cell(0, 5, "Widget Compiler Reference Guide", new_x="LMARGIN", new_y="NEXT")
        self.ln(8)

    def footer(self) -> None:
        self.set_y(-15)
        self.set_font(BODY, "", 9)
        self.cell(0, 5, f"Page {self.page_no()}", align="C")


def outline_pdf() -> bytes:
    pdf = FPDF()
    for chapter, sections in (("Getting Started", ["Installing"]), ("Commands", ["Options", "Examples"])):
        pdf.add_page()
        pdf.start_section(chapter, level=0)
        _line(pdf, chapter, 16, "B")
        _gap(pdf)
        _line(pdf, f"This chapter covers {chapter.lower()} in some detail.")
        for section in sections:
            _gap(pdf, 10)
            pdf.start_section(section, level=1)
            _line(pdf, section, 13, "B")
            _gap(pdf)
            _line(pdf, f"Text about {section.lower()} for the reader.")
    return _bytes(pdf)


def font_heading_pdf() -> bytes:
    pdf = FPDF()
    pdf.add_page()
    _line(pdf, "Placement Manual", 20)
    _gap(pdf, 10)
    _line(pdf, "Overview", 15)
    _gap(pdf)
    _line(pdf, "The placer spreads standard cells over the core area.")
    _line(pdf, "It honours blockages and fixed macros.")
    _gap(pdf, 10)
    _line(pdf, "Density Control", 15)
    _gap(pdf)
    _line(pdf, "A target density limits how tightly cells pack together.")
    return _bytes(pdf)


def running_pdf() -> bytes:
    pdf = _RunningPdf()
    for number in range(1, 4):
        pdf.add_page()
        _line(pdf, f"Body text of page {number} explains timing arcs number {number * 7}.")
        _line(pdf, ["Setup checks follow.", "Hold checks follow.", "Recovery checks follow."][number - 1])
    return _bytes(pdf)


def mixed_pdf() -> bytes:
    """Hyphenation, a Courier code block, a bullet list and a table on one page."""
    pdf = FPDF()
    pdf.core_fonts_encoding = "windows-1252"
    pdf.add_page()
    _line(pdf, "The synthesis step reads the design and the exam-")
    _line(pdf, "ple files before it maps any logic cells.")
    _line(pdf, "To load sources call read-")
    _line(pdf, "Verilog first, then elaborate.")
    _gap(pdf, 8)
    _line(pdf, "read_verilog top.v", font="Courier")
    _line(pdf, "synth -top top", font="Courier")
    _line(pdf, "    opt_clean", font="Courier")
    _gap(pdf, 8)
    _line(pdf, "\u2022 Area reports list every cell.")
    _line(pdf, "\u2022 Timing reports list every path.")
    _gap(pdf, 8)
    for name, meaning in (("Option", "Meaning"), ("-flatten", "Flatten the hierarchy first"), ("-noabc", "Skip technology mapping")):
        pdf.set_font(BODY, "", 11)
        pdf.cell(40, 6, name)
        pdf.cell(0, 6, meaning, new_x="LMARGIN", new_y="NEXT")
    _gap(pdf, 8)
    _line(pdf, "After the table comes a closing paragraph with ordinary prose text in it.")
    _line(pdf, "It keeps going for a second line so the page has a normal body.")
    return _bytes(pdf)


def page_break_pdf() -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font(BODY, "", 11)
    pdf.set_y(250)
    pdf.multi_cell(0, 6, " ".join(f"Sentence {n} continues the long paragraph about routing." for n in range(12)))
    return _bytes(pdf)


def blank_page_pdf() -> bytes:
    pdf = FPDF()
    pdf.add_page()
    _line(pdf, "Only the first page has words.")
    pdf.add_page()
    pdf.add_page()
    _line(pdf, "And the third page too.")
    return _bytes(pdf)


GENERATED: dict[str, Callable[[], bytes]] = {
    "outline": outline_pdf,
    "font_headings": font_heading_pdf,
    "running": running_pdf,
    "mixed": mixed_pdf,
    "page_break": page_break_pdf,
    "blank_page": blank_page_pdf,
}


def read(data: bytes, max_pages: int = 50) -> SourceText:
    return read_pdf(data, max_pages=max_pages)


def headings(source: SourceText) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(b.text, b.info, b.section) for b in source.blocks if b.kind == "heading"]


def test_outline_bookmarks_give_headings_with_levels_and_pages():
    source = read(outline_pdf())
    assert source.format == "pdf" and source.verbatim
    assert headings(source) == [
        ("Getting Started", "1", ("Getting Started",)),
        ("Installing", "2", ("Getting Started", "Installing")),
        ("Commands", "1", ("Commands",)),
        ("Options", "2", ("Commands", "Options")),
        ("Examples", "2", ("Commands", "Examples")),
    ]
    commands = next(b for b in source.blocks if b.text == "Commands")
    assert source.page_of(commands.start_line) == (2, 1)
    paragraph = next(b for b in source.blocks if "about examples" in b.text)
    assert paragraph.section == ("Commands", "Examples")


def test_font_sizes_give_headings_without_outline():
    source = read(font_heading_pdf())
    assert headings(source) == [
        ("Placement Manual", "1", ("Placement Manual",)),
        ("Overview", "2", ("Placement Manual", "Overview")),
        ("Density Control", "2", ("Placement Manual", "Density Control")),
    ]
    body = next(b for b in source.blocks if b.kind == "paragraph")
    assert body.text == "The placer spreads standard cells over the core area. It honours blockages and fixed macros."


def test_running_header_and_page_number_stay_in_lines_but_in_no_block():
    source = read(running_pdf())
    assert len(source.page_starts) == 3
    for page, start in enumerate(source.page_starts, 1):
        end = source.page_starts[page] if page < 3 else len(source.lines) + 1
        page_text = source.lines[start - 1 : end - 1]
        assert "Widget Compiler Reference Guide" in page_text and f"Page {page}" in page_text
    for block in source.blocks:
        assert "Widget Compiler" not in block.text and "Page " not in block.text
    assert sum(b.kind == "paragraph" for b in source.blocks) == 3


def test_hyphenated_word_is_joined_on_the_first_line_and_identifiers_kept():
    source = read(mixed_pdf())
    first = source.lines.index("The synthesis step reads the design and the example")
    assert source.lines[first + 1] == "files before it maps any logic cells."
    assert "To load sources call read-" in source.lines
    paragraph = next(b for b in source.blocks if "example" in b.text)
    assert "the example files" in paragraph.text


def test_courier_lines_are_one_code_block_with_indentation():
    code = [b for b in read(mixed_pdf()).blocks if b.kind == "code"]
    assert [b.text for b in code] == ["read_verilog top.v\nsynth -top top\n    opt_clean"]


def test_bullet_lines_are_one_list_block():
    lists = [b for b in read(mixed_pdf()).blocks if b.kind == "list"]
    assert [(b.text, b.info) for b in lists] == [("- Area reports list every cell.\n- Timing reports list every path.", "bullet")]


def test_aligned_rows_are_a_pipe_table():
    source = read(mixed_pdf())
    tables = [b for b in source.blocks if b.kind == "table"]
    assert [b.text for b in tables] == [
        "| Option | Meaning |\n| --- | --- |\n| -flatten | Flatten the hierarchy first |\n| -noabc | Skip technology mapping |"
    ]
    assert tables[0].end_line - tables[0].start_line == 2
    assert any(b.kind == "paragraph" and b.text.startswith("After the table") for b in source.blocks)


def test_paragraph_crossing_a_page_break_becomes_two_blocks():
    source = read(page_break_pdf())
    paragraphs = [b for b in source.blocks if b.kind == "paragraph"]
    assert len(paragraphs) == 2
    assert [source.page_of(b.start_line)[0] for b in paragraphs] == [1, 2]


def test_blank_page_keeps_one_empty_line():
    source = read(blank_page_pdf())
    assert len(source.page_starts) == 3
    assert source.lines[source.page_starts[1] - 1] == ""
    assert source.page_of(source.page_starts[2]) == (3, 1)


def test_encrypted_pdf_is_refused():
    pdf = FPDF()
    pdf.add_page()
    _line(pdf, "Secret content.")
    pdf.set_encryption(owner_password="owner", user_password="user")
    with pytest.raises(BadInputError, match="encrypted PDF: remove the password"):
        read(_bytes(pdf))


def test_image_only_pdf_is_refused_as_scanned():
    pdf = FPDF()
    pdf.add_page()
    pdf.image(Image.new("RGB", (60, 40), "gray"), x=10, y=10, w=100)
    with pytest.raises(BadInputError, match="scanned PDF: no text layer"):
        read(_bytes(pdf))


def test_truncated_pdf_is_refused():
    data = outline_pdf()
    with pytest.raises(BadInputError, match="not a readable PDF"):
        read(data[: len(data) // 2])
    with pytest.raises(BadInputError, match="not a readable PDF"):
        read(b"plain text, not a PDF")


def test_too_many_pages_are_refused():
    with pytest.raises(BadInputError, match="PDF has 3 pages, over the 2-page limit"):
        read(running_pdf(), max_pages=2)


def _significant_words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9_]{3,}", text)}


def assert_blocks_are_citable(source: SourceText) -> None:
    """Every block's words are in its own lines, and no block crosses a page."""
    for block in source.blocks:
        assert 1 <= block.start_line <= block.end_line <= len(source.lines)
        assert source.page_of(block.start_line)[0] == source.page_of(block.end_line)[0], block
        span = " ".join(source.lines[block.start_line - 1 : block.end_line]).lower()
        missing = {w for w in _significant_words(block.text) if w not in span}
        assert not missing, (block, missing)


@pytest.mark.parametrize("name", sorted(GENERATED))
def test_every_block_reads_from_its_span_on_one_page(name):
    assert_blocks_are_citable(read(GENERATED[name]()))


def _corpus_pdf() -> Path | None:
    relative = Path("shared/corpus/yosys/_downloads/APPNOTE_010_Verilog_to_BLIF.pdf")
    for parent in Path(__file__).resolve().parents:
        if (parent / relative).is_file():
            return parent / relative
    return None


def test_yosys_application_note_parses_with_headings():
    path = _corpus_pdf()
    if path is None:
        pytest.skip("shared corpus PDF APPNOTE_010_Verilog_to_BLIF.pdf is not present")
    source = read(path.read_bytes())
    assert len(source.page_starts) >= 2
    titles = [b.text for b in source.blocks if b.kind == "heading"]
    assert any("INSTALLATION" in title for title in titles)
    assert titles.index("VI. LIMITATIONS") < titles.index("REFERENCES")  # two-column page under a wide listing
    assert any(b.kind == "code" and "read_verilog" in b.text for b in source.blocks)
    assert_blocks_are_citable(source)


def _html_pdf(html: str) -> bytes:
    """A page printed by fpdf2's ``write_html``: centred table cells, h1-h2 bookmarks only."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=8)
    pdf.write_html(html, font_family="helvetica")
    return _bytes(pdf)


OPTION_TABLE_HTML = (
    "<h1>Router</h1><p>The router connects every net of the design.</p>"
    "<h3>Route Design</h3><p>The route_design command routes all nets.</p>"
    "<h4>Options</h4>"
    "<table><thead><tr><th>Switch Name</th><th>Description</th></tr></thead><tbody>"
    "<tr><td>-layers</td><td>Lowest and highest routing layers.</td></tr>"
    "<tr><td>-effort</td><td>" + " ".join(["How hard the router tries before it gives up on a net."] * 4) + "</td></tr>"
    "<tr><td>-verbose</td><td>Print progress.</td></tr>"
    "</tbody></table>"
    "<h3>Report Routes</h3><p>The report_routes command prints a summary.</p>"
)


def test_wrapped_table_cells_stay_in_their_row():
    source = read(_html_pdf(OPTION_TABLE_HTML))
    tables = [b.text for b in source.blocks if b.kind == "table"]
    effort = " ".join(["How hard the router tries before it gives up on a net."] * 4)
    assert tables == [
        "| Switch Name | Description |\n| --- | --- |\n| -layers | Lowest and highest routing layers. |\n"
        f"| -effort | {effort} |\n| -verbose | Print progress. |"
    ]
    assert not any(b.kind == "paragraph" and b.text.startswith("-") for b in source.blocks)


def test_headings_below_the_outline_levels_come_from_font_sizes():
    source = read(_html_pdf(OPTION_TABLE_HTML))
    assert headings(source) == [
        ("Router", "1", ("Router",)),
        ("Route Design", "2", ("Router", "Route Design")),
        ("Options", "3", ("Router", "Route Design", "Options")),
        ("Report Routes", "2", ("Router", "Report Routes")),
    ]
    table = next(b for b in source.blocks if b.kind == "table")
    assert table.section == ("Router", "Route Design", "Options")


def test_bulleted_monospace_line_is_a_list_item():
    source = read(_html_pdf("<p>Placement limits:</p><ul><li><code>-max_iter, -max_fanout</code></li>"
                            "<li><code>-min_density</code></li></ul><p>Both are optional.</p>"))
    lists = [(b.text, b.info) for b in source.blocks if b.kind == "list"]
    assert lists == [("- `-max_iter, -max_fanout`\n- `-min_density`", "bullet")]
    assert not any(b.kind == "code" for b in source.blocks)


def test_character_codes_read_in_one_call_are_those_read_one_by_one():
    import pypdfium2.raw as pdfium_c

    from ingest.formats.pdf_glyphs import _codes, opened

    path = _corpus_pdf()
    if path is None:
        pytest.skip("shared corpus PDF APPNOTE_010_Verilog_to_BLIF.pdf is not present")
    hyphens = 0
    with opened(path.read_bytes()) as document:
        for page in document:
            textpage = page.get_textpage()
            raw = textpage.raw
            one_by_one = [pdfium_c.FPDFText_GetUnicode(raw, i) for i in range(pdfium_c.FPDFText_CountChars(raw))]
            assert _codes(raw) == one_by_one
            hyphens += one_by_one.count(2)  # PDFium's line-end hyphen, which GetText writes as U+FFFE
            textpage.close()
    assert hyphens > 0
