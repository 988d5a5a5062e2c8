"""OpenROAD-style logs: ``[WARNING GRT-0116] text`` messages plus the design-area line.

The tool prefix of the code (GRT, DRT, STA, ...) becomes the issue's tool, so people can ask
for "routing warnings" or look the code up in the manuals.
"""

from __future__ import annotations

import re

from runs.parse.facts import ArtifactFacts, Issue, Metric, Severity
from runs.parse.kinds import classify
from runs.parse.numbers import DECIMAL

_MESSAGE = re.compile(r"^\[(?P<sev>INFO|WARNING|ERROR|CRITICAL)\s+(?P<code>(?P<tool>[A-Z]+)-\d+)\]\s*(?P<msg>.*)$")
_AREA = re.compile(rf"^Design area ({DECIMAL}) u\^2 ({DECIMAL})% utilization")
_SEVERITY: dict[str, Severity] = {"WARNING": "warning", "ERROR": "error", "CRITICAL": "error"}


class OpenroadLogParser:
    """Streaming parser of one OpenROAD log; ``stage`` names the flow step the log belongs to."""

    def __init__(self, stage: str = "pnr") -> None:
        self.facts = ArtifactFacts(kind="openroad_log", tool="openroad", stage=stage)

    def feed(self, lineno: int, line: str) -> None:
        if line.startswith("["):
            found = _MESSAGE.match(line)
            severity = _SEVERITY.get(found.group("sev")) if found else None
            if found and severity:
                text = found.group("msg").strip()
                self.facts.issues.append(Issue(severity, classify(text), text, lineno,
                                               code=found.group("code"), tool=found.group("tool").lower()))
        elif line.startswith("Design area"):
            found = _AREA.match(line)
            if found:
                stage = self.facts.stage
                self.facts.metrics.append(Metric(f"{stage}__design__instance__area", float(found.group(1)), "um^2", lineno))
                self.facts.metrics.append(Metric(f"{stage}__design__instance__utilization", float(found.group(2)), "%", lineno))

    def finish(self) -> ArtifactFacts:
        errors = any(i.severity == "error" for i in self.facts.issues)
        self.facts.status = "failed" if errors else "success"
        return self.facts


__all__ = ["OpenroadLogParser"]
