"""A rendered copy (PDF, HTML) gives its rank to the source file that holds its words."""

from retrieval.copies import credit_sources
from retrieval.sections import SectionIndex
from tests.unit.retrieval.test_sections import text_chunk

FSM = "the fsm pass extracts state machines and recodes them with one hot encoding by default"
OPT = "opt_clean removes unused cells and wires after every pass of the synthesis script"


def test_a_rendered_section_gives_its_rank_to_the_source_section_holding_its_words():
    pdf = text_chunk("pdf", "note.pdf", 1, 9, "Note", FSM.replace(" by ", "\nby ").upper() + " page 3")
    chunks = [text_chunk("intro", "note.rst", 1, 2, "Note > FSM", "state machine extraction"),
              text_chunk("rst", "note.rst", 3, 6, "Note > FSM", FSM),
              text_chunk("other", "opt.rst", 1, 3, "Opt", OPT), pdf]
    index = SectionIndex(chunks)
    fused = {"pdf": 0.9, "other": 0.1}
    ranked = index.section_scores(fused, spread=0.0)
    moved, scores = credit_sources(index, ranked, fused, 0.5)
    source = index.section_of["rst"].index
    assert moved == {source: 0.9, index.section_of["other"].index: 0.1}
    assert scores["rst"] == 0.9 and "intro" not in scores  # the window centres on the words that matched
    passages = index.passages(moved, scores, k=2, max_chars=1000, repeat=0.5)
    assert [(p.section.source, p.start_line, p.end_line) for p in passages] == [("note.rst", 1, 6), ("opt.rst", 1, 3)]


def test_a_rendering_keeps_its_rank_without_a_source_holding_most_of_its_words():
    longer = text_chunk("pdf", "note.pdf", 1, 9, "Note", f"{FSM} and then {OPT} in every module of the design")
    html = text_chunk("html", "fsm.html", 1, 4, "FSM", FSM)
    index = SectionIndex([longer, html, text_chunk("rst", "note.rst", 1, 4, "Note > FSM", FSM)])
    fused = {"pdf": 0.9, "html": 0.5}
    moved, _ = credit_sources(index, index.section_scores(fused, spread=0.0), fused, 0.5)
    # The PDF page holds more than the FSM section: under half of its words are there. The HTML copy is all there.
    assert moved == {index.section_of["pdf"].index: 0.9, index.section_of["rst"].index: 0.5}
    assert index.originals(0.5) == {"html": (index.section_of["rst"].index, "rst")}


def test_an_index_without_renderings_is_left_as_it_is():
    index = SectionIndex([text_chunk("rst", "note.rst", 1, 4, "Note", FSM)])
    assert credit_sources(index, {0: 1.0}, {"rst": 1.0}, 0.5) == ({0: 1.0}, {"rst": 1.0})
    assert index.originals(0.5) == {}
