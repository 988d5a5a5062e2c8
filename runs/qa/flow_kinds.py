"""What kind of flow each run is, and the tally of the kinds over a scope's runs.

A team's runs are of a few kinds: a synthesis mapped to a standard-cell library, a generic synthesis left in Yosys's
own gates, a simulation of a testbench, a lint that only compiled and checked the RTL. "How many of each flow do we
have" asks for that tally, which no single report prints: each run is sorted by what its scripts did and what its
files hold, the same evidence the other answers read (a testbench's printed lines, a compile log, the ``-liberty``
file the mapping passes read, the cells of the netlist), and a run that failed counts as the flow it set out to run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import PurePosixPath

from edabot.types import Answer
from runs.qa import analyses, simulations
from runs.qa.compose import compose, refuse
from runs.qa.filters import library_cells
from runs.qa.graph_queries import Fact, RunTools

MAPPED, GENERIC, SIMULATION, LINT = "mapped", "generic", "simulation", "lint"
KINDS = (MAPPED, GENERIC, SIMULATION, LINT)
"""The kinds of flow, in the order a tally gives them."""

_SAID = {MAPPED: re.compile(r"^(?:tech(?:nology)?[\s-]?)?mapped$"), GENERIC: re.compile(r"^generic$"),
         SIMULATION: simulations.ASKED, LINT: re.compile(r"^lint(?:ed|ing|s)?$")}
"""How a question says each kind of run: the field's words for them (a kind is said as a word of its own)."""

_GROUPED = re.compile(r"\bflows?[\s-]+(?:types?|kinds?)\b|\b(?:types?|kinds?|breakdown|tally|split)\s+(?:of|by)\s+"
                      r"(?:the\s+)?(?:runs?\s+)?flows?\b|\b(?:lint|sim|simulation|mapped|generic)[\s-]+(?:types?|kinds?)"
                      r"\b", re.IGNORECASE)
"""The runs grouped by their flow ("the flow types", "a breakdown of flows", "lint-type runs")."""

_BUILDING_PASSES = re.compile(r"^(?:synth|techmap|abc|dfflibmap|flowmap|memory_map|write_)")
"""Yosys commands that build a netlist or write one: a script without any only read and checked the design."""
_LIBERTY_ARG = re.compile(r"(?:^|\s)-(?:liberty|lib)\s+(\S+)")
"""The liberty file a mapping pass reads (``dfflibmap -liberty ...``, ``abc -liberty ...``)."""
_UNRESOLVED = re.compile(r"[${}()]")
"""A path a script leaves to a variable (``$OSU035_LIB``, ``{LIB}``, ``$(LIB)``): no file's name."""


def asks_tally(question: str) -> bool:
    """Whether the question asks for the runs by kind of flow: it groups them by flow, or sets two kinds of run
    against each other ("mapped vs generic vs sim vs lint")."""
    if _GROUPED.search(question):
        return True
    words = re.findall(r"[a-z]+", question.lower())
    return sum(any(pattern.fullmatch(word) for word in words) for pattern in _SAID.values()) >= 2


def linted(tools: RunTools) -> list[str]:
    """The runs that only checked their RTL: a compiler's or linter's output, and no netlist, timing report or
    simulation (a compile with ``-o /dev/null``, ``iverilog -t null``, a Yosys read and ``check``). A compile before
    a synthesis that failed leaves no netlist either; the run set out to build one, so it is no lint."""
    lint_tools = set(tools.artifact_tools().get("lint", ()))
    kinds = {d: set(analyses.report_kinds(d, tools)) for d in tools.design_names()}
    return [d for d, held in kinds.items() if (d in lint_tools or "compile_log" in held or yosys_checks_only(d, tools))
            and not {"netlist", "sta_report"} & held and not simulations.simulations(d, tools)
            and not _yosys_builds(d, tools)]


def yosys_checks_only(design: str, tools: RunTools) -> bool:
    """Whether the run's Yosys script reads and checks the design (``read_verilog``, ``hierarchy -check``, ``check``)
    and builds nothing."""
    given = _yosys_commands(design, tools)
    return bool(given) and not _builds(given)


def _yosys_commands(design: str, tools: RunTools) -> list[str]:
    return [row["name"] for row in tools.commands(design) if row["tool"] == "yosys"]


