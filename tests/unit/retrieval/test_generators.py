from edabot.types import Evidence
from retrieval.generators.base import abstention
from retrieval.generators.extractive import ExtractiveGenerator, split_snippets
from retrieval.generators.openai_backend import FALLBACK_NOTE, OpenAIGenerator, build_prompt
from service.up import free_port
from text.citations import renumber_citations
from text.tokens import key_terms, terms


def ev(text, source="m/a.md", start=1, end=5, section="A > B"):
    return Evidence(source, start, end, section, text, 0.5, "chunk", f"id-{start}")


def test_citations_are_renumbered_by_first_use_and_invalid_ones_removed():
    evidence = [ev("x", start=1), ev("y", start=10), ev("z", start=20)]
    text, citations, invalid = renumber_citations("B [3]. A [1]. Again B [3]. Bad [7].", evidence)
    assert text == "B [1]. A [2]. Again B [1]. Bad."
    assert [(c.n, c.start_line) for c in citations] == [(1, 20), (2, 1)]
    assert invalid == [7]


def test_snippets_split_prose_rows_and_code():
    text = "Intro sentence one. Second sentence here.\n\n| Switch | Description |\n| --- | --- |\n" \
           "| `-x` | Sets x value. |\n\n```tcl\n# comment\nrun_it -x 3\n```\n1. First step to do.\n"
    kinds = [(s.kind, s.text) for s in split_snippets([ev(text)])]
    assert ("prose", "Intro sentence one.") in kinds
    assert ("row", "`-x`: Sets x value.") in kinds
    assert ("code", "run_it -x 3") in kinds
    assert ("prose", "First step to do.") in kinds
    assert not any("comment" in t for _, t in kinds)


def test_admonition_fences_hold_prose_but_code_directives_hold_code():
    text = "```{note}\nKeep density low;\nraise it slowly.\n```\n```{code-block} tcl\nrun_it\n```\n"
    kinds = [(s.kind, s.text) for s in split_snippets([ev(text)])]
    assert kinds == [("prose", "Keep density low; raise it slowly."), ("code", "run_it")]


def test_an_rst_passage_splits_by_its_blocks_so_titles_and_directive_bodies_read_right():
    text = ("FSM recoding\n~~~~~~~~~~~~\n\nThe pass picks one-hot codes.\nIt keeps the reset state at zero.\n\n"
            ".. note::\n\n   Mark a register with ``fsm_encoding`` to skip it.\n\n"
            ".. code-block:: yoscrypt\n\n   fsm -encoding binary\n\n"
            "- first listed item here\n- second listed item here\n")
    kinds = [(s.kind, s.text) for s in split_snippets([ev(text, source="yosys/fsm.rst")])]
    assert kinds == [
        ("prose", "The pass picks one-hot codes."), ("prose", "It keeps the reset state at zero."),
        ("prose", "Mark a register with `fsm_encoding` to skip it."), ("code", "fsm -encoding binary"),
        ("prose", "first listed item here"), ("prose", "second listed item here")]
    # an example script is code line by line; a PDF page is split on its plain lines
    assert [s.kind for s in split_snippets([ev("read_verilog a.v\nsynth -top a\n", source="x/flow.ys")])] == [
        "code", "code"]
    assert [s.kind for s in split_snippets([ev("Plain text of a page here.\n", source="x/note.pdf")])] == ["prose"]


def test_a_list_item_wrapped_over_several_lines_is_one_piece_not_a_fragment_per_line():
    text = ("## References\n\n- Ann Lee and Bo Chu. \"GridRoute: A Fast and\n  Exact Global Router.\" Design Journal, 2020.\n"
            "- A second item on one line only.\n")
    pieces = [s.text for s in split_snippets([ev(text, source="m/README.md")])]
    assert any(p.startswith('"GridRoute: A Fast and Exact Global Router."') for p in pieces)
    assert "A second item on one line only." in pieces and not any(p.endswith("Fast and") for p in pieces)


