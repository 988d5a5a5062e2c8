"""The run graph's tables, as SQLAlchemy Core objects for the queries of the run tools and ingest.

Nodes are rows, edges are foreign keys named after the relation they encode (see runs/store/graph.py).
Their history (and the DDL that creates them) lives in edabot/migrations/runs; these definitions
must describe the schema at head.
"""

from __future__ import annotations

from sqlalchemy import Index, MetaData, Table, UniqueConstraint

from edabot.columns import id_col, int_col, real_col, ref_col, text_col

metadata = MetaData()
design = Table("design", metadata, id_col(), text_col("scope"), text_col("name"), text_col("top"), text_col("label"),
               text_col("run_id"), text_col("status"), text_col("tool_version"), int_col("seq"),
               text_col("ingested_at"), UniqueConstraint("scope", "name", "run_id"),
               Index("design_scope", "scope", "name"))
artifact = Table("artifact", metadata, id_col(), ref_col("design_id", "design.id"), text_col("path"),
                 text_col("kind"), text_col("tool"), text_col("stage"), int_col("lines"), text_col("status"),
                 int_col("truncated"))
chunk = Table("chunk", metadata, text_col("id", True), ref_col("artifact_id", "artifact.id"), int_col("start_line"),
              int_col("end_line"), text_col("text"))
module = Table("module", metadata, id_col(), ref_col("design_id", "design.id"), ref_col("artifact_id", "artifact.id"),
               text_col("name"), int_col("line"), real_col("area", nullable=True), text_col("ports"))
instance = Table("instance", metadata, id_col(), ref_col("module_id", "module.id"), text_col("cell_type"),
                 text_col("name"), int_col("count"))
issue = Table("issue", metadata, id_col(), ref_col("design_id", "design.id"),
              ref_col("artifact_id", "artifact.id", nullable=True), text_col("source"), text_col("severity"),
              text_col("kind"), text_col("code"), text_col("tool"), text_col("message"), int_col("line"),
              text_col("ref_file"), int_col("ref_line"), Index("issue_design", "design_id", "kind"))
metric = Table("metric", metadata, id_col(), ref_col("design_id", "design.id"),
               ref_col("artifact_id", "artifact.id", nullable=True), text_col("source"), text_col("name"),
               text_col("module"), real_col("value"), text_col("unit"), int_col("line"), text_col("raw", default=""),
               Index("metric_name", "name", "design_id"))
timing_path = Table("timing_path", metadata, id_col(), ref_col("design_id", "design.id"),
                    ref_col("artifact_id", "artifact.id", nullable=True), text_col("source"), text_col("startpoint"),
                    text_col("endpoint"), text_col("grp"), text_col("path_type"), real_col("arrival", nullable=True),
                    real_col("required", nullable=True), real_col("slack"), int_col("met"), int_col("line"),
                    int_col("end_line"), text_col("raw", default="{}"))
path_stage = Table("path_stage", metadata, id_col(), ref_col("path_id", "timing_path.id"), int_col("line"),
                   text_col("delay"), text_col("time"), text_col("edge"), text_col("pin"), text_col("cell"))
command = Table("command", metadata, id_col(), ref_col("design_id", "design.id"),
                ref_col("artifact_id", "artifact.id"), text_col("source"), int_col("line"), text_col("tool"),
                text_col("name"), text_col("args"))
source_text = Table("source_text", metadata, ref_col("artifact_id", "artifact.id", primary_key=True),
                    text_col("text"))
