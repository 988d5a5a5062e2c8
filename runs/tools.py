"""The structured tools the run-QA agent plans over; every number comes from the graph, with provenance.

Each tool returns ``Fact`` rows (a value or a sentence plus the file and line that support
it). The offline intent planner and the LLM planner call the same tools.
"""

from __future__ import annotations

import json
import sqlite3
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from runs import metrics as m
from runs.graph import RunGraph


@dataclass(frozen=True)
class Fact:
    """One grounded statement: ``text`` is shown, ``source:line`` is cited."""

    design: str
    run_id: str
    text: str
    source: str = ""
    line: int = 0
    end_line: int = 0
    value: float | None = None
    unit: str = ""


class RunTools:
    """Queries over the latest run of each design visible from ``scopes``."""

    def __init__(self, graph: RunGraph, scopes: Sequence[str]) -> None:
        self.graph = graph
        self.scopes = list(scopes)
        self.rows = {row["name"]: row for row in graph.latest_designs(self.scopes)}

    def design_names(self) -> list[str]:
        return sorted(self.rows)

    def vocabulary(self) -> set[str]:
        """Module and cell-type names of the visible designs (words that are not design names)."""
        ids = [row["id"] for row in self.rows.values()]
        if not ids:
            return set()
        marks = ",".join("?" * len(ids))
        names = {r[0] for r in self.graph.query(f"SELECT DISTINCT name FROM module WHERE design_id IN ({marks})", ids)}
        names |= {r[0] for r in self.graph.query(f"SELECT DISTINCT cell_type FROM instance JOIN module ON module.id = "
                                                 f"instance.module_id WHERE design_id IN ({marks})", ids)}
        return names | {n.split("(")[0] for n in names}

    def _fact(self, design: str, text: str, row: sqlite3.Row | None = None, value: float | None = None,
              unit: str = "") -> Fact:
        run_id = self.rows[design]["run_id"]
        if row is None:
            return Fact(design, run_id, text, value=value, unit=unit)
        return Fact(design, run_id, text, row["source"], row["line"], row["line"], value=value, unit=unit)

    def metric(self, design: str, name: str, module: str = "") -> Fact | None:
        rows = self.graph.query("SELECT * FROM metric WHERE design_id = ? AND name = ? AND module = ? ORDER BY id DESC LIMIT 1",
                                (self.rows[design]["id"], name, module))
        if not rows:
            return None
        row = rows[0]
        spec = m.spec(name)
        label = spec.label if spec else name.replace("__", " ").replace("_", " ")
        where = f" of module {module}" if module else ""
        text = f"{design}: {label}{where} = {m.format_value(row['value'], row['unit'])}"
        return self._fact(design, text, row, value=row["value"], unit=row["unit"])

    def metric_across(self, name: str, designs: Sequence[str] = ()) -> list[Fact]:
        return [f for d in (designs or self.design_names()) if (f := self.metric(d, name)) is not None]

    def cell_count(self, design: str, cell_type: str) -> Fact:
        found = self.metric(design, f"netlist__cell__count:{cell_type}")
        if found:
            return Fact(design, found.run_id, f"{design}: {cell_type} cells = {int(found.value or 0)} cells",
                        found.source, found.line, found.line, found.value, "cells")
        return self._fact(design, f"{design}: {cell_type} cells = 0 cells (none in the netlist)", value=0, unit="cells")

    def module_names(self, design: str) -> list[sqlite3.Row]:
        return self.graph.query(
            "SELECT module.*, artifact.path AS source, artifact.kind AS kind FROM module JOIN artifact ON "
            "artifact.id = module.artifact_id WHERE module.design_id = ? ORDER BY artifact.kind = 'rtl' DESC, module.id",
            (self.rows[design]["id"],))

    def hierarchy(self, design: str) -> list[Fact]:
        rows = [r for r in self.module_names(design) if r["kind"] == "rtl"] or self.module_names(design)
        facts = []
        for row in rows:
            children = self.graph.query("SELECT cell_type, name, count FROM instance WHERE module_id = ?", (row["id"],))
            inner = ", ".join(f"{c['cell_type']} {c['name']}".strip() for c in children) or "no submodule instances"
            ports = json.loads(row["ports"])
            facts.append(self._fact(design, f"module {row['name']} ({len(ports)} ports: {', '.join(ports)}) "
                                            f"instantiates: {inner}", row))
        return facts

    def module_area(self, design: str, module: str) -> Fact | None:
        for name in (module, *[r["name"] for r in self.module_names(design) if r["name"].split("(")[0] == module]):
            found = self.metric(design, m.AREA, name)
            if found:
                return found
        return None

    def issues(self, design: str, kinds: Sequence[str] = (), severity: str = "") -> list[Fact]:
        sql = "SELECT * FROM issue WHERE design_id = ? AND severity != 'info'"
        params: list = [self.rows[design]["id"]]
        if kinds:
            sql += f" AND kind IN ({','.join('?' * len(kinds))})"
            params += list(kinds)
        if severity:
            sql += " AND severity = ?"
            params.append(severity)
        facts = []
        for row in self.graph.query(sql + " ORDER BY id", params):
            ref = f" (at {row['ref_file']}:{row['ref_line']})" if row["ref_file"] and row["ref_file"] != row["source"] else ""
            code = f" [{row['code']}]" if row["code"] and row["tool"] != "yosys" else ""
            facts.append(self._fact(design, f"{design}: {row['severity']} ({row['kind']}){code}: {row['message']}{ref}", row))
        return facts

    def worst_path(self, design: str, path_type: str = "max") -> Fact | None:
        rows = self.graph.query("SELECT * FROM timing_path WHERE design_id = ? AND path_type = ? ORDER BY slack, id LIMIT 1",
                                (self.rows[design]["id"], path_type))
        if not rows:
            return None
        r = rows[0]
        state = "VIOLATED" if not r["met"] else "MET"
        text = (f"{design}: critical path from {r['startpoint']} to {r['endpoint']} (group {r['grp']}): arrival "
                f"{m.format_value(r['arrival'], 'ns')}, required {m.format_value(r['required'], 'ns')}, slack "
                f"{m.format_value(r['slack'], 'ns')} ({state})")
        return Fact(design, self.rows[design]["run_id"], text, r["source"], r["line"], r["end_line"], r["slack"], "ns")

    def status(self, design: str) -> Fact:
        row = self.rows[design]
        version = f", Yosys {row['tool_version']}" if row["tool_version"] else ""
        artifact = self.graph.query("SELECT path, lines FROM artifact WHERE design_id = ? AND kind = 'yosys_log' LIMIT 1",
                                    (row["id"],))
        text = f"{design}: synthesis status {row['status']}{version}"
        if artifact:
            line = artifact[0]["lines"]
            return Fact(design, row["run_id"], text, artifact[0]["path"], line, line)
        return self._fact(design, text)

    def caveats(self, design: str) -> list[Fact]:
        """Timing computed while the timer reported read errors or black boxes."""
        rows = self.graph.query(
            "SELECT issue.* FROM issue JOIN artifact ON artifact.id = issue.artifact_id WHERE issue.design_id = ? AND "
            "artifact.kind = 'sta_report' AND (issue.severity = 'error' OR issue.kind = 'unresolved') ORDER BY issue.id",
            (self.rows[design]["id"],))
        return [self._fact(design, f"{design}: the timing report was produced after a reader problem "
                                   f"({r['message']}), so its slack does not cover the whole design", r) for r in rows]


def aggregate(values: Sequence[float], op: str) -> float:
    """sum / avg / median / min / max / count of ``values``, computed here, never by a model."""
    ops: dict[str, Callable[[Sequence[float]], float]] = {"sum": sum, "avg": statistics.fmean, "median": statistics.median, "min": min, "max": max, "count": len}
    return float(ops[op](values))


__all__ = ["Fact", "RunTools", "aggregate"]
