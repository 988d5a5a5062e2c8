"""Example manual -> retrieve / ask -> the cited lines really contain the answer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from edabot.scopes import visible_scopes

MANUALS = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera"

QUESTIONS = [
    ("What is the default density of place_global?", "0.70"),
    ("How many threads does route_detailed use by default?", "number of CPU cores"),
    ("Which layers do clock nets use when -clock is omitted?", "signal range"),
    ("What does error GRT-0116 mean and how do I fix it?", "congestion"),
    # a partial identifier is still covered by the option that contains it
    ("What does the disallow_one_site option forbid?", "one site"),
]


def cited_text(answer) -> str:
    texts = []
    for c in answer.citations:
        lines = (MANUALS / Path(c.source).name).read_text().splitlines()
        texts.append("\n".join(lines[c.start_line - 1 : c.end_line]))
    return "\n".join(texts)


@pytest.mark.parametrize(("question", "fact"), QUESTIONS)
def test_answer_cites_lines_that_contain_the_fact(example_engine, question, fact):
    answer = example_engine.ask(question, visible_scopes("global"))
    assert not answer.abstained, answer.answer
    assert fact in answer.answer
    assert fact in cited_text(answer)
    numbers = [c.n for c in answer.citations]
    assert numbers == list(range(1, len(numbers) + 1))
    for n in numbers:
        assert f"[{n}]" in answer.answer


@pytest.mark.parametrize("question", ["How do I bake sourdough bread?", "What does the frobnicate_widgets command do?"])
def test_off_topic_questions_abstain(example_engine, question):
    answer = example_engine.ask(question, ["global"])
    assert answer.abstained and "do not cover" in answer.answer and answer.citations == []


@pytest.mark.parametrize("mode", ["hybrid", "chunk", "bm25", "rrf"])
def test_every_mode_returns_ranked_evidence_from_the_manual(example_engine, mode):
    results = example_engine.retrieve("route_global congestion iterations default", ["global"], 5, mode)
    assert 1 <= len(results) <= 5
    assert [r.score for r in results] == sorted((r.score for r in results), reverse=True)
    assert any("-congestion_iterations" in r.text for r in results)
    assert len({(r.source, r.start_line) for r in results}) == len(results)


def test_hybrid_brings_unit_chunks_when_the_question_names_a_command(example_engine):
    results = example_engine.retrieve("What is the default density of place_global?", ["global"], 5, "hybrid")
    assert any("The default is 0.70" in r.text for r in results)
    assert {r.via for r in results} <= {"unit", "chunk"}


def test_hybrid_returns_parent_sections_with_exact_spans_under_the_budget(example_engine):
    results = example_engine.retrieve("What does -overflow do in place_global?", ["global"], 5, "hybrid")
    budget = example_engine.settings.passage_chars
    for r in results:
        lines = (MANUALS / Path(r.source).name).read_text().splitlines()
        original = [line for line in lines[r.start_line - 1 : r.end_line] if line.strip()]
        assert [line for line in r.text.splitlines() if line.strip()] == original
    # The five passages share five budgets: a long section may take what short ones leave.
    assert sum(len(r.text) for r in results) <= 5 * budget
    spans = [(r.source, r.start_line, r.end_line) for r in results]
    assert not any(a[0] == b[0] and a[1] <= b[2] and b[1] <= a[2] for i, a in enumerate(spans) for b in spans[i + 1 :])


def test_other_scopes_see_nothing(example_engine):
    assert example_engine.retrieve("place_global density", ["slack:T9/C9"], 5, "hybrid") == []
    assert example_engine.ask("place_global density", ["slack:T9/C9"]).abstained


def run_cli(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "EDABOT_DATA_DIR": str(data_dir), "EDABOT_LOG_LEVEL": "WARNING"}
    return subprocess.run([sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, env=env,
                          timeout=300, check=False)


def test_cli_ingest_retrieve_ask_stats_and_batch(tmp_path):
    data = tmp_path / "cli"
    ingest = run_cli("ingest", str(MANUALS), "--json", data_dir=data)
    assert ingest.returncode == 0, ingest.stderr
    assert sorted(json.loads(ingest.stdout)["indexed"]) == [f"tessera/{n}" for n in ("placement.md", "routing.md", "tutorial.md")]

    retrieved = json.loads(run_cli("retrieve", "route_detailed threads", "--json", "--k", "3", data_dir=data).stdout)
    assert len(retrieved) == 3
    assert set(retrieved[0]) == {"source", "start_line", "end_line", "page", "end_page", "section", "text", "score", "via"}
    assert retrieved[0]["page"] is None  # Markdown has no pages; a PDF source names one

    asked = json.loads(run_cli("ask", "What is the default density of place_global?", "--json", data_dir=data).stdout)
    assert set(asked) == {"answer", "citations", "abstained"} and "0.70" in asked["answer"]
    assert set(asked["citations"][0]) == {"n", "source", "start_line", "end_line", "page", "end_page", "section"}

    questions = tmp_path / "q.jsonl"
    questions.write_text('{"id": "a", "question": "default seed of place_global"}\n{"question": "bread recipe"}\n')
    lines = run_cli("ask", "--questions", str(questions), "--json", data_dir=data).stdout.splitlines()
    rows = [json.loads(line) for line in lines]
    assert [r["id"] for r in rows] == ["a", 2] and rows[1]["abstained"] is True
    batch = [json.loads(x) for x in run_cli("retrieve", "--questions", str(questions), "--json", data_dir=data).stdout.splitlines()]
    assert batch[0]["id"] == "a" and batch[0]["results"]

    stats = json.loads(run_cli("stats", data_dir=data).stdout)
    assert stats["documents"] == 3 and stats["chunks"] > 3 and stats["units"] > 3

    human = run_cli("ask", "How many threads does route_detailed use?", data_dir=data).stdout
    assert "[1] tessera/routing.md:" in human


def test_cli_reports_bad_requests_clearly(tmp_path):
    empty = run_cli("ask", "   ", data_dir=tmp_path / "x")
    assert empty.returncode == 2 and "question is empty" in empty.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    result = run_cli("ask", "--questions", str(bad), data_dir=tmp_path / "x")
    assert result.returncode == 2 and "bad.jsonl:1" in result.stderr
