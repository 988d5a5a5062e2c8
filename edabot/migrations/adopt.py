"""What migrations share: a column added only where an adopted pre-Alembic file lacks it."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op


def add_column_if_missing(table: str, column: sa.Column) -> None:  # type: ignore[type-arg]
    """The hand-written stores added some columns on open, so an adopted file may already have them."""
    present = {c["name"] for c in sa.inspect(op.get_bind()).get_columns(table)}
    if column.name not in present:
        op.add_column(table, column)