def _yosys_builds(design: str, tools: RunTools) -> bool:
    """Whether the run's Yosys script synthesises, maps or writes a netlist."""
    return _builds(_yosys_commands(design, tools))


def _builds(commands: Sequence[str]) -> bool:
    return any(_BUILDING_PASSES.match(name) for name in commands)


def library_of(design: str, tools: RunTools) -> str:
    """The liberty file the run's mapping passes read, as its scripts or log write it (``$OSU035_LIB`` when a shell
    variable names it: the shell's own lines are not kept), or ""."""
    for row in tools.commands(design):
        if row["tool"] == "yosys" and (said := _LIBERTY_ARG.search(row["args"] or "")):
            return said.group(1).strip("'\"")
    return ""


def library_label(path: str) -> str:
    """How a library is called in a tally: its file name's first part, upper-cased as the field writes technology
    names (``osu035_stdcells.lib`` is OSU035)."""
    return PurePosixPath(path).stem.split("_")[0].upper() if path else ""


def kind_of(design: str, tools: RunTools, lint_runs: set[str]) -> str:
    """The run's flow: a simulation when it holds a testbench's output, a lint when it only checked its RTL, mapped
    when a pass mapped it to a liberty file (or its netlist holds library cells), else a generic synthesis."""
    if simulations.simulations(design, tools):
        return SIMULATION
    if design in lint_runs:
        return LINT
    if library_of(design, tools) or library_cells(design, tools) is not None:
        return MAPPED
    return GENERIC


def _how(kind: str, libraries: Sequence[str]) -> str:
    """What a run of ``kind`` did, in words."""
    return {MAPPED: "synthesised and mapped to " + (", ".join(PurePosixPath(p).name for p in libraries)
                                                    or "a cell library"),
            GENERIC: "synthesised into Yosys's generic gates, no cell library",
            SIMULATION: "a testbench simulated", LINT: "the RTL compiled or checked only"}[kind]


def flow_of(design: str, tools: RunTools) -> str:
    """The run's kind of flow and what that kind did ("generic (synthesised into Yosys's generic gates, no cell
    library)"): said beside what a run lacks, it tells why (a generic run has no timing report to give)."""
    kind = kind_of(design, tools, set(linted(tools)) if not simulations.simulations(design, tools) else set())
    library = library_of(design, tools)
    return f"{kind} ({_how(kind, [library] if library and not _UNRESOLVED.search(library) else [])})"


def runs_by_flow(tools: RunTools) -> dict[str, list[str]]:
    """Each kind of flow held (its label, with the libraries mapped to) -> its runs, described: "mapped OSU035
    (synthesised and mapped to osu035_stdcells.lib)"."""
    lint_runs = set(linted(tools))
    by_kind: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for design in tools.design_names():
        by_kind[kind_of(design, tools, lint_runs)].append(design)
    libraries = sorted({path for d in by_kind[MAPPED] if (path := library_of(d, tools)) and not _UNRESOLVED.search(path)})
    labels = {MAPPED: " ".join([MAPPED, *dict.fromkeys(library_label(p) for p in libraries)]), GENERIC: GENERIC,
              SIMULATION: SIMULATION, LINT: LINT}
    return {f"{labels[kind]} ({_how(kind, libraries)})": runs for kind, runs in by_kind.items() if runs}


def flow_tally(tools: RunTools) -> Answer:
    """The runs by kind of flow: how many of each, and which."""
    designs = tools.design_names()
    if not designs:
        return refuse("No runs are indexed in this scope, so there are no flows to count.")
    flows = runs_by_flow(tools)
    counted = ", ".join(f"{len(runs)} {label.partition(' (')[0]}" for label, runs in flows.items())
    facts = [Fact(runs[0], tools.rows[runs[0]]["run_id"], f"{label}: {', '.join(runs)}", verbatim=False)
             for label, runs in flows.items()]
    return compose(f"Flows over the {len(designs)} runs: {counted} (counted from each run's scripts and files).",
                   facts)


__all__ = ["KINDS", "asks_tally", "flow_of", "flow_tally", "kind_of", "library_label", "library_of", "linted", "runs_by_flow",
           "yosys_checks_only"]
