"""The analyses engineers ask for, each a tool over ``RunTools`` returning citeable ``Fact`` rows.

Used by the offline agent and, through ``runs.qa.llm_tools``, by the LLM planner. Printed values are
quoted as the artifact prints them; a computed value says how it was computed (``verbatim``
False), so every number either appears in the line it cites or is labelled as derived.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path, PurePosixPath
from typing import NamedTuple, TypeVar

from sqlalchemy import RowMapping, func, or_, select

from runs import metrics
from runs.parse.names import base_module_name, clean_module_name
from runs.parse.numbers import places, within_rounding
from runs.parse.sta_report import SLACK_TABLE_HEAD, SLACK_TABLE_ROW
from runs.parse.yosys_log import CHECK_RESULT, PASS_HEADER, STAT_COUNT_LINE, STAT_COUNTS
from runs.qa import grammar
from runs.qa.attempts import Attempt, attempts, of_attempt
from runs.qa.cell_functions import yosys_cell_meaning
from runs.qa.declared_names import declared_instead
from runs.qa.graph_queries import (
    CELL_COUNT,
    NAME_TOKEN,
    Fact,
    RunTools,
    catalogue_words,
    instances_of,
    mentions,
    message_kind,
    problems_of,
    stored_files,
)
from runs.qa.latch_paths import unassigned_paths
from runs.qa.port_constraints import unconstrained_ports
from runs.qa.query import stem
from runs.store import tables
from text import english
from text.stopwords import STOPWORDS

MEANINGS: dict[str, tuple[str, str]] = {
    "latch": ("a combinational always block leaves the signal unassigned on some path, so it must hold its value",
              "assign it in every branch (add the missing else/default) or give it a default at the top of the block"),
    "undriven": ("the net is read but nothing drives it, so it floats (Yosys ties it to x/0)",
                 "drive it (assign it or connect the port) or remove it"),
    "multi_driver": ("two processes or assigns drive the same net", "keep one driver per net"),
    "width_mismatch": ("a connection or assignment joins signals of different widths, so bits are dropped or padded",
                       "size both sides alike (slice or extend explicitly)"),
    "implicit_wire": ("a name is used without a declaration, so an implicit 1-bit wire is created",
                      "declare it with the intended width (`default_nettype none catches these)"),
    "syntax": ("the parser stopped at this token; the cause is often on the line before (a missing semicolon ';' or "
               "'end')",
               "fix the statement on the reported line or the one before it"),
    "unresolved": ("a name the tool was given matches nothing it read: a module or cell left undefined is a black box, "
                   "a port or pin a constraint names gets no constraint",
                   "read the file that defines it (the liberty file for cells), or name the port as the netlist spells it"),
    "check": ("the Yosys check pass found a structural problem", "read the named net or cell in the RTL"),
}
OPTIMISATIONS = ("fsm", "const_ff", "removed_ff", "removed_module")
"""Info records of what optimisation changed."""
FIXES_FOR_PATH = ("pipeline the logic of the dominant submodule (a register stage cuts the path)",
                  "upsize or buffer the stages with the largest incremental delay and high fanout",
                  "or relax the clock period")
_FLOP = re.compile(r"(DFF|SDFF|FF\d|FLOP)", re.IGNORECASE)
_LATCH = re.compile(r"(LATCH|DLAT|DLH|DLL)", re.IGNORECASE)
"""Library naming of sequential cells (osu, sky130, nangate, gf180 all use these stems)."""


def _computed(design: str, tools: RunTools, text: str, value: float | None = None, unit: str = "") -> Fact:
    return Fact(design, tools.rows[design]["run_id"], text, value=value, unit=unit, verbatim=False)


def share(part: float, whole: float) -> str:
    """A percentage to two decimals: one decimal hides differences of a few cells in a small design."""
    return f"{100.0 * part / whole:.2f}%" if whole else "n/a"


# -- area and cells by submodule and by type ---------------------------------------------------------

def module_variants(design: str, module: str, tools: RunTools) -> list[Fact]:
    """The modules Yosys derived from ``module``, one per parameter set it was instantiated with (``xfer_counter``
    at W=8 and at W=4 are two modules in the stat), each with its instances and area; empty for fewer than two."""
    variants = {name: n for name, n in module_instances(design, tools).items() if name.split("(")[0] == module}
    if len(variants) < 2:
        return []
    facts = [_computed(design, tools, f"{design}: module {module} is derived {len(variants)} times, once per parameter "
                                      f"set it is instantiated with: {', '.join(sorted(variants))} (counted)")]
    for name in sorted(variants):
        area = tools.module_area(design, name)
        facts.append(area if area is not None else _computed(design, tools, f"{design}: {name} x {variants[name]}"))
    return facts


def module_instances(design: str, tools: RunTools) -> dict[str, int]:
    """How many times each submodule is instantiated in the whole design (multiplied through the hierarchy)."""
    rows = [r for r in tools.module_names(design) if r["kind"] == "yosys_log"]
    children: dict[str, dict[str, int]] = {}
    for row in rows:
        kids = tools.graph.query(instances_of(row["id"]))
        children[row["name"]] = {k["cell_type"]: k["count"] for k in kids}
    names = set(children)
    top = tools.rows[design]["top"] or design
    counts: Counter[str] = Counter()

    def walk(module: str, times: int, depth: int) -> None:
        for child, n in children.get(module, {}).items():
            if child in names and depth < 32:
                counts[child] += times * n
                walk(child, times * n, depth + 1)

    walk(top if top in children else design, 1, 0)
    return dict(counts)


def area_breakdown(design: str, tools: RunTools) -> list[Fact]:
    """Each submodule's area: instances x its own area (as Yosys prints it), with its share of the chip area."""
    total = tools.metric(design, metrics.AREA)
    counts = module_instances(design, tools)
    facts: list[Fact] = [total] if total else []
    if not total or not total.value or not counts:
        return facts
    parts = []
    for module, n in counts.items():
        found = tools.metric(design, metrics.AREA, module)
        if found is not None and found.value is not None:
            parts.append((n * found.value, module, n, found))
    for area, module, n, found in sorted(parts, key=lambda p: -p[0]):
        facts.append(found)
        times = f"{n} x " if n != 1 else ""
        facts.append(_computed(design, tools, f"{design}: submodule {module} ({times}{found.text.rsplit(' = ', 1)[1]}) "
                               f"holds {share(area, total.value)} of the chip area (computed: {times}module area / "
                               f"chip area)", 100.0 * area / total.value, "%"))
    below = sum(p[0] for p in parts)
    if len(parts) > 1:
        terms = " + ".join(f"{n} x {found.value:.6f}" for _, _, n, found in sorted(parts, key=lambda p: -p[0]))
        facts.append(_computed(design, tools, f"{design}: the submodules together hold {below:.6f} {total.unit} "
                               f"({share(below, total.value)} of the chip area; computed: {terms})", below, total.unit))
    own = total.value - below
    top = tools.rows[design]["top"] or design
    printed = tools.metric(design, metrics.AREA, top) if parts else None
    if printed is not None and printed.value is not None:  # Yosys prints the top module's own cells' area
        facts.append(printed)
    if parts and own > 0.5:
        facts.append(_computed(design, tools, f"{design}: the top module's own cells hold {share(own, total.value)} "
                               "of the chip area (computed: chip area minus submodules)"))
    return facts


def largest_submodule(design: str, tools: RunTools) -> list[Fact]:
    """The submodule with the largest share of the area (the first lines of the breakdown)."""
    found = area_breakdown(design, tools)
    return found[:3] if len(found) >= 3 else []


def _cell_count_rows(design: str, tools: RunTools) -> list[RowMapping]:
    """The netlist's count of each library cell type (``name`` is ``CELL_COUNT:<type>``), most used first: of one
    netlist, the first stored, where a run wrote several gate netlists side by side (two builds' cells are no one
    design's); builds in folders of their own (``build_folders``) keep every netlist's rows, told apart by folder."""
    mt = tables.metric.c
    rows = tools.graph.query(select(mt.name, mt.value, mt.source, mt.line)
                             .where(mt.design_id == tools.rows[design]["id"], mt.name.ilike(CELL_COUNT + "%"))
                             .order_by(mt.id))
    first = rows[0]["source"] if rows else ""
    kept = rows if build_folders(design, tools) else [row for row in rows if row["source"] == first]
    return sorted(kept, key=lambda row: -row["value"])


def cell_breakdown(design: str, tools: RunTools, limit: int = 12) -> list[Fact]:
    """Cells of the whole design by library type, with shares; flip-flops by type. Without a netlist's cells, the
    cell types of the top module's final stat."""
    rows = _cell_count_rows(design, tools)
    total = sum(r["value"] for r in rows)
    if not rows or not total:  # no gate netlist (a generic run writes always blocks): the top's final stat by type
        stat = _stat_cells(design, tools, lambda cell: True, "{count} cells by type, from the stat")
        return [stat] if stat is not None else []
    facts = [_computed(design, tools, f"{design}: {int(total)} cells in the netlist by type (counted): " + ", ".join(
        f"{r['name'].split(':', 1)[1]} {int(r['value'])} ({share(r['value'], total)})" for r in rows[:limit]),
        total, "cells")]
    for kind, pattern in (("flip-flops", _FLOP), ("latches", _LATCH)):
        cells = [(r["name"].split(":", 1)[1], int(r["value"])) for r in rows
                 if pattern.search(r["name"].split(":", 1)[1]) and not (kind == "flip-flops" and _LATCH.search(r["name"]))]
        if cells:
            total_kind = sum(n for _, n in cells)
            facts.append(_computed(design, tools, f"{design}: flip-flop count = {total_kind} {kind} (counted in the "
                                   "netlist: " + ", ".join(f"{cell} {n}" for cell, n in cells) + ")", total_kind, "cells")
                         if kind == "flip-flops" else
                         _computed(design, tools, f"{design}: {total_kind} latch cells (counted in the netlist: "
                                   + ", ".join(f"{cell} {n}" for cell, n in cells) + ")", total_kind, "cells"))
    counted = {r["name"].split(":", 1)[1] for r in rows}
    generic = _stat_cells(design, tools, lambda cell: cell.startswith("$_") and cell not in counted,
                          "{count} cells left as Yosys's generic "
                          "types, which the netlist writes as expressions and the count above leaves out")
    return facts + ([generic] if generic is not None else [])  # a mapped netlist whose flops stayed generic


def cell_types(design: str, tools: RunTools) -> list[str]:
    """The library cell types the run's netlist holds, most used first."""
    return [row["name"].split(":", 1)[1] for row in _cell_count_rows(design, tools)]


def cell_differences(designs: Sequence[str], tools: RunTools, limit: int = 4) -> list[Fact]:
    """The library cell types whose counts differ most between two runs' netlists, each with both counts: where a
    size difference sits (the flip-flops a hierarchical run keeps that a flattened one merged), not only its total."""
    if len(designs) != 2:
        return []
    counts = [{row["name"].split(":", 1)[1]: int(row["value"]) for row in _cell_count_rows(d, tools)} for d in designs]
    kinds = sorted(set(counts[0]) | set(counts[1]), key=lambda k: (-abs(counts[0].get(k, 0) - counts[1].get(k, 0)), k))
    differing = [k for k in kinds if counts[0].get(k, 0) != counts[1].get(k, 0)][:limit]
    if not differing:
        return []
    first, second = designs
    return [_computed(first, tools, f"{first} vs {second}: the cell types whose counts differ most (counted in the "
                      "netlists): " + ", ".join(f"{k} {counts[0].get(k, 0)} vs {counts[1].get(k, 0)}" for k in differing))]


def module_flops(design: str, module: str, tools: RunTools) -> Fact | None:
    """Flip-flops of one module, counted from its cells (the stat's per-type totals, else the netlist's instances)."""
    for row in tools.module_names(design):
        if row["name"].split("(")[0] != module:
            continue
        cells = tools.graph.query(instances_of(row["id"]))
        totals = [c for c in cells if not c["name"]] or cells
        flops: Counter[str] = Counter()
        for cell in totals:
            if _FLOP.search(cell["cell_type"]) and not _LATCH.search(cell["cell_type"]):
                flops[cell["cell_type"]] += int(cell["count"] or 1)
        if cells:
            count = sum(flops.values())
            return Fact(design, tools.rows[design]["run_id"], f"{design}: module {module} has {count} flip-flops (counted "
                        f"from its cells in {row['source']}: " + (", ".join(f"{k} {n}" for k, n in flops.items()) or "none")
                        + ")", row["source"], row["line"], row["line"], float(count), "cells", verbatim=False)
    return None


def failing_step(design: str, tools: RunTools) -> Fact | None:
    """The Yosys pass a failed run stopped in: the last pass header above its first error, quoted as printed
    (a parse error stops in the frontend's step, a missing module in HIERARCHY: elaboration)."""
    i, a = tables.issue.c, tables.artifact.c
    rows = tools.graph.query(select(i.source, i.line).join_from(tables.issue, tables.artifact, a.id == i.artifact_id).where(
        i.design_id == tools.rows[design]["id"], i.severity == "error", a.kind == "yosys_log").order_by(i.line).limit(1))
    if not rows:
        return None
    source, line = rows[0]["source"], int(rows[0]["line"])
    printed = tools.printed_lines(design, source)
    for n in range(min(line, len(printed)), 0, -1):
        text = printed[n - 1].strip()
        if PASS_HEADER.match(text):
            return Fact(design, tools.rows[design]["run_id"], f"{design}: the error came in step {text}", source, n, n)
    return None


def unmapped_cells_read(design: str, tools: RunTools) -> list[Fact]:
    """Why the timer cannot read a netlist the run's own Yosys wrote: the flow maps one half of the design onto the
    library and not the other. With ``abc -liberty`` but no ``dfflibmap`` the flip-flops stay Yosys's generic cells,
    which ``write_verilog`` writes as ``reg`` and ``always`` blocks ("syntax error, unexpected REG"); with
    ``dfflibmap`` but no ``abc -liberty`` the logic stays generic gates, written as ``assign`` expressions (``~``,
    ``^``, ``?:``). A gate-level reader rejects both. Said with the generic cells the final stat lists and the command
    that wrote the netlist; nothing when the flow maps both halves (or neither: a generic run) or no reader error points
    into a netlist it wrote."""
    commands = tools.commands(design)
    flops_mapped = any(row["name"] == "dfflibmap" for row in commands)
    logic_mapped = any(row["name"] == "abc" and "-liberty" in row["args"].split() for row in commands)
    if flops_mapped == logic_mapped:
        return []
    written = [(row, path) for row in commands if row["name"] == "write_verilog"
               for path in row["args"].split()[-1:] if not path.startswith("-")]
    errors = tools.issues(design, severity="error")
    read = [(row, path) for row, path in written if any(f"(at {path}:" in f.text for f in errors)]
    if not read:
        return []
    if logic_mapped:
        generic = _stat_cells(design, tools, lambda cell: cell.startswith("$") and bool(_FLOP.search(cell)),
                              "{count} flip-flops left as Yosys generic cells")
        missing, kept = "dfflibmap", "flip-flops as generic cells written as reg/always blocks"
    else:
        generic = _stat_cells(design, tools, lambda cell: cell.startswith("$") and not _FLOP.search(cell),
                              "{count} logic cells left as Yosys generic gates")
        missing, kept = "abc -liberty (ABC's mapping of the logic onto the library's gates)", (
            "logic as generic gates written as assign expressions")
    if generic is None:
        return []
    row, path = read[0]
    said = Fact(design, tools.rows[design]["run_id"], f"{design}: the flow gives no {missing}, so {path} holds its "
                f"{kept}, which the timer's netlist reader rejects; it was written by `{command_text(row)}` "
                f"({row['source']}:{row['line']})", row["source"], row["line"], row["line"], verbatim=False)
    return [said, generic]


def failing_step_records(design: str, tools: RunTools) -> list[Fact]:
    """The failing step (``failing_step``), then the warnings it printed before its error: ``check -assert`` stops on
    "Found 2 problems", and the problems are the records its CHECK pass listed above it (a conflicting driver, a logic
    loop). Empty when the run did not fail in a step of its Yosys log."""
    step = failing_step(design, tools)
    if step is None:
        return []
    errors = [f.line for f in tools.issues(design, severity="error") if f.source == step.source and f.line > step.line]
    end = min(errors, default=step.line)
    printed = tools.printed_lines(design, step.source)
    return [step, *(_with_listing(f, printed) for f in tools.issues(design, severity="warning")
                    if f.source == step.source and step.line < f.line < end)]


_LISTED = 8
"""Indented lines quoted after a record that ends with a colon (the drivers in conflict, the cells of a loop)."""


def _with_listing(fact: Fact, printed: Sequence[str]) -> Fact:
    """A record that ends with a colon, with the indented lines under it that it introduces: "found logic loop in
    module hyena_loop:" is said by the cells and wires listed below it (``wire \\hold``)."""
    if not fact.text.endswith(":"):
        return fact
    listed = []
    for text in printed[fact.line: fact.line + _LISTED]:
        if not text[:1].isspace() or not text.strip():
            break
        listed.append(text.strip())
    return replace(fact, text=f"{fact.text} {' | '.join(listed)}", end_line=fact.line + len(listed)) if listed else fact


_MEMORY_MAPPED = re.compile(r"^Mapping memory \\?(\S+) in module \\?(\S+?):?$")
"""Yosys's memory_map pass turning an inferred memory into logic and flip-flops."""
_MEMORY_CELL = re.compile(r"^\$mem\w*\s+\d+$")
"""A memory cell's line in a stat block's cell list (``$mem_v2   1``)."""


def memory_facts(design: str, tools: RunTools) -> list[Fact]:
    """How synthesis implemented the design's memories: each one the memory_map pass turned into logic and flip-flops
    (its log line), memory cells left in the final statistics (``$mem_v2``: kept as a memory), the memory count the
    stat prints, and the flip-flops the netlist holds."""
    run_id = tools.rows[design]["run_id"]
    lines = tools.stored_lines(design)  # matched by pattern: no need to tokenize them as a search would
    facts = [Fact(design, run_id, f"{design}: memory {found.group(1)} of module {found.group(2)} was mapped to logic "
                  f"and flip-flops (Yosys memory_map: {text})", path, n, n)
             for path, n, text in lines if (found := _MEMORY_MAPPED.match(text))]
    mapped = [(f.source, f.line) for f in facts]
    cells = [(path, n, text) for path, n, text in lines if _MEMORY_CELL.match(text)
             and not any(source == path and line > n for source, line in mapped)]  # a stat before memory_map ran
    if cells:  # the last statistics list the cells the run ended with
        path, n, text = cells[-1]
        facts.append(Fact(design, run_id, f"{design}: the last statistics still list a memory cell "
                          f"({' '.join(text.split())}): the memory was kept as a memory, not mapped to flip-flops",
                          path, n, n))
    facts += [f for f in (tools.metric(design, metrics.MEMORIES), tools.metric(design, metrics.MEMORY_BITS),
                          flop_count(design, tools)) if f is not None]
    return facts


def metric_fact(design: str, metric: str, tools: RunTools) -> Fact | None:
    """A metric's value for ``design``: the flip-flop count is counted (netlist, stat), the minimum period and fmax
    computed from the clock period and the worst setup slack, the others are stored."""
    if metric == metrics.FLOPS:
        return flop_count(design, tools)
    if metric in (metrics.MIN_PERIOD, metrics.FMAX):
        return _period_fact(design, metric, tools)
    if metric == metrics.ERRORS:
        return error_count(design, tools)
    if metric == metrics.CLOCKS:
        return clock_count(design, tools)
    if metric == metrics.CELLS and tools.metric(design, metric) is None:
        return _netlist_cells(design, tools)
    return tools.metric(design, metric)


