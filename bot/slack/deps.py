"""What every Slack listener needs, built once per app and handed over through Bolt's context."""

from __future__ import annotations

from dataclasses import dataclass, field

import httpx

from bot.common.client import ServiceClient
from bot.common.dedupe import Deduper
from bot.common.ingest import JobWatch
from edabot.settings import Settings

CONTEXT_KEY = "edabot"


@dataclass
class SlackDeps:
    settings: Settings
    service: ServiceClient
    http: httpx.AsyncClient
    seen_events: Deduper = field(default_factory=Deduper)
    seen_messages: Deduper = field(default_factory=Deduper)

    @property
    def watch(self) -> JobWatch:
        return JobWatch(poll_s=self.settings.bot_job_poll_s, timeout_s=self.settings.bot_job_timeout_s)


__all__ = ["CONTEXT_KEY", "SlackDeps"]
