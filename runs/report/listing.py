"""The stored runs a scope sees, as plain data for the HTTP API: the run list, one run's summary with the
file and line behind every number, and the comparison of two runs.

A run is named by its design (the newest run of it visible from the scope) or ``design@run_id`` (an
earlier run). A design stored under another scope is not visible, so it is reported as not found.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from edabot.errors import NotFoundError
from runs import metrics
from runs.parse.facts import Metric
from runs.parse.run_folder import RunAnalysis
from runs.qa.graph_queries import Fact, RunTools
from runs.report.diff import diff_runs, format_diff
from runs.report.summary import format_summary, summary_data
from runs.store.graph import RunGraph
from runs.store.stored import stored_run

KEY_METRICS = {"area": metrics.AREA, "worst_slack": metrics.SETUP_WS, "cells": metrics.CELLS}
"""The figures the run list shows for every design, by the key they are listed under."""


def list_runs(graph: RunGraph, scopes: Sequence[str]) -> list[dict[str, Any]]:
    """The newest run of every design visible from ``scopes`` with its key metrics and warning count."""
    tools = RunTools(graph, scopes)
    listed = []
    for name, row in sorted(tools.rows.items()):
        history = graph.runs_of(name, scopes)
        listed.append({
            **_identity(row), "warnings": len(tools.issues(name, severity="warning")),
            "metrics": {key: _fact_metric(metric, found) for key, metric in KEY_METRICS.items()
                        if (found := tools.metric(name, metric)) is not None},
            "history": [{"run_id": r["run_id"], "ingested_at": r["ingested_at"], "status": r["status"]}
                        for r in history],
        })
    return listed


def run_summary(graph: RunGraph, scopes: Sequence[str], ref: str) -> dict[str, Any]:
    """One run's summary (``runs.report.summary``) with every design-level metric and the line it was read from."""
    row = resolve_run(graph, scopes, ref)
    run = stored_run(graph, row)
    data = summary_data(run)
    return {**data, **_identity(row), "text": format_summary(data),
            "metrics": [_run_metric(metric) for metric in run.metrics() if not metric.name.startswith("netlist__cell")]}


def compare_runs(graph: RunGraph, scopes: Sequence[str], before: str, after: str) -> dict[str, Any]:
    """What changed from run ``before`` to run ``after`` (``runs.report.diff``), as data and as text."""
    runs: list[RunAnalysis] = [stored_run(graph, resolve_run(graph, scopes, ref)) for ref in (before, after)]
    result = diff_runs(*runs)
    return {**result.to_json(), "text": format_diff(result)}


def resolve_run(graph: RunGraph, scopes: Sequence[str], ref: str) -> Mapping[Any, Any]:
    """The design row ``ref`` names among the runs visible from ``scopes``; NotFoundError otherwise."""
    name, _, run_id = ref.partition("@")
    found: list[Mapping[Any, Any]]
    if run_id:
        found = [row for row in graph.runs_of(name, scopes) if row["run_id"] == run_id]
    else:
        found = [row for row in graph.latest_designs(scopes) if row["name"] == name]
    if not found:
        which = f"run {run_id} of design {name}" if run_id else f"design {name}"
        raise NotFoundError(f"no {which} is indexed in this scope")
    return found[0]


def _identity(row: Mapping[Any, Any]) -> dict[str, Any]:
    return {"design": row["name"], "top": row["top"], "run_id": row["run_id"], "status": row["status"],
            "scope": row["scope"], "ingested_at": row["ingested_at"]}


def _label(name: str) -> str:
    spec = metrics.spec(name)
    return spec.label if spec else name


def _fact_metric(name: str, fact: Fact) -> dict[str, Any]:
    return {"name": name, "label": _label(name), "value": fact.value, "unit": fact.unit, "shown": fact.quoted,
            "source": fact.source, "line": fact.line, "verbatim": fact.verbatim}


def _run_metric(metric: Metric) -> dict[str, Any]:
    return {"name": metric.name, "label": _label(metric.name), "value": metric.value, "unit": metric.unit,
            "shown": metrics.shown(metric.value, metric.raw, metric.unit), "source": metric.source, "line": metric.line,
            "verbatim": bool(metric.raw)}


__all__ = ["KEY_METRICS", "compare_runs", "list_runs", "resolve_run", "run_summary"]
