"""Spec retrieval for one (sub-)question: graph nodes -> personalized PageRank -> passages.

1. Seeds: the sentences most similar to the question (base encoder) and the name nodes the
   question uses (``CTRL.TX``, "rx timeout" -> ``rx_timeout``), names weighted by rarity. When
   the question's target anchor names IPs, the seeds come from those IPs only: the walk is
   personalized to the target, not spent on another IP's sentences the filter drops anyway.
   The IP names themselves leave the text the dense and lexical channels match: once they
   fixed the target they say nothing about which passage answers (register rows never spell
   their IP's name; overviews spell it everywhere).
2. Personalized PageRank from the seeds over the spec graph.
3. Passages are ranked by reciprocal rank fusion (``1 / (rrf_k + rank)`` summed) of three
   channels: the PPR mass of their best sentence (the graph), their best sentence's similarity
   (dense) and BM25 over the passage (lexical). In the dense and lexical channels a sentence
   anchored on a leaf entity (a field, interrupt, alert, signal or FSM state) scores as well as
   the best sentence (dense) or passage (lexical) about that entity: a bare field-table row
   (``| 15:0 | rw | 0x0 | CLKDIV |``) says nothing a question matches, its description
   subsection does, and both answer for the same field (``specs.entity_pool``; entities that
   are one thing under two names pool as one, ``specs.links``). Fusion keeps a passage the walk
   reaches but that says nothing about the question from outranking one that answers it, and lets exact
   identifiers count even where a small encoder blurs them.
4. Intent filter (``specs.intent``), then the adaptive cut (``specs.adaptive``), at most k.
"""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from edabot.errors import BadInputError
from edabot.types import Evidence
from index.encoder import Encoder
from index.fusion import reciprocal_ranks
from index.params import FusionParams
from specs.adaptive import AdaptiveParams, adaptive_cut
from specs.entity_pool import leaf_entity_rows, pool_by_entity
from specs.graph import GraphCache, SpecGraph
from specs.intent import Intent, compatible, infer_intent, without_ips
from specs.lexical import Lexicon
from specs.model import Sentence
from specs.modes import SPEC_MAX_K
from specs.ppr import personalized_pagerank
from specs.spans import (
    field_row_leads,
    leads_in_budget,
    merge_touching,
    section_leads,
    whole_sections,
    with_lead,
)
from specs.store import SpecStore
from specs.vectors import SpecVectors


@dataclass(frozen=True)
class SpecParams(FusionParams):
    """Retrieval knobs (settings: EDABOT_SPEC_*); ``rrf_k`` comes from ``FusionParams``."""

    dense_seeds: int = 20
    name_share: float = 0.5
    damping: float = 0.5
    adaptive: AdaptiveParams = field(default_factory=AdaptiveParams)


@dataclass
class _Index:
    """A graph plus its vectors, aligned for numpy."""

    graph: SpecGraph
    sentences: list[Sentence]
    """Sentences with a vector, row-aligned with ``sentence_matrix``."""
    sentence_rows: list[int]
    """Graph node index of each sentence row of ``sentence_matrix``."""
    sentence_ips: np.ndarray
    """IP of each sentence row (what the seeds of an IP-scoped question are drawn from)."""
    entity_rows: list[np.ndarray]
    """Rows of the sentences anchored on one leaf entity, per entity with more than one."""
    sentence_matrix: np.ndarray
    passage_ids: list[str]
    passage_matrix: np.ndarray
    passage_sentences: dict[str, list[int]]
    """Passage id -> row numbers of its sentences."""
    sentence_passages: np.ndarray
    """Position in ``passage_ids`` of each sentence row's passage (-1: a passage without a vector)."""
    passage_kinds: dict[str, frozenset[str]]
    """Passage id -> entity kinds its sentences are anchored on (what the intent filter reads)."""
    lexicon: Lexicon
    """BM25 over ``passage_ids`` (same order) and term rarity over the sentences."""
    leads: dict[str, str]
    """Passage id -> the lead passage of its parent section, or the field row of a far field note (small to big)."""
    wholes: dict[str, tuple[int, int, str]]
    """Passage id -> the span and text of the short section it or its lead opens (``specs.spans.whole_sections``)."""


@dataclass(frozen=True)
class RankedPassage:
    """A candidate passage with its score and the anchor kinds of its sentences."""

    passage_id: str
    score: float
    kinds: frozenset[str]


