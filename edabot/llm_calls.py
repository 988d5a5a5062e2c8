"""One way to call the configured OpenAI-compatible server: a client without hidden retries, and a deadline.

The openai client's own retries give every try the full timeout, so a hung server held a reply for
(1 + retries) x timeout, three minutes with the defaults, long after a bot had given up on the
answer. Every model call for one question (the answer, a spec question's decomposition, each step of
the run planner's tool loop) instead shares one ``LLMDeadline`` of ``EDABOT_LLM_BUDGET_S``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import structlog

from edabot.settings import GenerationSettings

if TYPE_CHECKING:
    from openai import OpenAI

log = structlog.get_logger(__name__)

RETRY_PAUSE_S = 0.5
"""Pause before the first retry of a transient failure; it doubles with each further one."""
DEFAULT_BASE_URL = "http://127.0.0.1:8000/v1"
T = TypeVar("T")


def llm_client(settings: GenerationSettings) -> OpenAI:
    """The chat-completions client for the configured server; retries are ``LLMDeadline``'s, not the client's."""
    from openai import OpenAI

    return OpenAI(base_url=settings.llm_base_url or DEFAULT_BASE_URL, api_key=settings.llm_api_key,
                  timeout=settings.llm_timeout_s, max_retries=0)


class LLMDeadline:
    """The time left for the model calls of one question, from ``EDABOT_LLM_BUDGET_S`` at creation."""

    def __init__(self, settings: GenerationSettings) -> None:
        self.settings = settings
        self.deadline = time.monotonic() + settings.llm_budget_s

    def call(self, client: OpenAI, request: Callable[[OpenAI], T]) -> T:
        """``request(client)``, tried again on transient failures (``llm_max_retries`` times at most) while
        the deadline allows; each try's timeout is cut to what is left. Raises the last ``openai`` error."""
        import openai

        attempt = 0
        while True:
            left = self.deadline - time.monotonic()
            if left <= 0:  # spent by earlier calls for this question: none is sent
                raise openai.OpenAIError(f"the model's time budget ({self.settings.llm_budget_s:g} s) is spent")
            try:
                return request(client.with_options(timeout=min(self.settings.llm_timeout_s, left)))
            except (openai.APIConnectionError, openai.RateLimitError, openai.InternalServerError) as exc:
                pause = RETRY_PAUSE_S * 2**attempt
                if attempt >= self.settings.llm_max_retries or time.monotonic() + pause >= self.deadline:
                    raise
                log.info("llm.retry", error=type(exc).__name__, attempt=attempt + 1)
                time.sleep(pause)
                attempt += 1