def per_build(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """A synthesis figure of each build, when the run synthesised its design more than once into folders of their own
    (``aw2_depth4/`` beside ``aw4_depth16/``: a parameter or a script option changed; ``build_folders``) and the builds
    differ in it: the last value each build's log prints, in ingest order. Empty for a run of one build, where
    ``metric_fact`` answers."""
    builds = _build_logs(design, metric, tools)
    if not builds:
        return []  # no synthesis figure, or one log: no builds to tell apart, and no folder to look up
    folders = build_folders(design, tools)
    builds = [f for f in builds if str(Path(f.source).parent) in folders]
    return builds if len({fact.value for fact in builds}) > 1 else []


def _build_logs(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """The last value of a synthesis figure in each log that prints it, when two logs or more do, each said with its
    log."""
    if not metric.startswith("synth__"):
        return []
    last = last_by_source(design, metric, tools)
    return [replace(fact, text=f"{fact.text} (the build logged in {source})") for source, fact in last.items()
            ] if len(last) > 1 else []


def last_by_source(design: str, metric: str, tools: RunTools) -> dict[str, Fact]:
    """The last value of ``metric`` each of the run's files prints, by file, in ingest order."""
    return {fact.source: fact for fact in tools.metric_values(design, metric)}


def build_folders(design: str, tools: RunTools) -> set[str]:
    """The folders of a run's builds, when it holds several: each a folder of its own holding a synthesis log that
    prints the area or cell count and the netlist that build wrote (a stat report beside the log is no build)."""
    netlists = {str(Path(path).parent) for path in tools.files_of(design, "netlist")}
    folders = {str(Path(f.source).parent) for f in _build_logs(design, metrics.AREA, tools)
               or _build_logs(design, metrics.CELLS, tools)} & netlists
    return folders if len(folders) > 1 else set()


def builds_side_by_side(design: str, folders: Collection[str], tools: RunTools) -> list[Fact]:
    """Each build of a run that synthesised its design more than once, in ``folders`` (``build_folders``): its area and
    cell count, the flip-flop cells of the netlist it wrote beside its log, and the worst setup slack of the timing
    report in its folder, so two builds (a parameter or an ABC option changed) are read side by side."""
    facts = [f for name in (metrics.AREA, metrics.CELLS) for f in _build_logs(design, name, tools)
             if str(Path(f.source).parent) in folders]
    flops = sorted(name for name in tools.metric_names(design)
                   if name.startswith(CELL_COUNT) and _FLOP.search(name) and not _LATCH.search(name))
    for name in flops:
        cell = name.removeprefix(CELL_COUNT)
        facts += [replace(f, text=f"{design}: {cell} cells = {int(f.value or 0)} (counted in the netlist {f.source})",
                          verbatim=False) for f in tools.metric_values(design, name)
                  if str(Path(f.source).parent) in folders]
    slacks = {f.source: f for f in tools.metric_values(design, metrics.SETUP_WS)}
    facts += [replace(f, text=f"{f.text} (the report {source})") for source, f in slacks.items()
              if str(Path(source).parent) in folders]
    return facts


_CLOCK_NAMES = (re.compile(r"-name\s+\{?([^\s{}\]]+)"), re.compile(r"\bclock (\S+) \((?:rise|fall) edge\)"),
                re.compile(r"get_ports\s+\{?([^\s{}\]]+)"), re.compile(r"^(\S+)\s+\d"))
"""Where a clock's name is on the line that gives its period: ``create_clock -name core_clk``, a path's ``clock clk
(rise edge)`` row, the port a clock without ``-name`` is named after, or the first column of a generated clock's
``report_clock_properties`` row."""


def clock_count(design: str, tools: RunTools) -> Fact | None:
    """The clocks a run defines, each once by name (a clock set at three periods of a sweep is one), cited at the line
    that first defines it: what "more than one clock" counts."""
    first: dict[str, Fact] = {}
    periods = tools.metric_settings(design, metrics.CLOCK_PERIOD) + tools.metric_values(design, metrics.GENERATED_CLOCK_PERIOD)
    for fact in periods:
        line = tools.printed_line(design, fact.source, fact.line)
        named = next((found.group(1) for pattern in _CLOCK_NAMES if (found := pattern.search(line))), None)
        if named is not None:
            first.setdefault(named, fact)
    if not first:
        return None
    where = "; ".join(f"{name} ({fact.source}:{fact.line})" for name, fact in first.items())
    anchor = next(iter(first.values()))
    return replace(anchor, text=f"{design}: clocks defined = {len(first)} clocks (counted: {where})",
                   value=float(len(first)), unit="clocks", verbatim=False)


_BEFORE = stem("before")


def stat_before_pass(design: str, metric: str, words: Sequence[str], tools: RunTools) -> list[Fact]:
    """A ``stat`` count printed before a pass the question names by the pass's own name, then the pass's header:
    "memory bits before memory mapping" is the count the last stat before ``MEMORY_MAP`` printed, a figure the run's
    final stat no longer shows. Empty unless the words name a pass of the run's Yosys log after "before" and the metric
    is one a stat line counts. ("After" a pass is left to the final stat: "cells after abc" means the run's result,
    while the first stat after synth's own ABC pass is an early one.)"""
    counted = next((what for what, name in STAT_COUNTS.items() if name == metric), None)
    if counted is None or _BEFORE not in words:
        return []
    said = words[words.index(_BEFORE) + 1:]
    for log in tools.files_of(design, "yosys_log"):
        lines = tools.printed_lines(design, log)
        passes = [(n, header.group(2).split("_")) for n, text in enumerate(lines, start=1)
                  if (header := PASS_HEADER.match(text)) and header.group(2)]
        named = [(n, parts) for n, parts in passes  # every part of the pass's name said: MEMORY_MAP, "memory mapping"
                 if all(any(word.startswith(part.lower()[:4]) for word in said) for part in parts)]
        if not named:
            continue
        at, parts = max(named, key=lambda item: (len(item[1]), -item[0]))  # the most specific name, its first header
        counts = [n for n, text in enumerate(lines, start=1)
                  if n < at and (found := STAT_COUNT_LINE.match(text)) and found.group(1) == counted]
        pass_line = tools.quote(design, log, at, at)
        if not counts or pass_line is None:
            continue
        line = counts[-1]
        spec = metrics.spec(metric)
        value = float(lines[line - 1].split()[-1])
        return [Fact(design, tools.rows[design]["run_id"], f"{design}: {spec.label if spec else counted} = "
                     f"{metrics.format_value(value, spec.unit if spec else '')} before the {'_'.join(parts)} pass (the "
                     f"last stat printed before it, {log}:{line})", log, line, line, value=value), pass_line]
    return []


_SOURCE_PORT = re.compile(r"-source\s+\[get_ports\s+\{?([^\s{}\]]+)")


def clock_definitions(design: str, names: Collection[str], tools: RunTools) -> list[Fact]:
    """The script lines that define the clocks ``names`` (``create_clock`` or ``create_generated_clock -name X``),
    each generated clock followed by the line defining the clock on its ``-source`` port, then the periods the timer
    derived for them: where a clock comes from, in the run's own constraints."""
    commands = [row for row in tools.commands(design) if row["name"] in CLOCK_COMMANDS]
    named = [row for row in commands if _defined_clock(row["args"]) in names]
    facts: list[Fact] = []
    for row in named:
        port = _SOURCE_PORT.search(row["args"]) if row["name"] == "create_generated_clock" else None
        master = next((other for other in commands if port and other["name"] == "create_clock"
                       and re.search(rf"get_ports\s+\{{?{re.escape(port.group(1))}\b", other["args"])), None)
        for line in (row, *([master] if master is not None else [])):
            facts += [fact] if (fact := tools.quote(design, line["source"], line["line"], line["line"])) else []
    clocks = {_defined_clock(row["args"]) for row in named}
    derived = [fact for fact in tools.metric_values(design, metrics.GENERATED_CLOCK_PERIOD)
               if (tools.printed_line(design, fact.source, fact.line).split() or [""])[0] in clocks]
    cited = {(fact.source, fact.line) for fact in derived}
    shown = [fact for path, n, text in tools.stored_lines(design)  # a timer's clock table: period, then waveform
             if _CLOCK_ROW.match(text) and text.split()[0] in clocks and (path, n) not in cited
             and (fact := tools.quote(design, path, n, n)) is not None]
    return facts + derived + shown


def generated_clocks(design: str, tools: RunTools) -> list[str]:
    """The names of the clocks the run's scripts create with ``create_generated_clock``."""
    return [name for row in tools.commands(design) if row["name"] == "create_generated_clock"
            and (name := _defined_clock(row["args"]))]


def _defined_clock(args: str) -> str:
    found = _CLOCK_NAMES[0].search(args)
    return found.group(1) if found else ""


def _netlist_cells(design: str, tools: RunTools) -> Fact | None:
    """The cells of a run that printed no ``stat`` but kept a mapped netlist (a quiet run, a netlist handed over):
    its library cell instances, counted; a generic netlist writes its cells as expressions and counts none."""
    cells = tools.metric(design, metrics.NET_INSTANCES)
    if cells is None or not cells.value:
        return None
    return replace(cells, text=f"{design}: cell count = {int(cells.value)} cells (counted in the netlist {cells.source}; "
                   "the run printed no stat)", verbatim=False)


def error_count(design: str, tools: RunTools) -> Fact | None:
    """The run's errors from every tool: Yosys's ``ERROR`` lines as its log counts them, and the error records of the
    other tools' outputs (an OpenSTA ``Error:`` line the timer went on after), each tool's share said. A run "with an
    error" is one any of its tools reported one in."""
    stored = tools.metric(design, metrics.ERRORS)
    logged = {path for tool, paths in tools.outputs(design).items() if tool != "yosys" for path in paths}
    others = [f for f in tools.issues(design, severity="error") if f.source in logged]  # not our reading of the RTL
    if not others:
        return stored if stored is not None else _output_errors(design, tools)  # a simulation's "ERROR: bit 6"
    own = int(stored.value or 0) if stored is not None else 0
    places = ", ".join(dict.fromkeys(f"{f.source}:{f.line}" for f in others))
    return _computed(design, tools, f"{design}: error count = {own + len(others)} errors (counted: {own} in the Yosys "
                     f"log, {len(others)} in other tools' output: {places})", own + len(others), "errors")


_OUTPUT_ERROR = re.compile(r"^\s*(?:\*+\s*)?(?:ERROR|Error|error)\s*[:!]")
"""A line an output opens with an error mark (a testbench's ``ERROR: latency 425 ns exceeds 400 ns``)."""


def _output_errors(design: str, tools: RunTools) -> Fact | None:
    """The errors of a run no reader parsed a tool's output of (a simulation alone): the lines of its outputs that
    open with an error mark, counted, zero included, as every line of them was read; None without outputs."""
    outputs = tools.unparsed_outputs().get(design, [])
    if not outputs:
        return None
    found = [f"{path}:{n}" for path, n in _output_error_places(design, outputs, tools)]
    return _computed(design, tools, f"{design}: error count = {len(found)} errors (counted: lines opening with an error "
                     f"mark in {', '.join(outputs)}" + (f": {', '.join(found)})" if found else ")"), len(found), "errors")


def _output_error_places(design: str, outputs: Sequence[str], tools: RunTools) -> list[tuple[str, int]]:
    return [(path, n) for path in outputs for n, text in enumerate(tools.printed_lines(design, path), start=1)
            if _OUTPUT_ERROR.match(text)]


def printed_errors(design: str, tools: RunTools) -> list[Fact]:
    """The error lines a run's unparsed outputs print (a testbench's ``ERROR: btn_db still low ...``), quoted: what
    "the error it printed" is for a run whose simulation failed, before any reading of its RTL."""
    places = _output_error_places(design, tools.unparsed_outputs().get(design, []), tools)
    return [fact for path, n in places if (fact := tools.quote(design, path, n, n)) is not None]


def flop_count(design: str, tools: RunTools) -> Fact | None:
    """Flip-flops counted in the netlist; else in the top module's final ``stat`` (a generic run writes its
    ``$_DFF*`` cells as ``always`` blocks); else zero when the netlist's cells were all counted and none is a
    flip-flop type (a purely combinational design has 0 flip-flops, not an unreported count)."""
    counted = next((f for f in cell_breakdown(design, tools) if "flip-flop count" in f.text), None)
    if counted is not None:
        return counted
    stat = _stat_cells(design, tools, lambda cell: bool(_FLOP.search(cell)) and not _LATCH.search(cell),
                       "flip-flop count = {count} flip-flops")
    if stat is not None:
        return stat
    netlist = tools.metric(design, metrics.NET_INSTANCES)
    if netlist is None or not netlist.value:
        return None
    return replace(netlist, text=f"{design}: flip-flop count = 0 flip-flops (counted in the netlist: none of its "
                   f"{int(netlist.value)} cells is a flip-flop type)", value=0.0, unit="cells", verbatim=False)


_Q_NET = re.compile(r"\.Q\(\s*(\\\S+|[^)\s\[]+)\s*(\[[^\]]*\])?\s*\)")
"""A flop's Q connection: a plain or escaped net name (``\\mem[14]``) and its bit select (`` [0]``)."""


_CLOCK_PIN = re.compile(r"\.(?:CLK|CK|CP|C|clk)\(\s*(\\\S+|[^)\s\[]+)")
"""A flop's clock connection, by the pin names the standard-cell libraries give it."""


def _flop_pins(design: str, tools: RunTools) -> Iterator[tuple[re.Match[str], str]]:
    """Each flip-flop of the run's first netlist that has any (as ``_cell_count_rows``: two builds' flops are no one
    design's, unless each is a build in a folder of its own): its Q connection and the net on its clock pin ("" when
    none is read)."""
    folders = build_folders(design, tools)
    for row in tools.graph.query(stored_files(tools.rows[design]["id"], "netlist")):
        found = False
        for cell, body in re.findall(r"^\s*([\w$\\]+)\s+[\w$\\.\[\]]+\s*\((.*?)\);", row["text"], re.DOTALL | re.MULTILINE):
            pin = _Q_NET.search(body) if _FLOP.search(cell) and not _LATCH.search(cell) else None
            if pin:
                found = True
                clock = _CLOCK_PIN.search(body)
                yield pin, clock.group(1).lstrip("\\") if clock else ""
        if found and not folders:
            return


def register_clocks(design: str, tools: RunTools) -> dict[str, str]:
    """The clock each register of the netlist is clocked by ("tog_a" -> "clk_a"): the clock the run's scripts create
    on the net its flops' clock pins share. A register whose flops see two nets, or a net no clock is created on, has
    none."""
    nets: dict[str, set[str]] = {}
    for pin, net in _flop_pins(design, tools):
        nets.setdefault(pin.group(1).lstrip("\\").partition("[")[0], set()).add(net)
    sources: dict[str, str] = {}
    for row in tools.commands(design):
        if row["name"] in CLOCK_COMMANDS and (named := _CLOCK_NAME.search(row["args"])):
            for source in re.findall(r"\[get_(?:ports|nets|pins)\s+\{?([^\]}]+)", row["args"]):
                sources.setdefault(source.strip(), named.group(1))
    return {register: sources[net] for register, (net, *more) in ((r, sorted(n)) for r, n in nets.items())
            if not more and net in sources}


def flop_registers(design: str, tools: RunTools) -> Fact | None:
    """The registers the netlist's flip-flops hold, by the net each Q pin drives (``state[0..4]``, ``floor[0..1]``):
    what a flop count is made of, when it differs from the count the RTL suggests (a re-encoded FSM's state bits)."""
    held: dict[str, list[str]] = {}
    words: dict[str, set[str]] = {}
    for pin, _ in _flop_pins(design, tools):
        net, bit = pin.group(1).lstrip("\\"), (pin.group(2) or "").strip("[] ")
        base, _, word = net.partition("[")
        if word:  # an escaped name with an index (``\mem[14] [0]``): a word of a memory built from flops
            words.setdefault(base, set()).add(word.rstrip("]"))
        held.setdefault(base, []).append(bit)
    if not held:
        return None
    parts = [f"memory {name}: {len(words[name])} words x {len(bits) // len(words[name])} bits ({len(bits)})"
             if name in words else f"{name}[{', '.join(bits)}] ({len(bits)})" if any(bits) else f"{name} ({len(bits)})"
             for name, bits in held.items()]
    return _computed(design, tools, f"{design}: registers of the {sum(map(len, held.values()))} flip-flops: " + ", ".join(parts)
                     + " (counted from each flop's Q net in the netlist)")


_ALIAS = re.compile(r"^\s*assign\s+(\\?[\w$.]+(?:\s*\[\d+\])?)\s*=\s*(\\?[\w$.]+(?:\s*\[\d+\])?)\s*;")
"""A netlist net that only repeats another (``assign gray[7] = bin[7];``)."""
_CLOCKED_TARGET = re.compile(r"^\s*(\\?[\w$.]+(?:\s*\[\d+\])?)\s*<=")
"""A register bit a generic netlist writes as ``always @(posedge clk) y[0] <= res[0];``."""


def merged_registers(design: str, tools: RunTools, limit: int = 3) -> list[Fact]:
    """The netlist's nets that repeat a register bit of another name and have no flop of their own (``assign nf =
    y[7];``): two RTL registers that always load the same value leave one flop, so a flop count comes out below the
    registered bits the RTL declares."""
    registered = {f"{pin.group(1).lstrip(chr(92))}{(pin.group(2) or '').replace(' ', '')}" for pin, _ in
                  _flop_pins(design, tools)}
    lines = [(path, n, text) for path in tools.files_of(design, "netlist")
             for n, text in enumerate(tools.source_lines(design, path)[1:], start=1)]  # after the path
    registered |= {target.group(1).replace(" ", "").lstrip("\\") for _, _, text in lines
                   if (target := _CLOCKED_TARGET.match(text))}
    found: list[Fact] = []
    for path, n, text in lines:
        alias = _ALIAS.match(text)
        if not alias or len(found) >= limit:
            continue
        net, source = (side.replace(" ", "").lstrip("\\") for side in alias.groups())
        if source in registered and net not in registered:
            found.append(Fact(design, tools.rows[design]["run_id"], f"{design}: {net} has no flip-flop of its own: the "
                              f"netlist drives it from the register bit {source} ({path}:{n}: {text.strip()}), so "
                              "the two RTL registers share one flop", path, n, n))
    return found


def cell_type_count(design: str, cell: str, tools: RunTools) -> Fact:
    """Cells of one type: counted in the netlist, else in the top module's final ``stat`` (a generic run's
    ``$_DFFE_PP_`` cells are written as expressions in its netlist)."""
    counted = tools.cell_count(design, cell)
    if counted.value:
        return counted
    return _stat_cells(design, tools, lambda kind: kind == cell, f"{cell} cells = {{count}} cells") or counted


def latch_cells(design: str, tools: RunTools) -> Fact | None:
    """Latch cells, one per latched bit (the log's inferred latches are one per signal): counted in the netlist, or
    in the top module's final ``stat`` when the netlist writes them as ``always`` blocks (unmapped ``$_DLATCH_``)."""
    counted = next((f for f in cell_breakdown(design, tools) if " latch cells " in f.text), None)
    if counted is not None:
        return counted
    return _stat_cells(design, tools, lambda cell: bool(_LATCH.search(cell)), "{count} latch cells")


def latched_bits(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """What a latch count is given beside: the log counts latched signals, the netlist latched bits, and a user asking
    for "latches" means either; other metrics have no companion. Latch cells of a library come with the generic
    latch types they were mapped from (32 ``$_DLATCH_P_`` and 8 ``$_DLATCH_N_``: which latches are transparent high
    and which low)."""
    cells = latch_cells(design, tools) if metric == metrics.LATCHES else None
    if cells is None:
        return []
    generic = None if "$_DLATCH" in cells.text else _generic_latch_rows(design, tools)
    return [cells, *([generic] if generic is not None else [])]


_GENERIC_LATCH_ROW = re.compile(r"^\$_DLATCH\w*\s+\d+$")
"""A row of a Yosys ``stat`` counting one of its generic latch types (as stored: stripped)."""


def _generic_latch_rows(design: str, tools: RunTools) -> Fact | None:
    """The rows of the first ``stat`` that counts Yosys's generic latch types, quoted: the latches before a mapping
    pass turned them into library cells."""
    rows = [(path, n) for path, n, text in tools.stored_lines(design) if _GENERIC_LATCH_ROW.match(text)]
    if not rows:
        return None
    path, first = rows[0]
    last = first
    for other, n in rows[1:]:
        if other != path or n > last + 1:
            break
        last = n
    return tools.quote(design, path, first, last)


def _stat_cells(design: str, tools: RunTools, kind: Callable[[str], bool], said: str) -> Fact | None:
    """Cells of one kind in the top module's final ``stat``, ``said`` with their ``{count}``."""
    found = _final_stat(design, tools, kind)
    if found is None:
        return None
    row, count, parts, _ = found
    return Fact(design, tools.rows[design]["run_id"], f"{design}: {said.format(count=count)} (the stat of "
                f"{design} in {row['source']}: " + ", ".join(parts) + ")",
                row["source"], row["line"], row["line"], float(count), "cells", verbatim=False)


def _final_stat(design: str, tools: RunTools, kind: Callable[[str], bool]
                ) -> tuple[RowMapping, int, list[str], list[str]] | None:
    """The top module's final ``stat`` block holding cells of one kind: (its row, their count, the count of each type
    and submodule as said, the types); None when no such block holds one."""
    top = tools.rows[design]["top"] or design  # sigdelta_flat and sigdelta_hier are named by folder: their top's stat
    rows = tools.module_names(design)
    final = tools.metric(design, metrics.CELLS)  # the stat the run's cell count is read from is its final one; a
    ordered = sorted(rows, key=lambda row: final is None or row["source"] != final.source)  # ``tee -o`` file an earlier
    for row in ordered:
        if base_module_name(row["name"]) not in (design, top):
            continue
        stats = {other["name"]: other for other in rows if other["source"] == row["source"]}
        count, parts, types = _stat_tally(row, stats, kind, tools)
        if parts:
            return row, count, parts, types
    return None


def _stat_tally(row: RowMapping, stats: Mapping[str, RowMapping], kind: Callable[[str], bool], tools: RunTools,
                depth: int = 0) -> tuple[int, list[str], list[str]]:
    """Cells of one kind in a module's stat, with those of each submodule instance its stat lists (a hierarchical
    run's top holds one flop and two ``sd_integrator`` instances of 14 each: 29): the count, each type's and
    submodule's share as said, and the types counted."""
    count, parts, types = 0, [], []
    for cell in tools.graph.query(instances_of(row["id"])):
        number = int(cell["count"] or 1)
        if cell["name"]:
            continue
        if kind(cell["cell_type"]):
            count += number
            parts.append(f"{cell['cell_type']} {number}")
            types.append(cell["cell_type"])
        elif cell["cell_type"] in stats and depth < 8:
            inner, said, held = _stat_tally(stats[cell["cell_type"]], stats, kind, tools, depth + 1)
            if inner:
                count += number * inner
                parts.append(f"{number} x {cell['cell_type']} ({', '.join(said)})")
                types += held
    return count, parts, types


# -- timing: critical path breakdown, what-if, minimum period ----------------------------------------

def _instance_module(design: str, tools: RunTools) -> dict[str, str]:
    """Instance name -> module name, from the RTL hierarchy (``mul`` -> ``mult8``)."""
    i, mod, a = tables.instance.c, tables.module.c, tables.artifact.c
    rows = tools.graph.query(select(i.name, i.cell_type).join_from(tables.instance, tables.module, mod.id == i.module_id)
                             .join(tables.artifact, a.id == mod.artifact_id)
                             .where(mod.design_id == tools.rows[design]["id"], a.kind == "rtl", i.name != "")
                             .order_by(i.id))
    return {r["name"]: base_module_name(r["cell_type"]) for r in rows}


def _port_constraints(design: str, tools: RunTools, path: RowMapping) -> list[Fact]:
    """The input or output delay the scripts set, for a path that starts or ends at a port: an IO path's slack is
    bounded by that budget as much as by the logic."""
    raw = json.loads(path["raw"] or "{}")
    ends = [(raw.get("start_kind", ""), "input", metrics.INPUT_DELAY), (raw.get("end_kind", ""), "output", metrics.OUTPUT_DELAY)]
    return [f for kind, port, metric in ends if kind.startswith(f"{port} port")
            for f in tools.metric_settings(design, metric)]


def _instances_said(instances: Sequence[str]) -> str:
    return f" (instances {', '.join(instances)})" if instances else ""


def path_breakdown(design: str, tools: RunTools, path_type: str = "max", slowest_first: bool = False,
                   row: RowMapping | None = None) -> list[Fact]:
    """The worst path (or ``row``), its dominant stages, the delay each submodule contributes, and the usual fixes;
    with ``slowest_first`` (the question asks which stage is slowest) the stage adding the most delay, the launch
    flop's clock-to-Q included, comes right after the path."""
    paths = [row] if row is not None else tools.paths(design, path_type)
    if not paths:
        return []
    worst = paths[0]
    facts = [tools.path_fact(design, worst), *crossing_relations(design, tools, path_type, worst)]
    every = tools.stages(worst["id"])
    stages = [s for s in every if "external delay" not in s["pin"]]
    external = [s for s in every if "external delay" in s["pin"]]  # the input delay a path from a port starts after
    if not stages:
        return facts + _port_constraints(design, tools, worst)
    raw = json.loads(worst["raw"] or "{}")
    if slowest_first:
        slowest = max(stages, key=lambda st: float(st["delay"]))
        of_arrival = f" of the path's {raw['arrival']} ns" if raw.get("arrival") else ""
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: the slowest stage of the worst path is "
                          f"{slowest['pin']} ({slowest['cell']}): {slowest['delay']} ns{of_arrival}",
                          worst["source"], slowest["line"], slowest["line"], verbatim=False))
    owners = _instance_module(design, tools)
    by_part: dict[str, float] = defaultdict(float)
    crossed: dict[str, list[str]] = defaultdict(list)  # each part's instances, in the order the path enters them
    for stage in stages:
        head = stage["pin"].split("/")[0] if stage["pin"].count("/") >= 2 else ""
        part = owners.get(head, head) or "top level"
        by_part[part] += float(stage["delay"])
        if head and head != part and head not in crossed[part]:
            crossed[part].append(head)
    arrival = float(worst["arrival"] or 0.0) or sum(by_part.values())
    dominant = sorted(by_part.items(), key=lambda kv: -kv[1])
    budget = [f"{st['pin'].strip()} {st['delay']} ns ({share(float(st['delay']), arrival)})" for st in external
              if float(st["delay"])]  # "how much of the path is input delay": the budget the port is given first
    of_arrival = f" of the {raw['arrival']} ns arrival" if raw.get("arrival") else ""
    facts.append(_computed(design, tools, f"{design}: {len(stages)} stages on the worst path; delay by part"
                           f"{of_arrival} (computed: sum of incremental delays): " + ", ".join([
                               *(f"{part}{_instances_said(crossed[part])} {value:.2f} ns ({share(value, arrival)})"
                                 for part, value in dominant), *budget])))
    if set(by_part) == {"top level"} and raw.get("hier_nets"):  # flattened: the nets still name the blocks
        nets = raw["hier_nets"].split()
        blocks = ", ".join(dict.fromkeys(net.rsplit(".", 1)[0] for net in nets))
        line = int(raw["hier_nets_line"])
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: the netlist is flat, but the path's nets "
                          f"keep the flattened hierarchy's names ({', '.join(nets)}): it crosses {blocks}",
                          worst["source"], line, line, verbatim=False))
    if raw.get("max_fanout"):  # a heavily loaded net slows the stage that drives it
        line = int(raw["max_fanout_line"])
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: the path's most loaded net is "
                          f"{raw['max_fanout_net']} (fanout {raw['max_fanout']})", worst["source"], line, line,
                          verbatim=False))
    launch = next((st for st in stages[:3] if st["pin"].rsplit("/", 1)[-1].upper().startswith("Q")), None)
    if launch is not None:
        register = register_net(design, tools, launch["pin"].rsplit("/", 1)[0])
        named = f", the register driving {register} in the netlist" if register else ""
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: launch flop {launch['pin']} ({launch['cell']}"
                          f"{named}): clock-to-Q adds {launch['delay']} ns, reaching {launch['time']} ns",
                          worst["source"], launch["line"], launch["line"]))
    if (endpoint := endpoint_fact(design, tools, worst)) is not None:
        facts.append(endpoint)
    for stage in sorted([st for st in stages if st is not launch], key=lambda st: -float(st["delay"]))[:3]:
        instance, _, pin = stage["pin"].rpartition("/")
        load = net_fanout(design, tools, instance, pin) if instance else None
        drives = f"; it drives net {load[0]}, fanout {load[1]} (counted in the netlist)" if load and load[1] > 1 else ""
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: stage {stage['pin']} ({stage['cell']}) "
                          f"adds {stage['delay']} ns, reaching {stage['time']} ns{drives}", worst["source"], stage["line"],
                          stage["line"]))
    facts += _port_constraints(design, tools, worst)
    if worst["slack"] < 0:
        facts.append(_computed(design, tools, f"{design}: usual fixes: " + "; ".join(FIXES_FOR_PATH)))
    return facts


