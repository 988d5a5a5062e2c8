"""Verilator lint output (``verilator --lint-only -Wall``): ``%Warning-WIDTH: file.v:22:16: message`` records.

Each record is kept as the tool printed it, with the source line it points at, so a question about "the WIDTH
warning" is answered with Verilator's own sentence rather than another linter's reading of the RTL. The closing
``%Error: Exiting due to N warning(s)`` is how Verilator ends a lint with warnings, not a design error: it is kept as
an info record.
"""

from __future__ import annotations

import re

from runs.parse.facts import ArtifactFacts, Issue, Severity
from runs.parse.kinds import classify

MARKER = re.compile(r"^%(Warning|Error)(-[A-Z0-9_]+)?: ", re.M)
"""How every Verilator diagnostic starts; ``runs.parse.detect`` sniffs a file's head for it."""
_RECORD = re.compile(r"^%(?P<sev>Warning|Error)(?:-(?P<code>[A-Z0-9_]+))?: "
                     r"(?:(?P<file>[^\s:]+):(?P<line>\d+):(?:\d+:)?\s*)?(?P<msg>.*)$")
_EXIT = re.compile(r"^Exiting due to \d+ (warning|error)\(s\)")


class VerilatorLintParser:
    """Streaming parser of one Verilator lint output."""

    def __init__(self) -> None:
        self.facts = ArtifactFacts(kind="lint_log", tool="verilator", stage="lint")

    def feed(self, lineno: int, line: str) -> None:
        if not line.startswith("%"):
            return
        found = _RECORD.match(line.rstrip("\n"))
        if found is None:
            return
        message, code = found.group("msg").strip(), found.group("code") or ""
        if found.group("sev") == "Error" and not code and _EXIT.match(message):
            self.facts.issues.append(Issue("info", "other", message, lineno, tool="verilator"))
            return
        severity: Severity = "error" if found.group("sev") == "Error" else "warning"
        self.facts.issues.append(Issue(severity, classify(f"{code} {message}"), message, lineno, code=code,
                                       tool="verilator", ref_file=found.group("file") or "",
                                       ref_line=int(found.group("line") or 0)))

    def finish(self) -> ArtifactFacts:
        errors = any(i.severity == "error" for i in self.facts.issues)
        self.facts.status = "failed" if errors else "success"
        return self.facts


__all__ = ["MARKER", "VerilatorLintParser"]
