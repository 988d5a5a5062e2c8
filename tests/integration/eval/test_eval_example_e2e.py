"""End to end: ``edabot eval`` ingests the example manual, runs two modes, writes results and report."""

import json

import numpy as np
import pytest

from app.cli import main

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("eval")
    argv = ["--data-dir", str(root / "data"), "eval", "--suite", "docs", "--modes", "chunk,hybrid",
            "--limit", "4", "--out", str(root / "out")]
    assert main(argv) == 0
    return root / "out"


def test_docs_suite_scores_every_question_in_every_mode(run_dir):
    docs = json.loads((run_dir / "results.json").read_text())["suites"]["docs"]
    assert docs["status"] == "ok"
    assert docs["info"]["documents_indexed"] == 3
    assert "llm_score" in docs["skipped_metrics"]
    for mode in ("chunk", "hybrid"):
        result = docs["modes"][mode]
        assert [q["id"] for q in result["questions"]] == ["tess-01", "tess-02", "tess-03", "tess-04"]
        summary = result["summary"]
        # the example manual is small: every gold document must be among the top 5
        assert summary["doc_recall@5"] == 1.0
        assert summary["passage_recall@5"] >= 0.75
        assert 0 < summary["rouge_l"] <= 1
        assert summary["context_tokens"] > 0
        # the summary's latency is the median of the per-question latencies (no claim about speed)
        latencies = [q["metrics"]["latency_ms"] for q in result["questions"]]
        assert summary["latency_p50_ms"] == pytest.approx(float(np.median(latencies)))
        assert all(q["evidence"] and q["answer"] for q in result["questions"])


def test_report_and_plots_are_written(run_dir):
    report = (run_dir / "report.md").read_text()
    assert "## Suite `docs`" in report and "| passage_recall@5 |" in report
    assert (run_dir / "docs_diff_hybrid_vs_chunk.png").stat().st_size > 1000


def test_a_run_compared_with_itself_passes_the_gate(run_dir, capsys):
    results = str(run_dir / "results.json")
    assert main(["eval", "--compare", results, results]) == 0
    assert "0 regression(s)" in capsys.readouterr().out
