"""Registers the Discord listeners, application commands and persistent buttons on a client."""

from __future__ import annotations

import discord

from bot.discord.client import EdabotClient
from bot.discord.feedback import FeedbackButton, ReasonSelect
from bot.discord.listeners.commands.adddocs import adddocs_command
from bot.discord.listeners.commands.ask import ask_command
from bot.discord.listeners.events.mention import handle_message_event


def register_listeners(client: EdabotClient) -> None:
    async def on_message(message: discord.Message) -> None:
        await handle_message_event(client, message)

    client.event(on_message)
    client.tree.add_command(ask_command)
    client.tree.add_command(adddocs_command)
    client.add_dynamic_items(FeedbackButton, ReasonSelect)


__all__ = ["register_listeners"]
