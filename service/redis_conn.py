"""Redis connections for the API (fail fast) and for workers (long blocking reads)."""

from __future__ import annotations

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from edabot.settings import ServiceSettings

REDIS_ERRORS: tuple[type[Exception], ...] = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError)
"""What a dead or unreachable Redis raises; the API turns these into 503."""


def api_redis(settings: ServiceSettings) -> redis.Redis:
    """A client whose every call gives up after ``redis_timeout_s``, so requests never hang.

    redis-py reconnects on the next call by itself, so the API recovers when Redis returns.
    """
    timeout = settings.redis_timeout_s
    return redis.Redis.from_url(
        settings.redis_url,
        socket_connect_timeout=timeout,
        socket_timeout=timeout,
        retry=Retry(NoBackoff(), 1),
    )


def worker_redis(settings: ServiceSettings) -> redis.Redis:
    """A client without a read timeout: RQ blocks on the queue for minutes at a time."""
    return redis.Redis.from_url(settings.redis_url, socket_connect_timeout=5, health_check_interval=30)
