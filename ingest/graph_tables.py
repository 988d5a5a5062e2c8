"""The hypergraph's tables, as SQLAlchemy Core objects for the store's queries.

Their history (and the DDL that creates them) lives in edabot/migrations/hypergraph; these
definitions must describe the schema at head.
"""

from __future__ import annotations

from sqlalchemy import Column, Integer, MetaData, Table, Text


def _text(name: str, primary_key: bool = False) -> Column:
    return Column(name, Text, primary_key=primary_key, nullable=False)


def _int(name: str) -> Column:
    return Column(name, Integer, nullable=False)


metadata = MetaData()
documents = Table("documents", metadata, _text("scope", True), _text("source", True), _text("doc_id"),
                  _text("content_hash"), _int("line_count"), _text("ingested_at"))
chunks = Table("chunks", metadata, _text("chunk_id", True), _text("scope"), _text("source"), _int("start_line"),
               _int("end_line"), _text("section"), _text("text"), _int("page"), _int("page_start"))
artifacts = Table("artifacts", metadata, _text("scope", True), _text("artifact_id", True), _text("source"),
                  _text("type"), _int("start_line"), _int("end_line"), _text("section"), _text("text"),
                  _text("anchors"))
artifact_anchors = Table("artifact_anchors", metadata, _text("scope", True), _text("anchor", True),
                         _text("artifact_id", True), _text("source"))
units = Table("units", metadata, _text("unit_id", True), _text("scope"), _text("anchor"), _text("body"))
rejections = Table("rejections", metadata, _text("scope", True), _text("anchor", True), _text("reason"))
dirty_anchors = Table("dirty_anchors", metadata, _text("scope", True), _text("anchor", True))
meta = Table("meta", metadata, _text("key", True), _int("value"))

DOCUMENT_TABLES = (documents, chunks, artifacts, artifact_anchors)
"""Tables whose rows belong to one (scope, source) document."""
CHUNK_COLUMNS = ("chunk_id", "scope", "source", "start_line", "end_line", "section", "text", "page", "page_start")
"""In the order of ``Chunk``'s fields."""
