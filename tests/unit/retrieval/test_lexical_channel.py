"""Code-aware terms, BM25F ranking, rank fusion and the corpus-derived query analysis."""

import numpy as np

from index.bm25 import BM25
from index.fusion import rank_scores, reciprocal_ranks, rrf, score_ranks
from ingest.chunks import Chunk
from retrieval.query import QueryAnalyzer, modules_of
from retrieval.sections import group_sections
from text.tokens import code_terms, identifiers


def chunk(source, start, section, text):
    return Chunk(f"{source}:{start}", "global", source, start, start + text.count("\n"), section, text)


def test_code_terms_keep_identifiers_whole_and_split():
    got = code_terms("Run place_global -density 0.7; see GPL-0302 in route.guide with setGlobalLayers")
    for term in ("place_global", "place", "global", "-density", "density", "gpl-0302", "gpl", "0302",
                 "route.guide", "route", "guide", "setgloballayers", "layer"):
        assert term in got, term


def test_switch_with_underscores_also_matches_without_its_dash():
    assert "skip_initial_place" in code_terms("-skip_initial_place")


def test_identifiers_are_code_like_names_only():
    assert identifiers("Does place_global -density read route.guide or GRT-0116, e.g. in 1.5 s?") == [
        "place_global", "-density", "route.guide", "grt-0116"]


def test_bm25_prefers_the_document_with_the_rare_identifier():
    docs = [code_terms("placement density options"), code_terms("-density sets the target density"),
            code_terms("routing layers and tracks")]
    ranked = BM25(docs).top(code_terms("what does -density do"), 3)
    assert ranked[0][0] == 1
    assert [i for i, _ in ranked] != [2]
    assert BM25(docs).top(code_terms("unrelated banana"), 3) == []


def test_rrf_rewards_agreement_and_respects_weights():
    fused = rrf([["a", "b", "c"], ["b", "a"]], [1.0, 1.0], k=60)
    assert fused["a"] == fused["b"] > fused["c"]
    assert rrf([["a", "b"], ["b", "a"]], [1.0, 2.0])["b"] > rrf([["a", "b"], ["b", "a"]], [1.0, 2.0])["a"]
    assert rrf([["a"], ["b"]], [1.0, 0.0]) == {"a": 1.0 / 61}
    assert rank_scores({"x": 0.1, "y": 0.9}) == ["y", "x"]


def test_modules_and_phrases_come_from_the_corpus():
    chunks = [
        chunk("or/src/gpl/README.md", 1, "Global Placement", "Places cells."),
        chunk("or/src/gpl/doc/extra.md", 1, "Tuning", "More about the placer."),
        chunk("or/src/grt/README.md", 1, "Global Routing", "Routes nets."),
    ]
    modules = modules_of(group_sections(chunks))
    assert modules["or/src/gpl/doc/extra.md"].name == "gpl"
    assert modules["or/src/grt/README.md"].title_terms == ("global", "routing")
    analyzer = QueryAnalyzer(modules, lambda term: term == "skip_initial_place")
    by_title = analyzer.analyze("How does global placement skip initial place?")
    assert "gpl" in by_title.lexical_terms and by_title.modules == ("gpl",)
    assert "skip_initial_place" in by_title.identifiers
    by_name = analyzer.analyze("what does grt do")
    assert {"global", "routing"} <= set(by_name.lexical_terms)


def test_the_array_form_of_rrf_gives_the_mapping_form_s_scores():
    scores = np.array([0.2, 0.0, 0.9, 0.2])
    fused = rrf([rank_scores(dict(enumerate(scores.tolist())))], [1.0], 60)
    assert reciprocal_ranks(scores, 60).tolist() == [fused[i] for i in range(len(scores))]
    assert score_ranks(scores).tolist() == [2, 4, 1, 3]
    assert reciprocal_ranks(np.zeros(3), 60).tolist() == [0.0, 0.0, 0.0]
