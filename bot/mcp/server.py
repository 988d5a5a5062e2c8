"""``edabot mcp``: the service's knowledge as MCP tools, over stdio or streamable HTTP.

Like the chat bots, the MCP server reaches the engine only through the service's HTTP API
with the service's bearer token, so scopes, limits and errors are the service's own. Over
HTTP, callers must present the same bearer token; over stdio the caller is the local user
who started the process.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

import structlog
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from starlette.types import ASGIApp, Receive, Scope, Send

from bot.common.client import ServiceClient
from bot.common.deps import service_client
from bot.common.models import CitationRef
from edabot.errors import ConfigError, EdabotError
from edabot.locations import compact_location
from edabot.settings import Settings

log = structlog.get_logger(__name__)
_Tool = TypeVar("_Tool", bound=Callable[..., Awaitable[dict[str, Any]]])

INSTRUCTIONS = (
    "edabot answers questions about the EDA tool manuals, synthesis runs and specifications a chip team "
    "has indexed. Use search_manuals for passages, lookup_spec for passages of IP specifications, ask for "
    "a cited answer (run questions such as areas, slack or warnings are answered from the run graph), "
    "list_documents to see what a scope holds, list_runs / run_metrics / compare_runs for synthesis runs "
    "(a run is a design name, meaning its newest run, or design@run_id). "
    "A scope is 'global', 'slack:<team>/<channel>' or 'discord:<guild>/<channel>'."
)


def build_server(service: ServiceClient) -> MCPServer:
    """The MCP server with one tool per thing the service can do for a reader."""
    server: MCPServer = MCPServer(name="edabot", instructions=INSTRUCTIONS)

    @server.tool(description="Passages of the indexed manuals for a question, with file and line range.")
    @_refusals_as_tool_errors
    async def search_manuals(question: str, scope: str = "global", k: int = 5, mode: str = "hybrid") -> dict[str, Any]:
        return {"results": _cited(await service.retrieve(question, scope, k, mode))}

    @server.tool(description="Passages of the indexed IP specifications (registers, fields, interfaces, "
                             "programming sequences) for a question, each with its citation (file and lines).")
    @_refusals_as_tool_errors
    async def lookup_spec(question: str, scope: str = "global", k: int = 8) -> dict[str, Any]:
        return {"results": _cited(await service.retrieve(question, scope, k, "spec"))}

    @server.tool(description="A cited answer from the indexed manuals, runs and specs (numbered citations).")
    @_refusals_as_tool_errors
    async def ask(question: str, scope: str = "global") -> dict[str, Any]:
        result = await service.ask(question, scope)
        return result.model_dump()

    @server.tool(description="The documents a scope sees (its own, its workspace's and the global ones).")
    @_refusals_as_tool_errors
    async def list_documents(scope: str = "global") -> dict[str, Any]:
        return {"documents": [d.model_dump() for d in await service.documents(scope)]}

    @server.tool(description="The synthesis runs a scope sees: for every design its newest run (top module, "
                             "status, when ingested), area, worst setup slack, cell count and warning count "
                             "with the file and line of each number, and the run ids of its earlier runs.")
    @_refusals_as_tool_errors
    async def list_runs(scope: str = "global") -> dict[str, Any]:
        return {"runs": await service.runs(scope)}

    @server.tool(description="One run's metrics summary: every design-level metric (area, cells, slack, TNS, "
                             "runtime, ...) with the file and line it was read from, cells by type, warnings "
                             "with file:line, the first error and caveats. design: a design name (its newest "
                             "run) or design@run_id.")
    @_refusals_as_tool_errors
    async def run_metrics(design: str, scope: str = "global") -> dict[str, Any]:
        return await service.run_summary(design, scope)

    @server.tool(description="Compare two runs: metric deltas with units, new and resolved warnings, timing "
                             "and status regressions. before/after: a design name (its newest run) or "
                             "design@run_id, e.g. two runs of one design from list_runs' history.")
    @_refusals_as_tool_errors
    async def compare_runs(before: str, after: str, scope: str = "global") -> dict[str, Any]:
        return await service.compare_runs(before, after, scope)

    return server


def _refusals_as_tool_errors(tool: _Tool) -> _Tool:
    """The service's refusals (unknown run, bad scope, service down) reach the caller as tool errors that say
    why; the SDK would report any other exception as a crash without its message."""

    @functools.wraps(tool)
    async def call(*args: Any, **kwargs: Any) -> dict[str, Any]:
        try:
            return await tool(*args, **kwargs)
        except EdabotError as exc:
            raise ToolError(exc.user_message) from exc

    return cast(_Tool, call)


def _cited(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Passages with the compact citation (``file:start-end``) a reader can quote."""
    return [r | {"citation": compact_location(CitationRef.model_validate({"n": n, **r}))}
            for n, r in enumerate(results, start=1)]


class BearerAuth:
    """Refuses HTTP requests without ``Authorization: Bearer <token>`` (401, as the service does)."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app, self._expected = app, f"Bearer {token}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and dict(scope["headers"]).get(b"authorization") != self._expected:
            await _unauthorized(send)
            return
        await self.app(scope, receive, send)


async def _unauthorized(send: Callable[[dict[str, Any]], Awaitable[None]]) -> None:
    body = b'{"error": {"code": "unauthorized", "message": "missing or wrong bearer token"}}'
    await send({"type": "http.response.start", "status": 401,
                "headers": [(b"content-type", b"application/json"), (b"www-authenticate", b"Bearer")]})
    await send({"type": "http.response.body", "body": body})


def http_app(settings: Settings, server: MCPServer) -> ASGIApp:
    """The streamable-HTTP app at ``/mcp`` behind the service's bearer token."""
    if not settings.api_token:
        raise ConfigError("EDABOT_API_TOKEN is not set; the MCP HTTP endpoint refuses to run without a bearer token")
    return BearerAuth(server.streamable_http_app(host=settings.mcp_host), settings.api_token)


def run(settings: Settings, transport: str) -> None:
    """Serve until interrupted: stdio for a local assistant, HTTP for shared use."""
    server = build_server(service_client(settings))
    if transport == "stdio":
        server.run("stdio")
        return
    import uvicorn

    log.info("mcp.listening", host=settings.mcp_host, port=settings.mcp_port)
    uvicorn.run(http_app(settings, server), host=settings.mcp_host, port=settings.mcp_port, log_level="warning")


__all__ = ["INSTRUCTIONS", "BearerAuth", "build_server", "http_app", "run"]
