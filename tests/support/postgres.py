"""A throw-away PostgreSQL database for one test session, on the server CI and these machines run.

Tests that touch a store run once per backend; this module gives the PostgreSQL side a fresh
database (``edabot_test_<random>``) and empties every store's schema between tests.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import psycopg
from psycopg import sql
from sqlalchemy.engine import make_url

SERVER = "host=127.0.0.1 port=5432 user=postgres dbname=postgres connect_timeout=5"


def server_is_up() -> bool:
    try:
        with psycopg.connect(SERVER):
            return True
    except psycopg.OperationalError:
        return False


@contextmanager
def scratch_database() -> Iterator[str]:
    """A new empty database, as an ``EDABOT_DATABASE_URL``; dropped (with its connections) at the end."""
    name = f"edabot_test_{secrets.token_hex(6)}"
    with psycopg.connect(SERVER, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
    finally:
        with psycopg.connect(SERVER, autocommit=True) as admin:
            admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


def drop_store_schemas(database_url: str, stores: Iterable[str]) -> None:
    """Forget every store's tables and migration state, so the next test starts from an empty database."""
    url = make_url(database_url)
    with psycopg.connect(host=url.host, port=url.port, user=url.username, dbname=url.database,
                         autocommit=True) as conn:
        for store in stores:
            conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(store)))
