"""Baseline: the hypergraph tables of the first release, as the hand-written SQLite store created them."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _text(name: str, **kwargs: object) -> sa.Column:
    return sa.Column(name, sa.Text, nullable=False, **kwargs)  # type: ignore[arg-type]


def _int(name: str) -> sa.Column:
    return sa.Column(name, sa.Integer, nullable=False)


def upgrade() -> None:
    op.create_table("documents", _text("scope", primary_key=True), _text("source", primary_key=True),
                    _text("doc_id"), _text("content_hash"), _int("line_count"), _text("ingested_at"))
    op.create_index("documents_id", "documents", ["doc_id"], unique=True)
    op.create_table("chunks", _text("chunk_id", primary_key=True), _text("scope"), _text("source"),
                    _int("start_line"), _int("end_line"), _text("section"), _text("text"))
    op.create_index("chunks_doc", "chunks", ["scope", "source"])
    op.create_table("artifacts", _text("scope", primary_key=True), _text("artifact_id", primary_key=True),
                    _text("source"), _text("type"), _int("start_line"), _int("end_line"), _text("section"),
                    _text("text"), _text("anchors"))
    op.create_index("artifacts_doc", "artifacts", ["scope", "source"])
    op.create_table("artifact_anchors", _text("scope", primary_key=True), _text("anchor", primary_key=True),
                    _text("artifact_id", primary_key=True), _text("source"))
    op.create_index("anchors_doc", "artifact_anchors", ["scope", "source"])
    op.create_table("units", _text("unit_id", primary_key=True), _text("scope"), _text("anchor"), _text("body"))
    op.create_index("units_scope", "units", ["scope", "anchor"])
    op.create_table("rejections", _text("scope", primary_key=True), _text("anchor", primary_key=True),
                    _text("reason"))
    op.create_table("dirty_anchors", _text("scope", primary_key=True), _text("anchor", primary_key=True))
    op.create_table("meta", _text("key", primary_key=True), _int("value"))
