"""Matplotlib figures for the report; each function writes one PNG and returns its path."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only; never a display

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from eval.results import ModeResult, SuiteResult  # noqa: E402


def metrics_by_mode(suite: SuiteResult, metrics: Sequence[str], out: Path) -> Path:
    """Grouped bars: each metric (0-1 scale) side by side for every mode."""
    modes = list(suite.modes.values())
    values = [[m.summary.get(name) or 0.0 for name in metrics] for m in modes]
    return _grouped_bars(metrics, [m.mode for m in modes], values, f"{suite.suite}: metrics per mode", out)


def metric_by_category(suite: SuiteResult, metric: str, out: Path) -> Path:
    """Grouped bars: one metric per question category, for every mode."""
    modes = list(suite.modes.values())
    categories = sorted({c for m in modes for c in m.by_category})
    values = [[(m.by_category.get(c) or {}).get(metric) or 0.0 for c in categories] for m in modes]
    return _grouped_bars(categories, [m.mode for m in modes], values, f"{suite.suite}: {metric} per category", out)


def latency_distribution(suite: SuiteResult, out: Path) -> Path:
    """Box plot of per-question retrieval latency for every mode."""
    modes = list(suite.modes.values())
    data = [[q.metrics.get("latency_ms") or 0.0 for q in m.questions] for m in modes]
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.boxplot(data, tick_labels=[m.mode for m in modes], showfliers=True)
    ax.set_ylabel("latency (ms)")
    ax.set_title(f"{suite.suite}: latency per question")
    return _save(fig, out)


def per_question_diff(new: ModeResult, old: ModeResult, metric: str, out: Path) -> Path:
    """Sorted per-question difference ``new - old`` of one metric (paired by question id)."""
    old_values = {q.id: q.metrics.get(metric) for q in old.questions}
    diffs = sorted(
        q.metrics[metric] - old_values[q.id]  # type: ignore[operator]
        for q in new.questions
        if q.metrics.get(metric) is not None and old_values.get(q.id) is not None
    )
    fig, ax = plt.subplots(figsize=(7, 3.5))
    colors = ["#c0392b" if d < 0 else "#27ae60" for d in diffs]
    ax.bar(range(len(diffs)), diffs, color=colors, width=1.0)
    ax.axhline(0, color="black", linewidth=0.6)
    ax.set_xlabel("questions (sorted by difference)")
    ax.set_ylabel(f"{metric}: {new.mode} - {old.mode}")
    ax.set_title(f"per-question {metric}, {new.mode} vs {old.mode}")
    return _save(fig, out)


def _grouped_bars(labels: Sequence[str], series: Sequence[str], values: Sequence[Sequence[float]], title: str, out: Path) -> Path:
    fig, ax = plt.subplots(figsize=(max(6.0, 1.1 * len(labels) * max(1, len(series)) / 2), 3.8))
    width = 0.8 / max(1, len(series))
    x = np.arange(len(labels))
    for i, (name, row) in enumerate(zip(series, values, strict=True)):
        ax.bar(x + i * width - 0.4 + width / 2, row, width, label=name)
    ax.set_xticks(x, labels, rotation=25, ha="right")
    ax.set_ylim(0, max(1.0, max((v for row in values for v in row), default=0.0) * 1.1))
    ax.set_title(title)
    ax.legend(fontsize="small")
    return _save(fig, out)


def _save(fig: plt.Figure, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out


__all__ = ["latency_distribution", "metric_by_category", "metrics_by_mode", "per_question_diff"]
