"""A run read back from the run graph as a ``RunAnalysis``, so stored runs are summarised and compared
by the same code as runs on disk (``runs.report.summary``, ``runs.report.diff``, ``runs.report.chart_data``).

The graph keeps every fact a parser produced with its file and line, so the rebuilt artifacts carry
the same metrics, issues, timing paths and modules; the files themselves are not needed. Top module
and tool version are stored once per run; they are given back to the artifacts the analysis reads
them from.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sqlalchemy import RowMapping, select

from runs.parse.facts import ArtifactFacts, Issue, Metric, ModuleFacts, TimingPath
from runs.parse.run_folder import RunAnalysis
from runs.store import tables
from runs.store.graph import RunGraph

_TOP_KINDS = ("yosys_log", "netlist", "rtl", "qor_report")
"""Artifact kinds ``RunAnalysis.top`` reads the top module from."""


def stored_run(graph: RunGraph, design_row: Mapping[Any, Any]) -> RunAnalysis:
    """The run of one ``design`` row, with every artifact's facts as ingest stored them."""
    design_id = int(design_row["id"])
    artifacts = {row["id"]: _artifact(row, design_row) for row in
                 graph.query(select(tables.artifact).where(tables.artifact.c.design_id == design_id).order_by(tables.artifact.c.id))}
    mt = tables.metric.c
    for row in graph.query(select(tables.metric).where(mt.design_id == design_id).order_by(mt.id)):
        if row["artifact_id"] in artifacts:
            artifacts[row["artifact_id"]].metrics.append(Metric(row["name"], row["value"], row["unit"], row["line"],
                                                                row["module"], row["source"], row["raw"]))
    lint = []
    for row in graph.query(select(tables.issue).where(tables.issue.c.design_id == design_id).order_by(tables.issue.c.id)):
        found = _issue(row)
        if row["artifact_id"] in artifacts:
            artifacts[row["artifact_id"]].issues.append(found)
        else:
            lint.append(found)
    p = tables.timing_path.c
    for row in graph.query(select(tables.timing_path).where(p.design_id == design_id).order_by(p.id)):
        if row["artifact_id"] in artifacts:
            artifacts[row["artifact_id"]].paths.append(_path(row))
    for artifact_id, module in _modules(graph, design_id):
        artifacts[artifact_id].modules.append(module)
    return RunAnalysis(name=design_row["name"], root=Path(design_row["label"]), run_id=design_row["run_id"],
                       artifacts=list(artifacts.values()), lint=lint)


def _artifact(row: RowMapping, design_row: Mapping[Any, Any]) -> ArtifactFacts:
    return ArtifactFacts(
        kind=row["kind"], tool=row["tool"], stage=row["stage"], source=row["path"], lines=row["lines"],
        status=row["status"], truncated=bool(row["truncated"]),
        top=design_row["top"] if row["kind"] in _TOP_KINDS else "",
        version=design_row["tool_version"] if row["kind"] == "yosys_log" else "")


def _issue(row: RowMapping) -> Issue:
    return Issue(severity=row["severity"], kind=row["kind"], message=row["message"], line=row["line"],
                 code=row["code"], tool=row["tool"], ref_file=row["ref_file"], ref_line=row["ref_line"],
                 source=row["source"])


def _path(row: RowMapping) -> TimingPath:
    return TimingPath(startpoint=row["startpoint"], endpoint=row["endpoint"], group=row["grp"],
                      path_type=row["path_type"], arrival=row["arrival"], required=row["required"],
                      slack=row["slack"], met=bool(row["met"]), line=row["line"], end_line=row["end_line"],
                      source=row["source"], raw=json.loads(row["raw"] or "{}"))


def _modules(graph: RunGraph, design_id: int) -> list[tuple[int, ModuleFacts]]:
    """Modules with their cells (stat counts) and named instances, as ingest split them into rows."""
    mod, i = tables.module.c, tables.instance.c
    rows = graph.query(select(tables.module).where(mod.design_id == design_id).order_by(mod.id))
    children: dict[int, list[RowMapping]] = defaultdict(list)
    for child in graph.query(select(tables.instance).join_from(tables.instance, tables.module, mod.id == i.module_id)
                             .where(mod.design_id == design_id).order_by(i.id)):
        children[child["module_id"]].append(child)
    return [(row["artifact_id"], ModuleFacts(
        name=row["name"], line=row["line"], area=row["area"], ports=json.loads(row["ports"]),
        cells={c["cell_type"]: c["count"] for c in children[row["id"]] if not c["name"]},
        instances=[(c["cell_type"], c["name"]) for c in children[row["id"]] if c["name"]]))
        for row in rows]


__all__ = ["stored_run"]
