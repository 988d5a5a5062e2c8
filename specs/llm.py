"""Optional LLM decomposition of spec questions: bounded, cached, never required.

With ``EDABOT_GENERATOR=openai`` the configured OpenAI-compatible model splits a question into
at most ``max_parts`` sub-questions (one call, ``EDABOT_SPEC_LLM_MAX_TOKENS`` completion tokens,
temperature 0); answers are cached per question for the process. Any failure or an empty
reply falls back to the rule decomposition, so offline behaviour is unchanged.
"""

from __future__ import annotations

import re
from collections import OrderedDict

import structlog

from edabot.llm_calls import LLMDeadline, llm_client
from edabot.settings import Settings
from specs.reasoning import Decomposer, decompose

log = structlog.get_logger(__name__)

PROMPT = (
    "Split this question about a hardware IP specification into at most {n} short, self-contained "
    "sub-questions, one per line, each naming the register, field, signal or IP it is about. "
    "Reply with the sub-questions only.\n\nQuestion: {question}"
)
_CACHE_SIZE = 256
_LEADER = re.compile(r"^\s*(?:[-*]|\d+[.)])\s*")


class LLMDecomposer:
    """Callable decomposer backed by a chat model, with the rule decomposer as fallback."""

    def __init__(self, settings: Settings, max_parts: int) -> None:
        self.settings, self.max_parts = settings, max_parts
        self.client = llm_client(settings)
        self._cache: OrderedDict[str, list[str]] = OrderedDict()

    def __call__(self, question: str) -> list[str]:
        if question in self._cache:
            self._cache.move_to_end(question)
            return self._cache[question]
        parts = self._ask(question) or decompose(question)
        self._cache[question] = parts
        while len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)
        return parts

    def _ask(self, question: str) -> list[str]:
        import openai

        try:
            response = LLMDeadline(self.settings).call(self.client, lambda client: client.chat.completions.create(
                model=self.settings.llm_model,
                messages=[{"role": "user", "content": PROMPT.format(n=self.max_parts, question=question)}],
                max_tokens=self.settings.spec_llm_max_tokens,
                temperature=0.0,
            ))
        except openai.OpenAIError as exc:
            log.warning("spec.llm.unavailable", error=type(exc).__name__)
            return []
        lines = (response.choices[0].message.content or "").splitlines()
        parts = [_LEADER.sub("", line).strip() for line in lines]
        return [p for p in parts if len(p.split()) >= 3][: self.max_parts]


def build_decomposer(settings: Settings, max_parts: int) -> Decomposer:
    """The LLM decomposer when a model is configured, else the rules."""
    if settings.generator == "openai" and settings.llm_base_url:
        return LLMDecomposer(settings, max_parts)
    return decompose


__all__ = ["LLMDecomposer", "build_decomposer"]
