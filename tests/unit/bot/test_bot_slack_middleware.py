"""The retry filter drops a redelivered event (same ``event_id``) before any listener runs."""

from __future__ import annotations

import json

from slack_bolt.context.async_context import AsyncBoltContext
from slack_bolt.request.async_request import AsyncBoltRequest

from bot.common.client import ServiceClient
from bot.slack.deps import CONTEXT_KEY, SlackDeps
from bot.slack.listeners.middleware import drop_duplicate_events
from edabot.settings import Settings


async def test_second_delivery_of_an_event_id_never_reaches_the_listeners():
    service = ServiceClient("http://127.0.0.1:9", None)
    context = AsyncBoltContext()
    context[CONTEXT_KEY] = SlackDeps(settings=Settings(), service=service, http=None)  # type: ignore[arg-type]
    body = {"type": "event_callback", "event_id": "Ev1", "event": {"type": "app_mention"}}
    passed: list[str] = []

    async def next_() -> None:
        passed.append("next")

    for retry in (None, "1", "2"):
        headers = {"x-slack-retry-num": [retry]} if retry else {}
        request = AsyncBoltRequest(body=json.dumps(body), headers=headers, mode="socket_mode")
        response = await drop_duplicate_events(body=body, request=request, context=context, next=next_)
        assert (response is None) == (retry is None)
    assert passed == ["next"]
    other = {**body, "event_id": "Ev2"}
    await drop_duplicate_events(body=other, request=AsyncBoltRequest(body=json.dumps(other)), context=context, next=next_)
    assert passed == ["next", "next"]
    await service.aclose()
