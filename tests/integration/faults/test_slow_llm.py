"""A language-model server that accepts requests and never answers in time: the bot still gets an
extractive answer with a note, within its own wait for the service (``EDABOT_BOT_SERVICE_TIMEOUT_S``).

The model server is a plain HTTP server on 127.0.0.1 that holds every request until the test
ends; the API runs over real HTTP and the bot's own ``ServiceClient`` asks, both as JSON and as a
stream, with the timeout the bots use. Tries times timeout (10 x 2 s) is longer than the bot waits
(15 s), so only the answer's budget (``EDABOT_LLM_BUDGET_S``, 4 s) brings the fallback in time.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from servers import UvicornThread
from service_harness import AUTH, TOKEN

from bot.common.client import ServiceClient
from bot.common.models import AskResult
from edabot.settings import Settings
from retrieval.generators.openai_backend import FALLBACK_NOTE
from service.app import create_app
from service.engine_holder import EngineHolder

pytestmark = pytest.mark.slow

MANUAL = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera" / "placement.md"
QUESTION = "How do I set the target density of place_global?"
LLM = {"EDABOT_GENERATOR": "openai", "EDABOT_LLM_TIMEOUT_S": 2, "EDABOT_LLM_MAX_RETRIES": 9,
       "EDABOT_LLM_BUDGET_S": 4, "EDABOT_BOT_SERVICE_TIMEOUT_S": 15}


class _Hung(BaseHTTPRequestHandler):
    """Reads a chat-completions request, then waits until ``release`` is set and drops it."""

    release = threading.Event()
    received = 0

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        self.rfile.read(int(self.headers["Content-Length"]))
        type(self).received += 1
        type(self).release.wait(120)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def hung_llm() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Hung)
    server.daemon_threads = True
    _Hung.release.clear()
    _Hung.received = 0
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    _Hung.release.set()
    server.shutdown()
    server.server_close()


@pytest.fixture
def api(svc_settings: Callable[..., Settings], hung_llm: str) -> Iterator[tuple[str, Settings]]:
    """The API with the manual indexed and its generator pointed at the hung server; warmed up."""
    settings = svc_settings(EDABOT_LLM_BASE_URL=hung_llm, **LLM)
    holder = EngineHolder(settings)
    holder.get().ingest_files([(f"uploads/{MANUAL.name}", MANUAL)], "global")
    with UvicornThread(create_app(settings, holder)) as server:
        # Load the retriever before the bot's clock starts: a cold start is not what is measured.
        warm = httpx.post(f"{server.url}/v1/retrieve", headers=AUTH, json={"question": QUESTION}, timeout=300)
        assert warm.status_code == 200, warm.text
        yield server.url, settings


def _check_fallback(result: AskResult) -> None:
    assert FALLBACK_NOTE in result.notes, result
    assert not result.abstained and result.citations and result.answer, result
    assert all(c.source == f"uploads/{MANUAL.name}" for c in result.citations)


async def test_bot_gets_the_extractive_answer_in_time_from_a_hung_llm(api: tuple[str, Settings]) -> None:
    url, settings = api
    client = ServiceClient(url, TOKEN, settings.bot_service_timeout_s)
    started = time.monotonic()
    try:
        _check_fallback(await client.ask(QUESTION, "global"))
    finally:
        await client.aclose()
    print(f"\nJSON: extractive answer after {time.monotonic() - started:.2f} s, {_Hung.received} model requests")
    tries = settings.llm_max_retries + 1
    assert 1 <= _Hung.received < tries, f"{_Hung.received} requests: the budget should have cut the retries"


async def test_bot_stream_gets_the_extractive_answer_in_time_from_a_hung_llm(api: tuple[str, Settings]) -> None:
    url, settings = api
    client = ServiceClient(url, TOKEN, settings.bot_service_timeout_s)
    started = time.monotonic()
    try:
        events = [event async for event in client.ask_stream(QUESTION, "global")]
    finally:
        await client.aclose()
    print(f"\nstream: extractive answer after {time.monotonic() - started:.2f} s, {_Hung.received} model requests")
    final = events[-1]
    assert isinstance(final, AskResult) and all(isinstance(e, str) for e in events[:-1])
    _check_fallback(final)
    assert "".join(str(e) for e in events[:-1]).split() == final.answer.split()
    assert 1 <= _Hung.received < settings.llm_max_retries + 1


def test_spec_decomposition_falls_back_to_the_rules_within_the_budget(hung_llm: str, tmp_path: Path) -> None:
    """A spec question's decomposition shares the answer's budget rule: the rules take over, retries cut short."""
    from specs.llm import LLMDecomposer
    from specs.reasoning import decompose

    settings = Settings(EDABOT_DATA_DIR=tmp_path, EDABOT_LLM_BASE_URL=hung_llm, **LLM)
    question = "Which field enables the watermark interrupt and what clears its state bit?"
    assert LLMDecomposer(settings, 3)(question) == decompose(question)
    assert 1 <= _Hung.received < settings.llm_max_retries + 1, f"{_Hung.received} requests"


def test_run_planner_gives_up_within_one_budget_for_the_whole_tool_loop(hung_llm: str, tmp_path: Path) -> None:
    """Every step of the run planner's loop spends from one deadline: a hung model ends the loop, not each step."""
    import openai

    from runs.qa.llm_planner import Chat

    settings = Settings(EDABOT_DATA_DIR=tmp_path, EDABOT_LLM_BASE_URL=hung_llm, **LLM)
    chat = Chat(settings, [])
    with pytest.raises(openai.OpenAIError):
        chat.send([{"role": "user", "content": "worst slack of alu8?"}], 64)
    sent = _Hung.received
    assert 1 <= sent < settings.llm_max_retries + 1
    with pytest.raises(openai.OpenAIError):  # the next step finds the deadline spent and sends nothing
        chat.send([{"role": "user", "content": "and its area?"}], 64)
    assert _Hung.received == sent