def other_checks(design: str, tools: RunTools) -> list[Fact]:
    """The worst path of every check besides setup the reports hold (hold, recovery, removal), worst first: "it meets
    timing" is said of all of them, and a clean setup slack (the one ``report_worst_slack`` prints) can sit beside a
    violated hold or min-delay check."""
    worst = [rows[0] for kind in tools.path_types(design) - {"max"} if (rows := tools.paths(design, kind))]
    return [fact for row in sorted(worst, key=lambda row: row["slack"]) if (fact := tools.path_fact(design, row))]


def endpoint_fact(design: str, tools: RunTools, path: RowMapping) -> Fact | None:
    """What a path's capture flop is in the netlist: its cell type (a DFFSR has the asynchronous set and reset a
    recovery check times) and the register its Q pin holds."""
    capture = str(path["endpoint"]).split("/")[0]
    cell, captured = register_cell(design, tools, capture)
    if not captured or capture == path["startpoint"]:
        return None
    return Fact(design, tools.rows[design]["run_id"], f"{design}: endpoint {path['endpoint']} is a {cell}, the flop "
                f"holding {captured} in the netlist", path["source"], path["line"], path["line"], verbatim=False)


def register_net(design: str, tools: RunTools, instance: str) -> str:
    """The net a flop instance's Q pin drives, read from the stored gate netlist (``_1048_`` -> ``amt_q[0]``)."""
    return register_cell(design, tools, instance)[1]


def net_fanout(design: str, tools: RunTools, instance: str, pin: str) -> tuple[str, int] | None:
    """The net an instance's output ``pin`` drives and how many other pins it reaches in the stored gate netlist:
    a stage slow for its cell is often one loaded by many inputs, which a report without ``-fields fanout`` hides."""
    found = _pin_net(design, tools, instance, pin)
    if found is None:
        return None
    _, net, netlist = found
    return net.lstrip("\\"), len(re.findall(rf"\.\w+\(\s*{re.escape(net)}\s*\)", netlist)) - 1


def register_cell(design: str, tools: RunTools, instance: str) -> tuple[str, str]:
    """A flop instance's cell type and the net its Q pin drives, read from the stored gate netlist (``_1048_`` ->
    ``DFFPOSX1``, ``amt_q[0]``); empty strings when the netlist has no such flop."""
    found = _pin_net(design, tools, instance, "Q")
    return (found[0], found[1].lstrip("\\").strip()) if found else ("", "")


def _pin_net(design: str, tools: RunTools, instance: str, pin: str) -> tuple[str, str, str] | None:
    """An instance's cell type, the net connected to its ``pin`` and the text of the netlist that holds it, from
    the stored gate netlists (the instance named by the last part of a hierarchical path); None when none has it."""
    leaf = instance.rsplit("/", 1)[-1]
    for row in tools.graph.query(stored_files(tools.rows[design]["id"], "netlist")):
        block = re.search(rf"([\w$\\]+)\s+{re.escape(leaf)}\s*\((.*?)\);", row["text"], re.DOTALL)
        connected = re.search(rf"\.{re.escape(pin)}\(\s*([^)]*?)\s*\)", block.group(2)) if block else None
        if block and connected:
            return block.group(1), connected.group(1), row["text"]
    return None


def _period(design: str, tools: RunTools) -> Fact | None:
    return tools.metric(design, metrics.CLOCK_PERIOD)


def decimals(*printed: str) -> int:
    """How many decimals the inputs were printed with: a value computed from them is shown at that precision."""
    return max([places(p) for p in printed] + [2])


def min_period(design: str, tools: RunTools) -> list[Fact]:
    """Shortest period that meets setup = clock period - worst setup slack, at the precision the report
    prints (no grid of our own: the report's digits are what the tool resolved). None is computed from a report the
    timer made after failing to read part of the netlist, or timing no path (``caveats`` of the report the slack is
    read from; another attempt's failed read is no matter): its worst slack is of what it read, and the period it
    gives would be no bound for the design."""
    shortest = _shortest_period(design, tools)
    if shortest is None or any(caveat.source == shortest.slack.source for caveat in tools.caveats(design)):
        return []
    fmax = f"; fmax {1000.0 / shortest.best:.1f} MHz" if shortest.best > 0 else ""
    change = shortest.best - (shortest.period.value or 0.0)  # set: _shortest_period returns None without it
    places = shortest.places
    return [shortest.period, shortest.slack, _computed(
        design, tools, f"{design}: minimum clock period {shortest.best:.{places}f} ns{fmax}; the period must change by "
        f"{change:+.{places}f} ns (computed: {shortest.how})", shortest.best, "ns")]


class _Shortest(NamedTuple):
    """The period a run would just meet setup at, and what it was computed from."""

    period: Fact
    slack: Fact
    best: float
    places: int
    how: str


def _shortest_period(design: str, tools: RunTools) -> _Shortest | None:
    """The clock period, the worst setup slack, the period that would just meet it, its decimals and how it was
    computed; None when the run has no timed clock. A path with less than a cycle between its launch and capture
    edges (a falling-edge flop to a rising one: half a cycle) loses only that share of a shorter period, so its
    slack stretches by the inverse share: the period it needs may exceed the worst slack's."""
    rows = tools.paths(design)
    if nearest := _attempt_nearest_meeting(design, rows, tools):  # a sweep: one attempt's period, slack and paths
        period, worst, rows = nearest
        slack, value, printed = tools.path_fact(design, worst), worst["slack"], json.loads(worst["raw"] or "{}").get(
            "slack", f"{worst['slack']}")
    else:
        timed, reported = _period(design, tools), tools.metric(design, metrics.SETUP_WS)
        if timed is None or reported is None or timed.value is None or reported.value is None:
            return None
        period = timed
        slack, value, printed = _most_digits(design, reported, reported.value, tools)
    if period.value is None:
        return None
    places = decimals(period.quoted.split()[0], printed)
    best, how = period.value - value, f"clock period {period.quoted} minus worst setup slack {printed} ns"
    raws = [(row, json.loads(row["raw"] or "{}")) for row in rows]
    shares = [(row, share, raw.get("clock")) for row, raw in raws
              if (share := _cycle_share(raw, period.value)) is not None]
    partial = {clock for _, share, clock in shares if share < 1}  # a clock with a falling-edge launch or capture
    needs = [(period.value - row["slack"] / share, row, share) for row, share, clock in shares if clock in partial]
    if needs:  # each path of that clock needs the period its own window allows: the largest is the run's
        best, row, share = max(needs, key=lambda need: need[0])
        slack = tools.path_fact(design, row)
        how = (f"clock period {period.quoted} minus the slack {row['slack']:.{places}f} ns of the path {row['startpoint']} "
               f"-> {row['endpoint']}" + (f" over its {share:g} of a cycle between launch and capture edges"
                                          if share < 1 else ""))
    return _Shortest(period, slack, best, places, how)


def _attempt_nearest_meeting(design: str, rows: Sequence[RowMapping], tools: RunTools
                             ) -> tuple[Fact, RowMapping, list[RowMapping]] | None:
    """Of a run timed at several periods, the attempt whose worst setup slack is nearest zero: its period, its worst
    setup path and all its paths. The shortest period is read from one attempt, never a period of one report and a
    slack of another; the attempt nearest to just meeting says it with the least extrapolation."""
    tried = attempts(design, tools)
    if len(tried) < 2:
        return None
    periods = tools.metric_values(design, metrics.CLOCK_PERIOD)
    found = []
    for attempt in tried:
        own = [row for row in rows if attempt.holds(row["source"], row["line"])]
        setup = [row for row in own if row["path_type"] == "max" and row["slack"] is not None]
        period = next((f for f in of_attempt(periods, attempt) or periods if f.value == attempt.period), None)
        if setup and period is not None:
            worst = min(setup, key=lambda row: row["slack"])
            found.append((abs(worst["slack"]), attempt.period, period, worst, own))
    if not found:
        return None
    _, _, period, worst, own = min(found, key=lambda item: item[:2])
    return period, worst, own


def _cycle_share(raw: dict[str, str], period: float) -> float | None:
    """The share of one clock period between a path's launch and capture edges when both are of the clock it is
    timed against (0.5 from a falling to the next rising edge); None when the report does not say."""
    try:
        window = float(raw["period"]) - float(raw["launch"])
    except (KeyError, ValueError):
        return None
    return window / period if raw.get("launch_clock") == raw.get("clock") and 0 < window <= period else None


def _period_fact(design: str, metric: str, tools: RunTools) -> Fact | None:
    """The minimum period or fmax of one run as a figure of its own, so designs can be ranked and filtered by it."""
    shortest = _shortest_period(design, tools)
    if shortest is None:
        return None
    best, places = shortest.best, shortest.places
    if metric == metrics.MIN_PERIOD:
        return _computed(design, tools, f"{design}: minimum clock period = {best:.{places}f} ns (computed: {shortest.how})",
                         round(best, places), "ns")
    if best <= 0:
        return None
    return _computed(design, tools, f"{design}: maximum clock frequency = {1000.0 / best:.1f} MHz (computed: "
                     f"1000 / ({shortest.how}))", round(1000.0 / best, 1), "MHz")


def _most_digits(design: str, slack: Fact, value: float, tools: RunTools) -> tuple[Fact, float, str]:
    """The worst setup slack with the most digits any report prints it with, its value and that printed number:
    ``report_worst_slack`` rounds to two decimals by default (-2.28) while the same path's own slack line has the
    digits asked of ``report_checks`` (-2.284); a period computed from the rounded one would be off by the rounding.
    The two agree when the longer one lies within rounding of the shorter (``within_rounding``; the parser quotes a
    ``report_worst_slack`` line at its path's digits the same way when both are in one report)."""
    printed = slack.quoted.split()[0]
    worst = tools.paths(design)[:1]
    if worst:
        raw, digits = json.loads(worst[0]["raw"] or "{}").get("slack", ""), decimals(printed)
        if decimals(raw) > digits and within_rounding(worst[0]["slack"], value, digits):
            return tools.path_fact(design, worst[0]), worst[0]["slack"], raw
    return slack, value, printed


def _endpoint_slacks(design: str, attempt: Attempt, tools: RunTools) -> list[tuple[float, int]]:
    """(slack, line) of each row of an attempt's endpoint tables (``report_checks -format end``), worst first."""
    lines = tools.printed_lines(design, attempt.source)
    rows, in_table = [], False
    for n in range(max(1, attempt.first), min(len(lines), attempt.last) + 1):
        text = lines[n - 1].strip()
        if SLACK_TABLE_HEAD.match(text) or not text:
            in_table = bool(text)
        elif in_table and (row := SLACK_TABLE_ROW.match(text)):
            rows.append((float(row.group(2)), n))
    return sorted(rows)


def endpoint_rows(design: str, attempt: Attempt, tools: RunTools, most: int = 3) -> list[Fact]:
    """An attempt's endpoint rows, worst slack first: which endpoints fail at that period and by how much, when its
    report prints no path."""
    return [fact for _, n in _endpoint_slacks(design, attempt, tools)[:most]
            if (fact := tools.quote(design, attempt.source, n, n)) is not None]


def _swept(design: str, tools: RunTools) -> list[Attempt]:
    """The run's timing attempts by period when they sweep one clock (two or more); none otherwise: attempts at other
    clocks' periods are two domains, not a sweep."""
    held = sorted(attempts(design, tools), key=lambda a: a.period)
    return held if len(held) >= 2 and len({a.clock for a in held}) == 1 else []


