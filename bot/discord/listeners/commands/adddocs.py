"""``/adddocs``: attach up to three files; indexed into this channel or the whole server."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands

from bot.discord.conversation import followup_sender, ingest
from bot.discord.deps import guild_scope, scope_of


@app_commands.command(name="adddocs", description="Add manuals or synthesis logs for edabot to use")
@app_commands.describe(file="A manual (Markdown, text, reStructuredText) or a synthesis log / run archive", where="Who sees it",
                       replace="Replace a document of the same name instead of keeping both")
async def adddocs_command(
    interaction: discord.Interaction,
    file: discord.Attachment,
    file2: discord.Attachment | None = None,
    file3: discord.Attachment | None = None,
    where: Literal["channel", "server"] = "channel",
    replace: bool = False,
) -> None:
    await interaction.response.defer(thinking=True)
    files = [f for f in (file, file2, file3) if f is not None]
    if where == "server" and interaction.guild_id:
        scope, label = guild_scope(interaction.guild_id), "this server"
    else:
        scope, label = scope_of(interaction.guild_id, interaction.channel, interaction.channel_id), "this channel"
    await ingest(interaction.client.deps, followup_sender(interaction), files, scope, label, replace)  # type: ignore[attr-defined]


__all__ = ["adddocs_command"]
