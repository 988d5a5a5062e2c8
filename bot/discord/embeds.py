"""Every Discord message shape the bot sends: answer text, a Sources embed, feedback buttons.

Discord limits message content to 2,000 characters and an embed description to 4,096, so
long answers become several messages; the Sources embed and buttons go on the last one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.common.formatting import flag_unsupported, pack_lines, split_text
from bot.common.models import AskResult, CitationRef
from bot.common.run_card import RunCard
from edabot.locations import span_label

CONTENT_LIMIT = 2000
EMBED_DESCRIPTION_LIMIT = 4096
SOURCES_COLOUR = discord.Colour.blurple()
EMBED_FIELD_LIMIT = 1024
EMBEDS_PER_MESSAGE = 10
STATUS_COLOURS = {"success": discord.Colour.green(), "failed": discord.Colour.red()}


@dataclass
class DiscordPage:
    """One message: its content and, on the last page, the Sources embed and the feedback buttons."""

    content: str
    embed: discord.Embed | None = None
    view: discord.ui.View | None = None


def citation_line(citation: CitationRef) -> str:
    section = f" \u2014 *{citation.section}*" if citation.section else ""
    return f"**[{citation.n}]** `{citation.source}`, {span_label(citation)}{section}"


def sources_embed(citations: Sequence[CitationRef]) -> discord.Embed | None:
    if not citations:
        return None
    lines = [citation_line(c) for c in citations]
    return discord.Embed(title="Sources", description=pack_lines(lines, EMBED_DESCRIPTION_LIMIT)[0], colour=SOURCES_COLOUR)


def answer_pages(result: AskResult, view: discord.ui.View) -> list[DiscordPage]:
    text = flag_unsupported(result.answer, "*")
    if result.abstained:
        text += "\n\n*The indexed documents do not seem to cover this; add the right manual with `/adddocs`.*"
    text += "".join(f"\n-# {note}" for note in result.notes)
    pages = [DiscordPage(piece) for piece in split_text(text, CONTENT_LIMIT)] or [DiscordPage("(empty answer)")]
    pages[-1].embed = sources_embed(result.citations)
    pages[-1].view = view
    return pages


def run_embed(card: RunCard) -> discord.Embed:
    """The Slack run card as an embed: design and status as title, key numbers as inline fields, the rest below."""
    embed = discord.Embed(title=f"{card.design} \u2014 {card.status}", description=split_text(card.detail,
                          EMBED_DESCRIPTION_LIMIT)[0], colour=STATUS_COLOURS.get(card.status, SOURCES_COLOUR))
    for field in card.fields:
        value = field.value + (f"\n`{field.source}`" if field.source else "")
        embed.add_field(name=field.name, value=value[:EMBED_FIELD_LIMIT], inline=True)
    return embed


def chunks(text: str) -> list[str]:
    """Plain text (status, summaries, apologies) cut to Discord's content limit."""
    return split_text(text, CONTENT_LIMIT) or [""]


__all__ = ["CONTENT_LIMIT", "EMBEDS_PER_MESSAGE", "DiscordPage", "answer_pages", "chunks", "citation_line", "run_embed",
           "sources_embed"]
