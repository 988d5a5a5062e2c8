"""``/edabot``: answer inside the ack (Slack's 3 s), then run any long work."""

from __future__ import annotations

from typing import Any

from slack_bolt.context.ack.async_ack import AsyncAck
from slack_bolt.context.async_context import AsyncBoltContext
from slack_sdk.web.async_client import AsyncWebClient

from bot.slack import slash
from bot.slack.deps import CONTEXT_KEY


async def handle_edabot_command(
    ack: AsyncAck, command: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient
) -> None:
    reply = await slash.run(context[CONTEXT_KEY], slash.parse_command(command))
    await ack(text=reply.now.text, blocks=reply.now.blocks, response_type="ephemeral")
    if reply.later is not None:
        await reply.later(client)


__all__ = ["handle_edabot_command"]
