"""The tool scripts a shell script or a Makefile carries inside it, as the commands of those tools.

Why: a run driven by ``run.sh`` often gives its tools their scripts inline: ``yosys -q -p "read_verilog ...;
chparam -set WIDTH 16 top; ..."`` (a quiet run's log is empty, so nothing else records the parameter), and
``sta -exit /dev/stdin <<'TCL' ... create_clock ... TCL`` (the timer echoes none of its commands, so the clock it was
given is nowhere else). Only the text handed to a tool is read, each command with its line in the shell script; the
shell's own lines (``cp``, ``mkdir``, a here-document that writes a file with ``cat >``) are not commands of a tool.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Sequence
from pathlib import Path

from runs.parse.facts import ArtifactFacts
from runs.parse.script import read_commands

SHELL_SUFFIXES = frozenset({".sh", ".bash"})
MAKEFILE_NAMES = frozenset({"makefile", "gnumakefile"})
_HERE_DOCUMENT = re.compile(r"(?<![<\d])<<-?\s*(['\"]?)([A-Za-z_]\w*)\1")
"""A here-document's opening and its closing word (``<<'TCL'``, ``<< EOF``, ``<<-END``); not a here-string
(``<<<``) or a shift (``$((1<<N))``)."""
_CALL = r"(?:^\s*|[;&|(]\s*|\bthen\s+|\bdo\s+)(?:\w+=\S+\s+)*(?:\S*/)?({programs})(?=\s|$)"
"""A program's call: at a command's start, after assignments or a path."""
_TOOL_CALL = re.compile(_CALL.format(programs="yosys|sta|openroad"))
"""A call of a tool whose script the line may carry."""
_PROGRAM_CALL = re.compile(_CALL.format(programs="yosys|sta|openroad|iverilog|vvp|verilator"))
"""A call of any tool whose console a script may keep in a file: the simulator and linters as well."""
_SCRIPT_OPTION = re.compile(r"""(?:^|\s)-p\s+(["'])""")
"""Yosys's ``-p`` and the quote its commands are written in."""
_TOOLS = {"yosys": "yosys", "sta": "", "openroad": ""}
"""The tool a call gives its script to -> the tool its commands are recorded under ("": a timer's commands are told by
name, as in a ``.tcl`` file)."""


def is_shell_script(path: Path) -> bool:
    """Whether ``path`` is a shell script or a Makefile, by its suffix or name."""
    return path.suffix.lower() in SHELL_SUFFIXES or path.name.lower() in MAKEFILE_NAMES


def parse_shell_script(path: Path, source: str) -> ArtifactFacts:
    """The commands of the tool scripts written inside one shell script or Makefile, numbered by its lines."""
    facts = ArtifactFacts(kind="script", tool="", stage="script", source=source)  # no tool wrote it: its tool is ""
    numbered = _numbered(path)
    for tool, body, _ in _tool_scripts(numbered):
        read_commands(facts, body, _TOOLS[tool])
    facts.lines = len(numbered)
    return facts


def tool_text(path: Path, without: Collection[str] = ()) -> str:
    """The script's text with only the lines it hands a tool kept (the call and the script it gives, and every call
    of a program with its options and files: ``yosys -q -s x.ys | tee console.log`` is why that console is empty),
    every other line blank, so lines keep their numbers: what a run's records are searched in is what its tools were
    told and printed, not the shell's own ``echo``, ``cp`` and comments. The scripts of the tools ``without`` are left
    out too (Yosys's, when its log echoes them: one copy of each command)."""
    numbered = _numbered(path)
    scripts = list(_tool_scripts(numbered))
    kept = {n for tool, body, call in scripts if tool not in without for n in (call, *(lineno for lineno, _ in body))}
    carrying = {call for _, _, call in scripts}
    kept |= {n for n, text in numbered if n not in carrying and _PROGRAM_CALL.search(text.split("#", 1)[0])}
    return "".join(f"{text if n in kept else ''}\n" for n, text in numbered)


_QUOTED = re.compile(r"""(["'])(?:(?!\1).)*(?:\1|$)""")
"""A quoted argument (a ``-p`` script, a message), to its closing quote or the line's end."""
_SWITCH = re.compile(r"(?<!\S)-{1,2}[A-Za-z][\w-]*")
"""A program's switch (``-q``, ``-no_init``, ``--trace``)."""


def program_options(line: str) -> tuple[str, list[str]] | None:
    """The program a script line calls and the switches it gives it (``yosys -q -p "..."`` -> yosys, [-q, -p]): how
    the run started its tools (a quiet Yosys, a timer told to exit) is said on the call, not in any command of the
    tool's script, whose quoted text is left out. None when the line calls no program the parsers know."""
    code = line.split("#", 1)[0]
    call = _PROGRAM_CALL.search(code)
    if call is None:
        return None
    own = re.split(r"[|;&<>]", _QUOTED.sub(" ", code[call.end():]), maxsplit=1)[0]  # up to a pipe or a redirection
    return call.group(1), _SWITCH.findall(own)


_REDIRECT = re.compile(r"(?<![\d&>])>>?\s*([^\s&|;<>]+)")
"""A command's output sent to a file (``> out.txt``, ``>> out.txt``); not a descriptor's (``2>&1``, ``2> err``)."""
_TEE = re.compile(r"\|\s*tee\b([^|;&<>]*)")
"""A pipe into ``tee`` and its arguments: the files it copies the output into."""


def tool_outputs(path: Path) -> dict[str, str]:
    """The files a shell script sends a tool's console output to (``yosys -q ... | tee console.txt``, ``sta ... >
    timing.rpt``, ``iverilog -Wall ... > lint.txt``), each -> the program, as the script writes their paths: a quiet
    Yosys prints only its warnings and errors there, in no log of its own, and a clean compile leaves a file no
    parser would know for the compiler's."""
    numbered = _numbered(path)
    found: dict[str, str] = {}
    at = 0
    while at < len(numbered):
        text = numbered[at][1].split("#", 1)[0]
        call = _PROGRAM_CALL.search(text)
        tail, at = text, at + 1
        if (call is not None and call.group(1) == "yosys" and (option := _SCRIPT_OPTION.search(text, call.end()))
                and not _HERE_DOCUMENT.search(text)):
            body, at = _quoted(numbered, at - 1, option.end(), option.group(1))  # the command goes on after the
            closing = numbered[at - 1][1] if len(body) > 1 else text[option.end():]  # script's closing quote
            tail = closing[closing.find(option.group(1)) + 1:]
        if call is not None:
            for file in _written(tail):
                found.setdefault(file, call.group(1))
    return found


def _written(command: str) -> list[str]:
    """The files a command line's redirections and ``tee`` write."""
    files = [match.group(1) for match in _REDIRECT.finditer(command)]
    for tee in _TEE.finditer(command):
        files += [arg for arg in tee.group(1).split() if not arg.startswith("-")]
    return [file for file in files if file != "/dev/null"]


def _numbered(path: Path) -> list[tuple[int, str]]:
    with open(path, encoding="utf-8", errors="replace") as handle:
        return [(n, line.rstrip("\n")) for n, line in enumerate(handle, start=1)]


def _tool_scripts(numbered: Sequence[tuple[int, str]]) -> Iterator[tuple[str, list[tuple[int, str]], int]]:
    """Each script handed to a tool: the tool, the script's lines (numbered) and the line of the call."""
    at = 0
    while at < len(numbered):
        lineno, text = numbered[at]
        call = _TOOL_CALL.search(text.split("#", 1)[0])
        if opened := _HERE_DOCUMENT.search(text):
            body, at = _here_document(numbered, at, opened.group(2))
            if call is not None:
                yield call.group(1), body, lineno
            continue
        if call is not None and call.group(1) == "yosys" and (option := _SCRIPT_OPTION.search(text, call.end())):
            body, at = _quoted(numbered, at, option.end(), option.group(1))
            yield "yosys", body, lineno
            continue
        at += 1


def _here_document(numbered: Sequence[tuple[int, str]], at: int, closing: str) -> tuple[list[tuple[int, str]], int]:
    """The lines of the here-document opened on line ``at``, and the index after its closing word."""
    end = next((i for i in range(at + 1, len(numbered)) if numbered[i][1].strip() == closing), len(numbered))
    return list(numbered[at + 1:end]), end + 1


def _quoted(numbered: Sequence[tuple[int, str]], at: int, start: int, quote: str) -> tuple[list[tuple[int, str]], int]:
    """The text of a quoted argument that opens at column ``start`` of line ``at``, line by line up to its closing
    quote, and the index of the line after it."""
    body: list[tuple[int, str]] = []
    text = numbered[at][1][start:]
    while True:
        lineno = numbered[at][0]
        if quote in text:
            body.append((lineno, text[:text.index(quote)]))
            return body, at + 1
        body.append((lineno, text))
        at += 1
        if at >= len(numbered):
            return body, at
        text = numbered[at][1]


__all__ = ["is_shell_script", "parse_shell_script", "program_options", "tool_outputs", "tool_text"]
