"""Small to big: evidence of one register folds into one span within the line budget."""

from edabot.types import Evidence
from specs.spans import MAX_SPAN_LINES, merge_touching, section_family


def _ev(start, end, section, source="blinky/registers.md"):
    return Evidence(source, start, end, section, f"lines {start}-{end}", 1.0, "spec")


def test_section_family_is_the_section_under_the_document_title():
    assert section_family("Registers / CTRL / Fields") == ("Registers", "CTRL")
    assert section_family("Registers / CTRL / CTRL . DIM") == ("Registers", "CTRL")
    assert section_family("Registers") == ("Registers",)


def test_a_register_header_and_its_field_description_fold_into_one_span():
    header, description = _ev(40, 44, "Registers / CTRL"), _ev(55, 57, "Registers / CTRL / CTRL . DIM")
    merged = merge_touching([header, _ev(3, 9, "Registers / Summary"), description])
    assert [(e.start_line, e.end_line) for e in merged] == [(40, 57), (3, 9)]
    assert merged[0].text == "lines 40-44\n…\nlines 55-57"


def test_two_registers_or_two_files_stay_apart():
    ctrl, period = _ev(40, 44, "Registers / CTRL"), _ev(60, 64, "Registers / PERIOD")
    other_file = _ev(46, 48, "Registers / CTRL", source="chirp/registers.md")
    assert len(merge_touching([ctrl, period, other_file])) == 3


def test_one_family_still_keeps_the_line_budget():
    far = _ev(40 + MAX_SPAN_LINES, 44 + MAX_SPAN_LINES, "Registers / CTRL / CTRL . DIM")
    assert len(merge_touching([_ev(40, 44, "Registers / CTRL"), far])) == 2


def test_touching_spans_of_different_sections_still_fold():
    merged = merge_touching([_ev(10, 14, "Theory / A"), _ev(15, 18, "Overview / B")])
    assert [(e.start_line, e.end_line) for e in merged] == [(10, 18)]
    assert merged[0].text == "lines 10-14\nlines 15-18"


def test_text_under_no_heading_folds_only_when_touching():
    assert len(merge_touching([_ev(1, 3, ""), _ev(6, 8, "")])) == 2


def test_overlapping_spans_fold_even_past_the_line_budget():
    lead_and_table = _ev(10, 10 + MAX_SPAN_LINES - 5, "Guide / Loading data")
    longer = _ev(20, 20 + MAX_SPAN_LINES - 5, "Guide / Loading data / Byte order")
    merged = merge_touching([lead_and_table, longer])
    assert [(e.start_line, e.end_line) for e in merged] == [(10, 15 + MAX_SPAN_LINES)]
