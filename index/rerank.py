"""The cross-encoder slot: FlagEmbedding's ``FlagReranker`` over (question, passage) pairs.

Off unless ``EDABOT_RERANK_MODEL_PATH`` names a local model directory: no reranker ships with
the project and nothing is downloaded. When set, hybrid reorders the head of its fused list
with it before small-to-big (``RetrievalParams.rerank_depth`` chunks).
"""

from __future__ import annotations

import os
import threading
from functools import lru_cache
from pathlib import Path
from typing import Protocol

import structlog

from edabot.errors import ConfigError
from edabot.settings import RetrievalSettings

log = structlog.get_logger(__name__)


class Reranker(Protocol):
    """Scores passages for one question; higher is more relevant."""

    def score(self, question: str, passages: list[str]) -> list[float]: ...


class FlagCrossEncoder:
    """A local cross-encoder loaded once; calls are serialized (the model is not thread-safe)."""

    def __init__(self, model_path: str, max_length: int = 512) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        if not (Path(model_path) / "config.json").is_file():
            raise ConfigError(f"no reranker model at {model_path} (EDABOT_RERANK_MODEL_PATH): no config.json")
        from FlagEmbedding import FlagReranker

        try:
            self._model = FlagReranker(model_path, use_fp16=False, devices="cpu", max_length=max_length)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot load the reranker at {model_path}: {exc}") from exc
        self._lock = threading.Lock()
        log.info("reranker.loaded", model=model_path)

    def score(self, question: str, passages: list[str]) -> list[float]:
        if not passages:
            return []
        with self._lock:
            scores = self._model.compute_score([[question, p] for p in passages], batch_size=32)
        return [float(s) for s in (scores if isinstance(scores, list) else [scores])]


@lru_cache(maxsize=2)
def _load(model_path: str) -> FlagCrossEncoder:
    return FlagCrossEncoder(model_path)


def get_reranker(settings: RetrievalSettings) -> Reranker | None:
    """The configured cross-encoder, or None (the default: no reranking)."""
    return _load(settings.rerank_model_path) if settings.rerank_model_path else None
