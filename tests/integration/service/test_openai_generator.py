"""The ``openai`` generator through the service: a real llama.cpp server, a scripted one, and none.

Every citation number in an answer must point at a citation the answer lists; numbers the
model invents are removed. An unreachable server gives the extractive answer plus a note.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from service_harness import AUTH, Service

from edabot.settings import Settings
from retrieval.generators.openai_backend import FALLBACK_NOTE
from service.up import free_port

MANUAL = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera" / "placement.md"
QUESTION = "How do I set the target density of place_global?"


def _check_citations(answer: dict) -> None:
    numbers = {c["n"] for c in answer["citations"]}
    assert numbers == set(range(1, len(numbers) + 1)), answer
    used = {int(n) for n in re.findall(r"\[(\d+)\]", answer["answer"])}
    assert used <= numbers, answer
    assert {c["source"] for c in answer["citations"]} <= {"uploads/placement.md"}


def _ask(svc_settings: Callable[..., Settings], base_url: str, **extra: object) -> dict:
    service = Service(svc_settings(EDABOT_GENERATOR="openai", EDABOT_LLM_BASE_URL=base_url, **extra))
    service.ingest("global", MANUAL)
    reply = service.client.post("/v1/ask", headers=AUTH, json={"question": QUESTION, "k": 3})
    assert reply.status_code == 200, reply.text
    return reply.json()


@pytest.mark.llm
def test_real_openai_compatible_server(svc_settings: Callable[..., Settings], llama_server: str) -> None:
    answer = _ask(svc_settings, llama_server, EDABOT_LLM_MAX_TOKENS=96, EDABOT_LLM_TIMEOUT_S=120)
    assert not answer["abstained"] and answer["answer"]
    assert FALLBACK_NOTE not in answer["notes"]
    assert answer["citations"], answer
    _check_citations(answer)


class _Scripted(BaseHTTPRequestHandler):
    """Answers every chat completion with a fixed text that cites a source that does not exist."""

    reply = "Set it with place_global -density 0.65 [1]; see also [2] and [9]."
    prompts: list[str] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Scripted.prompts.append(body["messages"][-1]["content"])
        payload = json.dumps({
            "id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": self.reply}}],
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def scripted_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Scripted)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


def test_invented_citation_numbers_are_removed(svc_settings: Callable[..., Settings], scripted_server: str) -> None:
    answer = _ask(svc_settings, scripted_server)
    assert "[9]" not in answer["answer"] and "[1]" in answer["answer"]
    assert any("9" in note for note in answer["notes"]), answer["notes"]
    _check_citations(answer)
    prompt = _Scripted.prompts[-1]
    assert QUESTION in prompt and "[1] uploads/placement.md" in prompt


def test_unreachable_server_falls_back_to_extractive(svc_settings: Callable[..., Settings]) -> None:
    dead = f"http://127.0.0.1:{free_port()}/v1"
    answer = _ask(svc_settings, dead, EDABOT_LLM_MAX_RETRIES=0, EDABOT_LLM_TIMEOUT_S=5)
    assert FALLBACK_NOTE in answer["notes"]
    assert not answer["abstained"] and answer["citations"]
    _check_citations(answer)
