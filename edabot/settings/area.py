"""The base of each part of the settings: a group of fields with the heading the docs show it under."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel


class SettingsArea(BaseModel):
    """Fields of one area; ``Settings`` inherits every area, so each field is still one variable."""

    area: ClassVar[str]
    """The heading of this part in the settings docs and ``.env.example``."""


__all__ = ["SettingsArea"]
