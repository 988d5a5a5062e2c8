"""Static timing reports: OpenSTA/OpenROAD ``report_checks`` paths, ``report_wns``/``report_tns``.

The PrimeTime ``report_timing`` layout shares the Startpoint/Endpoint/slack markers, so one
parser reads both. Reader errors (``Error: netlist.v, line 593 ...``) are kept as issues
because a report produced after them times an incomplete design.
"""

from __future__ import annotations

import re
from dataclasses import replace

from runs import metrics
from runs.parse.facts import ArtifactFacts, Issue, Metric, Severity, Stage, TimingPath, capture_period
from runs.parse.kinds import classify
from runs.parse.numbers import DECIMAL, places, within_rounding

_SUMMARY = re.compile(rf"^(wns|tns|worst slack)(?: (max|min))?\s+(-?{DECIMAL}(?:e-?\d+)?)\s*$", re.IGNORECASE)
_TIME = re.compile(rf"^\s*(-?{DECIMAL})\s+(data arrival time|data required time|slack \((MET|VIOLATED)[^)]*\))")
_FIELD = re.compile(r"^\s*(Startpoint|Endpoint|Path Group|Path Type|Check):\s*(.*?)\s*$")
_PULSE_CHECK = re.compile(r"\w*pulse_width")
"""``Check: sequential_clock_pulse_width`` (``report_check_types -min_pulse_width -verbose``): a clock pin's high or
low time against its cell's minimum, a check with its own slack and no start or end point."""
_CHECK = re.compile(r"\((\w+) check against\b")
"""An endpoint checked by something other than setup or hold (``recovery check against rising-edge clock``,
``removal check``): its own path type, so a reset's recovery margin is never the design's worst setup slack."""
_TOOL_MESSAGE = re.compile(
    r"^(?P<sev>Error|Warning):\s*(?:(?P<file>[^\s,]+), (?:line )?(?P<line>\d+)\s*)?(?P<msg>.*)$"
)
_FIELDS = r"^\s*(?:\d+\s+)?(?:-?\d+\.\d+\s+)*?"
"""Columns ``report_checks -fields`` adds before Delay and Time (fanout, cap, slew, input pins): skipped, so the last
two numbers of a row are always its incremental delay and its time."""
_STAGE = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+([\^v])\s+(\S+)\s+\((\S+)\)\s*$")
_EXTERNAL = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+([\^v])\s+(input|output) external delay\s*$")
_REQUIRED_EXTERNAL = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+output external delay\s*$")
"""The output delay on the required side of a path to an output port (no edge is printed there): the budget the
constraint leaves outside the block."""
SLACK_TABLE_HEAD = re.compile(r"^(?:Endpoint\s+.*\bSlack|Group\s+Slack)\s*$")
SLACK_TABLE_ROW = re.compile(r"^(\S+)(?:\s+\(\S+\))?(?:\s+-?\d+\.\d+)*\s+(-?\d+\.\d+)(?:\s+\((?:VIOLATED|MET)\))?\s*$")
"""Tables of one row per endpoint (``report_checks -format end``) or per violating endpoint by group
(``report_check_types -max_delay -all_violators``): the last number of a row is its slack."""
CHECK_HEADING = re.compile(r"^(max_delay/setup|min_delay/hold) group\b")
"""The check an endpoint table is of; a group table printed without one follows the last heading."""
_LIBRARY_TIME = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+library (setup|hold|recovery|removal) time\s*$")
"""The capture flop's own requirement on the required side of a path (``-0.27  3.73  library setup time``)."""
_UNCERTAINTY = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+clock uncertainty\s*$")
"""The margin ``set_clock_uncertainty`` takes off a path's required time (setup) or adds to it (hold)."""
_BORROWED = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+time (borrowed from endpoint|given to startpoint)\s*$")
"""What a latch path borrows (``3.00  3.00  time borrowed from endpoint``): the required time a latch endpoint gains
from its open phase, so a slack of 0.00 there is the borrow covering the path, not a path on its limit."""
_NET = re.compile(r"^\s*(?:\d+\s+)?(?:-?\d+\.\d+\s+)*(\S+\.\S+) \(net\)\s*$")
"""A net row (``-fields {net}``) whose name keeps a flattened hierarchy (``u_add.sub``): which block the path crosses
once no instance name does."""
_NET_FANOUT = re.compile(r"^\s*(\d+)\s+(?:-?\d+\.\d+\s+)*(\S+) \(net\)\s*$")
"""A net row with its fanout first (``report_checks -fields {fanout}``): the path's most loaded net is kept."""
_CHECK_PIN = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+(\S+/\S+)\s*$")
"""A pulse-width check's clock pin (``0.00  0.00  _29_/CLK``): no edge mark, no cell."""
_CLOCK_EDGE = re.compile(_FIELDS + r"(-?\d+\.\d+)\s+(-?\d+\.\d+)\s+clock (\S+) \((rise|fall) edge\)")
_GENERATED_CLOCK = re.compile(r"^(\S+)\s+(\d+\.\d+)\s+(?:-?\d+\.\d+\s+)+\(generated\)\s*$")
"""A ``report_clock_properties`` row of a generated clock (``clk_div2  10.00  0.00  5.00 (generated)``): its period is
the timer's own, as no script line states it (``create_generated_clock -divide_by 2``)."""
DESIGN_RULE_CHECK = re.compile(r"\b(max|min)[ _](slew|capacitance|fanout|transition)\b", re.IGNORECASE)
"""A design-rule check by the name OpenSTA gives its section (``max_transition``, ``max slew``)."""


