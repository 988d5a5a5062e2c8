"""Personalized PageRank over a weighted undirected edge list (numpy power iteration).

The graph is small enough (tens of thousands of nodes) that a sparse product written with
``np.bincount`` converges in a few milliseconds; no graph library is needed.
"""

from __future__ import annotations

import numpy as np


def personalized_pagerank(
    n: int,
    src: np.ndarray,
    dst: np.ndarray,
    weight: np.ndarray,
    seeds: dict[int, float],
    damping: float = 0.5,
    iterations: int = 50,
    tolerance: float = 1e-8,
) -> np.ndarray:
    """Stationary mass of a walk that restarts at ``seeds`` with probability ``1 - damping``.

    Edges are directed ``src -> dst``; pass both directions for an undirected graph. Mass at
    nodes without out-edges returns to the seeds, so the result always sums to 1.
    """
    if n == 0 or not seeds:
        return np.zeros(n)
    restart = np.zeros(n)
    for node, value in seeds.items():
        restart[node] += max(value, 0.0)
    if restart.sum() <= 0:
        return np.zeros(n)
    restart /= restart.sum()
    out_weight = np.bincount(src, weights=weight, minlength=n)
    share = weight / np.where(out_weight[src] > 0, out_weight[src], 1.0)
    dangling = out_weight == 0
    rank = restart.copy()
    for _ in range(iterations):
        spread = np.bincount(dst, weights=rank[src] * share, minlength=n)
        new = (1 - damping) * restart + damping * (spread + rank[dangling].sum() * restart)
        if np.abs(new - rank).sum() < tolerance:
            return new
        rank = new
    return rank


__all__ = ["personalized_pagerank"]
