"""Testbench simulations a run holds, found by what the testbench itself prints.

A simulator's output is a plain text file no parser reads (``sim.log``, ``vvp.log``): what makes it a simulation's is
that its lines are the ones the run's testbench prints. Each ``$display``-like call of the run's Verilog has a format
string; read as a pattern (``%0d`` a number, ``%h`` hex digits, ``%s`` any text), it matches the lines that call
printed. An output file whose lines match is that testbench's output, and the line it printed last is its verdict
("TEST FAILED: 3 of 6 vectors out of order"). So a question about a testbench is answered by its own lines, and a run
that holds no such output is said to have run no simulation rather than answered with its synthesis status.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from runs.qa.graph_queries import Fact, RunTools
from runs.qa.reference_models import model_differences

ASKED = re.compile(r"\b(?:test[\s-]?bench(?:es)?|tbs?|simulat\w*|sims?|gls|vvp|modelsim|questa\w*|vsim|xcelium|xrun)\b",
                   re.IGNORECASE)
"""The field's names for a simulation and its testbench, and the simulators' own ("the vvp output"); not a compiler's
or a suite's that holds one ("iverilog warning", "an Icarus complaint during compile" ask of the compile log)."""
GATE_LEVEL = re.compile(r"\b(?:gate[\s-]?level|netlist|post[\s-]?synth\w*|gls)\b", re.IGNORECASE)
"""A simulation of the synthesized netlist rather than of the RTL."""
_PRINT_CALL = re.compile(r"\$(?:display|write|strobe|monitor|fdisplay|fwrite|error|fatal|warning|info)[bhoBHO]?"
                         r"\s*\(\s*(?:[\w.]+\s*,\s*)?(?:\d+\s*,\s*)?\"((?:[^\"\\]|\\.)*)\"")
"""A print call and its format string (``$fdisplay(fd, "...")`` and ``$fatal(1, "...")`` past their first argument)."""
_SPECIFIER = re.compile(r"%(?P<width>\d*)(?P<kind>[a-zA-Z%])")
_FIELDS = {"d": r"\s*-?[\dxXzZ]+", "h": r"\s*[\da-fA-FxXzZ_]+", "x": r"\s*[\da-fA-FxXzZ_]+", "b": r"\s*[01xXzZ_]+",
           "o": r"\s*[0-7xXzZ_]+", "t": r"\s*-?\d+", "e": r"\s*[-+\d.eE]+", "f": r"\s*[-+\d.eE]+", "g": r"\s*[-+\d.eE]+",
           "s": r".*?", "m": r"\S+", "c": r".", "v": r"\S+", "l": r"\S+", "u": r".*?", "z": r".*?", "%": "%"}
"""What each format specifier prints, as a pattern."""
_MIN_LITERAL = 4
"""Letters a format must print of its own before its lines are told apart from any other text (``"%0d"`` alone
matches every number)."""
_QUOTED = 6
"""Printed lines quoted before the verdict, beside it: the mismatches a failing testbench reports."""


@dataclass(frozen=True)
class Simulation:
    """One testbench's output in a run: where it printed, what, and which call of which file printed each line."""

    design: str
    output: str
    testbench: str
    printed: tuple[tuple[int, str, int], ...]
    """(line of the output, its text, line of the testbench call that printed it), in output order."""


def _pattern(fmt: str) -> re.Pattern[str] | None:
    """The lines one format string prints; None when it prints too little text of its own to be recognised."""
    text = fmt.replace("\\n", "\n").replace("\\t", "\t").replace('\\"', '"').replace("\\\\", "\\")
    parts, literal, at = [], 0, 0
    for spec in _SPECIFIER.finditer(text):
        plain = text[at:spec.start()]
        parts.append(re.escape(plain))
        literal += sum(ch.isalpha() for ch in plain)
        kind = spec.group("kind").lower()
        parts.append(_FIELDS.get(kind, r".*?") if kind != "%" else "%")
        at = spec.end()
    tail = text[at:]
    parts.append(re.escape(tail))
    literal += sum(ch.isalpha() for ch in tail)
    lines = "".join(parts).strip().split("\n")
    if literal < _MIN_LITERAL or len(lines) != 1:
        return None
    return re.compile(r"\s*" + re.sub(r"(\\ )+", r"\\s+", lines[0]) + r"\s*")


def _formats(lines: Sequence[tuple[str, int, str]], rtl: Collection[str]) -> list[tuple[str, int, re.Pattern[str]]]:
    """(file, line, pattern) of every print call of the run's Verilog files ``rtl`` among its stored ``lines``."""
    return [(path, n, pattern) for path, n, text in lines if path in rtl for call in _PRINT_CALL.finditer(text)
            if (pattern := _pattern(call.group(1))) is not None]


def simulations(design: str, tools: RunTools, outputs: Sequence[str] | None = None) -> list[Simulation]:
    """The run's testbench outputs: each text output (of ``outputs``, the run's unparsed files when not given) whose
    lines its Verilog's print calls printed. The run's stored files are read once, RTL and outputs alike."""
    lines = tools.stored_lines(design)
    formats = _formats(lines, set(tools.rtl_files(design)))
    if not formats:
        return []
    wanted = set(tools.unparsed_outputs().get(design, []) if outputs is None else outputs)
    printed: dict[tuple[str, str], list[tuple[int, str, int]]] = {}
    for output, n, text in lines:
        if output in wanted and (hit := next(((path, line) for path, line, pattern in formats
                                               if pattern.fullmatch(text)), None)) is not None:
            printed.setdefault((output, hit[0]), []).append((n, text, hit[1]))
    return [Simulation(design, output, testbench, tuple(said))  # by output path, as the run's outputs are listed
            for (output, testbench), said in sorted(printed.items(), key=lambda item: item[0][0])]


