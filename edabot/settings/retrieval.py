"""Hybrid doc retrieval: pools, weights, fusion and windows."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from edabot.settings.area import SettingsArea


class RetrievalSettings(SettingsArea):
    """Hybrid doc retrieval: pools, weights, fusion and windows."""

    area: ClassVar[str] = "Retrieval"

    retrieval_mode: Literal["hybrid", "chunk", "bm25", "rrf"] = Field(
        "hybrid", alias="EDABOT_RETRIEVAL_MODE",
        description="Default retrieval mode: hybrid, chunk, bm25 or rrf (plain section-level BM25 + dense "
                    "fusion).",
    )
    top_units: int = Field(
        10, alias="EDABOT_TOP_UNITS",
        description="Functional units (M) hybrid's unit channel retrieves (step 1 of the method).",
    )
    top_chunks: int = Field(
        5, alias="EDABOT_TOP_CHUNKS",
        description="Chunks (N) hybrid takes straight from the dense channel (step 2 of the method).",
    )
    top_k: int = Field(
        5, alias="EDABOT_TOP_K", description="Passages (K) a doc answer uses when --k is not given."
    )
    rerank_alpha: float = Field(
        0.4, alias="EDABOT_RERANK_ALPHA",
        description="Weight of the base encoder in the unified rerank (1 - alpha goes to the function-aware "
                    "one).",
    )
    anchor_bonus: float = Field(
        0.25, alias="EDABOT_ANCHOR_BONUS",
        description="Added to a unit's similarity when the question names its anchor (command or file) "
                    "verbatim.",
    )
    abstain_threshold: float = Field(
        0.35, alias="EDABOT_ABSTAIN_THRESHOLD",
        description="Below this evidence score (best base-encoder similarity, for questions naming no "
                    "identifier) the answer says the manuals do not cover the question; 0.35 separates "
                    "answerable from unanswerable dev questions.",
    )
    dense_pool: int = Field(40, alias="EDABOT_DENSE_POOL", description="Dense chunks hybrid feeds to fusion.")
    lexical_pool: int = Field(
        40, alias="EDABOT_LEXICAL_POOL", description="Code-aware BM25F chunks hybrid feeds to fusion."
    )
    lexical_weight: float = Field(
        1.0, alias="EDABOT_LEXICAL_WEIGHT",
        description="Weight of the lexical rank in hybrid's fusion (0 = off).",
    )
    passage_chars: int = Field(
        2400, alias="EDABOT_PASSAGE_CHARS",
        description="Characters of one returned parent passage (a section or a window of it); the K passages "
                    "share K times this, so five stay under 12,000 characters (~3,000 tokens) and a long "
                    "section gets what short ones leave.",
    )
    rerank_model_path: str | None = Field(
        None, alias="EDABOT_RERANK_MODEL_PATH",
        description="Local cross-encoder (FlagEmbedding reranker) that reorders hybrid's head; unset: no "
                    "reranking.",
    )


__all__ = ["RetrievalSettings"]
