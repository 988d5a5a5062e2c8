"""Which top-level ports the timing scripts leave without an external delay.

Why: OpenSTA reports "There are 9 unconstrained endpoints" and lists them, but not why; the reason is nearly always
that no ``set_output_delay`` (or ``set_input_delay``) names the port, so a path to it has no required time. The
answer compares the top module's declared ports, with their direction, against the ports each delay command's
object list matches (``[get_ports {sdo busy}]``, ``[get_ports pkt_len*]``, ``[all_outputs]``, ``[delete_from_list
[all_inputs] [get_ports clk]]``), and names the ports left over with the commands that cover the others.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fnmatch import fnmatchcase

from sqlalchemy import RowMapping

from runs.parse.verilog import port_directions
from runs.qa.graph_queries import Fact, RunTools

_DELAYS = {"input": "set_input_delay", "output": "set_output_delay"}
_GET_PORTS = re.compile(r"\[\s*get_ports\s+((?:-\w+\s+)*)(\{[^}]*\}|[^\]\s]+)[^\]]*\]")
_ALL = {"input": re.compile(r"\[\s*all_inputs\b"), "output": re.compile(r"\[\s*all_outputs\b")}
_REMOVED = re.compile(r"\[\s*(?:delete_from_list|remove_from_collection)\b")
_BIT = re.compile(r"\[[^\]]*\]$")


@dataclass
class _Targets:
    """The ports one command's object list selects: every port of a direction, minus some, or named patterns."""

    every: bool = False
    patterns: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unknown: bool = False
    """The list holds a variable or a command this reader does not follow, so its ports cannot be named."""


def _patterns(args: str) -> list[str]:
    return [word for found in _GET_PORTS.finditer(args) for word in found.group(2).strip("{}").split()]


def _targets(args: str, direction: str) -> _Targets:
    if _ALL[direction].search(args):
        return _Targets(every=True, removed=_patterns(args) if _REMOVED.search(args) else [])
    found = _patterns(args)
    return _Targets(patterns=found, unknown=not found or "$" in args)


def _matches(port: str, patterns: list[str]) -> bool:
    """A port matches a pattern as written, or by the pattern's bus name (``a[*]``, ``a[3]`` select bits of ``a``)."""
    return any(fnmatchcase(port, p) or fnmatchcase(port, _BIT.sub("", p)) for p in patterns)


def _top_ports(design: str, tools: RunTools) -> tuple[dict[str, str], str, int]:
    """The ports of the run's top module with their directions, from its RTL (else its netlist), and that file."""
    top = tools.rows[design]["top"] or design
    for row in sorted(tools.module_names(design), key=lambda r: r["kind"] != "rtl"):
        if row["name"] == top and row["kind"] in ("rtl", "netlist"):
            lines = tools.source_lines(design, row["source"])
            if lines and (ports := port_directions("\n".join(lines[1:]), top)):
                return ports, row["source"], row["line"]
    return {}, "", 0


def _clock_ports(commands: list[RowMapping]) -> list[str]:
    return [p for row in commands if row["name"] == "create_clock" for p in _patterns(row["args"])]


def unconstrained_ports(design: str, tools: RunTools) -> list[Fact]:
    """Per direction, the top module's ports no delay command covers (clock ports aside), with the commands that
    cover the others quoted; nothing for a run whose scripts set no clock, or whose lists cannot all be read."""
    commands = tools.commands(design)
    clocks = _clock_ports(commands)
    if not clocks:
        return []
    ports, declared_in, declared_at = _top_ports(design, tools)
    facts: list[Fact] = []
    for direction, command in _DELAYS.items():
        rows = [row for row in commands if row["name"] == command]
        targets = [_targets(row["args"], direction) for row in rows]
        if any(t.unknown for t in targets):
            continue
        wanted = [p for p, d in ports.items() if d == direction and not (direction == "input" and _matches(p, clocks))]
        left = [p for p in wanted if not any(
            (t.every and not _matches(p, t.removed)) or (not t.every and _matches(p, t.patterns)) for t in targets)]
        if not left:
            continue
        said = "; ".join(f"{row['source']}:{row['line']}: {command} {row['args']}" for row in rows[:3])
        covered = f" (the scripts' {command}: {said})" if rows else f" (the scripts set no {command})"
        run_id = tools.rows[design]["run_id"]
        facts.append(Fact(design, run_id, f"{design}: {direction}s of {tools.rows[design]['top'] or design} "
                          f"({declared_in}) that no {command} covers: {', '.join(left)}{covered}",
                          rows[0]["source"] if rows else declared_in, rows[0]["line"] if rows else declared_at,
                          rows[0]["line"] if rows else declared_at, verbatim=False))
    return facts


__all__ = ["unconstrained_ports"]
