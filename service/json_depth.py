"""Refuse JSON bodies nested deeper than any request of the API, before a parser recurses into them.

Python's ``json`` and pydantic recurse once per level, so 50,000 ``[`` end in a RecursionError
(a 500) on one route and a vague 400 on another. The scan counts brackets outside strings while
the app reads the body, chunk by chunk: each step is one C-level regex match, and a string of any
length is one step, so it holds nothing beyond the chunk in hand and costs little next to parsing.
"""

from __future__ import annotations

import re

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_JSON_DEPTH = 32
"""Deepest nesting a request body may have; the deepest valid one (``/v1/ask`` with ``context``) has 2."""

_STRING_REST = re.compile(rb'[^"\\]*+(?:\\.[^"\\]*+)*+', re.DOTALL)
"""The rest of a string up to its closing quote, or to a backslash that ends the chunk."""
_STRUCTURE = re.compile(rb'[\[\]{}"]')
_QUOTE, _BACKSLASH = ord('"'), ord("\\")
_OPENERS = frozenset(b"[{")


class DepthScanner:
    """The bracket depth of a JSON text fed in chunks; ``feed`` turns False once it passes ``limit``."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.depth = 0
        self._in_string = False
        self._escaped = False  # the last chunk ended on a backslash inside a string

    def feed(self, chunk: bytes) -> bool:
        pos = 0
        if self._escaped and chunk:
            pos, self._escaped = 1, False
        while pos < len(chunk) and self.depth <= self.limit:
            pos = self._past_string(chunk, pos) if self._in_string else self._past_structure(chunk, pos)
        return self.depth <= self.limit

    def _past_string(self, chunk: bytes, pos: int) -> int:
        end = _STRING_REST.match(chunk, pos).end()  # type: ignore[union-attr]  # matches the empty string too
        if end == len(chunk):
            return end
        if chunk[end] == _BACKSLASH:  # the last byte; the byte it escapes opens the next chunk
            self._escaped = True
            return len(chunk)
        self._in_string = False
        return end + 1

    def _past_structure(self, chunk: bytes, pos: int) -> int:
        found = _STRUCTURE.search(chunk, pos)
        if found is None:
            return len(chunk)
        byte = chunk[found.start()]
        if byte == _QUOTE:
            self._in_string = True
        else:
            self.depth += 1 if byte in _OPENERS else -1
        return found.end()


def _declares_json(scope: Scope) -> bool:
    """What FastAPI parses as JSON: no content type, ``application/json`` or ``application/*+json``."""
    value = next((v for k, v in scope["headers"] if k == b"content-type"), b"")
    media = value.decode("latin-1").split(";", 1)[0].strip().lower()
    return not media or media == "application/json" or (media.startswith("application/") and media.endswith("+json"))


class JsonDepthMiddleware:
    """Pure ASGI middleware: the body of a JSON request passes a ``DepthScanner`` as the app reads it.

    Too deep a body raises a 400 from ``receive``: FastAPI lets an HTTPException raised while
    reading a body through, and ``service.http_errors`` renders it as the API's error body.
    """

    def __init__(self, app: ASGIApp, max_depth: int = MAX_JSON_DEPTH) -> None:
        self.app = app
        self.max_depth = max_depth

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not _declares_json(scope):
            await self.app(scope, receive, send)
            return
        scanner = DepthScanner(self.max_depth)

        async def receive_scanned() -> Message:
            message = await receive()
            if message["type"] == "http.request" and not scanner.feed(message.get("body", b"")):
                raise HTTPException(400, f"the JSON body is nested more than {self.max_depth} levels")
            return message

        await self.app(scope, receive_scanned, send)


__all__ = ["MAX_JSON_DEPTH", "DepthScanner", "JsonDepthMiddleware"]
