"""What the Slack bot does with a message addressed to it: files first, then the question.

Listeners parse payloads and call in here; nothing in this module knows about Bolt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import structlog
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_chat_stream import AsyncChatStream
from slack_sdk.web.async_client import AsyncWebClient

from bot.common.attachments import Attachment
from bot.common.client import ServiceUnavailable
from bot.common.download import download
from bot.common.formatting import apology, help_text, plural, strip_mentions
from bot.common.ingest import Fetch, IngestOutcome, ingest_attachments
from bot.common.models import AskResult
from bot.common.run_card import RunCard
from bot.slack import blocks
from bot.slack.deps import SlackDeps
from bot.slack.models import SlackFile, SlackMessage
from charts.render import Chart
from edabot.errors import EdabotError

log = structlog.get_logger()

HELP = help_text("mention me with a question")
_STREAM_BUFFER = 64
"""Characters gathered before each chat.appendStream call: live enough, few enough calls."""


async def post(client: AsyncWebClient, msg: SlackMessage, payload: blocks.SlackPayload) -> str:
    """Post in the message's thread; returns the new message's ts."""
    response = await client.chat_postMessage(
        channel=msg.channel, thread_ts=msg.reply_ts, text=payload.text, blocks=payload.blocks
    )
    return str(response["ts"])


async def update(client: AsyncWebClient, channel: str, ts: str, payload: blocks.SlackPayload) -> None:
    await client.chat_update(channel=channel, ts=ts, text=payload.text, blocks=payload.blocks)


@dataclass
class SlackSink:
    """Progress goes into one edited status message; run summaries become new thread replies."""

    client: AsyncWebClient
    msg: SlackMessage
    ts: str

    async def show(self, text: str) -> None:
        await update(self.client, self.msg.channel, self.ts, blocks.notice(text))

    async def post(self, summary: str, charts: Sequence[Chart] = (), notes: Sequence[str] = (),
                   cards: Sequence[RunCard] = ()) -> None:
        await post(self.client, self.msg, blocks.run_summary_message(summary, notes, cards))
        if charts:
            await upload_charts(self.client, self.msg, charts)


async def upload_charts(client: AsyncWebClient, msg: SlackMessage, charts: Sequence[Chart]) -> None:
    """All chart PNGs in one ``files_upload_v2`` call into the thread; a refusal costs the charts, not the reply."""
    uploads = [{"file": c.png, "filename": c.filename, "title": c.title, "alt_txt": c.title} for c in charts]
    try:
        await client.files_upload_v2(file_uploads=uploads, channel=msg.channel, thread_ts=msg.reply_ts)
    except SlackApiError as exc:
        error = exc.response.get("error")
        log.warning("slack.chart_upload_failed", error=error)
        hint = " (the app needs the `files:write` scope)" if error == "missing_scope" else ""
        await post(client, msg, blocks.notice(f"I could not upload the run charts: {error}{hint}."))


async def handle_message(deps: SlackDeps, client: AsyncWebClient, msg: SlackMessage, bot_user_id: str, token: str) -> None:
    """Answer one mention or DM exactly once, however many times Slack delivers it."""
    if not deps.seen_messages.first(msg.key):
        log.info("slack.duplicate_message", channel=msg.channel, ts=msg.ts)
        return
    await _react(client, msg)
    question = strip_mentions(msg.text)
    if msg.files:
        outcome = await handle_files(deps, client, msg, token)
        if outcome.error:
            return
    if question:
        await answer_question(deps, client, msg, question, bot_user_id)
    elif not msg.files:
        await post(client, msg, blocks.notice(HELP))


async def handle_thread_files(deps: SlackDeps, client: AsyncWebClient, msg: SlackMessage, token: str) -> None:
    """Files dropped into a thread the bot is in, without a mention: index or analyse them only."""
    if deps.seen_messages.first(msg.key):
        await _react(client, msg)
        await handle_files(deps, client, msg, token)


async def answer_question(deps: SlackDeps, client: AsyncWebClient, msg: SlackMessage, question: str, bot_user_id: str) -> None:
    """Streamed into the thread where the workspace allows it; else placeholder first, then the answer."""
    if deps.settings.bot_stream_answers and msg.user:
        try:
            context = await thread_context(client, msg, bot_user_id, deps.settings.bot_thread_context)
            result = await stream_answer(deps, client, msg, question, context)
        except EdabotError as exc:
            await post(client, msg, blocks.notice(apology(exc.user_message, "ask again in a minute")))
            return
        if result is not None:
            await _post_pages(client, msg, blocks.answer_messages(result))
        return
    placeholder = await post(client, msg, blocks.notice("Looking through the documents\u2026"))
    try:
        context = await thread_context(client, msg, bot_user_id, deps.settings.bot_thread_context)
        result = await deps.service.ask(question, msg.scope, context)
    except EdabotError as exc:
        await update(client, msg.channel, placeholder, blocks.notice(apology(exc.user_message, "ask again in a minute")))
        return
    pages = blocks.answer_messages(result)
    await update(client, msg.channel, placeholder, pages[0])
    await _post_pages(client, msg, pages[1:])


async def _post_pages(client: AsyncWebClient, msg: SlackMessage, pages: list[blocks.SlackPayload]) -> None:
    for page in pages:
        await post(client, msg, page)


async def stream_answer(
    deps: SlackDeps, client: AsyncWebClient, msg: SlackMessage, question: str, context: list[str]
) -> AskResult | None:
    """Stream the service's answer into the thread; returns it when Slack refused to start a stream.

    The streamed text is what the model wrote; when the final (attributed) answer differs, or
    Slack failed mid-stream, the streamed message is edited into the final answer, so the thread
    never keeps an unchecked citation or half an answer.
    """
    streamer = await client.chat_stream(channel=msg.channel, thread_ts=msg.reply_ts, recipient_team_id=msg.team_id,
                                        recipient_user_id=msg.user, buffer_size=_STREAM_BUFFER)
    streaming, streamed, final = True, "", None
    async for item in deps.service.ask_stream(question, msg.scope, context):
        if isinstance(item, AskResult):
            final = item
        elif streaming:
            streaming = await _append(streamer, item)
            streamed += item
    if final is None:
        raise ServiceUnavailable("the edabot service ended the answer early")
    stopped = streaming and await _stop(streamer, final)
    if streamer.ts is None:
        return final  # nothing reached the thread: the caller posts the answer
    if not stopped or streamed.split() != final.answer.split():
        pages = blocks.answer_messages(final)
        await update(client, msg.channel, streamer.ts, pages[0])
        await _post_pages(client, msg, pages[1:])
    return None


async def _append(streamer: AsyncChatStream, text: str) -> bool:
    try:
        await streamer.append(markdown_text=text)
    except SlackApiError as exc:
        log.info("slack.stream_refused", error=exc.response.get("error"))
        return False
    return True


async def _stop(streamer: AsyncChatStream, final: AskResult) -> bool:
    markdown, ending = blocks.stream_ending(final)
    try:
        await streamer.stop(markdown_text=markdown or None, blocks=ending)
    except SlackApiError as exc:
        log.info("slack.stream_refused", error=exc.response.get("error"))
        return False
    return True


async def thread_context(client: AsyncWebClient, msg: SlackMessage, bot_user_id: str, limit: int) -> list[str]:
    """Earlier messages of the thread, oldest first, as ``who: text`` lines."""
    if not msg.thread_ts or limit <= 0:
        return []
    earlier = [m for m in await _replies(client, msg.channel, msg.thread_ts) if m.get("ts") != msg.ts]
    lines = [_context_line(m, bot_user_id) for m in earlier]
    return [line for line in lines if line][-limit:]


def _context_line(message: dict[str, Any], bot_user_id: str) -> str:
    text = strip_mentions(message.get("text", ""))
    if not text:
        return ""
    who = "assistant" if message.get("bot_id") or message.get("user") == bot_user_id else "user"
    return f"{who}: {text}"


async def bot_in_thread(client: AsyncWebClient, channel: str, thread_ts: str, bot_user_id: str) -> bool:
    """True when the bot has replied in this thread, so a file dropped there is meant for it."""
    return any(m.get("user") == bot_user_id for m in await _replies(client, channel, thread_ts))


async def _replies(client: AsyncWebClient, channel: str, thread_ts: str) -> list[dict[str, Any]]:
    try:
        response = await client.conversations_replies(channel=channel, ts=thread_ts, limit=200)
    except SlackApiError as exc:
        log.warning("slack.replies_failed", channel=channel, error=exc.response.get("error"))
        return []
    return list(response.get("messages", []))


async def handle_files(deps: SlackDeps, client: AsyncWebClient, msg: SlackMessage, token: str) -> IngestOutcome:
    """Validate, download (with the bot token) and route every file, editing one status message."""
    status = await post(client, msg, blocks.notice(f"Checking {plural(len(msg.files), 'file')}\u2026"))
    files = [await _describe(client, f, deps, token) for f in msg.files]
    sink = SlackSink(client, msg, status)
    return await ingest_attachments(
        deps.service, files, msg.scope, "this channel", sink, deps.settings.bot_max_file_bytes, deps.watch
    )


async def _describe(client: AsyncWebClient, file: SlackFile, deps: SlackDeps, token: str) -> tuple[Attachment, Fetch]:
    """Complete the file's metadata with ``files.info`` when the event carried only its id."""
    if not (file.url_private_download and file.name):
        info = await client.files_info(file=file.id)
        file = SlackFile.model_validate(info["file"])
    url = file.url_private_download or ""
    headers = {"Authorization": f"Bearer {token}"}

    async def fetch(max_bytes: int) -> bytes:
        return await download(deps.http, url, headers, max_bytes)

    return Attachment(name=file.name or file.id, size=file.size), fetch


async def _react(client: AsyncWebClient, msg: SlackMessage) -> None:
    """The eyes reaction says "seen, working on it"; failing to add it must not stop the answer."""
    try:
        await client.reactions_add(channel=msg.channel, timestamp=msg.ts, name="eyes")
    except SlackApiError as exc:
        log.info("slack.reaction_failed", error=exc.response.get("error"))


__all__ = ["HELP", "SlackSink", "answer_question", "bot_in_thread", "handle_files", "handle_message", "handle_thread_files",
           "post", "stream_answer", "thread_context", "update", "upload_charts"]
