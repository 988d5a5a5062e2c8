"""What every encoder runtime shares: batching, the query cache, pooling and the model-folder check."""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections import OrderedDict
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import numpy as np

from edabot.errors import ConfigError

_QUERY_CACHE_SIZE = 512


def check_model_dir(model_path: str) -> None:
    """ConfigError naming the setting when the encoder directory is missing or holds no model."""
    if not Path(model_path).is_dir():
        raise ConfigError(f"no embedding model directory at {model_path} (EDABOT_EMBED_MODEL_PATH)")
    if not (Path(model_path) / "config.json").is_file():
        raise ConfigError(f"cannot load the embedding model at {model_path}: no config.json there")


class BatchedEncoder(ABC):
    """Length-sorted batches for passages, cached and group-committed single queries.

    Runtimes differ only in ``_encode_direct`` (one batch of texts to normalized vectors) and
    ``dimension``; everything that decides which texts share a forward pass lives here once.
    """

    name: str

    def __init__(self, batch_size: int) -> None:
        self._batch_size = batch_size
        self._lock = threading.Lock()
        self._query_cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._pending: dict[str, Future[np.ndarray]] = {}
        self._pending_lock = threading.Lock()

    @property
    @abstractmethod
    def dimension(self) -> int: ...

    @abstractmethod
    def _encode_direct(self, texts: list[str]) -> np.ndarray: ...

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


def pool_and_normalize(hidden: Any, mask: Any, pooling: str) -> Any:
    """Sentence vectors from token states: mean (or CLS) pooling, then L2 normalization.

    The one definition shared by every runtime and the adapter trainer, so a trained adapter is
    scored exactly as it will be served. Written with the operations numpy arrays and torch tensors
    share, so the ONNX runtime pools in numpy without importing torch (seconds of a cold start) and
    the trainer keeps its gradients.
    """
    if pooling == "cls":
        pooled = hidden[:, 0]
    else:
        weights = mask[..., None] * 1.0
        pooled = (hidden * weights).sum(1) / weights.sum(1).clip(min=1e-9)
    norms = ((pooled * pooled).sum(-1) ** 0.5)[..., None]
    return pooled / norms.clip(min=1e-12)


__all__ = ["BatchedEncoder", "check_model_dir", "pool_and_normalize"]
