"""'What changed since the last run?': compare the two newest runs of a design in the graph."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select

from edabot.types import Answer
from runs import metrics
from runs.qa.compose import compose, refuse
from runs.qa.graph_queries import Fact, RunTools, problems_of
from runs.store import tables


def _metrics(tools: RunTools, design_id: int) -> dict[str, tuple[float, str, str, int, str]]:
    mt = tables.metric.c
    rows = tools.graph.query(select(tables.metric).where(mt.design_id == design_id, mt.module == "",
                                                    mt.name.not_ilike("netlist__cell%"))
                             .order_by(mt.id))
    return {r["name"]: (r["value"], r["unit"], r["source"], r["line"], r["raw"]) for r in rows}


def _issues(tools: RunTools, design_id: int) -> dict[str, tuple[str, int]]:
    rows = tools.graph.query(problems_of(design_id).order_by(tables.issue.c.id))
    return {f"{r['kind']}: {r['message']}": (r["source"], r["line"]) for r in rows}


def diff_latest(designs: Sequence[str], tools: RunTools) -> Answer:
    """Metric deltas and warning changes between the newest two runs of the named (or any) design."""
    candidates = list(designs) or [n for n in tools.design_names() if len(tools.graph.runs_of(n, tools.scopes)) > 1]
    if not candidates:
        return refuse("Only one run is indexed per design, so there is no earlier run to compare with.")
    design = candidates[0]
    runs = tools.graph.runs_of(design, tools.scopes)
    if len(runs) < 2:
        return refuse(f"Only one run of {design} is indexed; ingest another run to compare.")
    new, old = runs[0], runs[1]
    before, after = _metrics(tools, old["id"]), _metrics(tools, new["id"])
    facts = []
    for name in sorted(before.keys() & after.keys()):
        (a, unit, _, _, raw_a), (b, _, source, line, raw_b) = before[name], after[name]
        if a != b:
            spec = metrics.spec(name)
            label = spec.label if spec else name
            sign = "+" if b > a else ""
            facts.append(Fact(design, new["run_id"], f"{label}: {metrics.shown(a, raw_a, unit)} -> {metrics.shown(b, raw_b, unit)} "
                              f"({sign}{metrics.format_value(b - a, unit)}, computed)", source, line, line, verbatim=False))
    old_issues, new_issues = _issues(tools, old["id"]), _issues(tools, new["id"])
    facts += [Fact(design, new["run_id"], f"new warning: {k}", *new_issues[k]) for k in new_issues if k not in old_issues]
    facts += [Fact(design, old["run_id"], f"resolved warning: {k}", *old_issues[k]) for k in old_issues if k not in new_issues]
    lead = (f"{design}: run {old['run_id']} -> run {new['run_id']} (status {old['status']} -> {new['status']})"
            + ("; no metric or warning changed." if not facts else ":"))
    return compose(lead, facts)


__all__ = ["diff_latest"]
