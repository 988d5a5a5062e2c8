"""Token deltas of an answer while a model writes it, for clients that stream (SSE, chat streams).

Streaming belongs to one request, not to the pipeline: the service opens ``streaming_to(sink)``
around one ask, and the OpenAI backend, finding a sink, asks the server for a streamed
completion and hands every delta to it. Everything between (routing to doc, run or spec QA,
retrieval, abstention) is untouched, and answers no model writes (extractive, run QA,
abstentions) produce no deltas: the service streams their final text instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

DeltaSink = Callable[[str], None]
"""Receives each piece of text as the model produces it; raises StreamCancelled to stop it."""

_sink: ContextVar[DeltaSink | None] = ContextVar("edabot_delta_sink", default=None)


class StreamCancelled(Exception):
    """The client that wanted the stream went away: stop generating."""


@contextmanager
def streaming_to(sink: DeltaSink) -> Iterator[None]:
    """Send model deltas produced in this context (this thread or task) to ``sink``."""
    token = _sink.set(sink)
    try:
        yield
    finally:
        _sink.reset(token)


def current_sink() -> DeltaSink | None:
    return _sink.get()


__all__ = ["DeltaSink", "StreamCancelled", "current_sink", "streaming_to"]
