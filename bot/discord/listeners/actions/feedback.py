"""👍/👎 buttons under an answer; persistent across restarts because the answer id is in ``custom_id``."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.common.feedback import Vote, send_vote
from bot.discord.deps import scope_of

_LABELS = {"up": ("\U0001f44d", "Helpful"), "down": ("\U0001f44e", "Not helpful")}


class FeedbackButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"edabot:fb:(?P<vote>up|down):(?P<answer_id>[\w.:-]+)"):
    def __init__(self, vote: Vote, answer_id: str) -> None:
        emoji, label = _LABELS[vote]
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label, emoji=emoji, style=discord.ButtonStyle.secondary, custom_id=f"edabot:fb:{vote}:{answer_id}"
        )
        super().__init__(button)
        self.vote: Vote = vote
        self.answer_id = answer_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]) -> FeedbackButton:
        return cls(match["vote"], match["answer_id"])  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        await handle_feedback(interaction, self.vote, self.answer_id)


async def handle_feedback(interaction: discord.Interaction, vote: Vote, answer_id: str) -> None:
    deps = interaction.client.deps  # type: ignore[attr-defined]
    scope = scope_of(interaction.guild_id, interaction.channel, interaction.channel_id)
    text = await send_vote(deps.service, answer_id, vote, scope)
    await interaction.response.send_message(text, ephemeral=True)


def feedback_view(answer_id: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(FeedbackButton("up", answer_id))
    view.add_item(FeedbackButton("down", answer_id))
    return view


__all__ = ["FeedbackButton", "feedback_view", "handle_feedback"]
