"""Builds the Discord client: intents, the command tree and the listeners, nothing else."""

from __future__ import annotations

import discord

from bot.common.deps import service_client
from bot.discord.client import EdabotClient
from bot.discord.deps import DiscordDeps
from bot.discord.listeners.register import register_listeners
from edabot.errors import ConfigError
from edabot.settings import Settings


def build_client(settings: Settings, sync_commands: bool = False, intents: discord.Intents | None = None) -> EdabotClient:
    """A client with every listener, command and persistent button registered."""
    client = EdabotClient(DiscordDeps(settings=settings, service=service_client(settings)), sync_commands, intents)
    register_listeners(client)
    return client


def run(settings: Settings) -> None:
    """Connect to Discord and serve until interrupted; application commands are synced at start."""
    if not settings.discord_token:
        raise ConfigError("DISCORD_TOKEN is not set")
    build_client(settings, sync_commands=True).run(settings.discord_token, log_handler=None)


__all__ = ["build_client", "run"]
