"""Blocking work of a request (files, archives, parsing) in worker threads, a bounded number at once.

An ``async def`` handler that lists a 1 MB tar.gz unpacking to 1 GiB on the event loop stalls every
request of the process, ``/healthz`` included, for seconds. ``ThreadLimit.run`` runs such work in a worker
thread instead, and its own ``anyio.CapacityLimiter`` keeps many big uploads from taking every thread of
the default pool, which the API's sync routes (``/healthz``, ``/readyz``, ``/v1/jobs``) run on.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import anyio.to_thread
from anyio import CapacityLimiter
from anyio.lowlevel import RunVar

T = TypeVar("T")


class ThreadLimit:
    """Runs blocking calls in worker threads, at most ``threads`` of them at once per event loop.

    A limiter belongs to the event loop it was made in, so each loop serving the app (one per uvicorn
    worker process; one per request under Starlette's test client) gets its own, of the same size.
    """

    def __init__(self, threads: int) -> None:
        if threads < 1:
            raise ValueError(f"threads must be at least 1, not {threads}")
        self.threads = threads
        self._limiter: RunVar[CapacityLimiter] = RunVar("edabot_thread_limit")  # keyed by this object

    def limiter(self) -> CapacityLimiter:
        """This event loop's limiter (must be called from a task of that loop)."""
        try:
            return self._limiter.get()
        except LookupError:
            limiter = CapacityLimiter(self.threads)
            self._limiter.set(limiter)
            return limiter

    async def run(self, func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``func(*args, **kwargs)`` in a worker thread once one of the ``threads`` is free.

        Cancelling the caller waits for a call already running to return (a thread cannot be stopped).
        """
        return await anyio.to_thread.run_sync(functools.partial(func, *args, **kwargs), limiter=self.limiter())


__all__ = ["ThreadLimit"]
