"""Limits and chunking of manuals being indexed."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea


class IngestSettings(SettingsArea):
    """Limits and chunking of manuals being indexed."""

    area: ClassVar[str] = "Ingest"

    max_file_bytes: int = Field(
        5_000_000, alias="EDABOT_MAX_FILE_BYTES",
        description="Text manuals and specs larger than this many bytes are refused.",
    )
    max_pdf_bytes: int = Field(
        100_000_000, alias="EDABOT_MAX_PDF_BYTES",
        description="PDF manuals larger than this many bytes are refused.",
    )
    max_pdf_pages: int = Field(
        3000, alias="EDABOT_MAX_PDF_PAGES",
        description="PDF manuals with more pages are refused, the reply naming the page count.",
    )
    chunk_max_words: int = Field(180, alias="EDABOT_CHUNK_MAX_WORDS", description="Most words in one chunk.")
    anchor_occurrence_cap: int = Field(
        12, alias="EDABOT_ANCHOR_OCCURRENCE_CAP",
        description="Most occurrences one anchor (command or file) may contribute to functional units.",
    )


__all__ = ["IngestSettings"]