def test_a_passage_is_parsed_once_however_many_questions_it_answers(monkeypatch):
    from retrieval.generators import extractive

    calls = []
    read = extractive.read_passage
    monkeypatch.setattr(extractive, "read_passage", lambda source, text: calls.append(source) or read(source, text))
    passage = ev("Title\n=====\n\nA sentence that is only in this test.\n", source="yosys/cached.rst")
    first, again = split_snippets([passage]), split_snippets([passage])
    assert first == again and [s.text for s in first] == ["A sentence that is only in this test."]
    assert calls == ["yosys/cached.rst"]


class KeywordEncoder:
    """A deterministic stand-in encoder: one dimension per vocabulary word."""

    name = "keywords"
    vocabulary = ["density", "threads", "layer", "default"]

    def encode(self, texts):
        import numpy as np

        rows = [[float(w in t.lower()) for w in self.vocabulary] + [0.1] for t in texts]
        vectors = np.asarray(rows, dtype=np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def test_extractive_answer_picks_relevant_snippets_and_cites_them():
    evidence = [ev("Layers are chosen per net. Unrelated words follow here.", start=1),
                ev("| `-threads` | Worker threads. The default is 4. |", start=30)]
    answer = ExtractiveGenerator(KeywordEncoder()).generate("How many threads by default?", evidence)
    assert "The default is 4" in answer.answer and "[1]" in answer.answer
    assert answer.citations[0].start_line == 30


def test_the_answer_stops_once_its_snippets_use_every_key_term_the_evidence_has():
    evidence = [ev("The default density is 0.7 for every layer. Threads follow the layer count here.", start=1),
                ev("Density also shapes the layer spread of cells.", start=30)]
    generator = ExtractiveGenerator(KeywordEncoder())
    answer = generator.generate("What is the default density?", evidence)
    assert answer.answer.count("[") == 1 and "The default density is 0.7" in answer.answer
    # a question whose terms are spread over two snippets gets both
    answer = generator.generate("What is the default density, and what do threads follow?", evidence)
    assert "The default density is 0.7" in answer.answer and "Threads follow the layer count" in answer.answer


def test_a_question_about_a_subject_as_a_whole_reads_on_past_the_sentence_that_names_it():
    evidence = [ev("Threads run the router in parallel. Each one takes a region of the die and routes the nets "
                   "inside it. Regions are merged into one routed design when every thread is done with its share. "
                   "Other tools ignore this setting.",
                   start=1),
                ev("Threads also appear in the placer section.", start=40)]
    answer = ExtractiveGenerator(KeywordEncoder()).generate("What are threads?", evidence)
    assert "Threads run the router in parallel" in answer.answer
    assert "Each one takes a region of the die" in answer.answer and "Regions are merged" in answer.answer
    assert "Other tools ignore" not in answer.answer and "[2]" not in answer.answer
    # a question with more to it than its subject still stops once its key terms are used
    assert ExtractiveGenerator(KeywordEncoder()).generate("What is the default density?", [
        ev("The default density is 0.7 for the placer. Lower it to spread cells over the core area of the die.",
           start=1)]).answer.count("[") == 1


def test_abstention_names_the_closest_passage():
    answer = abstention([ev("x", start=3, end=9)])
    assert answer.abstained and "m/a.md, lines 3\u20139." in answer.answer and answer.citations == []


def test_terms_keep_identifiers_and_codes():
    assert "place_global" in terms("Use place_global") and "grt-0116" in key_terms("fix GRT-0116")


def test_prompt_numbers_sources_and_carries_thread_context():
    prompt = build_prompt("q?", [ev("alpha"), ev("beta", start=9)], ["earlier message"])
    assert "[1] m/a.md lines 1\u20135" in prompt and "[2] m/a.md lines 9\u2013" in prompt
    assert "earlier message" in prompt


def test_unreachable_llm_server_falls_back_to_extractive_with_a_note(make_settings):
    port = free_port()
    settings = make_settings(EDABOT_GENERATOR="openai", EDABOT_LLM_BASE_URL=f"http://127.0.0.1:{port}/v1",
                             EDABOT_LLM_TIMEOUT_S=2, EDABOT_LLM_MAX_RETRIES=0)
    generator = OpenAIGenerator(settings, fallback=ExtractiveGenerator(KeywordEncoder()))
    answer = generator.generate("default threads?", [ev("| `-threads` | The default is 4 threads. |")])
    assert FALLBACK_NOTE in answer.notes
    assert "[1]" in answer.answer and not answer.abstained


class CountingEncoder(KeywordEncoder):
    def __init__(self):
        self.seen: list[str] = []

    def encode(self, texts):
        self.seen.extend(texts)
        return super().encode(texts)


def test_snippet_vectors_are_cached_across_questions():
    encoder = CountingEncoder()
    generator = ExtractiveGenerator(encoder)
    evidence = [ev("| `-threads` | Worker threads. The default is 4. |", start=30)]
    generator.generate("How many threads by default?", evidence)
    first = len(encoder.seen)
    generator.generate("What is the default thread count?", evidence)
    assert len(encoder.seen) == first + 1  # only the new question was encoded


def test_a_multi_part_question_gets_one_numbered_line_per_part_each_with_its_own_source():
    from retrieval.decompose import decompose

    evidence = [ev("| `-density` | Target density. The default is 0.7. |", start=1),
                ev("Threads follow the layer count of the design.", source="m/b.md", start=40)]
    question = "What is the default of -density? And what do the threads follow?"
    answer = ExtractiveGenerator(KeywordEncoder()).generate(question, evidence, parts=decompose(question))
    first, second = answer.answer.splitlines()
    assert first.startswith("1. What is the default of -density:") and "0.7" in first and first.endswith("[1]")
    assert second.startswith("2. what do the threads follow:") and "Threads follow the layer count" in second
    assert [c.source for c in answer.citations] == ["m/a.md", "m/b.md"]


def test_the_part_no_passage_supports_is_named_and_the_others_are_answered():
    from retrieval.answering import NOT_COVERED_PARTS, QuestionAnswerer

    answerer = QuestionAnswerer(None, ExtractiveGenerator(KeywordEncoder()), KeywordEncoder(), None, threshold=0.3)
    evidence = [ev("| `-density` | Target density. The default is 0.7. |", start=1)]
    answer = answerer.answer("What is the default of -density, and how do I set -max_fanout_ratio?", evidence)
    assert not answer.abstained and "0.7" in answer.answer
    assert answer.answer.splitlines()[-1] == NOT_COVERED_PARTS + "how do I set -max_fanout_ratio."
    assert "-max_fanout_ratio" not in answer.answer.splitlines()[0]
    # no part supported: the whole question is declined
    assert answerer.answer("What does -foo_a do, and how do I set -bar_b?", evidence).abstained


def test_a_part_that_states_a_value_is_covered_when_the_evidence_holds_that_value():
    from retrieval.answering import NOT_COVERED_PARTS, QuestionAnswerer

    answerer = QuestionAnswerer(None, ExtractiveGenerator(KeywordEncoder()), KeywordEncoder(), None, threshold=0.99)
    evidence = [ev("| `-density` | Target density. The default is 0.7. |\n\nA density above 0.90 leaves no room.")]
    answer = answerer.answer("What is the default of -density, and what happens above 0.90?", evidence)
    assert NOT_COVERED_PARTS not in answer.answer and "above 0.90 leaves no room" in answer.answer.splitlines()[1]
    answer = answerer.answer("What is the default of -density, and what happens above 0.95?", evidence)
    assert answer.answer.splitlines()[-1] == NOT_COVERED_PARTS + "what happens above 0.95."
