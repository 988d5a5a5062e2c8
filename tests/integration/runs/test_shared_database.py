"""Two hosts (two data dirs) on one PostgreSQL database: a run one ingests, the other answers from."""

from __future__ import annotations

from pathlib import Path

from app.engine import Engine
from edabot.scopes import visible_scopes
from edabot.settings import Settings

from .conftest import FIXTURES


def test_a_run_ingested_on_one_host_is_answered_on_another(tmp_path: Path, clean_postgres_url: str) -> None:
    def host(name: str) -> Engine:
        return Engine(Settings(EDABOT_DATA_DIR=tmp_path / name, EDABOT_DATABASE_URL=clean_postgres_url,
                               EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=0))

    writer, reader = host("host-a"), host("host-b")
    assert writer.ingest_runs([FIXTURES / "runs" / "mac8"], "team:a").indexed == ["mac8"]
    answer = reader.ask("What is the worst slack of mac8?", visible_scopes("team:a"))
    assert not answer.abstained and "ns" in answer.answer
    cited = answer.citations[0]
    line = (FIXTURES / "runs/mac8" / cited.source).read_text().splitlines()[cited.start_line - 1]
    assert "slack (VIOLATED)" in line
    assert reader.ingest_runs([FIXTURES / "runs" / "mac8"], "team:a").unchanged == ["mac8"]
    assert not (tmp_path / "host-b" / "runs.sqlite3").exists() and not (tmp_path / "host-a" / "runs.sqlite3").exists()
