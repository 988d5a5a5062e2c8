"""One SQLAlchemy engine per store: its own SQLite file under the data dir, or its own schema of
one shared PostgreSQL database (``EDABOT_DATABASE_URL``), so every host of a deployment sees the same rows.

Stores write through :meth:`StoreDatabase.writing`, which serializes writers of one store on
both engines (``BEGIN IMMEDIATE`` on SQLite, a transaction-scoped advisory lock on PostgreSQL):
the stores' read-modify-write sequences were written for SQLite's single writer and stay correct.
Both turn a database that cannot be reached into a StoreError (the API's 503 with ``Retry-After``), and
PostgreSQL pools ping a connection before lending it, so a restarted server is used again without a restart.
Engines are cached per process, so a PostgreSQL pool is shared by every store object of a store.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError

from edabot.errors import StoreError

_WRITE_OPTION = "edabot_write"
_BUSY_TIMEOUT_MS = 30_000
_engines: dict[tuple[str, str], Engine] = {}
_engines_lock = threading.Lock()


@dataclass(frozen=True)
class StoreDatabase:
    """The engine of one store and the transactions its code runs in."""

    name: str
    engine: Engine

    @property
    def is_postgresql(self) -> bool:
        return self.engine.dialect.name == "postgresql"

    @contextmanager
    def _unavailable_as_store_error(self) -> Iterator[None]:
        """A database that cannot be reached becomes a StoreError users see as "try again", not a crash."""
        try:
            yield
        except SQLAlchemyError as exc:
            raise StoreError(f"the {self.name} store is unavailable") from exc

    @contextmanager
    def reading(self) -> Iterator[Connection]:
        """A consistent snapshot for several reads, never blocking writers; StoreError when unreachable."""
        with self._unavailable_as_store_error(), self.engine.connect() as conn, conn.begin():
            yield conn

    def ping(self) -> None:
        """One round trip to the database (readiness); StoreError when it cannot answer."""
        with self.reading() as conn:
            conn.execute(text("SELECT 1"))

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """One transaction that no other writer of this store interleaves with; rolled back on error;
        StoreError when the database is unreachable."""
        with self._unavailable_as_store_error(), self.engine.connect() as conn:
            conn.execution_options(**{_WRITE_OPTION: True})
            with conn.begin():
                if self.is_postgresql:
                    conn.execute(text("SELECT pg_advisory_xact_lock(hashtext(:key))"), {"key": f"edabot:{self.name}"})
                yield conn


def utc_now() -> str:
    """The timestamp stores write: UTC, ISO 8601, whole seconds (sorts as text on both engines)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def store_url(sqlite_path: Path, database_url: str | None) -> str:
    """``database_url`` when one is configured, else the store's SQLite file."""
    return database_url or f"sqlite:///{sqlite_path}"


def store_engine(name: str, url: str) -> Engine:
    """The process-wide engine of store ``name`` at ``url`` (created on first use)."""
    key = (name, url)
    with _engines_lock:
        if key not in _engines:
            _engines[key] = _create_engine(name, url)
        return _engines[key]


def _create_engine(name: str, url: str) -> Engine:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database:
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(parsed, connect_args={"check_same_thread": False, "timeout": _BUSY_TIMEOUT_MS / 1000})
        _configure_sqlite(engine)
        return engine
    if parsed.get_backend_name() == "postgresql":
        # Each store lives in its own schema; search_path puts unqualified names (and Alembic's
        # version table) there, so the same table names serve both engines.
        return create_engine(parsed, pool_pre_ping=True, pool_size=5, max_overflow=5,
                             connect_args={"options": f"-c search_path={name}"})
    raise StoreError(f"EDABOT_DATABASE_URL must be a postgresql+psycopg:// URL, not {parsed.drivername!r}")


def _configure_sqlite(engine: Engine) -> None:
    """WAL, a busy timeout and enforced foreign keys (deletes cascade as on PostgreSQL) on every
    connection; SQLAlchemy, not pysqlite, starts transactions, so DDL is transactional and a writer
    can ask for ``BEGIN IMMEDIATE``."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get(_WRITE_OPTION) else "BEGIN")


__all__ = ["StoreDatabase", "store_engine", "store_url"]
