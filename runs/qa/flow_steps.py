"""Flow steps past synthesis and static timing, and the files they trade in, as a question may name them.

A synthesis run is often asked about what it never did: "was SPEF fed to the timer", "routed wirelength", "did it
pass equivalence". Answering such a question from the figures the run does hold (its slack, its cell count) reads as
a guess. A run shows a step by the commands of its scripts (``read_spef``, ``global_route``, ``equiv_make``) or by
the output of a tool that performs it (an OpenROAD log for placement and routing); when neither is there, the step
was not run, and the answer says so with what was run instead, stating no figure.

The words are the field's names of the steps and of the standard file formats (DEF, SPEF, SDF, VCD, SAIF, GDSII), as
the tools' own manuals spell them: a question that names a step in other words reaches the ordinary path.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from runs import metrics
from runs.parse.detect import READ_TOOLS
from runs.qa.graph_queries import RunTools, file_type
from runs.qa.simulations import Simulation, failed, simulations
from text import english


@dataclass(frozen=True)
class Step:
    """A flow step a synthesis run may lack: what an answer calls it, the words naming it, how a run shows it."""

    name: str
    words: frozenset[str]
    """Question words (or phrases) naming the step or its file format, as written (lower case): stems would merge
    ``routing`` with ``route``, which a question uses for a timing path, and with ``router``, a design's name."""
    commands: re.Pattern[str]
    """Script commands that perform the step or read/write its file."""
    tools: tuple[str, ...] = ()
    """Tools whose output in a run shows the step was run."""
    stand_ins: re.Pattern[str] | None = None
    """Commands that do the step's job roughly in a run without it (``set_load`` for extracted parasitics, the one
    ``read_liberty`` for several corners, Yosys's ``stat`` for a placed design's cell area): what the answer quotes so
    the asker sees what the figures rest on."""
    assumed: re.Pattern[str] | None = None
    """A line a tool prints when it assumes what the step would have given (the timer's ``clock network delay
    (ideal)`` without a clock tree): quoted once per run, as what its figures rest on."""
    stand_in_gives: str = ""
    """What the stand-ins give in the step's place, in words (Yosys's ``stat``: the cells' Chip area, no utilisation)."""


def _step(name: str, words: str, commands: str, tools: tuple[str, ...] = (), stand_ins: str = "",
          assumed: str = "", stand_in_gives: str = "") -> Step:
    return Step(name, frozenset(w.strip() for w in words.split(",")), re.compile(commands, re.IGNORECASE), tools,
                re.compile(stand_ins) if stand_ins else None, re.compile(assumed) if assumed else None, stand_in_gives)


STEPS: tuple[Step, ...] = (
    _step("parasitic extraction (SPEF)", "spef, parasitic, parasitics, standard parasitic exchange format",
          r"spef|parasitic|extract_rc|rcx",
          stand_ins=r"^(?:set_load|set_wire_load_model|set_wire_load_mode)$"),
    _step("SDF delay annotation", "sdf, standard delay format", r"sdf"),
    _step("switching activity from simulation (VCD/SAIF)", "vcd, saif, value change dump, waveform dump, dumpfile",
          r"vcd|saif"),
    _step("placement", "placement, placer, floorplan, floorplanning, place and route, p r, pnr, def",
          r"place|floorplan|^def$|_def$", ("openroad",), stand_ins=r"^stat$",
          stand_in_gives="the Chip area of the mapped cells, with no die, placement density or utilisation"),
    _step("clock tree synthesis", "cts, clock tree, clock skew, clock_tree_synthesis", r"clock_tree_synthesis|^cts|skew",
          ("openroad",), assumed=r"\(ideal\)"),
    _step("routing", "routing, wirelength", r"route", ("openroad",)),
    _step("clock gating", "clock gating, clock gate, clock gates", r"clock_gating|gating_check|^cgt", ("openroad",)),
    _step("timing repair (buffering, gate sizing, hold fixing)",
          "rebuffering, gate sizing, hold fix, repair_timing, repair_design",
          r"repair_timing|repair_design|buffer_ports|resize", ("openroad",)),
    _step("IR drop analysis of the power grid", "ir drop, power grid, pdn", r"power_grid|pdn|psm", ("openroad",)),
    _step("physical verification (DRC/LVS)", "drc, lvs", r"drc|lvs", ()),
    _step("timing at several process corners (multi-corner STA)", "corner, corners, mcmm", r"corner",
          stand_ins=r"^(?:read_liberty|read_lib)$"),
    _step("FPGA mapping (LUTs)", "fpga, lut, luts", r"^synth_(?:ice40|ecp5|xilinx|gowin|intel|intel_alm|nexus|efinix|"
          r"anlogic|quicklogic|gatemate|achronix|sf2|fabulous)$|^abc9$"),
    _step("formal equivalence checking", "equivalence, formal, lec", r"equiv|eqy|sby|^sat$", ()),
    _step("layout (GDSII)", "gds, gdsii", r"gds", ("openroad",)),
    _step("code coverage from simulation", "coverage", r"cover", ()),
)
"""The steps of a physical-design flow after synthesis as OpenROAD's manual orders them (floorplan and placement, clock
tree synthesis, routing, clock gating, power-grid analysis), mapping to an FPGA's LUTs (Yosys's ``synth_<family>``
scripts), the signoff checks and files around them (timing at several corners,
which OpenSTA sets up with ``define_corners`` and ``read_liberty -corner``), and the coverage a simulator may
collect."""


