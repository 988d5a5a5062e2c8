"""Spec QA: the circuit knowledge graph and its retrieval."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea


class SpecSettings(SettingsArea):
    """Spec QA: the circuit knowledge graph and its retrieval."""

    area: ClassVar[str] = "Spec QA"

    spec_top_k: int = Field(
        10, ge=1, le=20, alias="EDABOT_SPEC_TOP_K",
        description="Most passages `retrieve/ask --mode spec` return when --k is not given (--k may go up to "
                    "20).",
    )
    spec_k0: int = Field(
        4, ge=1, alias="EDABOT_SPEC_K0",
        description="Adaptive top-K: passages a spec retrieval hop starts with (--k stays the maximum).",
    )
    spec_step: int = Field(
        2, ge=1, alias="EDABOT_SPEC_STEP", description="Adaptive top-K: passages looked at per further step."
    )
    spec_tau: float = Field(
        0.005, ge=0.0, alias="EDABOT_SPEC_TAU",
        description="Adaptive top-K: added passages are kept only while 1 - cos(evidence centroid before, "
                    "after) exceeds this.",
    )
    spec_dense_seeds: int = Field(
        20, ge=1, alias="EDABOT_SPEC_DENSE_SEEDS",
        description="Personalized PageRank seeds: this many most similar sentences, plus the names the "
                    "question uses.",
    )
    spec_name_share: float = Field(
        0.5, ge=0.0, le=1.0, alias="EDABOT_SPEC_NAME_SHARE",
        description="Share of the PPR restart mass on the names the question uses.",
    )
    spec_damping: float = Field(
        0.5, gt=0.0, lt=1.0, alias="EDABOT_SPEC_DAMPING", description="Probability the PPR walk continues."
    )
    spec_rrf_k: float = Field(
        60.0, gt=0.0, alias="EDABOT_SPEC_RRF_K",
        description="Passages are ranked by reciprocal rank fusion, sum of 1 / (RRF_K + rank), of PPR mass, "
                    "similarity and BM25.",
    )
    spec_max_hops: int = Field(
        6, ge=1, le=10, alias="EDABOT_SPEC_MAX_HOPS",
        description="Iterative reasoning: at most this many retrieval hops per question (whole question, "
                    "sub-questions, uncovered names).",
    )
    spec_llm_max_tokens: int = Field(
        200, ge=1, alias="EDABOT_SPEC_LLM_MAX_TOKENS",
        description="With EDABOT_GENERATOR=openai the model splits spec questions into sub-questions (one "
                    "call per question, cached, at most this many completion tokens; the rules take over "
                    "when it fails).",
    )
    spec_route_margin: float = Field(
        0.0, alias="EDABOT_SPEC_ROUTE_MARGIN",
        description="Routing of `edabot ask` without --mode: specs win when their best sentence similarity "
                    "plus this margin reaches the best manual chunk's (a question naming a spec IP, or a "
                    "register or field the manuals do not spell too, always goes to specs; one naming only what "
                    "the manuals spell goes to them).",
    )


__all__ = ["SpecSettings"]
