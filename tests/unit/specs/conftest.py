"""Small fictional IP specs (written for these tests): ``blinky`` (a lamp blinker) and ``chirp``;
``tock`` (a two-lane alarm counter whose interrupt bits and ports carry other names than what
they stand for) lives apart under ``spec_links`` so the spec QA integration tests keep their corpus.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import numpy as np
import pytest

from specs.extract import extract_document
from specs.graph import SpecGraph, build_graph
from specs.model import SpecDocument
from specs.retriever import SpecParams, SpecRetriever

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
SPECS = FIXTURES / "specs"
_DIM = 128


def load(relative: str, scope: str = "global", root: Path = SPECS) -> SpecDocument:
    path = root / relative
    return extract_document(scope, f"specs/{relative}", path.read_text(encoding="utf-8"), "hash")


def graph_of(docs: list[SpecDocument]) -> SpecGraph:
    """The graph of some extracted documents, built without a store."""
    passages = [p for d in docs for p in d.passages]
    sentences = [s for d in docs for s in d.sentences]
    entities = [e for d in docs for e in d.entities]
    triples = [(t.role, (t.subject, t.relation, t.obj)) for d in docs
               for t in [*d.extra_triples, *(t for s in d.sentences for t in s.triples)]]
    return build_graph(passages, sentences, entities, triples)


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

    def __init__(self, graph: SpecGraph, encoder: WordEncoder) -> None:
        self.sentences = dict(zip([s.sentence_id for s in graph.sentences],
                                  encoder.encode([s.text for s in graph.sentences]), strict=True))
        passages = list(graph.passages.values())
        self.passages = dict(zip([p.passage_id for p in passages], encoder.encode([p.text for p in passages]),
                                 strict=True))

    def load(self, scopes, passages: bool):
        return self.passages if passages else self.sentences


@pytest.fixture(scope="session")
def word_retriever():
    """A spec retriever over a graph with hashed bag-of-words vectors held in memory."""

    def make(graph: SpecGraph, params: SpecParams | None = None) -> SpecRetriever:
        encoder = WordEncoder()
        params = params or SpecParams(dense_seeds=5)
        retriever = SpecRetriever(None, MemoryVectors(graph, encoder), encoder, params)  # type: ignore[arg-type]
        index = retriever._build_index(["global"], graph)
        retriever.index = lambda scopes: index  # type: ignore[method-assign]
        return retriever

    return make


@pytest.fixture(scope="session")
def blinky_docs() -> list[SpecDocument]:
    names = ["registers", "theory_of_operation", "interfaces", "programmers_guide"]
    return [load(f"blinky/doc/{name}.md") for name in names]


@pytest.fixture(scope="session")
def load_spec():
    """Extract one fixture file (path relative to tests/fixtures/specs) into a scope."""
    return load


@pytest.fixture(scope="session")
def spec_lines():
    """The lines of one fixture file."""
    return lambda relative: (SPECS / relative).read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="session")
def spec_graph(all_docs: list[SpecDocument]) -> SpecGraph:
    """The graph of both fictional IPs, built without a store."""
    return graph_of(all_docs)


@pytest.fixture(scope="session")
def tock_docs() -> list[SpecDocument]:
    return [load(f"tock/doc/{name}.md", root=FIXTURES / "spec_links") for name in ("interfaces", "registers")]


@pytest.fixture(scope="session")
def all_docs(blinky_docs: list[SpecDocument]) -> list[SpecDocument]:
    return [*blinky_docs, load("chirp/doc/registers.md"), load("chirp/doc/theory_of_operation.md")]


@pytest.fixture(scope="session")
def tock_graph(tock_docs: list[SpecDocument]) -> SpecGraph:
    return graph_of(tock_docs)


@pytest.fixture(scope="session")
def graph_builder():
    """Build a graph from extracted documents (for a test that changes how graphs are built)."""
    return graph_of
