"""Attachment validation and routing: what is a manual, what is a run, what is refused and why."""

from __future__ import annotations

import pytest

from bot.common.attachments import Accepted, Attachment, Refused, classify, looks_like_run_log, precheck

LIMIT = 1000


@pytest.mark.parametrize("name", ["a.md", "b.MARKDOWN", "c.txt", "d.rst", "e.html", "f.htm", "guide.PDF",
                                  "g.log", "h.rpt", "run.tar.gz", "run.tgz", "run.zip"])
def test_supported_names_pass_precheck(name):
    assert precheck(Attachment(name, 10), LIMIT) is None


@pytest.mark.parametrize(("name", "reason"), [
    ("pic.png", "'.png' files are not supported"),
    ("guide.docx", "'.docx' files are not supported"),
    ("Makefile", "files without an extension are not supported"),
])
def test_unsupported_types_are_refused_with_reason(name, reason):
    refused = precheck(Attachment(name, 10), LIMIT)
    assert isinstance(refused, Refused) and reason in refused.reason


def test_declared_and_actual_size_limits():
    assert "limit is 0.0 MB" in precheck(Attachment("a.md", LIMIT + 1), LIMIT).reason
    assert isinstance(classify("a.md", b"x" * (LIMIT + 1), LIMIT), Refused)
    assert isinstance(classify("a.md", b"x" * LIMIT, LIMIT), Accepted)


def test_pdfs_are_manuals_when_their_bytes_are_a_pdf():
    assert classify("guide.pdf", b"%PDF-1.7\n\x00\xff binary body", LIMIT).route == "doc"
    refused = classify("guide.pdf", b"# actually markdown", LIMIT)
    assert isinstance(refused, Refused) and "not a PDF file" in refused.reason


def test_routes():
    assert classify("guide.md", b"# Title\n", LIMIT).route == "doc"
    assert classify("synth.log", b"anything", LIMIT).route == "run"
    assert classify("run.zip", b"PK\x03\x04rest", LIMIT).route == "run"
    assert classify("run.tar.gz", b"\x1f\x8brest", LIMIT).route == "run"
    log = b"3. Executing SYNTH pass.\n4. Printing statistics.\n"
    assert classify("yosys.txt", log, LIMIT).route == "run"
    assert classify("notes.txt", b"Executing nothing special\n", LIMIT).route == "doc"


REGISTERS = b"""# Registers

| Name | Offset | Length | Description |
|:-----|:-------|-------:|:------------|
| CTRL | 0x0    |      4 | Control     |
"""


def test_text_with_register_tables_is_a_spec_in_text_formats_only():
    assert classify("uart_registers.md", REGISTERS, LIMIT).route == "spec"
    assert classify("uart_registers.txt", REGISTERS, LIMIT).route == "spec"
    assert classify("uart_registers.html", REGISTERS, LIMIT).route == "doc"
    assert classify("uart.md", REGISTERS.replace(b"Offset", b"Default"), LIMIT).route == "doc"


@pytest.mark.parametrize(("name", "data", "reason"), [
    ("a.md", b"", "the file is empty"),
    ("a.txt", b"ab\x00cd", "looks binary"),
    ("a.md", b"\xff\xfe\xfa", "looks binary"),
    ("run.zip", b"\x1f\x8b", "not a valid archive"),
    ("run.tgz", b"PK\x03\x04", "not a valid archive"),
])
def test_bad_content_is_refused(name, data, reason):
    verdict = classify(name, data, LIMIT)
    assert isinstance(verdict, Refused) and reason in verdict.reason


def test_bom_text_is_accepted():
    assert classify("a.md", b"\xef\xbb\xbf# Title\n", LIMIT).route == "doc"


def test_run_log_sniffing_needs_two_markers():
    assert looks_like_run_log("Startpoint: a\nEndpoint: b\nslack (MET)")
    assert not looks_like_run_log("Startpoint: only one marker")
