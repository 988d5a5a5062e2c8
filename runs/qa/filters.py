"""Designs picked by a run-outcome or content filter (violating, failed, with a netlist...), with the count."""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Sequence

from sqlalchemy import RowMapping

from runs import metrics
from runs.parse.detect import READ_TOOLS, TOOL_OF_WORD, netlist_format
from runs.qa import analyses, grammar
from runs.qa.catalogue import FILTERS
from runs.qa.grammar import DESIGN_NOUNS, USE_WORDS
from runs.qa.graph_queries import CHECK_OF_PATH_TYPE, Fact, RunTools
from runs.qa.query import stem
from text import english
from text.stopwords import STOPWORDS

ARTIFACT_FILTERS = {"with_netlist": "netlist", "with_timing": "sta_report", "without_netlist": "netlist",
                    "without_timing": "sta_report", "with_yosys_log": "yosys_log", "without_yosys_log": "yosys_log",
                    "with_stat": "stat", "without_stat": "stat"}
"""Filter name -> the report kind a run must hold (``with_``) or lack (``without_``) to pass it (``stat``: the design
statistics Yosys printed, in a log or in a saved excerpt)."""
_OUTPUT_NAMES = {"stat": "Yosys stat", "yosys_log": "yosys log", "sta_report": "sta report", "netlist": "netlist"}


def holds_output(design: str, kind: str, tools: RunTools) -> bool:
    """Whether the run holds an output of ``kind`` (a value of ``ARTIFACT_FILTERS``): a Yosys log that tells how the
    run ended, a printed ``stat``, or a report of that kind."""
    if kind == "yosys_log":
        return analyses.holds_synthesis_log(design, tools)
    if kind == "stat":
        return any(row["kind"] == "yosys_log" for row in tools.module_names(design))
    return kind in analyses.report_kinds(design, tools)


def used_by(words: Sequence[str], tools: RunTools, designs: list[str]) -> tuple[str, list[str]] | None:
    """The designs whose flow scripts name what the question says they used (a library, a pass, an option), when
    that word follows a verb of using and only some designs' commands hold it: ``the designs that used the osu035
    liberty`` leaves out a generic run. Of several such words the most selective wins (``abc -fast``: the option).
    A metric's noun is not a thing used unless a script runs a command of that name (``mapped to cells`` is the
    outcome of mapping; ``used abc`` names the pass). A tool the parsers read is used by the runs holding its output
    (``any STA run``: a shell script may start the timer under any name). None when no word narrows the designs."""
    verbs = [i for i, w in enumerate(words) if w in USE_WORDS and not (i + 1 < len(words) and words[i + 1] in DESIGN_NOUNS)
             and not (w == _MAPPED and words[i + 1:i + 2] and words[i + 1] not in _MAPPED_WITH)]  # "mapped results":
    # a participle before its noun; what it was mapped with follows a preposition ("mapped with the osu035 lib")
    if not verbs:  # "mapped runs": a participle before the runs says which, it uses nothing
        return None  # no verb of using: nothing to read the scripts for (most questions over every design)
    rows = {d: tools.commands(d) for d in designs}
    scripts = {d: _command_words(rows[d]) for d in designs}
    commands = {stem(row["name"].lower()) for d in designs for row in rows[d]}
    nouns = {stem(alias) for spec in metrics.SPECS for alias in spec.synonyms if " " not in alias} - commands
    kinds = {stem(alias) for entry in FILTERS if entry.name in BUILD_FILTERS for alias in entry.aliases if " " not in alias}
    # "used generic synth only": a kind of build before its step names no thing a script holds ("used flatten" does)
    best: tuple[str, list[str]] | None = None
    for i, word in enumerate(words):
        if (len(word) < 3 or word in USE_WORDS or word in STOPWORDS or word in DESIGN_NOUNS or word in nouns
                or (word in kinds and grammar.modifies_next(words, i + 1)) or (i and words[i - 1] in kinds)
                or not any(i - 3 <= verb < i for verb in verbs)):
            continue
        tool = TOOL_OF_WORD.get(word, word)
        users = [d for d in designs if (tool in tools.outputs(d) if tool in READ_TOOLS else word in scripts[d])]
        if 0 < len(users) < len(designs) and (best is None or len(users) < len(best[1])):
            best = word, users
    if best is None:
        return None
    word, users = best
    tool = TOOL_OF_WORD.get(word, word)
    said = f"runs hold output of {tool}" if tool in READ_TOOLS else f"designs' flow scripts use {word}"
    return (f"{len(users)} of {len(designs)} {said}: {', '.join(users)} "
            f"(without: {', '.join(d for d in designs if d not in users)}).", users)


