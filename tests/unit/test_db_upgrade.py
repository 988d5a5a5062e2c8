"""`edabot db upgrade` migrates every store, on SQLite files and on the shared PostgreSQL database."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from edabot.errors import StoreError
from edabot.migrate import head_revision, open_store
from edabot.settings import get_settings
from edabot.stores import STORE_FILES


def test_db_upgrade_brings_every_store_to_head(tmp_path: Path, database_url: str | None,
                                               monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    if database_url:
        monkeypatch.setenv("EDABOT_DATABASE_URL", database_url)
    else:
        monkeypatch.delenv("EDABOT_DATABASE_URL", raising=False)
    get_settings.cache_clear()
    try:
        assert main(["--data-dir", str(tmp_path), "db", "upgrade"]) == 0
        assert main(["--data-dir", str(tmp_path), "db", "upgrade"]) == 0  # idempotent
    finally:
        get_settings.cache_clear()
    lines = capsys.readouterr().out.splitlines()
    assert sorted(lines) == sorted(2 * [f"{name}: at revision {head_revision(name)}" for name in STORE_FILES])
    files = {p.name for p in tmp_path.glob("*.sqlite3")}
    assert files == (set() if database_url else set(STORE_FILES.values()))



def test_a_database_url_that_is_not_postgresql_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="postgresql\\+psycopg"):
        open_store("feedback", tmp_path / "fb.sqlite3", "mysql://db.example/edabot")
