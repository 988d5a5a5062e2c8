"""Entities that are one thing under two names: an interrupt and its bits, a port and what it mirrors."""

from __future__ import annotations

import specs.graph
from specs.entity_pool import leaf_entity_rows
from specs.links import interrupt_bit_links, mirror_field_links, signal_stem_links
from specs.model import Entity, Sentence

TOCK = "e:interrupt:tock/expired_lane"


def _entities(docs) -> list[Entity]:
    return [e for d in docs for e in d.entities]


def _sentences(docs) -> list[Sentence]:
    return [s for d in docs for s in d.sentences]


def _passages(docs):
    return {p.passage_id: p for d in docs for p in d.passages}


def test_interrupt_bits_without_the_interrupts_names_pair_by_bit_position(tock_docs):
    links = interrupt_bit_links(_entities(tock_docs), _sentences(tock_docs), _passages(tock_docs))
    assert sorted(links) == [
        (f"{TOCK}0", "e:field:tock/intr_enable0.ie_0"),
        (f"{TOCK}0", "e:field:tock/intr_state0.is_0"),
        (f"{TOCK}1", "e:field:tock/intr_enable0.ie_1"),
        (f"{TOCK}1", "e:field:tock/intr_state0.is_1"),
    ]


def test_interrupt_bits_named_after_the_interrupts_are_left_to_their_shared_name(blinky_docs, spec_graph):
    assert interrupt_bit_links(_entities(blinky_docs), _sentences(blinky_docs), _passages(blinky_docs)) == []
    assert spec_graph.names["n:blinky/overheat"] >= {"e:interrupt:blinky/overheat", "e:field:blinky/intr_enable.overheat"}


def test_no_bit_pairing_when_fields_and_interrupts_do_not_count_alike(tock_docs):
    entities = [e for e in _entities(tock_docs) if e.name != "expired_lane1"]
    assert interrupt_bit_links(entities, _sentences(tock_docs), _passages(tock_docs)) == []


def test_a_port_with_a_direction_suffix_is_the_entity_its_stem_names(tock_docs):
    links = signal_stem_links(_entities(tock_docs))
    assert sorted(links) == [
        ("e:signal:tock/busy_o", "e:field:tock/status.busy"),
        ("e:signal:tock/busy_o", "e:signal:tock/busy"),
        ("e:signal:tock/wake_o", "e:signal:tock/wake"),
    ]


def test_a_status_field_named_after_an_alert_behind_a_prefix_mirrors_it():
    entities = [Entity("e:alert:tock/lane_fault", "alert", "tock", "lane_fault"),
                Entity("e:alert:tock/fault", "alert", "tock", "fault"),
                Entity("e:field:tock/status.alert_lane_fault", "field", "tock", "status.alert_lane_fault"),
                Entity("e:field:tock/status.no_fault", "field", "tock", "status.no_fault"),
                Entity("e:field:chirp/status.alert_lane_fault", "field", "chirp", "status.alert_lane_fault")]
    assert mirror_field_links(entities) == [("e:alert:tock/lane_fault", "e:field:tock/status.alert_lane_fault")]


def test_links_are_graph_edges_and_join_entity_pools(tock_graph, tock_docs):
    index = tock_graph.index
    assert (f"{TOCK}1", "e:field:tock/intr_enable0.ie_1") in tock_graph.links
    pairs = set(zip(tock_graph.src.tolist(), tock_graph.dst.tolist(), strict=True))
    assert (index[f"{TOCK}1"], index["e:field:tock/intr_enable0.ie_1"]) in pairs
    sentences = _sentences(tock_docs)
    groups = [{sentences[r].anchor.entity for r in rows} for rows in leaf_entity_rows(sentences, tock_graph.links)]
    assert {f"{TOCK}1", "e:field:tock/intr_enable0.ie_1", "e:field:tock/intr_state0.is_1"} in groups
    assert not any("e:field:tock/speed.step" in group for group in groups)


def _rank_of(retriever, graph, question: str, section: str) -> int:
    ranked, _ = retriever.rank(question, ["global"])
    return next(i for i, r in enumerate(ranked) if graph.passages[r.passage_id].section.endswith(section))


def test_the_enable_bit_of_an_interrupt_named_otherwise_ranks_with_the_interrupt(
        tock_docs, tock_graph, word_retriever, graph_builder, monkeypatch):
    question = "when does expired_lane1 fire?"
    linked = _rank_of(word_retriever(tock_graph), tock_graph, question, "INTR_ENABLE0 / Fields")
    unrelated = _rank_of(word_retriever(tock_graph), tock_graph, question, "SPEED / Fields")
    assert linked < unrelated
    monkeypatch.setattr(specs.graph, "entity_links", lambda *args: [])
    plain = graph_builder(tock_docs)
    assert _rank_of(word_retriever(plain), plain, question, "INTR_ENABLE0 / Fields") > linked
