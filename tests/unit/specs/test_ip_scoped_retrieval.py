"""A question that names an IP: seeds from that IP only, and its name leaves the matched text."""

from __future__ import annotations

import re
import zlib

import numpy as np

from specs.intent import infer_intent, without_ips
from specs.retriever import SpecParams, SpecRetriever

_DIM = 128


class WordEncoder:
    """Hashed bag of words: enough to make "lamp" sentences similar to a "lamp" question."""

    name = "test-words"

    def encode(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), _DIM))
        for row, text in enumerate(texts):
            for word in re.findall(r"[a-z0-9]+", text.lower()):
                out[row, zlib.crc32(word.encode()) % _DIM] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms > 0, norms, 1.0)


class MemoryVectors:
    """The vectors of a graph's sentences and passages, held in memory."""

    def __init__(self, graph, encoder: WordEncoder) -> None:
        self.sentences = dict(zip([s.sentence_id for s in graph.sentences],
                                  encoder.encode([s.text for s in graph.sentences]), strict=True))
        passages = list(graph.passages.values())
        self.passages = dict(zip([p.passage_id for p in passages], encoder.encode([p.text for p in passages]),
                                 strict=True))

    def load(self, scopes, passages: bool):
        return self.passages if passages else self.sentences


def _retriever(graph) -> SpecRetriever:
    encoder = WordEncoder()
    retriever = SpecRetriever(None, MemoryVectors(graph, encoder), encoder, SpecParams(dense_seeds=5))  # type: ignore[arg-type]
    index = retriever._build_index(["global"], graph)
    retriever.index = lambda scopes: index  # type: ignore[method-assign]
    return retriever


def test_ip_names_leave_the_question_however_spelled():
    question = "On spi_host, does the SPI host or spi-host flush like uart? see uart_ctrl and CTRL.uart"
    assert without_ips(question, ("spi_host", "uart")) == "On , does the or flush like ? see uart_ctrl and CTRL.uart"
    assert without_ips("chirp", ("chirp",)) == "chirp"
    assert without_ips("what does blinky do?", ()) == "what does blinky do?"


def test_seeds_of_a_question_naming_an_ip_come_from_that_ip(spec_graph):
    retriever = _retriever(spec_graph)
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


def test_a_bare_field_row_ranks_above_an_unrelated_field_table(spec_graph):
    retriever = _retriever(spec_graph)
    ranked, _ = retriever.rank("blinky: how do I halve the brightness?", ["global"])
    order = [spec_graph.passages[r.passage_id] for r in ranked]
    fields_table = next(i for i, p in enumerate(order) if p.section.endswith("CTRL / Fields"))
    unrelated = next(i for i, p in enumerate(order) if p.section.endswith("PERIOD / Fields"))
    assert fields_table < unrelated
