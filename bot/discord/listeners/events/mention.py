"""``on_message``: only mentions of the bot (and DMs) are for us."""

from __future__ import annotations

import discord

from bot.discord.conversation import handle_mention


async def handle_message_event(client: discord.Client, message: discord.Message) -> None:
    if message.author.bot or client.user is None:
        return
    if message.guild is None or client.user in message.mentions:
        await handle_mention(client.deps, message)  # type: ignore[attr-defined]


__all__ = ["handle_message_event"]
