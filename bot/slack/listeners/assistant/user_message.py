"""A message in an assistant thread: show a status and a title, then answer it like any question."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any

import structlog
from slack_bolt.context.async_context import AsyncBoltContext
from slack_bolt.context.set_status.async_set_status import AsyncSetStatus
from slack_bolt.context.set_title.async_set_title import AsyncSetTitle
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.slack.conversation import handle_message
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import parse_message

log = structlog.get_logger()

_TITLE_LIMIT = 80


def status_for(has_files: bool) -> str:
    return "is analysing the files\u2026" if has_files else "is searching the manuals\u2026"


async def handle_user_message(
    body: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient, set_status: AsyncSetStatus,
    set_title: AsyncSetTitle,
) -> None:
    msg = parse_message(body)
    if msg.text.strip():
        await _quietly(set_title(msg.text.strip()[:_TITLE_LIMIT]))
    await _quietly(set_status(status_for(bool(msg.files))))
    try:
        await handle_message(context[CONTEXT_KEY], client, msg, context.bot_user_id or "", context.bot_token or "")
    finally:
        await _quietly(set_status(""))


async def _quietly(call: Awaitable[Any]) -> None:
    """Titles and statuses are decoration: a DM thread that is not an assistant thread refuses them."""
    try:
        await call
    except SlackApiError as exc:
        log.info("assistant.decoration_refused", error=exc.response.get("error"))


__all__ = ["handle_user_message", "status_for"]
