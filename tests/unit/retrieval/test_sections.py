"""Sections from stored chunks, and small-to-big windows under a character budget."""

from ingest.chunks import Chunk
from retrieval.sections import SectionIndex, group_sections, join_chunks


def chunk(cid, source, start, end, section, size):
    return Chunk(cid, "global", source, start, end, section, "x" * size)


CHUNKS = [
    chunk("a1", "m.md", 1, 3, "Intro", 50),
    chunk("b1", "m.md", 5, 9, "Cmd > Options", 100),
    chunk("b2", "m.md", 10, 14, "Cmd > Options", 100),
    chunk("b3", "m.md", 16, 20, "Cmd > Options", 100),
    chunk("b4", "m.md", 21, 25, "Cmd > Options", 100),
    chunk("c1", "n.md", 1, 2, "Intro", 30),
]


def test_sections_group_consecutive_chunks_of_one_heading_path_per_document():
    sections = group_sections(CHUNKS)
    assert [(s.source, s.title, s.start_line, s.end_line) for s in sections] == [
        ("m.md", "Intro", 1, 3), ("m.md", "Cmd > Options", 5, 25), ("n.md", "Intro", 1, 2)]


def test_join_keeps_a_blank_line_only_where_the_document_had_one():
    assert join_chunks(CHUNKS[1:4]) == "x" * 100 + "\n" + "x" * 100 + "\n\n" + "x" * 100


def test_small_sections_come_back_whole_and_large_ones_as_a_window_around_the_hits():
    index = SectionIndex(CHUNKS)
    options = index.section_of["b1"]
    assert index.window(options, {"b3": 1.0}, 1000) == options.chunks
    window = index.window(options, {"b3": 1.0, "b4": 0.5}, 250)
    assert [c.chunk_id for c in window] == ["b3", "b4"]
    assert [c.chunk_id for c in index.window(options, {"b3": 1.0}, 10)] == ["b3"]


def test_passages_rank_sections_by_their_best_chunk_and_never_repeat_one():
    index = SectionIndex(CHUNKS)
    scores = {"b2": 0.9, "b3": 0.8, "c1": 0.85, "a1": 0.1}
    passages = index.passages(index.section_scores(scores, spread=0.0), scores, k=2, max_chars=1000)
    assert [(p.section.title, p.section.source) for p in passages] == [("Cmd > Options", "m.md"), ("Intro", "n.md")]
    assert passages[0].best_chunk == "b2" and (passages[0].start_line, passages[0].end_line) == (5, 25)
    spread = index.section_scores({"b2": 0.5, "b3": 0.5, "c1": 0.6}, spread=0.3)
    assert max(spread, key=spread.__getitem__) == index.section_of["b2"].index


def test_a_parent_that_fits_brings_its_subsections_and_replaces_a_shown_child():
    chunks = [chunk("a", "m.md", 1, 5, "Tool > Cmd", 100), chunk("b", "m.md", 6, 9, "Tool > Cmd > Options", 100),
              chunk("c", "m.md", 10, 12, "Tool > Cmd > Example", 100), chunk("d", "m.md", 13, 20, "Tool > Other", 100)]
    index = SectionIndex(chunks)
    child, parent, other = 1, 0, 3
    scores = {"b": 0.9, "a": 0.5, "d": 0.4}
    passages = index.passages({child: 0.9, parent: 0.8, other: 0.4}, scores, k=2, max_chars=1000)
    assert [[c.chunk_id for c in p.chunks] for p in passages] == [["a", "b", "c"], ["d"]]
    assert passages[0].score == 0.9 and passages[0].best_chunk == "b"
    assert len({p.best_chunk for p in passages}) == len(passages)


def test_subsections_stop_at_the_budget_and_at_the_next_sibling():
    chunks = [chunk("a", "m.md", 1, 5, "Tool > Cmd", 100), chunk("b", "m.md", 6, 9, "Tool > Cmd > Options", 300),
              chunk("c", "m.md", 10, 12, "Tool > Cmdx", 50)]
    index = SectionIndex(chunks)
    assert [c.chunk_id for c in index.with_subsections(index.sections[0], 350)] == ["a"]
    assert [c.chunk_id for c in index.with_subsections(index.sections[0], 1000)] == ["a", "b"]
