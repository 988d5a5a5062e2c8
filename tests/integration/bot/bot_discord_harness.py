"""dpytest set-up for the Discord bot: thread support for dpytest's fake HTTP, and an Interaction double.

dpytest 0.7 drives gateway messages (mentions, attachments, replies, edits) but not
application-command interactions; those are driven through the real command callbacks with
``FakeInteraction``, which records defer / follow-up / response calls like Discord would see them.
"""

from __future__ import annotations

import datetime
import inspect
import json
from dataclasses import dataclass, field
from typing import Any

import discord
import discord.ext.test as dpytest
from discord.ext.test import backend, factories
from discord.ext.test.state import FakeState

CREATED_THREADS: list[dict[str, Any]] = []
"""Payloads of the threads the bot started, newest last."""


async def start_thread_with_message(self: Any, channel_id: int, message_id: int, *, name: str,
                                    auto_archive_duration: int, rate_limit_per_user: int | None = None,
                                    reason: str | None = None) -> dict[str, Any]:
    """Start a thread from a message as Discord does and remember it for assertions."""
    channel = self.state.get_channel(int(channel_id))
    now = datetime.datetime.now(datetime.UTC).isoformat()
    data = {"id": factories.make_id(), "guild_id": channel.guild.id, "parent_id": channel.id,
            "owner_id": self.state.user.id, "name": name, "type": discord.ChannelType.public_thread.value,
            "message_count": 0, "member_count": 1, "rate_limit_per_user": 0, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": auto_archive_duration,
                                "archive_timestamp": now, "locked": False}}
    CREATED_THREADS.append(data)
    return data


def _send_message_with_files(original: Any) -> Any:
    """dpytest 0.7 reads a message's content from ``params.payload``, which discord.py leaves empty when
    files are attached (the fields travel as ``payload_json`` in the multipart body): put them back."""

    async def send_message(self: Any, channel_id: int, *, params: Any) -> Any:
        channel = inspect.currentframe().f_back.f_locals.get("channel")  # noqa: F841 - dpytest reads its caller's locals
        if params.payload is None and params.multipart:
            fields = json.loads(next(part["value"] for part in params.multipart if part["name"] == "payload_json"))
            params = params._replace(payload=fields)
        return await original(self, channel_id, params=params)

    return send_message


def install_dpytest_fixes(monkeypatch: Any) -> None:
    """Threads from messages, message content beside attachments, and the reaction ``type`` field
    discord.py 2.7 expects but dpytest 0.7 omits."""
    CREATED_THREADS.clear()
    monkeypatch.setattr(backend.FakeHttp, "start_thread_with_message", start_thread_with_message, raising=False)
    monkeypatch.setattr(backend.FakeHttp, "send_message", _send_message_with_files(backend.FakeHttp.send_message))
    original = FakeState.parse_message_reaction_add

    def parse_reaction(self: FakeState, data: dict[str, Any]) -> None:
        original(self, {"type": 0, "burst": False, **data})

    monkeypatch.setattr(FakeState, "parse_message_reaction_add", parse_reaction)


@dataclass
class SentMessage:
    """A follow-up as the bot sent it; ``edits`` collects later edits of its content."""

    content: str | None
    embed: discord.Embed | None = None
    view: discord.ui.View | None = None
    edits: list[str] = field(default_factory=list)

    async def edit(self, *, content: str) -> SentMessage:
        self.edits.append(content)
        return self


@dataclass
class FakeResponse:
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    async def defer(self, **kwargs: Any) -> None:
        self.calls.append(("defer", kwargs))

    async def send_message(self, content: str, **kwargs: Any) -> None:
        self.calls.append(("send_message", {"content": content, **kwargs}))

    def is_done(self) -> bool:
        return bool(self.calls)


@dataclass
class FakeFollowup:
    sent: list[SentMessage] = field(default_factory=list)
    events: list[str] = field(default_factory=list)

    async def send(self, content: str | None = None, *, wait: bool = False, embed: discord.Embed | None = None,
                   view: discord.ui.View | None = None) -> SentMessage:
        message = SentMessage(content, embed, view)
        self.sent.append(message)
        return message


@dataclass
class FakeInteraction:
    """The parts of ``discord.Interaction`` the command and button callbacks use."""

    client: discord.Client
    guild_id: int | None
    channel: Any
    channel_id: int
    response: FakeResponse = field(default_factory=FakeResponse)
    followup: FakeFollowup = field(default_factory=FakeFollowup)
    data: dict[str, Any] | None = None


def interaction_in(client: discord.Client, channel_index: int = 0) -> FakeInteraction:
    channel = dpytest.get_config().channels[channel_index]
    return FakeInteraction(client, channel.guild.id, channel, channel.id)