def sweep_overview(design: str, tools: RunTools) -> Fact | None:
    """The worst setup slack at each period a run timed one clock at, how many of them met, and the shortest that
    did: what a sweep was run to find, whether one report loops over the periods or each period has a report of its
    own. Attempts at other clocks' periods are two domains, not a sweep."""
    held = _swept(design, tools)
    if not held:
        return None
    worst: list[tuple[float, float, int]] = []
    reports: dict[float, str] = {}
    for attempt in held:
        slacks = [(row["slack"], row["line"]) for row in tools.paths(design) if attempt.holds(row["source"], row["line"])
                  ] or _endpoint_slacks(design, attempt, tools)
        if slacks:
            worst.append((attempt.period, *min(slacks)))
            reports[attempt.period] = attempt.source
    if len(worst) < 2:
        return None
    met = [period for period, slack, _ in worst if slack >= 0]
    said = ", ".join(f"{period:g} ns {slack:g} ns{'' if slack >= 0 else ' (violated)'}" for period, slack, _ in worst)
    one = len({a.source for a in held}) == 1
    where = held[0].source if one else f"{len(held)} reports"
    shortest = (f"the shortest period that meets setup is {min(met):g} ns" + ("" if one else f", in {reports[min(met)]}")
                if met else "no period of the sweep meets setup")  # each period its own report: the one that passes
    untimed = [a for a in held if a.period not in reports]  # a point the timer could not time ("No paths found.")
    missed = ("; no path timed at " + ", ".join(f"{a.period:g} ns ({a.source})" for a in untimed)) if untimed else ""
    return Fact(design, tools.rows[design]["run_id"], f"{design}: worst setup slack at each period of the sweep in "
                f"{where}: {said}; {shortest} ({len(met)} of {len(worst)} do){missed}",
                held[0].source, worst[0][2], worst[0][2], verbatim=False)


def sweep_figures(design: str, metric: str, tools: RunTools) -> Fact | None:
    """A figure the timer reports once per period (total negative slack, worst negative slack) at each period a run
    swept one clock over, as printed: "how much does tns recover from 3 to 3.5 ns" compares two of them. None unless
    two periods or more each hold one."""
    held = _swept(design, tools)
    if not held or (spec := metrics.spec(metric)) is None:
        return None
    values = tools.metric_values(design, metric)
    found = [(attempt.period, fact) for attempt in held
             if (fact := next((f for f in values if attempt.holds(f.source, f.line)), None)) is not None]
    if len(found) < 2:
        return None
    said = ", ".join(f"{period:g} ns {fact.quoted}" for period, fact in found)
    return Fact(design, tools.rows[design]["run_id"], f"{design}: {spec.label} at each period of the sweep: {said}",
                found[0][1].source, found[0][1].line, found[0][1].line, verbatim=False)


def what_if(design: str, tools: RunTools, period_ns: float) -> list[Fact]:
    """Slack of every reported setup path at ``period_ns`` with the I/O delays held: slack + (new - old period)."""
    period = _period(design, tools)
    paths = tools.paths(design)
    if period is None or period.value is None or not paths:
        return []
    places = decimals(period.quoted.split()[0], *[json.loads(p["raw"] or "{}").get("slack", "") for p in paths])
    facts = [period]
    failing = []
    moved = []  # each path from the period it was timed at: two attempts in one folder were timed at two periods
    for row in paths:
        timed_at = own if (own := tools.timed_period(row)) is not None else period.value
        new = row["slack"] + period_ns - timed_at
        moved.append((new, timed_at, row))
        if new < 0:
            failing.append(f"{row['startpoint']} -> {row['endpoint']} ({new:.{places}f} ns)")
    worst, timed_at, worst_row = min(moved, key=lambda item: item[0])
    facts.append(tools.path_fact(design, worst_row))
    facts.append(_computed(design, tools, f"{design}: at a {period_ns:g} ns period the worst setup slack would be "
                           f"{worst:.{places}f} ns (computed: reported slack {worst_row['slack']:.{places}f} ns + "
                           f"({period_ns:g} - {timed_at:g}) ns, input/output delays held); "
                           f"{len(paths) - len(failing)} of {len(paths)} reported paths would have slack >= 0"
                           + (f", {len(failing)} would be negative: " + "; ".join(failing[:5]) if failing else ""),
                           worst, "ns"))
    return facts + min_period(design, tools)[2:]  # "would X ns be enough?": and where the limit is, either way


# -- warnings and errors, followed to the RTL ----------------------------------------------------------

def _block_end(lines: list[str], start: int, cap: int = 14) -> int:
    """The line closing the block that starts at ``start`` (begin/end depth), at most ``cap`` lines on."""
    depth = 0
    for n in range(start, min(len(lines), start + cap) + 1):
        text = re.sub(r"//.*", "", lines[n - 1])
        depth += len(re.findall(r"\b(begin|case[zx]?)\b", text)) - len(re.findall(r"\b(end|endcase)\b", text))
        if n > start and depth <= 0:
            return n
    return min(len(lines), start + cap)


def _signal_lines(lines: list[str], signal: str, limit: int = 4) -> list[int]:
    """Lines that assign or declare ``signal`` (its last hierarchical part): continuous assigns first."""
    name = re.escape(signal.split(".")[-1].split("[")[0])
    hits = [n for n, text in enumerate(lines, start=1)
            if re.search(rf"\b{name}\b", text) and re.search(r"\b(wire|reg|logic|input|output|assign)\b|<=|=", text)]
    return sorted(hits, key=lambda n: "assign" not in lines[n - 1])[:limit]


def _co_drivers(lines: list[str], numbers: list[int], limit: int = 2) -> list[int]:
    """Other continuous assigns to a net the ``numbers`` lines assign (``assign status[1:0] = {lo, hi};`` beside
    ``assign status[0] = ok;``): a net driven twice through a concatenation shows its second driver only there."""
    targets = {found.group(1) for n in numbers if (found := _ASSIGNED.match(lines[n - 1]))}
    return [n for n, text in enumerate(lines, start=1) if n not in numbers
            and (found := _ASSIGNED.match(text)) and found.group(1) in targets][:limit]


_ASSIGNED = re.compile(r"\s*assign\s+([A-Za-z_]\w*)")
"""The net a continuous assign drives (its base name, bits and slices aside)."""


def _connection_lines(lines: list[str], message: str) -> list[int]:
    """For ``Resizing cell port top.u_blue.alpha``: the instance line that connects ``.alpha(...)``."""
    found = re.search(r"port\s+[\w$\\]+\.([\w$\\]+)\.([\w$]+)", message)
    if not found:
        return []
    instance, port = found.group(1).lstrip("\\"), found.group(2)
    return [n for n, text in enumerate(lines, start=1) if re.search(rf"\b{re.escape(instance)}\b", text)
            and re.search(rf"\.{re.escape(port)}\s*\(", text)][:2]


def _connected_nets(lines: list[str], numbers: Sequence[int], message: str) -> list[str]:
    """The nets the ``numbers`` lines connect to the port a resize message names (``c3`` of ``.cnt(c3)``)."""
    port = re.search(r"port\s+[\w$\\]+\.[\w$\\]+\.([\w$]+)", message)
    return [net for n in numbers if port
            for net in re.findall(rf"\.{re.escape(port.group(1))}\s*\(\s*([A-Za-z_]\w*)\s*[)\[]", lines[n - 1])]


def _declaration(lines: list[str], net: str) -> list[int]:
    """The line declaring ``net`` with its width (``wire [1:0] c3;``), first one only."""
    declared = re.compile(rf"^\s*(?:wire|reg|logic|input|output)\b[^;]*\b{re.escape(net)}\b")
    return [n for n, text in enumerate(lines, start=1) if declared.match(text)][:1]


def explain_issue(design: str, tools: RunTools, issue: Fact, kind: str, ref_file: str, ref_line: int,
                  signal: str = "", message: str = "") -> list[Fact]:
    """The RTL lines an issue points to (its ``file:line``, else the connection or the net it names)."""
    facts: list[Fact] = []
    found = tools.source_lines(design, ref_file) if ref_file else []
    lines = found[1:]
    if not found and (signal or kind == "width_mismatch"):
        facts = _rtl_mentions(design, tools, kind, signal, message)
        if kind == "width_mismatch":  # the net on the resized port: an implicit 1-bit wire says why its width is off
            facts += _on_port(design, tools, facts, message, issue)
    elif lines and ref_line:
        if kind == "syntax":  # the statement before, over blank lines: where a missing ';' usually is
            first = next((n for n in range(ref_line - 1, max(0, ref_line - 6), -1)
                          if n <= len(lines) and lines[n - 1].strip()), ref_line)
            last = ref_line
        elif kind == "latch":
            first, last = ref_line, _block_end(lines, ref_line)
        else:
            first, last = ref_line, ref_line
        if (quoted := tools.quote(design, ref_file, first, last)) is not None:
            facts.append(quoted)
        if kind == "syntax":
            facts += [Fact(design, tools.rows[design]["run_id"], f"{design}: {found[0]}:{n}: {lines[n - 1].strip()} -- "
                           f"this begin has no end before line {ref_line}, where the next case item starts (computed: "
                           "begin/end balance)", found[0], n, n, verbatim=False) for n in unclosed_begins(lines, ref_line)]
        if kind == "latch" and signal:
            facts += latch_gaps(design, tools, found[0], "\n".join(lines), signal)
        if kind == "syntax":  # an error in code a macro switches on: the block and the run's definition of the macro
            facts += _conditional_code(design, tools, found[0], lines, ref_line)
        facts += _through_port(design, tools, lines[ref_line - 1] if ref_line <= len(lines) else "", signal, issue)
    elif lines and signal:
        for n in _signal_lines(lines, signal):
            if (quoted := tools.quote(design, found[0], n, n)) is not None:
                facts.append(quoted)
    if kind == "unresolved":  # a module no file read defines: where the run's own files name the file that does,
        facts += _defining_file_named(design, tools, message or issue.text) or _defined_by_another_run(
            design, tools, message or issue.text)  # and the commands that read what it
        facts += _sources_read(design, tools) if _MISSING_MODULE.search(message or issue.text) else []  # did read:
        # where the missing file is to be added
    if kind == "multi_driver" and signal:  # how the conflict was resolved: what the written netlists drive the net with
        facts += continuous_assignments(design, tools, signal.split(".")[-1].lstrip("\\").split("[")[0])
    if kind == "undriven" and signal:  # a check run on a mapped netlist does not see the library cells' outputs
        facts += [f for f in register_facts(design, tools, [signal.split(".")[-1].split("[")[0]]) if f.verbatim]
    return facts + declared_instead(design, tools, message or issue.text)


def empty_files_named(design: str, question: str, tools: RunTools) -> list[Fact]:
    """The files of the run the question names that hold nothing (by file name, or by two parts of it in a row: "the
    console log" of ``yosys_console.log``), each with the script lines that write
    it (a redirect or a ``tee`` into it): ``yosys -q ... | tee console.log`` is why the console is empty, a quiet tool
    prints only its warnings and errors there."""
    facts: list[Fact] = []
    words = " ".join(re.findall(r"[a-z0-9]+", question.lower()))
    for empty in tools.empty_files(design):
        name = PurePosixPath(empty.source).name
        parts = [part for part in re.split(r"[\W_]+", name.lower()) if part]
        pairs = {f"{a} {b}" for a, b in zip(parts, parts[1:], strict=False)}  # "the console log": yosys_console.log
        if not (re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", question)
                or any(re.search(rf"\b{re.escape(pair)}\b", words) for pair in pairs)):
            continue
        facts.append(empty)
        writes = re.compile(rf"(?:>>?|\btee\b[^|;&<>]*?)\s*(?:\S*/)?{re.escape(name)}(?![\w.-])")
        for script in tools.files_of(design, "script"):
            lines = tools.source_lines(design, script)[1:]
            facts += [quoted for n, text in enumerate(lines, start=1)
                      if writes.search(text) and (quoted := tools.quote(design, script, n, n)) is not None]
    return facts


def _conditional_code(design: str, tools: RunTools, path: str, lines: Sequence[str], line: int) -> list[Fact]:
    """The preprocessor block (`` `ifdef NEW_FILTER ``) that holds RTL line ``line``, and the run's commands that
    define its macro (``read_verilog -DNEW_FILTER``): an error in code compiled only under a macro is there because
    the run switched the code on; a build without the macro never reads it. Empty outside any such block."""
    open_blocks: list[tuple[int, str, str]] = []
    for n, text in enumerate(lines[:line], start=1):
        if (directive := _DIRECTIVE.match(text)) is None:
            continue
        word, macro = directive.groups()
        if word in ("ifdef", "ifndef"):
            open_blocks.append((n, word, macro))
        elif open_blocks and word in ("elsif", "else"):
            opened = open_blocks.pop()
            flipped = "ifndef" if opened[1] == "ifdef" else "ifdef"
            open_blocks.append((n, "ifdef", macro) if word == "elsif" else (n, flipped, opened[2]))
        elif open_blocks and word == "endif":
            open_blocks.pop()
    if not open_blocks:
        return []
    n, word, macro = open_blocks[-1]
    when = "defined" if word == "ifdef" else "not defined"
    run_id = tools.rows[design]["run_id"]
    block = Fact(design, run_id, f"{design}: {path}:{n}: {lines[n - 1].strip()} -- line {line} is inside this block, "
                 f"compiled only when the macro {macro} is {when}", path, n, n, verbatim=False)
    defined = re.compile(rf"(?:-D\s*|\bdefine\s+){re.escape(macro)}\b")
    return [block, *(command_fact(design, tools, row) for row in tools.commands(design)
                     if defined.search(command_text(row)))]


_DIRECTIVE = re.compile(r"\s*`(ifdef|ifndef|elsif|else|endif)\b\s*(\w*)")
"""A Verilog preprocessor directive that opens, turns or closes a conditional block, and its macro."""


_MISSING_MODULE = re.compile(r"[Mm]odule (?:type: )?[`'\"]?\\?([A-Za-z_]\w*)")
"""The module a tool could not find, first after "module" in its message (Yosys's ``Module `\\x' referenced ...``,
pyslang's ``unknown module 'x'``, Icarus's ``Unknown module type: x``)."""


def missing_module(message: str) -> str | None:
    """The module a tool's message says it could not find, or None when the message names no module."""
    found = _MISSING_MODULE.search(message)
    return found.group(1) if found else None


def _defining_file_named(design: str, tools: RunTools, message: str) -> list[Fact]:
    """The first line of the run's stored files that names a Verilog file called after the missing module
    (``vetch_thresh.v`` in a comment that lists the sub-modules' files): the file to add to what the flow reads."""
    found = _MISSING_MODULE.search(message)
    if found is None:
        return []
    named = re.compile(rf"(?<![\w.]){re.escape(found.group(1))}\.s?v\b")
    if any(named.fullmatch(path.rsplit("/", 1)[-1]) for path in tools.file_names(design)):
        return []  # the run holds that file: something else kept the module out
    at = next(((path, n) for path, n, text in tools.stored_lines(design) if named.search(text)), None)
    if at is None or (quoted := tools.quote(design, at[0], at[1], at[1])) is None:
        return []
    return [replace(quoted, text=f"{design}: the file that defines {found.group(1)} is named here, and the run holds no "
                                 f"file of that name: {quoted.text}")]


def _defined_by_another_run(design: str, tools: RunTools, message: str) -> list[Fact]:
    """Where another run's RTL declares the missing module (``module hedgehog_shift`` in the hierarchical run's
    ``hedgehog_alu_units.v``): the file this run's flow left out, quoted at its declaration. The first such run."""
    name = missing_module(message)
    if name is None:
        return []
    declared = re.compile(rf"^\s*module\s+\\?{re.escape(name)}\b")
    for other in tools.design_names():
        if other == design:
            continue
        sources = set(tools.rtl_files(other))  # its RTL, not a netlist it wrote
        at = next(((path, n) for path, n, text in tools.stored_lines(other) if path in sources and declared.match(text)),
                  None)
        if at is not None and (quoted := tools.quote(other, at[0], at[1], at[1])) is not None:
            return [replace(quoted, text=f"{design}: module {name} is declared in {at[0]} of the run of {other}, a file "
                                         f"this run does not hold: {quoted.text}")]
    return []


_READING = frozenset({"read_verilog", "read", "read_systemverilog", "read_file", "read_vhdl", "read_slang"})
"""Yosys commands that read a design's source files."""
_READS_QUOTED = 6


def _sources_read(design: str, tools: RunTools) -> list[Fact]:
    """The Yosys script commands that read the design's source files, each quoted where it is written."""
    return [command_fact(design, tools, row) for row in tools.commands(design)
            if row["name"] in _READING and row["tool"] == "yosys" and "-lib" not in row["args"].split()][:_READS_QUOTED]


def continuous_assignments(design: str, tools: RunTools, net: str, limit: int = 3) -> list[Fact]:
    """The ``assign net = ...`` lines of the run's files (RTL and written netlists): after a driver conflict, the
    netlist line says what the tool kept (``assign fault = 1'h0;``: the net was tied to a constant)."""
    assigned = re.compile(rf"^assign\s+\\?{re.escape(net)}(?:\s*\[[^\]]*\])?\s*=")
    return [Fact(design, tools.rows[design]["run_id"], f"{path}:{n}: {text}", path, n, n)
            for path, n, text in tools.stored_lines(design) if assigned.match(text)][:limit]


_BLOCK_WORD = re.compile(r"\b(begin|end|case[xz]?|endcase)\b")
_CASE_ITEM = re.compile(r"^\s*[\w'.]+(?:\s*,\s*[\w'.]+)*\s*:(?!:)")
"""A case item's label (``P_LENL:``, ``2'b01, 2'b10:``)."""


def unclosed_begins(lines: Sequence[str], at: int) -> list[int]:
    """The lines of the ``begin``s still open at line ``at`` inside the innermost ``case``, when line ``at`` is a
    case item: an item can only follow a closed one, so a begin of an earlier item lacks its ``end`` -- the parser
    reports the next item's label, the mistake is above it."""
    if not 0 < at <= len(lines) or not _CASE_ITEM.match(lines[at - 1]):
        return []
    stack: list[tuple[str, int]] = []
    for n, text in enumerate(lines[: at - 1], start=1):
        for word in _BLOCK_WORD.findall(text.split("//")[0]):
            if word == "begin":
                stack.append(("begin", n))
            elif word == "end":
                if stack and stack[-1][0] == "begin":
                    stack.pop()
            elif word == "endcase":
                while stack and stack.pop()[0] != "case":
                    pass
            else:
                stack.append(("case", n))
    cases = [i for i, (kind, _) in enumerate(stack) if kind == "case"]
    return [n for kind, n in stack[cases[-1] + 1 :] if kind == "begin"] if cases else []


def latch_gaps(design: str, tools: RunTools, path: str, source: str, signal: str) -> list[Fact]:
    """The case items and else-less ifs through which a latched signal keeps its old value, each at its RTL line:
    the branch to complete (or the default to add) to remove the latch."""
    name = signal.split(".")[-1].lstrip("\\").split("[")[0]
    try:
        gaps = unassigned_paths(source, name)
    except (RuntimeError, ValueError):  # RTL the reader cannot elaborate: the quoted block stands alone
        return []
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: {name} keeps its old value {gap.text} "
                 f"(computed from the branches of {path})", path, gap.line, gap.line, verbatim=False) for gap in gaps[:4]]


def latch_gaps_of(design: str, tools: RunTools, records: Sequence[Fact]) -> list[Fact]:
    """The branches behind each latch record among ``records`` (a question whose words found the records)."""
    facts: list[Fact] = []
    for row in tools.graph.query(problems_of(tools.rows[design]["id"], ["latch"]).order_by(tables.issue.c.id)):
        found = tools.source_lines(design, row["ref_file"]) if row["ref_file"] else []
        if found and tools.issue_fact(design, row) in records:
            facts += latch_gaps(design, tools, found[0], "\n".join(found[1:]), _signal_of(row["message"]))
    return facts


def _on_port(design: str, tools: RunTools, connections: Sequence[Fact], message: str, issue: Fact) -> list[Fact]:
    """Records about the net a resized port is connected to (``.diff(diff_b)`` for ``Resizing cell port
    top.u_b.diff``): the other side of ``_through_port``."""
    port = re.search(r"port\s+[\w$\\]+\.[\w$\\]+\.([\w$]+)", message)
    nets = [net for fact in connections if port
            for net in re.findall(rf"\.{re.escape(port.group(1))}\s*\(\s*([A-Za-z_]\w*)\s*[)\[]", fact.text)]
    return [f for f in tools.issues(design) if nets and mentions(f.text, nets) and f != issue][:2]


