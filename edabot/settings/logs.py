"""Structured logs."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea


class LogSettings(SettingsArea):
    """Structured logs."""

    area: ClassVar[str] = "Logging"

    log_level: str = Field("INFO", alias="EDABOT_LOG_LEVEL", description="Log level (structlog, on stderr).")
    log_json: bool = Field(False, alias="EDABOT_LOG_JSON", description="Log lines as JSON.")


__all__ = ["LogSettings"]
