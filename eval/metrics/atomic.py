"""Atomic-ROUGE (docs/evaluation.md, "Metrics"): precision/recall/F1 over atomic facts.

Answers and references are split into minimal facts -- by the configured LLM when there is
one, else by a deterministic clause splitter -- and a fact counts as matched when its
cosine similarity to some fact on the other side (base-encoder embeddings) reaches the
threshold; with an LLM judge, that best candidate must also be confirmed as the same fact.
precision = matched answer facts / answer facts, recall = matched reference facts /
reference facts, F1 their harmonic mean.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from index.encoder import Encoder
from text.sentences import LIST_MARKER, split_sentences

_CITATION = re.compile(r"\s*\[\d+(?:\s*[,-]\s*\d+)*\]")
_CLAUSE_BREAK = re.compile(r";\s+|,\s+(?=(?:and|but|whereas|while|so)\s)")
_MIN_WORDS = 3

Confirm = Callable[[str, str], bool]
"""``confirm(fact, candidate)``: whether two facts state the same thing (an LLM judge)."""


class FactSplitter(Protocol):
    """Turns a text into a list of atomic facts."""

    def split(self, text: str) -> list[str]: ...


class ClauseSplitter:
    """Deterministic offline splitter: sentences, then clauses at ``;`` and ``, and/but/...``.

    Fragments shorter than three words are merged into the previous fact, so that a
    dangling "and so on" does not count as a fact of its own.
    """

    def split(self, text: str) -> list[str]:
        facts: list[str] = []
        for line in _CITATION.sub("", text).splitlines():
            for sentence in split_sentences(LIST_MARKER.sub("", line)):
                for clause in _CLAUSE_BREAK.split(sentence):
                    _append_fact(facts, clause)
        return facts


def _append_fact(facts: list[str], clause: str) -> None:
    clause = re.sub(r"^(?:and|but|whereas|while|so)\s+", "", clause.strip()).strip(" .,;")
    if not clause:
        return
    if len(clause.split()) < _MIN_WORDS and facts:
        facts[-1] = f"{facts[-1]} {clause}"
    else:
        facts.append(clause)


class CachedEncoder:
    """Remembers fact vectors: references recur in every mode and answers often repeat across modes."""

    def __init__(self, encoder: Encoder) -> None:
        self.name = encoder.name
        self._encoder = encoder
        self._cache: dict[str, np.ndarray] = {}

    def encode(self, texts: list[str]) -> np.ndarray:
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if missing:
            self._cache.update(zip(missing, self._encoder.encode(missing), strict=True))
        return np.stack([self._cache[t] for t in texts]) if texts else np.zeros((0, 0), dtype=np.float32)


@dataclass(frozen=True)
class AtomicScore:
    """Atomic-ROUGE of one answer, with the fact counts behind it."""

    precision: float
    recall: float
    f1: float
    answer_facts: int
    reference_facts: int


def atomic_rouge(
    answer: str,
    reference: str,
    encoder: Encoder,
    threshold: float,
    splitter: FactSplitter | None = None,
    confirm: Confirm | None = None,
) -> AtomicScore | None:
    """Score ``answer`` against ``reference``; None when the reference states no fact."""
    splitter = splitter or ClauseSplitter()
    reference_facts = splitter.split(reference)
    if not reference_facts:
        return None
    answer_facts = splitter.split(answer)
    if not answer_facts:
        return AtomicScore(0.0, 0.0, 0.0, 0, len(reference_facts))
    vectors = encoder.encode(answer_facts + reference_facts)
    similarity = vectors[: len(answer_facts)] @ vectors[len(answer_facts) :].T
    precision = _matched_share(answer_facts, reference_facts, similarity, threshold, confirm)
    recall = _matched_share(reference_facts, answer_facts, similarity.T, threshold, confirm)
    f1 = 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)
    return AtomicScore(precision, recall, f1, len(answer_facts), len(reference_facts))


def _matched_share(
    facts: Sequence[str], others: Sequence[str], similarity: np.ndarray, threshold: float, confirm: Confirm | None
) -> float:
    """Share of ``facts`` whose best counterpart in ``others`` is similar enough (and confirmed)."""
    matched = 0
    for i, fact in enumerate(facts):
        best = int(np.argmax(similarity[i]))
        if similarity[i, best] >= threshold and (confirm is None or confirm(fact, others[best])):
            matched += 1
    return matched / len(facts)


__all__ = ["AtomicScore", "CachedEncoder", "ClauseSplitter", "Confirm", "FactSplitter", "atomic_rouge"]
