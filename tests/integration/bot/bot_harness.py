"""Real servers on 127.0.0.1 for the bot tests: uvicorn/aiohttp apps run in background threads."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import threading
import time
import uuid
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

import httpx
from aiohttp import web
from bot_fake_service import API_TOKEN
from bot_fake_slack import BOT_TOKEN
from servers import free_socket, wait_for

from bot.slack.app import build_app
from bot.slack.server import EVENTS_PATH, web_app
from edabot.settings import Settings
from service.up import free_port

SIGNING_SECRET = "test-signing-secret"


class AiohttpThread:
    """Builds an aiohttp app inside its own event loop thread (Bolt objects bind to that loop) and serves it."""

    def __init__(self, factory: Callable[[], web.Application]) -> None:
        self._factory = factory
        self._loop = asyncio.new_event_loop()
        self._sock = free_socket()
        self.url = f"http://127.0.0.1:{self._sock.getsockname()[1]}"
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)

    def __enter__(self) -> AiohttpThread:
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self._loop).result(30)
        return self

    async def _start(self) -> None:
        self._runner = web.AppRunner(self._factory())
        await self._runner.setup()
        await web.SockSite(self._runner, self._sock).start()

    def __exit__(self, *exc: object) -> None:
        if self._runner is not None:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


def slack_signature(secret: str, timestamp: str, body: str) -> str:
    """Slack's v0 request signature: HMAC-SHA256 of ``v0:{timestamp}:{body}``."""
    digest = hmac.new(secret.encode(), f"v0:{timestamp}:{body}".encode(), hashlib.sha256).hexdigest()
    return f"v0={digest}"


class SlackSender:
    """Sends events, actions and commands to the Bolt endpoint the way Slack does, signed."""

    def __init__(self, url: str, secret: str) -> None:
        self.url = url
        self.secret = secret

    def post(self, body: str, content_type: str, headers: dict[str, str] | None = None, timestamp: str | None = None,
             secret: str | None = None) -> httpx.Response:
        ts = timestamp or str(int(time.time()))
        signed = {
            "Content-Type": content_type,
            "X-Slack-Request-Timestamp": ts,
            "X-Slack-Signature": slack_signature(secret or self.secret, ts, body),
        }
        return httpx.post(self.url, content=body, headers={**signed, **(headers or {})}, timeout=10)

    def event(self, event: dict[str, Any], event_id: str, team_id: str = "T1", **kw: Any) -> httpx.Response:
        envelope = {"type": "event_callback", "team_id": team_id, "api_app_id": "A1", "event": event,
                    "event_id": event_id, "event_time": int(time.time()), "authorizations": []}
        return self.post(json.dumps(envelope), "application/json", **kw)

    def action(self, payload: dict[str, Any]) -> httpx.Response:
        return self.post(urlencode({"payload": json.dumps(payload)}), "application/x-www-form-urlencoded")

    def command(self, text: str, channel: str = "C1", team: str = "T1", user: str = "U1") -> httpx.Response:
        form = {"command": "/edabot", "text": text, "team_id": team, "channel_id": channel, "user_id": user,
                "response_url": "http://127.0.0.1:9/unused", "trigger_id": "t1"}
        return self.post(urlencode(form), "application/x-www-form-urlencoded")


def mention(text: str, ts: str = "1700000001.000100", thread_ts: str | None = None, files: list | None = None) -> dict:
    """An ``app_mention`` event from U1 in C1."""
    event = {"type": "app_mention", "user": "U1", "text": f"<@UBOT> {text}", "ts": ts, "channel": "C1", "event_ts": ts}
    if thread_ts:
        event["thread_ts"] = thread_ts
    if files:
        event["files"] = files
    return event


def answered(fake_slack: Any, n: int = 1) -> Any:
    """The chat.update calls once at least ``n`` arrived."""
    return wait_for(lambda: len(fake_slack.of("chat.update")) >= n and fake_slack.of("chat.update"), "answer edit")


def closed_port_url() -> str:
    """A URL where nothing listens: the service is down."""
    return f"http://127.0.0.1:{free_port()}"


def bot_settings(slack_url: str, service_url: str, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "SLACK_BOT_TOKEN": BOT_TOKEN,
        "SLACK_SIGNING_SECRET": SIGNING_SECRET,
        "SLACK_API_BASE_URL": f"{slack_url}/api/",
        "EDABOT_SERVICE_URL": service_url,
        "EDABOT_API_TOKEN": API_TOKEN,
        "EDABOT_BOT_JOB_POLL_S": 0.02,
        "EDABOT_BOT_SERVICE_TIMEOUT_S": 10,
        "EDABOT_BOT_DEDUPE_NAMESPACE": f"test-{uuid.uuid4().hex}",  # fake events reuse ids across tests
        "EDABOT_BOT_STREAM": False,  # post-then-edit; test_slack_streaming turns streaming on
    }
    values.update(overrides)
    return Settings(**values)


def start_slack_bot(settings: Settings) -> tuple[AiohttpThread, SlackSender]:
    server = AiohttpThread(lambda: web_app(build_app(settings)))
    server.__enter__()
    return server, SlackSender(server.url + EVENTS_PATH, SIGNING_SECRET)
