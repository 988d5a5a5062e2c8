"""What Discord listeners need, held by the bot object, plus the scope of a channel."""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.common.deps import BotDeps


@dataclass
class DiscordDeps(BotDeps):
    """Discord needs nothing beyond the shared deps (discord.py downloads attachments itself)."""


def scope_of(guild_id: int | None, channel: discord.abc.Snowflake | None, channel_id: int | None = None) -> str:
    """``discord:<guild>/<channel>``; a thread counts as its parent channel, a DM as ``discord:dm/<channel>``."""
    parent_id = getattr(channel, "parent_id", None)
    cid = parent_id or (channel.id if channel is not None else channel_id)
    return f"discord:{guild_id}/{cid}" if guild_id else f"discord:dm/{cid}"


def guild_scope(guild_id: int) -> str:
    return f"discord:{guild_id}"


__all__ = ["DiscordDeps", "guild_scope", "scope_of"]
