"""Continuous requests against a running API, every reply kept with when it was sent and answered.

Fault tests stop a dependency while this load runs, then sort the replies by phase: a request
sent after the dependency went down and answered before it came back must be a 503, one sent
after recovery must succeed.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import httpx

Request = tuple[str, str, str, dict[str, Any] | None]
"""``(name, method, path, JSON body or None)``."""


@dataclass(frozen=True)
class Reply:
    """One request's outcome; ``status`` is None when no reply came within the client's timeout."""

    name: str
    sent: float
    answered: float
    status: int | None
    retry_after: str | None
    body: Any


class Load:
    """``threads`` clients sending ``requests`` round-robin to ``url`` until the ``with`` block ends."""

    def __init__(self, url: str, headers: dict[str, str], requests: Sequence[Request], threads: int = 2,
                 timeout_s: float = 60.0) -> None:
        self.url, self.headers, self.requests, self.timeout_s = url, headers, list(requests), timeout_s
        self._replies: list[Reply] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._run, args=(i,), daemon=True) for i in range(threads)]

    def __enter__(self) -> Load:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(self.timeout_s + 10)

    def _run(self, offset: int) -> None:
        order = itertools.islice(itertools.cycle(self.requests), offset, None)
        with httpx.Client(base_url=self.url, headers=self.headers, timeout=self.timeout_s) as client:
            for name, method, path, body in order:
                if self._stop.is_set():
                    return
                self._record(name, partial(client.request, method, path, json=body))

    def _record(self, name: str, send: Callable[[], httpx.Response]) -> None:
        sent = time.monotonic()
        try:
            response = send()
        except httpx.HTTPError:
            reply = Reply(name, sent, time.monotonic(), None, None, None)
        else:
            reply = Reply(name, sent, time.monotonic(), response.status_code, response.headers.get("Retry-After"),
                          _json_or_text(response))
        with self._lock:
            self._replies.append(reply)

    def replies(self, sent_after: float = 0.0, answered_before: float = float("inf")) -> list[Reply]:
        """Replies to requests sent after ``sent_after`` and answered before ``answered_before``."""
        with self._lock:
            return [r for r in self._replies if r.sent >= sent_after and r.answered < answered_before]


def _json_or_text(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return response.text
