"""The base encoder on ONNX Runtime: an exported copy of the configured model's weights, fp32 or int8.

Same tokenizer, truncation, batching and pooling as the torch encoder; only the forward pass differs.
About 1.5x (fp32) and 2-3x (int8) the torch throughput on a 2-core CPU (BENCHMARKS.md).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import structlog

from index.encoder_base import BatchedEncoder, Tokens, pool_and_normalize
from index.model_identity import encoder_identity
from index.onnx_export import onnx_copy

log = structlog.get_logger(__name__)


class OnnxEncoder(BatchedEncoder):
    """An ONNX file of the model's token states, with the model folder's tokenizer."""

    def __init__(self, model_path: str, onnx_file: Path, pooling: str, batch_size: int, max_length: int,
                 name: str, threads: tuple[int, bool]) -> None:
        import onnxruntime

        super().__init__(batch_size)
        self._pooling = pooling
        self._tokenizer = _tokenizer(Path(model_path), max_length)
        self._session = onnxruntime.InferenceSession(str(onnx_file), sess_options=_session_options(*threads),
                                                     providers=["CPUExecutionProvider"])
        self._inputs = [i.name for i in self._session.get_inputs()]
        self._dimension = int(json.loads((Path(model_path) / "config.json").read_text())["hidden_size"])
        self.name = name

    @property
    def dimension(self) -> int:
        return self._dimension

    def _tokenize(self, texts: list[str]) -> Tokens:
        batch = self._tokenizer(texts)
        return {name: np.asarray(batch[name], dtype=np.int64) for name in self._inputs}

    def _forward(self, tokens: Tokens) -> np.ndarray:
        hidden = self._session.run(["last_hidden_state"], tokens)[0]
        return np.asarray(pool_and_normalize(hidden, tokens["attention_mask"], self._pooling), dtype=np.float32)


def _session_options(threads: int, spin: bool) -> Any:
    """``threads`` intra-op threads (0: ONNX Runtime's one per core); ``spin`` keeps idle ones spin-waiting,
    which under a load of small passes burns the CPU the API's own threads need (EDABOT_ENCODER_SPIN)."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.add_session_config_entry("session.intra_op.allow_spinning", "1" if spin else "0")
    return options


Tokenize = Callable[[list[str]], dict[str, Any]]
"""Texts -> ``input_ids``, ``attention_mask``, ``token_type_ids``, padded to the longest and truncated."""


def _tokenizer(model_dir: Path, max_length: int) -> Tokenize:
    """The model folder's own ``tokenizer.json`` through the ``tokenizers`` library, truncating and padding as
    the transformers tokenizer does: the same ids without importing transformers and torch (seconds of a cold
    ``edabot ask``). A model folder without one is tokenized by transformers."""
    if not (model_dir / "tokenizer.json").is_file():
        from transformers import AutoTokenizer

        slow = AutoTokenizer.from_pretrained(str(model_dir))
        return lambda texts: dict(slow(texts, padding=True, truncation=True, max_length=max_length, return_tensors="np"))
    from tokenizers import Tokenizer

    fast = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    config = json.loads((model_dir / "tokenizer_config.json").read_text()) \
        if (model_dir / "tokenizer_config.json").is_file() else {}
    fast.enable_truncation(max_length=min(max_length, int(config.get("model_max_length", max_length))))
    pad = str(config.get("pad_token", "[PAD]"))
    fast.enable_padding(pad_id=fast.token_to_id(pad) or 0, pad_token=pad)

    def tokenize(texts: list[str]) -> dict[str, Any]:
        encodings = fast.encode_batch(texts)
        return {"input_ids": [e.ids for e in encodings], "attention_mask": [e.attention_mask for e in encodings],
                "token_type_ids": [e.type_ids for e in encodings]}

    return tokenize


def load_onnx_encoder(model_path: str, pooling: str, batch_size: int, max_length: int, cache_dir: Path,
                      quantized: bool, threads: tuple[int, bool]) -> OnnxEncoder:
    """The ONNX encoder of this model, exporting its copy into ``cache_dir`` on first use.

    The fp32 copy passed a check against torch when exported, so it keeps the model's identity (an index
    built by either runtime serves both); the int8 copy's vectors are its own and so is its identity.
    ImportError before any export when ONNX Runtime is not installed.
    """
    import onnxruntime  # noqa: F401 -- fail before spending an export on a runtime that cannot run it

    onnx_file = onnx_copy(model_path, cache_dir, quantized)
    name = encoder_identity(model_path, pooling, quantized=onnx_file if quantized else None)
    encoder = OnnxEncoder(model_path, onnx_file, pooling, batch_size, max_length, name, threads)
    log.info("encoder.loaded", model=name, pooling=pooling, runtime="onnx-int8" if quantized else "onnx")
    return encoder


__all__ = ["OnnxEncoder", "load_onnx_encoder"]
