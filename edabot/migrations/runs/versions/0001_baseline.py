"""Baseline: the run graph tables of the first release, as the hand-written SQLite store created them."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from edabot.columns import id_col, int_col, real_col, ref_col, text_col

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("design", id_col(), text_col("scope"), text_col("name"), text_col("top"), text_col("label"),
                    text_col("run_id"), text_col("status"), text_col("tool_version"), int_col("seq"),
                    text_col("ingested_at"), sa.UniqueConstraint("scope", "name", "run_id"))
    op.create_table("artifact", id_col(), ref_col("design_id", "design.id"), text_col("path"), text_col("kind"),
                    text_col("tool"), text_col("stage"), int_col("lines"), text_col("status"), int_col("truncated"))
    op.create_table("chunk", text_col("id", True), ref_col("artifact_id", "artifact.id"), int_col("start_line"),
                    int_col("end_line"), text_col("text"))
    op.create_table("module", id_col(), ref_col("design_id", "design.id"), ref_col("artifact_id", "artifact.id"),
                    text_col("name"), int_col("line"), real_col("area", nullable=True), text_col("ports"))
    op.create_table("instance", id_col(), ref_col("module_id", "module.id"), text_col("cell_type"), text_col("name"),
                    int_col("count"))
    op.create_table("issue", id_col(), ref_col("design_id", "design.id"),
                    ref_col("artifact_id", "artifact.id", nullable=True), text_col("source"), text_col("severity"),
                    text_col("kind"), text_col("code"), text_col("tool"), text_col("message"), int_col("line"),
                    text_col("ref_file"), int_col("ref_line"))
    op.create_table("metric", id_col(), ref_col("design_id", "design.id"),
                    ref_col("artifact_id", "artifact.id", nullable=True), text_col("source"), text_col("name"),
                    text_col("module"), real_col("value"), text_col("unit"), int_col("line"))
    op.create_table("timing_path", id_col(), ref_col("design_id", "design.id"),
                    ref_col("artifact_id", "artifact.id", nullable=True), text_col("source"), text_col("startpoint"),
                    text_col("endpoint"), text_col("grp"), text_col("path_type"), real_col("arrival", nullable=True),
                    real_col("required", nullable=True), real_col("slack"), int_col("met"), int_col("line"),
                    int_col("end_line"))
    op.create_table("path_stage", id_col(), ref_col("path_id", "timing_path.id"), int_col("line"), text_col("delay"),
                    text_col("time"), text_col("edge"), text_col("pin"), text_col("cell"))
    op.create_table("command", id_col(), ref_col("design_id", "design.id"), ref_col("artifact_id", "artifact.id"),
                    text_col("source"), int_col("line"), text_col("tool"), text_col("name"), text_col("args"))
    op.create_table("source_text", ref_col("artifact_id", "artifact.id", primary_key=True), text_col("text"))
    op.create_index("design_scope", "design", ["scope", "name"])
    op.create_index("metric_name", "metric", ["name", "design_id"])
    op.create_index("issue_design", "issue", ["design_id", "kind"])
