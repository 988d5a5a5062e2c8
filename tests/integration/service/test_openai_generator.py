"""The ``openai`` generator through the service: a scripted server, a real llama.cpp server, and none.

The scripted server is a plain HTTP server on 127.0.0.1 that speaks the chat-completions
protocol; the product talks to it with the real ``openai`` client. It answers with a script
written against the numbered sources of the prompt it received, so each test can say "cite
the passage that holds 0.70" or "cite one that does not" whatever the retrieval ranked.
Citations must be earned: every listed citation points at a passage that supports its
sentence, and a sentence no passage supports is marked, never dressed up with a citation.
"""

from __future__ import annotations

import json
import re
import threading
import uuid
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from service_harness import AUTH, TOKEN, Service

from bot.common.formatting import NOT_FOUND_MARKER
from edabot.settings import Settings
from retrieval.generators.attribution import NOT_FOUND
from retrieval.generators.openai_backend import FALLBACK_NOTE, NOTHING_SUPPORTED_NOTE
from service.up import free_port

MANUAL = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera" / "placement.md"
QUESTION = "How do I set the target density of place_global?"
DEFAULT = "The default target density of place_global is 0.70"
OPTION = "Use the -density option of place_global to set the target cell density in each placement bin"
_SOURCE_RE = re.compile(r"^\[(\d+)\] (\S+) lines? (\d+)(?:\u2013(\d+))?", re.MULTILINE)

Script = Callable[[dict[int, str]], str]
"""Builds the model's reply from the prompt's sources, numbered as the prompt numbers them."""


def sources_of(prompt: str) -> dict[int, str]:
    """The numbered passages of a prompt, as the model sees them."""
    heads = list(_SOURCE_RE.finditer(prompt))
    ends = [h.start() for h in heads[1:]] + [prompt.index("\n\nQuestion:")]
    return {int(h.group(1)): prompt[h.end():end] for h, end in zip(heads, ends, strict=True)}


def holding(sources: dict[int, str], text: str) -> int:
    return next(n for n, body in sources.items() if text in body)


def lacking(sources: dict[int, str], text: str) -> int:
    return next(n for n, body in sources.items() if text not in body)


