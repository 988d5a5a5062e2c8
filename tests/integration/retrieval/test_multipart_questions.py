"""A question of several parts over the example manuals: each part retrieved, answered and cited in order."""

from __future__ import annotations

from dataclasses import replace

from retrieval.answering import NOT_COVERED_PARTS


def test_each_part_of_a_question_spanning_two_manuals_gets_its_passage(example_engine):
    question = "What is the default density of place_global, and how many passes does route_global -congestion_iterations run?"
    retriever = example_engine.retriever
    evidence = example_engine.retrieve(question, ["global"], 2, "hybrid")
    assert {e.source for e in evidence} == {"tessera/placement.md", "tessera/routing.md"}
    params = retriever.params
    try:
        retriever.params = replace(params, decompose=False)
        only_whole = example_engine.retrieve(question, ["global"], 2, "hybrid")
    finally:
        retriever.params = params
    # the same two slots given to the whole question alone: the routing part takes both, placement gets none
    assert "tessera/placement.md" not in {e.source for e in only_whole}


def test_the_answer_covers_every_part_in_order_with_its_citation(example_engine):
    answer = example_engine.ask("What is the default target density of place_global, and what happens above 0.90?",
                                ["global"])
    first, second = answer.answer.splitlines()
    assert first.startswith("1. ") and "0.70" in first and "[1]" in first
    assert second.startswith("2. what happens above 0.90") and "too little whitespace" in second
    assert not answer.abstained and NOT_COVERED_PARTS not in answer.answer


def test_a_part_the_manuals_do_not_cover_is_named_and_the_rest_answered(example_engine):
    answer = example_engine.ask("What is the default density of place_global, and how do I set -max_fanout_ratio?",
                                ["global"])
    assert not answer.abstained and "0.70" in answer.answer
    assert answer.answer.splitlines()[-1] == NOT_COVERED_PARTS + "how do I set -max_fanout_ratio."
