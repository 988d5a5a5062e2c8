"""An index whose vectors are in another ChromaDB than the configured one: every question would fail, so
`/v1/ask` answers 503 naming what to run (never a 500 naming the same encoder twice as if two differed),
`/readyz` is not ready with the same reason, and running what it names makes both answer."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from restartable import ChromaServer
from service_harness import AUTH, Service, edabot_command, worker_env

from app.engine import Engine
from edabot.settings import Settings

pytestmark = pytest.mark.slow
MANUALS = Path(__file__).resolve().parents[3] / "examples" / "manuals"
QUESTION = {"question": "How do I set the placement density?"}


def test_vectors_in_another_chroma_are_a_503_naming_the_command(svc_settings: Callable[..., Settings],
                                                                tmp_path: Path) -> None:
    embedded = svc_settings()
    # The demo's index, written by its own process into the data dir's embedded ChromaDB.
    demo = subprocess.run(edabot_command("ingest", str(MANUALS)), env=worker_env(embedded), capture_output=True,
                          timeout=600)
    assert demo.returncode == 0, demo.stderr.decode()[-2000:]
    chroma = ChromaServer(tmp_path / "another-chroma")
    chroma.start()
    try:
        settings = svc_settings(CHROMA_HOST="127.0.0.1", CHROMA_PORT=chroma.port)
        service = Service(settings)
        encoder = Engine(settings).base_encoder.name

        reply = service.client.post("/v1/ask", headers=AUTH, json=QUESTION)
        assert reply.status_code == 503 and reply.headers["Retry-After"], reply.text
        error = reply.json()["error"]
        assert error["code"] == "index_not_embedded"
        message = error["message"]
        assert "`edabot reembed`" in message and f"127.0.0.1:{chroma.port}" in message, message
        assert message.count(encoder) == 1 and "into another ChromaDB" in message, message

        ready = service.client.get("/readyz")
        assert ready.status_code == 503, ready.text
        body = ready.json()
        assert body["components"]["index"] is False and body["components"]["chroma"] is True, body
        assert "`edabot reembed`" in body["reason"] and "not answering" not in body["reason"], body

        Engine(settings).reembed()  # what the message says to run, with the server's CHROMA_HOST/CHROMA_PORT
        reply = service.client.post("/v1/ask", headers=AUTH, json=QUESTION)
        assert reply.status_code == 200, reply.text
        assert reply.json()["citations"][0]["source"] == "manuals/tessera/placement.md"
        assert service.client.get("/readyz").json()["components"]["index"] is True
    finally:
        chroma.stop()
