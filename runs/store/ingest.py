"""Run ingest: folders, folders of runs, archives or single files -> design graph + vectors.

Safe to repeat: a run is identified by (scope, design, content hash), so re-ingesting the
same files reports them unchanged, and a changed run is added as a newer run of the design
(history is what ``edabot diff`` and "what changed since the last run?" compare).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import structlog
from sqlalchemy import Connection, Table, insert

from edabot.errors import BadInputError, EdabotError
from edabot.scopes import validate_scope
from edabot.settings import RunSettings, Settings
from edabot.types import IngestReport, SkippedFile
from runs.parse.archive import extract_archive
from runs.parse.base import untimed_text
from runs.parse.detect import PARSED_KINDS, artifact_kind, folder_kinds, is_archive
from runs.parse.facts import ArtifactFacts, Issue
from runs.parse.run_folder import RunAnalysis, analyze_run, collect_files
from runs.parse.shell_script import is_shell_script, tool_text
from runs.store import tables
from runs.store.chunks import chunk_artifact
from runs.store.graph import RunGraph, inserted_id, open_run_graph
from runs.store.vectors import add_chunks

log = structlog.get_logger()
ProgressFn = Callable[[int, int, str], None]


def run_roots(path: Path) -> list[Path]:
    """The runs inside ``path``: itself, or each sub-folder when it is a folder of run folders.

    It is a folder of runs when one kind of tool output (a Yosys log, a timing report) sits in two sub-folders or
    more: each is then a run, and so is a sibling holding RTL and an output but no parsed log (a run that was
    only simulated, or whose testbench did not compile). One tool output per sub-folder (``syn/`` with the log, ``sta/`` with the timing report,
    ``rtl/``), or one folder of output beside the sources and scripts (``out/``, ``src/``, ``run.sh``), is one run laid
    out in folders: its RTL is part of it. A folder holding nothing but one such folder only wraps it, and one whose
    only folder of output is a folder of runs holds those runs (``runs/`` beside a README)."""
    if path.is_file():
        return [path]
    own = [p for p in path.iterdir() if p.is_file() and artifact_kind(p) in PARSED_KINDS]
    folders = sorted(p for p in path.iterdir() if p.is_dir() and not p.name.startswith("."))
    kinds = {folder: folder_kinds(folder) for folder in folders}
    parsed = [folder for folder in folders if kinds[folder] & set(PARSED_KINDS)]
    if own or not parsed:
        return [path]
    repeated = len(parsed) > 1 and any(sum(kind in kinds[f] for f in parsed) > 1 for kind in PARSED_KINDS)
    if not repeated:
        if len(parsed) == 1:
            inner = run_roots(parsed[0])
            if len(inner) > 1 or not any(p not in parsed and not p.name.startswith(".") for p in path.iterdir()):
                return inner  # a folder of runs beside notes, or a wrapper around one run
        return [path]
    simulated = [f for f in folders if f not in parsed and "rtl" in kinds[f] and kinds[f] - _SOURCES]
    return sorted(parsed + simulated)


_SOURCES = frozenset({"rtl", "helper", "script"})
"""Kinds of files a run reads, not writes: a folder of only these is no run's output."""


@dataclass
class RunIngestReport(IngestReport):
    """An ingest report that also keeps each run's analysis, by run folder, so callers that summarize the
    runs they just ingested (the service's job result) need not parse every log a second time."""

    analyses: dict[str, RunAnalysis] = field(default_factory=dict)


def ingest_run_paths(paths: Sequence[Path], scope: str, settings: Settings,
                     progress: ProgressFn | None = None) -> RunIngestReport:
    """Ingest every run found under ``paths``; one bad input is skipped with a reason."""
    validate_scope(scope)
    graph = open_run_graph(settings.data_dir, settings.database_url)
    report = RunIngestReport()
    with tempfile.TemporaryDirectory(prefix="edabot-runs-") as scratch:
        roots: list[Path] = []
        for path in map(Path, paths):
            try:
                roots.extend(_expand(path, Path(scratch), settings))
            except EdabotError as exc:
                report.skipped.append(SkippedFile(str(path), exc.user_message))
        for done, root in enumerate(roots, start=1):
            _ingest_one(root, scope, settings, graph, report)
            if progress:
                progress(done, len(roots), root.name)
    return report


def _expand(path: Path, scratch: Path, settings: RunSettings) -> list[Path]:
    if not path.exists():
        raise BadInputError(f"{path} does not exist")
    if is_archive(path):
        dest = extract_archive(path, scratch / path.name.split(".")[0], settings.run_max_archive_bytes,
                               settings.run_max_archive_members,
                               settings.run_max_compression_ratio)
        inner = [p for p in dest.iterdir() if not p.name.startswith(".")]
        base = inner[0] if len(inner) == 1 and inner[0].is_dir() else dest
        return run_roots(base)
    if path.is_file() and artifact_kind(path) is None:
        raise BadInputError(f"{path.name} is not a log, report or Verilog file")
    return run_roots(path)


def _ingest_one(root: Path, scope: str, settings: Settings, graph: RunGraph, report: RunIngestReport) -> None:
    try:
        run = analyze_run(root, settings.run_max_parse_bytes)
    except (OSError, UnicodeError) as exc:
        log.warning("run_ingest_failed", root=str(root), error=str(exc))
        report.skipped.append(SkippedFile(str(root), "the run could not be read"))
        return
    if not run.files:
        report.skipped.append(SkippedFile(str(root), "no logs, reports or Verilog files found"))
        return
    report.analyses[str(root)] = run
    if graph.find_run(scope, run.name, run.run_id):
        report.unchanged.append(run.name)
        return
    store_run(run, scope, settings, graph)
    report.indexed.append(run.name)


