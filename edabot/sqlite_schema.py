"""Forward migration for SQLite files written by an earlier release: columns added since."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable


def add_missing_columns(db: sqlite3.Connection, columns: Iterable[tuple[str, str, str]]) -> None:
    """``ALTER TABLE`` each ``(table, column, declaration)`` the file does not have yet."""
    for table, column, decl in columns:
        if column not in {row[1] for row in db.execute(f"PRAGMA table_info({table})")}:
            db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {decl}")
