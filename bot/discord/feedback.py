"""👍/👎 buttons under an answer; persistent across restarts because the answer id is in ``custom_id``."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.common.feedback import REASONS, Vote, reason_comment, send_vote
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


class ReasonSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"edabot:why:(?P<answer_id>[\w.:-]+)"):
    """After a 👎: what was wrong (wrong source, wrong value, missing, other), sent as the vote's comment."""

    def __init__(self, answer_id: str) -> None:
        options = [discord.SelectOption(label=label, value=key) for key, label in REASONS.items()]
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"edabot:why:{answer_id}", placeholder="What was wrong?", options=options
        )
        super().__init__(select)
        self.answer_id = answer_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]) -> ReasonSelect:
        return cls(match["answer_id"])

    async def callback(self, interaction: discord.Interaction) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        chosen = data.get("values") or ["other"]
        await handle_feedback(interaction, "down", self.answer_id, reason_comment(str(chosen[0])))


async def handle_feedback(interaction: discord.Interaction, vote: Vote, answer_id: str, comment: str | None = None) -> None:
    deps = interaction.client.deps  # type: ignore[attr-defined]
    scope = scope_of(interaction.guild_id, interaction.channel, interaction.channel_id)
    text = await send_vote(deps.service, answer_id, vote, scope, comment)
    if vote == "down" and comment is None:
        view = discord.ui.View(timeout=None)
        view.add_item(ReasonSelect(answer_id))
        await interaction.response.send_message(text + " What was wrong?", view=view, ephemeral=True)
        return
    await interaction.response.send_message(text, ephemeral=True)


def feedback_view(answer_id: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(FeedbackButton("up", answer_id))
    view.add_item(FeedbackButton("down", answer_id))
    return view


__all__ = ["FeedbackButton", "ReasonSelect", "feedback_view", "handle_feedback"]
