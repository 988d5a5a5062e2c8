"""The structured tools the run-QA agent plans over; every number comes from the graph, with provenance.

Each tool returns ``Fact`` rows (a value or a sentence plus the file and line that support
it). The offline intent planner and the LLM planner call the same tools.
"""

from __future__ import annotations

import copy
import json
import re
import statistics
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache

from sqlalchemy import RowMapping, Select, func, or_, select

from runs import metrics
from runs.parse.detect import READ_TOOLS, TOOL_OF_WORD
from runs.parse.facts import RTL_READER, capture_period
from runs.store import tables
from runs.store.graph import RunGraph


def _edges(raw: Mapping[str, str]) -> str:
    """The launch and capture clock edges of a path when they say more than "one cycle of one clock from 0": a path
    between two clocks, or launched at a later edge (``clock clk (rise edge) 5.000``), is timed over the window
    between those two edges, which the report prints and the slack alone hides."""
    if not (raw.get("launch") and raw.get("period")):
        return ""
    launch, capture = raw.get("launch_clock", ""), raw.get("clock", "")
    crossing = launch != capture
    if not crossing and float(raw["launch"]) == 0.0:
        return ""
    inverted = crossing and launch.rstrip("'") == capture.rstrip("'")  # clk and clk': one clock, one edge inverted
    said = " (the same clock, inverted)" if inverted else " (a clock-domain crossing)" if crossing else ""
    return (f"launched by the {launch} {raw.get('launch_edge', 'rise')} edge at {raw['launch']} ns and "
            f"captured by the {capture} edge at {raw['period']} ns{said}, ")


def _library_time(check: str, printed: str) -> str:
    """The capture flop's library time as the library states it: a setup (or recovery) time is taken off the
    required time, so the report's row prints it negated (``-0.276  library setup time`` is a 0.276 ns setup time);
    a hold (or removal) time is added and printed as it is."""
    if check not in ("setup", "recovery"):
        return f"library {check} time {printed} ns"
    value = printed[1:] if printed.startswith("-") else f"-{printed.lstrip('+')}"
    return f"library {check} time {value} ns (the report's row: {printed})"


@cache
def catalogue_aliases() -> frozenset[str]:
    """The catalogue's aliases (phrases whole) and the units it reads: what a question calls metrics, filters, analyses
    and operations by (fixed by the code, so read once per process)."""
    from runs.qa.catalogue import ANALYSES, FILTERS, ISSUE_KINDS, OPERATIONS
    from runs.qa.query import UNIT_WORDS

    words: set[str] = {w for s in metrics.SPECS for w in s.synonyms} | {
        w for e in ANALYSES + FILTERS + OPERATIONS for w in e.aliases}
    return frozenset(words | {w for aliases in ISSUE_KINDS.values() for w in aliases} | UNIT_WORDS)


@cache
def catalogue_words() -> frozenset[str]:
    """The catalogue's aliases, the words of its own descriptions and the units it reads: the terms a question uses
    for metrics, filters, analyses and operations (fixed by the code, so read once per process)."""
    from runs.qa.catalogue import ANALYSES, FILTERS, OPERATIONS

    descriptions = [f"{s.label} {s.description} {s.provenance}" for s in metrics.SPECS] + [
        e.description for e in ANALYSES + FILTERS + OPERATIONS]
    return catalogue_aliases() | {w.lower() for text in descriptions for w in re.findall(r"[A-Za-z]+", text)}


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
    kind: str = ""
    """The kind of record a warning or error fact states (``multi_driver``, ``latch``); empty for any other fact."""

    @property
    def quoted(self) -> str:
        """The value as the fact states it (``-0.46 ns``, ``18432.000000 um^2``): what comes after `` = ``."""
        return self.text.rsplit(" = ", 1)[-1].split(" (")[0]


_IDENTIFIER = re.compile(r"[A-Za-z_$\\][A-Za-z0-9_$]*")
NAME_TOKEN = re.compile(r"(?<![\w$\\])[\\$]?[A-Za-z_$][\w$]*(?:[_$\d\[\]][\w$\[\]]*)+|\d+")
"""A design's or a tool's own name inside a message (``$_AND_``, ``_1021_``, ``u_pwm``, ``c00_reg[0]``, a line
number): what tells apart records of one kind of message."""
_DECLARED = re.compile(r"\b(?:reg|wire|logic|input|output|inout)\b(?:\s+(?:reg|wire|logic|signed))*\s*(?:\[[^\]]*\]\s*)?"
                       r"([A-Za-z_][A-Za-z0-9_]*)")
"""The first name of an RTL declaration: the signals a question may name (``req_shadow``)."""


_QUOTED_FILE = re.compile(r"[\"']([\w./-]+\.[A-Za-z][A-Za-z0-9]{0,5})[\"']|dumpfile ([\w./-]+\.[A-Za-z][A-Za-z0-9]{0,5}) opened")
"""A file name in quotes, as scripts and testbenches write the files they make, or as Icarus's ``vvp`` reports the
waveform file it opened (``VCD info: dumpfile build/wave.vcd opened for output.``, a name given on its command line)."""


