"""The regression gate: drops beyond noise are flagged, noise and improvements are not."""

import pytest

from eval.compare import compare_runs
from eval.results import EvalRun

BASE = [0.5, 0.4, 0.6, 0.3, 0.55, 0.45, 0.35, 0.65, 0.5, 0.4] * 3


def _finding(findings, metric, mode="hybrid"):
    return next(f for f in findings if f.metric == metric and f.mode == mode)


def test_identical_runs_have_no_regression(make_run):
    findings, notes = compare_runs(make_run({"hybrid": BASE}), make_run({"hybrid": BASE}))
    assert findings and not any(f.regressed for f in findings)
    assert notes == []


def test_consistent_drop_is_a_regression(make_run):
    findings, _ = compare_runs(make_run({"hybrid": BASE}), make_run({"hybrid": [v - 0.1 for v in BASE]}))
    rouge = _finding(findings, "rouge_l")
    assert rouge.regressed
    assert rouge.method == "paired bootstrap"
    assert rouge.high < 0
    assert rouge.low == pytest.approx(-0.1)


def test_one_question_flip_is_noise(make_run):
    worse = list(BASE)
    worse[0] -= 0.3
    findings, _ = compare_runs(make_run({"hybrid": BASE}), make_run({"hybrid": worse}))
    assert not _finding(findings, "rouge_l").regressed


def test_improvement_is_not_a_regression(make_run):
    findings, _ = compare_runs(make_run({"hybrid": BASE}), make_run({"hybrid": [v + 0.2 for v in BASE]}))
    assert not any(f.regressed for f in findings)


def test_latency_uses_a_relative_tolerance(make_run):
    slower, _ = compare_runs(make_run({"hybrid": BASE}, latency=20), make_run({"hybrid": BASE}, latency=40))
    noisy, _ = compare_runs(make_run({"hybrid": BASE}, latency=20), make_run({"hybrid": BASE}, latency=25))
    assert _finding(slower, "latency_p50_ms").regressed
    assert _finding(slower, "latency_p50_ms").method == "tolerance 50%"
    assert not _finding(noisy, "latency_p50_ms").regressed


def test_missing_suite_and_mode_are_noted_not_flagged(make_run):
    old = make_run({"hybrid": BASE, "chunk": BASE})
    findings, notes = compare_runs(old, make_run({"hybrid": BASE}))
    assert "docs/chunk ran before but not now" in notes
    findings, notes = compare_runs(old, EvalRun("t", "m", "c"))
    assert findings == []
    assert notes == ["suite docs ran before but not now"]
