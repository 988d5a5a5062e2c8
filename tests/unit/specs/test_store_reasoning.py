from edabot.types import Evidence
from specs.adaptive import AdaptiveParams
from specs.reasoning import MultiHopRetriever, decompose, merge
from specs.retriever import SpecParams
from specs.store import SpecStore


def test_store_replaces_and_deletes_one_document(tmp_path, blinky_docs, database_url):
    store = SpecStore(tmp_path / "specs.sqlite3", database_url)
    for doc in blinky_docs:
        store.replace_document(doc)
    before = store.counts(["global"])
    generation = store.generation()
    store.replace_document(blinky_docs[1])
    assert store.counts(["global"]) == before and store.generation() > generation
    assert store.delete_document("global", blinky_docs[1].source)
    after = store.counts(["global"])
    assert after["sentences"] == before["sentences"] - len(blinky_docs[1].sentences)
    assert store.sentences(["other"]) == []
    assert {e.node_id for e in store.entities(["global"])} >= {"e:register:blinky/ctrl"}


def test_scopes_are_kept_apart(tmp_path, load_spec, database_url):
    store = SpecStore(tmp_path / "specs.sqlite3", database_url)
    store.replace_document(load_spec("chirp/doc/registers.md", scope="slack:T1/C1"))
    assert store.has_documents(["slack:T1/C1"]) and not store.has_documents(["global"])


def test_decompose_splits_at_the_question_own_clauses():
    parts = decompose("Which field enables the wrap interrupt, and what clears it? What must software do first?")
    # a part that only refers back is searched with the key terms of the part before it
    assert parts == ["Which field enables the wrap interrupt", "what clears it enables field interrupt wrap",
                     "What must software do first"]
    assert decompose("What resets the period counter?") == []
    # a described situation is a hop of its own
    assert decompose("The host gets NACKed mid-write. What does the controller do next?") == [
        "The host gets NACKed mid-write", "What does the controller do next"]


def _ev(name, start, end=None):
    return Evidence(name, start, end or start, "", f"line {start}", 1.0, "spec")


def test_merge_puts_what_several_hops_found_first_and_dedupes():
    merged = merge([[_ev("a", 10), _ev("a", 1)], [_ev("b", 3), _ev("a", 1)], [_ev("c", 7)]], 3)
    assert [(e.source, e.start_line) for e in merged] == [("a", 1), ("a", 10), ("b", 3)]


def test_merge_keeps_the_whole_questions_own_list_ahead_of_what_the_hops_agree_on():
    lead = [_ev("q", 40), _ev("q", 2)]
    hops = [[_ev("h", 9), _ev("q", 2)], [_ev("h", 9), _ev("x", 1)], [_ev("h", 9)]]
    merged = merge([lead, *hops], 4, lead=lead)
    assert [(e.source, e.start_line) for e in merged] == [("q", 40), ("q", 2), ("h", 9), ("x", 1)]


def test_merge_folds_touching_spans_of_one_file():
    merged = merge([[_ev("a", 1, 4), _ev("a", 5, 8), _ev("b", 5, 8)]], 5)
    assert [(e.source, e.start_line, e.end_line) for e in merged] == [("a", 1, 8), ("b", 5, 8)]


def _covered(evidence, source, line):
    return any(e.source == source and e.start_line <= line <= e.end_line for e in evidence)


def test_the_whole_question_ranking_keeps_what_the_hops_cut_off(spec_graph, word_retriever):
    """Every hop cut to its first passage: the merged evidence still holds the whole question's ranking."""
    retriever = word_retriever(spec_graph, SpecParams(dense_seeds=5, adaptive=AdaptiveParams(k0=1, step=1, tau=1.0)))
    question = "Which field enables the wrap interrupt, and what clears it?"
    run = MultiHopRetriever(retriever, 4).run(question, ["global"], 6)
    ranking = retriever.retrieve(question, ["global"], 6, adaptive=False)
    assert [len(h.evidence) for h in run.hops] == [1, 1, 1] and len(ranking) == 6
    assert all(_covered(run.evidence, e.source, e.start_line) for e in ranking)
    assert run.hops[0].query == question