def printed_facts(sim: Simulation, tools: RunTools, question: str = "") -> list[Fact]:
    """The verdict (the last line the testbench printed) first, with the call that printed it, then what the output
    holds after it (a job's "vvp exit code: 0": why a failing test left a green job), then the lines printed before
    it: a failing testbench's mismatches, those that hold a number or name the question gives ("the root for
    x=65535") first."""
    run_id = tools.rows[sim.design]["run_id"]
    line, text, call = sim.printed[-1]
    verdict = Fact(sim.design, run_id, f"{sim.design}: the testbench {sim.testbench} printed last, in {sim.output}: "
                   f"{text} ({sim.output}:{line})", sim.output, line, line)
    found = [verdict]
    if (printer := tools.quote(sim.design, sim.testbench, call, call)) is not None:
        found.append(printer)
    lines = tools.source_lines(sim.design, sim.output)[1:]  # what the run wrote after the verdict (the shell's "vvp
    after = [(n, lines[n - 1].strip()) for n in range(line + 1, min(len(lines), line + _AFTER) + 1)  # exit code: 0")
             if lines[n - 1].strip()]  # tells how the job that ran it saw the test end
    found += [Fact(sim.design, run_id, f"{sim.output}:{n}: {said} (after the verdict)", sim.output, n, n)
              for n, said in after]
    given = set(_GIVEN.findall(question))
    lost = failed(sim)  # a failing testbench's mismatches are why it failed: all of them before the lines that passed
    before = sorted(sim.printed[:-1], key=lambda printed: (not given & set(_GIVEN.findall(printed[1])),
                                                           not (lost and _FAILED.search(printed[1]))))
    found += [Fact(sim.design, run_id, f"{sim.output}:{n}: {said}", sim.output, n, n) for n, said, _ in before[:_QUOTED]]
    if lost:
        found += _drivers_printed(sim, [said for _, said, _ in sim.printed[:-1] if _FAILED.search(said)], tools)
        found += model_differences(sim.design, sim.testbench, sorted({call for _, said, call in sim.printed[:-1]
                                                                      if _FAILED.search(said)}), tools)
    return found


_DRIVEN = re.compile(r"^\s*(?:assign|wire|logic)\b(?:\s*(?:signed\s*)?\[[^\]]*\])?\s*([A-Za-z_]\w*)\s*=(?!=)")
"""A continuous assignment, or a wire declared with its value (``wire parity = ~^data;``): the one line that says what
a net is."""


def _drivers_printed(sim: Simulation, mismatches: Sequence[str], tools: RunTools, limit: int = 2) -> list[Fact]:
    """The design's lines that drive a net the mismatches name by its word ("parity bit 1, expected 0" beside
    ``wire parity = ~^data;``): where the failing value is computed, the first place to look for the bug."""
    named = {word.lower() for said in mismatches for word in re.findall(r"[A-Za-z_]\w*", said)}
    found: list[Fact] = []
    for path in tools.rtl_files(sim.design):
        if path == sim.testbench:
            continue
        for n, text in enumerate(tools.source_lines(sim.design, path)[1:], start=1):  # after the path
            if (driven := _DRIVEN.match(text)) and driven.group(1).lower() in named and len(found) < limit:
                found.append(Fact(sim.design, tools.rows[sim.design]["run_id"], f"{path}:{n}: {text.strip()} (the "
                                  f"design's {driven.group(1)}, which the failing lines print)", path, n, n))
    return found


_AFTER = 2
"""Lines of an output quoted after the testbench's verdict: a simulator's closing note, the job's exit status."""


_GIVEN = re.compile(r"(?<![\w.])(?:\d+(?:\.\d+)?|[A-Za-z_]\w*\d\w*)(?![\w.])")
"""A number or a name with digits in it (``65535``, ``x=4096`` gives ``4096``, ``word3``): what picks a printed line."""


_VERDICT_WORD = re.compile(r"\b(?:(?P<none>(?:0|no|zero)\s+)?(?:fail|error|mismatch)|pass)", re.IGNORECASE)
"""A word of a testbench's verdict: a pass, or a failure unless counted as none ("0 errors", "no mismatches")."""
_FAILED = re.compile(r"\b(?:fail|error|mismatch)", re.IGNORECASE)


def failed(sim: Simulation) -> bool:
    """Whether the testbench's verdict (its last line) says it failed: its first pass or failure word is a failure
    ("TEST FAILED: 4 of 5 vectors passed" failed; "TEST PASSED: 0 errors" passed, a failure counted as none is none)."""
    words = [found for found in _VERDICT_WORD.finditer(sim.printed[-1][1]) if not found.group("none")]
    return bool(words) and not words[0].group(0).lower().startswith("pass")


def holders(tools: RunTools) -> dict[str, list[Simulation]]:
    """Every run of the scope that holds a testbench's output."""
    outputs = tools.unparsed_outputs()
    found = {design: simulations(design, tools, outputs.get(design, [])) for design in tools.design_names()}
    return {design: sims for design, sims in found.items() if sims}


__all__ = ["ASKED", "GATE_LEVEL", "Simulation", "failed", "holders", "printed_facts", "simulations"]
