"""Async HTTP client of the edabot service: the only way a bot reaches the engine.

Every failure becomes an ``EdabotError`` whose ``user_message`` can go straight into a
chat thread: ``ServiceUnavailable`` (down, slow, 5xx: retry later), ``BadInputError``
(the service refused an input and said why), ``NotFoundError`` and ``ConfigError``
(the bot's token was refused -- an operator problem, not the user's).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Literal
from urllib.parse import quote

import httpx
import structlog

from bot.common.models import AskResult, DocumentRow, JobRef, JobStatus
from edabot.errors import BadInputError, ConfigError, EdabotError, NotFoundError

log = structlog.get_logger()

Kind = Literal["auto", "doc", "run", "spec"]


class ServiceUnavailable(EdabotError):
    """The service could not be reached, timed out or failed; the user should retry later."""


class ServiceClient:
    """Calls the service's /v1 API with the bot's bearer token and a timeout on every call."""

    def __init__(
        self, base_url: str, token: str | None, timeout_s: float = 60.0, transport: httpx.AsyncBaseTransport | None = None
    ) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"), headers=headers, timeout=timeout_s, transport=transport
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def ask(self, question: str, scope: str, context: Sequence[str] = ()) -> AskResult:
        body = {"question": question, "scope": scope, "context": list(context)}
        return AskResult.model_validate(await self._call("POST", "/v1/ask", json=body))

    async def ask_stream(self, question: str, scope: str, context: Sequence[str] = ()) -> AsyncIterator[str | AskResult]:
        """The answer as the service streams it: text deltas (``str``), then the final ``AskResult``.

        An ``error`` event raises the same EdabotError the JSON endpoint's error would.
        """
        body = {"question": question, "scope": scope, "context": list(context), "stream": True}
        with _transport_errors("POST", "/v1/ask"):
            async with self._http.stream("POST", "/v1/ask", json=body) as response:
                if response.status_code >= 400:
                    await response.aread()
                    raise _error_for(response)
                async for event, data in _server_sent_events(response):
                    if event == "delta":
                        yield str(data["text"])
                    elif event == "final":
                        yield AskResult.model_validate(data)
                    elif event == "error":
                        raise _error_for(httpx.Response(500, json=data))

    async def retrieve(self, question: str, scope: str, k: int = 5, mode: str = "hybrid") -> list[dict[str, Any]]:
        """Evidence passages (source, lines, section, text, score) as the service returns them."""
        body = {"question": question, "scope": scope, "k": k, "mode": mode}
        return list((await self._call("POST", "/v1/retrieve", json=body))["results"])

    async def runs(self, scope: str, timeout_s: float | None = None) -> list[dict[str, Any]]:
        """The newest run of every design the scope sees, with its key metrics and run history."""
        data = await self._call("GET", "/v1/runs", params={"scope": scope}, timeout_s=timeout_s)
        return list(data.get("runs", []))

    async def run_summary(self, design: str, scope: str, timeout_s: float | None = None) -> dict[str, Any]:
        """One run (``design`` or ``design@run_id``): its metrics, each with the file and line it came from."""
        return await self._call("GET", f"/v1/runs/{quote(design, safe='@')}", params={"scope": scope},
                                timeout_s=timeout_s)

    async def compare_runs(self, before: str, after: str, scope: str, timeout_s: float | None = None) -> dict[str, Any]:
        """What changed from run ``before`` to run ``after`` (each ``design`` or ``design@run_id``)."""
        return await self._call("GET", "/v1/runs/compare", params={"a": before, "b": after, "scope": scope},
                                timeout_s=timeout_s)

    async def upload(
        self, files: Sequence[tuple[str, bytes]], scope: str, kind: Kind = "auto", replace: bool = False
    ) -> JobRef:
        """Send chat attachments as one multipart ingest job."""
        parts = [("files", (name, data)) for name, data in files]
        form = {"scope": scope, "kind": kind, "replace": str(replace).lower()}
        data = await self._call("POST", "/v1/documents", files=parts, data=form)
        return JobRef.model_validate(data)

    async def add_text(self, name: str, text: str, scope: str, kind: Kind = "doc", replace: bool = False) -> JobRef:
        """Send pasted text as a document."""
        body = {"scope": scope, "name": name, "text": text, "kind": kind, "replace": replace}
        return JobRef.model_validate(await self._call("POST", "/v1/documents", json=body))

    async def job(self, job_id: str, timeout_s: float | None = None) -> JobStatus:
        return JobStatus.model_validate(await self._call("GET", f"/v1/jobs/{job_id}", timeout_s=timeout_s))

    async def jobs(self, scope: str, timeout_s: float | None = None) -> list[JobStatus]:
        data = await self._call("GET", "/v1/jobs", params={"scope": scope}, timeout_s=timeout_s)
        return [JobStatus.model_validate(j) for j in data.get("jobs", [])]

    async def documents(self, scope: str, timeout_s: float | None = None) -> list[DocumentRow]:
        data = await self._call("GET", "/v1/documents", params={"scope": scope}, timeout_s=timeout_s)
        return [DocumentRow.model_validate(d) for d in data.get("documents", [])]

    async def delete_document(self, doc_id: str, scope: str, timeout_s: float | None = None) -> dict[str, Any]:
        data = await self._call("DELETE", f"/v1/documents/{doc_id}", params={"scope": scope}, timeout_s=timeout_s)
        return data.get("deleted", {})

    async def feedback(
        self, answer_id: str, vote: Literal["up", "down"], scope: str | None = None, comment: str | None = None
    ) -> None:
        body: dict[str, Any] = {"answer_id": answer_id, "vote": vote}
        if scope:
            body["scope"] = scope
        if comment:
            body["comment"] = comment
        await self._call("POST", "/v1/feedback", json=body)

    async def _call(self, method: str, path: str, timeout_s: float | None = None, **kwargs: Any) -> dict[str, Any]:
        """One request; transport errors and error statuses become user-facing EdabotErrors."""
        timeout = httpx.USE_CLIENT_DEFAULT if timeout_s is None else timeout_s
        with _transport_errors(method, path):
            response = await self._http.request(method, path, timeout=timeout, **kwargs)
        if response.status_code >= 400:
            raise _error_for(response)
        return response.json() if response.content else {}


@contextmanager
def _transport_errors(method: str, path: str) -> Iterator[None]:
    """Timeouts and connection failures become ServiceUnavailable, with a message users can act on."""
    try:
        yield
    except httpx.TimeoutException as exc:
        log.warning("service.timeout", method=method, path=path)
        raise ServiceUnavailable("the edabot service took too long to answer") from exc
    except httpx.TransportError as exc:
        log.warning("service.unreachable", method=method, path=path, error=str(exc))
        raise ServiceUnavailable("the edabot service is not reachable") from exc


async def _server_sent_events(response: httpx.Response) -> AsyncIterator[tuple[str, dict[str, Any]]]:
    """``(event, data)`` pairs of a text/event-stream body (one JSON object per ``data:`` line)."""
    event = "message"
    async for line in response.aiter_lines():
        if line.startswith("event:"):
            event = line[len("event:"):].strip()
        elif line.startswith("data:"):
            yield event, json.loads(line[len("data:"):])
        elif not line:
            event = "message"


def _error_for(response: httpx.Response) -> EdabotError:
    """Map an error reply to the exception tree, keeping the service's own message and request id."""
    try:
        error = response.json().get("error", {})
    except ValueError:
        error = {}
    message = str(error.get("message") or response.reason_phrase or "request failed")
    request_id = error.get("request_id")
    status = response.status_code
    log.warning("service.error", status=status, code=error.get("code"), request_id=request_id)
    suffix = f" (request {request_id})" if request_id else ""
    if status in (401, 403):
        return ConfigError(f"the bot is not allowed to use the edabot service; ask an admin to check EDABOT_API_TOKEN{suffix}")
    if status == 404:
        return NotFoundError(message + suffix)
    if status >= 500:
        return ServiceUnavailable(f"the edabot service failed: {message}{suffix}")
    return BadInputError(message + suffix)


__all__ = ["Kind", "ServiceClient", "ServiceUnavailable"]
