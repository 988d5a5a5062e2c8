"""The spec graph reads back the same on SQLite and PostgreSQL, is shared between hosts, and adopts old files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from specs.model import SpecDocument
from specs.store import SpecStore

PRE_ALEMBIC_SCHEMA = """
CREATE TABLE spec_documents (scope TEXT NOT NULL, source TEXT NOT NULL, content_hash TEXT NOT NULL, ip TEXT NOT NULL,
    ingested_at TEXT NOT NULL, PRIMARY KEY (scope, source));
CREATE TABLE spec_passages (passage_id TEXT PRIMARY KEY, scope TEXT NOT NULL, source TEXT NOT NULL,
    start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, section TEXT NOT NULL, text TEXT NOT NULL, ip TEXT NOT NULL);
CREATE TABLE spec_sentences (sentence_id TEXT PRIMARY KEY, scope TEXT NOT NULL, source TEXT NOT NULL,
    passage_id TEXT NOT NULL, line INTEGER NOT NULL, end_line INTEGER NOT NULL, text TEXT NOT NULL,
    category TEXT NOT NULL, anchor_kind TEXT NOT NULL, anchor_entity TEXT NOT NULL, mentions TEXT NOT NULL);
CREATE TABLE spec_triples (scope TEXT NOT NULL, source TEXT NOT NULL, sentence_id TEXT NOT NULL,
    subject TEXT NOT NULL, relation TEXT NOT NULL, object TEXT NOT NULL, role TEXT NOT NULL);
CREATE TABLE spec_entities (scope TEXT NOT NULL, source TEXT NOT NULL, node_id TEXT NOT NULL, kind TEXT NOT NULL,
    ip TEXT NOT NULL, name TEXT NOT NULL, attributes TEXT NOT NULL);
CREATE TABLE spec_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO spec_documents VALUES ('global', 'old/doc.md', 'h0', 'old', '2025-01-01T00:00:00+00:00');
INSERT INTO spec_meta VALUES ('generation', 7);
"""
"""A data dir of the hand-written SQLite spec store (before Alembic)."""


def _reads(store: SpecStore, scopes: list[str]) -> dict[str, object]:
    return {"sources": store.sources(scopes), "passages": store.passages(scopes), "sentences": store.sentences(scopes),
            "triples": sorted(store.triples(scopes), key=repr), "entities": store.entities(scopes), "counts": store.counts(scopes)}


def test_postgresql_reads_back_exactly_what_sqlite_does(tmp_path: Path, blinky_docs: list[SpecDocument],
                                                        clean_postgres_url: str) -> None:
    on_sqlite = SpecStore(tmp_path / "specs.sqlite3")
    on_postgresql = SpecStore(tmp_path / "unused.sqlite3", clean_postgres_url)
    for store in (on_sqlite, on_postgresql):
        for doc in blinky_docs:
            store.replace_document(doc)
        store.replace_document(blinky_docs[0])
    assert _reads(on_postgresql, ["global"]) == _reads(on_sqlite, ["global"])
    assert on_postgresql.generation() == on_sqlite.generation() == len(blinky_docs) + 1
    doc = blinky_docs[0]
    assert on_postgresql.document_ids(doc.scope, doc.source) == on_sqlite.document_ids(doc.scope, doc.source)
    assert on_postgresql.document_hash(doc.scope, doc.source) == doc.content_hash


def test_two_hosts_sharing_postgresql_see_one_spec_graph(tmp_path: Path, blinky_docs: list[SpecDocument],
                                                         clean_postgres_url: str) -> None:
    writer = SpecStore(tmp_path / "host-a" / "specs.sqlite3", clean_postgres_url)
    reader = SpecStore(tmp_path / "host-b" / "specs.sqlite3", clean_postgres_url)
    writer.replace_document(blinky_docs[0])
    assert reader.has_documents(["global"]) and reader.generation() == 1
    assert reader.delete_document("global", blinky_docs[0].source)
    assert not writer.has_documents(["global"]) and writer.generation() == 2


def test_a_file_written_before_alembic_is_adopted(tmp_path: Path, blinky_docs: list[SpecDocument]) -> None:
    path = tmp_path / "specs.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(PRE_ALEMBIC_SCHEMA)
    store = SpecStore(path)
    assert store.sources(["global"]) == ["old/doc.md"] and store.generation() == 7
    store.replace_document(blinky_docs[0])
    assert store.sources(["global"]) == sorted(["old/doc.md", blinky_docs[0].source])
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [("0001",)]
