"""Alembic migration folders, one per store (see edabot/migrate.py); packages so that they are installed."""
