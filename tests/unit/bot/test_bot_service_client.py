"""The service client turns every failure into a user-facing EdabotError (statuses via httpx.MockTransport)."""

from __future__ import annotations

import httpx
import pytest

from bot.common.client import ServiceClient, ServiceUnavailable
from edabot.errors import BadInputError, ConfigError, NotFoundError


def client_answering(status: int, body: dict | None = None, seen: list | None = None) -> ServiceClient:
    def handler(request: httpx.Request) -> httpx.Response:
        if seen is not None:
            seen.append(request)
        return httpx.Response(status, json=body)

    return ServiceClient("http://service.test/", "tok", transport=httpx.MockTransport(handler))


def err(message: str) -> dict:
    return {"error": {"code": "x", "message": message, "request_id": "r-9"}}


@pytest.mark.parametrize(("status", "kind", "text"), [
    (413, BadInputError, "file too large (request r-9)"),
    (415, BadInputError, "file too large (request r-9)"),
    (404, NotFoundError, "file too large (request r-9)"),
    (401, ConfigError, "EDABOT_API_TOKEN"),
    (503, ServiceUnavailable, "the edabot service failed: file too large (request r-9)"),
])
async def test_error_statuses_map_to_the_exception_tree(status, kind, text):
    with pytest.raises(kind) as info:
        await client_answering(status, err("file too large")).documents("slack:T1/C1")
    assert text in info.value.user_message


async def test_requests_carry_bearer_token_and_scope():
    seen: list[httpx.Request] = []
    await client_answering(200, {"documents": []}, seen).documents("slack:T1/C1")
    assert seen[0].headers["authorization"] == "Bearer tok"
    assert seen[0].url.params["scope"] == "slack:T1/C1"


async def test_timeouts_and_connection_errors_are_service_unavailable():
    def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("slow", request=request)

    client = ServiceClient("http://service.test", None, transport=httpx.MockTransport(slow))
    with pytest.raises(ServiceUnavailable, match="took too long"):
        await client.ask("q", "global")
