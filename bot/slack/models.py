"""Slack payloads parsed into small models, and the scopes they map to."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


def channel_scope(team_id: str, channel_id: str) -> str:
    return f"slack:{team_id}/{channel_id}"


def workspace_scope(team_id: str) -> str:
    return f"slack:{team_id}"


class SlackFile(BaseModel):
    """A shared file; events may carry only ``id`` (``file_access: check_file_info``)."""

    id: str
    name: str = ""
    size: int = 0
    url_private_download: str | None = None


class SlackMessage(BaseModel):
    """A user message the bot may answer: a mention, a DM or a file share in a thread."""

    team_id: str
    channel: str
    ts: str
    user: str | None = None
    text: str = ""
    thread_ts: str | None = None
    channel_type: str | None = None
    subtype: str | None = None
    files: list[SlackFile] = Field(default_factory=list)

    @property
    def key(self) -> tuple[str, str]:
        """Same for the ``app_mention`` and ``message`` deliveries of one message."""
        return (self.channel, self.ts)

    @property
    def reply_ts(self) -> str:
        """The thread every reply goes to (the message itself starts one)."""
        return self.thread_ts or self.ts

    @property
    def scope(self) -> str:
        return channel_scope(self.team_id, self.channel)


def parse_message(body: dict[str, Any]) -> SlackMessage:
    """The ``event`` of an Events API envelope, with the team id from wherever Slack put it."""
    event = body["event"]
    team_id = body.get("team_id") or event.get("team") or ""
    return SlackMessage.model_validate({**event, "team_id": team_id})


__all__ = ["SlackFile", "SlackMessage", "channel_scope", "parse_message", "workspace_scope"]
