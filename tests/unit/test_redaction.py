"""Which settings count as secrets, and how a line is masked."""

from __future__ import annotations

from edabot.redaction import MASK, Redactor, secret_values
from edabot.settings import Settings


def test_secrets_are_the_tokens_and_the_passwords_inside_service_urls() -> None:
    settings = Settings(EDABOT_API_TOKEN="api-token-1234", SLACK_SIGNING_SECRET="signing-5678",
                        DISCORD_TOKEN="discord-abcdef", EDABOT_DATABASE_URL="postgresql+psycopg://u:db-pass-99@h/db",
                        REDIS_URL="redis://:redis-pass-42@127.0.0.1:6379/0")
    assert sorted(secret_values(settings)) == sorted(
        ["api-token-1234", "signing-5678", "discord-abcdef", "db-pass-99", "redis-pass-42"])


def test_defaults_and_short_values_are_not_secrets() -> None:
    """The LLM key's placeholder and a two-letter password would mask ordinary words everywhere."""
    settings = Settings(EDABOT_DATABASE_URL="postgresql+psycopg://u:pw@h/db", REDIS_URL="redis://127.0.0.1:6379/0")
    assert secret_values(settings) == []


def test_a_secret_inside_a_longer_one_is_masked_with_it() -> None:
    redactor = Redactor(["abc123", "xyzabc123xyz"])
    assert redactor.text("token=xyzabc123xyz, other=abc123") == f"token={MASK}, other={MASK}"
    assert redactor.rendered(None, "info", b"abc123") == MASK.encode()


def test_a_stdlib_record_is_rewritten_only_when_it_carries_a_secret() -> None:
    """Formatters that read ``args`` (uvicorn's access log) keep working on every other record."""
    import logging

    redactor = Redactor(["abc123"])
    plain = logging.LogRecord("x", logging.INFO, __file__, 1, "GET %s %d", ("/healthz", 200), None)
    secret = logging.LogRecord("x", logging.INFO, __file__, 1, "token %s", ("abc123",), None)
    redactor.record(plain)
    redactor.record(secret)
    assert plain.args == ("/healthz", 200) and plain.getMessage() == "GET /healthz 200"
    assert secret.getMessage() == f"token {MASK}"
