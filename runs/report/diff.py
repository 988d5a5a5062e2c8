"""Compare two runs: metric deltas with units, new and resolved warnings, timing regressions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from runs import metrics
from runs.parse.run_folder import RunAnalysis


@dataclass
class RunDiff:
    """What changed from run ``a`` (before) to run ``b`` (after)."""

    before: str
    after: str
    deltas: list[dict[str, Any]] = field(default_factory=list)
    new_warnings: list[str] = field(default_factory=list)
    resolved_warnings: list[str] = field(default_factory=list)
    regressions: list[str] = field(default_factory=list)
    status: tuple[str, str] = ("", "")

    def to_json(self) -> dict[str, Any]:
        return {"before": self.before, "after": self.after, "status": list(self.status), "deltas": self.deltas,
                "new_warnings": self.new_warnings, "resolved_warnings": self.resolved_warnings,
                "regressions": self.regressions}


def _issue_key(run: RunAnalysis) -> dict[str, str]:
    """Warnings keyed by kind and message, so line shifts do not count as changes."""
    return {f"{i.kind}: {i.message}": f"{i.source}:{i.line}" for i in run.issues()}


def _metric_map(run: RunAnalysis) -> dict[str, tuple[float, str]]:
    return {mt.name: (mt.value, mt.unit) for mt in run.metrics() if not mt.name.startswith("netlist__cell")}


def diff_runs(a: RunAnalysis, b: RunAnalysis) -> RunDiff:
    """Deltas from ``a`` to ``b``; a regression is a worse slack or more violations/warnings/errors."""
    result = RunDiff(before=f"{a.name}@{a.run_id}", after=f"{b.name}@{b.run_id}", status=(a.status, b.status))
    before, after = _metric_map(a), _metric_map(b)
    for name in sorted(before.keys() | after.keys()):
        old, new = before.get(name), after.get(name)
        if old and new and old[0] == new[0]:
            continue
        unit = after[name][1] if new else before[name][1]
        delta = new[0] - old[0] if old and new else None
        result.deltas.append({"metric": name, "before": old[0] if old else None, "after": new[0] if new else None,
                              "delta": delta, "unit": unit})
        spec = metrics.spec(name)
        if old and new and spec and name.startswith("timing") and (new[0] > old[0]) == spec.lower_is_better:
            result.regressions.append(f"{spec.label} {metrics.format_value(old[0], unit)} -> {metrics.format_value(new[0], unit)}")
    old_issues, new_issues = _issue_key(a), _issue_key(b)
    result.new_warnings = [f"{k} ({new_issues[k]})" for k in new_issues if k not in old_issues]
    result.resolved_warnings = [f"{k} ({old_issues[k]})" for k in old_issues if k not in new_issues]
    if a.status == "success" and b.status != "success":
        result.regressions.insert(0, f"synthesis status {a.status} -> {b.status}")
    return result


def format_diff(diff: RunDiff) -> str:
    lines = [f"Run diff {diff.before} -> {diff.after} (status {diff.status[0]} -> {diff.status[1]})"]
    for d in diff.deltas:
        spec = metrics.spec(d["metric"])
        label = spec.label if spec else d["metric"]
        if d["delta"] is None:
            side = "added" if d["before"] is None else "removed"
            value = d["after"] if d["before"] is None else d["before"]
            lines.append(f"  {label}: {side} ({metrics.format_value(value, d['unit'])})")
        else:
            sign = "+" if d["delta"] > 0 else ""
            lines.append(f"  {label}: {metrics.format_value(d['before'], d['unit'])} -> {metrics.format_value(d['after'], d['unit'])}"
                         f" ({sign}{metrics.format_value(d['delta'], d['unit'])})")
    if not diff.deltas:
        lines.append("  metrics: unchanged")
    lines.extend(f"  new warning: {w}" for w in diff.new_warnings)
    lines.extend(f"  resolved warning: {w}" for w in diff.resolved_warnings)
    lines.extend(f"  timing/status regression: {r}" for r in diff.regressions)
    return "\n".join(lines)


__all__ = ["RunDiff", "diff_runs", "format_diff"]
