"""The Discord gateway client that owns the application-command tree and the bot's dependencies."""

from __future__ import annotations

import discord
import structlog
from discord import app_commands

from bot.discord.deps import DiscordDeps

log = structlog.get_logger()


def default_intents() -> discord.Intents:
    """Guild messages with their content (a privileged intent to enable in the developer portal)."""
    intents = discord.Intents.default()
    intents.message_content = True
    return intents


class EdabotClient(discord.Client):
    """A gateway client that also owns the application-command tree and the bot's dependencies."""

    def __init__(self, deps: DiscordDeps, sync_commands: bool = False, intents: discord.Intents | None = None) -> None:
        super().__init__(intents=intents or default_intents())
        self.deps = deps
        self.tree = app_commands.CommandTree(self)
        self._sync_commands = sync_commands

    async def setup_hook(self) -> None:
        if self._sync_commands:
            synced = await self.tree.sync()
            log.info("discord.commands_synced", commands=[c.name for c in synced])

    async def close(self) -> None:
        await self.deps.service.aclose()
        await super().close()


__all__ = ["EdabotClient", "default_intents"]
