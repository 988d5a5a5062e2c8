"""Baseline: the hypergraph tables of the first release, as the hand-written SQLite store created them."""

from __future__ import annotations

from alembic import op

from edabot.columns import int_col, text_col

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("documents", text_col("scope", True), text_col("source", True), text_col("doc_id"),
                    text_col("content_hash"), int_col("line_count"), text_col("ingested_at"))
    op.create_index("documents_id", "documents", ["doc_id"], unique=True)
    op.create_table("chunks", text_col("chunk_id", True), text_col("scope"), text_col("source"),
                    int_col("start_line"), int_col("end_line"), text_col("section"), text_col("text"))
    op.create_index("chunks_doc", "chunks", ["scope", "source"])
    op.create_table("artifacts", text_col("scope", True), text_col("artifact_id", True), text_col("source"),
                    text_col("type"), int_col("start_line"), int_col("end_line"), text_col("section"),
                    text_col("text"), text_col("anchors"))
    op.create_index("artifacts_doc", "artifacts", ["scope", "source"])
    op.create_table("artifact_anchors", text_col("scope", True), text_col("anchor", True),
                    text_col("artifact_id", True), text_col("source"))
    op.create_index("anchors_doc", "artifact_anchors", ["scope", "source"])
    op.create_table("units", text_col("unit_id", True), text_col("scope"), text_col("anchor"),
                    text_col("body"))
    op.create_index("units_scope", "units", ["scope", "anchor"])
    op.create_table("rejections", text_col("scope", True), text_col("anchor", True), text_col("reason"))
    op.create_table("dirty_anchors", text_col("scope", True), text_col("anchor", True))
    op.create_table("meta", text_col("key", True), int_col("value"))
