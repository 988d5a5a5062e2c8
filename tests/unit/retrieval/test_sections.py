"""Sections from stored chunks, and small-to-big windows under a character budget."""

from ingest.chunks import Chunk
from retrieval.copies import shingles
from retrieval.sections import Passage, SectionIndex, group_sections, join_chunks


def chunk(cid, source, start, end, section, size):
    """A chunk of ``size`` characters whose words are its own id: no two chunks repeat each other's text."""
    return Chunk(cid, "global", source, start, end, section, (f"{cid} " * size)[:size])


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
    b1, b2, b3 = (c.text for c in CHUNKS[1:4])
    assert join_chunks(CHUNKS[1:4]) == b1 + "\n" + b2 + "\n\n" + b3


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
    passages = index.passages(index.section_scores(scores, spread=0.0), scores, k=2, max_chars=1000, repeat=0.5)
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
    passages = index.passages({child: 0.9, parent: 0.8, other: 0.4}, scores, k=2, max_chars=1000, repeat=0.5)
    assert [[c.chunk_id for c in p.chunks] for p in passages] == [["a", "b", "c"], ["d"]]
    assert passages[0].score == 0.9 and passages[0].best_chunk == "b"
    assert len({p.best_chunk for p in passages}) == len(passages)


def test_subsections_stop_at_the_budget_and_at_the_next_sibling():
    chunks = [chunk("a", "m.md", 1, 5, "Tool > Cmd", 100), chunk("b", "m.md", 6, 9, "Tool > Cmd > Options", 300),
              chunk("c", "m.md", 10, 12, "Tool > Cmdx", 50)]
    index = SectionIndex(chunks)
    assert [c.chunk_id for c in index.with_subsections(index.sections[0], 350, {})] == ["a"]
    assert [c.chunk_id for c in index.with_subsections(index.sections[0], 1000, {})] == ["a", "b"]


def test_a_window_covers_the_cluster_of_matched_chunks_around_the_best_one():
    chunks = [chunk(f"s{i}", "m.md", 10 * i + 1, 10 * i + 9, "Cells > Memories", 100) for i in range(8)]
    index = SectionIndex(chunks)
    section = index.sections[0]
    # The best hit is s3; two weaker hits lie after it, none before it: the window follows them.
    window = index.window(section, {"s3": 1.0, "s5": 0.4, "s6": 0.3}, 400)
    assert [c.chunk_id for c in window] == ["s3", "s4", "s5", "s6"]
    # With no other hit, the budget grows the window earlier first (headers precede rows).
    assert [c.chunk_id for c in index.window(section, {"s3": 1.0}, 300)] == ["s1", "s2", "s3"]


def test_passages_share_one_budget_so_a_long_section_gets_what_short_ones_leave():
    long_section = [chunk(f"l{i}", "m.md", 10 * i + 1, 10 * i + 9, "Cells > Memories", 100) for i in range(10)]
    short = [chunk("s1", "n.md", 1, 5, "Intro", 100), chunk("s2", "o.md", 1, 5, "Intro", 100)]
    index = SectionIndex(long_section + short)
    scores = {"l8": 1.0, "s1": 0.5, "s2": 0.4}
    passages = index.passages(index.section_scores(scores, spread=0.0), scores, k=3, max_chars=300, repeat=0.5)
    assert [len(p.chunks) for p in passages] == [3, 1, 1] and passages[0].windowed
    fitted = index.fit(passages, scores, budget=900, floor=300)
    assert [c.chunk_id for c in fitted[0].chunks] == [f"l{i}" for i in range(2, 9)]
    assert fitted[0].best_chunk == "l8" and fitted[1:] == passages[1:]
    assert sum(len(c.text) for p in fitted for c in p.chunks) == 900
    # Enough budget for all of it: the long section comes back whole, and its line span says so.
    whole = index.fit(passages, scores, budget=2000, floor=300)[0]
    assert not whole.windowed and (whole.start_line, whole.end_line) == (1, 99)
    # Never below the per-passage budget, whatever the others use.
    assert index.fit(passages, scores, budget=0, floor=300) == passages