def mapped_elsewhere(words: Sequence[str], designs: Sequence[str], tools: RunTools) -> tuple[str, list[str]] | None:
    """The library a question says the named designs were mapped to ("the area of the alu mapped to osu035") when no
    script of theirs names it and other runs' scripts do: the word and those runs. A mapping never made has no figure
    (a generic run's cell count is no mapped area), whatever library its timer read. None when a named run's
    synthesis names it, or one records no synthesis command (a run with no script may map to anything)."""
    target = sorted(grammar.mapping_target(words))
    said = [words[i] for i in target[1:] if len(words[i]) >= 3 and words[i] not in STOPWORDS
            and not english.common(words[i])]  # "onto the OSU 0.35um cells": a library is named, "cells" is no name
    if not (designs and said):
        return None
    synthesis = {d: [row for row in tools.commands(d) if row["tool"] == "yosys"]  # the synthesis maps; a timer reads
                 for d in tools.design_names()}
    if not all(synthesis[d] for d in designs):
        return None
    scripts = {d: _command_words(rows) for d, rows in synthesis.items()}
    for word in said:  # "osu" names the osu035 library as its scripts write it
        users = [d for d, pieces in scripts.items() if any(piece.startswith(word) for piece in pieces)]
        if users and not any(d in users for d in designs):
            return word, users
    return None


BUILD_FILTERS = {"flat": "flattened", "hierarchical": "hierarchical", "mapped": "mapped to a cell library",
                 "unmapped": "left unmapped (generic gates)"}
"""Filters that tell builds of one design apart, each with what a run of it is: a figure asked of a build the named
runs are not is no figure, and a filter's words describe a run, they are no thing it used."""
_MAPPED = "mapp"
"""The stem of "mapped", a participle: before a noun it says which runs, after it a preposition says with what."""
_MAPPED_WITH = frozenset({"with", "to", "onto", "into", "against", "by", "using", "via", "through", "on"})
"""Prepositions that introduce what a flow mapped with (closed class of English)."""


def _command_words(rows: Sequence[RowMapping]) -> set[str]:
    """The words (``_pieces``) of a run's script commands, names and arguments together."""
    return {piece for row in rows for piece in _pieces(f"{row['name']} {row['args']}")}


def _pieces(command: str) -> set[str]:
    """The words a command line is made of, whole and split at ``_``, ``.``, ``/`` (``osu035`` in
    ``.../osu035_stdcells.lib``): a word of the question is used by a script that holds it as a word, not as part of
    one (``cell`` is not in ``stdcells``). Stemmed as the question's words are."""
    tokens = set(re.findall(r"[a-z0-9_]+", command.lower()))
    return {stem(word) for word in tokens | {part for token in tokens for part in token.split("_") if part}}


CHECKS = ("setup", "hold", "recovery", "removal")
"""The checks a timer reports paths of, by the words that name them."""


def check_named(metric: str, words: Sequence[str] = ()) -> tuple[str, ...]:
    """The checks a violation filter tests: those the question names (``fail hold``, ``a hold/removal violation``) or
    a hold metric measures, else every check the reports hold (``()``): an unqualified slack or violation is of any
    check."""
    named = tuple(check for check in CHECKS if check in words)
    if metric in (metrics.HOLD_WS, metrics.HOLD_VIOLATIONS) and "hold" not in named:
        named = ("hold", *named)
    return named


def _synthesized(design: str, tools: RunTools) -> bool:
    """Whether the run's synthesis completed: its log says so, or, with no log that tells (``yosys -q`` with its stat
    saved by ``tee``), it left a netlist or the synthesis tool's output and no error; a run only simulated did not."""
    if tools.rows[design]["status"] != "unknown":
        return tools.rows[design]["status"] == "success"
    return bool({"netlist", "yosys_log"} & set(analyses.report_kinds(design, tools)))


def _worst_slacks(check: tuple[str, ...], tools: RunTools, designs: list[str]) -> list[Fact]:
    """Each timed design's worst slack of the checks named; with none named, its worst over every check the reports
    hold (setup, hold, recovery, removal): a design that fails hold does not meet timing."""
    if check == ("hold",) or check == ("setup",):
        return tools.metric_across(metrics.HOLD_WS if check == ("hold",) else metrics.SETUP_WS, designs)
    if check:  # "a hold/removal violation": a design's worst over the checks named
        kinds = {check: path_type for path_type, check in CHECK_OF_PATH_TYPE.items()}
        each = [[p for name in check if (p := tools.worst_path(design, kinds.get(name, name))) is not None
                 and p.value is not None] for design in designs]
        return [min(paths, key=lambda f: f.value if f.value is not None else 0.0) for paths in each if paths]
    worst = []
    for found in tools.metric_across(metrics.SETUP_WS, designs):
        others = [p for kind in sorted(tools.path_types(found.design) - {"max"})
                  if (p := tools.worst_path(found.design, kind)) is not None and p.value is not None]
        worst.append(min([found, *others], key=lambda f: f.value if f.value is not None else 0.0))
    return worst


