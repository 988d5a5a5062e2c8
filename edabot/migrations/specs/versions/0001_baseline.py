"""Baseline: the spec graph tables as the hand-written SQLite store created them."""

from __future__ import annotations

from alembic import op

from edabot.columns import int_col, text_col

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("spec_documents", text_col("scope", True), text_col("source", True),
                    text_col("content_hash"), text_col("ip"), text_col("ingested_at"))
    op.create_table("spec_passages", text_col("passage_id", True), text_col("scope"), text_col("source"),
                    int_col("start_line"), int_col("end_line"), text_col("section"), text_col("text"),
                    text_col("ip"))
    op.create_index("spec_passages_doc", "spec_passages", ["scope", "source"])
    op.create_table("spec_sentences", text_col("sentence_id", True), text_col("scope"), text_col("source"),
                    text_col("passage_id"), int_col("line"), int_col("end_line"), text_col("text"),
                    text_col("category"), text_col("anchor_kind"), text_col("anchor_entity"),
                    text_col("mentions"))
    op.create_index("spec_sentences_doc", "spec_sentences", ["scope", "source"])
    op.create_table("spec_triples", text_col("scope"), text_col("source"), text_col("sentence_id"),
                    text_col("subject"), text_col("relation"), text_col("object"), text_col("role"))
    op.create_index("spec_triples_doc", "spec_triples", ["scope", "source"])
    op.create_table("spec_entities", text_col("scope"), text_col("source"), text_col("node_id"),
                    text_col("kind"), text_col("ip"), text_col("name"), text_col("attributes"))
    op.create_index("spec_entities_doc", "spec_entities", ["scope", "source"])
    op.create_table("spec_meta", text_col("key", True), int_col("value"))
