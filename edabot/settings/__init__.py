"""One typed settings object for the whole product, read from the environment, in one part per area.

Nothing else reads the environment: code asks ``get_settings()``; tests call
``get_settings.cache_clear()`` after changing variables. Each area's fields live in their own class
(``StorageSettings``, ``RetrievalSettings``...); ``Settings`` is all of them, so a component can name the
part it reads while every caller still passes the one object.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict

from edabot.settings.area import SettingsArea
from edabot.settings.bots import BotSettings
from edabot.settings.evaluation import EvaluationSettings
from edabot.settings.generation import GenerationSettings
from edabot.settings.ingest import IngestSettings
from edabot.settings.logs import LogSettings
from edabot.settings.mcp import McpSettings
from edabot.settings.models import ModelSettings
from edabot.settings.retrieval import RetrievalSettings
from edabot.settings.runs import RunSettings
from edabot.settings.service import ServiceSettings
from edabot.settings.specs import SpecSettings
from edabot.settings.storage import StorageSettings


class Settings(LogSettings, SpecSettings, EvaluationSettings, RunSettings, McpSettings, BotSettings,
               ServiceSettings, GenerationSettings, RetrievalSettings, IngestSettings, ModelSettings,
               StorageSettings, BaseSettings):
    """Every knob of edabot; each field is one variable, documented by its ``description``.

    The settings page (docs/configuration.md) and ``.env.example`` are rendered from these fields
    (``python -m edabot.settings_docs --write``), so a description is the only place to explain one.
    """

    model_config = SettingsConfigDict(env_file=None, extra="ignore", populate_by_name=True)


AREAS: tuple[type[SettingsArea], ...] = tuple(
    base for base in reversed(Settings.__bases__) if issubclass(base, SettingsArea))
"""The parts in the order the docs list them and ``Settings.model_fields`` holds their fields: pydantic
collects fields from the last base first, so the bases above are listed last part first."""


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, built on first use (never at import time)."""
    return Settings()


__all__ = ["AREAS", "BotSettings", "EvaluationSettings", "GenerationSettings", "IngestSettings", "LogSettings",
           "McpSettings", "ModelSettings", "RetrievalSettings", "RunSettings", "ServiceSettings", "Settings",
           "SpecSettings", "StorageSettings", "get_settings"]
