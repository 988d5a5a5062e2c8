"""A 👍/👎 vote forwarded to the service, and the reply both bots show the voter."""

from __future__ import annotations

from typing import Literal

from bot.common.client import ServiceClient
from bot.common.formatting import apology
from edabot.errors import EdabotError

Vote = Literal["up", "down"]
THANKS = "Thanks \u2014 your feedback was recorded."
REASONS = {"wrong_source": "Wrong source", "wrong_value": "Wrong value", "missing": "Something is missing",
           "other": "Other"}
"""What was wrong with an answer voted down: the choices both bots offer."""


def reason_comment(reason: str, details: str = "") -> str:
    """The comment stored with a down vote: the chosen reason, then the user's words."""
    label = REASONS.get(reason, REASONS["other"])
    return f"{label}: {details.strip()}" if details.strip() else label


async def send_vote(service: ServiceClient, answer_id: str, vote: Vote, scope: str, comment: str | None = None) -> str:
    """Record the vote; the text to show the voter (thanks, or what to retry)."""
    try:
        await service.feedback(answer_id, vote, scope, comment)
    except EdabotError as exc:
        return apology(exc.user_message, "click the button again in a minute")
    return THANKS


__all__ = ["REASONS", "THANKS", "Vote", "reason_comment", "send_vote"]
