"""Icarus Verilog compile output (``iverilog -o sim.vvp ...``): ``file.v:23: error: message`` records.

A testbench that never ran left no simulation output, only the compiler's complaint: a module it could not find, a
syntax error. Its records are kept as the compiler printed them, with the source line each points at, so "why did the
testbench not run" is answered with Icarus's own sentence. ``N error(s) during elaboration.`` and ``I give up.`` close
a failed compile; a compile log holding any error record is a failed compile.
"""

from __future__ import annotations

import re
from dataclasses import replace

from runs.parse.facts import ArtifactFacts, Issue, Severity
from runs.parse.kinds import classify

MARKER = re.compile(r"^[^\s:]+\.(?:s?v|vh|svh):\d+: (?:error|warning|syntax error|sorry)\b|"
                    r"^\d+ error\(s\) during elaboration\.$|^(?:warning|error|sorry): ", re.M)
"""How Icarus's diagnostics read, lower case (Yosys writes ``ERROR:``), with a source place or without one
(``warning: Some modules have no timescale.``); ``runs.parse.detect`` sniffs a file's head."""
_RECORD = re.compile(r"^(?:(?P<file>[^\s:]+):(?P<line>\d+): )?(?:(?P<sev>error|warning|sorry): )(?P<msg>.*)$|"
                     r"^(?P<place>[^\s:]+):(?P<at>\d+): (?P<said>.*)$")
"""A record with its place (``tb.v:23: error: ...``, ``tb.v:9: syntax error``) or without (``warning: Some modules
have no timescale.``)."""
_CLOSING = re.compile(r"^(?:\d+ error\(s\) during elaboration\.|I give up\.)$")


class IcarusCompileParser:
    """Streaming parser of one Icarus Verilog compile output."""

    def __init__(self) -> None:
        self.facts = ArtifactFacts(kind="compile_log", tool="iverilog", stage="compile")

    def feed(self, lineno: int, line: str) -> None:
        text = line.rstrip("\n")
        if _CLOSING.match(text):
            self.facts.issues.append(Issue("info", "other", text, lineno, tool="iverilog"))
            return
        found = _RECORD.match(text)
        if found is None:
            return
        message = (found.group("msg") or found.group("said")).strip()
        said = found.group("sev")
        severity: Severity = "warning" if said == "warning" else "error" if said or "error" in message else "info"
        if severity == "info":
            self._continue(found, message)  # a line of context under a record ("...: It was declared here as a net.")
            return
        self.facts.issues.append(Issue(severity, classify(message), message, lineno, tool="iverilog",
                                       ref_file=found.group("file") or found.group("place") or "",
                                       ref_line=int(found.group("line") or found.group("at") or 0)))

    def _continue(self, found: re.Match[str], message: str) -> None:
        """A context line at the very place of the record above it (``tb.v:28:        : Pruning 1 high bits of the
        expression.``) goes on with that record's sentence: what the compiler did about it. Context at another place
        (where a name was declared) is left out."""
        last = self.facts.issues[-1] if self.facts.issues else None
        if last is None or (last.ref_file, last.ref_line) != (found.group("place"), int(found.group("at"))):
            return
        self.facts.issues[-1] = replace(last, message=f"{last.message} {message.removeprefix(':').strip()}")

    def finish(self) -> ArtifactFacts:
        errors = any(i.severity == "error" for i in self.facts.issues)
        self.facts.status = "failed" if errors else "success"
        return self.facts


__all__ = ["MARKER", "IcarusCompileParser"]
