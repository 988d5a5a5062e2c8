""""Ask edabot about this message": a pasted log excerpt or error line, answered in its thread."""

from __future__ import annotations

from typing import Any

from slack_bolt.context.ack.async_ack import AsyncAck
from slack_bolt.context.async_context import AsyncBoltContext
from slack_sdk.web.async_client import AsyncWebClient

from bot.slack.conversation import answer_question
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import SlackMessage

CALLBACK_ID = "ask_edabot_about_message"
"""The shortcut's Callback ID in the app configuration (Interactivity & Shortcuts)."""
_QUESTION = "What does this mean, and what should I do about it?\n\n{text}"


def message_of(payload: dict[str, Any]) -> SlackMessage:
    """The shortcut's message as if it had been addressed to the bot by the user who clicked."""
    message = payload["message"]
    return SlackMessage(team_id=payload["team"]["id"], channel=payload["channel"]["id"], ts=message["ts"],
                        user=payload["user"]["id"], text=message.get("text", ""), thread_ts=message.get("thread_ts"))


async def handle_ask_about_message(
    ack: AsyncAck, shortcut: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient
) -> None:
    await ack()
    msg = message_of(shortcut)
    if not msg.text.strip():
        await client.chat_postEphemeral(channel=msg.channel, user=msg.user or "",
                                        text="That message has no text I could ask about.")
        return
    question = _QUESTION.format(text=msg.text.strip())
    await answer_question(context[CONTEXT_KEY], client, msg, question, context.bot_user_id or "")


__all__ = ["CALLBACK_ID", "handle_ask_about_message", "message_of"]
