"""Analyse one run: classify and parse every artifact, then combine them into run-level facts.

The combination rules live here so the summary, the graph and the diff agree: the synthesis
log decides the status; timing metrics come from timing reports; a timing report produced
while the netlist had read errors or black boxes is flagged, not trusted silently.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TypeVar

import structlog

from runs.parse.artifacts import parse_artifact
from runs.parse.detect import (
    TOOL_OF_WORD,
    artifact_kind,
    left_out_of_run,
    yosys_log_under_own_suffix,
    yosys_session_log,
)
from runs.parse.facts import ArtifactFacts, Issue, Metric, TimingPath
from runs.parse.shell_script import is_shell_script, tool_outputs
from runs.parse.verilog import lint_rtl, top_module

log = structlog.get_logger()

_STATUS_ORDER = ("failed", "incomplete", "success", "unknown")
_Sourced = TypeVar("_Sourced", Issue, TimingPath)


@dataclass
class RunAnalysis:
    """Every artifact of one run of one design, parsed, plus the combined view."""

    name: str
    root: Path
    run_id: str
    artifacts: list[ArtifactFacts] = field(default_factory=list)
    files: dict[str, Path] = field(default_factory=dict)
    lint: list[Issue] = field(default_factory=list)

    @property
    def top(self) -> str:
        """The top module: as the synthesis log or the netlist names it; else the RTL module no other
        module of the run instantiates, over all RTL files together (a run that failed in elaboration
        has one file per module, and the first file's module is a child as often as the top). Modules
        without ports (testbenches) are left out of that choice."""
        for kind in ("yosys_log", "netlist"):
            for facts in self.of_kind(kind):
                if facts.top:
                    return facts.top
        ported = [module for facts in self.of_kind("rtl") for module in facts.modules if module.ports]
        if ported:
            return top_module(ported)
        return next((facts.top for kind in ("rtl", "qor_report") for facts in self.of_kind(kind) if facts.top), "")

    @property
    def echoing_tools(self) -> tuple[str, ...]:
        """The tools whose logs in this run echo the commands they were given (Yosys's ``-- Running command``): those
        commands' copies in a shell script are the same commands again."""
        return ("yosys",) if any(f.kind == "yosys_log" and f.commands for f in self.artifacts) else ()

    @property
    def status(self) -> str:
        synth = [f for f in self.of_kind("yosys_log") if f.status != "unknown"]  # a ``tee -o`` stat decides nothing
        if synth:
            return min((f.status for f in synth), key=_STATUS_ORDER.index)
        statuses = [f.status for f in self.artifacts if f.kind in ("sta_report", "openroad_log", "qor_report")]
        return min(statuses, key=_STATUS_ORDER.index) if statuses else "unknown"

    @property
    def version(self) -> str:
        return next((f.version for f in self.of_kind("yosys_log") if f.version), "")

    def of_kind(self, kind: str) -> list[ArtifactFacts]:
        return [facts for facts in self.artifacts if facts.kind == kind]

    def metrics(self) -> list[Metric]:
        """Design-level metrics, one per name; later artifacts of a kind supersede earlier ones, and a run's own Yosys
        log supersedes the output of one command (a ``tee -o`` stat taken before mapping)."""
        chosen: dict[str, Metric] = {}
        for facts in sorted(self.artifacts, key=_supersedes):
            for metric in facts.metrics:
                if not metric.module:
                    chosen[metric.name] = Metric(metric.name, metric.value, metric.unit, metric.line, "", facts.source,
                                                 metric.raw)
        return list(chosen.values())

    def metric(self, name: str) -> Metric | None:
        return next((metric for metric in self.metrics() if metric.name == name), None)

    def issues(self) -> list[Issue]:
        """Warnings and errors of every artifact plus RTL lint, each stamped with its file."""
        found = [_stamp(issue, facts.source) for facts in self.artifacts for issue in facts.issues]
        return [issue for issue in found + self.lint if issue.severity != "info"]

    def paths(self) -> list[TimingPath]:
        return [_stamp(path, facts.source) for facts in self.of_kind("sta_report") for path in facts.paths]

    def caveats(self) -> list[str]:
        """Reasons some numbers should not be trusted, each naming the file and line that says so."""
        notes = []
        for facts in self.of_kind("sta_report"):
            bad = [i for i in facts.issues if i.severity == "error" or i.kind == "unresolved"]
            if bad and facts.paths:
                first = bad[0]
                notes.append(f"timing in {facts.source} was computed on a netlist the timer could not read fully "
                             f"({first.message} — {facts.source}:{first.line}); its slack is unreliable")
        if any(f.truncated for f in self.artifacts):
            cut = [f.source for f in self.artifacts if f.truncated]
            notes.append(f"truncated: {', '.join(cut)} ended mid-report; later results may be missing")
        return notes


def _supersedes(facts: ArtifactFacts) -> bool:
    """Whether an artifact's figures outrank the others': a Yosys log that tells how the run ended over the output
    of one command (a ``tee -o`` stat taken before mapping)."""
    return facts.kind == "yosys_log" and facts.status != "unknown"


def _log_last(artifacts: list[ArtifactFacts]) -> None:
    """Order the run's Yosys outputs so its log comes after the output of one command, in the places they hold
    among the other artifacts (whose order, by path, says which tool's record is read first)."""
    places = [i for i, facts in enumerate(artifacts) if facts.kind == "yosys_log"]
    for i, facts in zip(places, sorted((artifacts[i] for i in places), key=_supersedes), strict=True):
        artifacts[i] = facts


def _echoed_once(run: RunAnalysis, shell_scripts: set[str]) -> None:
    """Drop the commands a shell script gives inline to a tool whose log echoes the commands it was given: the log's
    copy is the one the tool ran, and a command counted twice would be two settings."""
    echoing = run.echoing_tools
    for facts in run.artifacts:
        if facts.source in shell_scripts:
            facts.commands = [command for command in facts.commands if command.tool not in echoing]


def _stamp(item: _Sourced, source: str) -> _Sourced:
    """A copy of an issue or path carrying the artifact it came from (keeps its own if set)."""
    return item if item.source else replace(item, source=source)


def _content_id(files: dict[str, Path]) -> str:
    digest = hashlib.sha256()
    for name in sorted(files):
        stat = files[name].stat()
        digest.update(f"{name}\0{stat.st_size}\0".encode())
        with open(files[name], "rb") as handle:
            while block := handle.read(1 << 20):
                digest.update(block)
    return digest.hexdigest()[:16]


def collect_files(root: Path) -> dict[str, Path]:
    """Artifacts of a run folder (or one file) by path relative to the run, without the files ``left_out_of_run``."""
    if root.is_file():
        return {root.name: root}
    return {
        path.relative_to(root).as_posix(): path
        for path in sorted(root.rglob("*"))
        if path.is_file() and not left_out_of_run(path.relative_to(root).parts)
    }


def analyze_run(root: Path, max_parse_bytes: int = 50_000_000, name: str = "") -> RunAnalysis:
    """Parse every recognised artifact under ``root`` (a run folder or a single file)."""
    everything = collect_files(root)
    kinds = {rel: kind for rel, path in everything.items() if (kind := artifact_kind(path))}
    own_suffix = [rel for rel, path in everything.items()
                  if rel not in kinds and yosys_log_under_own_suffix(path, excerpt=True)]
    if own_suffix and not any(kind == "yosys_log" and yosys_session_log(everything[rel]) for rel, kind in kinds.items()):
        sessions = [rel for rel in own_suffix if yosys_session_log(everything[rel])]
        kinds |= dict.fromkeys(sessions or own_suffix, "yosys_log")  # an excerpt only where no session log is kept
    written = _tool_outputs(everything)
    if consoles := _yosys_consoles(everything, kinds, written):
        kinds |= dict.fromkeys(consoles, "yosys_log")
    files = {rel: path for rel, path in everything.items() if rel in kinds}
    run = RunAnalysis(name=name, root=root, run_id=_content_id(files), files=files)
    rtl: list[tuple[Path, str]] = []
    for rel, path in files.items():
        kind = kinds[rel]
        facts = parse_artifact(path, kind, rel, max_parse_bytes)
        if kind == "text" and not facts.tool and rel in written:  # "iverilog -Wall ... > lint.txt": the compiler's
            facts.tool = TOOL_OF_WORD.get(written[rel], written[rel])  # output, though a clean one holds no marker
        run.artifacts.append(facts)
        if kind == "rtl" and path.stat().st_size <= max_parse_bytes:
            rtl.append((path, rel))
    _log_last(run.artifacts)  # the store keeps a run's last value of each figure, as ``metrics`` does
    _echoed_once(run, {rel for rel, path in files.items() if is_shell_script(path)})
    if rtl and not any(f.status == "failed" for f in run.of_kind("rtl")):
        run.lint = lint_rtl([p for p, _ in rtl], [r for _, r in rtl])
    run.name = name or run.top or (root.stem if root.is_file() else root.name)
    log.info("run_analyzed", design=run.name, artifacts=len(run.artifacts), status=run.status)
    return run


def _tool_outputs(everything: dict[str, Path]) -> dict[str, str]:
    """The run's files its shell scripts send a program's console to, by path relative to the run -> the program."""
    return {(Path(rel).parent / file).as_posix().removeprefix("./"): tool for rel, path in everything.items()
            if is_shell_script(path) for file, tool in tool_outputs(path).items()}


def _yosys_consoles(everything: dict[str, Path], kinds: dict[str, str], written: dict[str, str]) -> list[str]:
    """The run's text files its shell scripts send a Yosys console to (``yosys -q ... | tee console.txt``), when no
    Yosys session log is there: a quiet run prints its warnings and errors only there. Beside a session log the
    console repeats it, and an empty one says nothing to parse."""
    consoles = [rel for rel, tool in written.items()
                if tool == "yosys" and kinds.get(rel) == "text" and everything[rel].stat().st_size > 0]
    if consoles and any(kind == "yosys_log" and yosys_session_log(everything[rel]) for rel, kind in kinds.items()):
        return []  # the logs' heads are read again only when a console is there
    return consoles


def cell_counts(run: RunAnalysis) -> dict[str, int]:
    """Leaf cells by type for the whole design: from the netlist, else the flat Yosys stat."""
    counts = {metric.name.split(":", 1)[1]: int(metric.value)
              for facts in run.of_kind("netlist") for metric in facts.metrics if metric.name.startswith("netlist__cell")}
    if counts:
        return counts
    modules = {mod.name: mod for facts in run.of_kind("yosys_log") for mod in facts.modules}
    top = modules.get(run.top)
    return {cell: n for cell, n in (top.cells.items() if top else ()) if cell not in modules}


__all__ = ["RunAnalysis", "analyze_run", "cell_counts", "collect_files"]
