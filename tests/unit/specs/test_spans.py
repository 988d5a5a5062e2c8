"""Small to big: evidence of one register folds into one span within the line budget."""

from edabot.types import Evidence
from specs.model import Anchor, Passage, Sentence
from specs.spans import (
    MAX_SPAN_LINES,
    field_row_leads,
    leads_in_budget,
    merge_touching,
    section_family,
    section_leads,
    whole_sections,
    with_lead,
)


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


def _passage(pid, start, end, section):
    return Passage(pid, "blinky/registers.md", start, end, section, "\n".join(f"line {n}" for n in range(start, end + 1)),
                   "blinky")


def test_a_short_register_comes_back_whole_from_its_lead_or_any_subsection():
    passages = [_passage("lead", 10, 14, "Registers / CTRL"), _passage("table", 18, 21, "Registers / CTRL / Fields"),
                _passage("dim", 23, 25, "Registers / CTRL / CTRL . DIM"), _passage("next", 27, 30, "Registers / PERIOD")]
    wholes = whole_sections(passages, section_leads(passages))
    assert {pid: span[:2] for pid, span in wholes.items()} == {"lead": (10, 25), "table": (10, 25), "dim": (10, 25)}
    assert wholes["dim"][2].split("\n") == [*(f"line {n}" for n in range(10, 15)), "…",
                                           *(f"line {n}" for n in range(18, 22)), "…", "line 23", "line 24", "line 25"]


def test_a_register_past_the_line_budget_is_not_widened():
    passages = [_passage("lead", 10, 14, "Registers / CTRL"),
                _passage("table", 18, 9 + MAX_SPAN_LINES, "Registers / CTRL / Fields"),
                _passage("dim", 11 + MAX_SPAN_LINES, 12 + MAX_SPAN_LINES, "Registers / CTRL / CTRL . DIM")]
    assert whole_sections(passages, section_leads(passages)) == {}


def test_spec_evidence_for_a_field_note_carries_its_registers_field_table(spec_graph, word_retriever):
    retriever = word_retriever(spec_graph)
    evidence = retriever.retrieve("halve the lamp brightness", ["global"], k=5, adaptive=False, intent_filter=False)
    dim = next(e for e in evidence if e.section.endswith("CTRL . DIM"))
    assert "[DIM](#ctrl--dim)" in dim.text


def test_a_far_field_note_takes_its_row_in_the_field_table_as_lead():
    passages = [_passage("lead", 5, 9, "Registers / CTRL"), _passage("table", 16, 20, "Registers / CTRL / Fields"),
                _passage("mode", 22, 45, "Registers / CTRL / CTRL . MODE"),
                _passage("dim", 47, 49, "Registers / CTRL / CTRL . DIM")]
    row = Sentence("s1", "table", 18, 18, "ctrl.dim (field) -- bits: 4", Anchor("declarative", "field", "e:field:blinky/ctrl.dim"))
    rows = field_row_leads(passages, [row])
    assert rows == {"dim": "table"}
    leads = leads_in_budget(passages, section_leads(passages), rows)
    assert leads["dim"] == "table" and leads["mode"] == "lead"
    assert with_lead(passages[3], passages[1])[:2] == (16, 49)


def test_a_field_note_near_its_register_keeps_the_registers_lead():
    passages = [_passage("lead", 10, 14, "Registers / CTRL"), _passage("table", 16, 20, "Registers / CTRL / Fields"),
                _passage("dim", 22, 24, "Registers / CTRL / CTRL . DIM")]
    row = Sentence("s1", "table", 18, 18, "ctrl.dim (field) -- bits: 4", Anchor("declarative", "field", "e:field:blinky/ctrl.dim"))
    assert leads_in_budget(passages, section_leads(passages), field_row_leads(passages, [row]))["dim"] == "lead"
