"""A run's timing attempts: the periods its timing was reported at, and where each attempt's figures are.

An attempt is a timing report of its own (a failing 3.5 ns report beside a passing 5 ns one), or a section of one
report: a timer session that loops over periods prints each period's paths and ``wns``/``tns`` one after the other,
and one clock timed at several periods in one file is such a sweep (two clocks at two periods are two domains, not two
attempts). A section runs from its first path to the line before the next section's first path, so the summary
lines a period's paths are followed by belong to it. A report that prints no clock edge (``report_checks -format
end``: one row per endpoint) is split at its setup tables instead, when the script's loop set one clock at as many
periods as there are tables: the loop runs them in its order.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from itertools import groupby
from pathlib import PurePosixPath

from runs import metrics
from runs.parse.sta_report import CHECK_HEADING
from runs.qa.flow_steps import SDC_CONSTRAINTS
from runs.qa.grammar import negated
from runs.qa.graph_queries import Fact, RunTools
from runs.qa.query import stem


@dataclass(frozen=True)
class Attempt:
    """Where one attempt's figures are: a report, or lines ``first``..``last`` of one."""

    source: str
    period: float
    first: int = 0
    last: int = sys.maxsize
    clock: str = ""
    """The clock timed at ``period``, when the report names it."""
    heading: str = ""
    """The line the run's script printed to open the section, when one did."""

    def holds(self, source: str, line: int) -> bool:
        return source == self.source and self.first <= line <= self.last

    @property
    def sectioned(self) -> bool:
        return self.first != 0 or self.last != sys.maxsize

    def __str__(self) -> str:
        if not self.sectioned:
            return self.source
        end = " on" if self.last == sys.maxsize else f"-{self.last}"
        headed = f"the section headed '{self.heading}', " if self.heading else ""
        return f"{headed}lines {self.first}{end} of {self.source}"


def attempts(design: str, tools: RunTools) -> list[Attempt]:
    """Every attempt of the run, by report and line; one per period (the first report of a period when two are)."""
    found: dict[float, Attempt] = {}
    rows = sorted(tools.paths(design), key=lambda row: (row["source"], row["line"]))
    for source, of_source in groupby(rows, key=lambda row: row["source"]):
        timed = [(row["line"], period, json.loads(row["raw"] or "{}").get("clock", ""))
                 for row in of_source if (period := tools.timed_period(row)) is not None]
        periods_by_clock: dict[str, set[float]] = {}
        for _, period, clock in timed:
            periods_by_clock.setdefault(clock, set()).add(period)
        swept = next((clock for clock, periods in periods_by_clock.items() if len(periods) > 1), None)
        if swept is None:
            for _, period, clock in timed[:1]:
                found.setdefault(period, Attempt(source, period, clock=clock))
            continue
        starts: dict[float, int] = {}
        for line, period, clock in timed:
            if clock == swept:
                starts.setdefault(period, line)
        ordered = sorted(starts.items(), key=lambda item: item[1])
        for k, (period, line) in enumerate(ordered):
            last = ordered[k + 1][1] - 1 if k + 1 < len(ordered) else sys.maxsize
            found.setdefault(period, Attempt(source, period, line, last, swept))
    for attempt in _looped_sections(design, tools, {row["source"] for row in rows}):
        found.setdefault(attempt.period, attempt)
    clocks = {attempt.clock for attempt in found.values()}
    if len(found) > 1 and len(clocks) == 1:  # a sweep's report that timed nothing ("period '08' is not a positive
        for attempt in _named_untimed(design, tools, {row["source"] for row in rows}, clocks.pop()):  # float"): its
            found.setdefault(attempt.period, attempt)  # period by its name
    return list(found.values())


_NAMED_PERIOD = re.compile(r"(?<![\d.])(\d+(?:[.p]\d+)?)(?:ns|_?ns)(?![a-z])", re.IGNORECASE)
"""A period a report's file name states (``clk_08ns.rpt``, ``p4p5ns.rpt``)."""


def _named_untimed(design: str, tools: RunTools, with_paths: Collection[str], clock: str) -> list[Attempt]:
    """The timing reports of the run that hold no path, each at the period its file name states: a sweep point the
    timer could not time is an attempt still, and what it printed instead (an error, "No paths found.") answers it."""
    named = []
    for source in tools.files_of(design, "sta_report"):
        if source not in with_paths and (said := _NAMED_PERIOD.findall(PurePosixPath(source).stem)) and len(said) == 1:
            named.append(Attempt(source, float(said[0].replace("p", ".")), clock=clock))
    return named


def _looped_sections(design: str, tools: RunTools, with_paths: set[str]) -> list[Attempt]:
    """The sections of reports that print no path, one per period of the script's loop over one clock's period."""
    by_line: dict[tuple[str, int], list[float]] = {}
    for fact in tools.metric_settings(design, metrics.CLOCK_PERIOD):
        if fact.value is not None:
            by_line.setdefault((fact.source, fact.line), []).append(fact.value)
    looped = [periods for periods in by_line.values() if len(periods) > 1]
    if len(looped) != 1:
        return []
    sections = []
    for source in tools.files_of(design, "sta_report"):
        starts = [n for n, text in enumerate(tools.printed_lines(design, source), start=1)
                  if (heading := CHECK_HEADING.match(text.strip())) and heading.group(1).endswith("setup")]
        if source in with_paths or len(starts) != len(looped[0]):
            continue
        ends = [n - 1 for n in starts[1:]] + [sys.maxsize]
        sections += [Attempt(source, period, first, last) for period, first, last in zip(looped[0], starts, ends, strict=True)]
    return sections


