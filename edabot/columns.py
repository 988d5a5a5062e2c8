"""The two column shapes every store's tables are made of (NOT NULL text and integer), for tables and migrations.

Text sorts and compares by code point on PostgreSQL too (collation "C", SQLite's BINARY order), so
every ``ORDER BY`` answers in the same order on both engines whatever the server's locale.
"""

from __future__ import annotations

from sqlalchemy import Column, Integer, Text

BINARY_TEXT = Text().with_variant(Text(collation="C"), "postgresql")


def text_col(name: str, primary_key: bool = False) -> Column:
    return Column(name, BINARY_TEXT, primary_key=primary_key, nullable=False)


def int_col(name: str) -> Column:
    return Column(name, Integer, nullable=False)
