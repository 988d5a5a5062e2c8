"""Metrics and timing paths keep the tokens the report printed (``raw``), so answers quote them verbatim.

A SQLite file adopted at the baseline may already have these columns (the hand-written store
added them on open), so each is added only where it is missing.
"""

from __future__ import annotations

from edabot.columns import text_col
from edabot.migrations.adopt import add_column_if_missing

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

RAW_DEFAULTS = {"metric": "", "timing_path": "{}"}
"""Rows stored before the column existed: no printed token for a metric, no printed times for a path."""


def upgrade() -> None:
    for table, default in RAW_DEFAULTS.items():
        add_column_if_missing(table, text_col("raw", default=default))
