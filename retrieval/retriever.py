"""The hybrid retriever (Algorithm 1 of the doc-QA method, plus a lexical channel) and three baselines.

hybrid, in order:
1. units: top-M units by the function-aware encoder (plus units the question names), each
   expanded to exactly its own source chunks (unit vectors, too, are held in memory per scope set);
2. dense: top-N chunks of the base encoder;
3. lexical: top-L chunks by BM25F over section title + body with code-aware terms
   (``text.tokens.code_terms``) and the query analysis of ``retrieval.query``;
4. the method's rerank over dense similarities for every candidate (chunk vectors are held in
   memory per scope set, so this and step 2 are matrix products),
   ``s(c) = alpha * sim_base(q, c) + (1 - alpha) * sim_func(q, c)``, where ``sim_func`` is
   raised to the similarity of the best retrieved unit containing the chunk;
5. weighted reciprocal rank fusion of the rerank order and the lexical order;
6. small to big: chunks vote for their section; that section order is fused (reciprocal rank)
   with BM25F over whole sections (title + body: the answer to a question is often spread over
   a section no single chunk of which matches well) and with the section's best dense chunk
   (so hybrid holds every signal of the ``rrf`` baseline), and the top-K sections come back as
   passages cut to a character budget around their matched chunks (``retrieval.sections``), a
   passage that mostly repeats a higher-ranked one giving its slot to the next;
7. optionally a cross-encoder reorders the top parent passages (``index.rerank``);
8. the K passages share K x ``passage_chars``: characters short sections leave regrow the
   windows cut from long ones (``SectionIndex.fit``).

Baselines over the same chunks: ``chunk`` (dense top-K), ``bm25`` (plain BM25 top-K) and
``rrf``: heading-level sections ranked by BM25 over the section text fused by reciprocal rank
with the dense rank of the section (its best chunk), whole sections returned -- the plain
fusion every report compares against.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

import numpy as np

from edabot.errors import BadInputError
from edabot.settings import RetrievalSettings
from edabot.types import Evidence
from index.bm25 import BM25
from index.encoder import Encoder
from index.fusion import rank_scores, reserve_and_fuse, rrf
from index.params import FusionParams
from index.rerank import Reranker
from ingest.chunks import Chunk
from ingest.graph_store import GraphStore
from ingest.units import Unit
from ingest.vector_index import VectorIndex
from retrieval.copies import credit_sources
from retrieval.decompose import decompose
from retrieval.query import AnalyzedQuery, Module, QueryAnalyzer, modules_of
from retrieval.sections import Passage, Section, SectionCache, SectionIndex, repeats
from text.tokens import code_terms, identifiers, terms

Mode = Literal["hybrid", "chunk", "bm25", "rrf"]
MODES: tuple[Mode, ...] = ("hybrid", "chunk", "bm25", "rrf")


@dataclass(frozen=True)
class RetrievalParams(FusionParams):
    """Knobs of hybrid; the defaults were fitted on the dev sets (see BENCHMARKS.md). ``rrf_k`` comes from ``FusionParams``."""

    top_units: int = 10
    top_chunks: int = 5
    alpha: float = 0.4
    anchor_bonus: float = 0.25
    dense_pool: int = 40
    """Dense chunks fed to fusion (step 2 keeps ``top_chunks`` of them in the method's sense)."""
    lexical_pool: int = 40
    lexical_weight: float = 1.0
    """Weight of the lexical order in the fusion; 0 turns the lexical channel off."""
    dense_weight: float = 1.0
    title_weight: int = 2
    """BM25F: section-title (and module) terms count this many times."""
    small_to_big: bool = True
    passage_chars: int = 2400
    """Budget of one parent passage; the K passages share K x this (five: 12,000 characters, ~3,000 tokens)."""
    passage_repeat: float = 0.5
    """A passage whose word trigrams are more than this share of one higher-ranked passage's is a repeat
    ("mostly the same text": more than half) and gives its slot to the next distinct passage."""
    section_spread: float = 0.3
    section_weight: float = 1.0
    """Weight of each section-level rank (BM25F over title + whole body; best dense chunk) against the chunk vote."""
    rerank_depth: int = 10
    """Parent passages the cross-encoder (when configured) reorders before the cut to K."""
    decompose: bool = True
    """A question of several parts (``retrieval.decompose``) is also retrieved part by part, each part earning a slot."""
    vet_parts: bool = True
    """A part that names nothing (no command, option or file) earns its slot only with a passage the whole question
    also retrieved (``index.fusion.reserve_and_fuse``); a part that names something keeps its own best passage. Dev
    halves of both multi-part sets, passage pass@5: 0.721/0.709/0.769/0.697 -> 0.734/0.732/0.782/0.754 (BENCHMARKS.md)."""
    merge_rrf_k: float = 2.0
    """The fusion constant of that merge, after each part's reserved slot: small, so a passage the whole question or
    a part ranks first keeps its lead over one many lists hold lower (60 counted lists more than ranks: dev halves
    of the multi-part set 0.685 -> 0.709 Yosys, 0.716 -> 0.721 OpenROAD; see BENCHMARKS.md)."""
    merge_absorb: bool = True
    """In that merge, a wider window of a passage already chosen (every chunk of it and more, e.g. a whole short
    section against one of its subsections) replaces it instead of being dropped as its repeat. Dev halves of the three
    multi-part sets, passage pass@5: +0.006 on each OpenROAD half, Yosys unchanged (BENCHMARKS.md)."""


def params_from_settings(settings: RetrievalSettings) -> RetrievalParams:
    """Hybrid's knobs from the one settings object."""
    return RetrievalParams(
        top_units=settings.top_units,
        top_chunks=settings.top_chunks,
        alpha=settings.rerank_alpha,
        anchor_bonus=settings.anchor_bonus,
        dense_pool=settings.dense_pool,
        lexical_pool=settings.lexical_pool,
        lexical_weight=settings.lexical_weight,
        passage_chars=settings.passage_chars,
    )


class _ScopeIndex:
    """Everything hybrid and rrf keep in memory for one scope set, rebuilt with its sections.

    The code-aware BM25F index and its query analyzer, the section BM25 of the ``rrf`` baseline,
    and the chunk vectors as matrices aligned with ``sections.chunks``: dense search and the
    rerank are then one matrix product each instead of vector-store round trips, which is what
    keeps hybrid's latency next to chunk-only's.
    """

    def __init__(self, sections: SectionIndex, units: Sequence[Unit], vectors: VectorIndex, title_weight: int) -> None:
        self.sections = sections
        self.units = _UnitIndex(units, vectors)
        modules = modules_of(sections.sections)
        documents = []
        for chunk in sections.chunks:
            documents.append(_code_title(chunk.section, modules.get(chunk.source)) * title_weight + code_terms(chunk.text))
        self.chunk_bm25 = BM25(documents)
        self.analyzer = QueryAnalyzer(modules, self.chunk_bm25.known)
        self.section_bm25 = BM25([terms(f"{s.title}\n{s.text}") for s in sections.sections])
        self.section_code_bm25 = BM25([
            _code_title(s.title, modules.get(s.source)) * title_weight + code_terms(s.text) for s in sections.sections
        ])
        self.plain_bm25 = BM25([terms(c.embedding_text()) for c in sections.chunks])
        ids = [c.chunk_id for c in sections.chunks]
        self.row = {chunk_id: i for i, chunk_id in enumerate(ids)}
        self.base_matrix = _matrix(ids, vectors.chunk_vectors(ids, func=False))
        self.func_matrix = self.base_matrix if vectors.shared else _matrix(ids, vectors.chunk_vectors(ids, func=True))

    def base_vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The base-encoder vectors of those of ``chunk_ids`` these scopes hold."""
        return {c: self.base_matrix[self.row[c]] for c in chunk_ids if c in self.row}


class _UnitIndex:
    """The scope set's units and their function-aware vectors as one matrix.

    Step 1 is then a matrix product and dictionary lookups: it was a Chroma query and two SQL reads per
    question, about half the CPU a distinct question cost the service (BENCHMARKS.md, Service load). A unit
    without a vector (mid-reconcile) is left out, as Chroma's search would leave it out.
    """

    def __init__(self, units: Sequence[Unit], vectors: VectorIndex) -> None:
        stored = vectors.unit_vectors([u.unit_id for u in units])
        self.units = [u for u in units if u.unit_id in stored]
        self.matrix = _matrix([u.unit_id for u in self.units], stored)
        self.by_anchor: dict[str, list[int]] = {}
        for row, unit in sorted(enumerate(self.units), key=lambda item: item[1].unit_id):
            self.by_anchor.setdefault(unit.anchor, []).append(row)

    def search(self, q_func: np.ndarray, n: int, anchors: Sequence[str], bonus: float) -> list[tuple[Unit, float]]:
        """The ``n`` units nearest ``q_func`` and every unit anchored at one of ``anchors``, those raised by ``bonus``."""
        if not self.units:
            return []
        similarities = self.matrix @ q_func
        named = [row for anchor in anchors for row in self.by_anchor.get(anchor, ())]
        rows = list(dict.fromkeys(named + _top(similarities, n)))
        named_rows = set(named)
        return [(self.units[r], float(similarities[r]) + (bonus if r in named_rows else 0.0)) for r in rows]


def _section_maxima(sections: SectionIndex, chunk_scores: Sequence[tuple[str, float]]) -> dict[int, float]:
    """Section index -> its best chunk score: the dense rank of a section."""
    out: dict[int, float] = {}
    for chunk_id, score in chunk_scores:
        index = sections.section_of[chunk_id].index
        out[index] = max(out.get(index, float("-inf")), score)
    return out


def _code_title(title: str, module: Module | None) -> list[str]:
    """Title-field terms: the heading path plus the module's short name (``gpl``)."""
    return code_terms(title + (" " + module.name if module else ""))


def _matrix(ids: Sequence[str], vectors: Mapping[str, np.ndarray]) -> np.ndarray:
    """Rows aligned with ``ids``; a chunk without a vector (mid-reconcile) gets zeros and never ranks."""
    width = len(next(iter(vectors.values()))) if vectors else 0
    out = np.zeros((len(ids), width), dtype=np.float32)
    for row, chunk_id in enumerate(ids):
        vector = vectors.get(chunk_id)
        if vector is not None:
            out[row] = vector
    return out


def _top(scores: np.ndarray, n: int) -> list[int]:
    """Indexes of the ``n`` highest scores, best first (ties by index)."""
    n = min(n, len(scores))
    if n <= 0:
        return []
    best = np.argpartition(-scores, n - 1)[:n]
    return [int(i) for i in best[np.lexsort((best, -scores[best]))]]


class Retriever:
    """One entry point, four modes, same chunks and same output type."""

    def __init__(
        self,
        store: GraphStore,
        vectors: VectorIndex,
        base: Encoder,
        func: Encoder,
        params: RetrievalParams,
        reranker: Reranker | None = None,
    ) -> None:
        self.store, self.vectors, self.base, self.func, self.params = store, vectors, base, func, params
        self.reranker = reranker
        self.sections = SectionCache(store)
        self._indexes: dict[int, tuple[SectionIndex, _ScopeIndex]] = {}
        self._lock = threading.Lock()

    def lexical(self, scopes: Sequence[str]) -> _ScopeIndex:
        """The in-memory index of these scopes, built once per section index."""
        sections = self.sections.get(scopes)
        with self._lock:
            cached = self._indexes.get(id(sections))
            if cached is None or cached[0] is not sections:
                index = _ScopeIndex(sections, self.store.all_units(sorted(scopes)), self.vectors, self.params.title_weight)
                cached = self._indexes[id(sections)] = (sections, index)
            return cached[1]

    def analyze(self, question: str, scopes: Sequence[str]) -> AnalyzedQuery:
        return self.lexical(scopes).analyzer.analyze(question)

    def retrieve(self, question: str, scopes: Sequence[str], k: int = 5, mode: str = "hybrid") -> list[Evidence]:
        question = question.strip()
        if not question:
            raise BadInputError("the question is empty")
        if mode not in MODES:
            raise BadInputError(f"unknown retrieval mode {mode!r}; use one of {', '.join(MODES)}")
        if k < 1 or k > 50:
            raise BadInputError("k must be between 1 and 50")
        if mode == "bm25":
            return self._bm25(question, scopes, k)
        q_base = self.base.encode([question])[0]
        if mode == "chunk":
            hits = self.vectors.query_chunks(q_base, scopes, k)
            chunks = self.store.chunks_by_id([i for i, _ in hits])
            return [_evidence(chunks[i], s, "chunk") for i, s in hits if i in chunks]
        if mode == "rrf":
            return self._rrf(question, q_base, scopes, k)
        return self._hybrid(question, q_base, scopes, k)

    # -- baselines ---------------------------------------------------------------------------

    def _bm25(self, question: str, scopes: Sequence[str], k: int) -> list[Evidence]:
        """Plain BM25 over chunk text with the heading path: the project's original lexical baseline."""
        index = self.lexical(scopes)
        return [_evidence(index.sections.chunks[i], s, "chunk") for i, s in index.plain_bm25.top(terms(question), k)]

    def _rrf(self, question: str, q_base: np.ndarray, scopes: Sequence[str], k: int) -> list[Evidence]:
        """Heading-level sections, BM25 + dense (best chunk), reciprocal rank fusion, whole sections."""
        index = self.lexical(scopes)
        sections = index.sections
        if not sections.chunks:
            return []
        lexical = {sections.sections[i].index: s for i, s in index.section_bm25.top(terms(question), self.params.lexical_pool)}
        similarities = index.base_matrix @ q_base
        rows = _top(similarities, self.params.dense_pool)
        dense = _section_maxima(sections, [(sections.chunks[i].chunk_id, float(similarities[i])) for i in rows])
        fused = rrf([rank_scores(lexical), rank_scores(dense)], [1.0, 1.0], self.params.rrf_k)
        ranked = sorted(fused.items(), key=lambda item: (-item[1], item[0]))[:k]
        return [_section_evidence(sections.sections[i], sections.sections[i].chunks, s, "chunk") for i, s in ranked]

    # -- hybrid ------------------------------------------------------------------------------

    def _hybrid(self, question: str, q_base: np.ndarray, scopes: Sequence[str], k: int) -> list[Evidence]:
        """The whole question's passages or, for a question of several parts, the parts' merged with them."""
        params = self.params
        index = self.lexical(scopes)
        if not index.sections.chunks:
            return []
        parts = decompose(question) if params.decompose else []
        queries = [question, *(p.query for p in parts)] if len(parts) > 1 else [question]
        bases = [q_base, *self.base.encode(queries[1:])] if len(queries) > 1 else [q_base]
        funcs = bases if self.func is self.base else list(self.func.encode(queries))
        # k passages and k spares: a spare replaces what the shared budget makes overlap (``_fitted``).
        ranked = [self._passages(query, b, f, index, k) for query, b, f in zip(queries, bases, funcs, strict=True)]
        hits: dict[str, float] = {}
        via: dict[str, Literal["unit", "chunk"]] = {}
        for _, fused, routes in ranked:
            for chunk_id, score in fused.items():
                hits[chunk_id] = max(score, hits.get(chunk_id, score))
            for chunk_id, route in routes.items():
                via.setdefault(chunk_id, route)
        passages = ranked[0][0]
        if len(ranked) > 1:
            passages = reserve_and_fuse(
                [r[0] for r in ranked], 2 * k, key=lambda p: tuple(c.chunk_id for c in p.chunks),
                reserved=range(1, len(ranked)), repeats=lambda p, chosen: repeats(p, chosen, params.passage_repeat),
                rrf_k=params.merge_rrf_k, absorbs=_absorbs if params.merge_absorb else None,
                vetted=[i for i, part in enumerate(parts, start=1) if params.vet_parts and not identifiers(part.text)],
            )
        if params.small_to_big:
            passages = self._fitted(index.sections, passages, hits, k)
        # A passage can be earned by the section-level ranks alone, its best chunk then unfused: lexical.
        return [_passage_evidence(p, via.get(p.best_chunk, "chunk")) for p in passages[:k]]

    def _fitted(self, sections: SectionIndex, candidates: Sequence[Passage], hits: Mapping[str, float], k: int) -> list[Passage]:
        """The first ``k`` candidates fitted to the shared budget (step 8), a spare taking the slot of any that
        the regrown windows made a repeat of another (two windows of one section grow to the same lines)."""
        params = self.params
        chosen, spares = list(candidates[:k]), list(candidates[k:])
        while True:
            fitted = sections.fit(chosen, hits, k * params.passage_chars, params.passage_chars)
            kept: list[int] = []
            for i, passage in enumerate(fitted):
                if not repeats(passage, [fitted[j] for j in kept], params.passage_repeat):
                    kept.append(i)
            if len(kept) == len(fitted) or not spares:
                return [fitted[i] for i in kept]
            chosen = [chosen[i] for i in kept] + spares[: k - len(kept)]
            spares = spares[k - len(kept) :]

    def _passages(
        self, question: str, q_base: np.ndarray, q_func: np.ndarray, index: _ScopeIndex, k: int
    ) -> tuple[list[Passage], dict[str, float], dict[str, Literal["unit", "chunk"]]]:
        """Steps 1-7 for one query: its passages best first, the fused chunk scores, and how each chunk came."""
        params = self.params
        query = index.analyzer.analyze(question)
        chunks = index.sections.chunks
        sim_base = index.base_matrix @ q_base
        sim_func = sim_base if index.func_matrix is index.base_matrix else index.func_matrix @ q_func
        dense_rows = _top(sim_base, max(params.dense_pool, params.top_chunks))
        dense_hits = [(chunks[i].chunk_id, float(sim_base[i])) for i in dense_rows]
        lexical_hits: dict[str, float] = {}
        if params.lexical_weight > 0:
            for i, score in index.chunk_bm25.top(query.lexical_terms, params.lexical_pool):
                lexical_hits[chunks[i].chunk_id] = score
        unit_support: dict[str, float] = {}
        names = sorted(set(terms(query.text)) | {n.lstrip("-") for n in query.identifiers})
        for unit, similarity in index.units.search(q_func, params.top_units, names, params.anchor_bonus):
            for chunk_id in unit.chunk_ids:
                unit_support[chunk_id] = max(unit_support.get(chunk_id, -1.0), similarity)
        direct = {i for i, _ in dense_hits[: params.top_chunks]}
        candidates = list(dict.fromkeys([i for i, _ in dense_hits] + list(unit_support) + list(lexical_hits)))
        row = index.row
        candidates = [c for c in candidates if c in row]
        alpha = params.alpha
        dense_scores = {
            c: alpha * float(sim_base[row[c]]) + (1 - alpha) * max(float(sim_func[row[c]]), unit_support.get(c, -1.0))
            for c in candidates
        }
        fused = rrf(
            [rank_scores(dense_scores), rank_scores(lexical_hits)], [params.dense_weight, params.lexical_weight], params.rrf_k
        )
        via: dict[str, Literal["unit", "chunk"]] = {
            c: ("chunk" if c in direct or c in lexical_hits else "unit") for c in fused
        }
        sections = index.sections
        if not params.small_to_big:
            best = sorted(fused.items(), key=lambda item: (-item[1], item[0]))[:k]
            return [sections.chunk_passage(sections.chunk_by_id[c], s) for c, s in best], fused, via
        by_chunks = sections.section_scores(fused, params.section_spread)
        by_text: dict[int, float] = {}
        if params.lexical_weight > 0:
            by_text = dict(index.section_code_bm25.top(query.lexical_terms, params.lexical_pool))
        by_dense = _section_maxima(sections, dense_hits)
        ranked = rrf(
            [rank_scores(by_chunks), rank_scores(by_text), rank_scores(by_dense)],
            [1.0, params.section_weight, params.section_weight], params.rrf_k,
        )
        ranked, fused = credit_sources(sections, ranked, fused, params.passage_repeat)
        depth = max(k, params.rerank_depth) if self.reranker is not None else k
        passages = sections.passages(ranked, fused, depth, params.passage_chars, params.passage_repeat, spares=k)
        if self.reranker is not None and passages:
            # The cross-encoder judges what the reader will see: whole parent passages.
            scores = self.reranker.score(question, [f"{p.section.title}\n{p.text}" for p in passages])
            order = sorted(range(len(passages)), key=lambda i: (-scores[i], i))
            passages = [replace(passages[i], score=float(scores[i])) for i in order]
        return passages, fused, via


def _absorbs(passage: Passage, shown: Passage) -> bool:
    """A wider window of the same text: it holds every chunk of ``shown`` and more."""
    return {c.chunk_id for c in shown.chunks} < {c.chunk_id for c in passage.chunks}


def _evidence(chunk: Chunk, score: float, via: Literal["unit", "chunk"]) -> Evidence:
    return Evidence(
        source=chunk.source,
        section=chunk.section,
        text=chunk.text,
        score=round(score, 4),
        via=via,
        chunk_id=chunk.chunk_id,
        **_where(chunk, chunk),
    )


def _where(first: Chunk, last: Chunk) -> dict[str, Any]:
    """Lines as readers count them: in the file, or within the pages of a PDF."""
    start, end = first.page_lines()[0], last.page_lines()[1]
    if not first.page:
        return {"start_line": start, "end_line": end}
    return {"start_line": start, "end_line": end, "page": first.page, "end_page": last.page}


def _section_evidence(section: Section, chunks: Sequence[Chunk], score: float, via: Literal["unit", "chunk"]) -> Evidence:
    from retrieval.sections import join_chunks

    return Evidence(
        source=section.source,
        **_where(chunks[0], chunks[-1]),
        section=section.title,
        text=join_chunks(chunks),
        score=round(score, 6),
        via=via,
        chunk_id=chunks[0].chunk_id,
    )


def _passage_evidence(passage: Passage, via: Literal["unit", "chunk"]) -> Evidence:
    """A parent passage; its chunk id is the best-matching chunk (what abstention compares)."""
    evidence = _section_evidence(passage.section, passage.chunks, passage.score, via)
    return Evidence(**{**evidence.__dict__, "chunk_id": passage.best_chunk})
