"""``edabot slack`` / ``edabot discord`` refuse to start without their tokens, with a clear message."""

from __future__ import annotations

import pytest

from app.cli import main
from edabot.settings import get_settings


@pytest.mark.parametrize(("argv", "message"), [
    (["slack"], "SLACK_BOT_TOKEN is not set"),
    (["slack", "--mode", "http"], "SLACK_BOT_TOKEN is not set"),
    (["discord"], "DISCORD_TOKEN is not set"),
])
def test_missing_tokens_are_config_errors(monkeypatch, capsys, argv, message):
    for var in ("SLACK_BOT_TOKEN", "SLACK_SIGNING_SECRET", "DISCORD_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    get_settings.cache_clear()
    try:
        assert main(argv) == 2
    finally:
        get_settings.cache_clear()
    assert message in capsys.readouterr().err


def test_http_mode_needs_signing_secret(monkeypatch, capsys):
    monkeypatch.setenv("SLACK_BOT_TOKEN", "xoxb-1")
    monkeypatch.delenv("SLACK_SIGNING_SECRET", raising=False)
    get_settings.cache_clear()
    try:
        assert main(["slack", "--mode", "http"]) == 2
    finally:
        get_settings.cache_clear()
    assert "SLACK_SIGNING_SECRET is required in http mode" in capsys.readouterr().err


def test_socket_mode_needs_app_token(monkeypatch, capsys):
    monkeypatch.setenv("SLACK_BOT_TOKEN", "xoxb-1")
    monkeypatch.delenv("SLACK_APP_TOKEN", raising=False)
    get_settings.cache_clear()
    try:
        assert main(["slack", "--mode", "socket"]) == 2
    finally:
        get_settings.cache_clear()
    assert "SLACK_APP_TOKEN (xapp-...) is required in socket mode" in capsys.readouterr().err
