"""Two hosts (engines with their own data dirs) sharing one PostgreSQL database see one set of documents."""

from __future__ import annotations

from pathlib import Path

from app.engine import Engine
from edabot.settings import Settings

REPO = Path(__file__).resolve().parents[3]
MANUALS = REPO / "examples" / "manuals" / "tessera"


def test_documents_ingested_on_one_host_are_listed_and_removable_on_another(
    tmp_path: Path, clean_postgres_url: str
) -> None:
    first = Engine(Settings(EDABOT_DATA_DIR=tmp_path / "host-a", EDABOT_DATABASE_URL=clean_postgres_url))
    second = Engine(Settings(EDABOT_DATA_DIR=tmp_path / "host-b", EDABOT_DATABASE_URL=clean_postgres_url))
    report = first.ingest_paths([MANUALS], "global")
    assert len(report.indexed) == 3, report

    listed = second.list_documents(["global"])
    assert listed == first.list_documents(["global"])
    assert sorted(d.source for d in listed) == ["tessera/placement.md", "tessera/routing.md", "tessera/tutorial.md"]
    assert second.stats(["global"]) == first.stats(["global"]) and second.stats()["units"] > 0

    routing = next(d for d in listed if d.source == "tessera/routing.md")
    second.delete_document(routing.doc_id, ["global"])
    assert [d.source for d in first.list_documents(["global"])] == ["tessera/placement.md", "tessera/tutorial.md"]
    assert not (tmp_path / "host-a" / "hypergraph.sqlite3").exists()  # the graph lives only in PostgreSQL
