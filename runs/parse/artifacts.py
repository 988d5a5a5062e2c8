"""One parser per artifact kind, chosen by ``runs.parse.detect.artifact_kind``.

Line-oriented kinds stream (constant memory); Verilog goes through pyslang up to a size cap.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from runs.parse.base import LineParser, is_time_stamped, iter_lines, run_parser
from runs.parse.commercial import CommercialReportParser
from runs.parse.detect import netlist_format
from runs.parse.facts import RTL_READER, ArtifactFacts
from runs.parse.icarus_log import IcarusCompileParser
from runs.parse.lint_log import VerilatorLintParser
from runs.parse.make_log import MakeTranscriptParser
from runs.parse.openroad_log import OpenroadLogParser
from runs.parse.scan import scan_parser
from runs.parse.script import echoed_commands, parse_script
from runs.parse.shell_script import is_shell_script, parse_shell_script
from runs.parse.sta_report import StaReportParser
from runs.parse.yosys_log import YosysLogParser

_STAGE = re.compile(r"(floorplan|place|cts|grt|groute|route|drt|finish|synth)", re.IGNORECASE)


def _openroad(path: Path) -> LineParser:
    found = _STAGE.search(path.stem)
    return OpenroadLogParser(stage=found.group(1).lower() if found else "pnr")


_LINE_PARSERS: dict[str, Callable[[Path], LineParser]] = {
    "sta_report": lambda _path: StaReportParser(),
    "openroad_log": _openroad,
    "qor_report": lambda _path: CommercialReportParser(),
    "lint_log": lambda _path: VerilatorLintParser(),
    "compile_log": lambda _path: IcarusCompileParser(),
    "text": lambda _path: MakeTranscriptParser(),  # a console transcript: make's own lines say which step stopped
}
_TOOLS = {"rtl": (RTL_READER, "rtl"), "netlist": (RTL_READER, "synth"), "text": ("", ""), "helper": ("", "helper")}


def parse_artifact(path: Path, kind: str, source: str, max_parse_bytes: int) -> ArtifactFacts:
    """Facts of one artifact; kinds without a parser (scripts, text) get an empty record."""
    if kind == "yosys_log":  # a time-stamped log is read line by line: the scan's patterns start at a line's start
        if is_time_stamped(path):
            logged = run_parser(YosysLogParser(), iter_lines(path), source)
        else:
            logged = scan_parser(YosysLogParser(), path, source)
        logged.commands = echoed_commands(path)
        return logged
    factory = _LINE_PARSERS.get(kind)
    if factory is not None:
        return run_parser(factory(path), iter_lines(path), source)
    if kind == "script":
        return parse_shell_script(path, source) if is_shell_script(path) else parse_script(path, source)
    tool, stage = _TOOLS.get(kind, ("", ""))
    if (kind == "rtl" or (kind == "netlist" and netlist_format(path) == "Verilog")) and path.stat().st_size <= max_parse_bytes:
        from runs.parse.verilog import parse_verilog  # pyslang takes 50 ms to import; logs never need it

        facts = parse_verilog(path, kind)
    else:
        facts = ArtifactFacts(kind=kind, tool=tool, stage=stage)
    facts.source = source
    facts.lines = sum(1 for _ in iter_lines(path))
    return facts


__all__ = ["parse_artifact"]