def same_file(said: str, stored: str) -> bool:
    """Whether a path as said (``run-2024_06_11/sta_6ns.rpt``, ``sta_6ns.rpt``) is a run's stored path: the same, or
    the end of the other at a folder boundary, either way round."""
    return said == stored or stored.endswith(f"/{said}") or said.endswith(f"/{stored}")


def file_type(path: str) -> str:
    """A file's type, lower-cased: its extension, or its whole name when it has none (``Makefile``)."""
    name = path.rsplit("/", 1)[-1]
    return (name.rsplit(".", 1)[1] if "." in name.strip(".") else name).lower()


CHECK_OF_PATH_TYPE = {"min": "hold", "max": "setup"}
"""The check a timer's ``Path Type`` row reports (other types, recovery and removal, name their check themselves)."""


class RunTools:
    """Queries over the latest run of each design visible from ``scopes``."""

    def __init__(self, graph: RunGraph, scopes: Sequence[str]) -> None:
        self.graph = graph
        self.scopes = list(scopes)
        self.rows = {row["name"]: row for row in graph.latest_designs(self.scopes)}
        self._names: dict[str, set[str]] | None = None
        self.errors_as_printed = False
        """Quote each error as its tool printed the line, location and all: set for a question that asks about the
        errors themselves ("the exact error"), not for one whose answer lists errors as the reason a figure is
        missing, where the message alone says why."""

    def design_names(self) -> list[str]:
        return sorted(self.rows)

    def without(self, designs: Sequence[str]) -> RunTools:
        """The same queries over every visible run but ``designs``: a question that sets runs aside ranges over
        the others."""
        narrowed = copy.copy(self)
        narrowed.rows = {name: row for name, row in self.rows.items() if name not in designs}
        narrowed._names = None
        return narrowed

    def folder_names(self) -> dict[str, str]:
        """Each design's run folder name where it differs from the design's (top module's) name: a user who uploaded
        ``mac16/`` asks about mac16 while Yosys names the design MacUnit16."""
        return {name: row["label"] for name, row in self.rows.items()
                if row["label"] and row["label"].lower() != name.lower()}

    def artifact_tools(self) -> dict[str, list[str]]:
        """The designs holding an artifact each tool wrote, by the tool's name and, for a log or report, by what it
        is (``verilator`` and ``lint``: the runs with a lint output)."""
        a = tables.artifact.c
        rows = self.graph.query(select(a.tool, a.kind, a.design_id).distinct()
                                .where(a.design_id.in_(self._ids()), a.tool != ""))
        names = {row["id"]: name for name, row in self.rows.items()}
        found: dict[str, set[str]] = {}
        for row in rows:
            kind, _, what = row["kind"].partition("_")
            for key in {row["tool"], kind if what in ("log", "report") else row["tool"]}:
                found.setdefault(key, set()).add(names[row["design_id"]])
        return {tool: sorted(designs) for tool, designs in found.items()}

    def outputs(self, design: str) -> dict[str, list[str]]:
        """The files of the design's run that a tool wrote (its logs and reports), by the tool's name."""
        a = tables.artifact.c
        rows = self.graph.query(select(a.tool, a.path).where(a.design_id == self._design_id(design), a.tool != "",
                                                             a.kind.endswith("_log") | a.kind.endswith("_report"))
                                .order_by(a.path))
        found: dict[str, list[str]] = {}
        for row in rows:
            found.setdefault(row["tool"], []).append(row["path"])
        return found

    def shared_tops(self) -> dict[str, str]:
        """Each design named by its folder because another folder holds the same top module: its top module."""
        return {name: row["top"] for name, row in self.rows.items()
                if row["top"] and name == row["label"] and row["top"].lower() != name.lower()}

    def _ids(self) -> list[int]:
        return [row["id"] for row in self.rows.values()]

    def _design_id(self, design: str) -> int:
        return int(self.rows[design]["id"])

    def _run_key(self, design: str) -> tuple[int, str]:
        """What names a design's run for ``RunGraph.derived``: its row and its content."""
        return int(self.rows[design]["id"]), str(self.rows[design]["run_id"])

    def names_by_kind(self) -> dict[str, set[str]]:
        """Names that exist in the visible runs, by kind: modules (also without parameters) and cell types.

        Read once per instance (it scans every RTL file): resolution and the planner both ask, and the instance
        already holds one snapshot of the runs (``rows``)."""
        if self._names is None:
            self._names = self._read_names()
        return self._names

    def _read_names(self) -> dict[str, set[str]]:
        ids = self._ids()
        if not ids:
            return {}
        modules = set(self.graph.values(select(tables.module.c.name).distinct().where(tables.module.c.design_id.in_(ids))))
        cells = set(self.graph.values(select(func.substr(tables.metric.c.name, len(CELL_COUNT) + 1)).distinct().where(
            tables.metric.c.design_id.in_(ids), tables.metric.c.name.ilike(CELL_COUNT + "%"))))
        i, mod = tables.instance.c, tables.module.c  # a generic run's stat lists Yosys's own cells ($_DFFE_PP_)
        cells |= set(self.graph.values(select(i.cell_type).distinct().join_from(tables.instance, tables.module,
                                                                                mod.id == i.module_id)
                                       .where(mod.design_id.in_(ids), i.cell_type.like("$\\_%", escape="\\"))))
        modules |= {n.split("(")[0] for n in modules}
        texts = self.graph.values(_stored_texts().where(tables.artifact.c.design_id.in_(ids), tables.artifact.c.kind == "rtl"))
        signals = {name for text in texts for name in _DECLARED.findall(text)}
        return {"module": modules - set(self.rows), "cell": cells - modules,
                "signal": signals - modules - cells - set(self.rows)}

    def vocabulary(self) -> set[str]:
        """Every other identifier in the runs (instances, ports, signals, commands, pins, message words), the
        catalogue's aliases, the words of its own descriptions and the units it reads: words that name something
        real, so they are never taken for an absent design."""
        runs = tuple(sorted((row["id"], row["run_id"]) for row in self.rows.values()))
        words = self.graph.derived(("vocabulary", runs), lambda: self._words(self._ids()))
        return (words | set(catalogue_words()) | set(READ_TOOLS) | set(TOOL_OF_WORD)) - set(self.rows)  # "what did
        # verilator say", "what did icarus complain about"

    def run_text(self, design: str) -> str:
        """Everything a run holds as text, lower-cased: its stored files, paths, script commands and messages."""
        def build() -> str:
            paths, texts = self._files(design)
            messages = self.graph.values(select(tables.issue.c.message).where(tables.issue.c.design_id == self._design_id(design)))
            commands = [f"{row['name']} {row['args']}" for row in self.commands(design)]
            return "\n".join([*texts, *paths, *messages, *commands]).lower()
        return self.graph.derived(("text", *self._run_key(design)), build)

    def _files(self, design: str) -> tuple[list[str], list[str]]:
        """(the paths of a run's stored files, in order; the texts it stores), read once for ``run_text``,
        ``file_types`` and ``paths_of_type``."""
        design_id = self._design_id(design)
        return self.graph.derived(("files", *self._run_key(design)), lambda: (
            self.graph.values(select(tables.artifact.c.path).where(tables.artifact.c.design_id == design_id)
                              .order_by(tables.artifact.c.path)),
            self.graph.values(_stored_texts().where(tables.artifact.c.design_id == design_id))))

    def file_names(self, design: str) -> list[str]:
        """The files a run holds and the file names its files quote, in order: a testbench's ``$dumpfile("dut.vcd")``
        names a waveform file the run wrote but did not keep."""
        def build() -> list[str]:
            paths, texts = self._files(design)
            return list(dict.fromkeys([*paths, *(name for text in texts for said in _QUOTED_FILE.finditer(text)
                                                      for name in said.groups() if name)]))
        return self.graph.derived(("file names", *self._run_key(design)), build)

    def file_types(self, design: str) -> set[str]:
        """The types (``file_type``) of ``file_names``."""
        return {file_type(name) for name in self.file_names(design)}

    def paths_of_type(self, design: str, kind: str) -> list[str]:
        """The stored files of a run whose type (``file_type``) is ``kind``."""
        return [path for path in self._files(design)[0] if file_type(path) == kind]

    def _words(self, ids: list[int]) -> set[str]:
        words: set[str] = set()
        if not ids:
            return words
        i, mod = tables.instance.c, tables.module.c
        texts: list[str] = self.graph.values(_stored_texts().where(tables.artifact.c.design_id.in_(ids)))
        texts += self.graph.values(select(tables.issue.c.message).where(tables.issue.c.design_id.in_(ids)))
        art = tables.artifact.c
        pairs = [select(art.path, art.kind, art.tool, art.stage).where(art.design_id.in_(ids)),
                 select(tables.command.c.name, tables.command.c.args).where(tables.command.c.design_id.in_(ids)),
                 select(tables.timing_path.c.startpoint, tables.timing_path.c.endpoint).where(tables.timing_path.c.design_id.in_(ids)),
                 select(i.cell_type, i.name).join_from(tables.instance, tables.module, mod.id == i.module_id)
                 .where(mod.design_id.in_(ids))]
        texts += [" ".join(map(str, row.values())) for query in pairs for row in self.graph.query(query)]
        for text in texts:
            words.update(_IDENTIFIER.findall(text))
        return words

    def module_set(self, design: str) -> set[str]:
        return {r["name"].split("(")[0] for r in self.module_names(design)} | {r["name"] for r in self.module_names(design)}

    def metric_names(self, design: str) -> set[str]:
        return set(self.graph.values(select(tables.metric.c.name).where(tables.metric.c.design_id == self._design_id(design))))

    def _fact(self, design: str, text: str, row: RowMapping | None = None, value: float | None = None,
              unit: str = "") -> Fact:
        run_id = self.rows[design]["run_id"]
        if row is None:
            return Fact(design, run_id, text, value=value, unit=unit)
        return Fact(design, run_id, text, row["source"], row["line"], row["line"], value=value, unit=unit)

    def metric(self, design: str, name: str, module: str = "") -> Fact | None:
        mt = tables.metric.c
        rows = self.graph.query(select(tables.metric).where(mt.design_id == self._design_id(design), mt.name == name,
                                                       mt.module == module).order_by(mt.id.desc()).limit(1))
        return self._metric_fact(design, rows[0], module) if rows else None

    def metric_settings(self, design: str, name: str) -> list[Fact]:
        """Every value a run's scripts set for ``name`` (each ``create_clock`` of a design with two clocks, each
        attempt's period), one per printed line; the values the reports show only when no script sets one."""
        mt, art = tables.metric.c, tables.artifact.c
        rows = self.graph.query(select(tables.metric, art.kind).join_from(tables.metric, tables.artifact,
                                                                         art.id == mt.artifact_id, isouter=True)
                                .where(mt.design_id == self._design_id(design), mt.name == name, mt.module == "")
                                .order_by(mt.id))
        chosen = [row for row in rows if row["kind"] == "script"] or rows[-1:]
        return [self._metric_fact(design, row) for row in chosen]

    def _metric_fact(self, design: str, row: RowMapping, module: str = "") -> Fact:
        name = row["name"]
        spec = metrics.spec(name)
        label = spec.label if spec else name.replace("__", " ").replace("_", " ")
        where = f" of module {module}" if module else ""
        raw = row["raw"]
        how = "" if raw else f" ({spec.provenance if spec else 'counted'})"
        text = f"{design}: {label}{where} = {metrics.shown(row['value'], raw, row['unit'])}{how}"
        if spec is not None and spec.shows_line and (printed := self.printed_line(design, row["source"], row["line"])):
            text += f" (printed: {printed})"
        return replace(self._fact(design, text, row, value=row["value"], unit=row["unit"]), verbatim=bool(raw))

    def metric_values(self, design: str, name: str) -> list[Fact]:
        """Every design-level value of ``name`` the run's artifacts report, in ingest order: a folder with two STA
        attempts holds two worst slacks, of which ``metric`` gives the last."""
        mt = tables.metric.c
        rows = self.graph.query(select(tables.metric).where(mt.design_id == self._design_id(design), mt.name == name,
                                                            mt.module == "").order_by(mt.id))
        return [self._metric_fact(design, row) for row in rows]

    def measured(self, design: str) -> set[float]:
        """Every value the run's artifacts report as a figure, of the design or of any module: what a number a
        question quotes is matched against ("17912" of a submodule's area), not a setting written in a script."""
        mt = tables.metric.c
        return set(self.graph.values(select(mt.value).where(mt.design_id == self._design_id(design), mt.value.is_not(None))))

    def metric_across(self, name: str, designs: Sequence[str] = ()) -> list[Fact]:
        return [f for d in (designs or self.design_names()) if (f := self.metric(d, name)) is not None]

    def cell_count(self, design: str, cell_type: str) -> Fact:
        found = self.metric(design, f"{CELL_COUNT}{cell_type}")
        if found:
            return Fact(design, found.run_id, f"{design}: {cell_type} cells = {int(found.value or 0)} cells "
                        "(counted in the netlist)", found.source, found.line, found.line, found.value, "cells",
                        verbatim=False)
        return replace(self._fact(design, f"{design}: {cell_type} cells = 0 cells (none in the netlist)", value=0,
                                  unit="cells"), verbatim=False)

    def module_names(self, design: str) -> list[RowMapping]:
        """Modules with the path (``source``) and ``kind`` of the artifact declaring them, RTL first."""
        a, mod = tables.artifact.c, tables.module.c
        return self.graph.query(
            select(tables.module, a.path.label("source"), a.kind.label("kind"))
            .join_from(tables.module, tables.artifact, a.id == mod.artifact_id)
            .where(mod.design_id == self._design_id(design)).order_by((a.kind == "rtl").desc(), mod.id))

    def hierarchy(self, design: str) -> list[Fact]:
        rows = [r for r in self.module_names(design) if r["kind"] == "rtl"] or self.module_names(design)
        facts = []
        for row in rows:
            children = self.graph.query(instances_of(row["id"]))
            inner = ", ".join(f"{c['cell_type']} {c['name']}".strip() for c in children) or "no submodule instances"
            ports = json.loads(row["ports"])
            facts.append(self._fact(design, f"module {row['name']} ({len(ports)} ports: {', '.join(ports)}) "
                                            f"instantiates: {inner}", row))
        return facts

    def module_area(self, design: str, module: str) -> Fact | None:
        return self.module_metric(design, module, metrics.AREA)

    def module_metric(self, design: str, module: str, metric: str) -> Fact | None:
        """A per-module figure of Yosys' stat (area, cells), also for a parameterized module named by its base."""
        for name in (module, *[r["name"] for r in self.module_names(design) if r["name"].split("(")[0] == module]):
            found = self.metric(design, metric, name)
            if found:
                return found
        return None

    def issues(self, design: str, kinds: Sequence[str] = (), severity: str = "", by: Sequence[str] = ()) -> list[Fact]:
        """The design's warnings and errors, of some kinds, one severity and printed by some tools if given."""
        query = problems_of(self._design_id(design), kinds, severity).order_by(tables.issue.c.id)
        if by:
            query = query.where(tables.issue.c.tool.in_(by))
        return [self.issue_fact(design, row) for row in self.graph.query(query)]

    def warnings_by_tool(self, designs: Sequence[str]) -> dict[str, int]:
        """Warnings per tool over ``designs``, as the tools printed them: the records filed as warnings whose printed
        line says so, and those a tool printed as one while they are notes to us (``ABC: Warning: The network is
        combinational``). A message we file as a warning that its tool printed as a plain note (Yosys's "Latch
        inferred for signal ...") is no warning of the tool's, and our own reading of the RTL is no tool's output."""
        i = tables.issue.c
        printed = or_(i.severity == "warning", func.lower(i.message).like("warning%"))
        names = {self._design_id(d): d for d in designs}
        rows = self.graph.query(select(i.tool, i.design_id, i.source, i.line, i.severity, i.message).where(
            i.design_id.in_(list(names)), printed, i.tool != RTL_READER))
        texts: dict[tuple[int, str], list[str]] = {}
        counts: Counter[str] = Counter()
        for row in rows:
            if not row["message"].lower().startswith("warning"):
                key = (row["design_id"], row["source"])
                lines = texts.setdefault(key, self.printed_lines(names[row["design_id"]], row["source"]))
                said = lines[row["line"] - 1] if 0 < row["line"] <= len(lines) else ""
                if said and "warning" not in said.lower():
                    continue
            counts[row["tool"] or "unknown"] += 1
        return dict(counts)

    def issue_fact(self, design: str, row: RowMapping) -> Fact:
        """One warning or error: its message as printed, the line it is on, and the RTL line it points to."""
        ref = f" (at {row['ref_file']}:{row['ref_line']})" if row["ref_file"] and row["ref_file"] != row["source"] else ""
        code = f" [{row['code']}]" if row["code"] and row["tool"] != "yosys" else ""
        message = self._printed(design, row) or row["message"]
        ref = "" if row["ref_file"] and f"{row['ref_file']}:{row['ref_line']}" in message else ref
        return replace(self._fact(design, f"{design}: {row['severity']} ({row['kind']}){code}: {message}{ref}", row),
                       kind=row["kind"])

    def _printed(self, design: str, row: RowMapping) -> str:
        """An error's line as the tool printed it ("rtl/t.v:26: ERROR: syntax error, ..."), when it holds more than the
        message kept and the question asks about errors (``errors_as_printed``): the asker of "the exact error" pastes
        it into a search or a ticket as it stands. Warnings keep their message alone, as they come by the dozen and
        their prefixes repeat."""
        if not self.errors_as_printed or row["severity"] != "error":
            return ""
        printed = self.printed_line(design, row["source"], row["line"])
        return printed if row["message"] in printed and printed != row["message"] else ""

    def worst_path(self, design: str, path_type: str = "max") -> Fact | None:
        paths = self.paths(design, path_type)
        return self.path_fact(design, paths[0]) if paths else None

    def path_fact(self, design: str, r: RowMapping) -> Fact:
        """One timing path, its times quoted as the report prints them (the path spans ``line..end_line``)."""
        raw = json.loads(r["raw"] or "{}")
        state = "VIOLATED" if not r["met"] else "MET"
        kind = CHECK_OF_PATH_TYPE.get(r["path_type"], f"{r['path_type'].replace('_', ' ')} check")
        arrival = metrics.shown(r["arrival"], raw.get("arrival", ""), "ns") if r["arrival"] is not None else "?"
        required = metrics.shown(r["required"], raw.get("required", ""), "ns") if r["required"] is not None else "?"
        start = f"{r['startpoint']} ({raw['start_kind']})" if raw.get("start_kind") else r["startpoint"]
        end = f"{r['endpoint']} ({raw['end_kind']})" if raw.get("end_kind") else r["endpoint"]
        budget = (f", output external delay {raw['output_external_delay']} ns"
                  if raw.get("output_external_delay") else "")
        margins = ([f"clock uncertainty {raw['clock_uncertainty']} ns"] if raw.get("clock_uncertainty") else []) + (
            [_library_time(raw['library_check'], raw['library_time'])] if raw.get("library_time") else []) + (
            [f"time {raw['borrow']} {raw['time_borrowed']} ns"] if raw.get("time_borrowed") else [])
        if margins:
            required += f" ({', '.join(margins)})"
        times = (f"data arrival time {arrival}, data required time {required}{budget}, "
                 if r["arrival"] is not None or r["required"] is not None else "")  # a pulse width: a slack only
        where = f"path from {start} to {end}" if start != end or r["path_type"] in ("min", "max") else f"at {end}"
        text = (f"{design}: worst {kind} {where} (group {r['grp']}): "
                f"{_edges(raw)}{times}slack {metrics.shown(r['slack'], raw.get('slack', ''), 'ns')} ({state})")
        return Fact(design, self.rows[design]["run_id"], text, r["source"], r["line"], r["end_line"], r["slack"], "ns")

    @staticmethod
    def timed_period(row: RowMapping) -> float | None:
        """The clock period a reported path was timed at (its capture edge), when the report prints one."""
        period = capture_period(json.loads(row["raw"] or "{}"))
        return float(period) if period else None

    def path_types(self, design: str) -> set[str]:
        """The kinds of check the design's timing reports hold paths of (``max``, ``min``, ``recovery``...)."""
        p = tables.timing_path.c
        return {r["path_type"] for r in self.graph.query(
            select(p.path_type).where(p.design_id == self._design_id(design)).distinct())}

    def paths(self, design: str, path_type: str = "max") -> list[RowMapping]:
        """Every reported path of one type, worst first."""
        p = tables.timing_path.c
        return self.graph.query(select(tables.timing_path).where(p.design_id == self._design_id(design),
                                                            p.path_type == path_type).order_by(p.slack, p.id))

    def stages(self, path_id: int) -> list[RowMapping]:
        s = tables.path_stage.c
        return self.graph.query(select(tables.path_stage).where(s.path_id == path_id).order_by(s.line, s.id))

    def commands(self, design: str) -> list[RowMapping]:
        """Flow-script commands of the design's run, in file and line order."""
        c = tables.command.c
        query = select(tables.command).where(c.design_id == self._design_id(design)).order_by(c.source, c.line, c.id)
        return list(self.graph.derived(("commands", *self._run_key(design)), lambda: self.graph.query(query)))

    def commands_named(self, design: str, name: str) -> list[RowMapping]:
        """The run's commands of one name (lower case, as ``command_names`` gives them), in file and line order."""
        return [row for row in self.commands(design) if row["name"].lower() == name]

    def command_names(self) -> set[str]:
        """The flow-script commands the visible runs give (lower case): tool words, never a design's own names."""
        return {name.lower() for name in self.graph.values(
            select(tables.command.c.name).distinct().where(tables.command.c.design_id.in_(self._ids())))}

    def designs_naming(self, names: Sequence[str]) -> list[str]:
        """The designs whose stored files (RTL, scripts, logs, reports) name every one of ``names`` as a whole word:
        a question that names only nets or clocks (``clk_a``, ``last_m1``) is about the run that has them."""
        found = []
        for design in self.design_names():
            text = "\n".join(row["text"] for row in self.graph.query(stored_files(self._design_id(design))))
            if names and all(mentions(text, [name]) for name in names):
                found.append(design)
        return found

    def line_fact(self, design: str, path: str, line: int, text: str, value: float | None = None) -> Fact:
        """One stored line of the run (a ``stored_lines`` entry), quoted with its file and line."""
        return Fact(design, self.rows[design]["run_id"], f"{design}: {path}:{line}: {text}", path, line, line, value)

    def stored_lines(self, design: str) -> list[tuple[str, int, str]]:
        """(path, line number, text stripped) of every non-trivial line of the design's stored files, in ingest order."""
        return [(row["path"], n, text.strip()) for row in self.graph.query(stored_files(self._design_id(design)))
                for n, text in enumerate(row["text"].splitlines(), 1) if len(text.strip()) > 3]

    def source_lines(self, design: str, file: str) -> list[str]:
        """The lines of a stored RTL/script file of the run (matched by path or by its tail), else []."""
        for row in self.graph.query(stored_files(self._design_id(design))):
            if same_file(file, row["path"]) or row["path"].rsplit("/", 1)[-1] == file.rsplit("/", 1)[-1]:
                return [row["path"], *row["text"].splitlines()]
        return []

    def header_comments(self, design: str) -> str:
        """The comment lines that open the run's RTL files and those right above its top module: what the authors say
        the design is ("// Timestamp unit: free-running 24-bit counter ...")."""
        return self.graph.derived(("header comments", design, *self._run_key(design)), lambda: self._header_comments(design))

    def _header_comments(self, design: str) -> str:
        """The top module's file first: its opening line says what the design is, where a sub-module's file (read
        first by name) says what a part is ("SCLK generator for osmium_spi" before "osmium_spi: SPI master")."""
        top = re.compile(rf"\s*module\s+{re.escape(self.rows[design]['top'] or design)}\b", re.MULTILINE)
        files = sorted(self.graph.query(stored_files(self._design_id(design), "rtl")),
                       key=lambda row: top.search(row["text"]) is None)
        said: list[str] = []
        for row in files:
            lines = row["text"].splitlines()
            opening = True
            for i, line in enumerate(lines):
                text = line.strip()
                if text.startswith("//") and (opening or top.match(_next_code(lines, i))):
                    said.append(text.lstrip("/ "))
                elif text:
                    opening = False
        return "\n".join(said)

    def unparsed_outputs(self) -> dict[str, list[str]]:
        """Each design's files no parser reads for figures (a simulation log, a tool's text dump, a compiler's log: one
        file often holds the compiler's warnings and then what the testbench printed), by path."""
        a = tables.artifact.c
        found: dict[str, list[str]] = {}
        names = {row["id"]: name for name, row in self.rows.items()}
        for row in self.graph.query(select(a.design_id, a.path).where(a.design_id.in_(self._ids()), a.kind.in_(_PRINTED_KINDS))
                                    .order_by(a.path)):
            found.setdefault(names[row["design_id"]], []).append(row["path"])
        return found

    def rtl_files(self, design: str) -> list[str]:
        return self.files_of(design, "rtl")

    def files_of(self, design: str, kind: str) -> list[str]:
        """The run's files of one artifact kind (``rtl``, ``netlist``...), by path."""
        a = tables.artifact.c
        return self.graph.values(select(a.path).where(a.design_id == self._design_id(design), a.kind == kind)
                                 .order_by(a.path))

    def quote(self, design: str, file: str, first: int, last: int) -> Fact | None:
        """Lines ``first..last`` of a stored file, as one citeable fact."""
        found = self.source_lines(design, file)
        if not found or first < 1:
            return None
        path, lines = found[0], found[1:]
        last = min(last, len(lines))
        body = " | ".join(f"{n}: {lines[n - 1].strip()}" for n in range(max(1, first), last + 1) if lines[n - 1].strip())
        if not body:
            return None  # lines the store kept blank (a Makefile's rules beside the commands it records): nothing to cite
        return Fact(design, self.rows[design]["run_id"], f"{path}:{first}-{last}: {body}", path, first, last,
                    verbatim=False)

    def failed(self, design: str) -> bool:
        """Whether the design's synthesis failed (its log's ERROR or missing end), as ingest recorded it."""
        return self.rows[design]["status"] == "failed"

    def status(self, design: str, figures: bool = True) -> Fact:
        """How the design's synthesis ended, cited at its log's end; ``figures`` False leaves out the line counts and
        headline figures a run whose logs never say how it ended is described by (a refusal states no figure)."""
        row = self.rows[design]
        a = tables.artifact.c
        logs = select(a.path, a.lines).where(a.design_id == row["id"], a.kind == "yosys_log")
        artifact = self.graph.query(logs.order_by(a.id).limit(1))
        text = f"{design}: synthesis status {row['status']}"
        ended = self.graph.query(logs.where(a.status != "unknown").order_by(a.lines.desc(), a.id).limit(1))
        if ended and row["status"] == "success":
            line = self._end_line(row["id"], ended[0]["path"])
            return Fact(design, row["run_id"], text + " (the log reaches End of script)", ended[0]["path"], line, line,
                        verbatim=False)
        if row["status"] == "unknown":
            text += self._unknown_end(design, figures)
        if artifact:
            line = artifact[0]["lines"]
            return Fact(design, row["run_id"], text, artifact[0]["path"], line, line)
        return self._fact(design, text)

    def _unknown_end(self, design: str, figures: bool = True) -> str:
        """What a run whose logs never say how it ended does show: a log left empty (``yosys -q > run.log``), the file
        its Yosys output went to with the headline figures read from it, and the netlists it wrote, which a run that
        stopped early would not have."""
        a = tables.artifact.c
        files = self.graph.query(select(a.path, a.kind, a.lines).where(a.design_id == self._design_id(design))
                                 .order_by(a.path))
        empty = [f["path"] for f in files if f["lines"] == 0]
        written = [f["path"] + (f" ({f['lines']} lines)" if figures else "") for f in files
                   if f["kind"] == "netlist" and f["lines"]]
        headline = [(spec.label, fact) for name in (metrics.CELLS, metrics.AREA) if (spec := metrics.spec(name))
                    and (fact := self.metric(design, name)) is not None and fact.value is not None] if figures else []
        printed = [f["path"] + (f" ({f['lines']} lines" + "".join(
            f"; {label} {fact.value:.10g}" for label, fact in headline if fact.source == f["path"]) + ")" if figures else "")
            for f in files if f["kind"] == "yosys_log" and f["lines"]]
        said = ([f"{' and '.join(empty)} {'is' if len(empty) == 1 else 'are'} empty"] if empty else []) + (
            [f"Yosys output is in {', '.join(printed)}"] if printed else []) + (
            [f"it wrote the netlist {', '.join(written)}"] if written else [])
        return f": no log records how it ended; {'; '.join(said)}" if said else ""

    def empty_files(self, design: str) -> list[Fact]:
        """The files a run left with no content (``yosys -q > run.log``, a compile log with nothing to say), each cited
        as its file."""
        a = tables.artifact.c
        rows = self.graph.query(select(a.path).where(a.design_id == self._design_id(design), a.lines == 0)
                                .order_by(a.path))
        return [Fact(design, self.rows[design]["run_id"], f"{design}: {row['path']} is empty", row["path"])
                for row in rows]

    def versions(self, design: str) -> list[Fact]:
        """Every tool's version (synthesis log banner, timing report banner), each with its banner line."""
        return [f for name in (metrics.TOOL_VERSION, metrics.TIMING_TOOL_VERSION) if (f := self.metric(design, name)) is not None]

    def printed_lines(self, design: str, source: str) -> list[str]:
        """The lines of a stored artifact, as the tool printed them (empty when its text is not stored)."""
        a = tables.artifact.c
        texts = self.graph.values(_stored_texts().where(a.design_id == self._design_id(design), a.path == source))
        return texts[0].splitlines() if texts else []

    def printed_line(self, design: str, source: str, line: int) -> str:
        """Line ``line`` of a stored artifact, as the tool printed it (empty when the text is not stored)."""
        lines = self.printed_lines(design, source)
        return lines[line - 1].strip() if 0 < line <= len(lines) else ""

    def status_facts(self, design: str) -> list[Fact]:
        """Status (from the log's end line) and the tools' versions (from their banners)."""
        return [self.status(design), *self.versions(design)]

    def _end_line(self, design_id: int, path: str) -> int:
        mt = tables.metric.c
        lines = self.graph.values(select(mt.line).where(mt.design_id == design_id, mt.source == path,
                                                        mt.name == metrics.CPU_USER).order_by(mt.id).limit(1))
        return int(lines[0]) if lines else 0

    def caveats(self, design: str, figures: bool = True) -> list[Fact]:
        """Timing computed while the timer timed no path at all, or reported read errors or black boxes: one caveat
        per kind of message, naming what each of its records is about (eleven "module $_AND_ not found" warnings
        are one problem with eleven cell types, not eleven problems). ``figures`` False leaves the counts out (a
        refusal states no figure)."""
        i = tables.issue.c
        rows = self.graph.query(
            select(tables.issue).join_from(tables.issue, tables.artifact, tables.artifact.c.id == i.artifact_id)
            .where(i.design_id == self._design_id(design), tables.artifact.c.kind == "sta_report",
                   or_(i.severity == "error", i.kind == "unresolved")).order_by(i.id))
        alike: dict[str, list[RowMapping]] = {}
        for row in rows:
            alike.setdefault(message_kind(row["message"]), []).append(row)
        facts = self._untimed(design, figures)
        for members in alike.values():
            first = members[0]["message"]
            names = list(dict.fromkeys(found.group(0) for r in members if (found := NAME_TOKEN.search(r["message"]))))
            about = f" (about {', '.join(names)})" if names else ""
            many = f"{len(members)} reader problems" if figures else "reader problems"
            said = f"{many} like '{first}'{about}" if len(members) > 1 else f"a reader problem ({first})"
            facts.append(self._fact(design, f"{design}: the timing report was produced after {said}, so its slack "
                                            "does not cover the whole design", members[0]))
        return facts

    def _untimed(self, design: str, figures: bool = True) -> list[Fact]:
        """The timer's "No paths found." where the reports hold no path of any check: a worst slack or a wns of 0
        printed beside it times nothing, it does not meet the clock."""
        if self.path_types(design):
            return []
        reports = set(self.graph.values(select(tables.artifact.c.path).where(
            tables.artifact.c.design_id == self._design_id(design), tables.artifact.c.kind == "sta_report")))
        printed = " (0 when nothing is timed)" if figures else ""
        return [Fact(design, self.rows[design]["run_id"], f"{design}: {path}:{n}: {text} -- the timer timed no path, "
                     f"so a slack or wns it prints{printed} covers no path", path, n, n)
                for path, n, text in self.stored_lines(design) if text == "No paths found." and path in reports][:1]


