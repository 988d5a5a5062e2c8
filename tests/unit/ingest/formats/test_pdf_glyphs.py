"""What the reader takes from PDFium, on PDFs written here with fpdf2."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from fpdf import FPDF
from PIL import Image

from ingest.formats.pdf import read_pdf
from ingest.formats.pdf_glyphs import has_image, opened, outline, page_glyphs


def _pdf(*lines: tuple[str, str, str, float]) -> bytes:
    """One page with a line per ``(text, font, style, size)``."""
    pdf = FPDF()
    pdf.add_page()
    for text, font, style, size in lines:
        pdf.set_font(font, style, size)
        pdf.cell(0, size * 0.5, text, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def test_glyphs_carry_text_font_and_size_with_boxes_one_font_size_tall():
    data = _pdf(("Setup", "Helvetica", "B", 14), ("wire", "Courier", "", 9))
    with opened(data) as document:
        glyphs = page_glyphs(document[0])
    assert "".join(g.text for g in glyphs) == "Setupwire"
    assert {(g.font, g.size) for g in glyphs[:5]} == {("Helvetica-Bold", 14.0)}
    assert {(g.font, g.size) for g in glyphs[5:]} == {("Courier", 9.0)}
    assert all(abs(g.y1 - g.y0 - g.size) < 1e-6 and g.x1 > g.x0 for g in glyphs)
    assert all(a.x1 <= b.x0 + 1e-3 for a, b in zip(glyphs[:4], glyphs[1:5], strict=True))


def test_a_run_of_spaces_in_a_code_line_keeps_every_space():
    data = _pdf(("gr.setVerbose(v)        # boolean", "Courier", "", 10))
    with opened(data) as document:
        glyphs = page_glyphs(document[0])
    assert "".join(g.text for g in glyphs) == "gr.setVerbose(v)        # boolean"
    assert all(abs(a.x1 - b.x0) < 0.1 for a, b in zip(glyphs, glyphs[1:], strict=False))


def test_outline_levels_count_from_one_and_name_the_page():
    pdf = FPDF()
    for title, level in (("Install", 0), ("Options", 1), ("Reports", 0)):
        pdf.add_page()
        pdf.start_section(title, level=level)
        pdf.set_font("Helvetica", "", 12)
        pdf.cell(0, 6, title)
    with opened(bytes(pdf.output())) as document:
        assert outline(document) == [(1, "Install", 0), (2, "Options", 1), (1, "Reports", 2)]


def test_an_image_is_seen_and_text_alone_is_not():
    pdf = FPDF()
    pdf.add_page()
    pdf.image(Image.new("RGB", (20, 20), "gray"), x=10, y=10, w=30)
    with opened(bytes(pdf.output())) as document:
        assert has_image(document[0])
    with opened(_pdf(("text", "Helvetica", "", 11))) as document:
        assert not has_image(document[0])


def test_threads_reading_at_once_get_what_one_reader_gets():
    data = _pdf(*((f"Line {n} of the manual.", "Helvetica", "", 11) for n in range(30)))
    alone = read_pdf(data, max_pages=5)
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: read_pdf(data, max_pages=5), range(8)))
    assert all(r.lines == alone.lines and r.blocks == alone.blocks for r in results)
