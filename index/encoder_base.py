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
_TOKENIZE_SLICE = 4096
"""Texts tokenized at once by ``encode``: sorting is by tokens within a slice, and a slice's padded ids stay small
(4,096 x 256 tokens) however many chunks a manual has."""

Tokens = dict[str, np.ndarray]
"""``input_ids``, ``attention_mask`` (and ``token_type_ids``): int64 arrays, right-padded to the longest text."""


def check_model_dir(model_path: str) -> None:
    """ConfigError naming the setting when the encoder directory is missing or holds no model."""
    if not Path(model_path).is_dir():
        raise ConfigError(f"no embedding model directory at {model_path} (EDABOT_EMBED_MODEL_PATH)")
    if not (Path(model_path) / "config.json").is_file():
        raise ConfigError(f"cannot load the embedding model at {model_path}: no config.json there")


class BatchedEncoder(ABC):
    """Token-length-sorted batches for passages, cached and group-committed single queries.

    Runtimes differ only in ``_tokenize`` (texts to padded ids, the model's own tokenizer), ``_forward``
    (one padded batch to normalized vectors) and ``dimension``; everything that decides which texts share a
    forward pass lives here once.
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
    def _tokenize(self, texts: list[str]) -> Tokens: ...

    @abstractmethod
    def _forward(self, tokens: Tokens) -> np.ndarray: ...

    def _encode_direct(self, texts: list[str]) -> np.ndarray:
        return self._forward(self._tokenize(texts))

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        if len(texts) == 1:
            return self._encode_cached(texts[0])
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        with self._lock:
            for start in range(0, len(texts), _TOKENIZE_SLICE):
                out[start : start + _TOKENIZE_SLICE] = self._encode_sorted(texts[start : start + _TOKENIZE_SLICE])
        return out

    def _encode_sorted(self, texts: list[str]) -> np.ndarray:
        """Texts tokenized once, then run in batches of like token counts, each cut to its own longest text.

        Every position of a batch costs a forward pass whether it holds a token or padding: batches of
        texts sorted by characters, as before, padded a build's 319k tokens to 473k (BENCHMARKS.md).
        """
        tokens = self._tokenize(texts)
        lengths = tokens["attention_mask"].sum(1)
        order = np.argsort(lengths, kind="stable")
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for start in range(0, len(order), self._batch_size):
            rows = order[start : start + self._batch_size]
            width = int(lengths[rows].max())
            out[rows] = self._forward({name: ids[rows, :width] for name, ids in tokens.items()})
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


__all__ = ["BatchedEncoder", "Tokens", "check_model_dir", "pool_and_normalize"]
