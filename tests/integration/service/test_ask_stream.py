"""``POST /v1/ask`` with ``stream: true`` over real HTTP: the offline answer streamed by sentence,
a model's tokens streamed as they arrive, and a client that hangs up stopping the model."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from servers import UvicornThread, wait_for
from service_harness import AUTH, TOKEN

from edabot.settings import Settings
from service.app import create_app
from service.engine_holder import EngineHolder
from service.up import free_port

MANUAL = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera" / "placement.md"
QUESTION = {"question": "What is the default target density of place_global?", "scope": "global", "stream": True}
TOKENS = ["The default", " target density", " of place_global", " is 0.70", " [1]."]


class _StreamingModel(BaseHTTPRequestHandler):
    """Chat completions as SSE chunks; ``slow`` sends 200 tokens with a pause after each."""

    slow = False
    sent = 0
    finished = False
    hung_up = threading.Event()

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        assert body["stream"] is True
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        tokens = [" more"] * 200 if type(self).slow else TOKENS
        try:
            for token in tokens:
                self._chunk({"delta": {"content": token}, "index": 0, "finish_reason": None})
                type(self).sent += 1
                if type(self).slow:
                    time.sleep(0.05)
            self._chunk({"delta": {}, "index": 0, "finish_reason": "stop"})
            self.wfile.write(b"data: [DONE]\n\n")
            type(self).finished = True
        except (BrokenPipeError, ConnectionResetError):
            type(self).hung_up.set()

    def _chunk(self, choice: dict) -> None:
        chunk = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": "m", "choices": [choice]}
        self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        self.wfile.flush()

    def log_message(self, *args: object) -> None:
        pass


def _events(response: httpx.Response) -> Iterator[tuple[str, dict]]:
    event = ""
    for line in response.iter_lines():
        if line.startswith("event: "):
            event = line[len("event: "):]
        elif line.startswith("data: "):
            yield event, json.loads(line[len("data: "):])


def _api(tmp_path: Path, **settings: object) -> UvicornThread:
    holder = EngineHolder(Settings(EDABOT_DATA_DIR=tmp_path / "data", EDABOT_API_TOKEN=TOKEN, **settings))
    holder.get().ingest_paths([MANUAL.parent])
    return UvicornThread(create_app(holder.settings, holder))


@pytest.fixture
def model() -> Iterator[str]:
    _StreamingModel.slow, _StreamingModel.sent, _StreamingModel.finished = False, 0, False
    _StreamingModel.hung_up.clear()
    server = ThreadingHTTPServer(("127.0.0.1", free_port()), _StreamingModel)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/v1"
    server.shutdown()


def test_offline_answer_streams_its_sentences_then_the_final_answer(tmp_path: Path) -> None:
    with _api(tmp_path) as api, httpx.stream("POST", f"{api.url}/v1/ask", json=QUESTION, headers=AUTH,
                                            timeout=120) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        events = list(_events(response))
        answer_id = events[-1][1]["answer_id"]
        vote = httpx.post(f"{api.url}/v1/feedback", json={"answer_id": answer_id, "vote": "up"}, headers=AUTH)
    names = [name for name, _ in events]
    assert names[0] == "status" and names[-1] == "final" and names.count("final") == 1
    final = events[-1][1]
    assert "0.70" in final["answer"] and final["citations"] and not final["abstained"]
    streamed = "".join(data["text"] for name, data in events if name == "delta")
    assert streamed.split() == final["answer"].split()
    assert vote.status_code == 201, "the streamed answer is recorded for feedback like any other"


def test_model_tokens_arrive_as_deltas_before_the_attributed_final_answer(tmp_path: Path, model: str) -> None:
    with _api(tmp_path, EDABOT_GENERATOR="openai", EDABOT_LLM_BASE_URL=model) as api, \
            httpx.stream("POST", f"{api.url}/v1/ask", json=QUESTION, headers=AUTH, timeout=120) as response:
        events = list(_events(response))
    deltas = [data["text"] for name, data in events if name == "delta"]
    assert deltas == TOKENS
    assert [name for name, _ in events] == ["status", "status", *["delta"] * len(TOKENS), "final"]
    assert events[1][1] == {"stage": "writing"}
    final = events[-1][1]
    assert "0.70" in final["answer"] and [c["source"] for c in final["citations"]] == ["tessera/placement.md"]


def test_a_client_that_hangs_up_stops_the_model(tmp_path: Path, model: str) -> None:
    _StreamingModel.slow = True
    with _api(tmp_path, EDABOT_GENERATOR="openai", EDABOT_LLM_BASE_URL=model) as api:
        with httpx.stream("POST", f"{api.url}/v1/ask", json=QUESTION, headers=AUTH, timeout=120) as response:
            for name, _ in _events(response):
                if name == "delta":
                    break  # leaving the block closes the connection mid-stream
        wait_for(_StreamingModel.hung_up.is_set, "the model server to see its client go", timeout=60)
    assert not _StreamingModel.finished and _StreamingModel.sent < 200
