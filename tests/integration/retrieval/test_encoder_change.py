"""The vector index is keyed by the encoder's identity: reinstalling the same model finds the
vectors, a different model is told so by name (never an empty answer), and reembed repairs it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from app.engine import Engine
from edabot.errors import ConfigError
from index.encoder import default_model_path

MANUALS = Path(__file__).resolve().parents[3] / "examples/manuals"
QUESTION = "What is the default target density of place_global?"


def _installed_copy(target: Path, config_change: dict[str, object] | None = None) -> Path:
    """The bundled model in another folder (as another virtualenv would hold it), weights linked."""
    source = Path(default_model_path())
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("*.safetensors", "*.bin"))
    for weights in [*source.glob("*.safetensors"), *source.glob("*.bin")]:
        (target / weights.name).symlink_to(weights)
    if config_change:
        config = json.loads((target / "config.json").read_text())
        (target / "config.json").write_text(json.dumps({**config, **config_change}))
    return target


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from edabot.settings import Settings

    data = tmp_path_factory.mktemp("data")
    Engine(Settings(EDABOT_DATA_DIR=data)).ingest_paths([MANUALS])
    return data


def test_same_model_installed_elsewhere_reads_the_index(built: Path, tmp_path: Path) -> None:
    from edabot.settings import Settings

    model = _installed_copy(tmp_path / "other-venv" / Path(default_model_path()).name)
    engine = Engine(Settings(EDABOT_DATA_DIR=built, EDABOT_EMBED_MODEL_PATH=str(model)))
    hits = engine.retrieve(QUESTION, ["global"], 3, "chunk")
    assert hits and "placement.md" in hits[0].source


def test_another_model_is_named_and_reembed_repairs(built: Path, tmp_path: Path) -> None:
    from edabot.settings import Settings

    data = tmp_path / "data"
    shutil.copytree(built, data)
    model = _installed_copy(tmp_path / "bge-variant", {"edabot_test_variant": 1})
    settings = Settings(EDABOT_DATA_DIR=data, EDABOT_EMBED_MODEL_PATH=str(model))
    with pytest.raises(ConfigError) as mismatch:
        Engine(settings).retrieve(QUESTION, ["global"], 3, "chunk")
    message = mismatch.value.user_message
    assert "edabot reembed" in message and "bge-variant@" in message
    assert f"{Path(default_model_path()).name}@" in message

    counts = Engine(settings).reembed()
    assert counts["chunks"] == Engine(settings).stats()["chunks"] > 0
    hits = Engine(settings).retrieve(QUESTION, ["global"], 3, "chunk")
    assert hits and "placement.md" in hits[0].source
