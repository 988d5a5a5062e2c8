"""Baseline: one row per uploaded file, kept from the API's request until its ingest job is over."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "files",
        sa.Column("job_id", sa.Text, primary_key=True),
        sa.Column("name", sa.Text, primary_key=True),
        sa.Column("bytes", sa.LargeBinary, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
    )
