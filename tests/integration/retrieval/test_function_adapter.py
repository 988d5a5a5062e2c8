"""The function-aware encoder slot: a configured LoRA adapter is loaded and used by hybrid retrieval."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import torch

from edabot.engine import Engine
from retrieval.embedding import default_model_path

MANUALS = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera"


def write_adapter(path: Path) -> None:
    """A LoRA adapter (r=8, alpha=16, query/value) with non-zero B so it changes the vectors."""
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModel

    torch.manual_seed(0)
    model = get_peft_model(
        AutoModel.from_pretrained(default_model_path()),
        LoraConfig(r=8, lora_alpha=16, lora_dropout=0.1, target_modules=["query", "value"]),
    )
    with torch.no_grad():
        for name, param in model.named_parameters():
            if "lora_B" in name:
                param.normal_(std=0.05)
    model.save_pretrained(str(path))


def test_configured_adapter_gives_a_distinct_encoder_and_hybrid_uses_it(make_settings, tmp_path):
    adapter = tmp_path / "adapter"
    write_adapter(adapter)
    engine = Engine(make_settings(EDABOT_FUNC_ADAPTER_PATH=str(adapter)))
    assert engine.func_encoder is not engine.base_encoder
    text = ["place_global -density 0.7"]
    assert not np.allclose(engine.func_encoder.encode(text), engine.base_encoder.encode(text))

    engine.ingest_paths([MANUALS])
    assert engine.vectors.chunks_func is not engine.vectors.chunks_base
    assert engine.vectors.chunks_func.count() == engine.vectors.chunks_base.count() > 0
    results = engine.retrieve("What is the default density of place_global?", ["global"], 5, "hybrid")
    assert any("The default is 0.70" in r.text for r in results)