STEP_WORDS = frozenset(word for step in STEPS for word in step.words if " " not in word)
"""The one-word names of the steps and their files (``spef``, ``sdf``, ``vcd``): words of the runs' field, never the
name of a design."""


def steps_named(question: str) -> list[Step]:
    """The steps the question names, in catalogue order; a command written whole (``report_clock_skew``) is the
    command's name, not the words of a step. A phrase's last word may be inflected ("hold-fixed" of ``hold fix``):
    beside the phrase's first word, it is the same step."""
    text = " " + " ".join(re.findall(r"[a-z0-9_]+", question.lower())) + " "
    return [step for step in STEPS if any(f" {words} " in text or " " in words and re.search(
        rf" {re.escape(words)}[a-z]{{1,3}} ", text) for words in step.words)]


def shown_by(step: Step, design: str, tools: RunTools, tool_runs: dict[str, list[str]]) -> bool:
    """Whether the run of ``design`` shows ``step``: a script command performing it, a tool's output that does, or a
    file of the step's type the run holds or names (``spi.vcd``, a testbench's ``$dumpfile("dut.vcd")``)."""
    if any(design in tool_runs.get(tool, ()) for tool in step.tools):
        return True
    if any(step.commands.search(kind) for kind in tools.file_types(design) if kind):
        return True
    return any(step.commands.search(row["name"]) for row in tools.commands(design))


def shown_in(step: Step, design: str, tools: RunTools) -> list[str]:
    """The files of the run of ``design`` whose type is the step's (``build/wave.vcd``), and failing those, the commands
    of its scripts that perform it: where the asker finds the step in a run that has it."""
    files = [name for name in tools.file_names(design) if step.commands.search(file_type(name))]
    return files or list(dict.fromkeys(row["name"] for row in tools.commands(design) if step.commands.search(row["name"])))


def ran_instead(design: str, tools: RunTools) -> str:
    """What the run of ``design`` did run: each tool with the files it wrote (``yosys (relay_build.log)``), the honest
    alternative to a figure, and each testbench it simulated with the file that holds what it printed and the verdict
    it printed last."""
    ran = [f"{tool} ({', '.join(paths)})" for tool, paths in sorted(tools.outputs(design).items()) if tool in READ_TOOLS]
    ran += [f"a netlist ({', '.join(netlists)})"] if (netlists := tools.files_of(design, "netlist")) else []
    sims = simulations(design, tools)
    ran += [f"a simulation of {sim.testbench} ({sim.output}, verdict {_verdict_words(sim)})" for sim in sims]
    ran += [f"the VCD dumpfile {', '.join(waves)}"] if sims and (waves := [
        name for name in shown_in(_WAVEFORMS, design, tools) if "." in name]) else []  # what a testbench wrote besides
    return ", ".join(ran) or "no tool output"


