"""Typed facts extracted from run artifacts, independent of where they are stored.

Parsers produce ``ArtifactFacts``; the graph store, the summary and the diff all read these
types, so a new artifact kind only needs a parser that fills them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Severity = Literal["warning", "error", "info"]
Status = Literal["success", "failed", "incomplete", "unknown"]


@dataclass(frozen=True)
class Metric:
    """One measured value named ``stage__category__metric`` with an explicit unit and provenance."""

    name: str
    value: float
    unit: str
    line: int
    module: str = ""
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Issue:
    """A warning, error or check problem; ``kind`` groups similar messages (e.g. ``latch``)."""

    severity: Severity
    kind: str
    message: str
    line: int
    code: str = ""
    tool: str = ""
    ref_file: str = ""
    ref_line: int = 0
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class ModuleFacts:
    """A module seen in a stat block, an RTL file or a netlist: its cells and child instances."""

    name: str
    line: int
    cells: dict[str, int] = field(default_factory=dict)
    instances: list[tuple[str, str]] = field(default_factory=list)
    ports: list[str] = field(default_factory=list)
    area: float | None = None


@dataclass(frozen=True)
class TimingPath:
    """One reported timing path (OpenSTA ``report_checks`` style)."""

    startpoint: str
    endpoint: str
    group: str
    path_type: str
    arrival: float | None
    required: float | None
    slack: float
    met: bool
    line: int
    end_line: int
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class ArtifactFacts:
    """Everything one parser learned from one file; ``truncated`` when the file ended mid-section."""

    kind: str
    tool: str
    stage: str
    source: str = ""
    lines: int = 0
    status: Status = "unknown"
    top: str = ""
    version: str = ""
    metrics: list[Metric] = field(default_factory=list)
    issues: list[Issue] = field(default_factory=list)
    modules: list[ModuleFacts] = field(default_factory=list)
    paths: list[TimingPath] = field(default_factory=list)
    truncated: bool = False

    def metric(self, name: str, module: str = "") -> Metric | None:
        """The last value reported for ``name`` (later reports supersede earlier ones)."""
        found = [m for m in self.metrics if m.name == name and m.module == module]
        return found[-1] if found else None


__all__ = ["ArtifactFacts", "Issue", "Metric", "ModuleFacts", "Severity", "Status", "TimingPath"]
