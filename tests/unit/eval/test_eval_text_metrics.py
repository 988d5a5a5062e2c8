"""ROUGE-L, BLEU, recall@k and key-term coverage on hand-checked examples."""

import math

import pytest

from eval.metrics.keyterms import KeyTermIndex, content_terms, term_coverage
from eval.metrics.retrieval import document_recall, passage_recall
from eval.metrics.text import bleu, corpus_bleu, rouge_l
from eval.questions import GoldSpan


def test_rouge_l_is_lcs_f_measure():
    # LCS "the cat on the mat" = 5 of 6 tokens on both sides -> P = R = F = 5/6
    assert rouge_l("the cat sat on the mat", "the cat is on the mat") == pytest.approx(5 / 6)
    assert rouge_l("completely different words", "the cat is on the mat") == 0.0


def test_bleu_identical_is_one_and_short_answer_pays_brevity_penalty():
    assert bleu("the cat sat on the mat", "the cat sat on the mat") == pytest.approx(1.0)
    # every n-gram precision is 1; brevity penalty exp(1 - 7/6)
    assert bleu("the cat sat on the mat", "the cat sat on the mat today") == pytest.approx(math.exp(-1 / 6), abs=1e-4)


def test_corpus_bleu_pools_counts():
    assert corpus_bleu(["the cat sat on the mat"] * 2, ["the cat sat on the mat"] * 2) == pytest.approx(1.0)
    assert corpus_bleu([], []) == 0.0


SPANS = [GoldSpan("a.md", 10, 14), GoldSpan("b.md", 3, 5)]
RETRIEVED = [GoldSpan("a.md", 14, 20), GoldSpan("c.md", 1, 3), GoldSpan("b.md", 6, 9)]


def test_passage_recall_counts_gold_spans_overlapped_by_top_k():
    assert passage_recall(SPANS, RETRIEVED, k=3) == 0.5  # a.md shares line 14; b.md 6-9 misses 3-5
    assert passage_recall(SPANS, RETRIEVED + [GoldSpan("b.md", 1, 3)], k=4) == 1.0
    assert passage_recall(SPANS, RETRIEVED + [GoldSpan("b.md", 1, 3)], k=3) == 0.5
    assert passage_recall([], RETRIEVED, k=3) is None


def test_document_recall_counts_gold_documents():
    assert document_recall(SPANS, RETRIEVED, k=3) == 1.0
    assert document_recall(SPANS, RETRIEVED, k=1) == 0.5
    assert document_recall(SPANS, [], k=5) == 0.0


def test_content_terms_keep_identifiers_and_drop_stopwords_and_plurals():
    assert content_terms("The define_pdn_grid command writes files to the DEF") == [
        "define_pdn_grid", "command", "write", "file", "def"
    ]


def test_key_terms_are_the_top_tf_idf_unasked_reference_terms():
    references = [
        "The placer uses the density target and writes DEF files",
        "The router writes DEF files and reads LEF",
        "Density controls placement spreading",
    ]
    index = KeyTermIndex(references)
    # all tf 1; idf = ln(4 / (1 + df)) + 1: target (df 1) first, then density, write, def, file (df 2)
    # by order; "placer" is in the question
    terms = index.key_terms("What does the placer do?", references[0], n=3)
    assert terms == ["target", "density", "write"]
    assert term_coverage(terms, ["Set the density target before placement."]) == pytest.approx(2 / 3)
    assert term_coverage(terms, ["The density target", "It writes results"]) == 1.0
    assert term_coverage([], ["anything"]) is None


def test_repeated_terms_outrank_rare_single_words():
    references = ["The grid has power straps; the power grid covers macros", "Macros need halos", "Straps are metal"]
    # grid, power: tf 2, df 1; cover: tf 1, df 1; strap, macro: tf 1, df 2
    assert KeyTermIndex(references).key_terms("What does pdn build?", references[0]) == ["grid", "power", "cover"]