def _other_attempts(check: tuple[str, ...], tools: RunTools, facts: list[Fact]) -> list[str]:
    """The designs whose run folder holds another timing report (an earlier attempt at another period) whose worst
    slack has the other sign than the one the filter used: the asker decides which attempt counts. Of the setup or
    the hold slack, which each report states once; a recovery or removal check, or several, has no such figure."""
    found: list[str] = []
    metric = {(): metrics.SETUP_WS, ("setup",): metrics.SETUP_WS, ("hold",): metrics.HOLD_WS}.get(check, "")
    for fact in facts if metric else []:
        values = tools.metric_values(fact.design, metric)
        if len(values) < 2 or fact.value is None:
            continue  # one report: no other attempt to disagree
        other = [v for v in values if v.value is not None and (v.value < 0) != (fact.value < 0)]
        found += [f"{v.text} in {v.source}" for v in other[:1]]
    return found


def netlist_files(design: str, tools: RunTools) -> list[Fact]:
    """Each netlist file a run wrote, with its format (Verilog, JSON, BLIF, EDIF): which run holds the netlist asked
    for is told by the file, not by the run's name."""
    return [Fact(design, tools.rows[design]["run_id"], f"{design}: {path} ({netlist_format(path)} netlist)", path)
            for path in tools.files_of(design, "netlist")]


def library_cells(design: str, tools: RunTools) -> Fact | None:
    """What shows a run was mapped to a cell library: its chip area, else its netlist's library cell instances (a
    generic run writes its cells as expressions: no instance)."""
    area = tools.metric(design, metrics.AREA)
    if area is not None:
        return area
    cells = tools.metric(design, metrics.NET_INSTANCES)
    return cells if cells is not None and cells.value else None


