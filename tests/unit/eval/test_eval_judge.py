"""The LLM rubric, fact splitting and same-fact verdicts of the judge.

Parsing is tested on fixed texts; the HTTP path with a scripted server (real ``openai``
client, canned replies, both verdicts); and once against a real model, llama.cpp serving a
tiny GGUF (marker ``llm``), where whatever the model says must be parsed as the rules say.
"""

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from edabot.errors import GeneratorError
from edabot.settings import Settings
from eval.llm import JudgeClient, judge_client
from eval.metrics.judge import RUBRIC_PARTS, LLMConfirm, LLMFactSplitter, llm_score, parse_rubric
from service.up import free_port


def test_parse_rubric_reads_json_and_clamps():
    text = 'Here: {"correctness": 18, "completeness": 25, "relevance": -3, "professionalism": 15.6, "conciseness": 10}'
    score = parse_rubric(text)
    assert score.parts == {"correctness": 18, "completeness": 20, "relevance": 0, "professionalism": 16, "conciseness": 10}
    assert score.total == 64


def test_parse_rubric_reads_name_score_lines():
    text = "Correctness: 20\nCompleteness: 12\nRelevance: 20\nProfessionalism: 19\nConciseness: 8/20"
    assert parse_rubric(text).total == 79


def test_parse_rubric_refuses_a_reply_without_scores():
    with pytest.raises(GeneratorError, match="correctness"):
        parse_rubric("I think the answer is pretty good.")


def test_no_judge_without_a_base_url():
    assert judge_client(Settings(EDABOT_LLM_BASE_URL=None)) is None


class _Scripted(BaseHTTPRequestHandler):
    """A scripted OpenAI-compatible server: a plain HTTP server on 127.0.0.1 that replies to each
    chat completion with the next text of ``replies`` and records the request. The judge talks
    to it with the real ``openai`` client, so the HTTP protocol is real; the verdicts are canned."""

    replies: list[str] = []
    requests: list[dict] = []

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Scripted.requests.append(body)
        content = _Scripted.replies.pop(0)
        reply = {"id": "1", "object": "chat.completion", "created": 0, "model": body["model"],
                 "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}]}
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture
def scripted():
    """``(judge, replies)``: a judge on the scripted server and the list its replies are taken from."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Scripted)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    _Scripted.replies, _Scripted.requests = [], []
    yield JudgeClient(Settings(EDABOT_LLM_BASE_URL=url, EDABOT_LLM_MAX_RETRIES=0)), _Scripted.replies
    server.shutdown()


def test_llm_score_over_http_reads_the_rubric_the_judge_sent(scripted):
    judge, replies = scripted
    replies.append('{"correctness": 17, "completeness": 14, "relevance": 20, "professionalism": 18, "conciseness": 16}')
    assert llm_score(judge, "What does the placer write?", "DEF", "It writes DEF.").total == 85
    request = _Scripted.requests[-1]
    assert "Score five parts" in request["messages"][0]["content"] and request["temperature"] == 0.0
    assert "It writes DEF." in request["messages"][1]["content"]


def test_llm_fact_splitter_over_http(scripted):
    judge, replies = scripted
    replies.append("- The placer writes DEF.\n- The placer reads LEF.\n")
    assert LLMFactSplitter(judge).split("The placer writes DEF and reads LEF.") == [
        "The placer writes DEF.",
        "The placer reads LEF.",
    ]


@pytest.mark.parametrize(("reply", "verdict"), [("Yes.", True), ("yes", True), ("No.", False),
                                                  ("No, they differ.", False), ("Maybe.", False)])
def test_llm_confirm_over_http_follows_the_judges_verdict(scripted, reply, verdict):
    judge, replies = scripted
    replies.append(reply)
    assert LLMConfirm(judge)("The default is 0.7.", "The default density is 0.70.") is verdict
    assert "Statement A: The default is 0.7." in _Scripted.requests[-1]["messages"][1]["content"]


def test_unreachable_judge_is_a_generator_error():
    client = JudgeClient(Settings(EDABOT_LLM_BASE_URL=f"http://127.0.0.1:{free_port()}/v1", EDABOT_LLM_MAX_RETRIES=0,
                                  EDABOT_LLM_TIMEOUT_S=2))
    with pytest.raises(GeneratorError):
        llm_score(client, "q", "r", "a")


class _Recorder:
    """Passes each turn to the real judge and keeps its raw reply, to check the parse against it."""

    def __init__(self, chat: JudgeClient) -> None:
        self.chat, self.replies = chat, list[str]()

    def complete(self, system: str, user: str) -> str:
        self.replies.append(self.chat.complete(system, user))
        return self.replies[-1]


@pytest.mark.llm
@pytest.mark.slow
def test_judge_against_a_real_model_parses_whatever_it_says(llama_server):
    """llama.cpp serving a real (tiny) model: the verdict and the rubric are what its raw reply says."""
    judge = _Recorder(JudgeClient(Settings(EDABOT_LLM_BASE_URL=llama_server, EDABOT_LLM_MAX_RETRIES=0,
                                           EDABOT_LLM_MAX_TOKENS=64, EDABOT_LLM_TIMEOUT_S=120)))
    verdict = LLMConfirm(judge)("The default density is 0.70.", "The default density is 0.70.")
    assert judge.replies[-1].strip(), "the model sent an empty reply"
    assert verdict is judge.replies[-1].strip().lower().startswith("yes")
    try:
        score = llm_score(judge, "What is the default density?", "0.70", "The default density is 0.70.")
    except GeneratorError:  # refused: some part has no score in the raw reply
        raw = judge.replies[-1]
        assert [p for p in RUBRIC_PARTS if not re.search(rf"{p}\W+\d", raw, re.IGNORECASE)], raw
    else:
        assert set(score.parts) == set(RUBRIC_PARTS) and all(0 <= v <= 20 for v in score.parts.values())
        assert score.parts == parse_rubric(judge.replies[-1]).parts
