"""``service.thread_limit``: blocking upload work in worker threads, a bounded number at once."""

from __future__ import annotations

import threading

import anyio
import pytest

from service.thread_limit import ThreadLimit


async def test_the_thread_limit_bounds_how_many_calls_run_at_once() -> None:
    """Many uploads at once take at most ``threads`` worker threads; the rest wait without blocking the loop."""
    limit, running, peak, lock = ThreadLimit(2), [0], [0], threading.Lock()
    gate = threading.Event()

    def work(n: int) -> int:
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
        gate.wait(10)
        with lock:
            running[0] -= 1
        return n

    results: list[int] = []

    async def one(n: int) -> None:
        results.append(await limit.run(work, n))

    async with anyio.create_task_group() as group:
        for n in range(8):
            group.start_soon(one, n)
        with anyio.fail_after(10):
            while limit.limiter().borrowed_tokens < 2 or running[0] < 2:  # a token is borrowed before its thread runs
                await anyio.sleep(0.01)
        assert limit.limiter().statistics().tasks_waiting == 6  # the loop is free: this task runs meanwhile
        gate.set()
    assert sorted(results) == list(range(8)) and peak[0] == 2


def test_a_thread_limit_needs_a_thread() -> None:
    with pytest.raises(ValueError):
        ThreadLimit(0)
