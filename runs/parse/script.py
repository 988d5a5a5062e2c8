"""Flow scripts as facts: the commands of a Yosys ``.ys`` or an STA/SDC ``.tcl``, each with its line.

Why: questions such as "which liberty file does timing use?", "what clock period was it timed
at?" or "what input delay is set?" are answered by the script, not by any report. Constraint
values (``create_clock -period``, ``set_input_delay``, ``set_output_delay``, ``set_load``,
``set_clock_uncertainty``) also
become metrics, kept with the token exactly as written.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable
from pathlib import Path

from runs import metrics
from runs.parse.facts import ArtifactFacts, Command, Metric

_CONSTRAINTS = {"set_input_delay": metrics.INPUT_DELAY, "set_output_delay": metrics.OUTPUT_DELAY, "set_load": metrics.LOAD,
                "set_clock_uncertainty": metrics.CLOCK_UNCERTAINTY}
_VALUE_OPTIONS = {"-clock", "-name", "-reference_pin", "-waveform", "-source", "-period"}
"""Options whose next word is their value, so it is not the command's own number."""
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?(?:[eE]-?\d+)?$")
_STA_COMMANDS = {"create_clock", "read_liberty", "link_design", "report_checks", "report_tns", "report_wns",
                 "read_sdc", "set_input_delay", "set_output_delay", "set_load", "report_check_types",
                 "set_clock_uncertainty"}


def _statements(lines: Iterable[tuple[int, str]]) -> Iterable[tuple[int, str]]:
    """Statements with their first line: comments dropped, ``\\`` continuations joined, ``;`` split."""
    pending, start = "", 0
    for lineno, line in lines:
        text = line.split("#", 1)[0].rstrip() if not line.lstrip().startswith("#") else ""
        if not pending:
            start = lineno
        if text.endswith("\\"):
            pending += text[:-1] + " "
            continue
        for part in (pending + text).split(";"):
            if part.strip():
                yield start, part.strip()
        pending = ""


def _words(statement: str) -> list[str]:
    try:
        return shlex.split(statement, posix=True)
    except ValueError:
        return statement.split()


def own_number(words: list[str]) -> str:
    """The first number of a command that is not the value of an option such as ``-clock``."""
    skip = False
    for word in words[1:]:
        if skip:
            skip = False
            continue
        if word in _VALUE_OPTIONS:
            skip = True
        elif _NUMBER.match(word):
            return word
    return ""


def _option(words: list[str], name: str) -> str:
    return words[words.index(name) + 1] if name in words[:-1] else ""


_LOOP = re.compile(r"^foreach\s+(\w+)\s+(?:\{([^{}]*)\}|\[list\s+([^\]]*)\])")
"""A Tcl loop over a literal list (``foreach period {8 10 12 14} {``): the body runs once per value, in order."""
_SET = re.compile(r"^set\s+(\w+)\s+\{?([^\s{}]+)\}?\s*$")
_VARIABLE = re.compile(r"^\$\{?(\w+)\}?$")


def _bind(variables: dict[str, list[str]], statement: str) -> None:
    """The values a script's variables take: ``set period 8.0`` one, a ``foreach`` over a literal list each of its
    values in turn, so a constraint written with ``$period`` is read at every value the script gives it."""
    if loop := _LOOP.match(statement):
        variables[loop.group(1)] = (loop.group(2) or loop.group(3) or "").split()
    elif assigned := _SET.match(statement):
        variables[assigned.group(1)] = [assigned.group(2)]


def _values(word: str, variables: dict[str, list[str]]) -> list[str]:
    """A word as the values it stands for: itself, or each value of the variable it names."""
    named = _VARIABLE.match(word)
    return variables.get(named.group(1), []) if named else [word]


def parse_script(path: Path, source: str) -> ArtifactFacts:
    """Commands and constraint values of one flow script."""
    tool = "yosys" if path.suffix.lower() == ".ys" else ""
    facts = ArtifactFacts(kind="script", tool=tool, stage="script", source=source)
    with open(path, encoding="utf-8", errors="replace") as handle:
        numbered = [(n, line.rstrip("\n")) for n, line in enumerate(handle, start=1)]
    read_commands(facts, numbered, tool)
    if not tool and any(c.tool == "sta" for c in facts.commands):
        facts.tool = "sta"
    facts.lines = len(numbered)
    return facts


def read_commands(facts: ArtifactFacts, numbered: Iterable[tuple[int, str]], tool: str) -> None:
    """The commands of script lines (numbered as the file numbers them) added to ``facts``, with the constraint values
    they set; ``tool`` is the program they were given to ("" for a Tcl file any timer may source: its STA commands
    are told by name)."""
    variables: dict[str, list[str]] = {}
    for lineno, statement in _statements(numbered):
        words = _words(statement)
        if not words:
            continue
        name = words[0]
        facts.commands.append(Command(lineno, name, " ".join(words[1:]), tool or ("sta" if name in _STA_COMMANDS else "")))
        _bind(variables, statement)
        _constraint(facts, lineno, words, variables)


_ECHO_START = "-- Running command `"
_ECHO_END = "' --"
_ECHO_HEAD = 400
"""Lines of a Yosys log searched for the commands it was given: the echo comes before the first pass."""


def echoed_commands(path: Path) -> list[Command]:
    """The commands a Yosys log says it was given on its command line (``yosys -p "read_verilog ...; chparam ..."``
    logs them between ``-- Running command `...' --``), each with its line in the log.

    Why: a run driven by ``-p`` has no script file, yet its commands (``chparam -set DIV 10``, ``synth -flatten``)
    answer the same questions a ``.ys`` script's do."""
    numbered: list[tuple[int, str]] = []
    started = False
    with open(path, encoding="utf-8", errors="replace") as handle:
        for lineno, line in enumerate(handle, start=1):
            if lineno > _ECHO_HEAD:
                break
            text = line.rstrip("\n")
            if not started and _ECHO_START in text:
                text, started = text.split(_ECHO_START, 1)[1], True
            elif not started:
                continue
            done = text.endswith(_ECHO_END)
            numbered.append((lineno, text.removesuffix(_ECHO_END)))
            if done:
                break
    return [Command(lineno, words[0], " ".join(words[1:]), "yosys")
            for lineno, statement in _statements(numbered) if (words := _words(statement))]


def _constraint(facts: ArtifactFacts, lineno: int, words: list[str], variables: dict[str, list[str]]) -> None:
    name = words[0]
    if name == "create_clock":  # a clock set in a loop over periods is timed at each, in the loop's order
        written = _option(words, "-period")
        for period in _values(written, variables):  # a variable's value is not printed on this line: no raw token
            if _NUMBER.match(period):
                facts.metrics.append(Metric(metrics.CLOCK_PERIOD, float(period), "ns", lineno,
                                            raw=period if period == written else ""))
        return
    metric = _CONSTRAINTS.get(name)
    value = own_number([(_values(word, variables) or [word])[0] for word in words]) if metric else ""
    if metric and value and facts.metric(metric) is None:
        facts.metrics.append(Metric(metric, float(value), metrics.unit_of(metric), lineno, raw=value))


__all__ = ["echoed_commands", "own_number", "parse_script", "read_commands"]
