"""The design graph in SQLite: designs, artifacts, chunks, modules, instances, issues, metrics, paths.

Nodes are rows, edges are foreign keys named after the relation they encode::

    design --HAS_ARTIFACT--> artifact (artifact.design_id)
    artifact --HAS_CHUNK--> chunk (chunk.artifact_id; vectors in Chroma ``run_chunks``)
    design --CONTAINS--> module --CONTAINS--> instance (module.design_id, instance.module_id)
    artifact --REPORTS--> issue | metric | timing_path (each with the line it came from)

Every design row carries its tenant ``scope``; every query filters on the caller's visible
scopes. See runs/README.md for the mapping to a server database.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

from edabot.errors import StoreError
from edabot.sqlite_schema import add_missing_columns

SCHEMA = """
CREATE TABLE IF NOT EXISTS design (
    id INTEGER PRIMARY KEY, scope TEXT NOT NULL, name TEXT NOT NULL, top TEXT NOT NULL,
    label TEXT NOT NULL, run_id TEXT NOT NULL, status TEXT NOT NULL, tool_version TEXT NOT NULL,
    seq INTEGER NOT NULL, ingested_at TEXT NOT NULL, UNIQUE (scope, name, run_id));
CREATE TABLE IF NOT EXISTS artifact (
    id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    path TEXT NOT NULL, kind TEXT NOT NULL, tool TEXT NOT NULL, stage TEXT NOT NULL,
    lines INTEGER NOT NULL, status TEXT NOT NULL, truncated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS chunk (
    id TEXT PRIMARY KEY, artifact_id INTEGER NOT NULL REFERENCES artifact(id) ON DELETE CASCADE,
    start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS module (
    id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER NOT NULL REFERENCES artifact(id) ON DELETE CASCADE,
    name TEXT NOT NULL, line INTEGER NOT NULL, area REAL, ports TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS instance (
    id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL REFERENCES module(id) ON DELETE CASCADE,
    cell_type TEXT NOT NULL, name TEXT NOT NULL, count INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS issue (
    id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    severity TEXT NOT NULL, kind TEXT NOT NULL, code TEXT NOT NULL, tool TEXT NOT NULL,
    message TEXT NOT NULL, line INTEGER NOT NULL, ref_file TEXT NOT NULL, ref_line INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS metric (
    id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    name TEXT NOT NULL, module TEXT NOT NULL, value REAL NOT NULL, unit TEXT NOT NULL, line INTEGER NOT NULL,
    raw TEXT NOT NULL DEFAULT '');
CREATE TABLE IF NOT EXISTS timing_path (
    id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    startpoint TEXT NOT NULL, endpoint TEXT NOT NULL, grp TEXT NOT NULL, path_type TEXT NOT NULL,
    arrival REAL, required REAL, slack REAL NOT NULL, met INTEGER NOT NULL, line INTEGER NOT NULL,
    end_line INTEGER NOT NULL, raw TEXT NOT NULL DEFAULT '{}');
CREATE TABLE IF NOT EXISTS path_stage (
    id INTEGER PRIMARY KEY, path_id INTEGER NOT NULL REFERENCES timing_path(id) ON DELETE CASCADE,
    line INTEGER NOT NULL, delay TEXT NOT NULL, time TEXT NOT NULL, edge TEXT NOT NULL, pin TEXT NOT NULL,
    cell TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS command (
    id INTEGER PRIMARY KEY, design_id INTEGER NOT NULL REFERENCES design(id) ON DELETE CASCADE,
    artifact_id INTEGER NOT NULL REFERENCES artifact(id) ON DELETE CASCADE, source TEXT NOT NULL,
    line INTEGER NOT NULL, tool TEXT NOT NULL, name TEXT NOT NULL, args TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS source_text (
    artifact_id INTEGER PRIMARY KEY REFERENCES artifact(id) ON DELETE CASCADE, text TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS design_scope ON design(scope, name);
CREATE INDEX IF NOT EXISTS metric_name ON metric(name, design_id);
CREATE INDEX IF NOT EXISTS issue_design ON issue(design_id, kind);
"""


class RunGraph:
    """Access to the run graph file; one short-lived connection per operation."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with self.connect() as db:
            db.executescript(SCHEMA)
            add_missing_columns(db, _ADDED_COLUMNS)

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        try:
            db = sqlite3.connect(self.path, timeout=30)
        except sqlite3.Error as exc:
            raise StoreError("the run graph database cannot be opened") from exc
        db.row_factory = sqlite3.Row
        db.execute("PRAGMA foreign_keys = ON")
        try:
            with db:
                yield db
        except sqlite3.Error as exc:
            raise StoreError("the run graph database failed") from exc
        finally:
            db.close()

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self.connect() as db:
            return list(db.execute(sql, params))

    def latest_designs(self, scopes: Sequence[str]) -> list[sqlite3.Row]:
        """The newest run of every design visible from ``scopes`` (most specific scope wins)."""
        marks = ",".join("?" * len(scopes))
        rows = self.query(f"SELECT * FROM design WHERE scope IN ({marks}) ORDER BY seq DESC", list(scopes))
        chosen: dict[str, sqlite3.Row] = {}
        rank = {scope: i for i, scope in enumerate(scopes)}
        for row in rows:
            best = chosen.get(row["name"])
            if best is None or rank[row["scope"]] < rank[best["scope"]]:
                chosen[row["name"]] = row
        return sorted(chosen.values(), key=lambda r: r["name"])

    def runs_of(self, name: str, scopes: Sequence[str]) -> list[sqlite3.Row]:
        """Every run of design ``name`` visible from ``scopes``, newest first."""
        marks = ",".join("?" * len(scopes))
        return self.query(f"SELECT * FROM design WHERE name = ? AND scope IN ({marks}) ORDER BY seq DESC",
                          [name, *scopes])

    def find_run(self, scope: str, name: str, run_id: str) -> sqlite3.Row | None:
        rows = self.query("SELECT * FROM design WHERE scope = ? AND name = ? AND run_id = ?", (scope, name, run_id))
        return rows[0] if rows else None

    def new_design(self, db: sqlite3.Connection, scope: str, row: dict[str, Any]) -> int:
        seq = db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM design").fetchone()[0]
        cur = db.execute(
            "INSERT INTO design (scope, name, top, label, run_id, status, tool_version, seq, ingested_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (scope, row["name"], row["top"], row["label"], row["run_id"], row["status"], row["version"], seq,
             datetime.now(UTC).isoformat(timespec="seconds")),
        )
        return inserted_id(cur)

    def delete_design(self, design_id: int) -> list[str]:
        """Remove one run and everything under it; returns its chunk ids (for the vector store)."""
        with self.connect() as db:
            ids = [r[0] for r in db.execute(
                "SELECT chunk.id FROM chunk JOIN artifact ON chunk.artifact_id = artifact.id WHERE design_id = ?",
                (design_id,))]
            db.execute("DELETE FROM design WHERE id = ?", (design_id,))
        return ids


_ADDED_COLUMNS = (("metric", "raw", "TEXT NOT NULL DEFAULT ''"), ("timing_path", "raw", "TEXT NOT NULL DEFAULT '{}'"))
"""Columns added after the first release: graphs written before them get them on open (the printed tokens)."""


def inserted_id(cur: sqlite3.Cursor) -> int:
    """The row id of the INSERT just run on ``cur``; a missing id means the row was not stored."""
    if cur.lastrowid is None:
        raise StoreError("the run graph database did not return the id of a new row")
    return cur.lastrowid


def graph_path(data_dir: Path) -> Path:
    return data_dir / "runs.sqlite3"


@lru_cache(maxsize=16)
def open_run_graph(data_dir: Path) -> RunGraph:
    """The run graph of a data dir, opened once per process: every `ask` consults it, and
    opening it runs the schema script."""
    return RunGraph(graph_path(data_dir))


__all__ = ["SCHEMA", "RunGraph", "graph_path", "inserted_id", "open_run_graph"]
