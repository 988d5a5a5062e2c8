"""Votes on real answers -> `edabot feedback export` -> a question set that `edabot eval` scores."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.engine import Engine
from edabot.settings import Settings
from service.feedback import FeedbackStore

REPO = Path(__file__).resolve().parents[3]
MANUALS = REPO / "examples/manuals"
SCOPE = "slack:T1/C1"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "EDABOT_LOG_LEVEL": "WARNING"}
    done = subprocess.run([sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, env=env,
                          cwd=REPO, timeout=900, check=False)
    assert done.returncode == 0, done.stderr
    return done


def _answer(engine: Engine, store: FeedbackStore, answer_id: str, question: str, scope: str = SCOPE) -> dict:
    answer = engine.ask(question, [scope, "global"]).to_json()
    store.record_answer(answer_id, scope, question, answer)
    return answer


def test_votes_export_as_regression_and_review_items_that_eval_scores(tmp_path: Path) -> None:
    data = tmp_path / "data"
    engine = Engine(Settings(EDABOT_DATA_DIR=data))
    engine.ingest_paths([MANUALS])
    store = FeedbackStore(data / FeedbackStore.FILE)
    liked = _answer(engine, store, "a1", "What is the default target density of place_global?")
    store.record_vote("a1", "up", None, SCOPE)
    disliked = _answer(engine, store, "a2", "How many threads does route_detailed use?")
    store.record_vote("a2", "down", "wrong option", SCOPE)
    _answer(engine, store, "a3", "How far may place_detailed move a cell?")
    store.record_vote("a3", "up", None, SCOPE)
    store.record_vote("a3", "down", "changed my mind", SCOPE)  # the latest vote counts
    _answer(engine, store, "a4", "How do I route?", scope="slack:T1/OTHER")
    store.record_vote("a4", "up", None, "slack:T1/OTHER")

    out = tmp_path / "feedback.jsonl"
    printed = _cli("--data-dir", str(data), "feedback", "export", "--out", str(out), "--scope", SCOPE).stdout
    assert "wrote 3 items" in printed
    records = {r["id"]: r for r in map(json.loads, out.read_text().splitlines())}
    assert set(records) == {"fb-a1", "fb-a2", "fb-a3"}
    regression, review = records["fb-a1"], records["fb-a2"]
    assert regression["category"] == "feedback-regression" and regression["reference"] == liked["answer"]
    assert regression["gold"] == [{k: c[k] for k in ("source", "start_line", "end_line")} for c in liked["citations"]]
    assert review["category"] == "feedback-review" and review["comment"] == "wrong option"
    assert review["answer_given"] == disliked["answer"] and review["gold"] == []
    assert records["fb-a3"]["category"] == "feedback-review"

    future = _cli("--data-dir", str(data), "feedback", "export", "--out", str(tmp_path / "none.jsonl"),
                  "--since", "2999-01-01").stdout
    assert "wrote 0 items" in future

    results = tmp_path / "eval"
    _cli("--data-dir", str(tmp_path / "eval-data"), "eval", "--suite", "docs", "--questions", str(out),
         "--corpus", str(MANUALS), "--modes", "bm25", "--out", str(results))
    scored = json.loads((results / "results.json").read_text())["suites"]["docs"]["modes"]["bm25"]["questions"]
    by_id = {q["id"]: q for q in scored}
    assert set(by_id) == set(records)
    assert "passage_recall@5" in by_id["fb-a1"]["metrics"], "a regression item is scored against its citations"
    assert by_id["fb-a1"]["metrics"]["doc_recall@5"] == 1.0
    assert by_id["fb-a2"]["category"] == "feedback-review"
