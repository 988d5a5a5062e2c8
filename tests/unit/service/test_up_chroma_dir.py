"""`edabot up` serves the data dir's own Chroma folder (the one `edabot ingest` writes), holds its lock,
and adopts what an earlier `edabot up` kept in `chroma-server/` when that folder has no index yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from edabot.settings import Settings
from index.chroma import LOCK_FILE
from service.up import LEGACY_SERVER_DIR, serve_chroma_dir


def test_serves_the_folder_embedded_commands_write(tmp_path: Path) -> None:
    assert Settings(EDABOT_DATA_DIR=tmp_path).chroma_dir() == tmp_path / "chroma"


def test_adopts_the_old_server_folder_when_the_index_folder_is_empty(tmp_path: Path) -> None:
    legacy = tmp_path / LEGACY_SERVER_DIR
    (legacy / "segment").mkdir(parents=True)
    (legacy / "chroma.sqlite3").write_text("db")
    chroma = tmp_path / "chroma"
    serve_chroma_dir(chroma, 4321)
    assert (chroma / "chroma.sqlite3").read_text() == "db" and (chroma / "segment").is_dir()
    assert not legacy.exists()
    assert "set CHROMA_HOST=127.0.0.1 CHROMA_PORT=4321" in (chroma / LOCK_FILE).read_text()


def test_keeps_an_existing_index_and_says_the_old_folder_is_unused(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    legacy = tmp_path / LEGACY_SERVER_DIR
    legacy.mkdir()
    (legacy / "chroma.sqlite3").write_text("old")
    chroma = tmp_path / "chroma"
    chroma.mkdir()
    (chroma / "chroma.sqlite3").write_text("demo")
    serve_chroma_dir(chroma, 4321)
    assert (chroma / "chroma.sqlite3").read_text() == "demo" and (legacy / "chroma.sqlite3").read_text() == "old"
    assert "is no longer used" in capsys.readouterr().err
