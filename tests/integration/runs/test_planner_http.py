"""The LLM planner through the real ``openai`` client against scripted OpenAI-compatible servers on 127.0.0.1.

Each scripted server answers chat completions from a function of the request (so the
model's answer can quote what the tools returned) and records every request. One test
runs the real llama.cpp server with SmolLM2; the model is weak, so it only checks that an
answer comes back whose numbers are all tool-backed.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

import runs.qa.llm_planner as planner
from edabot.scopes import visible_scopes
from edabot.settings import Settings
from runs import metrics
from runs.qa.agent import answer_run_question
from runs.qa.grounding import ungrounded_numbers

from .conftest import FIXTURES

Script = Callable[[dict[str, Any]], dict[str, Any]]
SCOPES = visible_scopes("team:a")


def send_json(handler: BaseHTTPRequestHandler, status: int, payload: dict[str, Any]) -> None:
    data = json.dumps(payload).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(data)))
    handler.end_headers()
    handler.wfile.write(data)


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append(body)
        if "tools" in body and self.server.refuse_tools:
            return self._send(400, {"error": {"message": "tools are not supported", "type": "invalid_request_error"}})
        message = self.server.script(body)
        finish = "tool_calls" if message.get("tool_calls") else "stop"
        self._send(200, {"id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
                         "choices": [{"index": 0, "finish_reason": finish, "message": message}],
                         "usage": {"prompt_tokens": 10, "completion_tokens": self.server.tokens, "total_tokens": 10}})

    def _send(self, status: int, payload: dict[str, Any]) -> None:
        send_json(self, status, payload)

    def log_message(self, *args: object) -> None:
        pass


class _Server(ThreadingHTTPServer):
    def __init__(self, script: Script, refuse_tools: bool, tokens: int) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.script, self.refuse_tools, self.tokens = script, refuse_tools, tokens
        self.requests: list[dict[str, Any]] = []


@pytest.fixture
def serve() -> Iterator[Callable[..., _Server]]:
    started: list[_Server] = []

    def start(script: Script, refuse_tools: bool = False, tokens: int = 20) -> _Server:
        server = _Server(script, refuse_tools, tokens)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.shutdown()
        server.server_close()


def _url(server: _Server) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/v1"


def _with_llm(indexed: Settings, base_url: str, **extra: Any) -> Settings:
    values = {"EDABOT_DATA_DIR": str(indexed.data_dir), "EDABOT_DATABASE_URL": indexed.database_url,
              "EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT": 3,
              "EDABOT_GENERATOR": "openai", "EDABOT_LLM_BASE_URL": base_url, "EDABOT_LLM_MAX_RETRIES": 0, **extra}
    return Settings(**values)


def _call(name: str, args: dict[str, Any], call_id: str = "c1") -> dict[str, Any]:
    return {"role": "assistant", "content": None, "tool_calls": [
        {"id": call_id, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}]}


def _tool_rows(body: dict[str, Any]) -> list[dict[str, Any]]:
    """Fact rows the planner handed back, in either protocol."""
    rows = []
    for message in body["messages"]:
        if message["role"] == "tool":
            rows += json.loads(message["content"]).get("facts", [])
        elif message["role"] == "user" and message["content"].startswith("Result of "):
            rows += json.loads(message["content"].split(": ", 1)[1].split("\n")[0]).get("facts", [])
    return rows


def _line(design: str, source: str, line: int) -> str:
    return (FIXTURES / "runs" / design / source).read_text().splitlines()[line - 1]


def test_tool_calls_then_a_cited_answer_from_tool_numbers(indexed, serve):
    def script(body: dict[str, Any]) -> dict[str, Any]:
        if len(body["messages"]) == 2:
            first, second = _call("get_metric", {"design": "mac8", "metric": metrics.AREA}, "a"), \
                _call("get_metric", {"design": "alu8", "metric": metrics.AREA}, "b")
            return {**first, "tool_calls": first["tool_calls"] + second["tool_calls"]}
        rows = _tool_rows(body)
        parts = [f"{r['text'].split(':')[0]} uses {r['value']:,.2f} {r['unit']} [{r['ref']}]" for r in rows]
        return {"role": "assistant", "content": "; ".join(parts) + "."}

    server = serve(script)
    answer = answer_run_question("Compare the chip area of mac8 and alu8", SCOPES, _with_llm(indexed, _url(server)))
    assert not answer.notes and not answer.abstained, answer
    assert len(server.requests) == 2 and {t["function"]["name"] for t in server.requests[0]["tools"]} >= {
        "get_metric", "compare_metric", "list_issues", "critical_path", "search_runs"}
    tool_messages = [msg for msg in server.requests[1]["messages"] if msg["role"] == "tool"]
    assert [msg["tool_call_id"] for msg in tool_messages] == ["a", "b"]
    model_text = answer.answer.splitlines()[0]
    for design, citation in zip(("mac8", "alu8"), answer.citations, strict=True):
        value = next(r["value"] for r in _tool_rows(server.requests[1]) if r["text"].startswith(design))
        assert f"{design} uses {value:,.2f} um^2 [{citation.n}]" in model_text
        assert str(int(value)) in _line(design, citation.source, citation.start_line)


def test_a_number_no_tool_returned_falls_back_to_the_offline_answer(indexed, serve):
    def script(body: dict[str, Any]) -> dict[str, Any]:
        if len(body["messages"]) == 2:
            return _call("get_metric", {"design": "mac8", "metric": metrics.AREA})
        value = _tool_rows(body)[0]["value"]
        return {"role": "assistant", "content": f"mac8 uses {value * 1.5 + 7:.1f} um^2 [1]."}

    server = serve(script)
    question = "What is the chip area of mac8?"
    answer = answer_run_question(question, SCOPES, _with_llm(indexed, _url(server)))
    offline = answer_run_question(question, SCOPES, indexed)
    assert len(server.requests) == 2 and answer.answer == offline.answer
    assert answer.notes and answer.notes[0].startswith("The model stated numbers no tool returned")


def test_step_bound_stops_a_model_that_never_answers(indexed, serve):
    server = serve(lambda body: _call("critical_path", {"design": "mac8"}))
    question = "Why does mac8 miss timing?"
    answer = answer_run_question(question, SCOPES, _with_llm(indexed, _url(server), EDABOT_RUN_LLM_MAX_STEPS=3))
    assert len(server.requests) == 3
    assert answer.answer == answer_run_question(question, SCOPES, indexed).answer
    assert answer.notes == [planner.BOUND_NOTE.format(steps=3, tokens=800)]


def test_token_bound_caps_each_request_and_the_total(indexed, serve):
    server = serve(lambda body: _call("critical_path", {"design": "mac8"}), tokens=500)
    answer = answer_run_question("Why does mac8 miss timing?", SCOPES, _with_llm(indexed, _url(server)))
    assert [r["max_tokens"] for r in server.requests] == [800, 300]
    assert answer.notes == [planner.BOUND_NOTE.format(steps=4, tokens=800)]


def test_unreachable_server_gives_the_offline_answer_with_a_note(indexed):
    from service.up import free_port

    question = "What is the worst slack of mac8?"
    settings = _with_llm(indexed, f"http://127.0.0.1:{free_port()}/v1", EDABOT_LLM_TIMEOUT_S=5)
    answer = answer_run_question(question, SCOPES, settings)
    assert answer.notes == [planner.FALLBACK_NOTE]
    assert answer.answer == answer_run_question(question, SCOPES, indexed).answer and answer.citations


def test_text_json_protocol_when_the_server_refuses_tools(indexed, serve):
    def script(body: dict[str, Any]) -> dict[str, Any]:
        if len(body["messages"]) == 2:
            call = {"tool": "list_issues", "args": {"design": "lint_mess", "kinds": ["latch"]}}
            return {"role": "assistant", "content": f"Let me look.\n```json\n{json.dumps(call)}\n```"}
        ref = _tool_rows(body)[0]["ref"]
        return {"role": "assistant", "content": json.dumps({"answer": f"The latch warning is at [{ref}]."})}

    server = serve(script, refuse_tools=True)
    answer = answer_run_question("Which signal has an inferred latch in lint_mess?", SCOPES,
                                 _with_llm(indexed, _url(server)))
    assert [("tools" in r) for r in server.requests] == [True, False, False]
    assert server.requests[2]["messages"][-1]["content"].startswith("Result of list_issues: ")
    assert answer.answer.startswith("The latch warning is at [1].") and not answer.notes
    assert "Latch inferred" in _line("lint_mess", answer.citations[0].source, answer.citations[0].start_line)


def test_model_answer_without_tools_is_not_trusted(indexed, serve):
    server = serve(lambda body: {"role": "assistant", "content": "mac8 is fine."})
    answer = answer_run_question("Why does mac8 miss timing?", SCOPES, _with_llm(indexed, _url(server)))
    assert answer.notes == [planner.NO_DATA_NOTE] and len(server.requests) == 1


def test_absent_design_is_refused_before_any_model_call(indexed, serve):
    server = serve(lambda body: {"role": "assistant", "content": "riscv_core has 5 cells."})
    answer = answer_run_question("What is the area of riscv_core?", SCOPES, _with_llm(indexed, _url(server)))
    assert answer.abstained and "not indexed" in answer.answer and server.requests == []




class _Proxy(ThreadingHTTPServer):
    """Forwards chat completions to a real server and records each request and response body."""

    def __init__(self, upstream: str) -> None:
        super().__init__(("127.0.0.1", 0), _ProxyHandler)
        self.upstream = upstream
        self.exchanges: list[tuple[dict[str, Any], int, dict[str, Any]]] = []


class _ProxyHandler(BaseHTTPRequestHandler):
    server: _Proxy

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        import httpx

        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        try:
            reply = httpx.post(self.server.upstream + self.path.removeprefix("/v1"), json=body, timeout=300)
            status, payload = reply.status_code, reply.json()
        except (httpx.HTTPError, ValueError) as exc:  # recorded, so the test can say the server failed
            status, payload = 502, {"error": {"message": repr(exc), "type": "upstream_error"}}
        self.server.exchanges.append((body, status, payload))
        send_json(self, status, payload)

    def log_message(self, *args: object) -> None:
        pass


def _outcome_matches_note(answer: Any, exchanges: list[tuple[dict[str, Any], int, dict[str, Any]]],
                          box: Any, settings: Settings) -> None:
    """The fallback note must name what the recorded conversation shows happened."""
    replies = [payload["choices"][0]["message"] for _, status, payload in exchanges if status == 200]
    called = [r for r in replies if r.get("tool_calls") or planner.parse_text_reply(r.get("content") or "").calls]
    note = answer.notes[-1]
    if note == planner.FALLBACK_NOTE:
        assert any(status != 200 for _, status, _ in exchanges), "fallback claimed, but every request succeeded"
    elif note == planner.NO_DATA_NOTE:
        assert not box.ledger.facts
    elif note == planner.EMPTY_NOTE:
        assert box.ledger.facts and not (replies[-1].get("content") or "").strip()
    elif note.startswith("The model stated numbers"):
        assert box.ledger.facts and ungrounded_numbers(replies[-1].get("content") or "", "", box.ledger)
    elif note == planner.BOUND_NOTE.format(steps=settings.run_llm_max_steps, tokens=settings.run_llm_max_tokens):
        assert called and len(replies) <= settings.run_llm_max_steps
    else:
        pytest.fail(f"unexpected fallback note: {note}")


@pytest.mark.llm
def test_real_small_model_is_offered_the_tools_and_its_outcome_is_explained(indexed, llama_server, monkeypatch):
    """Protocol against llama.cpp: the model is offered the catalogue's tools, requests and responses have the
    OpenAI shapes, and either a cited tool-backed answer comes back or a note that says which check failed."""
    boxes: list[Any] = []
    original = planner.Toolbox

    def spy(*args: Any, **kwargs: Any) -> Any:
        boxes.append(original(*args, **kwargs))
        return boxes[-1]

    monkeypatch.setattr(planner, "Toolbox", spy)
    proxy = _Proxy(llama_server)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    try:
        question = "What is the worst slack of mac8?"
        settings = _with_llm(indexed, _url(proxy), EDABOT_LLM_TIMEOUT_S=300, EDABOT_RUN_LLM_MAX_TOKENS=300)  # type: ignore[arg-type]
        answer = answer_run_question(question, SCOPES, settings)
    finally:
        proxy.shutdown()
        proxy.server_close()
    assert answer is not None and answer.answer.strip() and proxy.exchanges
    first, status, payload = proxy.exchanges[0]
    offered = {t["function"]["name"] for t in first.get("tools", [])} or set(
        re.findall(r"(\w+)\(", first["messages"][0]["content"]))
    assert {"get_metric", "compare_metric", "critical_path", "what_if_period"} <= offered
    assert first["messages"][0]["role"] == "system" and first["messages"][1] == {"role": "user", "content": question}
    assert "timing__setup__ws" in first["messages"][0]["content"] and first["max_tokens"] <= 300
    for _, code, body in proxy.exchanges:
        if code == 200:
            assert body["object"] == "chat.completion" and body["choices"][0]["message"]["role"] == "assistant"
    if answer.notes:
        _outcome_matches_note(answer, proxy.exchanges, boxes[0], settings)
    else:
        assert answer.citations and boxes[0].ledger.facts
        assert ungrounded_numbers(answer.answer, question, boxes[0].ledger) == []
