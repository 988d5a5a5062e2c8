"""Encoder identity follows the model's files, not where they are installed."""

from __future__ import annotations

from pathlib import Path

from index.model_identity import encoder_identity, fingerprint


def _model(folder: Path, config: str = '{"hidden_size": 4}', weights: bytes = b"\x01" * 4096) -> Path:
    folder.mkdir(parents=True)
    (folder / "config.json").write_text(config)
    (folder / "model.safetensors").write_bytes(weights)
    return folder


def test_same_files_in_two_places_are_the_same_model(tmp_path: Path) -> None:
    a = _model(tmp_path / "venv-a" / "mini")
    b = _model(tmp_path / "image-b" / "mini")
    assert fingerprint(a) == fingerprint(b)
    assert encoder_identity(str(a), "mean") == encoder_identity(str(b), "mean")


def test_changed_config_weights_pooling_or_adapter_change_the_identity(tmp_path: Path) -> None:
    base = _model(tmp_path / "base")
    variants = {
        encoder_identity(str(base), "mean"),
        encoder_identity(str(_model(tmp_path / "cfg", config='{"hidden_size": 8}')), "mean"),
        encoder_identity(str(_model(tmp_path / "w", weights=b"\x02" * 4096)), "mean"),
        encoder_identity(str(base), "cls"),
        encoder_identity(str(base), "mean", str(_model(tmp_path / "adapter"))),
    }
    assert len(variants) == 5


def test_identity_is_readable(tmp_path: Path) -> None:
    identity = encoder_identity(str(_model(tmp_path / "all-MiniLM-L6-v2")), "mean")
    assert identity.startswith("all-MiniLM-L6-v2@") and identity.endswith("/mean")


def test_an_int8_copy_has_an_identity_of_its_own_that_follows_its_weights(tmp_path: Path) -> None:
    model = _model(tmp_path / "mini")
    (tmp_path / "a.int8.onnx").write_bytes(b"\x01" * 64)
    (tmp_path / "b.int8.onnx").write_bytes(b"\x02" * 64)
    plain = encoder_identity(str(model), "mean")
    quantized_a = encoder_identity(str(model), "mean", quantized=tmp_path / "a.int8.onnx")
    quantized_b = encoder_identity(str(model), "mean", quantized=tmp_path / "b.int8.onnx")
    assert len({plain, quantized_a, quantized_b}) == 3
    assert quantized_a.startswith(plain + "+int8@")
