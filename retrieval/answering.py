"""Question answering over retrieved evidence, with abstention when the evidence is weak.

Weak means: the question names an identifier (a command, option or file) that no passage
mentions, or it names none and the best passage is not similar enough to it. Saying "not covered"
is better than a fluent answer about the wrong command.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from edabot.types import Answer, Evidence
from ingest.vector_index import VectorIndex
from retrieval.embedding import Encoder
from retrieval.generators.base import Generator, abstention
from retrieval.retriever import Retriever
from retrieval.text import identifiers, terms


def _identifiers(text: str) -> set[str]:
    """Named commands, switches, files and message codes, as the evidence's terms spell them."""
    return {name.lstrip("-") for name in identifiers(text)}


class QuestionAnswerer:
    """retrieve -> judge support -> generate (or abstain)."""

    def __init__(
        self, retriever: Retriever, generator: Generator, base: Encoder, vectors: VectorIndex, threshold: float
    ) -> None:
        self.retriever, self.generator, self.base, self.vectors = retriever, generator, base, vectors
        self.threshold = threshold

    def ask(
        self, question: str, scopes: Sequence[str], k: int = 5, mode: str = "hybrid", context: Sequence[str] = ()
    ) -> Answer:
        return self.answer(question, self.retriever.retrieve(question, scopes, k, mode), context)

    def answer(self, question: str, evidence: Sequence[Evidence], context: Sequence[str] = ()) -> Answer:
        """Judge support of already-retrieved evidence, then generate or abstain."""
        if not evidence:
            return abstention(evidence)
        seen = set(terms(" ".join(e.text for e in evidence)))
        names = _identifiers(question)
        # `-switch_cell` is answered by a passage about `-power_switch_cell`: substrings count.
        missing = {name for name in names if not any(name in term for term in seen)}
        if missing:
            return abstention(evidence, note=f"not mentioned in any passage: {', '.join(sorted(missing))}")
        # Every named identifier found is lexical support that a small encoder may not see.
        if not names and self.support(question, evidence) < self.threshold:
            return abstention(evidence)
        return self.generator.generate(question, evidence, context)

    def support(self, question: str, evidence: Sequence[Evidence]) -> float:
        """Best base-encoder similarity between the question and a passage, whatever the mode."""
        vectors = self.vectors.chunk_vectors([e.chunk_id for e in evidence], func=False)
        if not vectors:
            return 0.0
        query = self.base.encode([question])[0]
        return float(np.max(np.stack(list(vectors.values())) @ query))
