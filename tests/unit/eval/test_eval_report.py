"""The Markdown report and its plots, from a known run; results.json round-trips."""

from eval.report import diff_pair, primary_metric, write_report
from eval.results import load_run


def test_report_has_tables_plots_and_unavailable_suites(tmp_path, make_run):
    run = make_run({"bm25": [0.2, 0.4, 0.3, 0.1], "chunk": [0.3, 0.3, 0.3, 0.3], "hybrid": [0.5, 0.2, 0.4, 0.3]})
    report = write_report(run, tmp_path).read_text()
    assert "| rouge_l | 0.250 | 0.300 | 0.350 |" in report
    assert "| lookup | 2 | 0.250 | 0.300 | 0.450 |" in report  # q0, q2 are "lookup"
    assert "**Not available**: no spec QA exists yet" in report
    assert "hybrid better on 2, worse on 1, tied on 1 questions." in report
    assert "passage_recall" not in report  # measured nowhere: no empty row
    for name in ("docs_metrics_by_mode", "docs_by_category", "docs_latency", "docs_diff_hybrid_vs_chunk"):
        png = tmp_path / f"{name}.png"
        assert f"]({png.name})" in report
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_primary_metric_and_diff_pair(make_run):
    suite = make_run({"bm25": [0.1], "chunk": [0.2]}).suites["docs"]
    assert primary_metric(suite) == "rouge_l"
    assert diff_pair(suite) == ("chunk", "bm25")


def test_results_json_round_trips(tmp_path, make_run):
    run = make_run({"hybrid": [0.5, 0.25]})
    run.save(tmp_path / "results.json")
    loaded = load_run(tmp_path / "results.json")
    assert loaded.to_json() == run.to_json()
    assert loaded.suites["docs"].modes["hybrid"].summary["rouge_l"] == 0.375
