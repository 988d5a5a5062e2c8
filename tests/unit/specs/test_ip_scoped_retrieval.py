"""A question that names an IP: seeds from that IP only, and its name leaves the matched text."""

from __future__ import annotations

from specs.intent import infer_intent, without_ips


def test_ip_names_leave_the_question_however_spelled():
    question = "On spi_host, does the SPI host or spi-host flush like uart? see uart_ctrl and CTRL.uart"
    assert without_ips(question, ("spi_host", "uart")) == "On , does the or flush like ? see uart_ctrl and CTRL.uart"
    assert without_ips("chirp", ("chirp",)) == "chirp"
    assert without_ips("what does blinky do?", ()) == "what does blinky do?"


def test_seeds_of_a_question_naming_an_ip_come_from_that_ip(spec_graph, word_retriever):
    retriever = word_retriever(spec_graph)
    index = retriever.index(["global"])
    question = "chirp: what does the lamp period counter do?"
    intent = infer_intent(question, spec_graph)
    assert intent.ips == ("chirp",)
    similarity = index.sentence_matrix @ retriever.encoder.encode([without_ips(question, intent.ips)])[0]
    seeds = retriever._seeds(index, similarity, intent, ())
    by_node = {spec_graph.index[s.sentence_id]: s for s in spec_graph.sentences}
    seeded = [by_node[node] for node in seeds if node in by_node]
    assert seeded
    assert {spec_graph.passages[s.passage_id].ip for s in seeded} == {"chirp"}


def test_a_bare_field_row_ranks_above_an_unrelated_field_table(spec_graph, word_retriever):
    retriever = word_retriever(spec_graph)
    ranked, _ = retriever.rank("blinky: how do I halve the brightness?", ["global"])
    order = [spec_graph.passages[r.passage_id] for r in ranked]
    fields_table = next(i for i, p in enumerate(order) if p.section.endswith("CTRL / Fields"))
    unrelated = next(i for i, p in enumerate(order) if p.section.endswith("PERIOD / Fields"))
    assert fields_table < unrelated
