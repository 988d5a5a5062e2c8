"""Common markers of commercial synthesis reports (area and QoR summaries, coded messages).

Layouts differ between tools and versions, so this matches single labelled lines
(``Total cell area:``, ``Critical Path Slack:``, ``WNS:``) rather than whole tables.
``report_timing`` paths go through the STA parser, which shares their markers.
"""

from __future__ import annotations

import re

from runs import metrics
from runs.parse.facts import ArtifactFacts, Issue, Metric, Severity
from runs.parse.kinds import classify
from runs.parse.numbers import DECIMAL

_LABELS: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), name, unit)
    for pattern, name, unit in (
        (rf"^\s*Total cell area:\s*(-?{DECIMAL})", metrics.AREA, "um^2"),
        (r"^\s*(?:Leaf Cell Count|Number of cells):\s*(\d+)", metrics.CELLS, "cells"),
        (rf"^\s*(?:Critical Path Slack|Worst Negative Slack|WNS)\s*[:=]\s*(-?{DECIMAL})", metrics.SETUP_WNS, "ns"),
        (rf"^\s*(?:Total Negative Slack|TNS)\s*[:=]\s*(-?{DECIMAL})", metrics.SETUP_TNS, "ns"),
        (r"^\s*No\. of Violating Paths:\s*(\d+)", metrics.SETUP_VIOLATIONS, "paths"),
    )
)
_DESIGN = re.compile(r"^Design\s*:\s*(\S+)")
_MESSAGE = re.compile(r"^(?P<sev>Error|Warning|Information):\s*(?P<msg>.*?)\s*(?:\((?P<code>[A-Z]+-\d+)\))?\s*$")


class CommercialReportParser:
    """Streaming parser of an area / QoR report or a synthesis log with coded messages."""

    def __init__(self) -> None:
        self.facts = ArtifactFacts(kind="qor_report", tool="commercial", stage="synth")
        self._violated = 0
        self._last_violation = 0

    def feed(self, lineno: int, line: str) -> None:
        if "slack (VIOLATED)" in line:
            self._violated += 1
            self._last_violation = lineno
        if ":" not in line:
            return
        if not self.facts.top and line.startswith("Design"):
            found_design = _DESIGN.match(line)
            self.facts.top = found_design.group(1) if found_design else ""
        for pattern, name, unit in _LABELS:
            found = pattern.match(line)
            if found:
                self.facts.metrics.append(Metric(name, float(found.group(1)), unit, lineno))
                return
        message = _MESSAGE.match(line)
        if message and message.group("sev") != "Information":
            text = message.group("msg")
            severity: Severity = "error" if message.group("sev") == "Error" else "warning"
            self.facts.issues.append(Issue(severity, classify(text), text, lineno, code=message.group("code") or "",
                                           tool="commercial"))

    def finish(self) -> ArtifactFacts:
        if self._violated and self.facts.metric(metrics.SETUP_VIOLATIONS) is None:
            self.facts.metrics.append(Metric(metrics.SETUP_VIOLATIONS, self._violated, "paths", self._last_violation))
        errors = any(i.severity == "error" for i in self.facts.issues)
        self.facts.status = "failed" if errors else ("success" if self.facts.metrics else "unknown")
        return self.facts


__all__ = ["CommercialReportParser"]
