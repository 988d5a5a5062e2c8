"""Remembers recently handled keys so retried or doubly delivered events are answered once."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable


class Deduper:
    """A bounded set with expiry: ``first(key)`` is true only the first time within ``ttl_s``."""

    def __init__(self, ttl_s: float = 900.0, max_items: int = 10_000, clock: Callable[[], float] = time.monotonic) -> None:
        self._ttl_s = ttl_s
        self._max_items = max_items
        self._clock = clock
        self._seen: OrderedDict[Hashable, float] = OrderedDict()

    def first(self, key: Hashable) -> bool:
        now = self._clock()
        self._expire(now)
        if key in self._seen:
            return False
        self._seen[key] = now
        if len(self._seen) > self._max_items:
            self._seen.popitem(last=False)
        return True

    def _expire(self, now: float) -> None:
        while self._seen:
            key, seen_at = next(iter(self._seen.items()))
            if now - seen_at < self._ttl_s:
                return
            del self._seen[key]


__all__ = ["Deduper"]
