"""The hypergraph store keeps documents, chunks, artifacts and units the same way on SQLite and PostgreSQL."""

from __future__ import annotations

import sqlite3
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from ingest.artifacts import Artifact
from ingest.chunks import Chunk
from ingest.documents import ParsedDocument, doc_id
from ingest.graph_store import GraphStore
from ingest.units import ChunkSpan, Rejection, Unit

SCOPE = "global"


def _doc(source: str, content_hash: str, anchors: tuple[str, ...], page: int = 0) -> ParsedDocument:
    chunk = Chunk(f"c-{source}-1", SCOPE, source, 1, 4, "Placement", f"place_global sets density ({content_hash})",
                  page, 1 if page else 0)
    artifact = Artifact(f"a-{source}-1", "option", source, 2, 3, ("Placement", "Options"),
                        "| -density | target |", anchors)
    return ParsedDocument(SCOPE, source, content_hash, 10, [], [artifact], [chunk])


def _unit(anchor: str, source: str) -> Unit:
    return Unit(f"u-{anchor}", SCOPE, anchor, (f"a-{source}-1",), ("option",), (source,), (f"c-{source}-1",),
                f"{anchor}: sets the target density", ((source, 2, 3, "option"),))


def test_documents_chunks_and_artifacts_round_trip(tmp_path: Path, database_url: str | None) -> None:
    store = GraphStore(tmp_path / "hypergraph.sqlite3", database_url)
    assert store.generation() == 0
    touched = store.replace_document(_doc("place.md", "h1", ("place_global", "-density"), page=3))
    assert touched == {"place_global", "-density"}
    assert store.document_hash(SCOPE, "place.md") == "h1" and store.document_hash(SCOPE, "nope.md") is None
    [info] = store.list_documents([SCOPE])
    assert (info.doc_id, info.source, info.lines, info.chunks) == (doc_id(SCOPE, "place.md"), "place.md", 10, 1)
    assert store.find_document(info.doc_id) == info and store.list_documents(["other"]) == []
    assert store.chunks_by_id(["c-place.md-1"])["c-place.md-1"].page == 3
    assert [c.chunk_id for c in store.chunks_in([SCOPE])] == ["c-place.md-1"]
    assert store.chunk_spans(SCOPE, ["place.md"]) == [ChunkSpan("c-place.md-1", "place.md", 1, 4)]
    [artifact] = store.artifacts_for_anchor(SCOPE, "-density")
    assert artifact.section == ("Placement", "Options") and artifact.anchors == ("place_global", "-density")
    assert store.dirty_anchors() == [(SCOPE, "-density"), (SCOPE, "place_global")]
    assert store.generation() == 1


def test_hashes_by_source_ending_treat_like_wildcards_as_text(tmp_path: Path, database_url: str | None) -> None:
    store = GraphStore(tmp_path / "hypergraph.sqlite3", database_url)
    for source, content_hash in [("uploads/a_b.md", "h1"), ("uploads/12ab34cd/a_b.md", "h2"), ("uploads/axb.md", "h3")]:
        store.replace_document(_doc(source, content_hash, ("place_global",)))
    assert store.document_hashes_ending(SCOPE, "/a_b.md") == {"uploads/a_b.md": "h1", "uploads/12ab34cd/a_b.md": "h2"}
    assert store.document_hashes_ending("other", "/a_b.md") == {} and store.document_hashes_ending(SCOPE, "/%") == {}


def test_replacing_a_document_swaps_its_rows_and_counts_a_generation(tmp_path: Path, database_url: str | None) -> None:
    store = GraphStore(tmp_path / "hypergraph.sqlite3", database_url)
    store.replace_document(_doc("place.md", "h1", ("place_global",)))
    touched = store.replace_document(_doc("place.md", "h2", ("route_global",)))
    assert touched == {"place_global", "route_global"}
    assert store.document_hash(SCOPE, "place.md") == "h2"
    assert "(h2)" in store.chunks_in([SCOPE])[0].text
    assert store.document_anchors(SCOPE, "place.md") == {"route_global"}
    assert store.generation() == 2
    assert store.delete_document(SCOPE, "place.md") == {"route_global"}
    assert store.counts() == {"documents": 0, "chunks": 0, "units": 0, "rejected_units": 0, "artifacts": 0}
    assert store.generation() == 3


def test_unit_results_replace_units_and_clear_dirty_anchors(tmp_path: Path, database_url: str | None) -> None:
    store = GraphStore(tmp_path / "hypergraph.sqlite3", database_url)
    store.replace_document(_doc("place.md", "h1", ("place_global", "-density", "-x")))
    store.apply_unit_results([
        (SCOPE, "place_global", _unit("place_global", "place.md")),
        (SCOPE, "-density", Rejection(SCOPE, "-density", "too generic")),
        (SCOPE, "-x", Rejection(SCOPE, "-x", "empty unit")),
    ])
    assert store.dirty_anchors() == []
    assert store.all_units() == [_unit("place_global", "place.md")] == store.units_of(["u-place_global"])
    assert store.all_units([SCOPE]) == store.all_units() and store.all_units(["other"]) == []
    assert store.rejections() == [Rejection(SCOPE, "-density", "too generic")] and store.rejections(["o"]) == []
    store.apply_unit_results([(SCOPE, "-density", _unit("-density", "place.md"))])
    assert [u.anchor for u in store.all_units()] == ["-density", "place_global"] and store.rejections() == []
    assert store.counts([SCOPE]) == {"documents": 1, "chunks": 1, "units": 2, "rejected_units": 0, "artifacts": 1}


