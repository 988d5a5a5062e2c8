"""Baseline: the answers and votes tables as the hand-written SQLite store created them."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "answers",
        sa.Column("answer_id", sa.Text, primary_key=True),
        sa.Column("scope", sa.Text, nullable=False),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.Column("citations", sa.Text, nullable=False),
        sa.Column("abstained", sa.Integer, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
    )
    op.create_table(
        "feedback",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("answer_id", sa.Text, sa.ForeignKey("answers.answer_id"), nullable=False),
        sa.Column("vote", sa.Text, sa.CheckConstraint("vote IN ('up', 'down')"), nullable=False),
        sa.Column("comment", sa.Text),
        sa.Column("scope", sa.Text),
        sa.Column("created_at", sa.Text, nullable=False),
        sqlite_autoincrement=True,
    )
