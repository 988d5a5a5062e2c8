"""The OpenAI-compatible judge the LLM-based metrics talk to (vLLM, llama.cpp server, ...).

The judge is the server named by ``llm_base_url``; without one, every LLM-based metric is
skipped and reported as skipped -- never replaced by a made-up number.
"""

from __future__ import annotations

import structlog

from edabot.errors import GeneratorError
from edabot.settings import GenerationSettings, Settings

log = structlog.get_logger(__name__)


class JudgeClient:
    """Deterministic (temperature 0) chat completions from the configured server."""

    def __init__(self, settings: GenerationSettings) -> None:
        from openai import OpenAI

        if not settings.llm_base_url:
            raise GeneratorError("no LLM judge is configured (set EDABOT_LLM_BASE_URL)")
        self.model = settings.llm_model
        self._max_tokens = settings.llm_max_tokens
        self._client = OpenAI(
            base_url=settings.llm_base_url,
            api_key=settings.llm_api_key,
            timeout=settings.llm_timeout_s,
            max_retries=settings.llm_max_retries,
        )

    def complete(self, system: str, user: str) -> str:
        """One chat turn; server failures become GeneratorError."""
        from openai import OpenAIError

        try:
            response = self._client.chat.completions.create(
                model=self.model,
                messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
                temperature=0.0,
                max_tokens=self._max_tokens,
            )
        except OpenAIError as exc:
            log.warning("judge.failed", error=str(exc))
            raise GeneratorError("the LLM judge did not answer") from exc
        return response.choices[0].message.content or ""


def judge_client(settings: Settings) -> JudgeClient | None:
    """The judge when one is configured, else None (the LLM metrics are then skipped)."""
    return JudgeClient(settings) if settings.llm_base_url else None


__all__ = ["JudgeClient", "judge_client"]