def _through_port(design: str, tools: RunTools, rtl: str, signal: str, issue: Fact) -> list[Fact]:
    """Records about the port an issue's net is connected to on its RTL line: an implicitly declared ``diff_r``
    in ``.diff(diff_r)`` of instance ``u_r`` is one bit wide, and Yosys then resizes port ``u_r.diff``; the
    second record says what the first does to the design."""
    net = signal.split(".")[-1]
    instance = re.match(r"\s*[A-Za-z_]\w*\s+(?:#\s*\(.*?\)\s*)?([A-Za-z_]\w*)\s*\(", rtl)
    ports = re.findall(rf"\.(\w+)\s*\(\s*{re.escape(net)}\s*[)\[]", rtl) if net and instance else []
    names = [f"{instance.group(1)}.{port}" for port in ports] if instance else []
    return [f for f in tools.issues(design) if names and mentions(f.text, names) and f != issue][:3]


def _rtl_mentions(design: str, tools: RunTools, kind: str, signal: str, message: str) -> list[Fact]:
    """Lines of the design's RTL files that connect the port or assign the net a message names."""
    facts: list[Fact] = []
    for path in tools.rtl_files(design):
        lines = tools.source_lines(design, path)[1:]
        numbers = _connection_lines(lines, message) if kind == "width_mismatch" else _signal_lines(lines, signal)
        if kind == "width_mismatch":  # the connected net's declaration: the width the port was resized to
            numbers += [n for net in _connected_nets(lines, numbers, message) for n in _declaration(lines, net)]
        if kind == "multi_driver":  # the second driver right after the assigns it shares a net with
            assigns = [n for n in numbers if _ASSIGNED.match(lines[n - 1])]
            numbers = assigns + _co_drivers(lines, assigns) + [n for n in numbers if n not in assigns]
        for n in numbers:
            if (quoted := tools.quote(design, path, n, n)) is not None:
                facts.append(quoted)
    return facts[:4]


def meaning_of(design: str, tools: RunTools, kind: str) -> list[Fact]:
    meaning = MEANINGS.get(kind)
    return [_computed(design, tools, f"{design}: what it means: {meaning[0]}; usual fix: {meaning[1]}")] if meaning else []


def _unknown_area_types(design: str, tools: RunTools) -> list[tuple[Fact, str]]:
    """The stat's "Area for cell type X is unknown!" records, each with its cell type."""
    return [(fact, fact.text.split("cell type ", 1)[-1].split(" is unknown")[0])
            for fact in tools.issues(design, ["unknown_area"], severity="info")]


def _unpriced(design: str, typed: list[tuple[Fact, str]], tools: RunTools) -> list[tuple[Fact, str]]:
    """Of those records, the cell types that are no submodule of the design (a submodule is priced in its own block)."""
    modules = {base_module_name(name) for name in tools.module_set(design)}
    return [(fact, kind) for fact, kind in typed if base_module_name(clean_module_name(kind)) not in modules]


def area_is_lower_bound(design: str, tools: RunTools) -> bool:
    """Whether the chip area leaves out cells the liberty file gives no area for: a figure no ranking may take as whole."""
    count = tools.metric(design, metrics.UNKNOWN_AREA)
    return bool(count is not None and count.value and _unpriced(design, _unknown_area_types(design, tools), tools))


def area_caveats(design: str, tools: RunTools, submodules: bool = False) -> list[Fact]:
    """The chip area leaves out cells the liberty file gives no area for (latches left as ``$_DLATCH_N_``): said
    with the cell types, after the stat's own lines, so a figure that is only a lower bound is not taken as whole.
    With ``submodules`` (a question about a module's area), the same records about submodules are explained: they
    leave nothing out."""
    count = tools.metric(design, metrics.UNKNOWN_AREA)
    if count is None:
        return []
    typed = _unknown_area_types(design, tools)
    kept = _unpriced(design, typed, tools)
    if not kept or not count.value:  # only submodules: priced by their own stat blocks, which the hierarchy's total adds
        inner = [(fact, kind) for fact, kind in typed if (fact, kind) not in kept] if submodules else []
        parts = list(dict.fromkeys(clean_module_name(kind) for _, kind in inner))
        return [_computed(design, tools, f"{design}: the cell types of unknown area are its own submodules "
                          f"({', '.join(parts)}): the stat of the module instantiating them cannot price them, and "
                          "each one's area is in its own stat block, counted in the hierarchy's chip area"),
                *(fact for fact, _ in inner[:2]),
                *(f for f in area_breakdown(design, tools) if any(f" of module {part} = " in f.text
                                                                  for part in [*parts, tools.rows[design]["top"]]))
                ] if inner else []  # and the top's own block, which leaves them out
    unknown, types = [fact for fact, _ in kept], [kind for _, kind in kept]
    counts = [cell_type_count(design, kind, tools) for kind in types]
    cells = [f"{int(f.value)} {kind}" for f, kind in zip(counts, types, strict=True) if f.value]
    many = f" ({', '.join(cells)} cells)" if cells else ""
    priced = _priced_cells(design, tools)
    return [_computed(design, tools, f"{design}: the chip area leaves out {len(types)} cell type"
                      f"{'s' if len(types) > 1 else ''} of unknown area ({', '.join(types)}){many}: it is a lower bound"),
            *([priced] if priced else []), *unknown[:4], *(f for f in counts if f.value)]


_TYPE_COUNT = re.compile(r"(\S+) (\d+)")
"""One cell type's count as ``_stat_tally`` says it (``DFFSR 25``)."""
_CELL_AREA = re.compile(r"\bcell (\w+) \([^)]*\barea=(\d+(?:\.\d+)?)\)")
"""A library cell's area as a mapping pass prints it (dfflibmap: ``cell DFFSR (noninv, pins=5, area=704.00)``)."""


def _priced_cells(design: str, tools: RunTools) -> Fact | None:
    """What a lower-bound chip area is made of: the library cells of the final stat, each count times the area the
    log printed for it, when those add up to the chip area (``25 DFFSR x 704.00 = 17600.00``)."""
    found = _final_stat(design, tools, lambda cell: not cell.startswith("$"))
    area = tools.metric(design, metrics.AREA)
    if found is None or area is None or area.value is None:
        return None
    counts = [_TYPE_COUNT.fullmatch(part) for part in found[2]]
    if not all(counts):
        return None  # a submodule's cells counted in ("2 x sub (DFFSR 3)"): priced by its own stat, not here
    counted = [(m.group(1), int(m.group(2))) for m in counts if m]
    prices = {m.group(1): float(m.group(2)) for _, _, text in tools.stored_lines(design) if (m := _CELL_AREA.search(text))}
    if not counted or any(cell not in prices for cell, _ in counted):
        return None
    total = sum(prices[cell] * n for cell, n in counted)
    if abs(total - area.value) > 0.01:
        return None
    terms = " + ".join(f"{n} {cell} x {prices[cell]:.2f}" for cell, n in counted)
    return _computed(design, tools, f"{design}: the chip area is the library cells alone: {terms} = {total:.2f} "
                     "(each cell's area as the mapping pass printed it)")


def storage_cell_meanings(design: str, tools: RunTools, facts: Sequence[Fact]) -> list[Fact]:
    """What each Yosys storage cell type the quoted ``facts`` create or map means (``$adff``: a flop with an
    asynchronous reset; ``$_DFFSR_PNN_``: rising clock, active-low set and reset), once per type, so a reader of
    "created $adff cell" or "mapped 24 $_DFFSR_PNN_ cells" learns how the RTL's reset was read."""
    said: dict[str, str] = {}
    for fact in facts:
        for kind in re.findall(r"\$(\w+) cells?\b", fact.text):
            meaning = yosys_cell_meaning(kind)
            if meaning:
                said.setdefault(kind, meaning)
    return [_computed(design, tools, f"{design}: ${kind} is {meaning} (Yosys cell type)") for kind, meaning in said.items()]


_MAPPED_CELLS = re.compile(r"\bmapped \d+ \$\w+ cells to \\?(\w+) cells")
"""A line ``dfflibmap`` prints per Yosys cell type it maps onto a library cell."""


def flop_mappings(design: str, tools: RunTools, keep: Callable[[str], bool] = lambda cell: True) -> list[Fact]:
    """The log lines ``dfflibmap`` printed for each Yosys cell type it mapped onto a library cell ``keep`` accepts,
    quoted: the tool's own count of the flops it mapped, beside ours of the netlist."""
    return [quoted for path, n, text in tools.stored_lines(design)
            if (mapped := _MAPPED_CELLS.search(text)) and keep(mapped.group(1))
            and (quoted := tools.quote(design, path, n, n)) is not None]


def cell_mappings(designs: Sequence[str], tools: RunTools, cells: Collection[str]) -> list[Fact]:
    """The log lines that map Yosys cells onto the library ``cells`` a question names ("mapped 24 $_DFFSR_PNN_
    cells to \\DFFSR cells"), each design's followed by what its Yosys cell types are (each type once): why a run
    is built from a cell is the Yosys cell its RTL became."""
    wanted = {cell.lower() for cell in cells}
    facts: list[Fact] = []
    said: set[str] = set()
    for design in designs:
        lines = flop_mappings(design, tools, lambda cell: cell.lower() in wanted)
        meanings = [fact for fact in storage_cell_meanings(design, tools, lines)
                    if fact.text.split(": ", 1)[1] not in said]
        said.update(fact.text.split(": ", 1)[1] for fact in meanings)
        facts += lines + meanings
    return facts


def explain_issues(design: str, tools: RunTools, kinds: list[str] | None = None, limit: int = 4,
                   severity: str = "", mentioning: Sequence[str] = (),
                   matching: Callable[[str], bool] | None = None) -> list[Fact]:
    """Warnings/errors of a design (those naming one of ``mentioning``, or whose message ``matching`` accepts, if
    given), each followed by its RTL lines and meaning."""
    i = tables.issue.c
    rows = tools.graph.query(problems_of(tools.rows[design]["id"], kinds or (), severity)
                             .order_by((i.severity == "error").desc(), i.id))
    rows = [row for row in rows if mentions(row["message"], mentioning)] if mentioning else rows
    rows = [row for row in rows if matching(row["message"])] if matching else rows
    facts: list[Fact] = []
    seen: set[str] = set()
    explained: set[str] = set()
    printed: dict[str, list[str]] = {}  # each stored log read once, however many of its records continue
    shown: Counter[str] = Counter()
    kinds_of = Counter(message_kind(row["message"]) for row in rows)
    folded: dict[str, list[RowMapping]] = {}  # many records of one kind of message: past the first few, summed up
    for row in rows:
        issue = tools.issue_fact(design, row)
        body = _continuation(issue, tools, printed) if row["message"].rstrip().endswith(":") else []
        key = f"{row['kind']}:{row['message']}:{body[0].text.split(': ', 1)[1] if body else ''}"
        if key in seen:  # a repeated message is one record, unless what it lists differs (a loop seen twice)
            continue
        seen.add(key)
        if shown[kind := message_kind(row["message"])] >= _SHOWN_ALIKE and kinds_of[kind] >= _FOLDED_FROM:
            folded.setdefault(kind, []).append(row)
            continue
        shown[kind] += 1
        facts += [issue, *body]
        if len(seen) <= limit:
            signal = _signal_of(row["message"])
            facts.extend(explain_issue(design, tools, issue, row["kind"], row["ref_file"], row["ref_line"], signal,
                                       row["message"]))
            if row["kind"] not in explained:
                explained.add(row["kind"])
                facts.extend(meaning_of(design, tools, row["kind"]))
        elif (line := _anonymous_line(issue, tools)) is not None:
            facts.append(line)
    return facts + [_alike_records(design, tools, members) for members in folded.values()]


_SHOWN_ALIKE, _FOLDED_FROM = 2, 5
"""Of five records or more of one kind of message, the first two are quoted one by one and the rest summed up in
one line; fewer are all quoted."""


def _alike_records(design: str, tools: RunTools, rows: Sequence[RowMapping]) -> Fact:
    """The records of one kind of message past the first few, in one line: how many, and what each is about
    ("9 more records like 'module $_XOR_ not found ...' (about $_XOR_, $_NOT_, ..., $_DFF_P_)")."""
    names = list(dict.fromkeys(found.group(0) for row in rows if (found := NAME_TOKEN.search(row["message"]))))
    first = tools.issue_fact(design, rows[0])
    return replace(first, text=f"{design}: {len(rows)} more record{'s' if len(rows) > 1 else ''} like "
                   f"'{rows[0]['message'].strip()}' (about {', '.join(names)})", verbatim=False, kind="")


def with_continuations(facts: Sequence[Fact], tools: RunTools, limit: int = 8) -> list[Fact]:
    """``facts`` with the indented lines that continue each of the first ``limit`` records (the cells a
    conflicting-driver warning lists under its colon, the endpoints OpenSTA lists under "There are 9 unconstrained
    endpoints."): a list of records shows what each one says, not its first line."""
    out: list[Fact] = []
    printed: dict[str, list[str]] = {}
    rtl = {design: set(tools.rtl_files(design)) for design in {fact.design for fact in facts}}
    for fact in facts:
        out.append(fact)
        if fact.kind and limit > 0 and (more := (  # a record on the RTL itself is continued by no indented line
                [] if fact.source in rtl[fact.design] else _continuation(fact, tools, printed)) or [
                line for line in [_anonymous_line(fact, tools)] if line is not None]):
            limit -= 1
            out += more
    return out


def _anonymous_line(record: Fact, tools: RunTools) -> Fact | None:
    """The RTL line a record names nothing but its place on (a lint tool's "implicit conversion truncates from 12 to
    8 bits"): the line says what it is about. A syntax error starts at the line before it that holds code: a parser
    trips on the token after the mistake ("expected ';'" at a line whose statement is whole, as the one before it
    lacks the semicolon)."""
    if _signal_of(record.text) or not record.line or record.source not in tools.rtl_files(record.design):
        return None
    first = record.line
    if record.kind == "syntax":
        lines = tools.source_lines(record.design, record.source)[1:]
        first = next((n for n in range(record.line - 1, 0, -1) if n <= len(lines) and lines[n - 1].strip()),
                     record.line)
    return tools.quote(record.design, record.source, first, record.line)


def _continuation(record: Fact, tools: RunTools, printed: dict[str, list[str]]) -> list[Fact]:
    """``continued`` for a record, its stored log read once into ``printed`` however many of its records continue."""
    if record.source not in printed:
        printed[record.source] = tools.printed_lines(record.design, record.source)
    return continued(record, printed[record.source])


def continued(record: Fact, lines: list[str], limit: int = 8) -> list[Fact]:
    """The indented lines under a record that ends with a colon ("found logic loop in module x:" then the loop's
    cells and wires): the record's own content, quoted from its stored log (``lines``) with their numbers."""
    body: list[tuple[int, str]] = []
    for n in range(record.line + 1, min(len(lines), record.line + limit) + 1):
        text = lines[n - 1]
        if not text.strip() or not text[:1].isspace():
            break
        body.append((n, text.strip()))
    if not body:
        return []
    return [Fact(record.design, record.run_id, f"{record.source}:{body[0][0]}-{body[-1][0]}: " + " | ".join(t for _, t in body),
                 record.source, body[0][0], body[-1][0])]


def _signal_of(message: str) -> str:
    """The net a message names: ``Wire top.\\x [3] is used ...``, ``drivers for top.\\acc [19]``."""
    found = re.search(r"(?:signal|wire|port|net|drivers for|identifier)\s+[`'\\]*([\w.$\\]+)", message, re.IGNORECASE)
    return found.group(1).replace("\\", "").rstrip("'`") if found else ""


# -- flow configuration, optimisation, other checks ----------------------------------------------------

def config_facts(design: str, tools: RunTools, focus: str = "", run_by: Sequence[str] = ()) -> list[Fact]:
    """The flow scripts' commands (quoted with file:line); with ``focus``, only commands mentioning it; with
    ``run_by``, only the scripts that give a command to one of those tools (the STA script: how it was timed)."""
    rows = tools.commands(design)
    scripts = {row["source"] for row in rows if row["tool"] in run_by}
    kept = [row for row in rows if not (focus and focus.lower() not in command_text(row).lower())
            and not (run_by and row["source"] not in scripts)]
    return [fact for row in kept for fact in (command_fact(design, tools, row), printed_by(design, tools, row)) if fact]


_PRINTED_LITERAL = 8
"""The fewest characters of a ``puts`` string's literal start that find its printed line."""


def printed_by(design: str, tools: RunTools, row: RowMapping) -> Fact | None:
    """The line a script's ``puts`` printed into the run's outputs: its literal start ("generated clock source pin:"),
    before the first substitution, opens the printed line, whose rest is what the substitution gave (``_95_/Q``).
    The script says what it asked; the output says what the tool answered."""
    if row["name"] != "puts":
        return None
    literal = re.split(r"[\[$]", row["args"].strip().strip('"{'), maxsplit=1)[0].strip()
    if len(literal) < _PRINTED_LITERAL:
        return None
    return next((Fact(design, tools.rows[design]["run_id"], f"{design}: {path}:{n} (printed by {row['source']}:"
                      f"{row['line']}): {text}", path, n, n)
                 for path, n, text in tools.stored_lines(design)
                 if path != row["source"] and text.startswith(literal) and len(text) > len(literal)), None)


def command_text(row: RowMapping) -> str:
    return f"{row['name']} {row['args']}".strip()


def reports_given(design: str, besides: Collection[str], tools: RunTools) -> list[RowMapping]:
    """The report commands (``report_*``) the run's scripts give, but ``besides``: what its timer was asked for
    instead of a report it lacks."""
    return [row for row in tools.commands(design) if row["name"].startswith("report_") and row["name"] not in besides]


def command_fact(design: str, tools: RunTools, row: RowMapping) -> Fact:
    """One script command, quoted with its file:line and the tool it was given to."""
    return Fact(design, tools.rows[design]["run_id"], f"{design}: {row['source']}:{row['line']} "
                f"({row['tool'] or 'script'}): {command_text(row)}", row["source"], row["line"], row["line"])


def delay_targets(design: str, tools: RunTools) -> list[Fact]:
    """ABC's delay target (``abc -D <picoseconds>``) beside the timer's worst arrival and its worst path: how near the
    mapped logic came to what synthesis was asked for, and what the path adds that the target leaves out (the launch
    flop's clock-to-Q, the library setup time). Empty when no ``abc -D`` of the run gives a number."""
    facts: list[Fact] = []
    arrival = tools.metric(design, metrics.ARRIVAL)
    for row in tools.commands(design):
        words = row["args"].split()
        if row["name"] != "abc" or "-D" not in words[:-1] or not re.fullmatch(r"\d+(?:\.\d+)?",
                                                                         target := words[words.index("-D") + 1]):
            continue
        facts.append(command_fact(design, tools, row))
        if arrival is not None and arrival.value:
            wanted = float(target) / 1000.0
            facts += [_computed(design, tools, f"{design}: abc -D {target} asks ABC for paths of {wanted:g} ns (the "
                                f"option is in picoseconds); the timer's worst path arrives at {arrival.quoted}, "
                                f"{arrival.value / wanted:.2f}x the target"), arrival]
            if (slack := tools.metric(design, metrics.SETUP_WS)) is not None:
                facts.append(slack)  # and whether the clock the timer was given is met: ABC's target is not the clock
            if (path := tools.worst_path(design)) is not None:
                facts.append(path)  # the clock-to-Q and the library setup time that ABC's combinational target omits
    return facts


_ALTERNATIVES = re.compile(r"[\s,]*(?:or|vs\.?|versus)[\s,]*", re.IGNORECASE)
"""What joins two clocks said as alternatives to choose between, not as the two ends of one path."""


