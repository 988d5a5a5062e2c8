"""A 👍/👎 vote forwarded to the service, and the reply both bots show the voter."""

from __future__ import annotations

from typing import Literal

from bot.common.client import ServiceClient
from bot.common.formatting import apology
from edabot.errors import EdabotError

Vote = Literal["up", "down"]
THANKS = "Thanks \u2014 your feedback was recorded."


async def send_vote(service: ServiceClient, answer_id: str, vote: Vote, scope: str) -> str:
    """Record the vote; the text to show the voter (thanks, or what to retry)."""
    try:
        await service.feedback(answer_id, vote, scope)
    except EdabotError as exc:
        return apology(exc.user_message, "click the button again in a minute")
    return THANKS


__all__ = ["THANKS", "Vote", "send_vote"]