def filtered_facts(kind: str, metric: str, tools: RunTools, designs: list[str],
                   check: tuple[str, ...] | None = None) -> tuple[str, list[str], list[Fact]]:
    """Designs that violate / meet timing, failed synthesis, or have a non-zero count: lead, designs kept, facts."""
    if kind in ("violating", "meeting"):
        check = check_named(metric) if check is None else check
        facts = _worst_slacks(check, tools, designs)
        chosen = [f for f in facts if ((f.value or 0.0) < 0) == (kind == "violating")]
        said = " or ".join(check)
        named = f"{said} timing" if check else "timing"
        verb = (f"violate {named} (worst slack < 0" + ("" if check else " in a check they report") + ")"
                if kind == "violating" else
                f"meet {named} (worst slack >= 0" + ("" if check else " in every check they report") + ")")
        lead = (f"{len(chosen)} of {len(facts)} designs with {said or 'timing'} paths reported {verb}: "
                f"{', '.join(f.design for f in chosen) or 'none'} (counted).")
        untimed = [d for d in designs if d not in {f.design for f in facts}]
        if untimed:
            lead += f" No {said or 'timing'} path reported for: {', '.join(untimed)}."
        attempts = _other_attempts(check, tools, facts)
        if attempts:
            lead += " Other timing reports of the same run disagree: " + "; ".join(attempts) + "."
        return lead, [f.design for f in chosen], chosen or facts
    if kind in ("hierarchical", "flat"):
        parts = {d: analyses.module_instances(d, tools) for d in designs}
        have = [d for d in designs if parts[d]]
        facts = [Fact(d, tools.rows[d]["run_id"], f"{d}: submodules " + ", ".join(
            f"{name} x {n}" for name, n in sorted(parts[d].items())) + " (counted from the Yosys stat)", verbatim=False)
            for d in have]
        if kind == "flat":
            flat = [d for d in designs if d not in have and not tools.failed(d)]
            failed = [d for d in designs if tools.failed(d)]
            return (f"{len(flat)} of {len(designs)} designs keep no submodules in their netlist: "
                    f"{', '.join(flat) or 'none'} (counted); hierarchical: {', '.join(have) or 'none'}"
                    + (f"; no netlist (synthesis failed): {', '.join(failed)}." if failed else "."),
                    flat, [tools.status(d) for d in flat] + facts)
        return f"{len(have)} of {len(designs)} designs are hierarchical: {', '.join(have) or 'none'} (counted).", have, facts
    if kind == "unreported":  # "the timed runs with no hold check": those whose artifacts lack the figure
        spec = metrics.spec(metric)
        label = spec.label if spec else metric
        lack = [d for d in designs if analyses.metric_fact(d, metric, tools) is None]
        have = [d for d in designs if d not in lack]
        return (f"{len(lack)} of {len(designs)} runs report no {label}: {', '.join(lack) or 'none'} (counted)"
                + (f"; reporting one: {', '.join(have)}." if have else "."), lack,
                [tools.status(d) for d in lack] or [tools.status(d) for d in designs])
    if kind == "with_empty_file":  # "which runs left an empty log": the files with no content, each named
        empty = [f for d in designs for f in tools.empty_files(d)]
        have = list(dict.fromkeys(f.design for f in empty))
        return (f"{len(have)} of {len(designs)} runs left a file with no content: {', '.join(have) or 'none'} (counted)"
                + ("; every other run's files hold text." if have else "."), have, empty)
    if kind in ARTIFACT_FILTERS:
        wanted = ARTIFACT_FILTERS[kind]
        have = [d for d in designs if holds_output(d, wanted, tools)]
        lack = [d for d in designs if d not in have]
        what = _OUTPUT_NAMES[wanted]
        if kind.startswith("without_"):
            return (f"{len(lack)} of {len(designs)} runs have no {what}: {', '.join(lack) or 'none'} (counted).", lack,
                    [tools.status(d) for d in lack] or [tools.status(d) for d in designs])
        written = ([f for d in have for f in netlist_files(d, tools)] + [tools.status(d) for d in lack]
                   if wanted == "netlist" else [tools.status(d) for d in designs])
        return (f"{len(have)} of {len(designs)} runs have a {what}: {', '.join(have) or 'none'} "
                "(counted)" + (f"; without: {', '.join(lack)}." if lack else "."), have, written)
    if kind in ("mapped", "unmapped"):
        shown = {d: library_cells(d, tools) for d in designs}
        mapped = [d for d in designs if shown[d] is not None]
        rest = [d for d in designs if d not in mapped]
        if kind == "unmapped":  # generic gates from a synthesis that ran; a run that never synthesized is apart
            generic = [d for d in rest if _synthesized(d, tools)]
            unsynthesized = [d for d in rest if d not in generic]
            return (f"{len(rest)} of {len(designs)} designs were not mapped to a cell library (no chip area and no "
                    f"library cell in a netlist): {', '.join(rest) or 'none'} (counted)"
                    + (f"; synthesis ran with no cell library for: {', '.join(generic) or 'none'}; never synthesized "
                       f"(failed, or simulated only): {', '.join(unsynthesized)}." if unsynthesized else "."), rest,
                    [tools.status(d) for d in rest])
        return (f"{len(mapped)} of {len(designs)} designs were mapped to a cell library (a chip area or library cells "
                f"in the netlist): {', '.join(mapped) or 'none'} (counted)"
                + (f"; not mapped: {', '.join(rest)}." if rest else "."), mapped,
                [f for d in mapped if (f := shown[d]) is not None])
    if kind in ("failed", "succeeded"):
        statuses = [tools.status(d) for d in designs]
        kept = [f for f in statuses if (tools.failed(f.design) if kind == "failed"
                                        else _synthesized(f.design, tools))]  # a simulation only: neither
        verb = "failed synthesis" if kind == "failed" else "completed synthesis"
        stopped = [f for status in kept for f in [status, *_stopped_at(status.design, tools)]
                   ] if kind == "failed" else kept  # a failed run is told by the error it stopped at
        return (f"{len(kept)} of {len(designs)} designs {verb}: "
                f"{', '.join(f.design for f in kept) or 'none'} (counted).", [f.design for f in kept],
                stopped or statuses)
    metric = metric or metrics.WARNINGS
    if metric == metrics.WARNINGS:
        return _warned_anywhere(kind == "without_issues", tools, designs)
    facts = [f for d in designs if (f := analyses.metric_fact(d, metric, tools)) is not None]
    spec = metrics.spec(metric)
    label = spec.label if spec else metric
    if kind == "without_issues":
        zero = [f for f in facts if not f.value]
        return (f"{len(zero)} of {len(facts)} designs report {label} = 0: {', '.join(f.design for f in zero) or 'none'} "
                "(counted).", [f.design for f in zero], zero or facts)
    hits = [f for f in facts if (f.value or 0.0) > 0]
    bits = [b for d in designs for b in analyses.latched_bits(d, metric, tools) if b.value]
    lead = (f"{len(hits)} of {len(facts)} designs report {label} above 0: "
            f"{', '.join(f.design for f in hits) or 'none'} (counted).")
    if cells_only := [b.design for b in bits if b.design not in {f.design for f in hits}]:  # a quiet log: no messages
        lead += f" Latch cells with no message in the log: {', '.join(cells_only)}."
    return lead, [*(f.design for f in hits), *cells_only], (hits or facts) + bits