class _Scripted(BaseHTTPRequestHandler):
    """Answers every chat completion with ``script(sources of the prompt)``."""

    script: Script = staticmethod(lambda sources: "")  # type: ignore[assignment]
    requests: list[dict] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Scripted.requests.append(body)
        content = type(self).script(sources_of(body["messages"][-1]["content"]))
        payload = json.dumps({
            "id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def scripted_service(tmp_path_factory: pytest.TempPathFactory, redis_url: str) -> Iterator[Service]:
    """One service with the manual ingested, its generator pointed at the scripted server."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Scripted)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    settings = Settings(
        EDABOT_DATA_DIR=tmp_path_factory.mktemp("scripted") / "data", EDABOT_API_TOKEN=TOKEN, REDIS_URL=redis_url,
        EDABOT_QUEUE_NAME=f"edabot-test-{uuid.uuid4().hex[:8]}", EDABOT_GENERATOR="openai",
        EDABOT_LLM_BASE_URL=f"http://127.0.0.1:{server.server_address[1]}/v1", EDABOT_LLM_MAX_RETRIES=0,
    )
    service = Service(settings)
    service.ingest("global", MANUAL)
    yield service
    server.shutdown()


def ask_scripted(service: Service, script: Script) -> tuple[dict, dict[int, str]]:
    """The service's answer to QUESTION while the model says ``script``; also the sources it was shown."""
    _Scripted.script = staticmethod(script)  # type: ignore[assignment]
    reply = service.client.post("/v1/ask", headers=AUTH, json={"question": QUESTION, "k": 5})
    assert reply.status_code == 200, reply.text
    return reply.json(), sources_of(_Scripted.requests[-1]["messages"][-1]["content"])


def cited_passages(answer: dict, sentence_start: str, sources: dict[int, str]) -> list[str]:
    """The texts of the passages the answer cites for the sentence beginning ``sentence_start``."""
    sentence = next(s for s in re.split(r"(?<=[.!?])\s+", answer["answer"]) if s.startswith(sentence_start))
    lines = {c["n"]: (c["start_line"], c["end_line"]) for c in answer["citations"]}
    spans = {n: (int(h.group(3)), int(h.group(4) or h.group(3))) for n, h in
             ((int(h.group(1)), h) for h in _SOURCE_RE.finditer(_Scripted.requests[-1]["messages"][-1]["content"]))}
    by_span = {span: sources[n] for n, span in spans.items()}
    return [by_span[lines[int(n)]] for n in re.findall(r"\[(\d+)\]", sentence)]


def check_citations(answer: dict) -> None:
    """Numbered 1..n by first use, every number in the text listed, every source the uploaded manual."""
    numbers = {c["n"] for c in answer["citations"]}
    assert numbers == set(range(1, len(numbers) + 1)), answer
    used = {int(n) for n in re.findall(r"\[(\d+)\]", answer["answer"])}
    assert used == numbers, answer
    assert {c["source"] for c in answer["citations"]} <= {"uploads/placement.md"}


def test_a_fully_supported_answer_keeps_its_citations_and_gets_no_notes(scripted_service: Service) -> None:
    answer, sources = ask_scripted(scripted_service, lambda s: f"{DEFAULT} [{holding(s, '0.70')}]. "
                                                               f"{OPTION} [{holding(s, 'placement bin')}].")
    check_citations(answer)
    assert answer["notes"] == [] and not answer["abstained"]
    assert all("0.70" in p for p in cited_passages(answer, DEFAULT, sources))
    assert NOT_FOUND not in answer["answer"]
    request = _Scripted.requests[-1]
    assert request["messages"][0]["role"] == "system" and QUESTION in request["messages"][-1]["content"]


def test_an_uncited_answer_gets_the_citations_its_sentences_earn_not_an_invented_one(scripted_service: Service) -> None:
    answer, sources = ask_scripted(scripted_service, lambda s: f"{DEFAULT}. {OPTION}.")
    check_citations(answer)
    passages = cited_passages(answer, DEFAULT, sources)
    assert passages and all("0.70" in p for p in passages), answer
    assert cited_passages(answer, "Use the -density option", sources), answer
    assert any("had no citation" in note for note in answer["notes"]), answer["notes"]


def test_a_citation_to_a_passage_without_the_number_moves_to_the_passage_with_it(scripted_service: Service) -> None:
    answer, sources = ask_scripted(scripted_service, lambda s: f"{DEFAULT} [{lacking(s, '0.70')}].")
    check_citations(answer)
    passages = cited_passages(answer, DEFAULT, sources)
    assert passages and all("0.70" in p for p in passages), answer
    assert any("now point at the passage that does" in note for note in answer["notes"]), answer["notes"]


def test_a_number_in_no_passage_is_marked_not_found_and_cites_nothing(scripted_service: Service) -> None:
    invented = "The maximum density place_global accepts is 0.97"
    answer, sources = ask_scripted(scripted_service, lambda s: f"{DEFAULT} [{holding(s, '0.70')}]. "
                                                               f"{invented} [{holding(s, '0.70')}].")
    assert all("0.97" not in body for body in sources.values())
    check_citations(answer)
    assert f"{invented} {NOT_FOUND}." in answer["answer"], answer
    assert NOT_FOUND == NOT_FOUND_MARKER  # the marker the bots set in italics
    assert cited_passages(answer, invented, sources) == []
    assert all("0.70" in p for p in cited_passages(answer, DEFAULT, sources))
    assert any("supported by no source" in note for note in answer["notes"]), answer["notes"]


def test_invented_citation_numbers_are_removed(scripted_service: Service) -> None:
    answer, _ = ask_scripted(scripted_service, lambda s: f"{DEFAULT} [{holding(s, '0.70')}]; see also [9].")
    assert "[9]" not in answer["answer"]
    assert any("[9]" in note for note in answer["notes"]), answer["notes"]
    check_citations(answer)


def test_an_answer_no_passage_supports_is_an_abstention_with_the_reason(scripted_service: Service) -> None:
    answer, _ = ask_scripted(scripted_service, lambda s: "Set the density with the GUI slider to 0.42 [1].")
    assert answer["abstained"] and answer["citations"] == []
    assert answer["notes"] == [NOTHING_SUPPORTED_NOTE]


@pytest.mark.llm
def test_real_openai_compatible_server(svc_settings: Callable[..., Settings], llama_server: str) -> None:
    """The protocol against a real model: it answered (no fallback) and whatever it cites is earned."""
    service = Service(svc_settings(EDABOT_GENERATOR="openai", EDABOT_LLM_BASE_URL=llama_server,
                                   EDABOT_LLM_MAX_TOKENS=96, EDABOT_LLM_TIMEOUT_S=120))
    service.ingest("global", MANUAL)
    reply = service.client.post("/v1/ask", headers=AUTH, json={"question": QUESTION, "k": 5})
    assert reply.status_code == 200, reply.text
    answer = reply.json()
    assert FALLBACK_NOTE not in answer["notes"] and answer["answer"]
    if answer["abstained"]:
        assert answer["notes"] == [NOTHING_SUPPORTED_NOTE] and answer["citations"] == [], answer
    else:
        check_citations(answer)


def test_unreachable_server_falls_back_to_extractive(svc_settings: Callable[..., Settings]) -> None:
    dead = f"http://127.0.0.1:{free_port()}/v1"
    service = Service(svc_settings(EDABOT_GENERATOR="openai", EDABOT_LLM_BASE_URL=dead,
                                   EDABOT_LLM_MAX_RETRIES=0, EDABOT_LLM_TIMEOUT_S=5))
    service.ingest("global", MANUAL)
    answer = service.client.post("/v1/ask", headers=AUTH, json={"question": QUESTION, "k": 3}).json()
    assert FALLBACK_NOTE in answer["notes"]
    assert not answer["abstained"] and answer["citations"]
    check_citations(answer)
