"""ONNX copies of an encoder, made from the weights of its own model folder on first use and kept in a cache.

Nothing is downloaded: torch loads the configured folder, exports its token states, and ONNX Runtime's
BERT fusions (one attention, GELU and layer-norm kernel each) are applied. The fp32 copy must agree with
torch on every token state before it is kept, which is what lets it share the torch encoder's identity and
index. The int8 copy quantizes its matrix weights per output channel (per-tensor scales cost MiniLM about
0.06 of cosine against torch; per channel, about 0.005).
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import structlog

from edabot.errors import ConfigError
from index.model_identity import fingerprint

log = structlog.get_logger(__name__)

FP32_FILE = "model.onnx"
INT8_FILE = "model.int8.onnx"
AGREEMENT = 0.9999
"""Least cosine between an fp32 copy's token states and torch's for the copy to be kept."""
_PROBES = [
    "place_global -density 0.7 sets the target density of global placement.",
    "Run detailed routing after global routing; DRC violations are written to the report file.",
    "x",
]
_QUANTIZED_OPS = ["MatMul", "Attention"]
_FORWARD_ORDER = ("input_ids", "attention_mask", "token_type_ids")
"""Positional order of a BERT-like ``forward``: the export traces positional arguments."""


def onnx_copy(model_dir: str, cache_dir: Path, quantized: bool) -> Path:
    """The ONNX file of this model (fp32 or int8) in ``cache_dir``, exported first when missing."""
    folder = cache_dir / f"{Path(model_dir).name}@{fingerprint(model_dir)}"
    fp32, int8 = folder / FP32_FILE, folder / INT8_FILE
    if not fp32.is_file():
        folder.mkdir(parents=True, exist_ok=True)
        _export(model_dir, fp32)
    if quantized and not int8.is_file():
        _quantize(fp32, int8)
    return int8 if quantized else fp32


def _export(model_dir: str, target: Path) -> None:
    """Export, fuse and check against torch; ``target`` appears only once the copy passed, whole."""
    import torch
    from transformers import AutoModel, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModel.from_pretrained(model_dir).eval()
    sample = tokenizer(_PROBES, padding=True, return_tensors="pt")
    names = [n for n in _FORWARD_ORDER if n in sample]
    raw, fused = _scratch(target, "raw"), _scratch(target, "fused")
    try:
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # tracer notes about shapes, which the dynamic axes cover
            torch.onnx.export(
                model, tuple(sample[n] for n in names), str(raw), input_names=names,
                output_names=["last_hidden_state"], opset_version=17, dynamo=False,
                dynamic_axes={n: {0: "batch", 1: "tokens"} for n in [*names, "last_hidden_state"]},
            )
            expected = model(**sample).last_hidden_state.numpy()
        _fuse(raw, fused, model.config)
        _check_agreement(fused, {n: sample[n].numpy() for n in names}, expected)
        os.replace(fused, target)
    finally:
        raw.unlink(missing_ok=True)
        fused.unlink(missing_ok=True)
    log.info("encoder.onnx_exported", path=str(target))


def _fuse(source: Path, target: Path, config: Any) -> None:
    from onnxruntime.transformers.optimizer import optimize_model

    fused = optimize_model(str(source), model_type="bert", num_heads=int(config.num_attention_heads),
                           hidden_size=int(config.hidden_size), opt_level=1)
    fused.save_model_to_file(str(target))


def _check_agreement(path: Path, feeds: dict[str, np.ndarray], expected: np.ndarray) -> None:
    import onnxruntime

    session = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    got = session.run(["last_hidden_state"], {k: v.astype(np.int64) for k, v in feeds.items()})[0]
    real = feeds["attention_mask"].astype(bool)
    a, b = got[real], expected[real]
    cosine = (a * b).sum(-1) / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))
    if float(cosine.min()) < AGREEMENT:
        raise ConfigError(f"the ONNX copy disagrees with torch (token cosine {cosine.min():.6f} < {AGREEMENT})")


def _quantize(source: Path, target: Path) -> None:
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    scratch = _scratch(target, "int8")
    try:
        quantize_dynamic(str(source), str(scratch), weight_type=QuantType.QInt8, per_channel=True,
                         op_types_to_quantize=_QUANTIZED_OPS,
                         extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
        os.replace(scratch, target)
    finally:
        scratch.unlink(missing_ok=True)
    log.info("encoder.onnx_quantized", path=str(target))


def _scratch(target: Path, stage: str) -> Path:
    """A file beside ``target`` that no other process writes (renamed into place when complete)."""
    return target.with_name(f".{target.stem}.{stage}.{os.getpid()}.onnx")


__all__ = ["AGREEMENT", "FP32_FILE", "INT8_FILE", "onnx_copy"]
