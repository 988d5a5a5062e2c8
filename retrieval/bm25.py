"""BM25 over the same chunks the dense retrievers see: the lexical baseline."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np
from rank_bm25 import BM25Okapi

from ingest.chunks import Chunk
from ingest.graph_store import GraphStore
from retrieval.text import terms


class BM25Index:
    """Per-scope-set BM25 indexes, rebuilt when the store's generation moves."""

    def __init__(self, store: GraphStore) -> None:
        self.store = store
        self._cache: dict[tuple[str, ...], tuple[int, list[Chunk], BM25Okapi | None]] = {}
        self._lock = threading.Lock()

    def _index(self, scopes: Sequence[str]) -> tuple[list[Chunk], BM25Okapi | None]:
        key = tuple(sorted(scopes))
        generation = self.store.generation()
        with self._lock:
            cached = self._cache.get(key)
            if cached is None or cached[0] != generation:
                chunks = self.store.chunks_in(key)
                corpus = [terms(c.embedding_text()) for c in chunks]
                model = BM25Okapi(corpus) if chunks else None
                self._cache[key] = cached = (generation, chunks, model)
        return cached[1], cached[2]

    def search(self, question: str, scopes: Sequence[str], n: int) -> list[tuple[Chunk, float]]:
        chunks, model = self._index(scopes)
        query = terms(question)
        if model is None or not query:
            return []
        scores = model.get_scores(query)
        order = np.argsort(-scores, kind="stable")[:n]
        return [(chunks[i], float(scores[i])) for i in order if scores[i] > 0]
