"""The spec graph in SQLite: one database per data dir, rows keyed by scope and source.

Replacing a document deletes exactly its rows and writes the new ones in one transaction,
so the graph is updated per document; a generation counter tells readers (the in-memory
graph cache) when to reload.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from specs.model import Anchor, Entity, Passage, Sentence, SpecDocument, Triple

_SCHEMA = """
CREATE TABLE IF NOT EXISTS spec_documents (
    scope TEXT NOT NULL, source TEXT NOT NULL, content_hash TEXT NOT NULL, ip TEXT NOT NULL,
    ingested_at TEXT NOT NULL, PRIMARY KEY (scope, source));
CREATE TABLE IF NOT EXISTS spec_passages (
    passage_id TEXT PRIMARY KEY, scope TEXT NOT NULL, source TEXT NOT NULL, start_line INTEGER NOT NULL,
    end_line INTEGER NOT NULL, section TEXT NOT NULL, text TEXT NOT NULL, ip TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS spec_passages_doc ON spec_passages (scope, source);
CREATE TABLE IF NOT EXISTS spec_sentences (
    sentence_id TEXT PRIMARY KEY, scope TEXT NOT NULL, source TEXT NOT NULL, passage_id TEXT NOT NULL,
    line INTEGER NOT NULL, end_line INTEGER NOT NULL, text TEXT NOT NULL, category TEXT NOT NULL,
    anchor_kind TEXT NOT NULL, anchor_entity TEXT NOT NULL, mentions TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS spec_sentences_doc ON spec_sentences (scope, source);
CREATE TABLE IF NOT EXISTS spec_triples (
    scope TEXT NOT NULL, source TEXT NOT NULL, sentence_id TEXT NOT NULL, subject TEXT NOT NULL,
    relation TEXT NOT NULL, object TEXT NOT NULL, role TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS spec_triples_doc ON spec_triples (scope, source);
CREATE TABLE IF NOT EXISTS spec_entities (
    scope TEXT NOT NULL, source TEXT NOT NULL, node_id TEXT NOT NULL, kind TEXT NOT NULL, ip TEXT NOT NULL,
    name TEXT NOT NULL, attributes TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS spec_entities_doc ON spec_entities (scope, source);
CREATE TABLE IF NOT EXISTS spec_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
"""
_DOC_TABLES = ("spec_passages", "spec_sentences", "spec_triples", "spec_entities", "spec_documents")


def _in(scopes: Sequence[str]) -> str:
    return ",".join("?" * len(scopes))


class SpecStore:
    """Thread-safe access to the spec graph database."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.RLock()

    def close(self) -> None:
        self._db.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _all(self, query: str, params: Sequence[object] = ()) -> list[tuple]:
        with self._lock:
            return self._db.execute(query, tuple(params)).fetchall()

    # documents ----------------------------------------------------------------------------

    def document_hash(self, scope: str, source: str) -> str | None:
        rows = self._all("SELECT content_hash FROM spec_documents WHERE scope=? AND source=?", (scope, source))
        return rows[0][0] if rows else None

    def document_ids(self, scope: str, source: str) -> tuple[set[str], set[str]]:
        """(passage ids, sentence ids) a document owns: the vectors to drop when it changes."""
        passages = {r[0] for r in self._all("SELECT passage_id FROM spec_passages WHERE scope=? AND source=?",
                                            (scope, source))}
        sentences = {r[0] for r in self._all("SELECT sentence_id FROM spec_sentences WHERE scope=? AND source=?",
                                             (scope, source))}
        return passages, sentences

    def replace_document(self, doc: SpecDocument) -> None:
        """Swap a document's rows for new ones in one transaction."""
        with self._transaction() as db:
            for table in _DOC_TABLES:
                db.execute(f"DELETE FROM {table} WHERE scope=? AND source=?", (doc.scope, doc.source))  # noqa: S608
            db.execute("INSERT INTO spec_documents VALUES (?,?,?,?,?)", (
                doc.scope, doc.source, doc.content_hash, doc.ip, datetime.now(UTC).isoformat(timespec="seconds")))
            db.executemany("INSERT OR REPLACE INTO spec_passages VALUES (?,?,?,?,?,?,?,?)", [
                (p.passage_id, doc.scope, p.source, p.start_line, p.end_line, p.section, p.text, p.ip)
                for p in doc.passages])
            db.executemany("INSERT OR REPLACE INTO spec_sentences VALUES (?,?,?,?,?,?,?,?,?,?,?)", [
                (s.sentence_id, doc.scope, doc.source, s.passage_id, s.line, s.end_line, s.text, s.anchor.category,
                 s.anchor.kind, s.anchor.entity, json.dumps(list(s.mentions))) for s in doc.sentences])
            triples = [(s.sentence_id, t) for s in doc.sentences for t in s.triples]
            triples += [("", t) for t in doc.extra_triples]
            db.executemany("INSERT INTO spec_triples VALUES (?,?,?,?,?,?,?)", [
                (doc.scope, doc.source, sid, t.subject, t.relation, t.obj, t.role) for sid, t in triples])
            db.executemany("INSERT INTO spec_entities VALUES (?,?,?,?,?,?,?)", [
                (doc.scope, doc.source, e.node_id, e.kind, e.ip, e.name, json.dumps(list(e.attributes)))
                for e in doc.entities])
            _bump(db)

    def delete_document(self, scope: str, source: str) -> bool:
        with self._transaction() as db:
            found = db.execute("SELECT 1 FROM spec_documents WHERE scope=? AND source=?", (scope, source)).fetchone()
            for table in _DOC_TABLES:
                db.execute(f"DELETE FROM {table} WHERE scope=? AND source=?", (scope, source))  # noqa: S608
            _bump(db)
        return found is not None

    # reads ---------------------------------------------------------------------------------

    def generation(self) -> int:
        rows = self._all("SELECT value FROM spec_meta WHERE key='generation'")
        return int(rows[0][0]) if rows else 0

    def has_documents(self, scopes: Sequence[str]) -> bool:
        return bool(scopes) and bool(self._all(
            f"SELECT 1 FROM spec_documents WHERE scope IN ({_in(scopes)}) LIMIT 1", scopes))  # noqa: S608

    def sources(self, scopes: Sequence[str]) -> list[str]:
        return [r[0] for r in self._all(
            f"SELECT source FROM spec_documents WHERE scope IN ({_in(scopes)}) ORDER BY source", scopes)]  # noqa: S608

    def passages(self, scopes: Sequence[str]) -> list[Passage]:
        rows = self._all(
            f"SELECT passage_id, source, start_line, end_line, section, text, ip FROM spec_passages "  # noqa: S608
            f"WHERE scope IN ({_in(scopes)}) ORDER BY source, start_line", scopes)
        return [Passage(*row) for row in rows]

    def sentences(self, scopes: Sequence[str]) -> list[Sentence]:
        rows = self._all(
            f"SELECT sentence_id, passage_id, line, end_line, text, category, anchor_kind, anchor_entity, mentions "  # noqa: S608
            f"FROM spec_sentences WHERE scope IN ({_in(scopes)}) ORDER BY source, line", scopes)
        return [Sentence(r[0], r[1], r[2], r[3], r[4], Anchor(r[5], r[6], r[7]), (), tuple(json.loads(r[8])))
                for r in rows]

    def triples(self, scopes: Sequence[str]) -> list[tuple[str, Triple]]:
        """(sentence id or "", triple) for every triple in the scopes."""
        rows = self._all(f"SELECT sentence_id, subject, relation, object, role FROM spec_triples "  # noqa: S608
                         f"WHERE scope IN ({_in(scopes)})", scopes)
        return [(r[0], Triple(r[1], r[2], r[3], r[4])) for r in rows]

    def entities(self, scopes: Sequence[str]) -> list[Entity]:
        rows = self._all(f"SELECT DISTINCT node_id, kind, ip, name, attributes FROM spec_entities "  # noqa: S608
                         f"WHERE scope IN ({_in(scopes)}) ORDER BY node_id", scopes)
        return [Entity(r[0], r[1], r[2], r[3], tuple(tuple(a) for a in json.loads(r[4]))) for r in rows]

    def counts(self, scopes: Sequence[str]) -> dict[str, int]:
        names = {"documents": "spec_documents", "passages": "spec_passages", "sentences": "spec_sentences",
                 "triples": "spec_triples", "entities": "spec_entities"}
        return {name: int(self._all(f"SELECT COUNT(*) FROM {table} WHERE scope IN ({_in(scopes)})",  # noqa: S608
                                    scopes)[0][0]) for name, table in names.items()}


def _bump(db: sqlite3.Connection) -> None:
    db.execute("INSERT INTO spec_meta VALUES ('generation', 1) ON CONFLICT(key) DO UPDATE SET value = value + 1")


__all__ = ["SpecStore"]
