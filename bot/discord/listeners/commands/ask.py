"""``/ask``: defer at once (Discord allows 3 s), then answer as a follow-up."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord.conversation import followup_sender, send_answer
from bot.discord.deps import scope_of


@app_commands.command(name="ask", description="Ask edabot about the manuals and runs this channel sees")
@app_commands.describe(question="Your question, e.g. how do I set the PDN stripe pitch?")
async def ask_command(interaction: discord.Interaction, question: app_commands.Range[str, 1, 2000]) -> None:
    await interaction.response.defer(thinking=True)
    scope = scope_of(interaction.guild_id, interaction.channel, interaction.channel_id)
    await send_answer(interaction.client.deps, followup_sender(interaction), question, scope)  # type: ignore[attr-defined]


__all__ = ["ask_command"]
