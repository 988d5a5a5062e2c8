"""`edabot eval --suite specs` measures doc modes and spec modes in one run over the same specs."""

from __future__ import annotations

import json
from pathlib import Path

from app.cli import main

ROOT = Path(__file__).resolve().parents[3]


def test_specs_suite_scores_every_mode_on_the_same_questions(tmp_path, monkeypatch):
    from edabot.settings import get_settings

    monkeypatch.setenv("EDABOT_DATA_DIR", str(tmp_path / "data"))
    get_settings.cache_clear()
    out = tmp_path / "out"
    code = main(["eval", "--suite", "specs", "--questions", str(ROOT / "tests/fixtures/specs_questions.jsonl"),
                 "--corpus", str(ROOT / "tests/fixtures/specs"), "--modes", "chunk,graph,spec", "--k", "6",
                 "--out", str(out)])
    assert code == 0
    suite = json.loads((out / "results.json").read_text())["suites"]["specs"]
    assert suite["status"] == "ok" and set(suite["modes"]) == {"chunk", "graph", "spec"}
    for mode in suite["modes"].values():
        summary = mode["summary"]
        assert {"recall@5", "recall@10", "recall@20", "full_recall@10", "keyfact_recall", "atomic_f1"} <= set(summary)
        assert set(mode["by_category"]) == {"single-module config localization", "behavioural process analysis"}
    assert suite["modes"]["spec"]["summary"]["recall@10"] > 0
    assert suite["info"]["spec_graph"]["entities"] > 0
