"""👍/👎 under an answer (the native feedback buttons, or the old buttons of earlier answers):
forward the vote to ``POST /v1/feedback``."""

from __future__ import annotations

import json
from typing import Any

import structlog
from slack_bolt.context.ack.async_ack import AsyncAck
from slack_bolt.context.async_context import AsyncBoltContext
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.common.feedback import Vote, reason_comment, send_vote
from bot.slack.blocks import parse_feedback, reason_modal
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import channel_scope

log = structlog.get_logger()


async def handle_feedback(
    ack: AsyncAck, body: dict[str, Any], action: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient
) -> None:
    await ack()
    vote_name, answer_id = parse_feedback(action["action_id"], action["value"])
    vote: Vote = "up" if vote_name == "up" else "down"
    channel, user = body["channel"]["id"], body["user"]["id"]
    scope = channel_scope(body["team"]["id"], channel)
    text = await send_vote(context[CONTEXT_KEY].service, answer_id, vote, scope)
    if vote == "down" and body.get("trigger_id"):
        await _ask_why(client, body["trigger_id"], answer_id, scope)
    thread_ts = body.get("message", {}).get("thread_ts")
    await client.chat_postEphemeral(channel=channel, user=user, text=text, thread_ts=thread_ts)


async def _ask_why(client: AsyncWebClient, trigger_id: str, answer_id: str, scope: str) -> None:
    """Open the "what was wrong?" modal; the vote is already recorded if the user closes it."""
    try:
        await client.views_open(trigger_id=trigger_id, view=reason_modal(answer_id, scope))
    except SlackApiError as exc:
        log.info("slack.reason_modal_failed", error=exc.response.get("error"))


async def handle_feedback_reason(ack: AsyncAck, view: dict[str, Any], context: AsyncBoltContext) -> None:
    """The modal's answer: the down vote again, now with what was wrong as its comment."""
    await ack()
    meta = json.loads(view["private_metadata"])
    values = view["state"]["values"]
    reason = (values["reason"]["choice"].get("selected_option") or {}).get("value", "other")
    details = values.get("details", {}).get("text", {}).get("value") or ""
    await send_vote(context[CONTEXT_KEY].service, meta["answer_id"], "down", meta["scope"], reason_comment(reason, details))


__all__ = ["handle_feedback", "handle_feedback_reason"]
