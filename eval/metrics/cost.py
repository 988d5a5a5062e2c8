"""Cost metrics: context tokens sent to the generator, and latency percentiles."""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import cached_property

import numpy as np

from edabot.settings import ModelSettings
from index.encoder import default_model_path


class TokenCounter:
    """Counts tokens with the base encoder's tokenizer, so counts match what the project embeds.

    (An OpenAI-style BPE would give other absolute numbers; mode-to-mode ratios are what matter.)
    """

    def __init__(self, settings: ModelSettings) -> None:
        self._path = settings.embed_model_path or default_model_path()

    @cached_property
    def _tokenizer(self):  # noqa: ANN202 - a transformers tokenizer
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from transformers import AutoTokenizer

        return AutoTokenizer.from_pretrained(self._path)

    def count(self, texts: Sequence[str]) -> int:
        """Total tokens of ``texts`` without special tokens or truncation."""
        if not texts:
            return 0
        encoded = self._tokenizer(list(texts), add_special_tokens=False, verbose=False)["input_ids"]
        return sum(len(ids) for ids in encoded)


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (linear interpolation); None for no values."""
    return float(np.percentile(np.asarray(values, dtype=float), q)) if values else None


__all__ = ["TokenCounter", "percentile"]
