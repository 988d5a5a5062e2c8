"""The encoder on ONNX Runtime: the fp32 copy computes torch's vectors under torch's identity, the int8
copy close vectors under its own, and anything ONNX cannot serve falls back to torch with a logged reason."""

from __future__ import annotations

import sys

import numpy as np
import pytest
from structlog.testing import capture_logs

from edabot.errors import ConfigError
from index.encoder import FlagEncoder, default_model_path, get_base_encoder
from index.onnx_encoder import OnnxEncoder
from index.onnx_export import onnx_copy

TEXTS = [
    "What is the default target density of place_global?",
    "detailed_route writes DRC violations to the report given by -output_drc",
    "set_wire_rc -signal -layer metal3",
    "Yosys: synth -top counter; abc -liberty cells.lib; opt_clean",
]


def _encoders(make_settings):
    return {runtime: get_base_encoder(make_settings(EDABOT_ENCODER_RUNTIME=runtime))
            for runtime in ("torch", "onnx", "onnx-int8")}


def test_fp32_copy_gives_torch_vectors_under_torch_identity(make_settings):
    encoders = _encoders(make_settings)
    assert isinstance(encoders["torch"], FlagEncoder) and isinstance(encoders["onnx"], OnnxEncoder)
    torch_vectors, onnx_vectors = encoders["torch"].encode(TEXTS), encoders["onnx"].encode(TEXTS)
    assert onnx_vectors.shape == torch_vectors.shape
    assert float((onnx_vectors * torch_vectors).sum(1).min()) >= 0.9999
    assert encoders["onnx"].name == encoders["torch"].name


def test_int8_copy_gives_close_normalized_vectors_under_its_own_identity(make_settings):
    encoders = _encoders(make_settings)
    int8 = encoders["onnx-int8"]
    assert isinstance(int8, OnnxEncoder)
    vectors = int8.encode(TEXTS)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert float((vectors * encoders["torch"].encode(TEXTS)).sum(1).min()) >= 0.97
    assert int8.name != encoders["torch"].name and int8.name.startswith(encoders["torch"].name + "+int8@")
    int8.clear_query_cache()
    alone = np.vstack([int8.encode([t]) for t in TEXTS])
    # Activation scales are set per batch, so a text's int8 vector moves a little with its batch mates.
    assert float((alone * vectors).sum(1).min()) >= 0.98


def test_missing_onnxruntime_falls_back_to_torch_and_says_why(make_settings, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # import onnxruntime now raises ImportError
    with capture_logs() as logs:
        encoder = get_base_encoder(make_settings(EDABOT_ENCODER_RUNTIME="onnx-int8",
                                                 EDABOT_ENCODER_CACHE_DIR=tmp_path / "cache"))
    assert isinstance(encoder, FlagEncoder)
    fallback = [e for e in logs if e["event"] == "encoder.runtime_fallback"]
    assert fallback and "onnxruntime is not installed" in fallback[0]["reason"]
    assert not (tmp_path / "cache").exists()  # nothing exported for a runtime that cannot run it


def test_an_adapter_runs_on_torch_and_says_why(monkeypatch):
    from index import encoder as encoder_module

    loaded: list[tuple[object, ...]] = []
    monkeypatch.setattr(encoder_module, "FlagEncoder", lambda *args: loaded.append(args) or "torch encoder")
    with capture_logs() as logs:
        got = encoder_module._load.__wrapped__(default_model_path(), "mean", 8, 64, "/adapters/func", "onnx", None, (0, False))
    assert got == "torch encoder" and loaded[0][-1] == "/adapters/func"
    assert any(e["event"] == "encoder.runtime_fallback" and "adapter" in e["reason"] for e in logs)


def test_a_copy_that_disagrees_with_torch_is_not_kept(monkeypatch, tmp_path):
    from index import onnx_export

    monkeypatch.setattr(onnx_export, "AGREEMENT", 1.01)  # no copy can reach it
    with pytest.raises(ConfigError, match="disagrees with torch"):
        onnx_copy(default_model_path(), tmp_path, quantized=False)
    assert list(tmp_path.rglob("*.onnx")) == []


def test_the_onnx_runtime_encodes_without_importing_torch_or_transformers(make_settings):
    """A cold ``edabot ask`` pays for every import: the ONNX path tokenizes with ``tokenizers`` and pools in numpy."""
    import os
    import subprocess

    settings = make_settings(EDABOT_ENCODER_RUNTIME="onnx")
    get_base_encoder(settings)  # the copy exists before the child loads it
    child = ("import sys; from edabot.settings import get_settings; from index.encoder import get_base_encoder; "
             "v = get_base_encoder(get_settings()).encode(['set_wire_rc -signal -layer metal3']); "
             "print(v.shape[1], sorted(m for m in ('torch', 'transformers') if m in sys.modules))")
    env = dict(os.environ)
    env.update({"EDABOT_ENCODER_RUNTIME": "onnx", "EDABOT_DATA_DIR": str(settings.data_dir),
                "EDABOT_ENCODER_CACHE_DIR": str(settings.encoder_cache_dir or settings.data_dir / "encoders")})
    out = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, env=env, check=True).stdout
    assert out.splitlines()[-1].split() == ["384", "[]"]  # after the log lines


def test_thread_settings_reach_the_session_and_keep_the_vectors(make_settings):
    default = get_base_encoder(make_settings(EDABOT_ENCODER_RUNTIME="onnx"))
    tuned = get_base_encoder(make_settings(EDABOT_ENCODER_RUNTIME="onnx", EDABOT_ENCODER_THREADS="1",
                                           EDABOT_ENCODER_SPIN="true"))
    assert isinstance(tuned, OnnxEncoder) and tuned is not default
    options = tuned._session.get_session_options()
    assert options.intra_op_num_threads == 1
    assert options.get_session_config_entry("session.intra_op.allow_spinning") == "1"
    assert default._session.get_session_options().get_session_config_entry("session.intra_op.allow_spinning") == "0"
    assert np.allclose(tuned.encode(TEXTS), default.encode(TEXTS), atol=1e-5)