def every_tools_warnings(tools: RunTools, designs: list[str]) -> list[Fact]:
    """Each run's warnings over every tool's logs and reports (``RunTools.warnings_by_tool``), by tool: the count a
    question over runs means by "warnings", where the Yosys log's own count leaves out ABC's, the timer's and a
    compiler's."""
    by_tool = {d: tools.warnings_by_tool([d]) for d in designs}
    return [Fact(d, tools.rows[d]["run_id"], f"{d}: {sum(by_tool[d].values())} warnings printed by its tools"
                 + (f" ({', '.join(f'{tool} {n}' for tool, n in sorted(by_tool[d].items()))})" if by_tool[d] else ""),
                 value=float(sum(by_tool[d].values())), unit="warnings", verbatim=False) for d in designs]


def _warned_anywhere(none: bool, tools: RunTools, designs: list[str]) -> tuple[str, list[str], list[Fact]]:
    """The runs whose tools printed no warning (``none``), or some, counting every tool's logs and reports (ABC's
    and the timer's beside Yosys's, a compiler's for a run that only simulated): a run "with zero warnings" is one
    whose every tool was quiet, not only its synthesis log."""
    counted = every_tools_warnings(tools, designs)
    kept = [f.design for f in counted if (not f.value) == none]
    facts = [f for f in counted if f.design in kept]
    said = "hold not one warning" if none else "hold warnings"
    return (f"{len(kept)} of {len(designs)} runs {said} in their tools' logs and reports: {', '.join(kept) or 'none'}"
            " (counted).", kept, facts or [tools.status(d) for d in designs])


def _stopped_at(design: str, tools: RunTools) -> list[Fact]:
    """The error a failed run stopped at: the synthesis tool's own, else the first any reader found."""
    return (tools.issues(design, severity="error", by=["yosys"]) or tools.issues(design, severity="error"))[:1]


_TESTS: dict[str, tuple[str, Callable[[float, float], bool]]] = {
    ">": ("more than", operator.gt), ">=": ("at least", operator.ge), "<": ("less than", operator.lt),
    "<=": ("at most", operator.le)}


def bounded_facts(metric: str, bound: tuple[str, float], tools: RunTools, designs: list[str]) -> tuple[str, list[Fact]]:
    """The designs whose ``metric`` meets ``bound`` ("more than 250 cells"), counted and named, most extreme first;
    when none does, every value, so the asker sees how far each is."""
    side, limit = bound
    said, meets = _TESTS[side]
    facts = every_tools_warnings(tools, designs) if metric == metrics.WARNINGS else [
        f for d in designs if (f := analyses.metric_fact(d, metric, tools)) is not None and f.value is not None]
    kept = sorted((f for f in facts if meets(f.value or 0.0, limit)), key=lambda f: f.value or 0.0,
                  reverse=side.startswith(">"))
    spec = metrics.spec(metric)
    label, unit = (spec.label, spec.unit) if spec else (metric, "")
    missing = [d for d in designs if d not in {f.design for f in facts}]
    meeting = {f.design for f in kept}
    others = [f for d in designs if metric.startswith("timing__") and d not in meeting
              for f in tools.metric_values(d, metric) if f.value is not None and meets(f.value, limit)]
    # a sweep's attempt at another period
    lead = (f"{len(kept)} of {len(facts)} designs have {label} {said} {limit:g} {unit}".rstrip()
            + f": {', '.join(f.design for f in kept) or 'none'} (counted)."
            + (f" In another timing report of their run: {', '.join(dict.fromkeys(f.design for f in others))}."
               if others else "")
            + (f" Not reported: {', '.join(missing)}." if missing else ""))
    return lead, (kept + others) or facts


__all__ = ["ARTIFACT_FILTERS", "BUILD_FILTERS", "bounded_facts", "check_named", "every_tools_warnings", "filtered_facts", "holds_output", "library_cells", "mapped_elsewhere",
           "netlist_files", "used_by"]
