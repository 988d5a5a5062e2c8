"""Weighted reciprocal rank fusion: combine rankings whose scores live on different scales.

BM25 scores are unbounded and query-dependent, cosine similarities are not; ranks are the
common currency. ``score(d) = sum_i w_i / (k + rank_i(d))`` over the rankings that contain d.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)


def rank_scores(scores: Mapping[K, float]) -> list[K]:
    """Keys best first (ties broken by key, so fusion is deterministic)."""
    return [key for key, _ in sorted(scores.items(), key=lambda item: (-item[1], str(item[0])))]


def rrf(rankings: Sequence[Sequence[K]], weights: Sequence[float], k: int = 60) -> dict[K, float]:
    """Fused score of every key that appears in any ranking (ranks are 1-based)."""
    if len(rankings) != len(weights):
        raise ValueError("one weight per ranking")
    fused: dict[K, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        if weight <= 0:
            continue
        for rank, key in enumerate(ranking, start=1):
            fused[key] = fused.get(key, 0.0) + weight / (k + rank)
    return fused
