"""Yosys log parser: version, passes, warnings/errors, latches, check problems, stat blocks, ABC, end.

Success is the ``End of script`` line; an ``ERROR`` without it is a failure, and neither means
the log was cut off. A later ``stat`` block for a module supersedes an earlier one, so the
library-mapped numbers (with chip area) win over the generic ones printed inside ``synth``.
"""

from __future__ import annotations

import re
from collections import Counter

from runs import metrics
from runs.parse.facts import ArtifactFacts, Issue, Metric, ModuleFacts, Severity
from runs.parse.kinds import classify
from runs.parse.names import clean_module_name, is_internal
from runs.parse.numbers import DECIMAL

PASS_HEADER = re.compile(r"^(\d+(?:\.\d+)*)\. (?:Executing (\S+)|Printing statistics)")
"""A pass's numbered header (``2.3. Executing HIERARCHY pass``): which step the lines after it belong to."""
_MESSAGE = re.compile(r"^(?:(?P<file>[^\s:]+):(?P<line>\d+): )?(?P<sev>Warning|ERROR): (?P<msg>.*)")
_LATCH = re.compile(r"^Latch inferred for signal `\\?([^']*)' from process `[^$]*\$proc\$(?P<file>[^:]+):(?P<line>\d+)")
_VERSION = re.compile(r"\bYosys (\d+\.\d+[^\s(]*)")
_END = re.compile(rf"^End of script\..*CPU: user ({DECIMAL})s system ({DECIMAL})s, MEM: ({DECIMAL}) MB peak")
_PROBLEMS = re.compile(r"^Found and reported (\d+) problems")
_ABC = re.compile(r"^ABC RESULTS:\s+(\S+) cells:\s+(\d+)")
_TOP = re.compile(r"^Top module:\s+\\?(\S+)")
_MODULE = re.compile(r"^=== (.+) ===$")
_COUNT = re.compile(r"^\s+Number of ([a-z ]+):\s+(\d+)")
_CELL = re.compile(r"^\s{5,}(\S+)\s+(\d+)$")
_CHIP_AREA = re.compile(rf"Chip area for (top )?module '(.+)': ({DECIMAL})$")
_UNKNOWN_AREA = re.compile(r"Area for cell type (\S+) is unknown")
_STAT_COUNTS = {
    "cells": metrics.CELLS, "wires": metrics.WIRES, "wire bits": metrics.WIRE_BITS,
    "memories": metrics.MEMORIES, "memory bits": metrics.MEMORY_BITS,
}
HIERARCHY = "design hierarchy"
MAX_ISSUES = 2000
"""Issues kept as records; counts stay exact beyond it, so memory is flat on huge logs."""
_OPTIMISATION = (("fsm", "FSM state register"), ("fsm", "Recoding FSM"), ("fsm", "mapping auto encoding"),
                 ("fsm", "Extracting FSM"), ("fsm", "Number of state bits"),
                 ("const_ff", "Setting constant"), ("const_ff", "Handling D = Q"), ("removed_ff", "never-active"),
                 ("removed_module", "Removing unused module"))
"""What optimisation did, as (kind, line prefix): FSM extraction/re-encoding, constant or removed flops."""
NEEDLES = (b"Warning", b"ERROR", b"Yosys ", b"Executing CHECK", b"Printing statistics", b"Latch inferred",
           b"ABC RESULTS", b"End of script", b"Found and reported", b"Top module:",
           *{text.encode() for _, text in _OPTIMISATION})
"""Substrings of every line a rule below uses besides stat blocks (read whole; see ``wants_every_line``)."""