def store_run(run: RunAnalysis, scope: str, settings: Settings, graph: RunGraph) -> int:
    """Write one analysed run into the graph and its chunks into the vector store."""
    vectors = []
    with graph.writing() as conn:
        design_id = graph.new_design(conn, scope, {
            "name": run.name, "top": run.top, "label": run.root.name, "run_id": run.run_id,
            "status": run.status, "version": run.version,
        })
        echoed = run.echoing_tools
        for facts in run.artifacts:
            artifact_id = _store_artifact(conn, design_id, facts)
            _store_text(conn, artifact_id, facts, run.files[facts.source], settings.run_max_parse_bytes, echoed)
            key = f"{scope}/{run.name}/{run.run_id}"
            chunks = [] if is_shell_script(run.files[facts.source]) else chunk_artifact(  # its tools' commands are
                run.files[facts.source], facts, key, settings.run_chunk_lines, settings.run_max_chunks_per_artifact)  # facts
            _insert(conn, tables.chunk, [{"id": c.chunk_id, "artifact_id": artifact_id, "start_line": c.start_line,
                                     "end_line": c.end_line, "text": c.text} for c in chunks])
            for chunk in chunks:
                header = f"design {run.name} | {chunk.source} lines {chunk.start_line}-{chunk.end_line}\n"
                vectors.append((chunk.chunk_id, header + chunk.text, {
                    "scope": scope, "design": run.name, "run_id": run.run_id, "source": chunk.source,
                    "start_line": chunk.start_line, "end_line": chunk.end_line, "kind": facts.kind}))
        _store_lint(conn, design_id, run)
    add_chunks(settings, vectors)
    log.info("run_stored", design=run.name, run_id=run.run_id, chunks=len(vectors))
    return design_id


def _insert(conn: Connection, table: Table, rows: list[dict[str, Any]]) -> None:
    if rows:
        conn.execute(insert(table), rows)


def _store_artifact(conn: Connection, design_id: int, facts: ArtifactFacts) -> int:
    artifact_id = inserted_id(conn.execute(insert(tables.artifact), {
        "design_id": design_id, "path": facts.source, "kind": facts.kind, "tool": facts.tool, "stage": facts.stage,
        "lines": facts.lines, "status": facts.status, "truncated": int(facts.truncated)}))
    owner = {"design_id": design_id, "artifact_id": artifact_id, "source": facts.source}
    _insert(conn, tables.metric, [{**owner, "name": metric.name, "module": metric.module, "value": metric.value,
                              "unit": metric.unit, "line": metric.line, "raw": metric.raw} for metric in facts.metrics])
    _insert(conn, tables.issue, [_issue_row(design_id, artifact_id, facts.source, issue) for issue in facts.issues])
    for path in facts.paths:
        path_id = inserted_id(conn.execute(insert(tables.timing_path), {
            **owner, "startpoint": path.startpoint, "endpoint": path.endpoint, "grp": path.group,
            "path_type": path.path_type, "arrival": path.arrival, "required": path.required, "slack": path.slack,
            "met": int(path.met), "line": path.line, "end_line": path.end_line, "raw": json.dumps(path.raw)}))
        _insert(conn, tables.path_stage, [{"path_id": path_id, "line": st.line, "delay": st.delay, "time": st.time,
                                      "edge": st.edge, "pin": st.pin, "cell": st.cell} for st in path.stages])
    _insert(conn, tables.command, [{**owner, "line": c.line, "tool": c.tool, "name": c.name, "args": c.args}
                              for c in facts.commands])
    for module in facts.modules:
        module_id = inserted_id(conn.execute(insert(tables.module), {
            "design_id": design_id, "artifact_id": artifact_id, "name": module.name, "line": module.line,
            "area": module.area, "ports": json.dumps(module.ports)}))
        rows = [(cell, name, 1) for cell, name in module.instances] or [
            (cell, "", count) for cell, count in module.cells.items()]
        _insert(conn, tables.instance, [{"module_id": module_id, "cell_type": cell, "name": name, "count": count}
                                   for cell, name, count in rows])
    return artifact_id


QUOTED_KINDS: tuple[str, ...] = ("rtl", "script", "helper", "netlist", "yosys_log", "sta_report", "openroad_log", "lint_log",
                                 "compile_log", "text")
"""Artifacts whose lines answers quote (the RTL a warning points to, the script line a setting comes from, the
netlist pins of a flop on a path, the log and report records a reasoning question is answered from, the output of a
tool no parser reads, such as a simulation log, and a linter's or compiler's diagnostics)."""


def _store_text(conn: Connection, artifact_id: int, facts: ArtifactFacts, path: Path, limit: int,
                echoed: Sequence[str] = ()) -> None:
    """A shell script keeps only what it hands its tools, less the scripts of the tools whose logs echo them
    (``echoed``)."""
    if facts.kind in QUOTED_KINDS and path.stat().st_size <= min(limit, 4_000_000):
        text = tool_text(path, echoed) if is_shell_script(path) else untimed_text(path)
        conn.execute(insert(tables.source_text), {"artifact_id": artifact_id, "text": text})


def _issue_row(design_id: int, artifact_id: int | None, source: str, issue: Issue) -> dict[str, Any]:
    return {"design_id": design_id, "artifact_id": artifact_id, "source": issue.source or source,
            "severity": issue.severity, "kind": issue.kind, "code": issue.code, "tool": issue.tool,
            "message": issue.message, "line": issue.line, "ref_file": issue.ref_file, "ref_line": issue.ref_line}


def _store_lint(conn: Connection, design_id: int, run: RunAnalysis) -> None:
    _insert(conn, tables.issue, [_issue_row(design_id, None, issue.source, issue) for issue in run.lint])


__all__ = ["collect_files", "ingest_run_paths", "run_roots", "store_run"]
