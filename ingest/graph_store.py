"""The hypergraph record: documents, chunks, artifacts, anchors, units, rejections.

ChromaDB holds vectors; this store holds everything needed to rebuild units incrementally
without re-parsing unchanged documents, and is the source of truth that Chroma is
reconciled against. Each document write is one transaction, and it also marks the anchors
it touched as dirty, so an interrupted ingest finishes its unit work on the next run.
It is a SQLite file under the data dir, or the ``hypergraph`` schema of the shared PostgreSQL
database (edabot/db.py), so every worker and API replica reads the same graph.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import ColumnElement, Connection, Select, Table, delete, func, insert, select

from edabot.db import StoreDatabase
from edabot.migrate import open_store
from edabot.types import DocumentInfo
from edabot.upserts import increment, insert_or_ignore, insert_or_replace
from ingest.artifacts import Artifact
from ingest.chunks import Chunk
from ingest.documents import ParsedDocument, doc_id
from ingest.graph_tables import (
    CHUNK_COLUMNS,
    DOCUMENT_TABLES,
    artifact_anchors,
    artifacts,
    chunks,
    dirty_anchors,
    documents,
    meta,
    rejections,
    units,
)
from ingest.units import ChunkSpan, Rejection, Unit

_CHUNK_SELECT = [chunks.c[name] for name in CHUNK_COLUMNS]


class GraphStore:
    """Thread-safe access to the hypergraph database of one data dir (or of the shared database)."""

    NAME = "hypergraph"

    def __init__(self, path: Path, database_url: str | None = None) -> None:
        self._db: StoreDatabase = open_store(self.NAME, path, database_url)

    def ping(self) -> None:
        """One round trip to the database (readiness); StoreError when it cannot answer."""
        self._db.ping()

    def close(self) -> None:
        """Release pooled connections; the store stays usable and reconnects on the next call."""
        self._db.engine.dispose()

    # -- documents -------------------------------------------------------------------------

    def document_hash(self, scope: str, source: str) -> str | None:
        return self._scalar(select(documents.c.content_hash).where(*_doc(documents, scope, source)))

    def document_hashes_ending(self, scope: str, suffix: str) -> dict[str, str]:
        """Content hash by source of the scope's documents whose source ends with ``suffix`` (same-name uploads)."""
        d = documents.c
        query = select(d.source, d.content_hash).where(d.scope == scope, d.source.endswith(suffix, autoescape=True))
        return dict(self._rows(query))

    def find_document(self, document_id: str) -> DocumentInfo | None:
        rows = self._documents(documents.c.doc_id == document_id)
        return rows[0] if rows else None

    def list_documents(self, scopes: Sequence[str]) -> list[DocumentInfo]:
        return self._documents(documents.c.scope.in_(scopes))

    def _documents(self, where: ColumnElement[bool]) -> list[DocumentInfo]:
        d = documents.c
        chunk_count = (select(func.count()).select_from(chunks)
                       .where(chunks.c.scope == d.scope, chunks.c.source == d.source).scalar_subquery())
        query = (select(d.doc_id, d.source, d.scope, d.content_hash, d.line_count, chunk_count, d.ingested_at)
                 .where(where).order_by(d.scope, d.source))
        return [DocumentInfo(*row) for row in self._rows(query)]

    def document_anchors(self, scope: str, source: str) -> set[str]:
        with self._db.reading() as conn:
            return _document_anchors(conn, scope, source)

    def document_chunk_ids(self, scope: str, source: str) -> set[str]:
        return {r[0] for r in self._rows(select(chunks.c.chunk_id).where(*_doc(chunks, scope, source)))}

    def replace_document(self, doc: ParsedDocument) -> set[str]:
        """Write ``doc`` in one transaction; returns the anchors whose units must be recomputed."""
        with self._db.writing() as conn:
            touched = _document_anchors(conn, doc.scope, doc.source) | doc.anchors
            _remove_rows(conn, doc.scope, doc.source)
            conn.execute(insert(documents), {
                "scope": doc.scope, "source": doc.source, "doc_id": doc_id(doc.scope, doc.source),
                "content_hash": doc.content_hash, "line_count": doc.line_count,
                "ingested_at": datetime.now(UTC).isoformat(timespec="seconds"),
            })
            insert_or_replace(conn, chunks, [{name: getattr(c, name) for name in CHUNK_COLUMNS} for c in doc.chunks])
            _insert_artifacts(conn, doc.scope, doc.artifacts)
            _mark_dirty(conn, doc.scope, touched)
        return touched

    def delete_document(self, scope: str, source: str) -> set[str]:
        """Remove a document and mark its anchors dirty; returns those anchors."""
        with self._db.writing() as conn:
            touched = _document_anchors(conn, scope, source)
            _remove_rows(conn, scope, source)
            _mark_dirty(conn, scope, touched)
        return touched

    # -- anchors and units -----------------------------------------------------------------

    def dirty_anchors(self) -> list[tuple[str, str]]:
        d = dirty_anchors.c
        return [(r[0], r[1]) for r in self._rows(select(d.scope, d.anchor).order_by(d.scope, d.anchor))]

    def artifacts_for_anchor(self, scope: str, anchor: str) -> list[Artifact]:
        a, x = artifacts.c, artifact_anchors.c
        query = (
            select(a.artifact_id, a.type, a.source, a.start_line, a.end_line, a.section, a.text, a.anchors)
            .join_from(artifacts, artifact_anchors, (x.scope == a.scope) & (x.artifact_id == a.artifact_id))
            .where(x.scope == scope, x.anchor == anchor)
        )
        return [
            Artifact(r[0], r[1], r[2], r[3], r[4], tuple(json.loads(r[5])), r[6], tuple(json.loads(r[7])))
            for r in self._rows(query)
        ]

    def chunk_spans(self, scope: str, sources: Iterable[str]) -> list[ChunkSpan]:
        wanted = sorted(set(sources))
        if not wanted:
            return []
        c = chunks.c
        query = select(c.chunk_id, c.source, c.start_line, c.end_line).where(c.scope == scope, c.source.in_(wanted))
        return [ChunkSpan(*r) for r in self._rows(query)]

    def units_of(self, unit_ids: Sequence[str]) -> list[Unit]:
        if not unit_ids:
            return []
        return self._units(select(units.c.body).where(units.c.unit_id.in_(unit_ids)))

    def all_units(self, scopes: Sequence[str] | None = None) -> list[Unit]:
        query = select(units.c.body).order_by(units.c.unit_id)
        return self._units(query if scopes is None else query.where(units.c.scope.in_(scopes)))

    def _units(self, query: Select) -> list[Unit]:
        return [_unit_from_json(r[0]) for r in self._rows(query)]

    def apply_unit_results(self, results: Sequence[tuple[str, str, Unit | Rejection]]) -> None:
        """Store each (scope, anchor) outcome and clear its dirty flag, atomically; a new generation, as the
        retriever keeps each scope set's units in memory."""
        with self._db.writing() as conn:
            if results:
                increment(conn, meta, "generation")
            for scope, anchor, outcome in results:
                for table in (units, rejections):
                    conn.execute(delete(table).where(table.c.scope == scope, table.c.anchor == anchor))
                if isinstance(outcome, Unit):
                    conn.execute(insert(units), {"unit_id": outcome.unit_id, "scope": scope, "anchor": anchor,
                                                 "body": _unit_to_json(outcome)})
                elif outcome.reason != "empty unit":
                    conn.execute(insert(rejections), {"scope": scope, "anchor": anchor, "reason": outcome.reason})
                conn.execute(delete(dirty_anchors).where(dirty_anchors.c.scope == scope,
                                                         dirty_anchors.c.anchor == anchor))

    def rejections(self, scopes: Sequence[str] | None = None) -> list[Rejection]:
        r = rejections.c
        rows = self._rows(select(r.scope, r.anchor, r.reason).order_by(r.scope, r.anchor))
        return [Rejection(*row) for row in rows if scopes is None or row[0] in scopes]

    # -- chunks ----------------------------------------------------------------------------

    def chunks_by_id(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        if not chunk_ids:
            return {}
        return {r[0]: Chunk(*r) for r in self._rows(select(*_CHUNK_SELECT).where(chunks.c.chunk_id.in_(chunk_ids)))}

    def chunks_in(self, scopes: Sequence[str]) -> list[Chunk]:
        c = chunks.c
        query = select(*_CHUNK_SELECT).where(c.scope.in_(scopes)).order_by(c.scope, c.source, c.start_line)
        return [Chunk(*r) for r in self._rows(query)]

    def all_chunk_ids(self) -> set[str]:
        return {r[0] for r in self._rows(select(chunks.c.chunk_id))}

    def generation(self) -> int:
        """Bumped by every document or unit write and every delete, on any host: in-memory indexes compare it."""
        value = self._scalar(select(meta.c.value).where(meta.c.key == "generation"))
        return int(value) if value is not None else 0

    def counts(self, scopes: Sequence[str] | None = None) -> dict[str, int]:
        tables = {"documents": documents, "chunks": chunks, "units": units, "rejected_units": rejections,
                  "artifacts": artifacts}
        with self._db.reading() as conn:
            return {
                name: int(conn.execute(select(func.count()).select_from(table).where(
                    *(() if scopes is None else (table.c.scope.in_(scopes),)))).scalar_one())
                for name, table in tables.items()
            }

    # -- plumbing --------------------------------------------------------------------------

    def _rows(self, query: Select) -> list[tuple]:
        with self._db.reading() as conn:
            return [tuple(row) for row in conn.execute(query)]

    def _scalar(self, query: Select) -> Any:
        with self._db.reading() as conn:
            return conn.execute(query).scalar()


def _doc(table: Table, scope: str, source: str) -> tuple[ColumnElement[bool], ColumnElement[bool]]:
    """The condition selecting one document's rows of ``table``."""
    return table.c.scope == scope, table.c.source == source


def _document_anchors(conn: Connection, scope: str, source: str) -> set[str]:
    query = select(artifact_anchors.c.anchor).distinct().where(*_doc(artifact_anchors, scope, source))
    return {r[0] for r in conn.execute(query)}


def _remove_rows(conn: Connection, scope: str, source: str) -> None:
    increment(conn, meta, "generation")
    for table in DOCUMENT_TABLES:
        conn.execute(delete(table).where(*_doc(table, scope, source)))


def _insert_artifacts(conn: Connection, scope: str, items: Iterable[Artifact]) -> None:
    rows: list[dict[str, object]] = []
    anchor_rows: list[dict[str, object]] = []
    for a in items:
        rows.append({"scope": scope, "artifact_id": a.artifact_id, "source": a.source, "type": a.type,
                     "start_line": a.start_line, "end_line": a.end_line, "section": json.dumps(a.section),
                     "text": a.text, "anchors": json.dumps(a.anchors)})
        anchor_rows.extend({"scope": scope, "anchor": anchor, "artifact_id": a.artifact_id, "source": a.source}
                           for anchor in a.anchors)
    if rows:
        conn.execute(insert(artifacts), rows)
    insert_or_ignore(conn, artifact_anchors, anchor_rows)


def _mark_dirty(conn: Connection, scope: str, anchors: Iterable[str]) -> None:
    insert_or_ignore(conn, dirty_anchors, [{"scope": scope, "anchor": a} for a in anchors])


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
