"""The human report: ``report.md`` with summary tables and the PNG plots beside it."""

from __future__ import annotations

from pathlib import Path

from eval import plots
from eval.results import EvalRun, ModeResult, SuiteResult, Value

_PLOTTED_PREFIXES = (
    "rouge_l", "bleu", "corpus_bleu", "atomic_f1", "passage_recall", "doc_recall", "keyterm_hit", "pass", "facts_matched"
)
_PRIMARY_PREFIXES = ("rouge_l", "passage_recall", "pass")


def write_report(run: EvalRun, out: Path) -> Path:
    """Write ``report.md`` (and its PNGs) under ``out``; returns the report path."""
    lines = [
        "# edabot evaluation report",
        "",
        f"- created: {run.created}",
        f"- machine: {run.machine}",
        f"- command: `{run.command}`",
    ]
    for suite in run.suites.values():
        lines += ["", f"## Suite `{suite.suite}`", ""]
        lines += _suite_section(suite, out) if suite.status == "ok" else [f"**Not available**: {suite.reason}"]
    path = out / "report.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def primary_metric(suite: SuiteResult) -> str | None:
    """The metric per-category tables and diffs use: answer ROUGE-L, else recall, else pass."""
    names = _metric_names(suite)
    for prefix in _PRIMARY_PREFIXES:
        for name in names:
            if name.startswith(prefix) and any(m.summary.get(name) is not None for m in suite.modes.values()):
                return name
    return None


def diff_pair(suite: SuiteResult) -> tuple[str, str] | None:
    """(new, old) modes to diff per question: hybrid vs chunk when both ran, else the last two."""
    names = list(suite.modes)
    if "hybrid" in names and "chunk" in names:
        return "hybrid", "chunk"
    return (names[-1], names[-2]) if len(names) >= 2 else None


def _suite_section(suite: SuiteResult, out: Path) -> list[str]:
    lines = [f"- {key}: {value}" for key, value in suite.info.items()]
    lines += [f"- skipped metric `{name}`: {why}" for name, why in suite.skipped_metrics.items()]
    lines += ["", "### Summary (mean over questions)", "", *_summary_table(suite)]
    primary = primary_metric(suite)
    if primary:
        lines += ["", f"### `{primary}` per category", "", *_category_table(suite, primary)]
    lines += ["", "### Plots", "", *_plots(suite, primary, out)]
    pair = diff_pair(suite)
    if pair and primary:
        lines += ["", *_largest_diffs(suite.modes[pair[0]], suite.modes[pair[1]], primary)]
    return lines


def _summary_table(suite: SuiteResult) -> list[str]:
    modes = list(suite.modes.values())
    rows = ["| metric | " + " | ".join(m.mode for m in modes) + " |", "|---|" + "---|" * len(modes)]
    for name in _metric_names(suite):
        rows.append(f"| {name} | " + " | ".join(_fmt(m.summary.get(name)) for m in modes) + " |")
    return rows


def _category_table(suite: SuiteResult, metric: str) -> list[str]:
    modes = list(suite.modes.values())
    categories = sorted({c for m in modes for c in m.by_category})
    rows = ["| category | n | " + " | ".join(m.mode for m in modes) + " |", "|---|---|" + "---|" * len(modes)]
    for category in categories:
        n = sum(q.category == category for q in modes[0].questions)
        cells = " | ".join(_fmt((m.by_category.get(category) or {}).get(metric)) for m in modes)
        rows.append(f"| {category} | {n} | {cells} |")
    return rows


def _plots(suite: SuiteResult, primary: str | None, out: Path) -> list[str]:
    name = suite.suite
    plotted = [n for n in _metric_names(suite) if n.startswith(_PLOTTED_PREFIXES)]
    paths = [plots.metrics_by_mode(suite, plotted, out / f"{name}_metrics_by_mode.png")]
    if primary:
        paths.append(plots.metric_by_category(suite, primary, out / f"{name}_by_category.png"))
    paths.append(plots.latency_distribution(suite, out / f"{name}_latency.png"))
    pair = diff_pair(suite)
    if pair and primary:
        new, old = suite.modes[pair[0]], suite.modes[pair[1]]
        paths.append(plots.per_question_diff(new, old, primary, out / f"{name}_diff_{new.mode}_vs_{old.mode}.png"))
    return [f"![{p.stem}]({p.name})" for p in paths]


def _largest_diffs(new: ModeResult, old: ModeResult, metric: str, n: int = 5) -> list[str]:
    before = {q.id: q.metrics.get(metric) for q in old.questions}
    diffs = [
        (q.metrics[metric] - before[q.id], q.id, q.question)  # type: ignore[operator]
        for q in new.questions
        if q.metrics.get(metric) is not None and before.get(q.id) is not None
    ]
    diffs.sort()
    lines = [f"### Largest per-question `{metric}` differences, {new.mode} - {old.mode}", ""]
    lines += ["| diff | id | question |", "|---|---|---|"]
    shown = diffs if len(diffs) <= 2 * n else diffs[:n] + diffs[-n:]
    for diff, qid, question in shown:
        lines.append(f"| {diff:+.3f} | {qid} | {question[:90].replace('|', '/')} |")
    wins = sum(d > 0 for d, _, _ in diffs)
    losses = sum(d < 0 for d, _, _ in diffs)
    lines += ["", f"{new.mode} better on {wins}, worse on {losses}, tied on {len(diffs) - wins - losses} questions."]
    return lines


def _metric_names(suite: SuiteResult) -> list[str]:
    """Metrics measured in at least one mode (a set without gold spans has no recall rows)."""
    return sorted({name for m in suite.modes.values() for name, value in m.summary.items() if value is not None})


def _fmt(value: Value) -> str:
    if value is None:
        return "—"
    return f"{value:.1f}" if abs(value) >= 10 else f"{value:.3f}"


__all__ = ["diff_pair", "primary_metric", "write_report"]
