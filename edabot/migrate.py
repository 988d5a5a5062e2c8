"""Alembic owns each store's schema: every store open upgrades it to head, and so does `edabot db upgrade`.

Each store has its own migration folder (``edabot/migrations/<store>``) and its own version table
(in its SQLite file, or in its PostgreSQL schema). A SQLite file written before Alembic (tables but
no version table) is adopted: stamped at the baseline revision, then upgraded like any other.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, inspect, text
from sqlalchemy.exc import SQLAlchemyError

from edabot.db import StoreDatabase, store_engine, store_url
from edabot.errors import StoreError

MIGRATIONS = Path(__file__).parent / "migrations"
BASELINE = "0001"
"""Every store's first revision: the schema the hand-written SQLite code created."""


@cache
def head_revision(name: str) -> str | None:
    """The newest revision of store ``name``'s migrations."""
    return ScriptDirectory(str(MIGRATIONS / name)).get_current_head()


def current_revision(database: StoreDatabase) -> str | None:
    with database.reading() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(database: StoreDatabase) -> None:
    """Bring the store to head; a no-op read when it is there already (the common case)."""
    if current_revision(database) == head_revision(database.name):
        return
    with database.writing() as conn:  # one migrator at a time, on every host
        if database.is_postgresql:
            conn.execute(text(f'CREATE SCHEMA IF NOT EXISTS "{database.name}"'))
        config = _config(database.name, conn)
        if MigrationContext.configure(conn).get_current_revision() is None and _has_tables(conn):
            command.stamp(config, BASELINE)
        command.upgrade(config, "head")


def _has_tables(conn: Connection) -> bool:
    return bool(inspect(conn).get_table_names())


def _config(name: str, conn: Connection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS / name))
    config.attributes["connection"] = conn
    return config


def run_env() -> None:
    """The body of every store's ``env.py``: migrate the connection :func:`upgrade` hands over."""
    from alembic import context

    context.configure(connection=context.config.attributes["connection"])
    with context.begin_transaction():
        context.run_migrations()


def open_store(name: str, sqlite_path: Path, database_url: str | None) -> StoreDatabase:
    """The store's database, migrated to the newest schema; StoreError when it cannot be reached."""
    database = StoreDatabase(name, store_engine(name, store_url(sqlite_path, database_url)))
    try:
        upgrade(database)
    except SQLAlchemyError as exc:
        raise StoreError(f"the {name} store is unavailable: {exc.__class__.__name__}") from exc
    return database


__all__ = ["BASELINE", "current_revision", "head_revision", "open_store", "run_env", "upgrade"]
