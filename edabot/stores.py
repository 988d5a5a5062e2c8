"""Every relational store: its name (PostgreSQL schema and migration folder) and its SQLite file name.

A store's SQLite file lives under the data dir unless ``EDABOT_DATABASE_URL`` names a shared database.
"""

from __future__ import annotations

STORE_FILES: dict[str, str] = {
    "feedback": "feedback.sqlite3",
    "hypergraph": "hypergraph.sqlite3",
    "specs": "specs.sqlite3",
    "runs": "runs.sqlite3",
    "uploads": "uploads.sqlite3",
}
