"""The hybrid unit + chunk retriever (Algorithm 1 of the doc-QA method) and its two baselines.

hybrid: top-M units by the function-aware encoder, each expanded to exactly its own source
chunks, united with the top-N chunks of the base encoder, deduplicated, then reranked by
``s(c) = alpha * sim_base(q, c) + (1 - alpha) * sim_func(q, c)`` and cut to K.

``sim_func(q, c)`` is the function-aware similarity of the chunk, raised to the similarity
of the best retrieved unit that contains it: a chunk inherits the functional evidence of
its unit. Without that term, and before an adapter is trained (func == base), the rerank
would order candidates by base similarity alone and hybrid would collapse into chunk-only.

A unit whose anchor the question names verbatim (``place_global``, ``route.guide``) is
always a candidate and gets ``anchor_bonus`` on its similarity: small general encoders
split such identifiers into sub-words and barely tell them apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Literal

import numpy as np

from edabot.errors import BadInputError
from edabot.types import Evidence
from ingest.chunks import Chunk
from ingest.graph_store import GraphStore
from ingest.units import Unit
from ingest.vector_index import VectorIndex
from retrieval.bm25 import BM25Index
from retrieval.embedding import Encoder
from retrieval.text import terms

Mode = Literal["hybrid", "chunk", "bm25"]
MODES: tuple[Mode, ...] = ("hybrid", "chunk", "bm25")


@dataclass(frozen=True)
class RetrievalParams:
    top_units: int = 10
    top_chunks: int = 5
    alpha: float = 0.4
    anchor_bonus: float = 0.25


class Retriever:
    """One entry point, three modes, same chunks and same output type."""

    def __init__(
        self, store: GraphStore, vectors: VectorIndex, base: Encoder, func: Encoder, params: RetrievalParams
    ) -> None:
        self.store, self.vectors, self.base, self.func, self.params = store, vectors, base, func, params
        self.bm25 = BM25Index(store)
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="unit-search")

    def retrieve(self, question: str, scopes: Sequence[str], k: int = 5, mode: str = "hybrid") -> list[Evidence]:
        question = question.strip()
        if not question:
            raise BadInputError("the question is empty")
        if mode not in MODES:
            raise BadInputError(f"unknown retrieval mode {mode!r}; use one of {', '.join(MODES)}")
        if k < 1 or k > 50:
            raise BadInputError("k must be between 1 and 50")
        if mode == "bm25":
            return [_evidence(c, s, "chunk") for c, s in self.bm25.search(question, scopes, k)]
        q_base = self.base.encode([question])[0]
        if mode == "chunk":
            hits = self.vectors.query_chunks(q_base, scopes, k)
            chunks = self.store.chunks_by_id([i for i, _ in hits])
            return [_evidence(chunks[i], s, "chunk") for i, s in hits if i in chunks]
        return self._hybrid(question, q_base, scopes, k)

    def _hybrid(self, question: str, q_base: np.ndarray, scopes: Sequence[str], k: int) -> list[Evidence]:
        q_func = q_base if self.func is self.base else self.func.encode([question])[0]
        # Steps 1 and 2 of the method run in parallel: Chroma's queries release the GIL.
        units_future = self._pool.submit(self._units, question, q_func, scopes)
        chunk_hits = self.vectors.query_chunks(q_base, scopes, self.params.top_chunks)
        unit_support: dict[str, float] = {}
        for unit, similarity in units_future.result():
            for chunk_id in unit.chunk_ids:
                unit_support[chunk_id] = max(unit_support.get(chunk_id, -1.0), similarity)
        direct = {i for i, _ in chunk_hits}
        candidates = list(dict.fromkeys([i for i, _ in chunk_hits] + list(unit_support)))
        chunks = self.store.chunks_by_id(candidates)
        candidates = [c for c in candidates if c in chunks and chunks[c].scope in scopes]
        scored = self._rerank(q_base, q_func, candidates, unit_support)
        return [_evidence(chunks[c], s, "chunk" if c in direct else "unit") for c, s in scored[:k]]

    def _units(self, question: str, q_func: np.ndarray, scopes: Sequence[str]) -> list[tuple[Unit, float]]:
        """Top-M units by similarity, plus units named in the question, with the anchor bonus."""
        hits = dict(self.vectors.query_units(q_func, scopes, self.params.top_units))
        named = self.store.units_by_anchor(scopes, sorted(set(terms(question))))
        missing = [u.unit_id for u in named if u.unit_id not in hits]
        for unit_id, vector in self.vectors.unit_vectors(missing).items():
            hits[unit_id] = float(q_func @ vector)
        named_ids = {u.unit_id for u in named}
        units = named + self.store.units_of(sorted(set(hits) - named_ids))
        return [(u, hits[u.unit_id] + (self.params.anchor_bonus if u.unit_id in named_ids else 0.0))
                for u in units if u.unit_id in hits]

    def _rerank(
        self, q_base: np.ndarray, q_func: np.ndarray, candidates: list[str], unit_support: dict[str, float]
    ) -> list[tuple[str, float]]:
        base_vectors = self.vectors.chunk_vectors(candidates, func=False)
        func_vectors = base_vectors if self.func is self.base else self.vectors.chunk_vectors(candidates, func=True)
        alpha = self.params.alpha
        scored = []
        for chunk_id in candidates:
            if chunk_id not in base_vectors or chunk_id not in func_vectors:
                continue
            sim_base = float(q_base @ base_vectors[chunk_id])
            sim_func = max(float(q_func @ func_vectors[chunk_id]), unit_support.get(chunk_id, -1.0))
            scored.append((chunk_id, alpha * sim_base + (1 - alpha) * sim_func))
        scored.sort(key=lambda item: (-item[1], item[0]))
        return scored


def _evidence(chunk: Chunk, score: float, via: Literal["unit", "chunk"]) -> Evidence:
    return Evidence(
        source=chunk.source,
        start_line=chunk.start_line,
        end_line=chunk.end_line,
        section=chunk.section,
        text=chunk.text,
        score=round(score, 4),
        via=via,
        chunk_id=chunk.chunk_id,
    )
