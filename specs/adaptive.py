"""Adaptive top-K: keep adding passages only while they add information (ChipMind).

Start with ``k0`` passages; look at the next ``step``; keep them only if the evidence summary
moves: ``1 - cos(summary before, summary after) > tau``. Offline the summary is the
centroid of the passages' embeddings. ``k_max`` is never exceeded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class AdaptiveParams:
    k0: int = 4
    step: int = 2
    tau: float = 0.005


def information_gain(before: np.ndarray, after: np.ndarray) -> float:
    """``1 - cos`` between two evidence summaries (centroids); 1.0 when ``before`` is empty."""
    if not len(before):
        return 1.0
    a, b = before.mean(axis=0), after.mean(axis=0)
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return 1.0 if norm == 0 else 1.0 - float(a @ b) / norm


def adaptive_cut(vectors: Sequence[np.ndarray], k_max: int, params: AdaptiveParams) -> tuple[int, list[float]]:
    """How many of the ranked passages to keep, and the gain of every batch looked at."""
    total = min(len(vectors), k_max)
    if total == 0:
        return 0, []
    matrix = np.stack(list(vectors[:total]))
    kept = min(params.k0, total)
    gains: list[float] = []
    while kept < total:
        nxt = min(kept + params.step, total)
        gain = information_gain(matrix[:kept], matrix[:nxt])
        gains.append(gain)
        if gain <= params.tau:
            break
        kept = nxt
    return kept, gains


__all__ = ["AdaptiveParams", "adaptive_cut", "information_gain"]
