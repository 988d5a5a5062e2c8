"""The hypergraph record in SQLite: documents, chunks, artifacts, anchors, units, rejections.

ChromaDB holds vectors; this file holds everything needed to rebuild units incrementally
without re-parsing unchanged documents, and is the source of truth that Chroma is
reconciled against. Each document write is one transaction, and it also marks the anchors
it touched as dirty, so an interrupted ingest finishes its unit work on the next run.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from edabot.sqlite_schema import add_missing_columns
from edabot.types import DocumentInfo
from ingest.artifacts import Artifact
from ingest.chunks import Chunk
from ingest.documents import ParsedDocument, doc_id
from ingest.units import ChunkSpan, Rejection, Unit

_SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    scope TEXT NOT NULL, source TEXT NOT NULL, doc_id TEXT NOT NULL, content_hash TEXT NOT NULL,
    line_count INTEGER NOT NULL, ingested_at TEXT NOT NULL, PRIMARY KEY (scope, source));
CREATE UNIQUE INDEX IF NOT EXISTS documents_id ON documents(doc_id);
CREATE TABLE IF NOT EXISTS chunks (
    chunk_id TEXT PRIMARY KEY, scope TEXT NOT NULL, source TEXT NOT NULL, start_line INTEGER NOT NULL,
    end_line INTEGER NOT NULL, section TEXT NOT NULL, text TEXT NOT NULL,
    page INTEGER NOT NULL DEFAULT 0, page_start INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS chunks_doc ON chunks(scope, source);
CREATE TABLE IF NOT EXISTS artifacts (
    scope TEXT NOT NULL, artifact_id TEXT NOT NULL, source TEXT NOT NULL, type TEXT NOT NULL,
    start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, section TEXT NOT NULL, text TEXT NOT NULL,
    anchors TEXT NOT NULL, PRIMARY KEY (scope, artifact_id));
CREATE INDEX IF NOT EXISTS artifacts_doc ON artifacts(scope, source);
CREATE TABLE IF NOT EXISTS artifact_anchors (
    scope TEXT NOT NULL, anchor TEXT NOT NULL, artifact_id TEXT NOT NULL, source TEXT NOT NULL,
    PRIMARY KEY (scope, anchor, artifact_id));
CREATE INDEX IF NOT EXISTS anchors_doc ON artifact_anchors(scope, source);
CREATE TABLE IF NOT EXISTS units (
    unit_id TEXT PRIMARY KEY, scope TEXT NOT NULL, anchor TEXT NOT NULL, body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS units_scope ON units(scope, anchor);
CREATE TABLE IF NOT EXISTS rejections (
    scope TEXT NOT NULL, anchor TEXT NOT NULL, reason TEXT NOT NULL, PRIMARY KEY (scope, anchor));
CREATE TABLE IF NOT EXISTS dirty_anchors (scope TEXT NOT NULL, anchor TEXT NOT NULL, PRIMARY KEY (scope, anchor));
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
"""
_ADDED_COLUMNS = (
    ("chunks", "page", "INTEGER NOT NULL DEFAULT 0"),
    ("chunks", "page_start", "INTEGER NOT NULL DEFAULT 0"),
)
"""Columns added after the first release: stores written before them get them on open."""
_CHUNK_COLUMNS = "chunk_id, scope, source, start_line, end_line, section, text, page, page_start"


def _placeholders(items: Sequence[object]) -> str:
    return ",".join("?" * len(items))


