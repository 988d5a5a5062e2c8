"""Yosys log parser: version, passes, warnings/errors, latches, check problems, stat blocks, ABC, end.

Success is the ``End of script`` line; an ``ERROR`` without it is a failure, and neither means
the log was cut off. A later ``stat`` block for a module supersedes an earlier one, so the
library-mapped numbers (with chip area) win over the generic ones printed inside ``synth``.

Logs run to gigabytes, so a scan (``runs.parse.scan``) feeds only the lines ``scan_mode`` says can
still change the facts, and ``feed_text`` reads stat blocks and ABC counts a run of lines at a time,
keeping a module's stat section unread while a later one of that module may still replace it (most are);
``feed`` reads one line by every rule and is what both must agree with.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import NamedTuple

from runs import metrics
from runs.parse.facts import ArtifactFacts, Issue, Metric, ModuleFacts, Severity
from runs.parse.kinds import classify
from runs.parse.names import clean_module_name, is_internal
from runs.parse.numbers import DECIMAL
from runs.parse.scan import ScanMode

PASS_HEADER = re.compile(r"^(\d+(?:\.\d+)*)\. (?:Executing (\S+)|Printing statistics)")
"""A pass's numbered header (``2.3. Executing HIERARCHY pass``): which step the lines after it belong to."""
_WARNING_SUMMARY = re.compile(r"^Warnings: \d+ unique messages?, (\d+) total")
"""Yosys's own tally of its warnings, printed once near the end of a run with any."""
_CELL_SOURCE = re.compile(r"\$\w+\$([\w./-]+\.s?v):(\d+)\$")
"""A cell Yosys named after the RTL line that made it (``$and$dbg_port_mux.v:15$2``): where a message about one
points in the source when the message itself gives no file and line."""
_MESSAGE = re.compile(r"^(?:(?P<file>[^\s:]+):(?P<line>\d+): )?(?P<sev>Warning|ERROR): (?P<msg>.*)")
_LATCH = re.compile(r"^Latch inferred for signal `\\?([^']*)' from process `[^$]*\$proc\$(?P<file>[^:]+):(?P<line>\d+)")
_VERSION = re.compile(r"\bYosys (\d+\.\d+[^\s(]*)")
_END = re.compile(rf"^End of script\..*CPU: user ({DECIMAL})s system ({DECIMAL})s, MEM: ({DECIMAL}) MB peak")
CHECK_RESULT = re.compile(r"^Found and reported (\d+) problems")
"""The line each run of the check pass ends with."""
_ABC = re.compile(r"^ABC RESULTS:\s+(\S+) cells:\s+(\d+)")
_TOP = re.compile(r"^Top module:\s+\\?(\S+)")
_MODULE = re.compile(r"^=== (.+) ===$")
STAT_COUNT_LINE = re.compile(r"^\s+Number of ([a-z ]+):\s+(\d+)")
"""A count line of ``stat`` (``   Number of memory bits:   256``): what is counted, and the count."""
_CHIP_AREA = re.compile(rf"Chip area for (top )?module '(.+)': ({DECIMAL})$")
_UNKNOWN_AREA = re.compile(r"Area for cell type (\S+) is unknown")
STAT_COUNTS = {  # what a stat line counts -> the metric it is
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
_OPTIMISATION_TEXT = re.compile("|".join(re.escape(text) for _, text in _OPTIMISATION))
_COUNT_RUN = re.compile(r"(?: +Number of [a-z ]+: +[0-9]+\n)+")
_COUNT_LINE = re.compile(r" +Number of ([a-z ]+): +([0-9]+)\n")
_CELL_RUN = re.compile(r"(?: +[!-~]+ +[0-9]+\n)+")
_PLAIN_SECTION = re.compile(
    r"=== (?:(design hierarchy) ===\n\n((?: +[!-~]+ +[0-9]+\n)*)\n|([!-~]+) ===\n\n)"  # header, blank, the hierarchy's modules
    r"((?: +Number of [a-z ]+: +[0-9]+\n)+)((?: +[!-~]+ +[0-9]+\n)*)"  # counts, cells
    r"(?:\n((?: +Area for cell type [!-~]+ is unknown!\n)+))?"  # blank, cell types without an area
    r"(?:\n +Chip area for (top )?module '([!-~]+)': ([0-9]+(?:\.[0-9]*)?|\.[0-9]+)\n)?"  # blank, area
    r"(\n*)"  # blank lines
)
_SECTION_END = re.compile(r"=== |" + PASS_HEADER.pattern.removeprefix("^"))
"""A line that replaces the module being read without looking at it (the next section's header, a pass
header): a section followed by one may be read later (``YosysLogParser._put_off``)."""


class _Section(NamedTuple):
    """The groups of a ``_PLAIN_SECTION`` match: copies, so a section kept for later holds no block of the log."""

    hierarchy: str | None
    listed: str | None
    raw: str | None
    counted: str
    cells: str
    unknown: str | None
    top: str | None
    area_name: str | None
    token: str | None
    blank: str

    @property
    def name(self) -> str:
        """The module the section is about."""
        return self.hierarchy or clean_module_name(self.raw or "")


_Shape = tuple[str | None, str | None, bytes, str | None, str | None, str | None]
"""A plain section but its numbers and cells (``_shape``)."""


def _shape(section: _Section) -> _Shape:
    """What decides the keys of ``_modules`` and ``_stats`` a plain section sets and the cell types it names as
    without an area: all of it but its numbers and cells."""
    return (section.hierarchy, section.raw, section.counted.encode().translate(None, b"0123456789"), section.unknown,
            section.top, section.area_name)


def _section_keys(section: _Section) -> frozenset[str] | None:
    """The metrics a plain section files in ``_stats`` under its own module; None when it files one elsewhere
    (a ``top module`` area goes to the hierarchy's, any other to the module its area line names)."""
    keys = frozenset(STAT_COUNTS[what] for what, _count in _COUNT_LINE.findall(section.counted) if what in STAT_COUNTS)
    if section.area_name is None:
        return keys
    scope = HIERARCHY if section.top else clean_module_name(section.area_name)
    return keys | {metrics.AREA} if scope == section.name else None


def _cells_after_other_count(section: _Section) -> bool:
    """Lines that only look like a cell list, after a count other than ``cells``: left to ``_stat_line``."""
    return bool(section.cells) and not section.counted.rpartition("Number of ")[2].startswith("cells:")


_ABC_PLAIN_RUN = re.compile(r"(?:ABC RESULTS: +[!-~]+ cells: +[0-9]+\n)+")
_ABC_PLAIN = re.compile(r"ABC RESULTS: +[!-~]+ cells: +([0-9]+)\n")
"""Runs of lines in the plain form Yosys prints (spaces, one ASCII word per field), read in one step each."""
_ONE_WORD_RULES = ("Warning", "ERROR", *(text for _, text in _OPTIMISATION if " " not in text))
"""What a word of a plain ABC line may not hold, or another rule would read the line."""
_ONE_WORD_RULE = re.compile("|".join(map(re.escape, _ONE_WORD_RULES)))
_PASS_START = rb"[0-9\x80-\xff][0-9.\x80-\xff]*\. "
"""Bytes where ``PASS_HEADER`` can match: its ``\\d`` also takes non-ASCII digits."""
_NEXT_PASS = _PASS_START + rb"(?:Executing |Printing statistics)"
_ANY_PASS = re.compile(rb"\n" + _NEXT_PASS)
_CHECK_END = re.compile(rb"\n(?:Found and reported|" + _NEXT_PASS + rb")")
_ABC_RUN = rb"ABC RESULTS:[^\n]* cells:[^\n]*(?:\nABC RESULTS:[^\n]* cells:[^\n]*)*"
"""A run of ABC cell counts: one match, so its lines are fed in one call."""
_CHECK = rb"Executing CHECK[^\n]*(?:(?:\n(?!Found and reported|" + _NEXT_PASS + rb")[^\n]*)*\nFound and reported[^\n]*)?"
"""A check pass after its number, through its result when no other pass comes first: one match, so it is fed in one call."""
_FILE = rb"[\x00-\x08\x0e-\x1f!-9;-\xff]"
"""A byte of ``_MESSAGE``'s file: ``[^\\s:]`` spelled as ranges, which ``re`` tests as a bitmap, and once
more on its own before the rest so that a line starting with a space is refused at once."""
_STARTS = (rb"\n(?:" + _ABC_RUN + rb"|End of script|Found and reported|Top module:|Latch inferred|" + _PASS_START
           + rb"(?:" + _CHECK + rb"|Printing statistics)|Warning|ERROR|" + _FILE + _FILE + rb"*+:[0-9\x80-\xff]++: (?:Warning|ERROR)")
_LINES = re.compile(_STARTS + rb")")
"""Lines a rule acts on by how they start: ABC cell counts, the end, check passes and results, the top,
latches, the pass headers that open a stat block (their number read once for both kinds), and messages
(``_MESSAGE``, ``_WARNING_SUMMARY``). One pattern, so each block is walked once for all of them: a line
with ``Warning`` or ``ERROR`` elsewhere is only a message to ``_line`` (it reads no other rule) and
``_MESSAGE`` cannot read it. ``_FILE`` and ``[0-9\\x80-\\xff]`` take at least what ``_MESSAGE``'s
file and ``\\d`` take once decoded."""
_NOTED_LINES = re.compile(_STARTS + rb"|ABC: Warning)")
"""``_LINES`` and ABC's warnings, notes while the issue list has room."""
_OPTIMISATION_SCAN = (re.compile(rb"ing (?:FSM|constant|D = Q|auto encoding|unused module)"),
                      re.compile(rb"state (?:register|bits)"), re.compile(rb"never-active"))
"""Each ``_OPTIMISATION`` text holds one of these; a literal first keeps the search fast."""
_VERSION_SCAN = re.compile(rb"Yosys ")


def _sparse_mode(version: bool, notes: bool) -> ScanMode:
    """The patterns of every line that can change the facts, given whether the version is still
    unknown and the issue list still has room for notes (optimisation, ABC)."""
    patterns: tuple[re.Pattern[bytes], ...] = (_NOTED_LINES, *_OPTIMISATION_SCAN) if notes else (_LINES,)
    if version:
        patterns += (_VERSION_SCAN,)
    return ScanMode(patterns)


_SPARSE_MODES = tuple(tuple(_sparse_mode(version, notes) for notes in (False, True)) for version in (False, True))
"""Indexed [version unknown][room for notes]."""
_STAT_MODE = ScanMode((_ANY_PASS,), every_line=True)
"""Inside a stat block every line matters (cell lists) until a pass header ends it."""
_CHECK_MODE = ScanMode((_CHECK_END,), every_line=True)
"""Inside a check (a few lines) every line is read until its result or the next pass."""


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
        self._shapes: dict[_Shape, frozenset[str]] = {}
        """Shapes of the plain sections read so far that file every fact under their own module, and the metrics
        they file."""
        self._later: dict[str, list[tuple[frozenset[str], int, _Section]]] = {}
        """Per module, the plain sections not read yet, in order, with the metrics they file and their first lines
        (``_put_off``)."""

    def scan_mode(self) -> ScanMode:
        """Which lines can still change the facts: a scan feeds only those (see ``runs.parse.scan``)."""
        if self._in_stat:
            return _STAT_MODE
        if self._in_check:
            return _CHECK_MODE
        return _SPARSE_MODES[not self.facts.version][len(self.facts.issues) < MAX_ISSUES]

    def feed(self, lineno: int, line: str) -> None:
        """One line, read by every rule: the reference ``feed_text`` keeps to."""
        self._lineno = lineno
        if not (self._in_stat and self._stat_line(lineno, line)):
            self._line(lineno, line)

    def feed_text(self, lineno: int, text: str) -> None:
        """Consecutive lines joined by newlines, read as if fed one by one: a scan hands over a stat block,
        a check or a run of ABC counts this way, and plain runs of lines are read in one step each."""
        if "\r" in text:  # the runs are read without the returns a line loses
            for offset, line in enumerate(text.split("\n")):
                self.feed(lineno + offset, line.rstrip("\r"))
            return
        text += "\n"
        pos, size = 0, len(text)
        while pos < size:
            if self._in_stat:
                pos, lineno = self._stat_text(text, pos, lineno)
                if pos == size:
                    break
            elif text.startswith("ABC RESULTS:", pos) and (run := self._abc_run(text, pos, lineno)):
                pos, lineno = run
                continue
            end = text.find("\n", pos)
            self._line(lineno, text[pos:end])
            pos, lineno = end + 1, lineno + 1
        self._lineno = lineno - 1

    def _line(self, lineno: int, line: str) -> None:
        """Every rule but the stat block's."""
        if not line:
            self._in_cells = False
            return
        first = line[0]
        if first.isdigit() and self._pass_header(line):
            return
        if "Warning" in line or "ERROR" in line:
            self._message(lineno, line)
        elif first == "L" and line.startswith("Latch inferred"):
            self._latch(lineno, line)
        elif first == "A" and line.startswith("ABC RESULTS"):
            self._abc(lineno, line)
        elif first in "EFT":
            self._misc(lineno, line)
        if not self.facts.version or len(self.facts.issues) < MAX_ISSUES:
            self._note_or_version(lineno, line)

    def _note_or_version(self, lineno: int, line: str) -> None:
        """An optimisation note, else the first version stamp; skipped once neither can change anything."""
        if _OPTIMISATION_TEXT.search(line):
            self._optimisation(lineno, line)
        elif not self.facts.version and "Yosys" in line:
            found = _VERSION.search(line)
            self.facts.version = found.group(1) if found else ""
            if found:
                self._add_metric(metrics.TOOL_VERSION, 0.0, lineno, raw=found.group(1))

    def _pass_header(self, line: str) -> bool:
        found = PASS_HEADER.match(line)
        if not found:
            return False
        self._in_stat = found.group(2) is None
        self._in_cells = False
        self._module = None
        self._in_check = found.group(2) == "CHECK"
        return True

    def _stat_text(self, text: str, pos: int, lineno: int) -> tuple[int, int]:
        """Read the stat-block lines of ``text`` from ``pos``; returns where the first line for ``_line``
        starts (a pass header, or a line the stat block does not explain) and its number. Stat blocks are
        most of what a scan feeds: a loop of its own, with blank lines, module sections and runs of plain
        lines read in one step each."""
        size = len(text)
        while pos < size:
            first = text[pos]
            if first == "\n":  # what ``_stat_line`` makes of a blank line
                self._in_cells = False
                pos, lineno = pos + 1, lineno + 1
                continue
            module = self._module
            if first == "=":
                run = self._stat_section(text, pos, lineno)
            else:
                run = self._stat_run(module, text, pos, lineno) if module is not None and first == " " else None
            if run:
                pos, lineno = run
                continue
            end = text.find("\n", pos)
            if not self._stat_line(lineno, text[pos:end]):
                break
            pos, lineno = end + 1, lineno + 1
        return pos, lineno

    def _stat_section(self, text: str, pos: int, lineno: int) -> tuple[int, int] | None:
        """A module's section in the plain form Yosys prints, read in one match (what ``_stat_line`` makes of
        each line): its header and blank line (the hierarchy's modules and a blank line after its header),
        its ``Number of`` lines, its cell list, and after a blank line each the cell types without an area
        and its area. A stat block is most of what a scan feeds, and mostly such sections; one of a shape
        read before, followed by a line that does not look at it, is put off instead."""
        found = _PLAIN_SECTION.match(text, pos)
        if found is None:
            return None
        section = _Section._make(found.groups())
        if _cells_after_other_count(section):
            return None
        end = found.end()
        shape = _shape(section)
        keys = self._shapes.get(shape)
        if keys is not None and (section.listed is None or self.facts.top) and _SECTION_END.match(text, end):
            self._put_off(section, keys, lineno)
        else:
            if section.listed is not None:
                self._listed_top(section.listed)
            self._module, self._in_cells = self._read_section(section, lineno)
            if keys is None and (keys := _section_keys(section)) is not None:
                self._shapes[shape] = keys
        return end, lineno + text.count("\n", pos, end)

    def _listed_top(self, listed: str) -> None:
        """The top as ``_stat_cell`` reads it from the hierarchy's modules: the first that is not one of Yosys'
        own cells, unless a top is known."""
        facts = self.facts
        for name in listed.split()[::2]:
            if facts.top:
                break
            if not is_internal(name):
                facts.top = clean_module_name(name)

    def _read_section(self, section: _Section, lineno: int) -> tuple[ModuleFacts, bool]:
        """File the facts of the plain section at ``lineno``, but the top its hierarchy listing names; returns
        its module and whether its cell list may go on after it."""
        name = section.name
        self._settle(name)
        module = self._modules[name] = ModuleFacts(name=name, line=lineno)
        lineno += 2 if section.listed is None else 3 + section.listed.count("\n")
        counts = _COUNT_LINE.findall(section.counted)
        in_cells = self._stat_counts(module, lineno, counts)
        lineno += len(counts)
        if cells := section.cells:
            words = cells.split()
            types = words[::2] if "\\" not in cells else map(clean_module_name, words[::2])  # no escape: clean already
            module.cells.update(zip(types, map(int, words[1::2]), strict=True))
            lineno += len(words) // 2
        if section.unknown is not None:
            for offset, line in enumerate(section.unknown.splitlines(), lineno + 1):
                self._unknown_area(offset, line.split()[4], line)  # the fifth word is the cell type
            lineno += section.unknown.count("\n") + 1
        if section.token is not None:
            self._chip_area(module, lineno + 1, section.top, section.area_name or "", section.token)
        return module, in_cells and section.unknown is None and section.token is None and not section.blank

    def _put_off(self, section: _Section, keys: frozenset[str], lineno: int) -> None:
        """Keep a section of a shape read before for later, instead of reading it: its keys of ``_modules``,
        ``_stats`` and ``_unknown`` are all there already, so it changes values only, and a later section of its
        module that files the same metrics (a log prints the same modules' stats again and again) replaces every
        one; so a section put off earlier is dropped when this one files all it files. What is left is read in
        order when something else is about to file a fact under the module (``_settle``), or at the end. The line
        after the section replaces ``_module`` and ``_in_cells`` unread, and its hierarchy listing names no top
        (one is known)."""
        name = section.name
        later = [entry for entry in self._later.get(name, ()) if not entry[0] <= keys]
        later.append((keys, lineno, section))
        self._later[name] = later

    def _settle(self, name: str) -> None:
        """Read the sections of ``name`` that were put off, if any, before anything else files a fact under it."""
        for _keys, lineno, section in self._later.pop(name, ()):
            self._read_section(section, lineno)

    def _stat_run(self, module: ModuleFacts, text: str, pos: int, lineno: int) -> tuple[int, int] | None:
        """``Number of`` lines, or a cell list, in the plain form Yosys prints (spaces, ASCII), where each
        line means to ``_stat_line`` just its count or cell."""
        run = _COUNT_RUN.match(text, pos)
        if run:
            counts = _COUNT_LINE.findall(run.group())
            self._in_cells = self._stat_counts(module, lineno, counts)
            return run.end(), lineno + len(counts)
        return self._cell_run(module, text, pos, lineno)

    def _cell_run(self, module: ModuleFacts, text: str, pos: int, lineno: int) -> tuple[int, int] | None:
        """The plain ``type count`` lines of a cell list from ``pos``, read in one step; None outside a list."""
        run = _CELL_RUN.match(text, pos) if self._in_cells else None
        if run is None:
            return None
        words = run.group().split()
        module.cells.update(zip(map(clean_module_name, words[::2]), map(int, words[1::2]), strict=True))
        return run.end(), lineno + len(words) // 2

    def _stat_line(self, lineno: int, line: str) -> bool:
        """A stat-block line; False for a pass header or a line the stat block does not explain."""
        if not line:
            self._in_cells = False
        elif line[0].isdigit() and PASS_HEADER.match(line):
            return False
        elif line.startswith("=== "):
            self._stat_module(lineno, line)
        elif self._module is None or not self._stat_body(self._module, lineno, line):
            return False
        return True

    def _stat_module(self, lineno: int, line: str) -> None:
        header = _MODULE.match(line)
        name = clean_module_name(header.group(1)) if header else line.strip("= ")
        self._settle(name)
        self._module = self._modules[name] = ModuleFacts(name=name, line=lineno)
        self._in_cells = False

    def _stat_body(self, module: ModuleFacts, lineno: int, line: str) -> bool:
        """A line of a module's block: a cell count, a ``Number of`` line or an area; False for any other.
        Cells are tried first: no ``Number of``, ``Chip area`` or ``Area for`` line has a count for its second word."""
        if (self._in_cells or module.name == HIERARCHY) and self._stat_cell(module, line):
            return True
        stripped = line.lstrip()
        if stripped.startswith("Number of "):
            count = STAT_COUNT_LINE.match(line)
            if count:
                self._in_cells = self._stat_counts(module, lineno, [(count.group(1), count.group(2))])
            return True
        return stripped.startswith(("Chip area", "Area for")) and self._stat_area(module, lineno, line)

    def _stat_counts(self, module: ModuleFacts, lineno: int, counts: list[tuple[str, str]]) -> bool:
        """``Number of`` lines from ``lineno`` on, as (what, count); True when a cell list follows (after ``cells``)."""
        stats, scope = self._stats, module.name
        for line, (what, token) in enumerate(counts, lineno):
            name = STAT_COUNTS.get(what)
            if name:
                stats[(name, scope)] = (int(token), line, token)
        return counts[-1][0] == "cells"

    def _stat_cell(self, module: ModuleFacts, line: str) -> bool:
        """A ``type count`` line of a cell list, or of the hierarchy (whose first module is the top)."""
        parts = line.split()
        if len(parts) != 2 or not parts[1].isdecimal():
            return False
        if self._in_cells:
            module.cells[clean_module_name(parts[0])] = int(parts[1])
        elif not module.instances and not self.facts.top and not is_internal(parts[0]):
            self.facts.top = clean_module_name(parts[0])
        return True

    def _stat_area(self, module: ModuleFacts, lineno: int, line: str) -> bool:
        area = _CHIP_AREA.search(line)
        if area:
            self._chip_area(module, lineno, *area.groups())
            return True
        unknown = _UNKNOWN_AREA.search(line)
        if unknown:
            self._unknown_area(lineno, unknown.group(1), line)
            return True
        return False

    def _chip_area(self, module: ModuleFacts, lineno: int, top: str | None, name: str, token: str) -> None:
        """A ``Chip area for [top ]module 'name': token`` line."""
        scope = HIERARCHY if top else clean_module_name(name)
        self._settle(scope)
        module.area = float(token)
        self._stats[(metrics.AREA, scope)] = (module.area, lineno, token)

    def _unknown_area(self, lineno: int, cell: str, line: str) -> None:
        """An ``Area for cell type <cell> is unknown`` line: an issue the first time a cell type is named."""
        name = clean_module_name(cell)
        if name not in self._unknown:
            self._unknown.add(name)
            self.facts.issues.append(Issue("info", "unknown_area", line.strip(), lineno, tool="yosys", code=name))

    def _message(self, lineno: int, line: str) -> None:
        found = _MESSAGE.match(line)
        if found is None and (summary := _WARNING_SUMMARY.match(line)):
            self._add_metric(metrics.WARNING_SUMMARY, float(summary.group(1)), lineno, raw=summary.group(1))
            return
        if found is None:
            if line.startswith("ABC: Warning") and len(self.facts.issues) < MAX_ISSUES:
                self.facts.issues.append(Issue("info", "abc", line[5:].strip(), lineno, tool="abc"))
            return
        severity: Severity = "error" if found.group("sev") == "ERROR" else "warning"
        text = found.group("msg").strip()
        kind = "check" if self._in_check and classify(text) == "other" else classify(text)
        cell = None if found.group("file") else _CELL_SOURCE.search(text)
        ref_file, ref_line = (found.group("file"), found.group("line")) if found.group("file") else (
            (cell.group(1), cell.group(2)) if cell else ("", "0"))
        self._keep(Issue(severity, kind, text, lineno, tool="yosys", ref_file=ref_file, ref_line=int(ref_line)))

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

    def _abc_run(self, text: str, pos: int, lineno: int) -> tuple[int, int] | None:
        """Add up the plain ABC cell counts that start at ``pos`` (ABC prints them by the dozen); None when
        there are none or one may mean more to ``_line``. ``ABC RESULTS: <word> cells: <count>`` means
        nothing else unless the word holds ``_ONE_WORD_RULES``: every other note, and the version stamp,
        spans two words that no two words of such a line can form."""
        run = _ABC_PLAIN_RUN.match(text, pos)
        if run is None or _ONE_WORD_RULE.search(lines := run.group()):
            return None
        counts = _ABC_PLAIN.findall(lines)
        self._abc_cells += sum(map(int, counts))
        self._abc_line = lineno + len(counts) - 1
        return run.end(), lineno + len(counts)

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
            found = CHECK_RESULT.match(line)
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

    def finish(self, lines: int = 0) -> ArtifactFacts:
        """The facts; log-wide counts cite the last line, ``lines`` when a scan skipped the lines after the last one fed."""
        for name in list(self._later):
            self._settle(name)
        facts = self.facts
        facts.modules = [mod for mod in self._modules.values() if mod.name != HIERARCHY and not is_internal(mod.name)]
        facts.metrics.extend(Metric(name, value, metrics.unit_of(name), line, module, raw=raw)
                             for (name, module), (value, line, raw) in self._stats.items())
        errors = [key for key in self._counts if key[0] == "error"]
        self._design_metrics(lines or self._lineno, session=bool(self._ended or errors or self.facts.version))
        if self._ended or errors or self.facts.version:
            facts.status = "success" if self._ended else ("failed" if errors else "incomplete")
            facts.truncated = not self._ended and not errors
        else:  # output of one command (a ``tee -o check.rpt``), not the run's log: it decides nothing
            facts.status, facts.stage = "unknown", "report"
        return facts

    def _design_metrics(self, last: int, session: bool) -> None:
        """Promote the hierarchy totals (or the top module's numbers) to design-level metrics: of the two, the one
        printed last, as a script that prints a hierarchical stat, flattens and prints again ends with the top's.
        The count of inferred latches is a fact of a session's log only: a file holding one command's output (a ``tee
        -o`` stat) prints no "Latch inferred" line whatever the design holds, so its zero is no count (the stat beside
        it may list ``$_DLATCH_N_`` cells)."""
        facts = self.facts
        whole, top = facts.metric(metrics.CELLS, HIERARCHY), facts.metric(metrics.CELLS, facts.top) if facts.top else None
        scope = HIERARCHY if HIERARCHY in self._modules and not (whole and top and top.line > whole.line) else facts.top
        if not facts.top and len(facts.modules) == 1:
            facts.top = scope = facts.modules[0].name
        for name in (metrics.CELLS, metrics.WIRES, metrics.WIRE_BITS, metrics.MEMORIES, metrics.MEMORY_BITS, metrics.AREA):
            found = facts.metric(name, scope) if scope else None
            if found:
                facts.metrics.append(Metric(name, found.value, found.unit, found.line, raw=found.raw))
        tally = self._counts
        counts = (
            (metrics.WARNINGS, sum(n for (sev, kind), n in tally.items() if sev == "warning" and kind != "latch")),
            (metrics.ERRORS, sum(n for (sev, _kind), n in tally.items() if sev == "error")),
            (metrics.LATCHES, tally[("warning", "latch")]),
            (metrics.UNKNOWN_AREA, len({name for name in self._unknown if not self._is_module(name)})),
        )
        for name, value in counts:
            if session or value or name != metrics.LATCHES:
                self._add_metric(name, value, last)
        if self._problems is not None:
            self._add_metric(metrics.CHECK_PROBLEMS, self._problems[0], self._problems[1], raw=str(self._problems[0]))
        if self._abc_line:
            self._add_metric(metrics.ABC_CELLS, self._abc_cells, self._abc_line)

    def _is_module(self, name: str) -> bool:
        """Hierarchical stat blocks list submodules as 'unknown area' cells; those are not real gaps."""
        return name in self._modules


__all__ = ["CHECK_RESULT", "HIERARCHY", "PASS_HEADER", "STAT_COUNTS", "STAT_COUNT_LINE", "YosysLogParser"]
