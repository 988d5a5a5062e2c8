"""The exception tree of edabot.

EdabotError            -- base; ``user_message`` is safe to show in chat or HTTP bodies
├── ConfigError        -- a setting is missing or inconsistent
│   └── IndexNotEmbeddedError -- the configured ChromaDB lacks the vectors of the indexed chunks
├── BadInputError      -- one input (file, question, archive) was refused; ``reason`` says why
├── NotFoundError      -- a document, job or design that does not exist
├── StoreError         -- ChromaDB / SQLite / Redis failed
└── GeneratorError     -- the LLM server failed or answered unusably
"""

from __future__ import annotations


class EdabotError(Exception):
    """Base of every error edabot raises on purpose."""

    def __init__(self, user_message: str) -> None:
        super().__init__(user_message)
        self.user_message = user_message


class ConfigError(EdabotError):
    """A setting is missing or inconsistent."""


class IndexNotEmbeddedError(ConfigError):
    """The index holds chunks, but the configured ChromaDB has no vector of them from the configured
    encoder: every question would fail until the named command runs (the service answers 503)."""


class BadInputError(EdabotError):
    """One input was refused; the rest of a batch goes on."""


class NotFoundError(EdabotError):
    """The named thing does not exist in the caller's scope."""


class StoreError(EdabotError):
    """A backing store failed."""


class GeneratorError(EdabotError):
    """The answer generator failed."""


__all__ = [
    "BadInputError", "ConfigError", "EdabotError", "GeneratorError", "IndexNotEmbeddedError", "NotFoundError", "StoreError",
]
