"""Fixtures: a fake Slack Web API, a fake edabot service and the real Bolt app, all on 127.0.0.1."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# The bot_*.py helper modules live next to the tests; pytest runs with --import-mode=importlib.
sys.path.insert(0, str(Path(__file__).parent))

from bot_fake_service import FakeService, build_fake_service
from bot_fake_slack import FakeSlack, build_fake_slack
from bot_harness import AiohttpThread, SlackSender, bot_settings, start_slack_bot
from servers import UvicornThread


@pytest.fixture
def fake_slack() -> Iterator[FakeSlack]:
    state = FakeSlack()
    with UvicornThread(build_fake_slack(state)) as server:
        state.base_url = server.url
        yield state


@pytest.fixture
def fake_service() -> Iterator[tuple[FakeService, str]]:
    state = FakeService()
    with UvicornThread(build_fake_service(state)) as server:
        yield state, server.url


@pytest.fixture
def make_slack_bot(fake_slack: FakeSlack) -> Iterator[Any]:
    """Start the real Bolt app against the fake Slack and a given service URL (with setting overrides)."""
    started: list[AiohttpThread] = []

    def make(service_url: str, **overrides: Any) -> SlackSender:
        server, sender = start_slack_bot(bot_settings(fake_slack.base_url, service_url, **overrides))
        started.append(server)
        return sender

    yield make
    for server in started:
        server.__exit__(None, None, None)


@pytest.fixture
def slack(make_slack_bot: Any, fake_service: tuple[FakeService, str]) -> SlackSender:
    return make_slack_bot(fake_service[1])


@pytest.fixture
def service(fake_service: tuple[FakeService, str]) -> FakeService:
    return fake_service[0]
