"""Okapi BM25 over pre-tokenized documents, as a precomputed inverted index.

A BM25 that walks every document per query term in Python is too slow here; each term's BM25 weight per
document is computed once at build time, so a query is a handful of ``numpy.add.at`` calls --
the lexical channel then costs well under a millisecond per query on a few thousand passages,
which keeps hybrid's latency near chunk-only.

Fields (BM25F in its simplest sound form): a caller that wants the section title to count
more passes its tokens ``title_weight`` times; term frequencies and lengths then include them.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np


class BM25:
    """BM25 scores of a query against a fixed list of token lists (k1=1.2, b=0.75 by default)."""

    def __init__(self, documents: Sequence[Sequence[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.size = len(documents)
        lengths = np.array([len(d) for d in documents], dtype=np.float32)
        average = float(lengths.mean()) if self.size else 0.0
        postings: dict[str, tuple[list[int], list[int]]] = {}
        for index, document in enumerate(documents):
            for term, count in Counter(document).items():
                ids, counts = postings.setdefault(term, ([], []))
                ids.append(index)
                counts.append(count)
        self._postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for term, (ids, counts) in postings.items():
            idx = np.asarray(ids, dtype=np.int64)
            tf = np.asarray(counts, dtype=np.float32)
            df = len(ids)
            idf = math.log(1.0 + (self.size - df + 0.5) / (df + 0.5))
            norm = k1 * (1.0 - b + b * lengths[idx] / max(average, 1e-9))
            self._postings[term] = (idx, (idf * tf * (k1 + 1.0) / (tf + norm)).astype(np.float32))

    def scores(self, query: Sequence[str]) -> np.ndarray:
        """Score of every document; repeated query terms count once per repetition."""
        out = np.zeros(self.size, dtype=np.float32)
        for term, count in Counter(query).items():
            posting = self._postings.get(term)
            if posting is not None:
                np.add.at(out, posting[0], posting[1] * count)
        return out

    def top(self, query: Sequence[str], n: int) -> list[tuple[int, float]]:
        """Indexes and scores of the ``n`` best documents with a positive score, best first."""
        scores = self.scores(query)
        if n <= 0 or not self.size:
            return []
        n = min(n, self.size)
        best = np.argpartition(-scores, n - 1)[:n]
        best = best[np.lexsort((best, -scores[best]))]
        return [(int(i), float(scores[i])) for i in best if scores[i] > 0]

    def share(self, term: str) -> float:
        """The share of documents that contain ``term`` (0 when none does)."""
        posting = self._postings.get(term)
        return len(posting[0]) / self.size if posting is not None else 0.0

    def known(self, term: str) -> bool:
        """Whether any document contains ``term``."""
        return term in self._postings
