"""The regression gate: which metrics dropped beyond noise between two ``results.json`` files.

Per-question metrics (ROUGE-L, BLEU, recall, Atomic-ROUGE, key terms, LLM score, context
tokens, run-QA pass) are compared with a paired bootstrap over the questions both runs
answered: 2,000 resamples (fixed seed) of the mean difference; a metric regresses when
the whole 95% interval lies on the worse side of zero AND the mean moved by more than
``MIN_DELTA`` (so a deterministic one-question flip among hundreds is not a regression).
Metrics that exist only as summaries use a per-metric tolerance (``TOLERANCES``):
latency may grow by 50% (timing depends on the machine and its load), corpus BLEU may
drop by 0.01. ``abstained`` is informational and never gates.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from eval.results import LOWER_IS_BETTER, EvalRun, ModeResult

RESAMPLES = 2000
SEED = 20240601
MIN_DELTA = 0.005
TOLERANCES: dict[str, tuple[str, float]] = {
    "latency_ms": ("relative", 0.5),
    "latency_p50_ms": ("relative", 0.5),
    "latency_p95_ms": ("relative", 0.5),
    "corpus_bleu": ("absolute", 0.01),
}
DEFAULT_TOLERANCE = ("absolute", 0.01)
NOT_GATED = frozenset({"abstained"})


@dataclass(frozen=True)
class Finding:
    """One metric of one mode of one suite, old vs new."""

    suite: str
    mode: str
    metric: str
    old: float
    new: float
    method: str
    regressed: bool
    low: float | None = None
    high: float | None = None

    def describe(self) -> str:
        band = f" 95% CI [{self.low:+.4f}, {self.high:+.4f}]" if self.low is not None else ""
        flag = "REGRESSION" if self.regressed else "ok"
        return f"{flag:10} {self.suite}/{self.mode} {self.metric}: {self.old:.4f} -> {self.new:.4f} ({self.method}{band})"


def compare_runs(old: EvalRun, new: EvalRun) -> tuple[list[Finding], list[str]]:
    """Every comparable metric's finding, and notes on what could not be compared."""
    findings, notes = [], []
    for name, old_suite in old.suites.items():
        new_suite = new.suites.get(name)
        if old_suite.status != "ok":
            continue
        if new_suite is None or new_suite.status != "ok":
            notes.append(f"suite {name} ran before but not now")
            continue
        for mode, old_mode in old_suite.modes.items():
            if mode not in new_suite.modes:
                notes.append(f"{name}/{mode} ran before but not now")
                continue
            found, missing = _compare_mode(name, old_mode, new_suite.modes[mode])
            findings += found
            notes += missing
    return findings, notes


def _compare_mode(suite: str, old: ModeResult, new: ModeResult) -> tuple[list[Finding], list[str]]:
    findings, notes = [], []
    for metric, old_value in sorted(old.summary.items()):
        new_value = new.summary.get(metric)
        if metric in NOT_GATED or old_value is None:
            continue
        if new_value is None:
            notes.append(f"{suite}/{old.mode} {metric} was measured before but not now")
            continue
        pairs = _paired(old, new, metric)
        if metric in TOLERANCES or len(pairs) < 2:
            findings.append(_by_tolerance(suite, old.mode, metric, old_value, new_value))
        else:
            findings.append(_by_bootstrap(suite, old.mode, metric, old_value, new_value, pairs))
    return findings, notes


def _paired(old: ModeResult, new: ModeResult, metric: str) -> np.ndarray:
    """(old, new) values of ``metric`` for questions both runs scored."""
    before = {q.id: q.metrics.get(metric) for q in old.questions}
    rows = [(before[q.id], q.metrics[metric]) for q in new.questions if q.metrics.get(metric) is not None and before.get(q.id) is not None]
    return np.asarray(rows, dtype=float).reshape(-1, 2)


def _by_bootstrap(suite: str, mode: str, metric: str, old: float, new: float, pairs: np.ndarray) -> Finding:
    diffs = pairs[:, 1] - pairs[:, 0]
    rng = np.random.default_rng(SEED)
    means = diffs[rng.integers(0, len(diffs), size=(RESAMPLES, len(diffs)))].mean(axis=1)
    low, high = (float(v) for v in np.percentile(means, [2.5, 97.5]))
    if metric in LOWER_IS_BETTER:
        regressed = low > 0 and diffs.mean() > MIN_DELTA * max(abs(old), 1.0)
    else:
        regressed = high < 0 and -diffs.mean() > MIN_DELTA
    return Finding(suite, mode, metric, old, new, "paired bootstrap", bool(regressed), low, high)


def _by_tolerance(suite: str, mode: str, metric: str, old: float, new: float) -> Finding:
    kind, amount = TOLERANCES.get(metric, DEFAULT_TOLERANCE)
    allowed = amount * abs(old) if kind == "relative" else amount
    worse_by = (new - old) if metric in LOWER_IS_BETTER else (old - new)
    method = f"tolerance {amount:.0%}" if kind == "relative" else f"tolerance {amount}"
    return Finding(suite, mode, metric, old, new, method, worse_by > allowed)


__all__ = ["MIN_DELTA", "RESAMPLES", "TOLERANCES", "Finding", "compare_runs"]
