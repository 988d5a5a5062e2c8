"""The MCP server for IDE assistants and agents."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea


class McpSettings(SettingsArea):
    """The MCP server for IDE assistants and agents."""

    area: ClassVar[str] = "MCP"

    mcp_host: str = Field(
        "127.0.0.1", alias="EDABOT_MCP_HOST",
        description="Where `edabot mcp --http` serves its streamable-HTTP endpoint (/mcp); callers send "
                    "EDABOT_API_TOKEN as a bearer token. `edabot mcp` without --http speaks MCP over stdio.",
    )
    mcp_port: int = Field(8090, alias="EDABOT_MCP_PORT", description="Port `edabot mcp --http` listens on.")


__all__ = ["McpSettings"]
