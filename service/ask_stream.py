"""``POST /v1/ask`` with ``"stream": true``: the answer as Server-Sent Events.

Events, in order: ``status`` (``{"stage": "searching"}``, then ``"writing"`` when a model starts),
``delta`` (``{"text"}``: model tokens as they arrive, or the sentences of an answer no model
wrote), then exactly one of ``final`` (the same object as the JSON endpoint's body) or
``error`` (``{"error": {"code", "message", "request_id"}}``). The answer is computed in a worker
thread; when the client disconnects, the next model delta raises ``StreamCancelled`` there,
which closes the connection to the LLM server and so stops the generation.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Callable
from typing import Any

from starlette.requests import Request

from edabot.errors import EdabotError
from edabot.types import Answer
from retrieval.generators.streaming import StreamCancelled, streaming_to
from service.http_errors import error_body, status_of
from service.models import AnswerOut
from text.sentences import split_sentences

_POLL_S = 0.25
"""How often a silent stream checks whether its client is still there."""

Answerer = Callable[[], Answer]


def sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


async def stream_answer(request: Request, answer: Answerer, record: Callable[[AnswerOut], None]) -> AsyncIterator[bytes]:
    """The SSE body for one question; ``answer`` runs in a thread, ``record`` stores the result."""
    loop = asyncio.get_running_loop()
    deltas: asyncio.Queue[str] = asyncio.Queue()
    gone = threading.Event()

    def sink(text: str) -> None:
        if gone.is_set():
            raise StreamCancelled
        loop.call_soon_threadsafe(deltas.put_nowait, text)

    def work() -> Answer:
        with streaming_to(sink):
            return answer()

    yield sse("status", {"stage": "searching"})
    task = loop.run_in_executor(None, work)
    streamed = False
    try:
        while not (task.done() and deltas.empty()):
            try:
                text = await asyncio.wait_for(deltas.get(), _POLL_S)
            except TimeoutError:
                if await request.is_disconnected():
                    return
                continue
            if not streamed:
                yield sse("status", {"stage": "writing"})
                streamed = True
            yield sse("delta", {"text": text})
        async for event in _finish(task, streamed, record):
            yield event
    finally:
        gone.set()  # however the stream ends (done, hung up, cancelled by the server), stop the model


async def _finish(task: asyncio.Future[Answer], streamed: bool, record: Callable[[AnswerOut], None]) -> AsyncIterator[bytes]:
    try:
        answer = await task
    except EdabotError as exc:
        _, code = status_of(exc)
        yield sse("error", error_body(code, exc.user_message))
        return
    if not streamed:
        for sentence in split_sentences(answer.answer):
            yield sse("delta", {"text": sentence + " "})
    out = AnswerOut.new(answer)
    await asyncio.to_thread(record, out)
    yield sse("final", out.model_dump())


__all__ = ["sse", "stream_answer"]
