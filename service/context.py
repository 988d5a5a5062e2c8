"""Per-request context shared by the middleware that sets it and the error bodies that quote it."""

from __future__ import annotations

from contextvars import ContextVar

current_request_id: ContextVar[str] = ContextVar("edabot_request_id", default="")
