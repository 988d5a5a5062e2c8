"""Typed facts extracted from run artifacts, independent of where they are stored.

Parsers produce ``ArtifactFacts``; the graph store, the summary and the diff all read these
types, so a new artifact kind only needs a parser that fills them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

RTL_READER = "pyslang"
"""The tool our own reading of RTL and netlists is filed under: its findings are ours, no tool's output."""

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
    raw: str = ""
    """The value exactly as the artifact prints it (``-0.734``, ``18432.000000``); answers quote this."""

    @property
    def shown(self) -> str:
        """The printed token when there is one, else the value as computed."""
        return self.raw or f"{self.value:g}"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Stage:
    """One line of a timing path: the pin reached, its cell, the incremental delay and the running time."""

    line: int
    delay: str
    time: str
    edge: str
    pin: str
    cell: str


@dataclass(frozen=True)
class Command:
    """One command of a flow script (Yosys ``.ys``, STA/SDC ``.tcl``), kept with its line."""

    line: int
    name: str
    args: str
    tool: str = ""


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
    raw: dict[str, str] = field(default_factory=dict)
    """Printed tokens of ``arrival``, ``required``, ``slack`` and the capture clock ``period``."""
    stages: tuple[Stage, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def capture_period(raw: Mapping[str, str]) -> str:
    """The clock period a path's capture edge shows, as printed; '' when the edge is not one period.

    The capture edge is the clock's period only for a rising edge of the clock that launched the path (or its inverse,
    ``clk'``), from an edge of the cycle before. Between two clocks it is where their edges come closest (460 ns for a 20 ns and a 7.3 ns
    clock), and a falling capture edge is half a period: neither is a period a run was timed at. A path stored
    before the capture edge's direction was kept counts as rising.
    """
    period = raw.get("period", "")
    if not period or raw.get("capture_edge", "rise") != "rise":
        return ""
    if raw.get("launch_clock", raw.get("clock", "")).removesuffix("'") != raw.get("clock"):
        return ""  # ``clock bclk'``: OpenSTA's name for bclk inverted, the same clock's other edge
    launch = raw.get("launch", "")
    return period if not launch or 0.0 <= float(launch) < float(period) else ""


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
    commands: list[Command] = field(default_factory=list)
    truncated: bool = False

    def metric(self, name: str, module: str = "") -> Metric | None:
        """The last value reported for ``name`` (later reports supersede earlier ones)."""
        found = [m for m in self.metrics if m.name == name and m.module == module]
        return found[-1] if found else None


__all__ = ["ArtifactFacts", "Command", "Issue", "Metric", "ModuleFacts", "Severity", "Stage", "Status", "TimingPath",
           "capture_period"]
