"""Retrieval modes served by spec QA; a module of its own so the engine imports it for free."""

SPEC_MODES: tuple[str, ...] = ("spec", "graph", "spec-single")
"""spec: the full method (multi-hop, intent filter, adaptive top-K); graph: fixed top-K personalized
PageRank over the graph, one pass, no filter (the ablation baseline); spec-single: one pass of the
full retrieval without iterative reasoning."""

SPEC_MAX_K = 20
"""Most passages a spec mode returns; the API's request model and spec retrieval both hold to it."""

__all__ = ["SPEC_MAX_K", "SPEC_MODES"]