def _span_between(question: str, first: str, second: str) -> tuple[int, int]:
    """Where the text between two names the question says lies (both orders); an empty span when one is not said."""
    at = {name: found.span() for name in (first, second)
          if (found := re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", question))}
    if len(at) < 2:
        return 0, 0
    (_, end), (start, _) = sorted(at.values())
    return (end, start) if end <= start else (0, 0)


def paths_between_clocks(design: str, question: str, tools: RunTools,
                         kinds: Sequence[str] = ("max", "min"), report: str = "") -> tuple[list[Fact], bool, bool]:
    """"the clk -> clk_dec path", "what crosses clk_a->clk_b": the worst reported path of each check asked (``kinds``)
    launched by the first clock the question names and captured by the second (by position), broken down like the
    worst path, True and False; when the reports hold none, that they hold none, the report's "No paths found." lines
    and the commands relating the two clocks, False, and whether such a command says why (clock groups, a false
    path: "is the crossing timed" is answered, not). Nothing when the question names fewer than two of the run's
    clocks. With ``report`` (the one the question names: "in the signoff report"), only that report's paths count."""
    rows = [(row, json.loads(row["raw"] or "{}")) for kind in ("max", "min") for row in tools.paths(design, kind)
            if not report or row["source"] == report]
    said = _clocks_said(question, rows, design, tools)
    if len(said) < 2:
        said = _clocks_of_registers_said(question, design, tools)  # "is the tog_a -> sync_b crossing timed"
    if len(said) < 2 or _ALTERNATIVES.fullmatch(question, *_span_between(question, said[0], said[1])):
        return [], False, False  # "clk_a or clk_b, where is setup tighter": each clock's own paths, no crossing
    launch, capture = said[0], said[1]
    directions = [(launch, capture), *(pair for pair in _directions_said(question, rows, design, tools)[1:]
                                       if pair != (launch, capture))]  # "a->b or b->a": each direction's worst
    facts = []
    for start, end in directions:
        between = [row for row, raw in rows if raw.get("launch_clock") == start and raw.get("clock") == end]
        worst = {row["path_type"]: row for row in reversed(between)}  # each list is worst first
        facts += [f for kind in kinds if kind in worst for f in path_breakdown(design, tools, kind, row=worst[kind])]
    if facts:
        return facts, True, False
    run_id = tools.rows[design]["run_id"]
    reports = {report} if report else {row["source"] for row, _ in rows}
    empty = [Fact(design, run_id, f"{path}:{n}: {text}", path, n, n) for path, n, text in tools.stored_lines(design)
             if text == "No paths found." and path in reports][:2]
    asked = [command_fact(design, tools, row) for row in tools.commands(design)  # the report that came back empty
             if row["name"].startswith("report_") and mentions(row["args"], [launch]) and mentions(row["args"], [capture])]
    relating = _relating_rows(design, tools, launch, capture)
    meanings = dict.fromkeys(_exception_meaning(command_text(row)) for row in relating)
    check = "" if set(kinds) == {"max", "min"} else f"{_CHECK_OF_KIND[kinds[0]]} "
    return [Fact(design, run_id, f"{design}: no reported {check}path is launched by {launch} and captured by {capture}",
                 verbatim=False), *asked, *empty, *(command_fact(design, tools, row) for row in relating),
            *(_computed(design, tools, f"{design}: {meaning}") for meaning in meanings)], False, bool(relating)


_CHECK_OF_KIND = {"max": "setup", "min": "hold"}
"""The check a path type of the timer's reports is (``-path_delay max`` / ``min``)."""


def _clocks_said(question: str, rows: Sequence[tuple[RowMapping, dict[str, str]]], design: str,
                 tools: RunTools) -> list[str]:
    """The run's clocks (those its paths and its scripts name) the question names, in the order it names them."""
    clocks = {clock for _, raw in rows for clock in (raw.get("launch_clock"), raw.get("clock")) if clock}
    clocks |= {clock for _, clock, _ in created_clocks(design, tools)}
    said = sorted((found.start(), clock) for clock in clocks for name in _clock_names(clock, clocks)
                  if (found := re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", question)))
    return list(dict.fromkeys(clock for _, clock in said))


def _directions_said(question: str, rows: Sequence[tuple[RowMapping, dict[str, str]]], design: str,
                     tools: RunTools) -> list[tuple[str, str]]:
    """The crossings a question names clock by clock, each a launch clock then a capture clock, in its order ("clk_a->
    clk_b or clk_b->clk_a" names two): every mention of a clock, taken in pairs."""
    clocks = {clock for _, raw in rows for clock in (raw.get("launch_clock"), raw.get("clock")) if clock}
    clocks |= {clock for _, clock, _ in created_clocks(design, tools)}
    mentions_ = sorted((found.start(), clock) for clock in clocks for name in _clock_names(clock, clocks)
                       for found in re.finditer(rf"(?<![\w]){re.escape(name)}(?![\w])", question))
    said = [clock for _, clock in mentions_]
    return list(dict.fromkeys((said[i], said[i + 1]) for i in range(0, len(said) - 1, 2) if said[i] != said[i + 1]))


def _clocks_of_registers_said(question: str, design: str, tools: RunTools) -> list[str]:
    """The clocks of the registers the question names, in the order it names them, when they are two different
    clocks: a crossing said by its ends rather than by its clocks. The netlist is read only in a run that creates
    two clocks or more."""
    if len({clock for _, clock, _ in created_clocks(design, tools)}) < 2:
        return []
    said = sorted((found.start(), clock) for register, clock in register_clocks(design, tools).items()
                  if (found := re.search(rf"(?<![\w]){re.escape(register)}(?![\w])", question)))
    clocks = list(dict.fromkeys(clock for _, clock in said))
    return clocks if len(clocks) == 2 else []


def paths_of_clock(design: str, question: str, tools: RunTools) -> list[Fact]:
    """"setup slack for the bus clock domain": of a run with several clocks, the worst path of each check captured by
    the one clock the question names (its path group), broken down like the worst path. Empty unless exactly one of
    two or more clocks is named."""
    rows = [(row, json.loads(row["raw"] or "{}")) for kind in ("max", "min") for row in tools.paths(design, kind)]
    said = _clocks_said(question, rows, design, tools)
    captured = {raw.get("clock") for _, raw in rows} - {None, ""}
    if len(said) != 1 or len(captured | set(said)) < 2:
        return []
    worst = {row["path_type"]: row for row, raw in reversed(rows) if raw.get("clock") == said[0]}
    return [f for kind in ("max", "min") if kind in worst for f in path_breakdown(design, tools, kind, row=worst[kind])]


def reported_clocks(design: str, tools: RunTools) -> set[str]:
    """The clocks the run's reported paths launch or capture on, as the timer prints them (``clk'`` for ``clk``
    inverted): a run timed by a script no file keeps still names its clocks in its reports."""
    return {clock for kind in tools.path_types(design) for row in tools.paths(design, kind)
            for key in ("launch_clock", "clock") if (clock := json.loads(row["raw"] or "{}").get(key))}


_PRIMED = re.compile(r"(?<![\w'])([A-Za-z_]\w*)'(?![A-Za-z])")
"""A clock name with a prime as the timer prints it (``clk'``), not a possessive (``design's``)."""
_NEGATIVE_ENABLE = re.compile(r"^\$_(?:DLATCH|DFF)_N\w*\s+\d+$")
"""A Yosys stat row of negative-enable latches or falling-edge flops (``$_DLATCH_N_   10``)."""
_NEGATIVE_MAP = re.compile(r"module \\\$_(?:DLATCH|DFF)_N")
"""A techmap module that maps those cells (``module \\$_DLATCH_N_ (...)``)."""


def inverted_clock(design: str, question: str, tools: RunTools) -> list[Fact]:
    """"why are some latches clocked by clk'": OpenSTA writes a clock that reaches a register's clock pin through an
    inversion with a prime. The registers so clocked are those that take the clock inverted: Yosys's negative-enable
    latches and falling-edge flops (``$_DLATCH_N_``), which a library holding only positive cells gets through an
    inverter before the cell's clock pin. The reported path, the stat rows of such cells and the map that inverts them
    are quoted; empty when the question names no primed clock the run's reports print."""
    primed = {f"{name}'" for name in _PRIMED.findall(question)} & reported_clocks(design, tools)
    if not primed:
        return []
    clock = sorted(primed)[0]
    rows = [row for kind in sorted(tools.path_types(design)) for row in tools.paths(design, kind)
            if clock in (json.loads(row["raw"] or "{}").get(key) for key in ("launch_clock", "clock"))]
    lines = tools.stored_lines(design)
    stats = [tools.line_fact(design, *line) for line in lines if _NEGATIVE_ENABLE.match(line[2])]
    mapped = [tools.line_fact(design, *line) for line in lines if _NEGATIVE_MAP.match(line[2])]
    said = _computed(design, tools, f"{design}: the timer prints {clock} for {clock[:-1]} inverted on its way to the "
                     "clock pin: the registers it clocks take the clock low-active (Yosys's negative-enable latches or "
                     "falling-edge flops), reaching a positive library cell through an inverter")
    return [said, *(f for row in rows[:1] if (f := tools.path_fact(design, row)) is not None), *stats[:2], *mapped[:1]]


_CLOCK_WORDS = frozenset({"clk", "clock"})


def _clock_names(clock: str, clocks: set[str]) -> list[str]:
    """What a question may call ``clock``: its name, or a part of a name of parts that no other clock's name holds and
    that is not itself a word for a clock (``sys`` of ``sys_clk`` beside ``snr_clk``: "the sys->snr crossing"; ``bus``
    of ``clk_bus``: "the bus clock domain")."""
    parts = [part for part in clock.lower().split("_") if len(part) >= 3 and part not in _CLOCK_WORDS]
    unique = [part for part in parts if "_" in clock and part not in clocks and not any(
        other != clock and part in other.lower().split("_") for other in clocks)]
    return [clock, *unique]


_PASS_NAME = re.compile(r"(?<![\w$])([a-z]+(?:_[a-z]+)+|[A-Z]+(?:_[A-Z]+)+)(?![\w$])")
"""A pass named in a question as Yosys's scripts or its log write it, with its underscore: ``memory_map``,
``OPT_MERGE``; a plain word (``opt``, ``synth``, ``FSM``) is too often prose or an acronym to be read as one, unless
the run's log shows the pass ran and the word is no English word (``plain_passes_named``)."""
_PASS_LINES = 8
"""Lines of a pass's section quoted from its header."""
_PASS_TAIL = 3
"""Lines quoted from the end of a longer section."""
_PASS_SPAN = 80
"""How far a pass's section (with its sub-passes) is followed."""


def plain_passes_named(design: str, question: str, tools: RunTools) -> set[str]:
    """The passes a question asks about by a plain word (upper case, as the log's headers write them): a pass the
    run's log shows it ran (``8. Executing LTP pass``) whose name is no common English word and no word of the
    catalogue or of the flow's dimensions (``ltp``, ``hilomap``; not ``fsm``, ``synth``, ``hierarchy``), and not said
    as a point of the flow ("flops after dfflibmap": the figure then, not what the pass printed); or any pass
    written in code quotes (`check`)."""
    said = re.findall(r"(?<![\w$-])[A-Za-z]+(?![\w$])", question)
    known = catalogue_words() | grammar.SYNTHESIS | grammar.TIMING
    words = {word.upper() for before, word in zip(["", *said], said, strict=False)
             if len(word) >= 3 and english.zipf(word.lower()) < english.FREQUENT_ZIPF and word.lower() not in known
             and before.lower() not in _FLOW_POINTS}
    words |= {word.upper() for word in re.findall(r"`([A-Za-z]\w*)`", question)}  # "did yosys `check` find anything":
    if not words:  # a word in code quotes is the command, however common
        return set()
    ran = {(header.group(2) or "").upper() for _, _, text in tools.stored_lines(design)
           if (header := PASS_HEADER.match(text)) is not None}
    return words & ran


_FLOW_POINTS = frozenset({"after", "before", "post", "pre", "until", "since", "following", "prior", "from", "by"})
"""Prepositions that make a pass a point of the flow ("after dfflibmap", "by abc"): the question asks of the design
there, not of the pass."""


def endpoint_tables(design: str, tools: RunTools, rows: int = 10) -> list[Fact]:
    """The endpoint tables of the run's timing reports (``report_checks -format end``, ``report_check_types
    -all_violators``: one row per endpoint with its slack), each quoted from its header to its last row, at most
    ``rows`` rows: which endpoints fail and by how much, as the timer listed them."""
    facts = []
    for path in tools.outputs(design).get("opensta", []):
        lines = [line.strip() for line in tools.source_lines(design, path)[1:]]  # lines[n - 1] is line n
        n = 0
        while n < len(lines):
            if not SLACK_TABLE_HEAD.match(lines[n]):
                n += 1
                continue
            last = n + 1  # the header's rule, then its rows
            while last < len(lines) and last - n <= rows + 1 and _in_slack_table(lines[last]):
                last += 1
            if last > n + 2 and (quoted := tools.quote(design, path, n + 1, last)) is not None:
                facts.append(quoted)
            n = last
    return facts


def _in_slack_table(text: str) -> bool:
    return bool(text) and set(text) <= {"-"} or SLACK_TABLE_ROW.match(text) is not None


def with_their_kind(changes: Sequence[Fact], chosen: Collection[Fact]) -> list[Fact]:
    """The ``chosen`` optimisation records with the others of their kind (``design: fsm: ...``): an FSM's records go
    together (found, extracted, recoded, its encoding and state bits)."""
    kinds = {f.text.split(": ")[1] for f in chosen if f.text.count(": ") >= 2}
    return [f for f in changes if f in chosen or (f.text.count(": ") >= 2 and f.text.split(": ")[1] in kinds)]


def cells_placed_by(design: str, passes: Collection[str], tools: RunTools) -> list[Fact]:
    """The library cells the commands of ``passes`` name in their options (``hilomap -hicell TIEHI Y -locell TIELO
    Y``, ``insbuf -buf BUFX2 A Y``), each counted: what a pass that prints nothing added to the netlist."""
    known = set(tools.names_by_kind().get("cell", ()))
    named = [arg for row in tools.commands(design) if row["name"].upper() in passes
             for arg in row["args"].split() if arg in known]
    return [cell_type_count(design, cell, tools) for cell in dict.fromkeys(named)]


def underscored_passes(question: str) -> set[str]:
    """The passes a question names with their underscore (``memory_map``, ``OPT_MERGE``), upper case."""
    return {name.upper() for name in _PASS_NAME.findall(question)}


def pass_output(design: str, named: Collection[str], tools: RunTools) -> list[Fact]:
    """"what did memory_map turn the array into": the lines each pass of ``named`` (upper case) printed in the run's
    log, from its numbered header (``3.18. Executing MEMORY_MAP pass``) to the next header, quoted, with the cells
    its command names; empty when none of them ran."""
    if not named:
        return []  # most questions name no pass: the run's files are not read for them
    lines = tools.stored_lines(design)
    facts: list[Fact] = []
    for i, (path, n, text) in enumerate(lines):
        header = PASS_HEADER.match(text)
        if header is None or (header.group(2) or "").upper() not in named:
            continue
        own = f"{header.group(1)}."  # its sub-passes (3.1. under 3.) print its results: "mapped 75 ... cells"
        body = [(n2, t2) for p2, n2, t2 in lines[i + 1 : i + 1 + _PASS_SPAN] if p2 == path]
        end = next((k for k, (_, t2) in enumerate(body)
                    if (later := PASS_HEADER.match(t2)) and not later.group(1).startswith(own)), len(body))
        head = body[: min(end, _PASS_LINES)]
        spans = [(n, head[-1][0] if head else n)]
        if end > _PASS_LINES:  # a long section: its last lines too, where a pass states what it did
            spans.append((body[max(end - _PASS_TAIL, _PASS_LINES)][0], body[end - 1][0]))
        facts += [quoted for first, last in spans if (quoted := tools.quote(design, path, first, last)) is not None]
    return facts[:4] + (cells_placed_by(design, named, tools) if facts else [])


_SELECTED = re.compile(r"^\d+ objects\.$")


def select_counts(design: str, tools: RunTools) -> list[Fact]:
    """What ``select -count`` printed (``24 objects.``), each line quoted. Yosys prints it under no pass header of its
    own, so the counts are paired with the scripts' ``select -count`` commands by order, when the two agree in number."""
    selects = [row for row in tools.commands(design)
               if row["name"] == "select" and "-count" in row["args"].split()]
    printed = [(path, n, text) for path, n, text in tools.stored_lines(design) if _SELECTED.match(text)]
    facts = []
    for (path, n, text), select_row in zip(printed, selects if len(selects) == len(printed) else [None] * len(printed),
                                          strict=True):
        by = f" (printed for `select {select_row['args']}`, {select_row['source']}:{select_row['line']})" \
            if select_row is not None else ""
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: select -count printed `{text}`{by}", path,
                          n, n))
    return facts


_POWER_ROW = re.compile(r"^(\w+)\s+(?:\S+\s+){3}(\S+)\s+(\d+(?:\.\d+)?%)\s*$")
"""A row of ``report_power``'s table: group, internal, switching, leakage, total, share."""


_TIMER_GROUPS = {
    "async_default": "the group OpenSTA puts the recovery and removal checks of asynchronous set and reset pins in",
    "clock_gating_default": "the group OpenSTA puts the clock gating checks in, which it infers on a gate that combines "
                            "a clock with a data signal (its endpoints are those gates' pins)",
}
"""The path groups OpenSTA makes of its own (printed between asterisks), beside one per clock: what their paths are,
which their names only hint."""


def worst_by_group(design: str, path_type: str, tools: RunTools) -> list[Fact]:
    """The worst slack of each path group (each clock domain) of one timing report, when it times two or more: the
    design's one worst slack says nothing of the other domain ("did it meet timing in both clock domains?"). Runs
    with several reports (attempts) are left to the readings of each attempt."""
    rows = tools.paths(design, path_type)
    if len({row["source"] for row in rows}) != 1:
        return []
    worst: dict[str, RowMapping] = {}
    for row in rows:  # worst first
        worst.setdefault(row["grp"] or "", row)
    if len(worst) < 2:
        return []
    check = {"max": "setup", "min": "hold"}.get(path_type, path_type)
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: worst {check} slack of path group {group} = "
                 f"{metrics.shown(row['slack'], json.loads(row['raw'] or '{}').get('slack', ''), 'ns')} "
                 f"({'MET' if row['met'] else 'VIOLATED'}; {row['startpoint']} -> {row['endpoint']})"
                 + (f"; {_TIMER_GROUPS[group.strip('*')]}" if group.strip("*") in _TIMER_GROUPS else ""),
                 row["source"], row["line"], row["end_line"], row["slack"], "ns", verbatim=False)
            for group, row in sorted(worst.items(), key=lambda item: item[1]["slack"])]


def failing_endpoints(design: str, tools: RunTools, attempt: Attempt | None = None) -> list[Fact]:
    """How many endpoints fail setup at least, per timing report, from what it prints when it lists no endpoint
    table: no endpoint fails by more than the worst slack, so the total negative slack divided by the worst slack is
    a floor on their number (a tns of -0.22 beside a worst of -0.125 is two endpoints or more); a tns equal to the
    worst within its rounding may be a single endpoint's."""
    facts = []
    for tns in tools.metric_values(design, metrics.SETUP_TNS):
        if tns.value is None or tns.value >= 0 or (attempt is not None and not attempt.holds(tns.source, tns.line)):
            continue
        worst = [f for f in tools.metric_values(design, metrics.SETUP_WS) + tools.metric_values(design, metrics.SETUP_WNS)
                 if f.source == tns.source and f.value is not None and f.value < 0]
        if not worst:
            continue
        ws = min(worst, key=lambda f: f.value or 0.0)
        shown = tns.quoted.split()[0]
        if within_rounding(ws.value or 0.0, tns.value, places(shown)):
            said = f"its tns {tns.quoted} equals its worst slack {ws.quoted}: one endpoint may be all that fails"
        else:
            floor = math.ceil(tns.value / (ws.value or tns.value) - 1e-9)
            said = (f"at least {floor} endpoints fail setup: its tns {tns.quoted} is {tns.value / (ws.value or 1.0):.2f} "
                    f"times its worst slack {ws.quoted}, and no endpoint fails by more than the worst")
        facts.append(Fact(design, tns.run_id, f"{design}: in {tns.source}, {said} (computed)", tns.source, tns.line,
                          tns.line, verbatim=False))
    return facts


def power_groups(design: str, tools: RunTools) -> list[Fact]:
    """The rows of the power table above its Total row (``Sequential ... 89.0%``), largest share first, empty groups
    left out: where a run's power goes is printed beside its total, by the kind of cell that draws it."""
    total = tools.metric(design, metrics.POWER_TOTAL)
    if total is None or not total.source or not total.line:
        return []
    lines = tools.source_lines(design, total.source)  # the path first: lines[n] is line n
    rows = []
    header: list[str] = []
    for n in range(min(total.line, len(lines)) - 1, max(total.line - 12, 0), -1):
        text = lines[n].strip()
        found = _POWER_ROW.match(text)
        if found is None:
            if n < total.line - 1 and not set(text) <= {"-"}:
                header = _power_columns(lines[n - 1].split(), text.split())
                break  # the header: the table's first row is behind
            continue
        if float(found.group(2)) > 0:
            rows.append((float(found.group(3).rstrip("%")), n, text))
    facts = [Fact(design, tools.rows[design]["run_id"], f"{design}: {total.source}:{n}: {text}", total.source, n, n)
             for _, n, text in sorted(rows, key=lambda row: (-row[0], row[1]))]
    return facts + _power_kinds(design, total.source, total.line + 1, lines, header, tools)


