"""Voted training pairs: up-voted citations become positives, down-voted ones hard negatives."""

from __future__ import annotations

import json
import re

import pytest

from app.cli import main
from edabot.errors import BadInputError
from ingest.chunks import Chunk
from retrieval.training.pairs import NEGATIVES
from retrieval.training.votes import Vote, VotedSpan, generate_vote_pairs, read_votes
from service.feedback import FeedbackStore
from service.feedback_export import export_feedback

PLACEMENT = "tessera/placement.md"
ROUTING = "tessera/routing.md"


def up(question: str, source: str, start: int, end: int) -> Vote:
    return Vote(question, True, (VotedSpan(source, start, end),))


def down(question: str, source: str, start: int, end: int) -> Vote:
    return Vote(question, False, (VotedSpan(source, start, end),))


def pairs_of(engine, votes, seed=0):
    store = engine.store
    return generate_vote_pairs(votes, store.all_units(["global"]), store.chunks_in(["global"]),
                               engine.base_encoder, seed)


def anchors(engine) -> dict[str, str]:
    return {u.unit_id: u.anchor for u in engine.store.all_units(["global"])}


def test_an_up_vote_makes_the_unit_of_its_cited_lines_the_positive(example_engine):
    voted = pairs_of(example_engine, [up("default density of the placer?", PLACEMENT, 21, 21)])
    pairs = voted.pairs.train + voted.pairs.validation
    assert voted.questions == 1 and pairs
    assert {anchors(example_engine)[p.positive] for p in pairs} == {"place_global"}
    for pair in pairs:
        assert pair.query == "default density of the placer?"
        assert len(set(pair.negatives)) == NEGATIVES and pair.positive not in pair.negatives
        assert pair.kappas == (0.0,) * NEGATIVES


def test_down_voted_units_are_the_first_negatives_same_question_before_others(example_engine):
    votes = [up("which layers does the router use?", ROUTING, 6, 8),
             down("which layers does the router use?", ROUTING, 40, 41),
             down("how do I fix a DRC report?", PLACEMENT, 70, 71)]
    voted = pairs_of(example_engine, votes)
    names = anchors(example_engine)
    pairs = voted.pairs.train + voted.pairs.validation
    positives = {names[p.positive] for p in pairs}
    assert "set_routing_layers" in positives
    same = {u.unit_id for u in example_engine.store.all_units(["global"])
            if any(c in u.chunk_ids for c in _chunks_at(example_engine, ROUTING, 40))} - {p.positive for p in pairs}
    assert same, "the down-voted lines must belong to some unit"
    for pair in pairs:
        assert set(pair.negatives[: len(same)]) == same
        assert not {p.positive for p in pairs} & set(pair.negatives)
    other = {names[n] for n in pairs[0].negatives[len(same):]}
    assert "plc-0040" in other, "a unit down-voted for another question is a hard negative too"
    assert voted.questions == 1, "a down-vote alone gives no pair"


def _chunks_at(engine, source: str, line: int) -> list[str]:
    return [c.chunk_id for c in engine.store.chunks_in(["global"]) if c.source == source
            and c.start_line <= line <= c.end_line]


def test_questions_whose_spans_match_no_unit_are_counted_and_skipped(example_engine):
    votes = [up("q one", PLACEMENT, 21, 21), up("q two", "tessera/missing.md", 1, 5),
             Vote("q three", True, ()), down("q four", "tessera/missing.md", 3, 3),
             up("Q  one", "tessera/missing.md", 1, 1)]
    voted = pairs_of(example_engine, votes)
    assert voted.unmatched == ("q two", "q three", "q four")
    assert voted.questions == 1
    assert {p.query for p in voted.pairs.train + voted.pairs.validation} == {"q one"}


def test_a_question_citing_most_of_the_index_leaves_no_negatives_and_is_skipped(example_engine):
    voted = pairs_of(example_engine, [up("everything about placement", PLACEMENT, 1, 500), up("q one", PLACEMENT, 21, 21)])
    assert voted.too_broad == ("everything about placement",) and voted.questions == 1


def test_voted_pairs_split_by_question_and_are_seeded(example_engine):
    votes = [up(f"question {n}", PLACEMENT, line, line) for n, line in enumerate((9, 21, 35, 45, 60, 72))]
    first, again = pairs_of(example_engine, votes, seed=3), pairs_of(example_engine, votes, seed=3)
    assert first == again
    train = {p.query for p in first.pairs.train}
    validation = {p.query for p in first.pairs.validation}
    assert train and validation and not train & validation


