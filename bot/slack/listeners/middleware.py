"""Global middleware: hand listeners their dependencies; drop Slack's retries of handled events."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import structlog
from slack_bolt.context.async_context import AsyncBoltContext
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_bolt.response import BoltResponse

from bot.slack.deps import CONTEXT_KEY, SlackDeps

log = structlog.get_logger()
Next = Callable[[], Awaitable[Any]]


def attach_deps(deps: SlackDeps) -> Callable[..., Awaitable[Any]]:
    async def attach(context: AsyncBoltContext, next: Next) -> None:  # noqa: A002 - Bolt's argument name
        context[CONTEXT_KEY] = deps
        await next()

    return attach


async def drop_duplicate_events(
    body: dict[str, Any], request: AsyncBoltRequest, context: AsyncBoltContext, next: Next  # noqa: A002
) -> BoltResponse | None:
    """Slack redelivers an event (``X-Slack-Retry-Num``) when our ack was slow or lost; answer it once."""
    event_id = body.get("event_id")
    if event_id and not context[CONTEXT_KEY].seen_events.first(event_id):
        retry = ",".join(request.headers.get("x-slack-retry-num", []))
        log.info("slack.duplicate_event", event_id=event_id, retry_num=retry)
        return BoltResponse(status=200, body="")
    await next()
    return None


__all__ = ["attach_deps", "drop_duplicate_events"]
