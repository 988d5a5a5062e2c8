"""A throw-away PostgreSQL database for one test session, on the server CI and these machines run.

Tests that touch a store run once per backend; this module gives the PostgreSQL side a fresh
database (``edabot_test_<random>``) and empties every store's schema between tests. Tests that
stop PostgreSQL get a server of their own (:class:`PrivateServer`), never the shared one.
"""

from __future__ import annotations

import glob
import os
import secrets
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

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


class PrivateServer:
    """A PostgreSQL cluster of one test (``initdb`` + ``pg_ctl``) on ``port``, stopped and started at will.

    initdb refuses to run as root, so under root the cluster belongs to the ``postgres`` OS user (the tools run with
    its user and group ids, set by the child process itself: no PAM session to open, as ``runuser`` would); ``root``
    must be a folder that user may enter (a fresh one under ``/tmp``).
    """

    def __init__(self, root: Path, port: int) -> None:
        self.root, self.port, self.data = root, port, root / "data"
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"

    def init(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres")
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")

    def start(self) -> None:
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "server.log"), "-o", options, "-w", "start")

    def stop(self) -> None:
        """A fast shutdown (open connections are cut, as when the server restarts under load); idempotent."""
        if self._run("pg_ctl", "-D", str(self.data), "status", check=False) == 0:
            self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def _run(self, tool: str, *args: str, check: bool = True) -> int:
        """Run a server tool; a failure raises with what the tool printed, which ``check=True`` alone would hide."""
        as_postgres: dict[str, Any] = {"user": "postgres", "group": "postgres", "extra_groups": []} if (
            os.geteuid() == 0) else {}
        done = subprocess.run([postgres_tool(tool), *args], capture_output=True, text=True, errors="replace",
                              **as_postgres)
        if check and done.returncode != 0:
            raise RuntimeError(f"{tool} {' '.join(args)} exited {done.returncode}:\n{done.stdout}{done.stderr}")
        return done.returncode


def postgres_tool(name: str) -> str:
    """``initdb`` or ``pg_ctl``: on the PATH, or where Debian's packages put them."""
    found = shutil.which(name) or next(iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)), None)
    if found is None:
        raise FileNotFoundError(f"{name} (PostgreSQL server binaries) is not installed")
    return found
