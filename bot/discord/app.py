"""Builds the Discord client: intents, the command tree and the listeners, nothing else."""

from __future__ import annotations

import discord
import structlog
from discord import app_commands

from bot.common.deps import service_client
from bot.discord.deps import DiscordDeps
from bot.discord.listeners.register import register_listeners
from edabot.errors import ConfigError
from edabot.settings import Settings

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
        register_listeners(self)

    async def setup_hook(self) -> None:
        if self._sync_commands:
            synced = await self.tree.sync()
            log.info("discord.commands_synced", commands=[c.name for c in synced])

    async def close(self) -> None:
        await self.deps.service.aclose()
        await super().close()


def build_client(settings: Settings, sync_commands: bool = False, intents: discord.Intents | None = None) -> EdabotClient:
    return EdabotClient(DiscordDeps(settings=settings, service=service_client(settings)), sync_commands, intents)


def run(settings: Settings) -> None:
    """Connect to Discord and serve until interrupted; application commands are synced at start."""
    if not settings.discord_token:
        raise ConfigError("DISCORD_TOKEN is not set")
    build_client(settings, sync_commands=True).run(settings.discord_token, log_handler=None)


__all__ = ["EdabotClient", "build_client", "default_intents", "run"]