def design_rule_kind(found: re.Match[str]) -> str:
    """The record kind of a design-rule check however it was written: ``max slew`` and ``max_slew`` are ``max_slew``."""
    return f"{found.group(1)}_{found.group(2)}".lower()


_DRV_SECTION = re.compile(rf"^{DESIGN_RULE_CHECK.pattern}\s*$", re.IGNORECASE)
_DRV_PIN = re.compile(r"^Pin (\S+)(?: ([\^v]))?$")
"""A design-rule check printed one pin at a time: ``Pin count[5] ^``, then its limit, value and slack lines."""
_DRV_HEAD = re.compile(r"^Pin(?:\s+[A-Z][a-z]+)+$")
"""The head of a design-rule table: ``Pin  Limit  Trans  Slack``."""
_DRV_VALUE = re.compile(r"^([a-z_]+)\s+(-?[0-9.]+)$")
_BANNER = re.compile(r"^(OpenSTA|OpenROAD|PrimeTime|Tempus)\S*\s+v?(\d+(?:\.\d+)+\S*)")
_BANNER_LINES = 5
"""The timer's banner (``OpenSTA 2.0.17 ...``) opens a report written by ``sta | tee``."""
_SCIENTIFIC = r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?"
_POWER_TOTAL = re.compile(rf"^Total\s+({_SCIENTIFIC})\s+({_SCIENTIFIC})\s+({_SCIENTIFIC})\s+({_SCIENTIFIC})\s+[\d.]+%\s*$")
"""The Total row of ``report_power`` (``Total  1.51e-02  1.09e-03  2.21e-08  1.62e-02 100.0%``): internal, switching,
leakage and total power in watts."""
_POWER_COLUMNS = (metrics.POWER_INTERNAL, metrics.POWER_SWITCHING, metrics.POWER_LEAKAGE, metrics.POWER_TOTAL)
_SUMMARY_METRICS = {("wns", "min"): metrics.HOLD_WS, ("tns", "min"): "timing__hold__tns",
                    ("worst slack", "min"): metrics.HOLD_WS}


def _point_kinds(fields: dict[str, str]) -> dict[str, str]:
    """What the report says the start and end points are (``rising edge-triggered flip-flop clocked by hclk``,
    ``output port clocked by hclk``): whether a path is register to register or goes through a port."""
    kinds = {}
    for field, key in (("Startpoint", "start_kind"), ("Endpoint", "end_kind")):
        described = re.search(r"\((.*)\)\s*$", fields.get(field, ""))
        if described:
            kinds[key] = described.group(1)
    return kinds