def test_pdf_spans_meet_their_chunks_by_page_and_line_within_it():
    chunk = Chunk("c", "global", "m.pdf", 110, 120, "S", "text", page=3, page_start=101)  # page lines 10-20
    assert VotedSpan("m.pdf", 15, 16, page=3).overlaps(chunk)
    assert not VotedSpan("m.pdf", 15, 16, page=2).overlaps(chunk)
    assert VotedSpan("m.pdf", 40, 12, page=2, end_page=3).overlaps(chunk)
    assert not VotedSpan("m.pdf", 110, 120).overlaps(chunk)


def test_read_votes_takes_export_items_and_refuses_other_lines(tmp_path):
    good = tmp_path / "votes.jsonl"
    good.write_text(json.dumps({"id": "fb-1", "question": "q", "category": "feedback-regression",
                                "gold": [{"source": PLACEMENT, "start_line": 1, "end_line": 2}]}) + "\n\n"
                    + json.dumps({"id": "fb-2", "question": "r", "category": "feedback-review", "gold": [],
                                  "cited": [{"source": "m.pdf", "start_line": 3, "end_line": 4, "page": 2}]}) + "\n")
    assert read_votes([good]) == [up("q", PLACEMENT, 1, 2), Vote("r", False, (VotedSpan("m.pdf", 3, 4, 2),))]
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": "no spans"}\n')
    with pytest.raises(BadInputError, match="bad.jsonl:1"):
        read_votes([bad])


def test_train_adapter_with_votes_only_writes_an_adapter(example_engine, tmp_path, capsys):
    votes = tmp_path / "votes.jsonl"
    items = [{"question": q, "category": "feedback-regression", "gold": [{"source": s, "start_line": a, "end_line": b}]}
             for q, s, a, b in [("default placement density?", PLACEMENT, 21, 21),
                                ("which routing layers?", ROUTING, 6, 7),
                                ("what does a DRC report hold?", ROUTING, 45, 45),
                                ("nowhere to be found", "tessera/missing.md", 1, 1)]]
    items.append({"question": "which routing layers?", "category": "feedback-review", "gold": [],
                  "cited": [{"source": PLACEMENT, "start_line": 21, "end_line": 21}]})
    votes.write_text("".join(json.dumps(i) + "\n" for i in items))
    out = tmp_path / "adapter"
    code = main(["--data-dir", str(example_engine.settings.data_dir), "train-adapter", "--out", str(out),
                 "--epochs", "1", "--pairs", "none", "--votes", str(votes)])
    printed = capsys.readouterr().out
    assert code == 0, printed
    assert re.search(r"votes: 3 questions gave \d+ train, \d+ validation pairs", printed)
    assert "skipped 1 voted questions" in printed and "nowhere to be found" in printed
    assert "epoch 1: loss " in printed and (out / "adapter_config.json").is_file()


def test_pairs_none_without_votes_is_refused(example_engine, tmp_path, capsys):
    code = main(["--data-dir", str(example_engine.settings.data_dir), "train-adapter", "--out", str(tmp_path / "a"),
                 "--pairs", "none"])
    assert code == 2 and "--votes" in capsys.readouterr().err


def test_exported_feedback_trains_through_train_adapter_votes(example_engine, tmp_path, capsys):
    feedback = FeedbackStore(tmp_path / FeedbackStore.FILE)
    asked = [("a1", "What does PLC-0040 mean?", "up"), ("a2", "What does report_density print?", "up"),
             ("a3", "How do I fix GRT-0116?", "up"), ("a4", "What does check_placement report?", "down")]
    for answer_id, question, vote in asked:
        feedback.record_answer(answer_id, "global", question, example_engine.ask(question, ["global"]).to_json())
        feedback.record_vote(answer_id, vote, None, "global")
    exported = tmp_path / "feedback.jsonl"
    assert export_feedback(feedback, exported) == {"feedback-regression": 3, "feedback-review": 1}
    assert {v.up for v in read_votes([exported])} == {True, False}

    code = main(["--data-dir", str(example_engine.settings.data_dir), "train-adapter", "--out", str(tmp_path / "a"),
                 "--epochs", "1", "--pairs", "none", "--votes", str(exported)])
    printed = capsys.readouterr()
    assert code == 0, printed
    printed = printed.out
    assert "votes: 3 questions gave" in printed and "skipped" not in printed
    assert (tmp_path / "a" / "adapter_config.json").is_file()
