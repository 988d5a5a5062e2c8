"""``assistant_thread_started``: greet and suggest prompts built from what the user's scope holds."""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Any

import structlog
from slack_bolt.context.async_context import AsyncBoltContext
from slack_bolt.context.say.async_say import AsyncSay
from slack_bolt.context.set_suggested_prompts.async_set_suggested_prompts import AsyncSetSuggestedPrompts

from bot.common.models import DocumentRow
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import channel_scope
from edabot.errors import EdabotError

log = structlog.get_logger()

GREETING = "Hi! Ask me about your EDA manuals, synthesis runs and specs; I cite the lines I use."
RUN_PROMPT = {"title": "Analyse my last run", "message": "Summarise my last synthesis run: status, area, worst slack, warnings."}
_MAX_DOC_PROMPTS = 3


def suggested_prompts(documents: list[DocumentRow]) -> list[dict[str, str]]:
    """A question per indexed manual (newest names first, runs aside), then the run prompt."""
    names = sorted({PurePosixPath(d.source).name for d in documents if not d.source.endswith((".log", ".rpt"))})
    prompts = [{"title": f"What does {name} cover?", "message": f"Which commands and options does {name} describe?"}
               for name in names[:_MAX_DOC_PROMPTS]]
    return [*prompts, RUN_PROMPT]


async def handle_thread_started(
    body: dict[str, Any], say: AsyncSay, set_suggested_prompts: AsyncSetSuggestedPrompts, context: AsyncBoltContext
) -> None:
    thread = body["event"]["assistant_thread"]
    scope = channel_scope(body.get("team_id") or thread.get("context", {}).get("team_id", ""), thread["channel_id"])
    try:
        documents = await context[CONTEXT_KEY].service.documents(scope)
    except EdabotError as exc:  # the greeting still works without the service
        log.warning("assistant.documents_unavailable", error=exc.user_message)
        documents = []
    await say(GREETING)
    await set_suggested_prompts(prompts=suggested_prompts(documents), title="Try one of these")


__all__ = ["GREETING", "RUN_PROMPT", "handle_thread_started", "suggested_prompts"]