def test_the_shared_budget_is_split_evenly_between_long_sections():
    first = [chunk(f"a{i}", "a.md", 10 * i + 1, 10 * i + 9, "A", 100) for i in range(10)]
    second = [chunk(f"b{i}", "b.md", 10 * i + 1, 10 * i + 9, "B", 100) for i in range(4)]
    index = SectionIndex(first + second)
    scores = {"a0": 1.0, "b0": 0.9}
    passages = index.passages(index.section_scores(scores, spread=0.0), scores, k=2, max_chars=200, repeat=0.5)
    fitted = index.fit(passages, scores, budget=1000, floor=200)
    # B needs 400 of it and comes back whole; A gets the other 600.
    assert [len(p.chunks) for p in fitted] == [6, 4] and not fitted[1].windowed


def test_two_windows_of_one_long_section_regrow_around_their_own_chunks():
    # Two parts of a question answered in two places of one long page: the windows stay two places.
    chunks = [chunk(f"p{i}", "m.md", 10 * i + 1, 10 * i + 9, "Cells > Memories", 100) for i in range(12)]
    index = SectionIndex(chunks)
    section = index.sections[0]
    hits = {"p1": 1.0, "p10": 0.6}
    top = Passage(section, tuple(chunks[1:3]), 1.0, "p1")
    bottom = Passage(section, tuple(chunks[9:11]), 0.6, "p10")
    fitted = index.fit([top, bottom], hits, budget=800, floor=200)
    assert [[c.chunk_id for c in p.chunks] for p in fitted] == [
        ["p0", "p1", "p2", "p3"], ["p7", "p8", "p9", "p10"]]
    assert not set(fitted[0].chunks) & set(fitted[1].chunks)


def test_a_matched_subsection_comes_back_inside_the_parent_that_introduces_it():
    chunks = [chunk("i", "m.md", 1, 3, "Tool", 900), chunk("s", "m.md", 5, 8, "Tool > Commands > Scale RC", 100),
              chunk("o", "m.md", 10, 14, "Tool > Commands > Scale RC > Options", 150),
              chunk("x", "m.md", 16, 20, "Tool > Commands > Scale RC > Example", 100),
              chunk("n", "m.md", 22, 30, "Tool > Commands > Next", 100)]
    index = SectionIndex(chunks)
    assert index.parent == [None, 0, 1, 1, 0]
    scores = {"o": 0.9}
    [passage] = index.passages(index.section_scores(scores, spread=0.0), scores, k=1, max_chars=400, repeat=0.5)
    # The Options table brings its command's synopsis and example, not the 900-character tool intro.
    assert passage.section.title == "Tool > Commands > Scale RC" and passage.best_chunk == "o"
    assert [c.chunk_id for c in passage.chunks] == ["s", "o", "x"]
    # A parent too long to hold the matched subsection whole leaves it on its own.
    assert index.lift(index.sections[2], 200, {}) == (index.sections[2], index.sections[2].chunks)
    # One level only, and never into the page's title section, even when the whole page fits.
    # ("Tool > Commands" has no text of its own: it is the parent, the page "Tool" is not.)
    lifted, lifted_chunks = index.lift(index.sections[1], 5000, {})
    assert lifted.title == "Tool > Commands" and [c.chunk_id for c in lifted_chunks] == ["s", "o", "x", "n"]
    assert index.lift(index.sections[2], 5000, {})[0] == index.sections[1]



def text_chunk(cid, source, start, end, section, text):
    return Chunk(cid, "global", source, start, end, section, text)


def test_shingles_ignore_line_breaks_case_and_markup_punctuation():
    assert shingles("The ``opt`` pass\nremoves unused cells.") == shingles("the opt pass removes\n\nUnused  cells")
    assert shingles("one two") == {("one",), ("two",)} and shingles("--") == set()


