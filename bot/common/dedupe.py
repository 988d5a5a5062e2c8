"""Remembers recently handled keys so retried or doubly delivered events are answered once.

Slack retries an event it thinks went unanswered and, with several bot replicas behind a load
balancer, any replica may get the retry. ``RedisDeduper`` keeps the memory in Redis
(``SET key NX EX``) so every replica agrees; ``Deduper`` is the in-process memory it falls
back to when Redis does not answer, which loses only cross-replica agreement, never an answer.
"""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Protocol

import structlog

log = structlog.get_logger(__name__)


class SeenKeys(Protocol):
    """``first(key)`` is true only the first time ``key`` is offered within the memory's lifetime."""

    def first(self, key: Hashable) -> bool: ...


class Deduper:
    """A bounded set with expiry, in this process only."""

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


class RedisDeduper:
    """Shared by every replica that uses the same Redis and ``namespace``."""

    def __init__(self, redis_url: str, namespace: str, ttl_s: int = 900, timeout_s: float = 0.5) -> None:
        import redis

        self._redis = redis.Redis.from_url(redis_url, socket_timeout=timeout_s, socket_connect_timeout=timeout_s)
        self._errors: tuple[type[Exception], ...] = (redis.exceptions.RedisError, OSError)
        self._prefix = f"edabot:seen:{namespace}:"
        self._ttl_s = ttl_s
        self._fallback = Deduper(ttl_s=ttl_s)

    def first(self, key: Hashable) -> bool:
        name = self._prefix + json.dumps(key, default=str)
        try:
            return bool(self._redis.set(name, 1, nx=True, ex=self._ttl_s))
        except self._errors as exc:
            log.warning("dedupe.redis_unavailable", error=type(exc).__name__)
            return self._fallback.first(key)


__all__ = ["Deduper", "RedisDeduper", "SeenKeys"]