class GraphStore:
    """Thread-safe access to the hypergraph database of one data dir."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        add_missing_columns(self._db, _ADDED_COLUMNS)
        self._lock = threading.RLock()

    def close(self) -> None:
        self._db.close()

    # -- documents -------------------------------------------------------------------------

    def document_hash(self, scope: str, source: str) -> str | None:
        row = self._one("SELECT content_hash FROM documents WHERE scope=? AND source=?", (scope, source))
        return row[0] if row else None

    def find_document(self, document_id: str) -> DocumentInfo | None:
        rows = self._documents("WHERE d.doc_id=?", (document_id,))
        return rows[0] if rows else None

    def list_documents(self, scopes: Sequence[str]) -> list[DocumentInfo]:
        return self._documents(f"WHERE d.scope IN ({_placeholders(scopes)})", tuple(scopes))

    def _documents(self, where: str, params: tuple[object, ...]) -> list[DocumentInfo]:
        query = (
            "SELECT d.doc_id, d.source, d.scope, d.content_hash, d.line_count, "
            "(SELECT COUNT(*) FROM chunks c WHERE c.scope=d.scope AND c.source=d.source), d.ingested_at "
            f"FROM documents d {where} ORDER BY d.scope, d.source"
        )
        with self._lock:
            return [DocumentInfo(*row) for row in self._db.execute(query, params)]

    def document_anchors(self, scope: str, source: str) -> set[str]:
        rows = self._all("SELECT DISTINCT anchor FROM artifact_anchors WHERE scope=? AND source=?", (scope, source))
        return {r[0] for r in rows}

    def document_chunk_ids(self, scope: str, source: str) -> set[str]:
        return {r[0] for r in self._all("SELECT chunk_id FROM chunks WHERE scope=? AND source=?", (scope, source))}

    def replace_document(self, doc: ParsedDocument) -> set[str]:
        """Write ``doc`` in one transaction; returns the anchors whose units must be recomputed."""
        with self._lock, self._transaction():
            touched = self.document_anchors(doc.scope, doc.source) | doc.anchors
            self._remove_rows(doc.scope, doc.source)
            now = datetime.now(UTC).isoformat(timespec="seconds")
            self._db.execute(
                "INSERT INTO documents VALUES (?,?,?,?,?,?)",
                (doc.scope, doc.source, doc_id(doc.scope, doc.source), doc.content_hash, doc.line_count, now),
            )
            self._db.executemany(
                f"INSERT OR REPLACE INTO chunks ({_CHUNK_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?)",
                [(c.chunk_id, c.scope, c.source, c.start_line, c.end_line, c.section, c.text, c.page, c.page_start)
                 for c in doc.chunks],
            )
            self._insert_artifacts(doc.scope, doc.artifacts)
            self._mark_dirty(doc.scope, touched)
        return touched

    def delete_document(self, scope: str, source: str) -> set[str]:
        """Remove a document and mark its anchors dirty; returns those anchors."""
        with self._lock, self._transaction():
            touched = self.document_anchors(scope, source)
            self._remove_rows(scope, source)
            self._mark_dirty(scope, touched)
        return touched

    def _remove_rows(self, scope: str, source: str) -> None:
        self._bump_generation()
        for table in ("documents", "chunks", "artifacts", "artifact_anchors"):
            self._db.execute(f"DELETE FROM {table} WHERE scope=? AND source=?", (scope, source))

    def _insert_artifacts(self, scope: str, artifacts: Iterable[Artifact]) -> None:
        rows: list[tuple[object, ...]] = []
        anchor_rows: list[tuple[str, str, str, str]] = []
        for a in artifacts:
            rows.append((scope, a.artifact_id, a.source, a.type, a.start_line, a.end_line,
                         json.dumps(a.section), a.text, json.dumps(a.anchors)))
            anchor_rows.extend((scope, anchor, a.artifact_id, a.source) for anchor in a.anchors)
        self._db.executemany("INSERT INTO artifacts VALUES (?,?,?,?,?,?,?,?,?)", rows)
        self._db.executemany("INSERT OR IGNORE INTO artifact_anchors VALUES (?,?,?,?)", anchor_rows)

    # -- anchors and units -----------------------------------------------------------------

    def _mark_dirty(self, scope: str, anchors: Iterable[str]) -> None:
        self._db.executemany("INSERT OR IGNORE INTO dirty_anchors VALUES (?,?)", [(scope, a) for a in anchors])

    def dirty_anchors(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._all("SELECT scope, anchor FROM dirty_anchors ORDER BY scope, anchor", ())]

    def artifacts_for_anchor(self, scope: str, anchor: str) -> list[Artifact]:
        query = (
            "SELECT a.artifact_id, a.type, a.source, a.start_line, a.end_line, a.section, a.text, a.anchors "
            "FROM artifacts a JOIN artifact_anchors x ON x.scope=a.scope AND x.artifact_id=a.artifact_id "
            "WHERE x.scope=? AND x.anchor=?"
        )
        return [
            Artifact(r[0], r[1], r[2], r[3], r[4], tuple(json.loads(r[5])), r[6], tuple(json.loads(r[7])))
            for r in self._all(query, (scope, anchor))
        ]

    def chunk_spans(self, scope: str, sources: Iterable[str]) -> list[ChunkSpan]:
        wanted = sorted(set(sources))
        if not wanted:
            return []
        query = f"SELECT chunk_id, source, start_line, end_line FROM chunks WHERE scope=? AND source IN ({_placeholders(wanted)})"
        return [ChunkSpan(*r) for r in self._all(query, (scope, *wanted))]

    def units_of(self, unit_ids: Sequence[str]) -> list[Unit]:
        if not unit_ids:
            return []
        rows = self._all(f"SELECT body FROM units WHERE unit_id IN ({_placeholders(unit_ids)})", tuple(unit_ids))
        return [_unit_from_json(r[0]) for r in rows]

    def units_by_anchor(self, scopes: Sequence[str], anchors: Sequence[str]) -> list[Unit]:
        if not anchors or not scopes:
            return []
        query = (
            f"SELECT body FROM units WHERE scope IN ({_placeholders(scopes)}) "
            f"AND anchor IN ({_placeholders(anchors)}) ORDER BY unit_id"
        )
        return [_unit_from_json(r[0]) for r in self._all(query, (*scopes, *anchors))]

    def all_units(self, scopes: Sequence[str] | None = None) -> list[Unit]:
        if scopes is None:
            rows = self._all("SELECT body FROM units ORDER BY unit_id", ())
        else:
            rows = self._all(
                f"SELECT body FROM units WHERE scope IN ({_placeholders(scopes)}) ORDER BY unit_id", tuple(scopes)
            )
        return [_unit_from_json(r[0]) for r in rows]

    def apply_unit_results(self, results: Sequence[tuple[str, str, Unit | Rejection]]) -> None:
        """Store each (scope, anchor) outcome and clear its dirty flag, atomically."""
        with self._lock, self._transaction():
            for scope, anchor, outcome in results:
                self._db.execute("DELETE FROM units WHERE scope=? AND anchor=?", (scope, anchor))
                self._db.execute("DELETE FROM rejections WHERE scope=? AND anchor=?", (scope, anchor))
                if isinstance(outcome, Unit):
                    self._db.execute(
                        "INSERT INTO units VALUES (?,?,?,?)", (outcome.unit_id, scope, anchor, _unit_to_json(outcome))
                    )
                elif outcome.reason != "empty unit":
                    self._db.execute("INSERT INTO rejections VALUES (?,?,?)", (scope, anchor, outcome.reason))
                self._db.execute("DELETE FROM dirty_anchors WHERE scope=? AND anchor=?", (scope, anchor))

    def rejections(self, scopes: Sequence[str] | None = None) -> list[Rejection]:
        rows = self._all("SELECT scope, anchor, reason FROM rejections ORDER BY scope, anchor", ())
        return [Rejection(*r) for r in rows if scopes is None or r[0] in scopes]

    # -- chunks ----------------------------------------------------------------------------

    def chunks_by_id(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        if not chunk_ids:
            return {}
        query = f"SELECT {_CHUNK_COLUMNS} FROM chunks WHERE chunk_id IN ({_placeholders(chunk_ids)})"
        return {r[0]: Chunk(*r) for r in self._all(query, tuple(chunk_ids))}

    def chunks_in(self, scopes: Sequence[str]) -> list[Chunk]:
        query = (
            f"SELECT {_CHUNK_COLUMNS} FROM chunks "
            f"WHERE scope IN ({_placeholders(scopes)}) ORDER BY scope, source, start_line"
        )
        return [Chunk(*r) for r in self._all(query, tuple(scopes))]

    def all_chunk_ids(self) -> set[str]:
        return {r[0] for r in self._all("SELECT chunk_id FROM chunks", ())}

    def generation(self) -> int:
        """Bumped by every document write or delete, in any process: in-memory indexes compare it."""
        row = self._one("SELECT value FROM meta WHERE key='generation'", ())
        return int(row[0]) if row else 0

    def _bump_generation(self) -> None:
        self._db.execute(
            "INSERT INTO meta VALUES ('generation', 1) ON CONFLICT(key) DO UPDATE SET value = value + 1"
        )

    def counts(self, scopes: Sequence[str] | None = None) -> dict[str, int]:
        where, params = ("", ()) if scopes is None else (f" WHERE scope IN ({_placeholders(scopes)})", tuple(scopes))
        return {
            name: self._one(f"SELECT COUNT(*) FROM {table}{where}", params)[0]
            for name, table in (("documents", "documents"), ("chunks", "chunks"), ("units", "units"),
                                ("rejected_units", "rejections"), ("artifacts", "artifacts"))
        }

    # -- plumbing --------------------------------------------------------------------------

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)

    def _one(self, query: str, params: tuple[object, ...]) -> tuple:
        with self._lock:
            return self._db.execute(query, params).fetchone()

    def _all(self, query: str, params: tuple[object, ...]) -> list[tuple]:
        with self._lock:
            return self._db.execute(query, params).fetchall()


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any exception."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_: object) -> None:
        self._db.execute("ROLLBACK" if exc_type else "COMMIT")


def _unit_to_json(unit: Unit) -> str:
    return json.dumps(
        {
            "unit_id": unit.unit_id, "scope": unit.scope, "anchor": unit.anchor,
            "artifact_ids": unit.artifact_ids, "types": unit.types, "sources": unit.sources,
            "chunk_ids": unit.chunk_ids, "summary": unit.summary, "provenance": unit.provenance,
        },
        sort_keys=True,
    )


def _unit_from_json(body: str) -> Unit:
    data = json.loads(body)
    return Unit(
        unit_id=data["unit_id"], scope=data["scope"], anchor=data["anchor"],
        artifact_ids=tuple(data["artifact_ids"]), types=tuple(data["types"]), sources=tuple(data["sources"]),
        chunk_ids=tuple(data["chunk_ids"]), summary=data["summary"],
        provenance=tuple(tuple(p) for p in data["provenance"]),  # type: ignore[misc]
    )
