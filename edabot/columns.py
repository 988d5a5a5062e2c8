"""The column shapes every store's tables are made of (NOT NULL text, integer and real, row ids and
references to them), for tables and migrations.

Text sorts and compares by code point on PostgreSQL too (collation "C", SQLite's BINARY order), so
every ``ORDER BY`` answers in the same order on both engines whatever the server's locale.
"""

from __future__ import annotations

from sqlalchemy import Column, Float, ForeignKey, Integer, Text

BINARY_TEXT = Text().with_variant(Text(collation="C"), "postgresql")


def text_col(name: str, primary_key: bool = False, default: str | None = None) -> Column:
    return Column(name, BINARY_TEXT, primary_key=primary_key, nullable=False, server_default=default)


def int_col(name: str) -> Column:
    return Column(name, Integer, nullable=False)


def real_col(name: str, nullable: bool = False) -> Column:
    """A float: SQLite's REAL, PostgreSQL's double precision."""
    return Column(name, Float, nullable=nullable)


def id_col() -> Column:
    """``id``, numbered by the database (SQLite's rowid, a PostgreSQL sequence)."""
    return Column("id", Integer, primary_key=True, autoincrement=True)


def ref_col(name: str, target: str, nullable: bool = False, primary_key: bool = False) -> Column:
    """A reference to ``target`` (``table.id``) whose rows go when the target row is deleted."""
    return Column(name, Integer, ForeignKey(target, ondelete="CASCADE"), nullable=nullable, primary_key=primary_key,
                  autoincrement=False)
