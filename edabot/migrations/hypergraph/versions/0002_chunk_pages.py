"""Chunks carry their PDF page and the line where that page begins (0 for formats without pages).

A SQLite file adopted at the baseline may already have these columns (the hand-written store
added them on open), so each is added only where it is missing.
"""

from __future__ import annotations

import sqlalchemy as sa

from edabot.migrations.adopt import add_column_if_missing

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for name in ("page", "page_start"):
        add_column_if_missing("chunks", sa.Column(name, sa.Integer, nullable=False, server_default="0"))
