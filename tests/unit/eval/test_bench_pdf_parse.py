"""The PDF parse-rate benchmark finds the PDFs it is pointed at and counts their pages."""

from __future__ import annotations

from fpdf import FPDF

from benchmarks.bench_pdf_parse import best_rate, main, pdf_files


def _pdf(pages: int) -> bytes:
    pdf = FPDF()
    for number in range(pages):
        pdf.add_page()
        pdf.set_font("Helvetica", "", 11)
        pdf.cell(0, 6, f"Page {number + 1} of the timing manual.")
    return bytes(pdf.output())


def test_folders_give_their_pdfs_sorted_and_files_are_kept(tmp_path):
    (tmp_path / "b.pdf").write_bytes(_pdf(1))
    (tmp_path / "a.pdf").write_bytes(_pdf(1))
    (tmp_path / "notes.txt").write_text("not a PDF")
    single = tmp_path / "a.pdf"
    assert pdf_files([tmp_path, single]) == [tmp_path / "a.pdf", tmp_path / "b.pdf", single]


def test_every_page_of_every_pdf_is_counted_and_the_rate_printed(tmp_path, capsys):
    pages, cpu, wall = best_rate([_pdf(2), _pdf(3)], passes=2)
    assert pages == 5 and cpu >= 0 and wall > 0
    (tmp_path / "m.pdf").write_bytes(_pdf(2))
    assert main([str(tmp_path), "--passes", "1", "--profile", "3"]) == 0
    out = capsys.readouterr().out
    assert "1 PDFs, 2 pages; CPU" in out and "pages/s" in out and "cumulative" in out
