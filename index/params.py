"""What every fused retrieval's knobs share: doc retrieval (``retrieval.retriever.RetrievalParams``)
and spec retrieval (``specs.retriever.SpecParams``) both extend this base.

Only knobs with the same meaning on both sides belong here. The fusion constant does: both rank
by reciprocal rank fusion (``index.fusion``). Pool sizes do not: hybrid's ``dense_pool`` counts
chunks fed to fusion, spec retrieval's ``dense_seeds`` counts sentences that seed a graph walk.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FusionParams:
    """The knobs of reciprocal rank fusion."""

    rrf_k: float = 60.0
    """``k`` of ``1 / (k + rank)``: the larger, the flatter the fused vote between the head and the tail of each ranking."""


__all__ = ["FusionParams"]
