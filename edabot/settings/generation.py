"""Answer generation: the offline extractive default or an OpenAI-compatible server."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from edabot.settings.area import SettingsArea


class GenerationSettings(SettingsArea):
    """Answer generation: the offline extractive default or an OpenAI-compatible server."""

    area: ClassVar[str] = "Generation"

    generator: Literal["extractive", "openai"] = Field(
        "extractive", alias="EDABOT_GENERATOR",
        description="extractive (offline) or openai (any OpenAI-compatible server such as vLLM).",
    )
    llm_base_url: str | None = Field(
        None, alias="EDABOT_LLM_BASE_URL",
        description="Base URL of the OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1.",
    )
    llm_model: str = Field("default", alias="EDABOT_LLM_MODEL", description="Model name served there.")
    llm_api_key: str = Field(
        "not-needed", alias="EDABOT_LLM_API_KEY",
        description="API key of that server (vLLM accepts any unless started with --api-key).",
    )
    llm_timeout_s: float = Field(60.0, alias="EDABOT_LLM_TIMEOUT_S", description="Seconds per LLM request.")
    llm_max_retries: int = Field(
        2, alias="EDABOT_LLM_MAX_RETRIES", description="Retries of an LLM request after a transient error."
    )
    llm_budget_s: float = Field(
        45.0, gt=0, alias="EDABOT_LLM_BUDGET_S",
        description="Longest one question waits for the LLM, all tries and calls together (the answer, a "
                    "spec question's decomposition, every step of the run planner); then the extractive or "
                    "rule-based path answers with a note. Keep it under EDABOT_BOT_SERVICE_TIMEOUT_S, so a "
                    "slow model server never makes a bot give up.",
    )
    llm_max_tokens: int = Field(
        512, alias="EDABOT_LLM_MAX_TOKENS", description="Most tokens one answer may use."
    )


__all__ = ["GenerationSettings"]