def test_a_passage_that_mostly_repeats_a_higher_ranked_one_gives_its_slot_to_the_next_distinct_one():
    body = "the fsm pass extracts state machines and recodes them with one hot encoding by default"
    chunks = [text_chunk("rst", "note.rst", 1, 4, "Note > FSM", body),
              text_chunk("pdf", "note.pdf", 1, 9, "Note", body.replace(" by ", "\nby ").upper() + " page 3"),
              text_chunk("other", "opt.rst", 1, 3, "Opt", "opt_clean removes unused cells and wires")]
    index = SectionIndex(chunks)
    scores = {"rst": 0.9, "pdf": 0.8, "other": 0.1}
    ranked = index.section_scores(scores, spread=0.0)
    kept = index.passages(ranked, scores, k=2, max_chars=1000, repeat=0.5)
    assert [p.best_chunk for p in kept] == ["rst", "other"]
    # Over the threshold (a share cannot exceed 1), the copy keeps its slot.
    assert [p.best_chunk for p in index.passages(ranked, scores, k=2, max_chars=1000, repeat=1.0)] == ["rst", "pdf"]


def test_sibling_sections_under_a_heading_with_no_text_come_back_as_one_passage():
    chunks = [chunk("t", "d.md", 1, 5, "Debug", 100), chunk("a", "d.md", 7, 11, "Debug > Flow > Coarsening", 60),
              chunk("b", "d.md", 13, 15, "Debug > Flow > Refinement", 60),
              chunk("c", "d.md", 17, 19, "Debug > Flow > Evaluation", 60),
              chunk("m", "d.md", 21, 25, "Debug > Methods > Partition", 60), chunk("z", "e.md", 1, 5, "Other", 60)]
    index = SectionIndex(chunks)
    scores = {"b": 0.9, "c": 0.8, "a": 0.7, "m": 0.6, "z": 0.5}
    passages = index.passages(index.section_scores(scores, spread=0.0), scores, k=3, max_chars=1000, repeat=0.5)
    assert [[c.chunk_id for c in p.chunks] for p in passages] == [["a", "b", "c"], ["m"], ["z"]]
    assert passages[0].section.title == "Debug > Flow" and passages[0].best_chunk == "b"
    assert (passages[0].start_line, passages[0].end_line) == (7, 19)
    # Only what fits the budget, from the first sibling; never into the page's title section.
    assert [c.chunk_id for c in index.lift(index.sections[2], 130, {})[1]] == ["a", "b"]
    assert index.lift(index.sections[3], 130, {}) == (index.sections[3], index.sections[3].chunks)
    assert index.lift(index.sections[4], 5000, {})[0] == index.sections[4]


def test_a_long_section_family_is_cut_around_the_matched_subsection_not_from_its_top():
    chunks = [chunk("intro", "m.md", 1, 9, "Tool > Cmd", 300)]
    chunks += [chunk(f"o{i}", "m.md", 10 + 10 * i, 18 + 10 * i, f"Tool > Cmd > Part {i}", 200) for i in range(6)]
    index = SectionIndex(chunks)
    family = index.with_subsections(index.sections[0], 500, {"o4": 0.9})
    assert "o4" in [c.chunk_id for c in family] and "intro" not in [c.chunk_id for c in family]
    # matched only in its own text, the section comes back from its top
    assert [c.chunk_id for c in index.with_subsections(index.sections[0], 500, {"intro": 0.9})] == ["intro", "o0"]


def test_a_window_that_cuts_a_table_takes_the_whole_table_when_it_fits():
    def rows(cid, start, n):
        text = "\n".join(f"| `-opt{start + i}` | option {start + i} |" for i in range(n))
        return Chunk(cid, "global", "m.md", start, start + n - 1, "Tool > Options", text)

    prose = [Chunk(f"p{i}", "global", "m.md", 100 + 10 * i, 108 + 10 * i, "Tool > Options", "words " * 40)
             for i in range(6)]
    table = [rows("t0", 10, 8), rows("t1", 18, 8), rows("t2", 26, 8)]
    index = SectionIndex(table + prose)
    size = sum(len(c.text) for c in table)
    window = index.window(index.sections[0], {"t2": 1.0, "p0": 0.8}, size + 10)
    assert [c.chunk_id for c in window] == ["t0", "t1", "t2"]
    # a table too long for the budget is windowed like any text
    assert [c.chunk_id for c in index.window(index.sections[0], {"t2": 1.0}, size - 10)] == ["t1", "t2"]
