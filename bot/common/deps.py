"""What both bots' listeners need, built once per bot: settings, the service client, job polling."""

from __future__ import annotations

from dataclasses import dataclass

from bot.common.client import ServiceClient
from bot.common.ingest import JobWatch
from edabot.settings import Settings


def service_client(settings: Settings) -> ServiceClient:
    """The bot's client of the edabot service: its URL, bearer token and per-call timeout."""
    return ServiceClient(settings.service_url, settings.api_token, settings.bot_service_timeout_s)


@dataclass
class BotDeps:
    """The part Slack and Discord share; each platform's deps add what only it needs."""

    settings: Settings
    service: ServiceClient

    @property
    def watch(self) -> JobWatch:
        return JobWatch(poll_s=self.settings.bot_job_poll_s, timeout_s=self.settings.bot_job_timeout_s)


__all__ = ["BotDeps", "service_client"]