def _power_columns(above: list[str], last: list[str]) -> list[str]:
    """The names of the table's four figure columns from its header: one line (``Group Internal Switching Leakage
    Total``) or two, whose words stack (``Internal`` over ``Power``)."""
    if len(last) == 5:
        return last[1:]
    return [f"{top} {bottom}" for top, bottom in zip(above[1:], last, strict=True)] if len(last) == 4 and len(
        above) == 5 else []


def _power_kinds(design: str, source: str, n: int, lines: Sequence[str], header: list[str], tools: RunTools
                 ) -> list[Fact]:
    """The shares under the Total row (``91.2%  8.8%  0.0%``), named by the header's columns: the total split by kind of
    power (internal, switching, leakage), the other way a report says what dominates."""
    shares = lines[n].split() if n < len(lines) else []
    kinds = header
    if not shares or not all(_SHARE.fullmatch(share) for share in shares) or len(kinds) < len(shares):
        return []
    split = ", ".join(f"{kind.lower()} {share}" for kind, share in zip(kinds, shares, strict=False))
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: total power by kind (the shares under the Total "
                 f"row): {split}", source, n, n)]


_SHARE = re.compile(r"\d+(?:\.\d+)?%")


_CLOCK_TABLE_HEAD = re.compile(r"^Clock\s+Period\s+Waveform\b")
_CLOCK_ROW = re.compile(r"^\S+\s+-?\d+\.\d+(?:\s+-?\d+\.\d+)+(?:\s+\(\w+\))?$")
"""``report_clock_properties``: a header, a rule, then one row per clock (name, period, rise and fall times)."""


def clock_properties(design: str, tools: RunTools) -> list[Fact]:
    """The rows of the timer's own clock table, quoted: each clock's period and waveform (rise and fall times) and
    whether it is generated, as the timer resolved them from the constraints."""
    facts: list[Fact] = []
    lines = tools.stored_lines(design)
    for i, (path, _, text) in enumerate(lines):
        if not _CLOCK_TABLE_HEAD.match(text):
            continue
        for row_path, row_n, row in lines[i + 1 :]:
            if row_path != path or set(row) <= {"-"}:
                continue
            if not _CLOCK_ROW.match(row):
                break
            facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: {path}:{row_n}: {row}", path, row_n, row_n))
    return facts


_CLOCK_RELATIONS = frozenset({"create_generated_clock", "set_clock_groups", "set_false_path", "set_max_delay",
                              "set_multicycle_path"})
"""SDC commands that say how two clocks relate (one derived from the other, unrelated groups, an exception between
them)."""


def crossing_relations(design: str, tools: RunTools, path_type: str = "max", row: RowMapping | None = None) -> list[Fact]:
    """For a worst path (or ``row``) launched by one clock and captured by another: the script commands that relate the
    two clocks, or, when this run has none, that it has none and the commands of the other runs of its top module that
    do. A crossing timed with no relation is checked as if the clocks were synchronous, over the closest pair of edges;
    a sibling run that declares them apart says how the designers meant them."""
    paths = [row] if row is not None else tools.paths(design, path_type)
    raw = json.loads(paths[0]["raw"] or "{}") if paths else {}
    launch, capture = raw.get("launch_clock", ""), raw.get("clock", "")
    if not launch or not capture or launch == capture:
        return []
    own = _relating_clocks(design, tools, launch, capture)
    if own:
        return own
    top = tools.shared_tops().get(design)
    siblings = [run for run, other in tools.shared_tops().items() if top and other == top and run != design]
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: no command of its scripts relates {launch} and {capture} "
                 "(neither derives one from the other nor sets clock groups, a false path or another exception "
                 "between them), so the crossing is timed as if the two clocks were synchronous", paths[0]["source"],
                 paths[0]["line"], paths[0]["line"], verbatim=False),
            *(f for run in siblings for f in _relating_clocks(run, tools, launch, capture))]


def _relating_clocks(design: str, tools: RunTools, one: str, other: str) -> list[Fact]:
    return [command_fact(design, tools, row) for row in _relating_rows(design, tools, one, other)]


def _relating_rows(design: str, tools: RunTools, one: str, other: str) -> list[RowMapping]:
    """The run's script commands that say how clocks ``one`` and ``other`` relate (``_CLOCK_RELATIONS`` naming both)."""
    return [row for row in tools.commands(design)
            if row["name"] in _CLOCK_RELATIONS and mentions(row["args"], [one]) and mentions(row["args"], [other])]


_EXCEPTION = re.compile(r"^set_(?:multicycle_path|false_path|max_delay|min_delay)\b")
"""Timing exceptions: script commands that change how the paths they name are checked."""


def paths_through(design: str, names: Sequence[str], tools: RunTools) -> list[Fact]:
    """The timing exceptions of the scripts that name an instance the question names, then the reported paths that
    start or end inside it (none without such an exception): why a path into ``u_stall`` is checked against a later edge is the
    ``set_multicycle_path ... -through u_stall/...`` line, and the path shows the edge it was given."""
    touching = [row for row in tools.paths(design) if any(_ends_in(row, name) for name in names)]
    inside = [name for name in names if any(_ends_in(row, name) for row in touching)]
    rules = [row for row in tools.commands(design) if _EXCEPTION.match(row["name"])
             and any(name.lower() in command_text(row).lower() for name in inside)]
    if not rules:
        return []
    meanings = dict.fromkeys(_exception_meaning(command_text(row)) for row in rules)
    return [*(command_fact(design, tools, row) for row in rules),
            *(_computed(design, tools, f"{design}: {meaning}") for meaning in meanings),
            *(tools.path_fact(design, row) for row in touching)]


def _exception_meaning(command: str) -> str:
    """What a timing exception does to the paths it names, in words (the command's own name is one token)."""
    name, cycles = command.split()[0], re.search(r"(?<!\S)(\d+)(?!\S)", command)
    if name == "set_multicycle_path":
        count = cycles.group(1) if cycles else "N"
        plural = "s" if count != "1" else ""
        if "-hold" in command.split():
            return f"a multicycle path exception: the hold check moves {count} clock cycle{plural} back"
        return f"a multicycle path exception: setup is checked {count} clock cycle{plural} after launch instead of one"
    if name == "set_false_path":
        return "a false path exception: the timer does not check these paths"
    if name == "set_clock_groups":
        return "clock groups: the timer checks no path between clocks of different groups"
    if name == "create_generated_clock":
        return "a generated clock: derived from its source clock, so paths between the two are checked"
    return f"a delay exception ({name}): the paths get the stated maximum or minimum delay instead of the clock's"


def _ends_in(path: RowMapping, instance: str) -> bool:
    """Whether a path starts or ends at ``instance``, a pin inside it, or a bit of a bus of that name
    (``press_count[7]`` of ``press_count``)."""
    return any(pin == instance or pin.startswith((f"{instance}/", f"{instance}[")) for pin in (path["startpoint"],
                                                                                            path["endpoint"]))


def missing_metric(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """Why a run reports no value of ``metric``: what the value is read from (its provenance) and the run's commands
    of that name as written, with the options the provenance needs and the command lacks (``stat`` without
    ``-liberty`` prints no area). Empty when the run does report it."""
    spec = metrics.spec(metric)
    if spec is None or tools.metric(design, metric) is not None or (metric == metrics.FLOPS and flop_count(design, tools)) \
            or (metric == metrics.CLOCKS and clock_count(design, tools)):
        return []
    names = set(re.findall(r"[a-z][a-z_]+", spec.provenance))
    needed = [(option, value if value not in STOPWORDS else "")
              for option, value in re.findall(r"(?<!\S)(-[a-z_]+)(?: ([a-z_]+)\b)?", spec.provenance)]
    ran = [row for row in tools.commands(design) if row["name"] in names]
    facts = [_computed(design, tools, f"{design}: its {spec.label} is not reported; it is read from {spec.provenance}.")]
    for row in ran:
        lacking = [f"{option} {value}".strip() for option, value in needed if not _given(option, value, row["args"].split())]
        written = f"{row['name']} {row['args']}".strip()
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: the flow runs `{written}`"
                          + (f" without {', '.join(lacking)}" if lacking else "") + f" ({row['source']}:{row['line']})",
                          row["source"], row["line"], row["line"]))
    return facts + _generic_gates(design, metric, tools) + _unpriced_netlist(design, metric, ran, tools) + \
        _path_types_printed(design, metric, tools) + \
        _checks_defined(design, metric, tools) + (_tool_errors(design, spec.provenance, tools) or _failure(design, tools)) + \
        _siblings_reporting(design, metric, tools)


def _failure(design: str, tools: RunTools) -> list[Fact]:
    """A failed run's first error, whichever tool printed it: why no later step reported the figure (a timing figure
    of a run whose synthesis stopped at a module no file defines)."""
    return tools.issues(design, severity="error")[:1] if tools.failed(design) else []


def _siblings_reporting(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """The other runs of the same top module that report the figure (the mapped build beside a generic one): where
    the asker finds it, named without their value, which is another build's."""
    top = tools.rows[design]["top"]
    others = [d for d, row in tools.rows.items() if d != design and top and row["top"] == top
              and tools.metric(d, metric) is not None]
    label = spec.label if (spec := metrics.spec(metric)) else metric
    return [_computed(design, tools, f"{design}: its {label} is printed by another run of its top module {top}: "
                      + ", ".join(others))] if others else []


def _generic_gates(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """For an area a run lacks, the Yosys generic gates (``$_DFFE_PN0P_``, ``$_XOR_``) its final stat counts: cells
    of no library, which no liberty prices, so what the run built has no area to print. Named without their counts,
    as a refusal beside them states no figure."""
    if metric != metrics.AREA:
        return []
    found = _final_stat(design, tools, lambda cell: cell.startswith("$_"))
    if found is None:
        return []
    row, _, _, types = found
    gates = ", ".join(dict.fromkeys(types))  # named, not counted: said beside a refusal, it states no figure
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: the stat in {row['source']} counts Yosys generic "
                 f"gates ({gates}), cells of no library, so none has an area", row["source"], row["line"], row["line"],
                 verbatim=False)]


def untimed_report(design: str, source: str, tools: RunTools) -> list[Fact]:
    """Why a timing report holds no path: the errors the timer printed into it and its "No paths found." line, quoted;
    a wns of 0 printed after them times nothing."""
    errors = [f for f in tools.issues(design, severity="error") if f.source == source]
    empty = [tools.line_fact(design, path, n, text) for path, n, text in tools.stored_lines(design)
             if path == source and text == "No paths found."][:1]
    return errors[:2] + empty


def unmapped_cells(design: str, tools: RunTools) -> list[Fact]:
    """The Yosys generic cells (``$_DLATCH_P_``) the final stat of a timed run still counts: what no mapping pass
    replaced, which a netlist writes as behavioural code the timer cannot read as cells (Yosys's dfflibmap maps
    flip-flops only, not latches). Said beside the timer's reader problems."""
    found = _final_stat(design, tools, lambda cell: cell.startswith("$_"))
    if found is None:
        return []
    row, _, counts, _ = found
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: the final stat in {row['source']} still counts Yosys "
                 f"generic cells no library cell replaced ({', '.join(counts)}): the netlist writes them as "
                 "behavioural code, not as cells the timer can read", row["source"], row["line"], row["line"],
                 verbatim=False)]


def _unpriced_netlist(design: str, metric: str, ran: Sequence[RowMapping], tools: RunTools) -> list[Fact]:
    """For an area a run lacks while it holds a gate netlist no ``stat`` of it priced (a netlist handed over for
    timing alone): the netlist, so the asker knows the area can be had by pricing that file."""
    if metric != metrics.AREA or ran:
        return []
    a = tables.artifact.c
    paths = tools.graph.values(select(a.path).where(a.design_id == tools.rows[design]["id"], a.kind == "netlist")
                               .order_by(a.path))
    return [_computed(design, tools, f"{design}: its gate netlist {path} is in the run; no stat -liberty of it was "
                      "run, so the area is not printed") for path in paths[:1]]


def _path_types_printed(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """For a hold figure a run lacks, the line of each of its reports that says what its paths are (``Path Type:
    max``), and the same for a setup figure: the report's own word that it checked the other side."""
    check = next((path_type for word, path_type in (("__hold__", "min"), ("__setup__", "max")) if word in metric), "")
    if not check:
        return []
    facts, seen, read = [], set(), {}
    for path_type in sorted(tools.path_types(design) - {check}):
        for row in tools.paths(design, path_type):
            if row["source"] in seen:
                continue
            if row["source"] not in read:  # each report read once, however many of its paths lack the line
                read[row["source"]] = tools.printed_lines(design, row["source"])
            printed = read[row["source"]]
            line = next((n for n in range(row["line"], min(row["end_line"], len(printed)) + 1)
                         if printed[n - 1].strip().startswith("Path Type:")), 0)
            if line:
                seen.add(row["source"])
                facts.append(Fact(design, tools.rows[design]["run_id"],
                                  f"{design}: {row['source']}:{line}: {printed[line - 1].strip()}", row["source"], line, line))
    return facts


CLOCK_COMMANDS = ("create_clock", "create_generated_clock")
_CLOCK_NAME = re.compile(r"-name\s+\{?([\w.\[\]/]+)")
"""The name a clock command gives its clock (``-name clk_div4``)."""
_CHECK_DEFINING = (*CLOCK_COMMANDS, "set_max_delay", "set_min_delay")
"""The constraints that make the timer check paths: clocks (setup and hold at every register) and point-to-point
delay bounds (only the bound given: a design with set_max_delay alone has no min-delay check)."""


def created_clocks(design: str, tools: RunTools) -> list[tuple[Fact, str, str]]:
    """(command, clock name, command name) of each clock the run's scripts create by name."""
    return [(command_fact(design, tools, row), clock, row["name"]) for row in tools.commands(design)
            if row["name"] in CLOCK_COMMANDS for clock in _CLOCK_NAME.findall(row["args"])]


_DIVIDED = re.compile(r"\b(?:divided|divides|divide|div)[-\s]?by[-\s]?(\d+)\b", re.IGNORECASE)


def clocks_divided(question: str, designs: Sequence[str], tools: RunTools) -> list[str]:
    """The descriptions of a clock by its division in the question ("the divide-by-4 clock") that name a clock the
    designs' scripts generate with that ``-divide_by``: a clock is said by what it does as well as by its name."""
    return [match.group(0) for match in _DIVIDED.finditer(question)
            if any(row["name"] == "create_generated_clock" and _CLOCK_NAME.search(row["args"])
                   and re.search(rf"-divide_by\s+{match.group(1)}\b", row["args"])
                   for d in designs for row in tools.commands(d))]


def unclocked_bounds(design: str, tools: RunTools) -> list[Fact] | None:
    """The delay bounds a run's timing is checked against when its scripts create no clock (``set_max_delay`` from
    the inputs to the outputs of a combinational block); None when a script creates a clock or no bound is given."""
    rows = tools.commands(design)
    if any(row["name"] in CLOCK_COMMANDS for row in rows):
        return None
    bounds = [command_fact(design, tools, row) for row in rows if row["name"] in _CHECK_DEFINING]
    return bounds or None


def _checks_defined(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """For a timing figure a run lacks, the constraints its scripts give: which checks the timer had to report."""
    if not metric.startswith("timing__"):
        return []
    return [command_fact(design, tools, row) for row in tools.commands(design) if row["name"] in _CHECK_DEFINING]


def _tool_errors(design: str, provenance: str, tools: RunTools) -> list[Fact]:
    """The errors of the tool a value is read from (``OpenSTA report_checks ...``): a command the tool refused
    (``report_worst_slack -min is not a known keyword``) is why its value is missing, whatever the script says."""
    return tools.issues(design, severity="error", by=sorted(tools_said(provenance)))


def issue_tools(tools: RunTools) -> set[str]:
    """The tools whose messages the visible runs' records hold (``yosys``, ``opensta``, ``iverilog``)."""
    i = tables.issue.c
    return set(tools.graph.values(select(i.tool).distinct().where(i.design_id.in_([r["id"] for r in tools.rows.values()]))))


def tools_said(text: str) -> set[str]:
    """The tools a text names, as the records name them: the timer is ``opensta`` whether said as sta or timing, the
    Icarus Verilog compiler ``iverilog`` whether said by its program's name or its project's."""
    named = {word.lower() for word in re.findall(r"[A-Za-z]+", text)}
    return named | ({"opensta"} if named & {"sta", "timing"} else set()) | ({"iverilog"} if "icarus" in named else set())


def _given(option: str, value: str, args: list[str]) -> bool:
    """``-path_delay min`` is given by ``-path_delay min`` and by ``-path_delay min_max``."""
    if option not in args:
        return False
    at = args.index(option) + 1
    return not value or (at < len(args) and value in args[at].split("_"))


def setting_differences(designs: Sequence[str], tools: RunTools) -> list[Fact]:
    """The flow commands one run gives and the other does not (``synth -flatten`` against ``synth``, ``chparam -set
    WIDTH 12``): what makes two runs of one top module differ. Commands that only read or write files are left out,
    as their file names differ from run to run by design."""
    given = {d: {_inner_command(row): row for row in tools.commands(d)
                 if not _inner_command(row)[0].startswith(("read_", "write_"))} for d in designs}
    tools_of = [{row["tool"] for row in given[d].values() if row["tool"]} for d in designs]
    shared = set.intersection(*tools_of) if tools_of else set()
    facts = []
    changed: set[str] = set()
    for design in designs:
        others = set().union(*(set(given[d]) for d in designs if d != design))
        alone: dict[str, list[RowMapping]] = {}
        for key, row in given[design].items():
            if key in others:
                continue
            if row["tool"]:
                changed.add(row["tool"])
            if row["tool"] and row["tool"] not in shared:  # a tool the other runs never ran: one fact, not each command
                alone.setdefault(row["tool"], []).append(row)
                continue
            facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: only this run gives "
                              f"`{row['name']} {row['args']}` ({row['source']}:{row['line']})", row["source"],
                              row["line"], row["line"]))
        facts += [Fact(design, tools.rows[design]["run_id"], f"{design}: only this run gives commands to {tool} ("
                       f"{len(rows)}, {rows[0]['source']}:{rows[0]['line']} on)", rows[0]["source"], rows[0]["line"],
                       rows[0]["line"]) for tool, rows in alone.items()]
    return _alike(designs, sorted(shared - changed), changed, tools) + facts


def _inner_command(row: RowMapping) -> tuple[str, str]:
    """A command as (name, arguments), a Yosys command given through the Tcl shell's ``yosys`` wrapper (``yosys
    splitnets`` in a ``yosys -c`` script) read as itself: the same pass a ``.ys`` script or a log gives bare."""
    if row["name"] == "yosys" and (words := row["args"].split(maxsplit=1)):
        return words[0], words[1] if len(words) > 1 else ""
    return row["name"], row["args"]


def _alike(designs: Sequence[str], same: Sequence[str], changed: Collection[str], tools: RunTools) -> list[Fact]:
    """What two runs share, said before what differs: the same RTL text, and the tools whose commands are the same
    in both (``same``; ``changed``: the others) ("why the same area at two periods": the synthesis is the same,
    only the timing script differs)."""
    def rtl(design: str) -> list[str]:
        return [line for path in sorted(tools.rtl_files(design), key=lambda p: Path(p).name)
                for line in tools.source_lines(design, path)]

    said = []
    if len(designs) == 2 and (first := rtl(designs[0])) and first == rtl(designs[1]):
        said.append("the RTL is the same text in both runs")
    if same:
        said.append(f"the {', '.join(same)} commands are the same in both"
                    + (f"; only the {', '.join(sorted(changed))} commands differ" if changed else ""))
    return [_computed(designs[0], tools, f"{' and '.join(designs)}: {'; '.join(said)} (compared)")] if said else []


_PRINTS = ("puts", "echo")


