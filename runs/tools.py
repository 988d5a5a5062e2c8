"""The structured tools the run-QA agent plans over; every number comes from the graph, with provenance.

Each tool returns ``Fact`` rows (a value or a sentence plus the file and line that support
it). The offline intent planner and the LLM planner call the same tools.
"""

from __future__ import annotations

import json
import re
import sqlite3
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

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
    verbatim: bool = True
    """False when ``text`` states a number computed or counted here (it then says how), not printed at ``line``."""

    @property
    def quoted(self) -> str:
        """The value as the fact states it (``-0.46 ns``, ``18432.000000 um^2``): what comes after `` = ``."""
        return self.text.rsplit(" = ", 1)[-1].split(" (")[0]


_IDENTIFIER = re.compile(r"[A-Za-z_$\\][A-Za-z0-9_$]*")
_DECLARED = re.compile(r"\b(?:reg|wire|logic|input|output|inout)\b(?:\s+(?:reg|wire|logic|signed))*\s*(?:\[[^\]]*\]\s*)?"
                       r"([A-Za-z_][A-Za-z0-9_]*)")
"""The first name of an RTL declaration: the signals a question may name (``req_shadow``)."""


class RunTools:
    """Queries over the latest run of each design visible from ``scopes``."""

    def __init__(self, graph: RunGraph, scopes: Sequence[str]) -> None:
        self.graph = graph
        self.scopes = list(scopes)
        self.rows = {row["name"]: row for row in graph.latest_designs(self.scopes)}

    def design_names(self) -> list[str]:
        return sorted(self.rows)

    def _ids(self) -> tuple[str, list[int]]:
        ids = [row["id"] for row in self.rows.values()]
        return ",".join("?" * len(ids)), ids

    def names_by_kind(self) -> dict[str, set[str]]:
        """Names that exist in the visible runs, by kind: modules (also without parameters) and cell types."""
        marks, ids = self._ids()
        if not ids:
            return {}
        modules = {r[0] for r in self.graph.query(f"SELECT DISTINCT name FROM module WHERE design_id IN ({marks})", ids)}
        cells = {r[0] for r in self.graph.query(f"SELECT DISTINCT substr(name, 22) FROM metric WHERE design_id IN "
                                                f"({marks}) AND name LIKE 'netlist__cell__count:%'", ids)}
        modules |= {n.split("(")[0] for n in modules}
        texts = self.graph.query(f"SELECT text FROM source_text JOIN artifact ON artifact.id = source_text.artifact_id "
                                 f"WHERE design_id IN ({marks}) AND artifact.kind = 'rtl'", ids)
        signals = {name for row in texts for name in _DECLARED.findall(row[0])}
        return {"module": modules - set(self.rows), "cell": cells - modules,
                "signal": signals - modules - cells - set(self.rows)}

    def vocabulary(self) -> set[str]:
        """Every other identifier in the runs (instances, ports, signals, commands, pins, message words) and the
        catalogue's aliases: words that name something real, so they are never taken for an absent design."""
        from runs.catalogue import ANALYSES, FILTERS, ISSUE_KINDS, OPERATIONS

        marks, ids = self._ids()
        words: set[str] = {w for s in m.SPECS for w in s.synonyms} | {w for e in ANALYSES + FILTERS + OPERATIONS
                                                                       for w in e.aliases}
        words |= {w for aliases in ISSUE_KINDS.values() for w in aliases}
        if not ids:
            return words
        texts = [r[0] for r in self.graph.query(
            f"SELECT text FROM source_text JOIN artifact ON artifact.id = source_text.artifact_id WHERE design_id IN "
            f"({marks})", ids)]
        texts += [r[0] for r in self.graph.query(f"SELECT message FROM issue WHERE design_id IN ({marks})", ids)]
        texts += [f"{r[0]} {r[1]}" for r in self.graph.query(f"SELECT name, args FROM command WHERE design_id IN "
                                                              f"({marks})", ids)]
        texts += [f"{r[0]} {r[1]}" for r in self.graph.query(f"SELECT startpoint, endpoint FROM timing_path WHERE "
                                                              f"design_id IN ({marks})", ids)]
        texts += [f"{r[0]} {r[1]}" for r in self.graph.query(
            f"SELECT cell_type, instance.name FROM instance JOIN module ON module.id = instance.module_id WHERE "
            f"design_id IN ({marks})", ids)]
        texts += [r[0] for r in self.graph.query(f"SELECT path FROM artifact WHERE design_id IN ({marks})", ids)]
        for text in texts:
            words.update(_IDENTIFIER.findall(text))
        return words - set(self.rows)

    def module_set(self, design: str) -> set[str]:
        return {r["name"].split("(")[0] for r in self.module_names(design)} | {r["name"] for r in self.module_names(design)}

    def metric_names(self, design: str) -> set[str]:
        return {r[0] for r in self.graph.query("SELECT DISTINCT name FROM metric WHERE design_id = ?",
                                               (self.rows[design]["id"],))}

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
        raw = row["raw"]
        how = "" if raw else f" ({spec.provenance if spec else 'counted'})"
        text = f"{design}: {label}{where} = {m.shown(row['value'], raw, row['unit'])}{how}"
        return replace(self._fact(design, text, row, value=row["value"], unit=row["unit"]), verbatim=bool(raw))

    def metric_across(self, name: str, designs: Sequence[str] = ()) -> list[Fact]:
        return [f for d in (designs or self.design_names()) if (f := self.metric(d, name)) is not None]

    def cell_count(self, design: str, cell_type: str) -> Fact:
        found = self.metric(design, f"netlist__cell__count:{cell_type}")
        if found:
            return Fact(design, found.run_id, f"{design}: {cell_type} cells = {int(found.value or 0)} cells "
                        "(counted in the netlist)", found.source, found.line, found.line, found.value, "cells",
                        verbatim=False)
        return replace(self._fact(design, f"{design}: {cell_type} cells = 0 cells (none in the netlist)", value=0,
                                  unit="cells"), verbatim=False)

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
        return self.module_metric(design, module, m.AREA)

    def module_metric(self, design: str, module: str, metric: str) -> Fact | None:
        """A per-module figure of Yosys' stat (area, cells), also for a parameterized module named by its base."""
        for name in (module, *[r["name"] for r in self.module_names(design) if r["name"].split("(")[0] == module]):
            found = self.metric(design, metric, name)
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
        return [self.issue_fact(design, row) for row in self.graph.query(sql + " ORDER BY id", params)]

    def issue_fact(self, design: str, row: sqlite3.Row) -> Fact:
        """One warning or error: its message as printed, the line it is on, and the RTL line it points to."""
        ref = f" (at {row['ref_file']}:{row['ref_line']})" if row["ref_file"] and row["ref_file"] != row["source"] else ""
        code = f" [{row['code']}]" if row["code"] and row["tool"] != "yosys" else ""
        return self._fact(design, f"{design}: {row['severity']} ({row['kind']}){code}: {row['message']}{ref}", row)

    def worst_path(self, design: str, path_type: str = "max") -> Fact | None:
        rows = self.graph.query("SELECT * FROM timing_path WHERE design_id = ? AND path_type = ? ORDER BY slack, id LIMIT 1",
                                (self.rows[design]["id"], path_type))
        if not rows:
            return None
        return self.path_fact(design, rows[0])

    def path_fact(self, design: str, r: sqlite3.Row) -> Fact:
        """One timing path, its times quoted as the report prints them (the path spans ``line..end_line``)."""
        raw = json.loads(r["raw"] or "{}")
        state = "VIOLATED" if not r["met"] else "MET"
        kind = "hold" if r["path_type"] == "min" else "setup"
        arrival = m.shown(r["arrival"], raw.get("arrival", ""), "ns") if r["arrival"] is not None else "?"
        required = m.shown(r["required"], raw.get("required", ""), "ns") if r["required"] is not None else "?"
        text = (f"{design}: worst {kind} path from {r['startpoint']} to {r['endpoint']} (group {r['grp']}): "
                f"data arrival time {arrival}, data required time {required}, slack "
                f"{m.shown(r['slack'], raw.get('slack', ''), 'ns')} ({state})")
        return Fact(design, self.rows[design]["run_id"], text, r["source"], r["line"], r["end_line"], r["slack"], "ns")

    def paths(self, design: str, path_type: str = "max") -> list[sqlite3.Row]:
        """Every reported path of one type, worst first."""
        return self.graph.query("SELECT * FROM timing_path WHERE design_id = ? AND path_type = ? ORDER BY slack, id",
                                (self.rows[design]["id"], path_type))

    def stages(self, path_id: int) -> list[sqlite3.Row]:
        return self.graph.query("SELECT * FROM path_stage WHERE path_id = ? ORDER BY line", (path_id,))

    def commands(self, design: str) -> list[sqlite3.Row]:
        """Flow-script commands of the design's run, in file and line order."""
        return self.graph.query("SELECT * FROM command WHERE design_id = ? ORDER BY source, line",
                                (self.rows[design]["id"],))

    def source_lines(self, design: str, file: str) -> list[str]:
        """The lines of a stored RTL/script file of the run (matched by path or by its tail), else []."""
        rows = self.graph.query(
            "SELECT artifact.path AS path, source_text.text AS text FROM source_text JOIN artifact ON "
            "artifact.id = source_text.artifact_id WHERE artifact.design_id = ?", (self.rows[design]["id"],))
        for row in rows:
            if row["path"] == file or row["path"].endswith("/" + file) or file.endswith("/" + row["path"]) \
                    or row["path"].rsplit("/", 1)[-1] == file.rsplit("/", 1)[-1]:
                return [row["path"], *row["text"].splitlines()]
        return []

    def rtl_files(self, design: str) -> list[str]:
        return [r["path"] for r in self.graph.query("SELECT path FROM artifact WHERE design_id = ? AND kind = 'rtl' "
                                                    "ORDER BY path", (self.rows[design]["id"],))]

    def quote(self, design: str, file: str, first: int, last: int) -> Fact | None:
        """Lines ``first..last`` of a stored file, as one citeable fact."""
        found = self.source_lines(design, file)
        if not found or first < 1:
            return None
        path, lines = found[0], found[1:]
        last = min(last, len(lines))
        body = " | ".join(f"{n}: {lines[n - 1].strip()}" for n in range(max(1, first), last + 1) if lines[n - 1].strip())
        return Fact(design, self.rows[design]["run_id"], f"{path}:{first}-{last}: {body}", path, first, last,
                    verbatim=False)

    def status(self, design: str) -> Fact:
        row = self.rows[design]
        artifact = self.graph.query("SELECT path, lines FROM artifact WHERE design_id = ? AND kind = 'yosys_log' LIMIT 1",
                                    (row["id"],))
        text = f"{design}: synthesis status {row['status']}"
        ended = self.graph.query("SELECT path, lines FROM artifact WHERE design_id = ? AND kind = 'yosys_log' AND "
                                 "status != 'unknown' ORDER BY lines DESC LIMIT 1", (row["id"],))
        if ended and row["status"] == "success":
            line = self._end_line(row["id"], ended[0]["path"])
            return Fact(design, row["run_id"], text + " (the log reaches End of script)", ended[0]["path"], line, line,
                        verbatim=False)
        if artifact:
            line = artifact[0]["lines"]
            return Fact(design, row["run_id"], text, artifact[0]["path"], line, line)
        return self._fact(design, text)

    def version(self, design: str) -> Fact | None:
        """The tool version from the log banner, quoted with its line."""
        return self.metric(design, m.TOOL_VERSION)

    def status_facts(self, design: str) -> list[Fact]:
        """Status (from the log's end line) and the tool version (from its banner)."""
        return [self.status(design), *([v] if (v := self.version(design)) else [])]

    def _end_line(self, design_id: int, path: str) -> int:
        rows = self.graph.query("SELECT line FROM metric WHERE design_id = ? AND source = ? AND name = ?",
                                (design_id, path, m.CPU_USER))
        return int(rows[0]["line"]) if rows else 0

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
