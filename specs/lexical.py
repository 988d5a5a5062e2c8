"""The lexical side of spec retrieval: BM25 over passages and term rarity over sentences.

Both use the project's one BM25 (``index.bm25``, with Okapi's k1 of 1.5 here) and its one
definition of a term (``text.tokens.terms``: identifiers stay
whole and also yield their parts), so ``rx_watermark`` in a question meets ``rx_watermark``
in a register row. Rarity (inverse document frequency over the scope's sentences) decides how
much a name the question uses may pull the walk: ``AND`` in a truth table is a name node too,
but as a word it is everywhere, so it weighs nothing.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np

from index.bm25 import BM25
from specs.model import Passage, Sentence
from text.tokens import terms


class Lexicon:
    """BM25 over a list of passages, and sentence document frequencies of terms."""

    def __init__(self, passages: Sequence[Passage], sentences: Sequence[Sentence]) -> None:
        corpus = [terms(f"{p.section} {p.text}") for p in passages]
        self.bm25 = BM25(corpus, k1=1.5) if corpus else None
        self.df: Counter[str] = Counter()
        for sentence in sentences:
            self.df.update(set(terms(sentence.text)))
        self.n = max(len(sentences), 1)

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every passage for ``query`` (zeros when it has no terms)."""
        words = terms(query)
        if self.bm25 is None or not words:
            return np.zeros(0 if self.bm25 is None else self.bm25.size)
        return np.asarray(self.bm25.scores(words), dtype=np.float64)

    def rarity(self, key: str) -> float:
        """Inverse sentence frequency of a name key; 0 for stopwords and words in most sentences."""
        words = terms(key.replace(".", " ")) if "." in key else terms(key)
        if not words:
            return 0.0
        whole = key if key in self.df else words[0]
        return max(0.0, math.log((self.n + 1) / (self.df.get(whole, 0) + 1)))


__all__ = ["Lexicon"]
