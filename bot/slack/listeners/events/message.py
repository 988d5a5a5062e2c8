"""``message``: DMs, mentions delivered as plain messages, and files dropped into the bot's threads."""

from __future__ import annotations

from typing import Any

from slack_bolt.context.async_context import AsyncBoltContext
from slack_sdk.web.async_client import AsyncWebClient

from bot.slack.conversation import bot_in_thread, handle_message, handle_thread_files
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import parse_message

_USER_SUBTYPES = (None, "file_share")


async def handle_message_event(body: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient) -> None:
    msg = parse_message(body)
    if msg.subtype not in _USER_SUBTYPES or not msg.user or body["event"].get("bot_id"):
        return
    deps, bot_user_id, token = context[CONTEXT_KEY], context.bot_user_id or "", context.bot_token or ""
    if msg.channel_type == "im" or f"<@{bot_user_id}>" in msg.text:
        await handle_message(deps, client, msg, bot_user_id, token)
    elif msg.files and msg.thread_ts and await bot_in_thread(client, msg.channel, msg.thread_ts, bot_user_id):
        await handle_thread_files(deps, client, msg, token)


__all__ = ["handle_message_event"]
