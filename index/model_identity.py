"""What makes two encoder installations "the same model": files' content, never their location.

Vector collections are keyed by this identity, so the same data dir opened from another
virtualenv, container image or host finds its vectors, while a different model (or a
different adapter) can never read vectors it did not write.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

_CONFIG_FILES = ("config.json", "tokenizer_config.json", "modules.json", "adapter_config.json", "1_Pooling/config.json")
_WEIGHT_SUFFIXES = (".safetensors", ".bin")
_EDGE_BYTES = 1 << 20
"""Bytes read from each end of a weight file: enough to tell checkpoints apart without reading GBs."""


def fingerprint(model_dir: str | Path) -> str:
    """A short content hash of a model (or adapter) folder: configs, weight sizes and edges."""
    root = Path(model_dir)
    digest = hashlib.sha256()
    for name in _CONFIG_FILES:
        path = root / name
        if path.is_file():
            digest.update(name.encode() + b"\0" + path.read_bytes())
    for path in sorted(p for p in root.iterdir() if p.suffix in _WEIGHT_SUFFIXES and p.is_file()):
        digest.update(path.name.encode() + b"\0" + str(path.stat().st_size).encode())
        digest.update(_edges(path))
    return digest.hexdigest()[:16]


def _edges(path: Path) -> bytes:
    size = path.stat().st_size
    with path.open("rb") as handle:
        head = handle.read(_EDGE_BYTES)
        handle.seek(max(size - _EDGE_BYTES, 0))
        return head + handle.read(_EDGE_BYTES)


def encoder_identity(model_dir: str, pooling: str, adapter_dir: str | None = None, quantized: Path | None = None) -> str:
    """``<model folder name>@<fingerprint>/<pooling>[+adapter@<fingerprint>][+int8@<digest>]``, readable in errors.

    ``quantized`` is the int8 ONNX file that computes the vectors: its weights differ from the model's, so its
    vectors get an identity of their own (the digest of that file: another quantizer's output is another model).
    An fp32 copy is checked against the model when exported and keeps the model's identity.
    """
    identity = f"{Path(model_dir).name}@{fingerprint(model_dir)}/{pooling}"
    if adapter_dir:
        identity += f"+adapter@{fingerprint(adapter_dir)}"
    if quantized:
        identity += f"+int8@{hashlib.sha256(quantized.read_bytes()).hexdigest()[:16]}"
    return identity