class StaReportParser:
    """Streaming parser of one timing report (any number of paths)."""

    def __init__(self) -> None:
        self.facts = ArtifactFacts(kind="sta_report", tool="opensta", stage="timing")
        self._fields: dict[str, str] = {}
        self._times: dict[str, float] = {}
        self._start_line = 0
        self._lineno = 0
        self._stages: list[Stage] = []
        self._raw: dict[str, str] = {}
        self._drv = ""
        self._drv_pin: tuple[int, str] = (0, "")
        self._drv_values: list[str] = []
        self._drv_head: list[str] = []
        self._table_line = 0
        self._table_rows = 0
        self._table_check = "setup"
        self._violating: list[tuple[int, int]] = []
        """(count, header line) of each endpoint slack table: rows with negative slack."""
        self._endpoint_table = False
        self._table_worst: dict[str, tuple[float, int, str]] = {}
        """Check -> (slack, line, slack as printed) of the worst row of its endpoint tables (``-format end``)."""

    def feed(self, lineno: int, line: str) -> None:
        self._lineno = lineno
        if not line.strip():
            if self._table_rows:
                self._close_table()  # a blank line ends a table that has rows (the one under its header does not)
            return
        if lineno <= _BANNER_LINES and (banner := _BANNER.match(line)):
            self.facts.metrics.append(Metric(metrics.TIMING_TOOL_VERSION, 0.0, "", lineno, raw=banner.group(2)))
            return
        if self._start_line and line[:1] == " " and self._path_line(lineno, line):
            return
        if self._drv_line(lineno, line):
            return
        if line.startswith(("Error", "Warning")):  # "report_worst_slack -min is not a known keyword": a message
            self._field_or_message(lineno, line)
        elif "slack" in line or "time" in line:
            self._time(lineno, line)
        elif ":" in line:
            self._field_or_message(lineno, line)
        else:
            self._summary(lineno, line)

    def _field_or_message(self, lineno: int, line: str) -> None:
        found = _FIELD.match(line)
        if found:
            if found.group(1) in ("Startpoint", "Check"):
                self._fields, self._times, self._start_line = {}, {}, lineno
                self._stages, self._raw, self._drv = [], {}, ""
            self._fields[found.group(1)] = found.group(2)
            return
        message = _TOOL_MESSAGE.match(line)
        if message:
            severity: Severity = "error" if message.group("sev") == "Error" else "warning"
            text = message.group("msg").strip()
            self.facts.issues.append(Issue(severity, classify(text), text, lineno, tool="opensta",
                                           ref_file=message.group("file") or "",
                                           ref_line=int(message.group("line") or 0)))
        else:
            self._summary(lineno, line)

    def _path_line(self, lineno: int, line: str) -> bool:
        """A stage of the open path (pin, cell, incremental delay, time) or one of its clock edges."""
        found = _STAGE.match(line) or _EXTERNAL.match(line)
        if found:
            pin = found.group(4)
            cell = found.group(5) if found.re is _STAGE else "external delay"
            self._stages.append(Stage(lineno, found.group(1), found.group(2), found.group(3),
                                      f"{pin} external delay" if found.re is _EXTERNAL else pin, cell))
            return True
        if line.endswith("(net)"):
            net = _NET.match(line)
            if net and len(self._raw.get("hier_nets", "").split()) < 8:
                self._raw["hier_nets"] = f"{self._raw.get('hier_nets', '')} {net.group(1)}".strip()
                self._raw.setdefault("hier_nets_line", str(lineno))
            fanout = _NET_FANOUT.match(line)
            if fanout and int(fanout.group(1)) > int(self._raw.get("max_fanout", "0")):
                self._raw.update(max_fanout=fanout.group(1), max_fanout_net=fanout.group(2), max_fanout_line=str(lineno))
            return True
        if borrowed := _BORROWED.match(line):
            self._raw.update(time_borrowed=borrowed.group(1), borrow=borrowed.group(3), time_borrowed_line=str(lineno))
            return True
        uncertainty = _UNCERTAINTY.match(line)
        if uncertainty:
            self._raw.update(clock_uncertainty=uncertainty.group(1), clock_uncertainty_line=str(lineno))
            return True
        if "Check" in self._fields and "pin" not in self._raw and (pin := _CHECK_PIN.match(line)):
            self._raw["pin"] = pin.group(3)
            return True
        external = _REQUIRED_EXTERNAL.match(line)
        if external:
            self._raw.update(output_external_delay=external.group(1), output_external_delay_line=str(lineno))
            return True
        edge = _CLOCK_EDGE.match(line)
        if edge and "data arrival time" in self._times and "period" not in self._raw:
            self._raw.update(period=edge.group(2), period_line=str(lineno), clock=edge.group(3), capture_edge=edge.group(4))
        elif edge and "data arrival time" not in self._times and "launch" not in self._raw:
            self._raw.update(launch=edge.group(2), launch_clock=edge.group(3), launch_edge=edge.group(4))
        return edge is not None

    def _drv_line(self, lineno: int, line: str) -> bool:
        """``report_check_types`` sections: max slew / capacitance / fanout / transition checks that are VIOLATED,
        each kept as one record naming its pin, limit, value and slack, whether the tool printed them as a table
        (``_433_/Y  0.80  2.32  -1.52 (VIOLATED)`` under ``Pin Limit Trans Slack``) or pin by pin."""
        text = line.strip()
        section = _DRV_SECTION.match(text)
        if section:
            self._drv = design_rule_kind(section)
            self._drv_pin, self._drv_values, self._drv_head = (0, ""), [], []
            return True
        if not self._drv:
            return False
        if _DRV_HEAD.match(text):
            self._drv_head = text.split()
            return True
        if _DRV_PIN.match(text):
            self._drv_pin, self._drv_values = (lineno, text), []
            return True
        if self._drv_pin[0] and (value := _DRV_VALUE.match(text)):
            self._drv_values.append(f"{value.group(1)} {value.group(2)}")
            return True
        if "(VIOLATED)" not in text or text.startswith("slack"):
            return False
        if text.startswith("Slack") and self._drv_pin[0]:  # the last line of one pin's check
            at, said = self._drv_pin
            message = f"{said}: {', '.join([*self._drv_values, ' '.join(text.split())])}"
        else:
            cells = text.replace("(VIOLATED)", "").split()
            named = [f"{head} {cell}" for head, cell in zip(self._drv_head[1:], cells[1:], strict=False)]
            at, message = lineno, f"Pin {cells[0]}: {', '.join(named)} (VIOLATED)" if named else text
        self.facts.issues.append(Issue("warning", self._drv, message, at, tool="opensta"))
        self._drv_pin, self._drv_values = (0, ""), []
        return True

    def _time(self, lineno: int, line: str) -> None:
        found = _TIME.match(line)
        library = None if found or not self._start_line else _LIBRARY_TIME.match(line)
        if library:
            self._raw.update(library_time=library.group(1), library_check=library.group(3),
                             library_time_line=str(lineno))
            return
        if not found:
            self._summary(lineno, line)
            return
        value = float(found.group(1))
        if found.group(3) is None:
            key = found.group(2)
            self._times.setdefault(key, value)
            if key.split()[1] not in self._raw:
                self._raw[key.split()[1]] = found.group(1)
                self._raw[f"{key.split()[1]}_line"] = str(lineno)
            return
        self._raw["slack"] = found.group(1)
        self._close_path(lineno, value, found.group(3) == "MET")

    def _close_path(self, lineno: int, slack: float, met: bool) -> None:
        fields = self._fields
        check = _CHECK.search(fields.get("Endpoint", ""))
        pulse = _PULSE_CHECK.fullmatch(fields.get("Check", ""))
        pin = self._raw.get("pin", "")
        if fields.get("Startpoint") or fields.get("Endpoint") or pulse:  # a slack of no path the parser knows: none
            self.facts.paths.append(TimingPath(
                startpoint=fields.get("Startpoint", pin).split(" (")[0],
                endpoint=fields.get("Endpoint", pin).split(" (")[0],
                group=fields.get("Path Group", self._raw.get("launch_clock", "")),
                path_type="pulse_width" if pulse else check.group(1).lower() if check else fields.get("Path Type", "max"),
                arrival=self._times.get("data arrival time"), required=self._times.get("data required time"),
                slack=slack, met=met, line=self._start_line or lineno, end_line=lineno,
                raw={**self._raw, **_point_kinds(fields)}, stages=tuple(self._stages),
            ))
        self._fields, self._times, self._start_line = {}, {}, 0
        self._stages, self._raw = [], {}

    def _slack_table(self, lineno: int, line: str) -> bool:
        """A row or the header of an endpoint slack table; a line of another shape ends the table."""
        text = line.strip()
        if heading := CHECK_HEADING.match(text):
            self._close_table()
            self._table_check = heading.group(1).split("/")[1]
            return True
        if SLACK_TABLE_HEAD.match(text):
            self._close_table()
            self._table_line = lineno
            self._endpoint_table = text.startswith("Endpoint")
            return True
        if not self._table_line:
            return False
        if set(text) <= {"-"}:
            return True  # the rule under the header
        row = SLACK_TABLE_ROW.match(text)
        if row is None or _SUMMARY.match(text):
            self._close_table()
            return False
        slack = float(row.group(2))
        self._table_rows += slack < 0 and self._table_check == "setup"
        worst = self._table_worst.get(self._table_check)
        if self._endpoint_table and (worst is None or slack < worst[0]):
            self._table_worst[self._table_check] = (slack, lineno, row.group(2))
        return True

    def _close_table(self) -> None:
        if self._table_line and self._table_rows:
            self._violating.append((self._table_rows, self._table_line))
        self._table_line = self._table_rows = 0

    def _summary(self, lineno: int, line: str) -> None:
        if self._slack_table(lineno, line):
            return
        if generated := _GENERATED_CLOCK.match(line):
            self.facts.metrics.append(Metric(metrics.GENERATED_CLOCK_PERIOD, float(generated.group(2)), "ns", lineno,
                                             raw=generated.group(2)))
            return
        if power := _POWER_TOTAL.match(line):
            self.facts.metrics.extend(Metric(name, float(printed), "W", lineno, raw=printed)
                                      for name, printed in zip(_POWER_COLUMNS, power.groups(), strict=True))
            return
        found = _SUMMARY.match(line.strip())
        if not found:
            return
        what, corner = found.group(1).lower(), (found.group(2) or "max").lower()
        name = _SUMMARY_METRICS.get((what, corner)) or {"wns": metrics.SETUP_WNS, "tns": metrics.SETUP_TNS}.get(what, metrics.SETUP_WS)
        self.facts.metrics.append(Metric(name, float(found.group(3)), "ns", lineno, raw=found.group(3)))

    def finish(self) -> ArtifactFacts:
        facts = self.facts
        self._close_table()
        if self._violating:  # the longest table lists every violating endpoint (-all_violators); others are cut
            count, line = max(self._violating)
            facts.metrics.append(Metric(metrics.SETUP_VIOLATING_ENDPOINTS, float(count), "endpoints", line))
        facts.truncated = bool(self._start_line)
        setup = [p for p in facts.paths if p.path_type.lower() in ("max", "")]
        hold = [p for p in facts.paths if p.path_type.lower() == "min"]
        if setup:
            worst = min(setup, key=lambda p: p.slack)
            self._sharpen(metrics.SETUP_WS, worst)
            self._derive(metrics.SETUP_WS, worst.slack, worst.end_line, raw=worst.raw.get("slack", ""))
            if worst.arrival is not None:
                self._derive(metrics.ARRIVAL, worst.arrival, int(worst.raw.get("arrival_line", worst.end_line)),
                             raw=worst.raw.get("arrival", ""))
            if period := capture_period(worst.raw):
                self._derive(metrics.CLOCK_PERIOD, float(period), int(worst.raw["period_line"]), raw=period)
            self._derive(metrics.SETUP_VIOLATIONS, sum(not p.met for p in setup), worst.end_line, "paths")
        if hold:
            worst_hold = min(hold, key=lambda p: p.slack)
            self._sharpen(metrics.HOLD_WS, worst_hold)
            self._derive(metrics.HOLD_WS, worst_hold.slack, worst_hold.end_line, raw=worst_hold.raw.get("slack", ""))
            self._derive(metrics.HOLD_VIOLATIONS, sum(not p.met for p in hold), worst_hold.end_line, "paths")
        for check, name, printed in (("setup", metrics.SETUP_WS, setup), ("hold", metrics.HOLD_WS, hold)):
            if not printed and check in self._table_worst:  # "-format end": one row per endpoint, no path printed
                slack, line, raw = self._table_worst[check]
                self._derive(name, slack, line, raw=raw)
        for check, name in (("recovery", metrics.RECOVERY_WS), ("removal", metrics.REMOVAL_WS)):
            checked = [p for p in facts.paths if p.path_type.lower() == check]
            if checked:
                worst_check = min(checked, key=lambda p: p.slack)
                self._derive(name, worst_check.slack, worst_check.end_line, raw=worst_check.raw.get("slack", ""))
        errors = any(i.severity == "error" for i in facts.issues)
        facts.status = "failed" if errors else ("success" if facts.paths or facts.metrics else "unknown")
        return facts

    def _sharpen(self, name: str, worst: TimingPath) -> None:
        """Quote a worst slack at the digits of the path it rounds: ``report_worst_slack`` prints two decimals (-1.71)
        where the worst path's own slack line has those asked of ``report_checks`` (-1.711). ``report_wns`` keeps its
        own digits: WNS is asked for as that command prints it.
        They are one number when the longer lies within half a unit of the shorter's last digit; the path's line
        is then cited, as the number quoted is the one printed there."""
        summary, raw = self.facts.metric(name), worst.raw.get("slack", "")
        if summary is None or not raw or not summary.raw:
            return
        digits = places(summary.raw)
        if places(raw) > digits and within_rounding(worst.slack, summary.value, digits):
            at = self.facts.metrics.index(summary)
            self.facts.metrics[at] = replace(summary, value=worst.slack, raw=raw, line=worst.end_line)

    def _derive(self, name: str, value: float, line: int, unit: str = "ns", raw: str = "") -> None:
        """Add a metric read off the paths unless the report printed it explicitly."""
        if self.facts.metric(name) is None:
            self.facts.metrics.append(Metric(name, value, unit, line, raw=raw))


__all__ = ["StaReportParser", "SLACK_TABLE_HEAD", "SLACK_TABLE_ROW"]
