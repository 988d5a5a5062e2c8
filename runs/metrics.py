"""The metric schema: every metric edabot extracts, its unit and the words people use for it.

Names follow the ``stage__category__metric`` convention of open flows (ORFS/METRICS2.1).
The intent parser reads the synonyms, so adding a metric here makes it answerable.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MetricSpec:
    """One catalogue entry: how a metric is named, measured, asked about, and which way is worse."""

    name: str
    unit: str
    label: str
    synonyms: tuple[str, ...]
    lower_is_better: bool = True
    description: str = ""
    provenance: str = ""
    shows_line: bool = False
    """Whether answers quote the line the value is on: it says more than the value (the clock's name, the build)."""

    @property
    def worse(self) -> str:
        """``higher`` when a larger value is worse (area, warnings), ``lower`` when a smaller one is (slack)."""
        return "higher" if self.lower_is_better else "lower"

    def text(self) -> str:
        """What the question is compared with: label, aliases and description, never example questions."""
        return f"{self.label}; {', '.join(self.synonyms)}; {self.description}"


AREA = "synth__design__instance__area"
CELLS = "synth__design__instance__count"
WIRES = "synth__design__wire__count"
WIRE_BITS = "synth__design__wire_bits__count"
MEMORIES = "synth__design__memory__count"
MEMORY_BITS = "synth__design__memory_bits__count"
UNKNOWN_AREA = "synth__design__unknown_area_cell__count"
LATCHES = "synth__design__latch__count"
WARNINGS = "synth__log__warning__count"
WARNING_SUMMARY = "synth__log__warning__printed"
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
SETUP_VIOLATING_ENDPOINTS = "timing__setup__violating_endpoint__count"
NEGATIVE_AMOUNTS = frozenset({SETUP_WNS, SETUP_TNS})
"""Metrics that state a violation as a negative number (0 when clean): their size is the violation's, so the
largest is the most negative, the worst."""
HOLD_WS = "timing__hold__ws"
HOLD_VIOLATIONS = "timing__hold__violation__count"
RECOVERY_WS = "timing__recovery__ws"
REMOVAL_WS = "timing__removal__ws"
ARRIVAL = "timing__setup__arrival"
CLOCK_PERIOD = "timing__clock__period"
GENERATED_CLOCK_PERIOD = "timing__clock__generated_period"
CLOCKS = "timing__clock__count"
MIN_PERIOD = "timing__clock__min_period"
FMAX = "timing__clock__fmax"
INPUT_DELAY = "constraint__input_delay"
OUTPUT_DELAY = "constraint__output_delay"
LOAD = "constraint__load"
CLOCK_UNCERTAINTY = "constraint__clock_uncertainty"
NET_INSTANCES = "netlist__design__instance__count"
TOOL_VERSION = "synth__tool__version"
TIMING_TOOL_VERSION = "timing__tool__version"
POWER_TOTAL = "power__design__total"
POWER_INTERNAL = "power__design__internal"
POWER_SWITCHING = "power__design__switching"
POWER_LEAKAGE = "power__design__leakage"
FLOPS = "netlist__design__flop__count"

SPECS: tuple[MetricSpec, ...] = (
    MetricSpec(AREA, "um^2", "chip area", ("area", "chip area", "cell area", "silicon", "footprint", "size"),
               description="total standard-cell area of the synthesized design (design hierarchy total)",
               provenance="Yosys stat -liberty: Chip area for (top) module"),
    MetricSpec(CELLS, "cells", "cell count", ("cells", "cell count", "number of cells", "instances", "instance count",
                                              "gates", "gate count", "standard cells"),
               description="how many standard-cell instances the synthesized netlist has",
               provenance="Yosys stat: Number of cells (design hierarchy total)"),
    MetricSpec(WIRES, "wires", "wire count", ("wires", "wire count", "number of wires", "nets"),
               description="number of wires in the synthesized design", provenance="Yosys stat: Number of wires"),
    MetricSpec(WIRE_BITS, "bits", "wire bits", ("wire bits",), description="number of wire bits",
               provenance="Yosys stat: Number of wire bits"),
    MetricSpec(MEMORIES, "memories", "memory count", ("memories", "memory count"),
               description="inferred memories", provenance="Yosys stat: Number of memories"),
    MetricSpec(MEMORY_BITS, "bits", "memory bits", ("memory bits",), description="bits of inferred memories",
               provenance="Yosys stat: Number of memory bits"),
    MetricSpec(UNKNOWN_AREA, "cell types", "cell types of unknown area", ("unknown area", "unknown-area"),
               description="cell types the liberty file gives no area for", provenance="Yosys stat"),
    MetricSpec(LATCHES, "latches", "inferred latches", ("latch", "latches", "inferred latch"),
               description="latches: level-sensitive storage elements, transparent while enabled, that Yosys inferred "
                           "from incomplete assignments in combinational always blocks",
               provenance="Yosys log: Latch inferred for signal"),
    MetricSpec(WARNINGS, "warnings", "warning count", ("warnings", "warning count", "number of warnings"),
               description="warnings in the synthesis log", provenance="Yosys log: Warning: lines (counted)"),
    MetricSpec(WARNING_SUMMARY, "warnings", "warnings in Yosys's own summary", (),
               description="the total of Yosys's closing warning summary line (unique messages and total)",
               provenance="Yosys log: Warnings: N unique messages, M total", shows_line=True),
    MetricSpec(ERRORS, "errors", "error count", ("errors", "error count", "number of errors"),
               description="errors in the synthesis log", provenance="Yosys log: ERROR: lines (counted)"),
    MetricSpec(CHECK_PROBLEMS, "problems", "check problems", ("check problems", "problems"),
               description="problems found by the Yosys check pass", provenance="Yosys log: Found and reported N problems",
               shows_line=True),
    MetricSpec(CPU_USER, "s", "synthesis CPU time (user)", ("cpu time", "runtime", "run time", "cpu", "synthesis time",
                                                            "user time", "slowest"),
               description="CPU time the synthesis run used", provenance="Yosys log: End of script ... CPU: user"),
    MetricSpec(CPU_SYSTEM, "s", "synthesis CPU time (system)", ("system time",),
               description="system CPU time of the synthesis run", provenance="Yosys log: End of script"),
    MetricSpec(MEM_PEAK, "MB", "peak memory", ("memory usage", "peak memory", "mem peak", "max rss"),
               description="peak memory the synthesis run used", provenance="Yosys log: End of script ... MEM: MB peak"),
    MetricSpec(ABC_CELLS, "cells", "cells mapped by ABC", ("abc cells", "abc"),
               description="cells produced by ABC technology mapping", provenance="Yosys log: ABC RESULTS"),
    MetricSpec(SETUP_WS, "ns", "worst setup slack", ("worst slack", "slack", "setup slack", "ws", "worst setup slack", "worst setup",
                                                     "timing margin", "margin", "max delay"), False,
               description="slack of the worst setup (max delay) path; negative means timing is violated",
               provenance="OpenSTA report_checks -path_delay max: slack (MET|VIOLATED)"),
    MetricSpec(SETUP_WNS, "ns", "worst negative slack", ("wns", "worst negative slack"), False,
               description="worst negative setup slack as report_wns prints it (0 when nothing violates)",
               provenance="OpenSTA report_wns"),
    MetricSpec(SETUP_TNS, "ns", "total negative slack", ("tns", "total negative slack", "sum of negative slack"), False,
               description="sum of the negative slacks of all violating endpoints", provenance="OpenSTA report_tns"),
    MetricSpec(SETUP_VIOLATIONS, "paths", "violating setup paths", ("violating paths", "violations", "failing paths"),
               description="reported setup paths with negative slack",
               provenance="OpenSTA report_checks: paths marked VIOLATED (counted)"),
    MetricSpec(SETUP_VIOLATING_ENDPOINTS, "endpoints", "violating setup endpoints",
               ("violating endpoints", "failing endpoints", "endpoints"),
               description="endpoints with negative setup slack, one row each in the report's endpoint slack table",
               provenance="OpenSTA report_check_types -max_delay -all_violators or report_checks -format end: rows "
                          "with negative slack (counted)"),
    MetricSpec(HOLD_WS, "ns", "worst hold slack", ("hold slack", "worst hold slack", "hold", "min delay", "min path"), False,
               description="slack of the worst hold (min delay) path", provenance="OpenSTA report_checks -path_delay min"),
    MetricSpec(HOLD_VIOLATIONS, "paths", "violating hold paths", ("hold violations",),
               description="reported hold paths with negative slack", provenance="OpenSTA report_checks -path_delay min"),
    MetricSpec(RECOVERY_WS, "ns", "worst recovery slack", ("recovery slack", "recovery", "recovery check"), False,
               description="asynchronous reset release margin: the slack of the worst recovery check, a set or reset "
                           "released before the capture clock edge", provenance="OpenSTA report_checks (recovery paths)"),
    MetricSpec(REMOVAL_WS, "ns", "worst removal slack", ("removal slack", "removal", "removal check"), False,
               description="asynchronous reset removal margin: the slack of the worst removal check, a set or reset "
                           "held after the clock edge",
               provenance="OpenSTA report_checks -path_delay min (removal paths)"),
    MetricSpec(ARRIVAL, "ns", "critical path arrival time", ("arrival", "arrival time", "critical path delay",
                                                             "path delay", "delay", "data arrival"),
               description="data arrival time at the end of the worst setup path",
               provenance="OpenSTA report_checks: data arrival time"),
    MetricSpec(CLOCK_PERIOD, "ns", "clock period", ("clock period", "period", "clock", "clock constraint", "target period",
                                                    "cycle time"),
               False, description="period of the clock the design is timed against",
               provenance="create_clock -period in the STA/SDC script; the capture clock edge in the timing report", shows_line=True),
    MetricSpec(GENERATED_CLOCK_PERIOD, "ns", "generated clock period",
               ("generated clock", "generated clock period", "divided clock", "divided clock period", "derived clock",
                "derived clock period"),
               False, description="period of a clock the timer derives from another (divided or multiplied)",
               provenance="OpenSTA report_clock_properties: rows of generated clocks", shows_line=True),
    MetricSpec(CLOCKS, "clocks", "clocks defined", ("clock count", "number of clocks"),
               False, description="clocks the timing constraints define, each counted once by name: every create_clock "
                                  "and every generated clock",
               provenance="create_clock in the STA/SDC script, generated clocks of the timing report (counted)"),
    MetricSpec(MIN_PERIOD, "ns", "minimum clock period", ("minimum period", "shortest period", "minimum clock period", "min period",
                                                           "min clock period"),
               description="shortest clock period that meets setup: clock period minus worst setup slack (computed)",
               provenance="computed: clock period - worst setup slack"),
    MetricSpec(FMAX, "MHz", "maximum clock frequency", ("fmax", "max frequency", "maximum frequency", "frequency",
                                                                  "clock frequency"), False,
               description="highest clock frequency that meets setup: 1000 / minimum period in ns (computed)",
               provenance="computed: 1000 / (clock period - worst setup slack)"),
    MetricSpec(INPUT_DELAY, "ns", "input delay", ("input delay", "set_input_delay", "input external delay"),
               description="external delay constrained on the inputs", provenance="set_input_delay in the STA/SDC script", shows_line=True),
    MetricSpec(OUTPUT_DELAY, "ns", "output delay", ("output delay", "set_output_delay", "output external delay"),
               description="external delay constrained on the outputs", provenance="set_output_delay in the STA/SDC script", shows_line=True),
    MetricSpec(LOAD, "pF", "output load", ("load", "set_load", "output load", "capacitive load"),
               description="capacitive load set on the outputs", provenance="set_load in the STA/SDC script", shows_line=True),
    MetricSpec(CLOCK_UNCERTAINTY, "ns", "clock uncertainty", ("clock uncertainty", "set_clock_uncertainty", "uncertainty"),
               description="margin for clock jitter and skew: taken off the required time of setup checks, added to that "
                           "of hold checks", provenance="set_clock_uncertainty in the STA/SDC script; the clock uncertainty "
                           "line of a timing path", shows_line=True),
    MetricSpec(TOOL_VERSION, "", "Yosys version", ("yosys version",),
               description="version of the synthesis tool, from the log banner", provenance="Yosys log banner", shows_line=True),
    MetricSpec(TIMING_TOOL_VERSION, "", "timing tool version", (),
               description="name and version of the static timing tool, from the report's banner",
               provenance="timing report banner", shows_line=True),
    MetricSpec(POWER_TOTAL, "W", "total power", ("power", "total power", "power consumption", "watts", "wattage"),
               description="internal, switching and leakage power summed over the design, at the activity the "
                           "script sets", provenance="OpenSTA report_power: the Total row's Total column"),
    MetricSpec(POWER_INTERNAL, "W", "internal power", ("internal power",),
               description="power inside the cells while they switch", provenance="OpenSTA report_power: Total row"),
    MetricSpec(POWER_SWITCHING, "W", "switching power", ("switching power",),
               description="power charging the nets the cells drive", provenance="OpenSTA report_power: Total row"),
    MetricSpec(POWER_LEAKAGE, "W", "leakage power", ("leakage", "leakage power", "static power"),
               description="power the cells draw while idle", provenance="OpenSTA report_power: Total row"),
    MetricSpec(NET_INSTANCES, "cells", "netlist instance count", ("netlist instances",),
               description="cell instances in the gate netlist", provenance="netlist (counted)"),
    MetricSpec(FLOPS, "cells", "flip-flop count", ("flip-flops", "flip flops", "flops", "registers", "dff", "dffs",
                                                   "flip-flop", "flop"),
               description="flip-flop cells in the gate netlist (latches not counted)",
               provenance="netlist: cells of flip-flop types (counted)"),
)

_BY_NAME = {spec.name: spec for spec in SPECS}


def spec(name: str) -> MetricSpec | None:
    """The spec of metric ``name`` (None for ad-hoc metrics such as per-tool counters)."""
    return _BY_NAME.get(name)


def unit_of(name: str) -> str:
    found = _BY_NAME.get(name)
    return found.unit if found else ""


def shown(value: float, raw: str, unit: str) -> str:
    """A value as the artifact printed it (``raw``), with its unit; computed values via ``format_value``."""
    return f"{raw} {unit}".strip() if raw else format_value(value, unit)


def format_value(value: float, unit: str) -> str:
    """A value as people write it: integers without decimals, slack with two decimals."""
    if float(value).is_integer() and unit not in ("ns", "s"):
        text = f"{int(value):,}"
    elif unit in ("ns", "s", "MB"):
        text = f"{value:.2f}"
    else:
        text = f"{value:,.2f}"
    return f"{text} {unit}".strip()


__all__ = ["SPECS", "MetricSpec", "format_value", "shown", "spec", "unit_of"]