PRE_ALEMBIC_SCHEMA = """
CREATE TABLE documents (scope TEXT NOT NULL, source TEXT NOT NULL, doc_id TEXT NOT NULL,
    content_hash TEXT NOT NULL, line_count INTEGER NOT NULL, ingested_at TEXT NOT NULL, PRIMARY KEY (scope, source));
CREATE UNIQUE INDEX documents_id ON documents(doc_id);
CREATE TABLE chunks (chunk_id TEXT PRIMARY KEY, scope TEXT NOT NULL, source TEXT NOT NULL,
    start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, section TEXT NOT NULL, text TEXT NOT NULL{pages});
CREATE TABLE artifacts (scope TEXT NOT NULL, artifact_id TEXT NOT NULL, source TEXT NOT NULL,
    type TEXT NOT NULL, start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, section TEXT NOT NULL,
    text TEXT NOT NULL, anchors TEXT NOT NULL, PRIMARY KEY (scope, artifact_id));
CREATE TABLE artifact_anchors (scope TEXT NOT NULL, anchor TEXT NOT NULL, artifact_id TEXT NOT NULL,
    source TEXT NOT NULL, PRIMARY KEY (scope, anchor, artifact_id));
CREATE TABLE units (unit_id TEXT PRIMARY KEY, scope TEXT NOT NULL, anchor TEXT NOT NULL, body TEXT NOT NULL);
CREATE TABLE rejections (scope TEXT NOT NULL, anchor TEXT NOT NULL, reason TEXT NOT NULL, PRIMARY KEY (scope, anchor));
CREATE TABLE dirty_anchors (scope TEXT NOT NULL, anchor TEXT NOT NULL, PRIMARY KEY (scope, anchor));
CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO documents VALUES ('global', 'old.md', 'd_old', 'h0', 3, '2025-01-01T00:00:00+00:00');
INSERT INTO chunks (chunk_id, scope, source, start_line, end_line, section, text)
    VALUES ('c-old', 'global', 'old.md', 1, 3, 'Old', 'an old chunk');
INSERT INTO meta VALUES ('generation', 5);
"""
"""A data dir of the hand-written SQLite store; ``pages`` is empty for a first-release file, which lacked them."""
PAGE_COLUMNS = ", page INTEGER NOT NULL DEFAULT 0, page_start INTEGER NOT NULL DEFAULT 0"


@pytest.mark.parametrize("pages", ["", PAGE_COLUMNS], ids=["first-release", "with-page-columns"])
def test_a_file_written_before_alembic_is_adopted_with_its_rows(tmp_path: Path, pages: str) -> None:
    path = tmp_path / "hypergraph.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(PRE_ALEMBIC_SCHEMA.format(pages=pages))
    store = GraphStore(path)
    assert store.chunks_by_id(["c-old"])["c-old"] == Chunk("c-old", SCOPE, "old.md", 1, 3, "Old", "an old chunk")
    assert store.generation() == 5
    store.replace_document(_doc("new.md", "h1", ("place_global",), page=2))
    assert sorted(d.source for d in store.list_documents([SCOPE])) == ["new.md", "old.md"]
    assert store.chunks_by_id(["c-new.md-1"])["c-new.md-1"].page == 2
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [("0002",)]


def test_documents_are_listed_in_code_point_order_on_both_engines(tmp_path: Path, database_url: str | None) -> None:
    """PostgreSQL would sort by the server's locale; the store keeps SQLite's byte order everywhere."""
    store = GraphStore(tmp_path / "hypergraph.sqlite3", database_url)
    for source in ("b.md", "_x.md", "B.md", "a.md"):
        store.replace_document(_doc(source, "h", ()))
    assert [d.source for d in store.list_documents([SCOPE])] == ["B.md", "_x.md", "a.md", "b.md"]


def test_concurrent_writers_lose_no_update(tmp_path: Path, database_url: str | None) -> None:
    """Workers on several threads (or hosts) write through one serialized writer per store."""
    store = GraphStore(tmp_path / "hypergraph.sqlite3", database_url)

    def write(source: str) -> None:
        for round_ in range(5):
            store.replace_document(_doc(source, f"h{round_}", (f"anchor-{source}",)))

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(write, ["a.md", "b.md", "c.md", "d.md"]))
    assert store.generation() == 20
    assert {d.content_hash for d in store.list_documents([SCOPE])} == {"h4"}
    assert len(store.dirty_anchors()) == 4
