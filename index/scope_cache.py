"""A value built per scope set and kept until the store it was built from changes.

Doc retrieval keeps its sections (``retrieval.sections.SectionCache``) and spec retrieval its
graph (``specs.graph.GraphCache``) this way: building either reads every row of the scopes, so
it happens once per scope set and again only after an ingest moves the store's generation.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")


class ScopeCache(Generic[T]):
    """``get(scopes)`` builds with ``build(sorted scopes)`` on first use and whenever ``generation()`` moves."""

    def __init__(self, generation: Callable[[], int], build: Callable[[tuple[str, ...]], T]) -> None:
        self._generation = generation
        self._build = build
        self._cache: dict[tuple[str, ...], tuple[int, T]] = {}
        self._lock = threading.Lock()

    def get(self, scopes: Sequence[str]) -> T:
        key = tuple(sorted(scopes))
        generation = self._generation()
        with self._lock:
            cached = self._cache.get(key)
            if cached is None or cached[0] != generation:
                cached = self._cache[key] = (generation, self._build(key))
            return cached[1]


__all__ = ["ScopeCache"]