def attempt_at(design: str, period: float, tools: RunTools) -> Attempt | None:
    """The attempt at ``period`` when the run holds attempts at several periods; None otherwise."""
    held = attempts(design, tools)
    if len(held) < 2:
        return None
    return next((attempt for attempt in held if abs(attempt.period - period) < 1e-9), None)


def attempt_named(design: str, words: Sequence[str], tools: RunTools) -> Attempt | None:
    """The timing report the question names by a part of its file's name that the run's other setup reports lack
    ("the MCP report": ``sable_mcp.rpt`` beside ``sable_single.rpt``): two reports of one clock, made under other
    constraints, are told apart by their names only. Parts every report shares and the design's own name's parts
    name none; None unless exactly one report is named. One report in sections its script headed
    (``puts "### with multicycle 2 onto p"``) is told apart the same way, by the words of the headings."""
    said = {word for i, word in enumerate(words) if not negated(words, i)}  # "without the MCP": not that report
    prior = {word for i, word in enumerate(words) if _BEFORE in words[max(0, i - _BEFORE_REACH):i]}
    said -= prior  # "the tns before the multicycle was applied": the section without it
    if (section := _section_named(design, said, tools, prior)) is not None:
        return section
    reports = sorted({fact.source for fact in tools.metric_values(design, metrics.SETUP_WS)})
    if len(reports) < 2:
        return None
    parts = {report: _name_parts(PurePosixPath(report).stem) for report in reports}
    shared = set.intersection(*parts.values()) | _name_parts(design)
    named = [report for report in reports if (parts[report] - shared) & said]
    if len(named) != 1:
        return None
    period = next((f.value for f in tools.metric_values(design, metrics.CLOCK_PERIOD)
                   if f.source == named[0] and f.value is not None), 0.0)
    return Attempt(named[0], period)


def _section_named(design: str, said: set[str], tools: RunTools, prior: Collection[str] = ()) -> Attempt | None:
    """The section of a timing report that a heading the run's script printed into it opens, named by a word of that
    heading the other headings lack; None unless exactly one is. Of two sections, one named by a word said after
    "before" (``prior``: "before the multicycle was applied") names the other. Only headings printed after the script
    changed the constraints (read another SDC, set a multicycle path) open an attempt: "--- unconstrained" after
    "--- setup" with nothing set between is another report of the same attempt."""
    headings: set[str] = set()
    for script in tools.files_of(design, "script"):
        changed = False
        for line in tools.source_lines(design, script):
            if (text := _printed_heading(line)) and changed:
                headings.add(text)
            changed = not text and (changed or (line.split() or [""])[0] in _CONSTRAINING)
    for source in tools.files_of(design, "sta_report") if len(headings) > 1 else ():
        lines = tools.printed_lines(design, source)
        starts = [(n, text.strip()) for n, text in enumerate(lines, start=1) if text.strip() in headings]
        if len(starts) < 2:
            continue
        parts = {n: _name_parts(text) for n, text in starts}
        shared = set.intersection(*parts.values())
        named = [n for n, _ in starts if (parts[n] - shared) & said]
        if not named and len(starts) == 2 and len(preceded := [n for n, _ in starts if (parts[n] - shared) & set(prior)]) == 1:
            named = [n for n, _ in starts if n != preceded[0]]
        if len(named) != 1:
            return None
        last = next((m - 1 for m, _ in starts if m > named[0]), sys.maxsize)
        period = next((f.value for f in tools.metric_values(design, metrics.CLOCK_PERIOD)
                       if f.source == source and f.value is not None), 0.0)
        return Attempt(source, period, named[0], last, heading=dict(starts)[named[0]])
    return None


_BEFORE = stem("before")
_BEFORE_REACH = 4
"""Words after "before" that it governs: "before the multicycle exception"."""
_CONSTRAINING = SDC_CONSTRAINTS | {"read_sdc", "source", "create_clock", "set_input_delay", "set_output_delay",
                                   "set_max_delay", "set_min_delay"}
"""Script commands that change what the timer checks: a report after one is another attempt."""
_PUTS = re.compile(r"""^\s*puts\s+(?:"([^"]+)"|\{([^}]+)\}|(\S+))\s*$""")


def _printed_heading(line: str) -> str:
    """The text a ``puts`` line of a timer script prints, when it is a plain string (no variable in it)."""
    found = _PUTS.match(line)
    text = next((group for group in found.groups() if group), "") if found else ""
    return "" if "$" in text or "[" in text else text.strip()


def _name_parts(name: str) -> set[str]:
    """A name's words, a decimal number kept whole: ``sweep_3.5ns`` is sweep and 3.5ns, so "at 2.5ns" names it not."""
    return {stem(part) for part in re.split(r"[^a-z0-9.]+|(?<!\d)\.|\.(?!\d)", name.lower()) if part}


def of_attempt(facts: list[Fact], attempt: Attempt) -> list[Fact]:
    """The facts read from the attempt's report or section."""
    return [fact for fact in facts if attempt.holds(fact.source, fact.line)]


__all__ = ["Attempt", "attempt_at", "attempt_named", "attempts", "of_attempt"]
