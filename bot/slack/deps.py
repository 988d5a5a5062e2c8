"""What every Slack listener needs, built once per app and handed over through Bolt's context."""

from __future__ import annotations

from dataclasses import dataclass, field

import httpx

from bot.common.dedupe import Deduper, SeenKeys
from bot.common.deps import BotDeps

CONTEXT_KEY = "edabot"


@dataclass
class SlackDeps(BotDeps):
    """Adds the HTTP client that downloads files and the memory of events already answered."""

    http: httpx.AsyncClient
    seen_events: SeenKeys = field(default_factory=Deduper)
    seen_messages: SeenKeys = field(default_factory=Deduper)


__all__ = ["CONTEXT_KEY", "SlackDeps"]
