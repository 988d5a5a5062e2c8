import pytest

from edabot.errors import BadInputError
from ingest.documents import ReadLimits, decode_document, detect_format, read_manual, read_manual_bytes


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "empty file"),
        (b"  \n\t\n", "empty file"),
        (b"# t\x00\x01binary", "binary file"),
        (b"# caf\xe9 latin-1", "not UTF-8"),
        (b"x" * 101, "over the"),
    ],
)
def test_bad_bytes_are_refused_with_a_reason(data, reason):
    with pytest.raises(BadInputError, match=reason):
        decode_document(data, max_bytes=100)


def test_bom_is_accepted():
    assert decode_document("\ufeff# Title".encode(), 100) == "# Title"


LIMITS = ReadLimits(max_bytes=1000, max_pdf_bytes=5000, max_pdf_pages=10)


def test_unsupported_suffix_and_unreadable_path(tmp_path):
    (tmp_path / "a.docx").write_bytes(b"PK")
    with pytest.raises(BadInputError, match="unsupported file type '.docx'"):
        read_manual_bytes(tmp_path / "a.docx", LIMITS)
    with pytest.raises(BadInputError, match="cannot read"):
        read_manual_bytes(tmp_path / "missing.md", LIMITS)


def test_a_pdf_may_be_larger_than_a_text_manual(tmp_path):
    (tmp_path / "big.pdf").write_bytes(b"%PDF-1.7\n" + b"0" * 3000)
    assert len(read_manual_bytes(tmp_path / "big.pdf", LIMITS)) > LIMITS.max_bytes
    with pytest.raises(BadInputError, match="over the 0.0 MB limit"):
        read_manual("big.md", b"# t\n" + b"x" * 3000, LIMITS)


@pytest.mark.parametrize(
    ("name", "data", "expected"),
    [
        ("guide.md", b"# Title\n", "markdown"),
        ("notes.txt", b"plain words\n", "markdown"),
        ("saved.txt", b"<!DOCTYPE html>\n<html><body><p>x</p></body></html>", "html"),
        ("page.md", b"  <html>\n<head></head><body></body></html>", "html"),
        ("manual.bin.md", b"%PDF-1.4\n...", "pdf"),
        ("guide.rst", b"Title\n=====\n", "rst"),
        ("guide.htm", b"<p>fragment</p>", "html"),
        ("synth.ys", b"read_verilog top.v\nsynth -top top\n", "code"),
        ("floorplan.tcl", b"initialize_floorplan -die_area {0 0 100 100}\n", "code"),
    ],
)
def test_format_comes_from_content_where_it_is_unambiguous(name, data, expected):
    assert detect_format(name, data) == expected


def test_a_pdf_name_without_pdf_bytes_is_refused():
    with pytest.raises(BadInputError, match="not a readable PDF"):
        detect_format("guide.pdf", b"# really markdown")


def test_an_example_script_reads_as_code_blocks_titled_by_its_name():
    text = read_manual("opt.ys", b"# passes\nopt_expr\nopt_merge\n\n\nopt_clean\n", LIMITS)
    assert text.format == "code"
    assert [(b.kind, b.start_line, b.end_line, b.text, b.section, b.info) for b in text.blocks] == [
        ("code", 1, 3, "# passes\nopt_expr\nopt_merge", ("opt.ys",), "yoscrypt"),
        ("code", 6, 6, "opt_clean", ("opt.ys",), "yoscrypt"),
    ]
    with pytest.raises(BadInputError, match="binary file"):
        read_manual("top.v", b"module\x00\x01", LIMITS)
