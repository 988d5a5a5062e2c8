"""Weighted reciprocal rank fusion: combine rankings whose scores live on different scales.

BM25 scores are unbounded and query-dependent, cosine similarities are not; ranks are the
common currency. ``score(d) = sum_i w_i / (k + rank_i(d))`` over the rankings that contain d.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from typing import TypeVar

import numpy as np

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")
R = TypeVar("R", float, np.ndarray)


def reciprocal_rank(rank: R, k: float, weight: float = 1.0) -> R:
    """The one RRF term, ``weight / (k + rank)`` (rank 1 = best), for a rank or an array of ranks."""
    return weight / (k + rank)


def rank_scores(scores: Mapping[K, float]) -> list[K]:
    """Keys best first (ties broken by key, so fusion is deterministic)."""
    return [key for key, _ in sorted(scores.items(), key=lambda item: (-item[1], str(item[0])))]


def rrf(rankings: Sequence[Sequence[K]], weights: Sequence[float], k: float = 60) -> dict[K, float]:
    """Fused score of every key that appears in any ranking (ranks are 1-based)."""
    if len(rankings) != len(weights):
        raise ValueError("one weight per ranking")
    fused: dict[K, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        if weight <= 0:
            continue
        for rank, key in enumerate(ranking, start=1):
            fused[key] = fused.get(key, 0.0) + reciprocal_rank(rank, k, weight)
    return fused


def reciprocal_ranks(scores: np.ndarray, k: float) -> np.ndarray:
    """The array form of one ranking: each item's RRF term from a score vector (rank 1 = the highest
    score, ties broken by position); zeros when no score is positive (a channel that found nothing votes for nothing)."""
    if not len(scores) or not np.any(scores > 0):
        return np.zeros(len(scores))
    return reciprocal_rank(score_ranks(scores), k)


def score_ranks(scores: np.ndarray) -> np.ndarray:
    """The 1-based rank of every item of a score vector (the highest score is 1; ties by position)."""
    order = np.argsort(-scores, kind="stable")
    ranks = np.empty(len(scores), dtype=int)
    ranks[order] = np.arange(1, len(scores) + 1)
    return ranks


def reserve_and_fuse(
    rankings: Sequence[Sequence[T]],
    k: int,
    key: Callable[[T], Hashable],
    reserved: Sequence[int],
    repeats: Callable[[T, Sequence[T]], bool],
    rrf_k: float = 60,
    weights: Sequence[float] = (),
    vetted: Collection[int] = (),
    absorbs: Callable[[T, T], bool] | None = None,
) -> list[T]:
    """The top ``k`` of several rankings: each ranking in ``reserved`` first earns one slot, the rest go by fusion.

    A multi-part question is retrieved once as a whole and once per part. Fused alone, the
    document that matches the whole best wins every slot and a part about another tool gets
    none; so each part's best item not already taken (nor ``repeats`` of one taken) is kept
    first, in part order, and the remaining slots go by reciprocal rank fusion of all the
    rankings: one document holds only the slots it wins. The result is in that order: the reserved items,
    then the rest by fused score (ties: first seen); ask for more than you show to keep spares.

    A ranking in ``vetted`` earns its slot only with an item that ``repeats`` one of the first ranking's (the whole
    question's): a part asked in plain words ("how can I see which candidates were considered") has lost the
    context the question gave it, and its own best item is often about something else; if none of its items is
    among the question's, it competes in the fusion only.

    An item that ``absorbs`` one already chosen (a wider window of the same text) replaces it in place rather than
    being skipped as its repeat.
    """
    fused = rrf([[key(item) for item in ranking] for ranking in rankings], list(weights) or [1.0] * len(rankings), rrf_k)
    best: dict[Hashable, T] = {}
    for ranking in rankings:
        for item in ranking:
            best.setdefault(key(item), item)
    chosen: list[T] = []
    for number in reserved:
        for item in rankings[number]:
            if number in vetted and not repeats(item, rankings[0]):
                continue
            if len(chosen) < k and not repeats(item, chosen):
                chosen.append(item)
                break
    # Ties keep the order of first appearance: the earlier ranking, then the better rank.
    for name in sorted(best, key=lambda name: -fused[name]):
        if len(chosen) >= k:
            break
        item = best[name]
        narrower = next((i for i, shown in enumerate(chosen) if absorbs and absorbs(item, shown)), None)
        if narrower is not None and not repeats(item, chosen[:narrower] + chosen[narrower + 1:]):
            chosen[narrower] = item
        elif not repeats(item, chosen):
            chosen.append(item)
    return chosen
