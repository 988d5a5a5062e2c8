"""Every call into a Chroma server that has gone away fails as ``StoreError`` (the API's 503 + Retry-After).

The restart-under-load test meets these paths by chance (an ask that reads stored vectors while the
server restarts once gave a 500); this one calls each of them with the server down.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from restartable import ChromaServer
from service_harness import FIXTURES

from app.engine import Engine
from edabot.errors import StoreError
from edabot.settings import Settings
from runs.store.vectors import add_chunks, delete_chunks, search_chunks


def test_every_vector_call_fails_as_a_store_error_while_chroma_is_down(tmp_path: Path) -> None:
    server = ChromaServer(tmp_path / "chroma")
    server.start()
    settings = Settings(EDABOT_DATA_DIR=tmp_path / "data", CHROMA_HOST="127.0.0.1", CHROMA_PORT=server.port)
    engine = Engine(settings)
    engine.ingest_files([("uploads/floorplan.md", FIXTURES / "floorplan.md")], "global")
    vectors = engine.vectors
    chunk_ids, unit_ids = vectors.stored_ids()
    assert chunk_ids and unit_ids
    search_chunks(settings, "utilization", ["global"])  # the run collection exists and answers
    probe = next(iter(vectors.chunk_vectors(sorted(chunk_ids)[:1], False).values()))
    server.stop()

    calls: dict[str, Callable[[], object]] = {
        "chunk_vectors": lambda: vectors.chunk_vectors(sorted(chunk_ids), False),
        "unit_vectors": lambda: vectors.unit_vectors(sorted(unit_ids)),
        "stored_ids": vectors.stored_ids,
        "query_chunks": lambda: vectors.query_chunks(probe, ["global"], 3),
        "delete_chunks": lambda: vectors.delete_chunks(sorted(chunk_ids)),
        "run search": lambda: search_chunks(settings, "utilization", ["global"]),
        "run add": lambda: add_chunks(settings, [("c1", "text", {"scope": "global"})]),
        "run delete": lambda: delete_chunks(settings, ["c1"]),
        "ask": lambda: engine.ask("How do I set the core utilization?", ["global"]),
    }
    for name, call in calls.items():
        with pytest.raises(StoreError):
            call()
            pytest.fail(f"{name} answered with the Chroma server down")