def _headings_printed(design: str, tools: RunTools) -> set[str]:
    """The texts a run's timing scripts print between reports (``puts "=== after multicycle ==="``)."""
    said = {row["args"].strip().strip('"{}').strip() for row in tools.commands(design) if row["name"] in _PRINTS}
    said.discard("")
    return said


def report_sections(design: str, source: str, said: Collection[str], tools: RunTools) -> list[tuple[int, str]]:
    """(line, heading) of the headings ``said`` as they stand in report ``source``: a script that reports, changes a
    constraint and reports again marks each report so, and each figure is then printed once per heading."""
    lines = tools.source_lines(design, source)[1:]
    return [(n, text.strip()) for n, text in enumerate(lines, 1) if text.strip() in said]


_Reading = TypeVar("_Reading")
_PATH_KINDS = {metrics.SETUP_WS: "max", metrics.HOLD_WS: "min", metrics.RECOVERY_WS: "recovery",
               metrics.REMOVAL_WS: "removal"}


def sectioned_readings(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """A figure read under each heading of one report (tns before and after a multicycle exception), each reading
    labelled with its heading; empty unless two headings of one report hold a reading. A slack is the worst path of
    its check under each heading."""
    if (kind := _PATH_KINDS.get(metric)) is not None:
        return sectioned_paths(design, kind, tools)
    if not (said := _headings_printed(design, tools)):
        return []  # most runs print no heading: their figures are not read again
    readings = [(f.source, f.line, f) for f in tools.metric_values(design, metric) if f.verbatim]
    return [_under(fact, heading, source, at) for fact, heading, source, at in _by_heading(design, said, readings, tools)]


def sectioned_paths(design: str, kind: str, tools: RunTools) -> list[Fact]:
    """The worst path of one check (``max``, ``min``, ``recovery``) under each heading of one report."""
    if not (said := _headings_printed(design, tools)):
        return []
    rows = sorted(tools.paths(design, kind), key=lambda row: -row["slack"])  # the worst written last
    chosen = _by_heading(design, said, [(row["source"], row["end_line"], row) for row in rows], tools)
    return [_under(tools.path_fact(design, row), heading, source, at) for row, heading, source, at in chosen]


def _by_heading(design: str, said: Collection[str], readings: Sequence[tuple[str, int, _Reading]],
                tools: RunTools) -> list[tuple[_Reading, str, str, int]]:
    """The last reading under each heading of one report, with that heading (its text, the report, its line); empty
    unless two headings of one report hold one."""
    sections: dict[str, list[tuple[int, str]]] = {}
    last: dict[tuple[str, int], _Reading] = {}
    for source, line, reading in readings:
        if source not in sections:
            sections[source] = report_sections(design, source, said, tools)
        if above := [n for n, _ in sections[source] if n < line]:
            last[(source, above[-1])] = reading
    if len({at for _, at in last}) < 2 or len({source for source, _ in last}) > 1:
        return []
    return [(reading, dict(sections[source])[at], source, at) for (source, at), reading in sorted(last.items())]


def _under(fact: Fact, heading: str, source: str, line: int) -> Fact:
    return replace(fact, text=f"{fact.text} [under the report's heading `{heading}`, {source}:{line}]")


SIDE_BY_SIDE = (metrics.AREA, metrics.CELLS, metrics.FLOPS, metrics.CLOCK_PERIOD, metrics.SETUP_WS, metrics.ARRIVAL)
"""What two runs of one RTL are compared on when no figure is named: what synthesis produced (area, cells, flops)
and what timing then made of it (period, worst setup slack and its path's arrival)."""


def side_by_side(designs: Sequence[str], tools: RunTools, skip: Collection[str] = ()) -> list[Fact]:
    """Two runs figure by figure, each line saying whether the two agree ("same netlist, why does one fail": the same
    area and cells, another period), then whether their netlists are the same text, then each run's FSM records
    (an FSM re-encoded in one run and not the other is what makes the same RTL come out at another size)."""
    facts: list[Fact] = []
    for metric in (metric for metric in SIDE_BY_SIDE if metric not in skip):
        pair = [f for d in designs if (f := metric_fact(d, metric, tools)) is not None and f.value is not None]
        if len(pair) < 2:
            continue
        spec = metrics.spec(metric)
        label = spec.label if spec else metric
        same = "the same in both" if len({f.value for f in pair}) == 1 else "different"
        shown = ", ".join(f"{f.design} {f.quoted or metrics.format_value(f.value or 0.0, f.unit)}" for f in pair)
        facts += [_computed(designs[0], tools, f"{label}: {shown} ({same}; compared)"), *pair]
    netlists = [[line.strip() for line in row["text"].splitlines() if line.strip() and not line.lstrip().startswith("/*")]
                for d in designs for row in tools.graph.query(stored_files(tools.rows[d]["id"], "netlist"))[:1]]
    if len(netlists) == 2:
        same = "the same text" if netlists[0] == netlists[1] else \
            f"different texts ({len(netlists[0])} and {len(netlists[1])} lines)"
        facts.append(_computed(designs[0], tools, f"{' and '.join(designs)}: the gate netlists are {same} (compared, "
                               "comment lines aside)"))
    return facts + [f for d in designs for f in optimisation_facts(d, tools, limit=4, kinds=("fsm",))
                    if f.source]


def liberty_facts(design: str, tools: RunTools) -> list[Fact]:
    """Which liberty file the flow uses and the steps that use it."""
    return config_facts(design, tools, ".lib")


RECORDS_SHOWN = 12
"""Optimisation records an answer lists (the first, in log order)."""


def optimisation_facts(design: str, tools: RunTools, limit: int = RECORDS_SHOWN,
                       kinds: Sequence[str] = OPTIMISATIONS) -> list[Fact]:
    """What optimisation changed: FSM extraction/re-encoding, constant or removed flops, removed modules (of
    ``kinds``: an FSM asked about is not answered with constant flops); when the log reports none of them, that it
    reports none, and which runs' logs report an FSM."""
    i = tables.issue.c
    rows = tools.graph.query(select(tables.issue).where(i.design_id == tools.rows[design]["id"], i.severity == "info",
                                                   i.kind.in_(kinds)).order_by(i.id))
    recorded = {r["line"] for r in rows}
    texts: dict[str, list[str]] = {}
    facts = []
    for r in rows[:limit]:
        message, end = r["message"], r["line"]
        if r["source"] not in texts:  # "Not marking ... as FSM state register:", its reasons on the indented lines
            texts[r["source"]] = tools.source_lines(design, r["source"])  # after; "Extracting FSM ...", how it went
        reasons = list(_indented_after(texts[r["source"]], r["line"], recorded))
        if reasons:
            message, end = " ".join([message, *reasons]), r["line"] + len(reasons)
        facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: {r['kind']}: {message}", r["source"],
                          r["line"], end))
    if not rows:
        ids = {run["id"]: name for name, run in tools.rows.items() if name != design}
        with_fsm = set(tools.graph.values(select(i.design_id).where(i.kind == "fsm", i.design_id.in_(ids)).distinct()))
        others = [name for run_id, name in ids.items() if run_id in with_fsm]
        elsewhere = f"; the runs whose logs report an FSM are {', '.join(others)}" if others else ""
        what = "FSM extraction" if tuple(kinds) == ("fsm",) else "FSM extraction, constant or removed flops"
        facts.append(_computed(design, tools, f"{design}: the log reports no {what}{elsewhere}"))
    return facts


_REGISTER = re.compile(r"(?<![\w.$\\])[A-Za-z_]\w*\.([A-Za-z_]\w+)\b(?!\.\w)")
"""``module.register`` as Yosys names a register in its records (``Found FSM state register lin_header_tx.phase``)."""


def registers_recorded(design: str, tools: RunTools) -> set[str]:
    """The registers (lower case) the records ``optimisation_facts`` shows name as ``module.register``: read from
    their messages alone, as every question with a design asks it, where the records' quoted lines need the log."""
    i = tables.issue.c
    messages = tools.graph.values(select(i.message).where(i.design_id == tools.rows[design]["id"], i.severity == "info",
                                                          i.kind.in_(OPTIMISATIONS)).order_by(i.id).limit(RECORDS_SHOWN))
    return {name.lower() for message in messages for name in _REGISTER.findall(message)}


def paths_quoted(design: str, tools: RunTools, facts: Sequence[Fact]) -> list[Fact]:
    """The timing paths whose report lines ``facts`` quote (the slack line of a figure the question repeats), each
    stated whole: a figure read in its path's group and check ("5.578" closes the recovery path of group
    async_default, not the setup path of the clock), unless that path is shown already."""
    quoted = [(f.source, f.line) for f in facts if f.source and f.line]
    shown = {(f.source, f.line) for f in facts}
    found = []
    for path_type in sorted(tools.path_types(design)):
        for row in tools.paths(design, path_type):
            if (row["source"], row["line"]) not in shown and any(
                    source == row["source"] and row["line"] <= line <= row["end_line"] for source, line in quoted):
                found.append(tools.path_fact(design, row))
                shown.add((row["source"], row["line"]))
    return found


def _indented_after(lines: Sequence[str], line: int, recorded: Collection[int], most: int = 4) -> Iterator[str]:
    """The indented lines right after ``line`` (``lines`` as ``source_lines`` gives them: the path first) up to a
    blank one or another record's line."""
    for at in range(line + 1, min(line + 1 + most, len(lines))):
        text = lines[at]
        if at in recorded or not text.strip() or not text[:1].isspace():
            return
        yield text.strip()


def optimisations_asked(words: Collection[str]) -> tuple[str, ...]:
    """The kinds of optimisation record a question's words name (``fsm``), else every kind."""
    return tuple(kind for kind in OPTIMISATIONS if kind in words) or OPTIMISATIONS


def register_facts(design: str, tools: RunTools, signals: list[str]) -> list[Fact]:
    """RTL registers vs the netlist: a flop drives it, an ``assign`` aliases it to another net, or it is constant."""
    rows = tools.graph.query(stored_files(tools.rows[design]["id"], "netlist"))
    facts: list[Fact] = []
    for row in rows[:1]:
        lines = row["text"].splitlines()
        for signal in signals:
            name = re.escape(signal)
            alias = next((n for n, t in enumerate(lines, 1) if re.match(rf"\s*assign\s+{name}\s*=", t)), 0)
            flop = next((n for n, t in enumerate(lines, 1) if re.search(rf"\.Q\(\s*{name}(\s*\[\d+\])?\s*\)", t)), 0)
            if alias:
                rhs = lines[alias - 1].split("=", 1)[1].strip().rstrip(";")
                what = "a constant: its flop was removed" if re.match(r"\d+'[hbd]", rhs) else \
                    f"an alias of {rhs}: its flop was merged into {rhs}'s"
                facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: {signal} is {what} "
                                  f"({row['path']}:{alias}: {lines[alias - 1].strip()})", row["path"], alias, alias))
            elif flop:
                cell = _instance_around(lines, flop)
                which = f" {cell[1]}/Q ({cell[0]})" if cell else ""
                facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: {signal} is driven by a real flop"
                                  f"{which} ({row['path']}:{flop}: {lines[flop - 1].strip()})", row["path"], flop, flop))
            else:
                facts.append(_computed(design, tools, f"{design}: {signal} has no flop and no assign in {row['path']}"))
    return facts


_INSTANCE_OPEN = re.compile(r"\s*([A-Za-z_][\w$]*)\s+(\\?[^\s(]+)\s*\(\s*$")
"""A gate netlist's instance opening on its own line: ``DFFPOSX1 _0950_ (`` (cell type, instance name)."""


def _instance_around(lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(cell type, instance name) of the netlist instance whose connection list holds ``line`` (1-based)."""
    for at in range(line - 1, max(line - 40, 0), -1):
        text = lines[at - 1]
        if (opened := _INSTANCE_OPEN.match(text)) is not None:
            return opened[1], opened[2]
        if text.strip().endswith(";"):
            return None
    return None


_BORROWING_BLOCK = "Time Borrowing Information"
"""The block OpenSTA prints after a path into a latch that borrowed time: the most it could borrow, and what it did."""
_BORROW_ROW = re.compile(r"^\s*([a-z][\w ]*?[a-z])\s{2,}(-?\d+\.\d+)\s*$")


def borrowing_rows(design: str, tools: RunTools, kind: str = "max") -> list[Fact]:
    """The rows of the time-borrowing block the timer printed after the worst ``kind`` path, when that path borrowed
    time (``max time borrow   7.77``, ``actual time borrow   3.00``): a slack of 0.00 into a latch is the borrow
    covering the path, and the block says how much more it could have borrowed."""
    worst = tools.paths(design, kind)[:1]
    if not worst or not json.loads(worst[0]["raw"] or "{}").get("time_borrowed"):
        return []
    source, end = worst[0]["source"], worst[0]["end_line"]
    lines = tools.printed_lines(design, source)
    start = next((n for n in range(end + 1, min(end + 4, len(lines)) + 1) if lines[n - 1].strip() == _BORROWING_BLOCK),
                 None)
    if start is None:
        return []
    block = itertools.takewhile(lambda row: row[1].strip(), enumerate(lines[start:], start=start + 1))
    return [Fact(design, tools.rows[design]["run_id"], f"{source}:{n}: {text.strip()}", source, n, n)
            for n, text in block if _BORROW_ROW.match(text)]


def worse_reset_check(design: str, kind: str, tools: RunTools) -> Fact | None:
    """The worst removal (beside hold) or recovery (beside setup) check when its slack is below the data path's: the
    same report's min or max delay checks on an asynchronous reset, the worst the report prints."""
    data, reset = tools.paths(design, kind)[:1], tools.paths(design, {"min": "removal", "max": "recovery"}[kind])[:1]
    if reset and (not data or reset[0]["slack"] < data[0]["slack"]):
        return tools.path_fact(design, reset[0])
    return None


_DECIMAL = re.compile(r"(?<![\w.])-?\d+\.\d+(?![\w.])")
_CHECK_NAMES = {"max": "setup", "min": "hold"}


def quoted_slacks(design: str, question: str, tools: RunTools) -> list[Fact]:
    """A slack the question quotes ("the first slack is only 0.195 - setup problem?") found, digit for digit as the
    report prints it, on a path of a check other than setup: that path, what check it is, and the setup check's own
    worst path beside it. A figure read off the top of a report is often a hold or removal path, which says nothing
    of setup; empty when no quoted figure is such a slack."""
    quoted = set(_DECIMAL.findall(question))
    if not quoted:
        return []
    for kind in sorted(tools.path_types(design) - {"max"}):
        for row in tools.paths(design, kind):
            if json.loads(row["raw"] or "{}").get("slack") not in quoted:
                continue
            check = _CHECK_NAMES.get(kind, kind)
            said = tools.path_fact(design, row)
            facts = [replace(said, text=said.text.replace(": worst ", ": the quoted slack is on the ", 1)
                             if row["id"] != tools.paths(design, kind)[0]["id"] else said.text),
                     _computed(design, tools, f"{design}: that path is a {check} check (the report's Path Type "
                               f"{kind}), not a setup check")]
            setup = tools.paths(design, "max")
            facts += [tools.path_fact(design, setup[0])] if setup else [
                _computed(design, tools, f"{design}: no setup (max) path is reported")]
            return facts + [f for f in (tools.metric(design, metrics.SETUP_WNS),) if f is not None]
    return []


def check_facts(design: str, tools: RunTools) -> list[Fact]:
    """The worst path of each min-delay check (hold, and removal on an asynchronous reset: the timer's min report
    holds both, and a question about hold problems is about either), unconstrained endpoints and DRV (max
    slew/capacitance/fanout) where the reports have them."""
    facts = [fact for kind in ("min", "removal") if (rows := tools.paths(design, kind))
             if (fact := tools.path_fact(design, rows[0])) is not None]
    i = tables.issue.c
    rows = tools.graph.query(select(tables.issue).where(
        i.design_id == tools.rows[design]["id"],
        or_(i.kind.ilike("max_%"), i.kind.ilike("min_%"), i.message.ilike("%unconstrained%"))).order_by(i.id))
    facts += with_continuations([tools.issue_fact(design, r) for r in rows[:8]], tools)
    if any("unconstrained" in r["message"] for r in rows):
        facts += unconstrained_ports(design, tools)
    return facts


def check_results(design: str, tools: RunTools) -> list[Fact]:
    """What each run of Yosys's ``check`` pass found, in log order, quoted with its count of problems as the value: a
    problem one check reports and a later one no longer sees was changed by the passes between (a conflicting driver
    tied to a constant)."""
    return [tools.line_fact(design, path, n, text, float(found.group(1)))
            for path, n, text in tools.stored_lines(design) if (found := CHECK_RESULT.match(text))]


CHECKS_QUOTED = 6
"""The check results an answer quotes, in log order."""


def warning_steps(design: str, tools: RunTools) -> list[Fact]:
    """The step of a Yosys log that printed most of the run's warnings, when one printed at least half of many
    (``_MANY_WARNINGS``): 160 warnings of one backend are one cause, not 160. The step's header is quoted with the
    script's command of the same number (Yosys numbers its top-level commands' headers in the order it runs them)."""
    warned = [f for f in tools.issues(design, severity="warning", by=("yosys",)) if f.source]
    if len(warned) < _MANY_WARNINGS:
        return []
    by_step: Counter[tuple[str, int]] = Counter()
    headers: dict[tuple[str, int], str] = {}
    for source in {f.source for f in warned}:
        lines = tools.printed_lines(design, source)
        step = [0] * (len(lines) + 1)
        for n, text in enumerate(lines, start=1):
            found = PASS_HEADER.match(text)
            if found and "." not in found.group(1):
                headers[(source, n)] = text.strip()
                step[n] = n
            else:
                step[n] = step[n - 1]
        by_step.update((source, step[f.line]) for f in warned if f.source == source and 0 < f.line < len(step) and step[f.line])
    if not by_step:
        return []
    (source, line), count = by_step.most_common(1)[0]
    if 2 * count < len(warned):
        return []
    header = headers[(source, line)]
    number = int(header.split(".", 1)[0])
    commands = [row for row in tools.commands(design) if row["tool"] == "yosys" and row["source"] == source]
    given = f" (the script's command {number}: {command_text(commands[number - 1])})" if len(commands) >= number else ""
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: {count} of its {len(warned)} warnings were printed in "
                 f"step {header}{given}", source, line, line, verbatim=False)]


_MANY_WARNINGS = 10
"""Warnings from which the step that printed most of them is worth saying."""


def report_kinds(design: str, tools: RunTools) -> list[str]:
    """Artifact kinds of the run, to say what was and was not reported."""
    a = tables.artifact.c
    return tools.graph.values(select(a.kind).where(a.design_id == tools.rows[design]["id"]).group_by(a.kind)
                              .order_by(func.min(a.id)))


def holds_synthesis_log(design: str, tools: RunTools) -> bool:
    """Whether the run kept a log of its synthesis, not only an excerpt of one: a file read as Yosys output counts
    as a log when it tells how the run ended (``End of script`` or an error) or prints the tool's banner. A ``stat``
    table saved with ``tee`` (a run whose log went to the void under ``yosys -q``) is a report: a user asking for the
    runs without a log means that run."""
    a, m = tables.artifact.c, tables.metric.c
    ended = select(a.id).where(a.design_id == tools.rows[design]["id"], a.kind == "yosys_log",
                               or_(a.status != "unknown", a.id.in_(select(m.artifact_id).where(
                                   m.design_id == tools.rows[design]["id"], m.name == metrics.TOOL_VERSION))))
    return bool(tools.graph.values(ended.limit(1)))


__all__ = ["build_folders", "reports_given", "area_is_lower_bound", "failing_endpoints", "printed_errors", "builds_side_by_side", "per_build", "quoted_slacks", "latched_bits", "clocks_divided", "CLOCK_COMMANDS", "MEANINGS", "area_breakdown", "cell_breakdown", "cell_differences", "cells_placed_by", "error_count", "created_clocks", "generated_clocks", "check_facts",
           "borrowing_rows", "empty_files_named", "untimed_report", "unmapped_cells", "cell_types", "check_results", "last_by_source", "missing_module", "config_facts", "flop_mappings", "explain_issues",
           "flop_count", "largest_submodule", "paths_quoted", "register_facts", "liberty_facts", "min_period", "missing_metric",
           "setting_differences",
           "module_instances", "inverted_clock", "reported_clocks", "worse_reset_check", "optimisation_facts", "path_breakdown", "report_kinds", "holds_synthesis_log", "share", "what_if"]
