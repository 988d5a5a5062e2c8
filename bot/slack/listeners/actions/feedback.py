"""👍/👎 under an answer (the native feedback buttons, or the old buttons of earlier answers):
forward the vote to ``POST /v1/feedback``."""

from __future__ import annotations

from typing import Any

from slack_bolt.context.ack.async_ack import AsyncAck
from slack_bolt.context.async_context import AsyncBoltContext
from slack_sdk.web.async_client import AsyncWebClient

from bot.common.feedback import Vote, send_vote
from bot.slack.blocks import parse_feedback
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import channel_scope


async def handle_feedback(
    ack: AsyncAck, body: dict[str, Any], action: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient
) -> None:
    await ack()
    vote_name, answer_id = parse_feedback(action["action_id"], action["value"])
    vote: Vote = "up" if vote_name == "up" else "down"
    channel, user = body["channel"]["id"], body["user"]["id"]
    scope = channel_scope(body["team"]["id"], channel)
    text = await send_vote(context[CONTEXT_KEY].service, answer_id, vote, scope)
    thread_ts = body.get("message", {}).get("thread_ts")
    await client.chat_postEphemeral(channel=channel, user=user, text=text, thread_ts=thread_ts)


__all__ = ["handle_feedback"]
