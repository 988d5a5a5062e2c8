"""Small fictional IP specs (written for these tests): ``blinky`` (a lamp blinker) and ``chirp``."""

from __future__ import annotations

from pathlib import Path

import pytest

from specs.extract import extract_document
from specs.graph import SpecGraph, build_graph
from specs.model import SpecDocument

SPECS = Path(__file__).resolve().parents[2] / "fixtures" / "specs"


def load(relative: str, scope: str = "global") -> SpecDocument:
    path = SPECS / relative
    return extract_document(scope, f"specs/{relative}", path.read_text(encoding="utf-8"), "hash")


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
    passages = [p for d in all_docs for p in d.passages]
    sentences = [s for d in all_docs for s in d.sentences]
    entities = [e for d in all_docs for e in d.entities]
    triples = [(t.role, (t.subject, t.relation, t.obj)) for d in all_docs
               for t in [*d.extra_triples, *(t for s in d.sentences for t in s.triples)]]
    return build_graph(passages, sentences, entities, triples)


@pytest.fixture(scope="session")
def all_docs(blinky_docs: list[SpecDocument]) -> list[SpecDocument]:
    return [*blinky_docs, load("chirp/doc/registers.md"), load("chirp/doc/theory_of_operation.md")]
