"""Where the evaluation commands find their question sets."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea


class EvaluationSettings(SettingsArea):
    """Where the evaluation commands find their question sets."""

    area: ClassVar[str] = "Evaluation"

    eval_qa_csv: Path = Field(
        Path("../shared/eval/eda-corpus/qa.csv"), alias="EDABOT_EVAL_QA_CSV",
        description="The EDA-Corpus question set of `edabot eval --questions eda-corpus`.",
    )
    eval_openroad_corpus: Path = Field(
        Path("../shared/corpus/openroad"), alias="EDABOT_EVAL_OPENROAD_CORPUS",
        description="The OpenROAD documentation that question set is about (ingested into the eval index).",
    )
    eval_opentitan_corpus: Path = Field(
        Path("../shared/corpus/opentitan"), alias="EDABOT_EVAL_OPENTITAN_CORPUS",
        description="The OpenTitan IP specifications of the specs suite (`edabot eval --suite specs`).",
    )
    eval_fact_threshold: float = Field(
        0.75, alias="EDABOT_EVAL_FACT_THRESHOLD",
        description="Atomic-ROUGE: cosine similarity (base encoder) at which two atomic facts count as the "
                    "same.",
    )


__all__ = ["EvaluationSettings"]