class SpecRetriever:
    """Ranks spec passages for a question; see the module docstring."""

    def __init__(self, store: SpecStore, vectors: SpecVectors, encoder: Encoder, params: SpecParams) -> None:
        self.store, self.vectors, self.encoder, self.params = store, vectors, encoder, params
        self.graphs = GraphCache(store)
        self._indexes: dict[tuple[str, ...], tuple[int, _Index]] = {}
        self._lock = threading.Lock()

    def index(self, scopes: Sequence[str]) -> _Index:
        key = tuple(sorted(scopes))
        graph = self.graphs.get(key)
        with self._lock:
            cached = self._indexes.get(key)
            if cached is None or cached[1].graph is not graph:
                cached = self._indexes[key] = (id(graph), self._build_index(key, graph))
        return cached[1]

    def _build_index(self, scopes: Sequence[str], graph: SpecGraph) -> _Index:
        sentence_vectors = self.vectors.load(scopes, passages=False)
        passage_vectors = self.vectors.load(scopes, passages=True)
        rows = [s for s in graph.sentences if s.sentence_id in sentence_vectors]
        by_passage: dict[str, list[int]] = defaultdict(list)
        for row, sentence in enumerate(rows):
            by_passage[sentence.passage_id].append(row)
        passage_ids = [p for p in graph.passages if p in passage_vectors and p in by_passage]
        position = {p: i for i, p in enumerate(passage_ids)}
        kinds: dict[str, set[str]] = defaultdict(set)
        for sentence in rows:
            kinds[sentence.passage_id] |= graph.kinds_of(sentence.anchor.entity) or {sentence.anchor.kind}
        dim = self.encoder.encode(["dimension"]).shape[1]
        sentence_passages = np.array([position.get(s.passage_id, -1) for s in rows], dtype=np.int64)
        leads = section_leads(graph.passages.values())
        return _Index(
            graph,
            rows,
            [graph.index[s.sentence_id] for s in rows],
            np.array([graph.passages[s.passage_id].ip for s in rows], dtype=str),
            leaf_entity_rows(rows, graph.links),
            np.stack([sentence_vectors[s.sentence_id] for s in rows]) if rows else np.zeros((0, dim)),
            passage_ids,
            np.stack([passage_vectors[p] for p in passage_ids]) if passage_ids else np.zeros((0, dim)),
            dict(by_passage),
            sentence_passages,
            {p: frozenset(k) for p, k in kinds.items()},
            Lexicon([graph.passages[p] for p in passage_ids], rows),
            leads_in_budget(graph.passages.values(), leads, field_row_leads(graph.passages.values(), rows)),
            whole_sections(graph.passages.values(), leads),
        )

    # ranking -------------------------------------------------------------------------------

    def rank(self, question: str, scopes: Sequence[str], extra_names: Sequence[str] = (),
             ips: Sequence[str] = ()) -> tuple[list[RankedPassage], Intent]:
        """Every passage of the scopes, best first, and the question's intent.

        ``ips`` stands in for the IPs of a sub-question that names none itself (they are
        inherited from the whole question) or narrows a comparison to one IP.
        """
        index = self.index(scopes)
        channels, intent = self.channels(question, scopes, extra_names, ips)
        if not index.passage_ids:
            return [], intent
        fused = np.sum([reciprocal_ranks(channel, self.params.rrf_k) for channel in channels.values()], axis=0)
        ranked = [RankedPassage(p, float(fused[i]), index.passage_kinds[p]) for i, p in enumerate(index.passage_ids)]
        ranked.sort(key=lambda r: (-r.score, r.passage_id))
        return ranked, intent

    def channels(self, question: str, scopes: Sequence[str], extra_names: Sequence[str] = (),
                 ips: Sequence[str] = ()) -> tuple[dict[str, np.ndarray], Intent]:
        """The score of every passage (``index.passage_ids`` order) in each channel -- ``walk``,
        ``dense``, ``lexical`` -- before fusion (what ``rank`` fuses; diagnostics read them apart)."""
        index = self.index(scopes)
        graph = index.graph
        intent = infer_intent(question, graph, ips)
        if not index.passage_ids:
            return {}, intent
        content = without_ips(question, intent.ips)
        similarity = index.sentence_matrix @ self.encoder.encode([content])[0]
        seeds = self._seeds(index, similarity, intent, extra_names)
        mass = personalized_pagerank(graph.size, graph.src, graph.dst, graph.weight, seeds, self.params.damping)
        sentence_mass = mass[index.sentence_rows]
        rows = [index.passage_sentences[p] for p in index.passage_ids]
        walk = np.array([sentence_mass[r].max() for r in rows])
        pooled = pool_by_entity(similarity, index.entity_rows)
        dense = np.array([pooled[r].max() for r in rows])
        bm25 = index.lexicon.scores(" ".join([content, *extra_names]))
        by_sentence = pool_by_entity(np.where(index.sentence_passages >= 0, bm25[index.sentence_passages], 0.0),
                                     index.entity_rows)
        lexical = np.array([by_sentence[r].max() for r in rows])
        return {"walk": walk, "dense": dense, "lexical": lexical}, intent

    def _seeds(self, index: _Index, similarity: np.ndarray, intent: Intent, extra_names: Sequence[str]) -> dict[int, float]:
        graph = index.graph
        seeds: dict[int, float] = {}
        candidates = np.flatnonzero(np.isin(index.sentence_ips, intent.ips)) if intent.ips else np.arange(len(similarity))
        count = min(self.params.dense_seeds, len(candidates))
        if count:
            top = candidates[np.argsort(-similarity[candidates], kind="stable")[:count]]
            floor = float(similarity[top[-1]])
            weights = {index.sentence_rows[r]: float(similarity[r]) - floor + 1e-3 for r in top}
            _add_share(seeds, weights, 1.0 - self.params.name_share)
        names: dict[int, float] = {}
        for key in (*intent.names, *extra_names):
            for ip in intent.ips or graph.ips:
                node = graph.node(f"n:{ip}/{key}")
                weight = index.lexicon.rarity(key)
                if node is not None and weight > 0:
                    names[node] = weight
        _add_share(seeds, names, self.params.name_share if seeds else 1.0)
        return seeds

    def passage_sentences(self, scopes: Sequence[str], passage_id: str) -> list[Sentence]:
        """The sentences of one passage, in order."""
        index = self.index(scopes)
        return [index.sentences[row] for row in index.passage_sentences.get(passage_id, [])]

    # one hop -------------------------------------------------------------------------------

    def retrieve(self, question: str, scopes: Sequence[str], k: int = 10, adaptive: bool = True,
                 intent_filter: bool = True, extra_names: Sequence[str] = (), ips: Sequence[str] = ()) -> list[Evidence]:
        """Ranked, filtered, adaptively cut evidence for one question (at most ``k``)."""
        ranking = self.rank(checked_question(question, k), scopes, extra_names, ips)
        return self.select(ranking, scopes, k, adaptive, intent_filter)

    def select(self, ranking: tuple[list[RankedPassage], Intent], scopes: Sequence[str], k: int, adaptive: bool = True,
               intent_filter: bool = True) -> list[Evidence]:
        """``rank``'s passages through the intent filter and the adaptive cut, at most ``k``, as evidence.

        Apart from ``retrieve`` so that one ranking serves several cuts (the multi-hop merge reads the
        whole question's ranking both cut and uncut) without ranking the question twice.
        """
        ranked, intent = ranking
        index = self.index(scopes)
        if intent_filter:
            passages = index.graph.passages
            ranked = [r for r in ranked if compatible(intent, passages[r.passage_id].ip, r.kinds)]
        ranked = ranked[:k]
        if adaptive and ranked:
            rows = {p: i for i, p in enumerate(index.passage_ids)}
            kept, _ = adaptive_cut([index.passage_matrix[rows[r.passage_id]] for r in ranked], k, self.params.adaptive)
            ranked = ranked[:kept]
        return merge_touching([self.evidence(index, r) for r in ranked])

    def evidence(self, index: _Index, ranked: RankedPassage) -> Evidence:
        """The passage as evidence, widened to the short section it or its lead opens, or else to its section lead
        when both fit (``specs.spans``)."""
        passages = index.graph.passages
        passage = passages[ranked.passage_id]
        lead = index.leads.get(passage.passage_id)
        whole = index.wholes.get(passage.passage_id)
        start, end, text = whole or with_lead(passage, passages[lead] if lead else None)
        return Evidence(passage.source, start, end, passage.section, text, round(ranked.score, 4), "spec",
                        passage.passage_id)


def checked_question(question: str, k: int) -> str:
    """The question stripped, or BadInputError when it is empty or ``k`` is out of range."""
    question = question.strip()
    if not question:
        raise BadInputError("the question is empty")
    if k < 1 or k > SPEC_MAX_K:
        raise BadInputError(f"k must be between 1 and {SPEC_MAX_K} for spec retrieval")
    return question


def _add_share(seeds: dict[int, float], weights: dict[int, float], share: float) -> None:
    total = sum(weights.values())
    if total <= 0:
        return
    for node, value in weights.items():
        seeds[node] = seeds.get(node, 0.0) + share * value / total


__all__ = ["RankedPassage", "SpecParams", "SpecRetriever"]
