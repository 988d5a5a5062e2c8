"""``app_mention``: a question and/or files addressed to the bot in a channel."""

from __future__ import annotations

from typing import Any

from slack_bolt.context.async_context import AsyncBoltContext
from slack_sdk.web.async_client import AsyncWebClient

from bot.slack.conversation import handle_message
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import parse_message


async def handle_app_mention(body: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient) -> None:
    msg = parse_message(body)
    await handle_message(context[CONTEXT_KEY], client, msg, context.bot_user_id or "", context.bot_token or "")


__all__ = ["handle_app_mention"]
