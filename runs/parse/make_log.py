"""GNU make's own lines in a run's console transcript: the recipe that failed, the Makefile line of its rule, and the
targets left unbuilt because of it.

A Makefile-driven run that stops early leaves its reason in make's words (``make: *** [Makefile:14: synth] Error 1``),
not in any tool's log: why a later step's outputs (a netlist, a timing report) are missing is the failed target and
what depends on it. Each such line is kept as printed, an error with the rule it names, at its own line.
"""

from __future__ import annotations

import re

from runs.parse.facts import ArtifactFacts, Issue

_FAILED = re.compile(r"^g?make(?:\[\d+\])?: \*\*\* \[(?:(?P<file>[^:\]]+):(?P<line>\d+): )?(?P<target>[^\]]+)\] "
                     r"(?P<status>.+)$")
"""A recipe that failed: ``make: *** [Makefile:14: synth] Error 1`` (GNU make 4.x) or ``make: *** [synth] Error 1``."""
_NOT_REMADE = re.compile(r"^g?make(?:\[\d+\])?: Target '(?P<target>[^']+)' not remade because of errors\.$")
"""``make -k``: a target whose prerequisites failed, left as it was."""


class MakeTranscriptParser:
    """Streaming reader of make's error lines in any transcript; the record stays empty when there are none. No tool
    is named: "make" is a verb of questions ("does it make 8ns") far more often than the build tool."""

    def __init__(self) -> None:
        self.facts = ArtifactFacts(kind="text", tool="", stage="")

    def feed(self, lineno: int, line: str) -> None:
        if "make" not in line[:12]:
            return
        if found := _FAILED.match(line):
            self.facts.issues.append(Issue("error", "other", line.strip(), lineno, ref_file=found.group("file") or "",
                                           ref_line=int(found.group("line") or 0)))
        elif _NOT_REMADE.match(line):
            self.facts.issues.append(Issue("warning", "other", line.strip(), lineno))

    def finish(self) -> ArtifactFacts:
        return self.facts


__all__ = ["MakeTranscriptParser"]
