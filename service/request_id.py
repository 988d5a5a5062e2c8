"""Request ids: taken from ``X-Request-ID`` when sane, otherwise made up; echoed on every response.

The id is bound into structlog's context variables so every log line of the request
carries it, and error bodies quote it so a user can report it.
"""

from __future__ import annotations

import re
import uuid

import structlog
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.context import current_request_id
from service.http_errors import internal_error

log = structlog.get_logger()

HEADER = "X-Request-ID"
_SANE = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


def _incoming(scope: Scope) -> str | None:
    for key, value in scope.get("headers", []):
        if key == b"x-request-id":
            text = value.decode("latin-1")
            return text if _SANE.match(text) else None
    return None


class RequestIdMiddleware:
    """Pure ASGI middleware (no body buffering) that assigns and echoes the request id."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _incoming(scope) or uuid.uuid4().hex
        token = current_request_id.set(request_id)
        structlog.contextvars.bind_contextvars(request_id=request_id)

        started = False

        async def send_with_id(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != b"x-request-id"]
                headers.append((b"x-request-id", request_id.encode()))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            # Answer here, while the request id is still known; Starlette's own 500 would lose it.
            log.exception("unhandled error")
            if started:
                raise
            await internal_error()(scope, receive, send_with_id)
        finally:
            structlog.contextvars.unbind_contextvars("request_id")
            current_request_id.reset(token)