CELL_COUNT = "netlist__cell__count:"
"""Metric name prefix of the netlist's cell counts by library cell (``netlist__cell__count:DFFPOSX1``)."""


def message_kind(message: str) -> str:
    """A message with its own names taken out (``module * not found. Creating black box for *.``): records of one
    kind of message share it whatever they are about."""
    return re.sub(r"\s+([.,;:])", r"\1", " ".join(NAME_TOKEN.sub("*", message).split()))


def _stored_texts() -> Select:
    """The stored text of RTL/script/netlist artifacts (filter on ``artifact``)."""
    return select(tables.source_text.c.text).join_from(tables.source_text, tables.artifact,
                                                  tables.artifact.c.id == tables.source_text.c.artifact_id)


def _next_code(lines: Sequence[str], at: int) -> str:
    """The first line after ``at`` that is neither blank nor a comment."""
    return next((line for line in lines[at + 1:] if line.strip() and not line.strip().startswith("//")), "")


def stored_files(design_id: int, kind: str | None = None) -> Select:
    """``path`` and ``text`` of the design's stored files (of one artifact kind, or all), in ingest order."""
    a = tables.artifact.c
    query = (select(a.path, tables.source_text.c.text).join_from(tables.source_text, tables.artifact, a.id == tables.source_text.c.artifact_id)
             .where(a.design_id == design_id).order_by(a.id))
    return query if kind is None else query.where(a.kind == kind)