_WAVEFORMS = next(step for step in STEPS if "vcd" in step.words)
"""The simulation's waveform dump: a file a testbench writes, shown beside its verdict."""


def _verdict_words(sim: Simulation) -> str:
    """The words of the testbench's verdict before its figures ("TEST PASSED" of "TEST PASSED: 25 matches"): said
    where the run stands in for what was asked, no count of the testbench's reads as the answer's."""
    return re.split(r"[:=(\d]", sim.printed[-1][1])[0].strip(" -,.") or ("failed" if failed(sim) else "passed")


def steps_not_run(question: str, designs: Sequence[str], tools: RunTools) -> list[Step]:
    """The steps the question names that no run of the named designs shows (a step one of them shows is answered
    from that run)."""
    tool_runs = tools.artifact_tools()
    return [step for step in steps_named(question) if not any(shown_by(step, d, tools, tool_runs) for d in designs)]


_CONSTRAINT = re.compile(r"^(?:set|create|report)_([a-z]+(?:_[a-z]+)+)$")
"""A constraint or report command of two words or more after its verb (``set_multicycle_path``, ``set_clock_groups``,
``report_clock_properties``): the words are how a question names it ("a multicycle path", "clock groups", "the clock
properties"); so is its first word alone when no dictionary counts it common English ("any multicycle setting")."""
SDC_CONSTRAINTS = frozenset({"set_false_path", "set_multicycle_path", "set_clock_groups", "set_case_analysis",
                             "set_disable_timing", "create_generated_clock", "set_clock_latency", "set_propagated_clock",
                             "set_driving_cell", "set_input_transition", "set_max_transition", "set_max_fanout",
                             "set_max_capacitance", "set_clock_uncertainty"})
"""Constraint commands of the SDC standard a run may give or not, besides those the scope's runs give. Not
``set_max_delay``/``set_min_delay``: "max delay" and "min delay" also name the timer's setup and hold checks
(``report_checks -path_delay max``), which every clocked run has."""
_CHECK_NAMES = frozenset({"set_max_delay", "set_min_delay"})
TIMING_EXCEPTIONS = frozenset({"set_false_path", "set_multicycle_path", "set_clock_groups", "set_case_analysis",
                               "set_disable_timing", *_CHECK_NAMES})
"""The SDC commands that take paths out of the default single-cycle check or change it: where one is asked of a run
that gives none, the others it gives are what its timing rests on instead."""


def constraints_not_given(question: str, designs: Sequence[str], tools: RunTools) -> list[str]:
    """The constraint and report commands of the scope's runs (and the SDC standard's constraints) that the question
    names and no run of the named designs gives ("multicycle path used in fs_xing_open?" where only another run sets
    one; "clock properties for cache_tag_4ns" where another run reports them), and any command written as a script
    gives it (``report_power``). A name that is a metric's ("input delay", "clock uncertainty", "worst slack") is left
    to the metric, whose own answer says when a run lacks it."""
    text = " " + re.sub(r"[\W_]+", " ", question.lower()) + " "
    aliases = {alias for spec in metrics.SPECS for alias in spec.synonyms}
    named = []
    for command in sorted((tools.command_names() | SDC_CONSTRAINTS) - _CHECK_NAMES):
        if "_" in command and re.search(rf"(?<![\w$]){re.escape(command)}(?!\w)", question.lower()):
            named.append(command)  # "report_power of tiny_cpu_flat": a command written as the scripts give it
            continue
        words = (found := _CONSTRAINT.match(command)) and found.group(1).replace("_", " ")
        if not words or words in aliases:
            continue
        first = words.split()[0]
        rare = english.zipf(first) < english.FREQUENT_ZIPF - 1 and first not in aliases
        if re.search(rf" {re.escape(words)}s? ", text) or rare and re.search(rf" {re.escape(first)} ", text):
            named.append(command)
    return [c for c in named if not any(row["name"] == c for d in designs for row in tools.commands(d))]


__all__ = ["SDC_CONSTRAINTS", "STEPS", "TIMING_EXCEPTIONS", "STEP_WORDS", "Step", "constraints_not_given", "ran_instead", "shown_by", "shown_in", "steps_named", "steps_not_run"]
