"""One-screen run summary: what ``edabot analyze`` prints and the bots post for an attached log."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

from runs import metrics
from runs.parse.facts import RTL_READER, Issue
from runs.parse.run_folder import RunAnalysis, analyze_run, cell_counts

_HEADLINE = (metrics.CELLS, metrics.AREA, metrics.SETUP_WS, metrics.SETUP_WNS, metrics.SETUP_TNS, metrics.SETUP_VIOLATIONS, metrics.CPU_USER, metrics.MEM_PEAK)
_CARD_METRICS = ((metrics.AREA, "Area"), (metrics.SETUP_WS, "Worst slack"), (metrics.CELLS, "Cells"))
"""The key numbers of a compact chat card, in its order, with the name the card shows."""
_TRAILING_ZEROS = re.compile(r"(\.\d*?)0+$")


def _where(issue: Issue) -> str:
    own = f"{issue.source}:{issue.line}"
    ref_at = f"{issue.ref_file}:{issue.ref_line}"
    ref = f" [{ref_at}]" if issue.ref_file and issue.ref_line and ref_at != own else ""
    return f"{own}{ref}"


def _error(issue: Issue) -> dict[str, str]:
    return {"message": issue.message, "where": _where(issue), "tool": issue.tool}


def summary_data(run: RunAnalysis) -> dict[str, Any]:
    """The summary as plain data (the ``--json`` form)."""
    issues = run.issues()
    warnings = [i for i in issues if i.severity == "warning"]
    errors = [i for i in issues if i.severity == "error"]
    tool_errors = [i for i in errors if i.tool != RTL_READER] or errors
    metrics = {mt.name: {"value": mt.value, "raw": mt.raw, "unit": mt.unit, "source": f"{mt.source}:{mt.line}"}
               for mt in run.metrics() if mt.name in _HEADLINE}
    return {
        "design": run.name, "top": run.top, "status": run.status, "run_id": run.run_id,
        "yosys_version": run.version, "metrics": metrics, "cells_by_type": cell_counts(run),
        "warnings_by_kind": dict(Counter(i.kind for i in warnings).most_common()),
        "warnings": [{"kind": i.kind, "message": i.message, "where": _where(i)} for i in warnings],
        "first_error": _error(tool_errors[0]) if tool_errors else None,
        "rtl_reading": [_error(i) for i in errors if i not in tool_errors][:3],
        "caveats": run.caveats(),
    }


def format_summary(data: dict[str, Any]) -> str:
    """Render ``summary_data`` as a short text block."""
    lines = [f"Design {data['design']} (top {data['top'] or 'unknown'}): status {data['status']}"
             + (f", Yosys {data['yosys_version']}" if data["yosys_version"] else "")]
    for name in _HEADLINE:
        found = data["metrics"].get(name)
        if found:
            spec = metrics.spec(name)
            label = spec.label if spec else name
            lines.append(f"  {label}: {metrics.shown(found['value'], found.get('raw', ''), found['unit'])}  ({found['source']})")
    cells = data["cells_by_type"]
    if cells:
        top = sorted(cells.items(), key=lambda kv: -kv[1])[:6]
        lines.append("  cells by type: " + ", ".join(f"{k} {v}" for k, v in top) + (" ..." if len(cells) > 6 else ""))
    if data["warnings_by_kind"]:
        grouped = ", ".join(f"{kind} {n}" for kind, n in data["warnings_by_kind"].items())
        lines.append(f"  warnings ({sum(data['warnings_by_kind'].values())}): {grouped}")
        lines.extend(f"    - {w['message']} ({w['where']})" for w in data["warnings"][:5])
    else:
        lines.append("  warnings: none")
    if data["first_error"]:
        error = data["first_error"]
        lines.append(f"  first error{' (' + error['tool'] + ')' if error.get('tool') else ''}: {error['message']} ({error['where']})")
    lines.extend(f"  our reading of the RTL ({r['tool']}): {r['message']} ({r['where']})" for r in data.get("rtl_reading", []))
    lines.extend(f"  caution: {note}" for note in data["caveats"])
    return "\n".join(lines)


def card_data(data: dict[str, Any]) -> dict[str, Any]:
    """A compact card of a summary for the chat bots: design, status, key numbers with their ``file:line``.

    The bots lay it out (Slack section fields, Discord embed fields) without reading numbers back out
    of the summary text; ``detail`` is the rest of that text.
    """
    fields = [{"name": title, "value": _card_value(found, signed=name == metrics.SETUP_WS), "source": found["source"]}
              for name, title in _CARD_METRICS if (found := data["metrics"].get(name))]
    kinds = data["warnings_by_kind"]
    listed = ", ".join(f"{kind} {n}" for kind, n in kinds.items())
    fields.append({"name": "Warnings", "value": f"{sum(kinds.values())} ({listed})" if kinds else "0", "source": ""})
    return {"design": data["design"], "status": data["status"], "fields": fields,
            "detail": "\n".join(format_summary(data).splitlines()[1:])}


def _card_value(found: dict[str, Any], signed: bool) -> str:
    """The printed number without trailing decimal zeros (the same value), its unit; slack with its sign."""
    number, _, unit = metrics.shown(found["value"], found.get("raw", ""), found["unit"]).partition(" ")
    if "." in number:
        number = _TRAILING_ZEROS.sub(r"\1", number).rstrip(".")
    if signed and not number.startswith(("-", "+")) and float(number.replace(",", "")) != 0:
        number = f"+{number}"
    return f"{number} {unit}".strip()


def summarize_run(path: Path | RunAnalysis, max_parse_bytes: int = 50_000_000) -> str:
    """The one-screen summary of a run folder, archive-extracted folder, or single log/report."""
    run = path if isinstance(path, RunAnalysis) else analyze_run(Path(path), max_parse_bytes)
    return format_summary(summary_data(run))


__all__ = ["format_summary", "summarize_run", "summary_data"]
