"""structlog set-up: key-value lines for people, JSON for machines, always on stderr, secrets masked."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterable

import structlog

from edabot.redaction import Redactor, redact_stdlib_records


class _CurrentStderr:
    """Writes to whatever ``sys.stderr`` is now: test runners and daemons swap it after set-up."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def configure_logging(level: str = "INFO", json: bool = False, secrets: Iterable[str] = ()) -> None:
    """Route structlog and stdlib logging to stderr at ``level``, every value of ``secrets`` masked."""
    redactor = Redactor(secrets)
    redact_stdlib_records(redactor)
    numeric = getattr(logging, level.upper(), logging.INFO)
    logging.basicConfig(stream=sys.stderr, level=numeric, format="%(message)s")
    for noisy in ("transformers", "sentence_transformers", "httpx", "chromadb"):
        logging.getLogger(noisy).setLevel(max(numeric, logging.WARNING))
    logging.getLogger("transformers.tokenization_utils_base").setLevel(logging.ERROR)
    renderer: structlog.types.Processor = (
        structlog.processors.JSONRenderer() if json else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso"),
            renderer,
            redactor.rendered,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        logger_factory=structlog.PrintLoggerFactory(file=_CurrentStderr()),  # type: ignore[arg-type]
        cache_logger_on_first_use=False,
    )
