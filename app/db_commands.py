"""``edabot db upgrade``: migrate every store before a deployment starts its replicas.

Stores also upgrade themselves on open; running this once first keeps the migration out of the
first request and fails a deploy early when the database is unreachable.
"""

from __future__ import annotations

import argparse

from edabot.command_settings import settings_from_args
from edabot.stores import STORE_FILES


def register(subparsers: argparse._SubParsersAction) -> None:
    db = subparsers.add_parser("db", help="the relational stores (SQLite files, or EDABOT_DATABASE_URL)")
    actions = db.add_subparsers(dest="db_command", required=True)
    upgrade = actions.add_parser("upgrade", help="migrate every store's schema to the newest revision (Alembic head)")
    upgrade.set_defaults(func=run_upgrade)


def run_upgrade(args: argparse.Namespace) -> int:
    from edabot.migrate import current_revision, open_store

    settings = settings_from_args(args)
    for name, file_name in STORE_FILES.items():
        database = open_store(name, settings.data_dir / file_name, settings.database_url)
        print(f"{name}: at revision {current_revision(database)}")
    return 0
