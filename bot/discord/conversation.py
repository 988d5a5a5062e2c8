"""What the Discord bot does with a mention, a ``/ask`` or an ``/adddocs``; no gateway code here.

Replies go through a ``Send`` callable (a channel's ``send`` or an interaction's follow-up), so
mentions and application commands share one answering and one attachment path.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord
import structlog

from bot.common.attachments import Attachment
from bot.common.client import ServiceUnavailable
from bot.common.formatting import apology, help_text, plural, strip_mentions
from bot.common.ingest import Fetch, IngestOutcome, ingest_attachments
from bot.common.models import AskResult
from bot.common.run_card import RunCard
from bot.discord.deps import DiscordDeps, scope_of
from bot.discord.embeds import EMBEDS_PER_MESSAGE, DiscordPage, answer_pages, chunks, run_embed
from bot.discord.feedback import feedback_view
from charts.render import Chart
from edabot.errors import EdabotError

log = structlog.get_logger()

Send = Callable[..., Awaitable[Any]]
HELP = help_text("mention me with a question, use `/ask`")
THREAD_NAME_LIMIT = 100
WRITING = "Looking through the documents\u2026"


@dataclass
class DiscordSink:
    """Progress edits one status message; run summaries are sent as new messages, charts attached to the last."""

    status: discord.Message
    send: Send

    async def show(self, text: str) -> None:
        await self.status.edit(content=chunks(text)[0])

    async def post(self, summary: str, charts: Sequence[Chart] = (), notes: Sequence[str] = (),
                   cards: Sequence[RunCard] = ()) -> None:
        """One embed per run card (the summary text when there are none); notes and charts on the last message."""
        files = [discord.File(io.BytesIO(c.png), filename=c.filename, description=c.title) for c in charts]
        attached = {"files": files} if files else {}
        noted = "\n".join(f"({note})" for note in notes)
        embeds = [run_embed(card) for card in cards]
        if embeds:
            groups = [embeds[i : i + EMBEDS_PER_MESSAGE] for i in range(0, len(embeds), EMBEDS_PER_MESSAGE)]
            for group in groups[:-1]:
                await self.send(embeds=group)
            await self.send(content=noted or None, embeds=groups[-1], **attached)
            return
        pieces = chunks("\n".join(filter(None, [summary, noted])))
        for piece in pieces[:-1]:
            await self.send(content=piece)
        await self.send(content=pieces[-1], **attached)


def followup_sender(interaction: discord.Interaction) -> Send:
    """Follow-ups of a deferred interaction, returning the sent message (so it can be edited)."""

    async def send(**kwargs: Any) -> discord.WebhookMessage:
        return await interaction.followup.send(wait=True, **kwargs)

    return send


async def send_answer(deps: DiscordDeps, send: Send, question: str, scope: str, context: Sequence[str] = ()) -> None:
    """Ask the service and send the answer pages; on failure, a short apology saying what to retry."""
    draft: discord.Message | None = None
    try:
        if deps.settings.bot_stream_answers:
            draft = await send(content=WRITING)
            result = await _streamed(deps, draft, question, scope, context)
        else:
            result = await deps.service.ask(question, scope, context)
    except EdabotError as exc:
        sorry = apology(exc.user_message, "ask again in a minute")
        await (draft.edit(content=sorry) if draft is not None else send(content=sorry))
        return
    pages = answer_pages(result, feedback_view(result.answer_id))
    if draft is not None:
        await draft.edit(**_fields(pages[0]))
        pages = pages[1:]
    for page in pages:
        await send(**_fields(page))


def _fields(page: DiscordPage) -> dict[str, Any]:
    return {"content": page.content, **{k: v for k, v in (("embed", page.embed), ("view", page.view)) if v is not None}}


async def _streamed(deps: DiscordDeps, draft: discord.Message, question: str, scope: str, context: Sequence[str]) -> AskResult:
    """Edit the draft as text arrives, at most once per interval (Discord rate-limits edits)."""
    loop = asyncio.get_running_loop()
    text, shown, last_edit = "", "", loop.time()
    async for item in deps.service.ask_stream(question, scope, context):
        if isinstance(item, AskResult):
            return item
        text += item
        if text != shown and loop.time() - last_edit >= deps.settings.discord_edit_interval_s:
            shown, last_edit = text, loop.time()
            await draft.edit(content=chunks(text + " \u2026")[0])
    raise ServiceUnavailable("the edabot service ended the answer early")


async def ingest(
    deps: DiscordDeps, send: Send, attachments: Sequence[discord.Attachment], scope: str, where: str,
    replace: bool = False,
) -> IngestOutcome:
    """Same validation and routing as Slack (bot.common), with progress in one edited message."""
    status = await send(content=f"Checking {plural(len(attachments), 'file')}\u2026")
    files = [(Attachment(a.filename, a.size), _fetcher(a)) for a in attachments]
    sink = DiscordSink(status, send)
    return await ingest_attachments(
        deps.service, files, scope, where, sink, deps.settings.bot_max_file_bytes, deps.watch, replace=replace
    )


def _fetcher(attachment: discord.Attachment) -> Fetch:
    async def fetch(max_bytes: int) -> bytes:
        return (await attachment.read())[: max_bytes + 1]

    return fetch


async def handle_mention(deps: DiscordDeps, message: discord.Message) -> None:
    """React, open a thread, index any attachments, then answer the question in that thread."""
    await _react(message)
    question = strip_mentions(message.content)
    target = await reply_target(message, question or "edabot")
    scope = scope_of(message.guild.id if message.guild else None, message.channel)
    if message.attachments:
        outcome = await ingest(deps, target.send, message.attachments, scope, "this channel")
        if outcome.error:
            return
    if question:
        await send_answer(deps, target.send, question, scope, await thread_context(message, deps.settings.bot_thread_context))
    elif not message.attachments:
        await target.send(content=HELP)


async def reply_target(message: discord.Message, title: str) -> discord.abc.Messageable:
    """A new thread on the message in a guild channel; the thread or DM itself otherwise."""
    if message.guild is None or isinstance(message.channel, discord.Thread):
        return message.channel
    try:
        return await message.create_thread(name=title[:THREAD_NAME_LIMIT])
    except discord.HTTPException as exc:
        log.info("discord.thread_failed", error=str(exc))
        return message.channel


async def thread_context(message: discord.Message, limit: int) -> list[str]:
    """Earlier messages of the thread the mention is in, oldest first."""
    if not isinstance(message.channel, discord.Thread) or limit <= 0:
        return []
    lines = []
    async for earlier in message.channel.history(limit=limit + 1, before=message):
        who = "assistant" if earlier.author.bot else "user"
        text = strip_mentions(earlier.content)
        if text:
            lines.append(f"{who}: {text}")
    return list(reversed(lines))[-limit:]


async def _react(message: discord.Message) -> None:
    try:
        await message.add_reaction("\U0001f440")
    except discord.HTTPException as exc:
        log.info("discord.reaction_failed", error=str(exc))


__all__ = ["HELP", "DiscordSink", "followup_sender", "handle_mention", "ingest", "reply_target", "send_answer", "thread_context"]