def instances_of(module_id: int) -> Select:
    """The instances (``cell_type``, ``name``, ``count``) a module contains, in the order Yosys listed them."""
    i = tables.instance.c
    return select(i.cell_type, i.name, i.count).where(i.module_id == module_id).order_by(i.id)


def mentions(text: str, names: Sequence[str]) -> bool:
    """Whether ``text`` names one of ``names`` as a whole word (``\\diff_r'`` names ``diff_r``; ``diff_rg`` does not)."""
    return any(re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text) for name in names)


_PRINTED_KINDS = ("text", "compile_log")
"""Artifact kinds whose lines are read as printed, not as a tool's figures."""


def problems_of(design_id: int, kinds: Sequence[str] = (), severity: str = "") -> Select:
    """The design's warnings and errors, of some kinds; of one severity if given (``info`` for the notes), else with
    the info records left out."""
    i = tables.issue.c
    query = select(tables.issue).where(i.design_id == design_id)
    if kinds:
        query = query.where(i.kind.in_(kinds))
    return query.where(i.severity == severity) if severity else query.where(i.severity != "info")


def aggregate(values: Sequence[float], op: str) -> float:
    """sum / avg / median / min / max / count of ``values``, computed here, never by a model."""
    ops: dict[str, Callable[[Sequence[float]], float]] = {"sum": sum, "avg": statistics.fmean, "median": statistics.median, "min": min, "max": max, "count": len}
    return float(ops[op](values))


__all__ = ["CELL_COUNT", "CHECK_OF_PATH_TYPE", "Fact", "RunTools", "aggregate", "catalogue_words", "instances_of", "mentions", "problems_of", "stored_files"]
