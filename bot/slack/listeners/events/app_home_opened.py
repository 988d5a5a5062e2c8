"""``app_home_opened``: the Home tab lists what the user's channels have indexed and recent jobs."""

from __future__ import annotations

from typing import Any

import structlog
from slack_bolt.context.async_context import AsyncBoltContext
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.common.client import ServiceClient
from bot.common.models import DocumentRow, JobStatus
from bot.slack import blocks
from bot.slack.deps import CONTEXT_KEY
from bot.slack.models import channel_scope, workspace_scope
from edabot.errors import EdabotError

log = structlog.get_logger()

_MAX_CHANNELS = 20
"""Channels shown; the Home tab is an overview, the `/edabot docs` command gives the full list."""


async def handle_app_home_opened(body: dict[str, Any], context: AsyncBoltContext, client: AsyncWebClient) -> None:
    event = body["event"]
    if event.get("tab") != "home":
        return
    team_id, user_id = body.get("team_id", ""), event["user"]
    service: ServiceClient = context[CONTEXT_KEY].service
    try:
        workspace = workspace_scope(team_id)
        workspace_docs = [d for d in await service.documents(workspace) if d.scope == workspace]
        channels = [await _channel(service, team_id, c) for c in await _user_channels(client, user_id)]
    except EdabotError as exc:
        log.warning("home.service_unavailable", error=exc.user_message)
        return
    await client.views_publish(user_id=user_id, view=blocks.home_view(channels, workspace_docs))


async def _user_channels(client: AsyncWebClient, user_id: str) -> list[str]:
    try:
        response = await client.users_conversations(user=user_id, types="public_channel,private_channel",
                                                    limit=_MAX_CHANNELS, exclude_archived=True)
    except SlackApiError as exc:
        log.info("home.channels_unavailable", error=exc.response.get("error"))
        return []
    channels: list[dict[str, Any]] = response.get("channels") or []
    return [str(c["id"]) for c in channels][:_MAX_CHANNELS]


async def _channel(service: ServiceClient, team_id: str, channel_id: str) -> tuple[str, list[DocumentRow], list[JobStatus]]:
    scope = channel_scope(team_id, channel_id)
    docs = [d for d in await service.documents(scope) if d.scope == scope]
    return channel_id, docs, await service.jobs(scope)


__all__ = ["handle_app_home_opened"]
