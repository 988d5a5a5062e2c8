"""Builds the Slack Bolt app: a WebClient that honours 429s, the listeners, nothing else."""

from __future__ import annotations

import httpx
from slack_bolt.async_app import AsyncApp
from slack_sdk.http_retry.builtin_async_handlers import (
    AsyncConnectionErrorRetryHandler,
    AsyncRateLimitErrorRetryHandler,
)
from slack_sdk.web.async_client import AsyncWebClient

from bot.common.dedupe import RedisDeduper
from bot.common.deps import service_client
from bot.slack.deps import SlackDeps
from bot.slack.listeners import register_listeners
from edabot.errors import ConfigError
from edabot.settings import Settings


def make_deps(settings: Settings) -> SlackDeps:
    http = httpx.AsyncClient(timeout=settings.bot_service_timeout_s)
    return SlackDeps(
        settings=settings, service=service_client(settings), http=http,
        seen_events=RedisDeduper(settings.redis_url, f"{settings.bot_dedupe_namespace}:slack-events"),
        seen_messages=RedisDeduper(settings.redis_url, f"{settings.bot_dedupe_namespace}:slack-messages"),
    )


def build_app(settings: Settings, deps: SlackDeps | None = None) -> AsyncApp:
    """The app for either mode; signatures are verified whenever Slack calls us over HTTP."""
    if not settings.slack_bot_token:
        raise ConfigError("SLACK_BOT_TOKEN is not set")
    if settings.slack_mode == "http" and not settings.slack_signing_secret:
        raise ConfigError("SLACK_SIGNING_SECRET is required in http mode")
    client = AsyncWebClient(
        token=settings.slack_bot_token,
        base_url=settings.slack_api_base_url,
        retry_handlers=[AsyncConnectionErrorRetryHandler(), AsyncRateLimitErrorRetryHandler(max_retry_count=3)],
    )
    app = AsyncApp(
        client=client,
        signing_secret=settings.slack_signing_secret,
        request_verification_enabled=settings.slack_mode == "http",
    )
    register_listeners(app, deps or make_deps(settings))
    return app


__all__ = ["build_app", "make_deps"]
