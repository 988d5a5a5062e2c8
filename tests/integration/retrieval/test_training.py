"""``edabot train-adapter``: a tiny run on the example index writes an adapter the engine loads."""

from __future__ import annotations

import re

import numpy as np

from app.cli import main
from app.engine import Engine


def test_tiny_training_run_writes_an_adapter_that_changes_vectors(example_engine, make_settings, tmp_path, capsys):
    out = tmp_path / "adapter"
    data_dir = str(example_engine.settings.data_dir)
    code = main(["--data-dir", data_dir, "train-adapter", "--out", str(out), "--epochs", "1", "--max-pairs", "32"])
    printed = capsys.readouterr().out
    assert code == 0, printed
    counts = re.search(r"pairs: (\d+) train, (\d+) validation", printed)
    assert counts and int(counts[1]) + int(counts[2]) == 32 and int(counts[2]) >= 1
    assert "epoch 1: loss " in printed and "validation Recall@1:" in printed
    assert (out / "adapter_config.json").is_file()

    engine = Engine(make_settings(EDABOT_FUNC_ADAPTER_PATH=str(out)))
    text = ["which option of place_global sets the target density"]
    assert engine.func_encoder is not engine.base_encoder
    assert not np.allclose(engine.func_encoder.encode(text), engine.base_encoder.encode(text))


def test_training_without_an_index_or_with_bad_numbers_is_refused(tmp_path, capsys):
    empty = str(tmp_path / "nothing")
    assert main(["--data-dir", empty, "train-adapter", "--out", str(tmp_path / "a")]) == 2
    assert "no index" in capsys.readouterr().err
    assert main(["--data-dir", empty, "train-adapter", "--out", str(tmp_path / "a"), "--epochs", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
