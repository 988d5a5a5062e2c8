"""SQLite's ``INSERT OR IGNORE`` / ``INSERT OR REPLACE`` and counters, as ``ON CONFLICT`` on either engine.

SQLAlchemy's SQLite and PostgreSQL ``insert`` constructs share the ``on_conflict_*`` API; this module
only picks the one of the connection's dialect, so stores never write dialect-specific SQL.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Connection, Table
from sqlalchemy.dialects import postgresql, sqlite


def _insert(conn: Connection, table: Table) -> Any:
    return (postgresql.insert if conn.dialect.name == "postgresql" else sqlite.insert)(table)


def insert_or_ignore(conn: Connection, table: Table, rows: Sequence[Mapping[str, Any]]) -> None:
    """Insert the rows whose key is new; rows that collide with an existing one are dropped."""
    if rows:
        conn.execute(_insert(conn, table).on_conflict_do_nothing(), list(rows))


def insert_or_replace(conn: Connection, table: Table, rows: Sequence[Mapping[str, Any]]) -> None:
    """Insert the rows, overwriting any existing row with the same primary key (the last row of a key wins)."""
    if not rows:
        return
    key = [column.name for column in table.primary_key]
    latest = {tuple(row[name] for name in key): row for row in rows}
    statement = _insert(conn, table)
    statement = statement.on_conflict_do_update(
        index_elements=key,
        set_={column.name: statement.excluded[column.name] for column in table.columns if column.name not in key},
    )
    conn.execute(statement, list(latest.values()))


def increment(conn: Connection, table: Table, key: str) -> None:
    """Add one to the integer ``value`` of row ``key`` of a ``(key, value)`` table, starting at 1."""
    statement = _insert(conn, table).values(key=key, value=1)
    conn.execute(statement.on_conflict_do_update(index_elements=["key"], set_={"value": table.c.value + 1}))
