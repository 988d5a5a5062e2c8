"""Runs the Slack app: an aiohttp Events API endpoint, or a Socket Mode connection."""

from __future__ import annotations

import asyncio

import structlog
from aiohttp import web
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_bolt.app.async_server import AsyncSlackAppServer
from slack_bolt.async_app import AsyncApp

from edabot.errors import ConfigError
from edabot.settings import BotSettings

log = structlog.get_logger()
EVENTS_PATH = "/slack/events"


def web_app(app: AsyncApp) -> web.Application:
    """The aiohttp application that receives events, actions and commands at ``/slack/events``."""
    return AsyncSlackAppServer(port=0, path=EVENTS_PATH, app=app).web_app


def run(app: AsyncApp, settings: BotSettings) -> None:
    """Block serving Slack until interrupted."""
    if settings.slack_mode == "socket":
        if not settings.slack_app_token:
            raise ConfigError("SLACK_APP_TOKEN (xapp-...) is required in socket mode")
        log.info("slack.socket_mode")
        asyncio.run(AsyncSocketModeHandler(app, settings.slack_app_token).start_async())
        return
    log.info("slack.http_mode", port=settings.slack_port, path=EVENTS_PATH)
    web.run_app(web_app(app), host="0.0.0.0", port=settings.slack_port, print=None)


__all__ = ["EVENTS_PATH", "run", "web_app"]