class YosysLogParser:
    """Streaming parser of one Yosys log file."""

    def __init__(self) -> None:
        self.facts = ArtifactFacts(kind="yosys_log", tool="yosys", stage="synth")
        self._modules: dict[str, ModuleFacts] = {}
        self._module: ModuleFacts | None = None
        self._in_stat = False
        self._in_cells = False
        self._in_check = False
        self._abc_cells = 0
        self._abc_line = 0
        self._problems: tuple[int, int] | None = None
        self._ended = False
        self._lineno = 0
        self._counts: Counter[tuple[str, str]] = Counter()
        self._unknown: set[str] = set()
        self._stats: dict[tuple[str, str], tuple[float, int, str]] = {}
        """(metric, module) -> (value, line, printed token): the last stat block wins; Metrics are built in ``finish``."""

    def wants_every_line(self) -> bool:
        """Inside a stat block every line matters (cell lists); elsewhere only ``NEEDLES`` lines do."""
        return self._in_stat

    def feed(self, lineno: int, line: str) -> None:
        self._lineno = lineno
        if not line:
            self._in_cells = False
            return
        first = line[0]
        if first.isdigit() and self._pass_header(lineno, line):
            return
        if self._in_stat and self._stat_line(lineno, line):
            return
        if "Warning" in line or "ERROR" in line:
            self._message(lineno, line)
        elif first == "L" and line.startswith("Latch inferred"):
            self._latch(lineno, line)
        elif first == "A" and line.startswith("ABC RESULTS"):
            self._abc(lineno, line)
        elif first in "EFT":
            self._misc(lineno, line)
        if any(text in line for _, text in _OPTIMISATION):
            self._optimisation(lineno, line)
        elif not self.facts.version and "Yosys" in line:
            found = _VERSION.search(line)
            self.facts.version = found.group(1) if found else ""
            if found:
                self._add_metric(metrics.TOOL_VERSION, 0.0, lineno, raw=found.group(1))

    def _pass_header(self, lineno: int, line: str) -> bool:
        found = PASS_HEADER.match(line)
        if not found:
            return False
        self._in_stat = found.group(2) is None
        self._in_cells = False
        self._module = None
        self._in_check = found.group(2) == "CHECK"
        return True

    def _stat_line(self, lineno: int, line: str) -> bool:
        """Dispatch on cheap string tests first: stat blocks are most of the lines a scan delivers."""
        if line.startswith("=== "):
            header = _MODULE.match(line)
            name = clean_module_name(header.group(1)) if header else line.strip("= ")
            self._module = self._modules[name] = ModuleFacts(name=name, line=lineno)
            self._in_cells = False
            return True
        module = self._module
        if module is None:
            return False
        stripped = line.lstrip()
        if stripped.startswith("Number of "):
            count = _COUNT.match(line)
            if count:
                self._stat_count(module, lineno, count.group(1), count.group(2))
            return True
        if stripped.startswith(("Chip area", "Area for")):
            return self._stat_area(module, lineno, line)
        parts = stripped.split()
        if len(parts) == 2 and parts[1].isdigit() and (self._in_cells or module.name == HIERARCHY):
            self._stat_cell(module, parts[0], int(parts[1]))
            return True
        return False

    def _stat_count(self, module: ModuleFacts, lineno: int, what: str, token: str) -> None:
        name = _STAT_COUNTS.get(what)
        self._in_cells = what == "cells"
        if name:
            self._stats[(name, module.name)] = (int(token), lineno, token)

    def _stat_cell(self, module: ModuleFacts, cell_type: str, count: int) -> None:
        if self._in_cells:
            module.cells[clean_module_name(cell_type)] = count
        elif not module.instances and not self.facts.top and not is_internal(cell_type):
            self.facts.top = clean_module_name(cell_type)

    def _stat_area(self, module: ModuleFacts, lineno: int, line: str) -> bool:
        area = _CHIP_AREA.search(line)
        if area:
            module.area = float(area.group(3))
            scope = HIERARCHY if area.group(1) else clean_module_name(area.group(2))
            self._stats[(metrics.AREA, scope)] = (module.area, lineno, area.group(3))
            return True
        unknown = _UNKNOWN_AREA.search(line)
        if unknown:
            name = clean_module_name(unknown.group(1))
            if name not in self._unknown:
                self._unknown.add(name)
                self.facts.issues.append(Issue("info", "unknown_area", line.strip(), lineno, tool="yosys", code=name))
            return True
        return False

    def _message(self, lineno: int, line: str) -> None:
        found = _MESSAGE.match(line)
        if found is None:
            if line.startswith("ABC: Warning"):
                self.facts.issues.append(Issue("info", "abc", line[5:].strip(), lineno, tool="abc"))
            return
        severity: Severity = "error" if found.group("sev") == "ERROR" else "warning"
        text = found.group("msg").strip()
        kind = "check" if self._in_check and classify(text) == "other" else classify(text)
        self._keep(Issue(
            severity, kind, text, lineno, tool="yosys", ref_file=found.group("file") or "",
            ref_line=int(found.group("line") or 0),
        ))

    def _keep(self, issue: Issue) -> None:
        self._counts[(issue.severity, issue.kind)] += 1
        if len(self.facts.issues) < MAX_ISSUES:
            self.facts.issues.append(issue)

    def _latch(self, lineno: int, line: str) -> None:
        found = _LATCH.match(line)
        signal = found.group(1).replace(".\\", ".") if found else ""
        self._keep(Issue(
            "warning", "latch", f"Latch inferred for signal {signal}".strip(), lineno, tool="yosys",
            ref_file=found.group("file") if found else "", ref_line=int(found.group("line")) if found else 0,
        ))

    def _abc(self, lineno: int, line: str) -> None:
        found = _ABC.match(line)
        if found:
            self._abc_cells += int(found.group(2))
            self._abc_line = lineno

    def _misc(self, lineno: int, line: str) -> None:
        if line.startswith("End of script"):
            found = _END.match(line)
            self._ended = True
            if found:
                for name, value in zip((metrics.CPU_USER, metrics.CPU_SYSTEM, metrics.MEM_PEAK), found.groups(), strict=True):
                    self._add_metric(name, float(value), lineno, raw=value)
        elif line.startswith("Found and reported"):
            self._in_check = False
            found = _PROBLEMS.match(line)
            if found and (self._problems is None or int(found.group(1)) >= self._problems[0]):
                self._problems = (int(found.group(1)), lineno)
        elif line.startswith("Top module:"):
            found = _TOP.match(line)
            if found:
                self.facts.top = clean_module_name(found.group(1))

    def _optimisation(self, lineno: int, line: str) -> None:
        kind = next(kind for kind, text in _OPTIMISATION if text in line)
        if len(self.facts.issues) < MAX_ISSUES:
            self.facts.issues.append(Issue("info", kind, line.strip(), lineno, tool="yosys"))

    def _add_metric(self, name: str, value: float, lineno: int, module: str = "", raw: str = "") -> None:
        self.facts.metrics.append(Metric(name, value, metrics.unit_of(name), lineno, module, raw=raw))

    def finish(self) -> ArtifactFacts:
        facts = self.facts
        facts.modules = [mod for mod in self._modules.values() if mod.name != HIERARCHY and not is_internal(mod.name)]
        facts.metrics.extend(Metric(name, value, metrics.unit_of(name), line, module, raw=raw)
                             for (name, module), (value, line, raw) in self._stats.items())
        self._design_metrics()
        errors = [key for key in self._counts if key[0] == "error"]
        if self._ended or errors or self.facts.version:
            facts.status = "success" if self._ended else ("failed" if errors else "incomplete")
            facts.truncated = not self._ended and not errors
        else:  # output of one command (a ``tee -o check.rpt``), not the run's log: it decides nothing
            facts.status, facts.stage = "unknown", "report"
        return facts

    def _design_metrics(self) -> None:
        """Promote the hierarchy totals (or the top module's numbers) to design-level metrics."""
        facts = self.facts
        scope = HIERARCHY if HIERARCHY in self._modules else facts.top
        if not facts.top and len(facts.modules) == 1:
            facts.top = scope = facts.modules[0].name
        for name in (metrics.CELLS, metrics.WIRES, metrics.WIRE_BITS, metrics.MEMORIES, metrics.MEMORY_BITS, metrics.AREA):
            found = facts.metric(name, scope) if scope else None
            if found:
                facts.metrics.append(Metric(name, found.value, found.unit, found.line, raw=found.raw))
        tally = self._counts
        last = self._lineno
        counts = (
            (metrics.WARNINGS, sum(n for (sev, kind), n in tally.items() if sev == "warning" and kind != "latch")),
            (metrics.ERRORS, sum(n for (sev, _kind), n in tally.items() if sev == "error")),
            (metrics.LATCHES, tally[("warning", "latch")]),
            (metrics.UNKNOWN_AREA, len({name for name in self._unknown if not self._is_module(name)})),
        )
        for name, value in counts:
            self._add_metric(name, value, last)
        if self._problems is not None:
            self._add_metric(metrics.CHECK_PROBLEMS, self._problems[0], self._problems[1], raw=str(self._problems[0]))
        if self._abc_line:
            self._add_metric(metrics.ABC_CELLS, self._abc_cells, self._abc_line)

    def _is_module(self, name: str) -> bool:
        """Hierarchical stat blocks list submodules as 'unknown area' cells; those are not real gaps."""
        return name in self._modules


__all__ = ["HIERARCHY", "YosysLogParser"]
