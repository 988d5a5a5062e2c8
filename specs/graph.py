"""The in-memory spec graph of a set of scopes, built from the store and cached by generation.

Nodes are sentences (``s...``), structured entities (``e:kind:ip/key``) and surface names
(``n:ip/key``). Edges: a sentence to its anchor entity and to every name it mentions
(mentions of names used by many sentences weigh less, so ``FIFO`` cannot become a hub),
consecutive sentences of a passage to each other, and every triple whose two ends are nodes
(backbone, linking, normalization). C macro names (``UART_CTRL_NCO_MASK``) are joined to the
register/field names they spell here, where the whole scope's dictionary is known, and so are
entities that are one thing under two names (an interrupt and its bits, a port and the field it
mirrors: ``specs.links``).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from index.scope_cache import ScopeCache
from specs.links import entity_links
from specs.model import Entity, Passage, Sentence
from specs.names import macro_candidates
from specs.store import SpecStore

ROLE_WEIGHTS = {"backbone": 1.0, "linking": 1.0, "normalization": 1.5}
ANCHOR_WEIGHT = 1.0
MENTION_WEIGHT = 0.7
NEIGHBOUR_WEIGHT = 0.3


@dataclass
class SpecGraph:
    """Everything retrieval needs about a set of scopes, indexed for fast lookups."""

    passages: dict[str, Passage]
    sentences: list[Sentence]
    entities: dict[str, Entity]
    index: dict[str, int] = field(default_factory=dict)
    src: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    dst: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    weight: np.ndarray = field(default_factory=lambda: np.zeros(0))
    names: dict[str, set[str]] = field(default_factory=dict)
    """Name node -> entity nodes it normalizes to."""
    sentence_df: dict[str, int] = field(default_factory=dict)
    ips: tuple[str, ...] = ()
    links: list[tuple[str, str]] = field(default_factory=list)
    """Entity pairs that stand for one thing under two names (``specs.links``)."""

    @property
    def size(self) -> int:
        return len(self.index)

    def node(self, node_id: str) -> int | None:
        return self.index.get(node_id)

    def kinds_of(self, node_id: str) -> set[str]:
        """Entity kinds a node stands for (a name may stand for a field and an interrupt)."""
        if node_id.startswith("e:"):
            return {node_id.split(":")[1]}
        return {target.split(":")[1] for target in self.names.get(node_id, ())}


class _Builder:
    def __init__(self, passages: list[Passage], sentences: list[Sentence], entities: list[Entity],
                 triples: Sequence[tuple[str, tuple[str, str, str]]]) -> None:
        self.graph = SpecGraph({p.passage_id: p for p in passages}, sentences, {e.node_id: e for e in entities})
        self.edges: dict[tuple[int, int], float] = defaultdict(float)
        self.triples = triples

    def _id(self, node: str) -> int:
        index = self.graph.index
        if node not in index:
            index[node] = len(index)
        return index[node]

    def _edge(self, a: str, b: str, weight: float) -> None:
        if a != b:
            i, j = self._id(a), self._id(b)
            self.edges[(i, j)] += weight
            self.edges[(j, i)] += weight

    def build(self) -> SpecGraph:
        graph = self.graph
        for sentence in graph.sentences:
            self._id(sentence.sentence_id)
            for mention in sentence.mentions:
                graph.sentence_df[mention] = graph.sentence_df.get(mention, 0) + 1
        previous: Sentence | None = None
        for sentence in graph.sentences:
            self._edge(sentence.sentence_id, sentence.anchor.entity, ANCHOR_WEIGHT)
            for mention in sentence.mentions:
                self._edge(sentence.sentence_id, mention, MENTION_WEIGHT / math.log2(1 + graph.sentence_df[mention]))
            if previous is not None and previous.passage_id == sentence.passage_id:
                self._edge(previous.sentence_id, sentence.sentence_id, NEIGHBOUR_WEIGHT)
            previous = sentence
        for role, (subject, _relation, obj) in self.triples:
            if _is_node(subject) and _is_node(obj):
                self._edge(subject, obj, ROLE_WEIGHTS.get(role, 0.0))
                if role == "normalization":
                    graph.names.setdefault(obj, set()).add(subject)
        self._join_macros()
        graph.links = entity_links(graph.entities.values(), graph.sentences, graph.passages)
        for a, b in graph.links:
            self._edge(a, b, ROLE_WEIGHTS["normalization"])
        graph.ips = tuple(sorted({p.ip for p in graph.passages.values()}))
        pairs = sorted(self.edges.items())
        graph.src = np.array([i for (i, _), _ in pairs], dtype=np.int64)
        graph.dst = np.array([j for (_, j), _ in pairs], dtype=np.int64)
        graph.weight = np.array([w for _, w in pairs], dtype=np.float64)
        return graph

    def _join_macros(self) -> None:
        """``n:uart/uart_ctrl_nco_mask`` -> ``n:uart/ctrl.nco`` when that name is defined in scope."""
        defined = set(self.graph.names)
        for node in list(self.graph.index):
            if node.startswith("n:") and node not in defined:
                ip, key = node[2:].split("/", 1)
                for candidate in macro_candidates(key, ip):
                    target = f"n:{ip}/{candidate}"
                    if target in defined:
                        self._edge(node, target, ROLE_WEIGHTS["normalization"])
                        self.graph.names.setdefault(node, set()).update(self.graph.names[target])
                        break


def _is_node(value: str) -> bool:
    return value.startswith(("e:", "n:"))


class GraphCache(ScopeCache[SpecGraph]):
    """One built graph per scope set, rebuilt when the store's generation moves."""

    def __init__(self, store: SpecStore) -> None:
        super().__init__(lambda: self.store.generation(), self._graph)
        self.store = store

    def _graph(self, key: tuple[str, ...]) -> SpecGraph:
        triples = [(t.role, (t.subject, t.relation, t.obj)) for _, t in self.store.triples(key)]
        return _Builder(self.store.passages(key), self.store.sentences(key), self.store.entities(key), triples).build()


def build_graph(passages: list[Passage], sentences: list[Sentence], entities: list[Entity],
                triples: Sequence[tuple[str, tuple[str, str, str]]]) -> SpecGraph:
    """Build a graph directly (tests and one-off tools)."""
    return _Builder(passages, sentences, entities, triples).build()


__all__ = ["GraphCache", "SpecGraph", "build_graph"]
