"""Configured secrets never reach a log line: their values are masked in every rendered message.

Tokens and passwords can turn up in logs without anyone logging them on purpose: an
exception that quotes a URL, a library that prints its request at DEBUG, a traceback's
locals. Masking the known values where lines are rendered covers all of those at once.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

from edabot.settings import Settings

MASK = "[redacted]"
_MIN_SECRET_CHARS = 6
"""Shorter values (``"x"``, a test's ``"pw"``) would mask ordinary words and are no secret worth the name."""
_NOT_SECRET = {"not-needed"}
"""The LLM API key's default, sent to servers that ignore it."""


def secret_values(settings: Settings) -> list[str]:
    """Every secret ``settings`` holds: tokens, the signing secret, passwords inside service URLs."""
    values = [settings.api_token, settings.slack_bot_token, settings.slack_signing_secret, settings.slack_app_token,
              settings.discord_token, settings.llm_api_key]
    values += [_password(url) for url in (settings.database_url, settings.redis_url)]
    return [v for v in values if v and len(v) >= _MIN_SECRET_CHARS and v not in _NOT_SECRET]


def _password(url: str | None) -> str | None:
    try:
        return urlsplit(url).password if url else None
    except ValueError:
        return None


class Redactor:
    """Replaces each known secret with ``MASK``; longest first, so a secret inside another goes too."""

    def __init__(self, secrets: Iterable[str]) -> None:
        self.secrets = sorted(set(secrets), key=len, reverse=True)

    def text(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, MASK)
        return text

    def rendered(self, _logger: Any, _method: str, line: Any) -> str | bytes:
        """The last structlog processor: masks the line the renderer produced, traceback included."""
        if isinstance(line, bytes):
            return self.text(line.decode()).encode()
        return self.text(line)

    def record(self, record: logging.LogRecord) -> None:
        """Masks a stdlib record that carries a secret, so every handler prints it masked.

        Such a record's message is rendered now (a formatter that reads ``args`` sees none); a
        record without a secret is left exactly as it was.
        """
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # arguments that do not fit the format: keep both
            message = f"{record.msg} {record.args!r}"
        masked = self.text(message)
        if masked != message:
            record.msg, record.args = masked, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.text(record.exc_text)
        if record.stack_info:
            record.stack_info = self.text(record.stack_info)


_base_factory = logging.getLogRecordFactory()


def redact_stdlib_records(redactor: Redactor) -> None:
    """Mask secrets in every stdlib log record of the process, whichever handler prints it (uvicorn's own too)."""

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = _base_factory(*args, **kwargs)
        redactor.record(record)
        return record

    logging.setLogRecordFactory(factory if redactor.secrets else _base_factory)


__all__ = ["MASK", "Redactor", "redact_stdlib_records", "secret_values"]
