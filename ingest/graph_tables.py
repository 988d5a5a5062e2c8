"""The hypergraph's tables, as SQLAlchemy Core objects for the store's queries.

Their history (and the DDL that creates them) lives in edabot/migrations/hypergraph; these
definitions must describe the schema at head.
"""

from __future__ import annotations

from sqlalchemy import MetaData, Table

from edabot.columns import int_col, text_col

metadata = MetaData()
documents = Table("documents", metadata, text_col("scope", True), text_col("source", True),
                  text_col("doc_id"), text_col("content_hash"), int_col("line_count"),
                  text_col("ingested_at"))
chunks = Table("chunks", metadata, text_col("chunk_id", True), text_col("scope"), text_col("source"),
               int_col("start_line"), int_col("end_line"), text_col("section"), text_col("text"),
               int_col("page"), int_col("page_start"))
artifacts = Table("artifacts", metadata, text_col("scope", True), text_col("artifact_id", True),
                  text_col("source"), text_col("type"), int_col("start_line"), int_col("end_line"),
                  text_col("section"), text_col("text"), text_col("anchors"))
artifact_anchors = Table("artifact_anchors", metadata, text_col("scope", True), text_col("anchor", True),
                         text_col("artifact_id", True), text_col("source"))
units = Table("units", metadata, text_col("unit_id", True), text_col("scope"), text_col("anchor"),
              text_col("body"))
rejections = Table("rejections", metadata, text_col("scope", True), text_col("anchor", True),
                   text_col("reason"))
dirty_anchors = Table("dirty_anchors", metadata, text_col("scope", True), text_col("anchor", True))
meta = Table("meta", metadata, text_col("key", True), int_col("value"))

DOCUMENT_TABLES = (documents, chunks, artifacts, artifact_anchors)
"""Tables whose rows belong to one (scope, source) document."""
CHUNK_COLUMNS = (
    "chunk_id", "scope", "source", "start_line", "end_line", "section", "text", "page", "page_start",
)
"""In the order of ``Chunk``'s fields."""
