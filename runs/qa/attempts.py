"""A run's timing attempts: the periods its timing was reported at, and where each attempt's figures are.

An attempt is a timing report of its own (a failing 3.5 ns report beside a passing 5 ns one), or a section of one
report: a timer session that loops over periods prints each period's paths and ``wns``/``tns`` one after the other,
and one clock timed at several periods in one file is such a sweep (two clocks at two periods are two domains, not two
attempts). A section runs from its first path to the line before the next section's first path, so the summary
lines a period's paths are followed by belong to it.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from itertools import groupby

from runs.qa.graph_queries import Fact, RunTools


@dataclass(frozen=True)
class Attempt:
    """Where one attempt's figures are: a report, or lines ``first``..``last`` of one."""

    source: str
    period: float
    first: int = 0
    last: int = sys.maxsize

    def holds(self, source: str, line: int) -> bool:
        return source == self.source and self.first <= line <= self.last

    @property
    def sectioned(self) -> bool:
        return self.first != 0 or self.last != sys.maxsize

    def __str__(self) -> str:
        if not self.sectioned:
            return self.source
        end = "" if self.last == sys.maxsize else f"-{self.last}"
        return f"lines {self.first}{end} of {self.source}"


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
            for _, period, _ in timed[:1]:
                found.setdefault(period, Attempt(source, period))
            continue
        starts: dict[float, int] = {}
        for line, period, clock in timed:
            if clock == swept:
                starts.setdefault(period, line)
        ordered = sorted(starts.items(), key=lambda item: item[1])
        for k, (period, line) in enumerate(ordered):
            last = ordered[k + 1][1] - 1 if k + 1 < len(ordered) else sys.maxsize
            found.setdefault(period, Attempt(source, period, line, last))
    return list(found.values())


def attempt_at(design: str, period: float, tools: RunTools) -> Attempt | None:
    """The attempt at ``period`` when the run holds attempts at several periods; None otherwise."""
    held = attempts(design, tools)
    if len(held) < 2:
        return None
    return next((attempt for attempt in held if abs(attempt.period - period) < 1e-9), None)


def of_attempt(facts: list[Fact], attempt: Attempt) -> list[Fact]:
    """The facts read from the attempt's report or section."""
    return [fact for fact in facts if attempt.holds(fact.source, fact.line)]


__all__ = ["Attempt", "attempt_at", "attempts", "of_attempt"]
