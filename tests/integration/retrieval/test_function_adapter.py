"""The function-aware encoder slot: a configured LoRA adapter is loaded and used by hybrid retrieval."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import torch

from app.engine import Engine
from index.encoder import default_model_path

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


def ranked(engine: Engine, mode: str) -> list[tuple[str, int, float]]:
    results = engine.retrieve(QUESTION, ["global"], 5, mode)
    return [(r.source, r.start_line, round(r.score, 5)) for r in results]


QUESTION = "What is the default density of place_global?"


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
    plain = Engine(make_settings(EDABOT_DATA_DIR=tmp_path / "plain"))
    plain.ingest_paths([MANUALS])

    # the base channel is the same with or without the adapter; hybrid's unit channel and its
    # function-aware similarities come from the adapter (hybrid fuses ranks, so on three small
    # manuals its final order may coincide) -- and it still finds the answer
    assert ranked(engine, "chunk") == ranked(plain, "chunk")
    assert engine.retriever.func is engine.func_encoder and plain.retriever.func is plain.base_encoder
    assert unit_channel(engine) != unit_channel(plain)
    assert any("The default is 0.70" in r.text for r in engine.retrieve(QUESTION, ["global"], 5, "hybrid"))


def unit_channel(engine: Engine) -> list[tuple[str, float]]:
    """The units hybrid's function-aware channel finds for the question, with their similarities."""
    query = engine.retriever.func.encode([QUESTION])[0]
    found = engine.retriever.lexical(["global"]).units.search(query, 5, [], 0.0)
    return [(unit.unit_id, round(score, 5)) for unit, score in found]
