"""The run graph store on both engines: pre-Alembic files adopted, a run deleted with everything under it,
case-insensitive matching as SQLite's LIKE, and one PostgreSQL database shared by two data dirs."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import func, insert, select

from edabot.scopes import visible_scopes
from edabot.settings import Settings
from runs import metrics
from runs.qa import analyses
from runs.qa.graph_queries import RunTools
from runs.store import tables
from runs.store.graph import RunGraph, graph_path, has_runs, open_run_graph
from runs.store.ingest import ingest_run_paths

from .conftest import FIXTURES

PRE_ALEMBIC_SCHEMA = """
CREATE TABLE design (id INTEGER PRIMARY KEY, scope TEXT NOT NULL, name TEXT NOT NULL, top TEXT NOT NULL,
    label TEXT NOT NULL, run_id TEXT NOT NULL, status TEXT NOT NULL, tool_version TEXT NOT NULL,
    seq INTEGER NOT NULL, ingested_at TEXT NOT NULL, UNIQUE (scope, name, run_id));
CREATE TABLE artifact (id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    path TEXT NOT NULL, kind TEXT NOT NULL, tool TEXT NOT NULL, stage TEXT NOT NULL,
    lines INTEGER NOT NULL, status TEXT NOT NULL, truncated INTEGER NOT NULL);
CREATE TABLE chunk (id TEXT PRIMARY KEY, artifact_id INTEGER NOT NULL REFERENCES artifact(id) ON DELETE CASCADE,
    start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, text TEXT NOT NULL);
CREATE TABLE module (id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER NOT NULL REFERENCES artifact(id) ON DELETE CASCADE,
    name TEXT NOT NULL, line INTEGER NOT NULL, area REAL, ports TEXT NOT NULL);
CREATE TABLE instance (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL REFERENCES module(id) ON DELETE CASCADE,
    cell_type TEXT NOT NULL, name TEXT NOT NULL, count INTEGER NOT NULL);
CREATE TABLE issue (id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    severity TEXT NOT NULL, kind TEXT NOT NULL, code TEXT NOT NULL, tool TEXT NOT NULL,
    message TEXT NOT NULL, line INTEGER NOT NULL, ref_file TEXT NOT NULL, ref_line INTEGER NOT NULL);
CREATE TABLE metric (id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    name TEXT NOT NULL, module TEXT NOT NULL, value REAL NOT NULL, unit TEXT NOT NULL, line INTEGER NOT NULL{metric_raw});
CREATE TABLE timing_path (id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    startpoint TEXT NOT NULL, endpoint TEXT NOT NULL, grp TEXT NOT NULL, path_type TEXT NOT NULL,
    arrival REAL, required REAL, slack REAL NOT NULL, met INTEGER NOT NULL, line INTEGER NOT NULL,
    end_line INTEGER NOT NULL{path_raw});
CREATE TABLE path_stage (id INTEGER PRIMARY KEY, path_id INTEGER NOT NULL REFERENCES timing_path(id) ON DELETE CASCADE,
    line INTEGER NOT NULL, delay TEXT NOT NULL, time TEXT NOT NULL, edge TEXT NOT NULL, pin TEXT NOT NULL,
    cell TEXT NOT NULL);
CREATE TABLE command (id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER NOT NULL REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    line INTEGER NOT NULL, tool TEXT NOT NULL, name TEXT NOT NULL, args TEXT NOT NULL);
CREATE TABLE source_text (artifact_id INTEGER PRIMARY KEY REFERENCES artifact(id) ON DELETE CASCADE, text TEXT NOT NULL);
CREATE INDEX design_scope ON design(scope, name);
CREATE INDEX metric_name ON metric(name, design_id);
CREATE INDEX issue_design ON issue(design_id, kind);
INSERT INTO design VALUES (1, 'team:old', 'old_top', 'old_top', 'r0', 'r0', 'success', '0.9', 7, '2025-01-01T00:00:00+00:00');
INSERT INTO artifact VALUES (1, 1, 'synth.log', 'yosys_log', 'yosys', 'synth', 120, 'success', 0);
INSERT INTO metric (design_id, artifact_id, source, name, module, value, unit, line)
    VALUES (1, 1, 'synth.log', 'synth__design__instance__area', '', 1234.5, 'um^2', 99);
INSERT INTO timing_path (design_id, artifact_id, source, startpoint, endpoint, grp, path_type, arrival, required, slack,
    met, line, end_line) VALUES (1, 1, 'sta.rpt', 'a_reg', 'b_reg', 'clk', 'max', 2.5, 3.0, 0.5, 1, 10, 30);
