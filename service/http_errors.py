"""The one JSON error shape of the API and the mapping from edabot errors to HTTP statuses.

Every error body is ``{"error": {"code", "message", "request_id"}}``; messages are the
short ``user_message`` of edabot errors, details go only to the log.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.routing import Match

from edabot.errors import (
    BadInputError,
    ConfigError,
    EdabotError,
    GeneratorError,
    IndexNotEmbeddedError,
    NotFoundError,
    StoreError,
)
from service.context import current_request_id
from service.kinds import UnsupportedTypeError
from service.models import ErrorOut
from service.redis_conn import REDIS_ERRORS
from service.uploads import TooLargeError

# Most specific first: the first class the error is an instance of decides.
_STATUS: tuple[tuple[type[EdabotError], int, str], ...] = (
    (TooLargeError, 413, "too_large"),
    (UnsupportedTypeError, 415, "unsupported_type"),
    (NotFoundError, 404, "not_found"),
    (BadInputError, 400, "bad_input"),
    (StoreError, 503, "store_unavailable"),
    (IndexNotEmbeddedError, 503, "index_not_embedded"),
    (GeneratorError, 502, "generator_failed"),
    (ConfigError, 500, "misconfigured"),
)
_HTTP_CODES = {400: "bad_input", 401: "unauthorized", 404: "not_found", 405: "method_not_allowed", 413: "too_large", 415: "unsupported_type"}
ErrorResponses = dict[int | str, dict[str, Any]]
_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE")


def error_responses(**described: str) -> ErrorResponses:
    """OpenAPI ``responses`` for error statuses, all with the error body (``status_400="..."``).

    FastAPI would document its own ``{"detail": ...}`` shape for 422 otherwise, which no route returns.
    """
    return {int(key.removeprefix("status_")): {"model": ErrorOut, "description": text}
            for key, text in described.items()}


V1_ERRORS = error_responses(status_400="Bad input (the message says what to change).",
                            status_401="Missing or wrong bearer token.",
                            status_422="Request does not match the schema.")
NOT_FOUND = error_responses(status_404="No such object in the scope.")
REDIS_DOWN_MESSAGE = "the job queue (Redis) is unreachable; try again in a moment"
RETRY_AFTER = {"Retry-After": "5"}
"""Sent with every 503: a dependency is down, and clients (the bots, load balancers) should come back."""


def error_body(code: str, message: str) -> dict[str, dict[str, str]]:
    """The one error shape of the API, in JSON replies and in the ``error`` event of a stream."""
    return {"error": {"code": code, "message": message, "request_id": current_request_id.get()}}


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(error_body(code, message), status_code=status, headers=headers)


def internal_error() -> JSONResponse:
    return error_response(500, "internal", "internal error; quote the request id when reporting it")


def status_of(exc: EdabotError) -> tuple[int, str]:
    for cls, status, code in _STATUS:
        if isinstance(exc, cls):
            return status, code
    return 500, "internal"


async def _edabot_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, EdabotError)
    status, code = status_of(exc)
    return error_response(status, code, exc.user_message, headers=RETRY_AFTER if status == 503 else None)


async def _redis_error(_: Request, exc: Exception) -> JSONResponse:
    return error_response(503, "queue_unavailable", REDIS_DOWN_MESSAGE, headers=RETRY_AFTER)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    code = _HTTP_CODES.get(exc.status_code, "http_error")
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        headers["Allow"] = _allowed_methods(request)
    return error_response(exc.status_code, code, str(exc.detail), headers=headers)


def _allowed_methods(request: Request) -> str:
    """Every method the path serves: Starlette's 405 names those of the first route it tried only."""
    routes = request.app.router.routes
    served = [method for method in _METHODS
              if any(route.matches({**request.scope, "method": method})[0] is Match.FULL for route in routes)]
    return ", ".join(served)


async def _validation_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'][1:]) or 'body'}: {e['msg']}" for e in exc.errors())
    return error_response(422, "invalid_request", problems or "invalid request")


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(EdabotError, _edabot_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    for exc_type in REDIS_ERRORS:
        app.add_exception_handler(exc_type, _redis_error)
