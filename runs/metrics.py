"""The metric schema: every metric edabot extracts, its unit and the words people use for it.

Names follow the ``stage__category__metric`` convention of open flows (ORFS/METRICS2.1).
The intent parser reads the synonyms, so adding a metric here makes it answerable.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MetricSpec:
    """How one metric is named, measured and asked about."""

    name: str
    unit: str
    label: str
    synonyms: tuple[str, ...]
    lower_is_better: bool = True


AREA = "synth__design__instance__area"
CELLS = "synth__design__instance__count"
WIRES = "synth__design__wire__count"
WIRE_BITS = "synth__design__wire_bits__count"
MEMORIES = "synth__design__memory__count"
MEMORY_BITS = "synth__design__memory_bits__count"
UNKNOWN_AREA = "synth__design__unknown_area_cell__count"
LATCHES = "synth__design__latch__count"
WARNINGS = "synth__log__warning__count"
ERRORS = "synth__log__error__count"
CHECK_PROBLEMS = "synth__check__problem__count"
CPU_USER = "synth__runtime__cpu_user"
CPU_SYSTEM = "synth__runtime__cpu_system"
MEM_PEAK = "synth__runtime__mem_peak"
ABC_CELLS = "synth__abc__cell__count"
SETUP_WS = "timing__setup__ws"
SETUP_WNS = "timing__setup__wns"
SETUP_TNS = "timing__setup__tns"
SETUP_VIOLATIONS = "timing__setup__violation__count"
HOLD_WS = "timing__hold__ws"
ARRIVAL = "timing__setup__arrival"
NET_INSTANCES = "netlist__design__instance__count"

SPECS: tuple[MetricSpec, ...] = (
    MetricSpec(AREA, "um^2", "chip area", ("area", "chip area", "cell area", "silicon area", "size")),
    MetricSpec(CELLS, "cells", "cell count", ("cells", "cell count", "number of cells", "instances", "instance count", "gates", "gate count")),
    MetricSpec(WIRES, "wires", "wire count", ("wires", "wire count", "number of wires", "nets")),
    MetricSpec(WIRE_BITS, "bits", "wire bits", ("wire bits",)),
    MetricSpec(MEMORIES, "memories", "memory count", ("memories", "memory count")),
    MetricSpec(MEMORY_BITS, "bits", "memory bits", ("memory bits",)),
    MetricSpec(UNKNOWN_AREA, "cell types", "cell types of unknown area", ("unknown area", "unknown-area")),
    MetricSpec(LATCHES, "latches", "inferred latches", ("latch", "latches", "inferred latch")),
    MetricSpec(WARNINGS, "warnings", "warning count", ("warnings", "warning count", "number of warnings")),
    MetricSpec(ERRORS, "errors", "error count", ("errors", "error count", "number of errors")),
    MetricSpec(CHECK_PROBLEMS, "problems", "check problems", ("check problems", "problems")),
    MetricSpec(CPU_USER, "s", "synthesis CPU time (user)", ("cpu time", "runtime", "run time", "cpu", "synthesis time")),
    MetricSpec(CPU_SYSTEM, "s", "synthesis CPU time (system)", ("system time",)),
    MetricSpec(MEM_PEAK, "MB", "peak memory", ("memory usage", "peak memory", "mem peak", "ram", "peak mem")),
    MetricSpec(ABC_CELLS, "cells", "cells mapped by ABC", ("abc cells", "abc")),
    MetricSpec(SETUP_WS, "ns", "worst setup slack", ("worst slack", "slack", "setup slack", "ws", "worst setup slack"), False),
    MetricSpec(SETUP_WNS, "ns", "worst negative slack", ("wns", "worst negative slack"), False),
    MetricSpec(SETUP_TNS, "ns", "total negative slack", ("tns", "total negative slack"), False),
    MetricSpec(SETUP_VIOLATIONS, "paths", "violating setup paths", ("violating paths", "violations", "timing violations")),
    MetricSpec(HOLD_WS, "ns", "worst hold slack", ("hold slack", "worst hold slack"), False),
    MetricSpec(ARRIVAL, "ns", "critical path arrival time", ("arrival", "arrival time", "critical path delay", "path delay", "delay")),
    MetricSpec(NET_INSTANCES, "cells", "netlist instance count", ("netlist instances",)),
)

_BY_NAME = {spec.name: spec for spec in SPECS}


def spec(name: str) -> MetricSpec | None:
    """The spec of metric ``name`` (None for ad-hoc metrics such as per-tool counters)."""
    return _BY_NAME.get(name)


def unit_of(name: str) -> str:
    found = _BY_NAME.get(name)
    return found.unit if found else ""


def format_value(value: float, unit: str) -> str:
    """A value as people write it: integers without decimals, slack with two decimals."""
    if float(value).is_integer() and unit not in ("ns", "s"):
        text = f"{int(value):,}"
    elif unit in ("ns", "s", "MB"):
        text = f"{value:.2f}"
    else:
        text = f"{value:,.2f}"
    return f"{text} {unit}".strip()


__all__ = ["SPECS", "MetricSpec", "format_value", "spec", "unit_of"]