"""
"""A data dir of the hand-written SQLite store, with one run; the ``raw`` columns are empty for a first-release
file, which lacked them."""
RAW_COLUMNS = {"metric_raw": ", raw TEXT NOT NULL DEFAULT ''", "path_raw": ", raw TEXT NOT NULL DEFAULT '{}'"}


def _settings(data_dir: Path, database_url: str | None) -> Settings:
    return Settings(EDABOT_DATA_DIR=data_dir, EDABOT_DATABASE_URL=database_url, EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=2)


@pytest.fixture(autouse=True)
def _no_vectors(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about the graph; chunk vectors (and their encoder) stay out of them."""
    monkeypatch.setattr("runs.store.ingest.add_chunks", lambda settings, rows: None)


@pytest.mark.parametrize("raw", [{"metric_raw": "", "path_raw": ""}, RAW_COLUMNS], ids=["first-release", "with-raw"])
def test_a_file_written_before_alembic_is_adopted_with_its_rows(tmp_path: Path, raw: dict[str, str]) -> None:
    with sqlite3.connect(graph_path(tmp_path)) as db:
        db.executescript(PRE_ALEMBIC_SCHEMA.format(**raw))
    old = RunTools(RunGraph(graph_path(tmp_path)), ["team:old"])
    area = old.metric("old_top", metrics.AREA)
    assert area is not None and area.value == 1234.5 and (area.source, area.line) == ("synth.log", 99)
    assert not area.verbatim  # no printed token was kept for it
    worst = old.worst_path("old_top")
    assert worst is not None and "slack 0.50 ns (MET)" in worst.text
    ingest_run_paths([FIXTURES / "runs" / "mac8"], "team:a", _settings(tmp_path, None))
    new = RunTools(open_run_graph(tmp_path), visible_scopes("team:a"))
    assert new.design_names() == ["mac8"] and new.rows["mac8"]["seq"] == 8
    with sqlite3.connect(graph_path(tmp_path)) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [("0002",)]


def test_deleting_a_run_removes_everything_under_it(tmp_path: Path, database_url: str | None) -> None:
    """The foreign keys cascade on both engines (SQLite enforces them on every connection)."""
    ingest_run_paths([FIXTURES / "runs" / "mac8"], "t:a", _settings(tmp_path, database_url))
    graph = open_run_graph(tmp_path, database_url)
    [run] = graph.latest_designs(["t:a"])
    stored = set(graph.values(select(tables.chunk.c.id)))
    assert stored and set(graph.delete_design(run["id"])) == stored
    assert {table.name: graph.values(select(func.count()).select_from(table))[0]
            for table in tables.metadata.sorted_tables} == {table.name: 0 for table in tables.metadata.sorted_tables}


def test_checks_match_kinds_and_messages_in_any_case(tmp_path: Path, database_url: str | None) -> None:
    """SQLite's LIKE ignores case; the same queries on PostgreSQL must too."""
    ingest_run_paths([FIXTURES / "runs" / "mac8"], "t:a", _settings(tmp_path, database_url))
    graph = open_run_graph(tmp_path, database_url)
    [run] = graph.latest_designs(["t:a"])
    issue = {"design_id": run["id"], "artifact_id": None, "source": "sta.rpt", "severity": "warning", "code": "",
             "tool": "sta", "ref_file": "", "ref_line": 0}
    with graph.writing() as conn:
        conn.execute(insert(tables.issue), [{**issue, "kind": "MAX_SLEW", "message": "2 pins over the slew limit", "line": 3},
                                       {**issue, "kind": "check", "message": "4 UNCONSTRAINED endpoints", "line": 4}])
    checks = [f.text for f in analyses.check_facts("mac8", RunTools(graph, ["t:a"]))]
    assert any("2 pins over the slew limit" in text for text in checks)
    assert any("4 UNCONSTRAINED endpoints" in text for text in checks)


def test_names_sort_by_code_point_on_both_engines(tmp_path: Path, database_url: str | None) -> None:
    """RTL files are listed in SQLite's byte order whatever PostgreSQL's locale."""
    ingest_run_paths([FIXTURES / "runs" / "mac8"], "t:a", _settings(tmp_path, database_url))
    graph = open_run_graph(tmp_path, database_url)
    [run] = graph.latest_designs(["t:a"])
    with graph.writing() as conn:
        conn.execute(insert(tables.artifact), [
            {"design_id": run["id"], "path": path, "kind": "rtl", "tool": "", "stage": "rtl", "lines": 1,
             "status": "unknown", "truncated": 0} for path in ("b.v", "_x.v", "B.v")])
    files = RunTools(graph, ["t:a"]).rtl_files("mac8")
    assert [f for f in files if f in {"b.v", "_x.v", "B.v"}] == ["B.v", "_x.v", "b.v"]


def test_run_questions_reach_the_run_agent_only_once_a_run_is_ingested(tmp_path: Path,
                                                                        database_url: str | None) -> None:
    assert not has_runs(tmp_path, database_url) and not graph_path(tmp_path).exists()
    ingest_run_paths([FIXTURES / "runs" / "mac8"], "t:a", _settings(tmp_path, database_url))
    assert has_runs(tmp_path, database_url)
