"""The LLM rubric and LLM fact splitting, through a real OpenAI-compatible HTTP endpoint on 127.0.0.1."""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from edabot.errors import GeneratorError
from edabot.settings import Settings
from eval.llm import JudgeClient, judge_client
from eval.metrics.judge import LLMConfirm, LLMFactSplitter, llm_score, parse_rubric


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


class _Handler(BaseHTTPRequestHandler):
    """Answers chat completions by the system prompt: rubric, fact split, or same-fact."""

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        system = body["messages"][0]["content"]
        if "Score five parts" in system:
            content = '{"correctness": 17, "completeness": 14, "relevance": 20, "professionalism": 18, "conciseness": 16}'
        elif "atomic facts" in system:
            content = "- The placer writes DEF.\n- The placer reads LEF.\n"
        else:
            content = "Yes."
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
def judge():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    yield JudgeClient(Settings(EDABOT_LLM_BASE_URL=url, EDABOT_LLM_MAX_RETRIES=0))
    server.shutdown()


def test_llm_score_over_http(judge):
    assert llm_score(judge, "What does the placer write?", "DEF", "It writes DEF.").total == 85


def test_llm_fact_splitter_and_confirm_over_http(judge):
    assert LLMFactSplitter(judge).split("The placer writes DEF and reads LEF.") == [
        "The placer writes DEF.",
        "The placer reads LEF.",
    ]
    assert LLMConfirm(judge)("a", "b") is True


def test_unreachable_judge_is_a_generator_error():
    client = JudgeClient(Settings(EDABOT_LLM_BASE_URL="http://127.0.0.1:9/v1", EDABOT_LLM_MAX_RETRIES=0, EDABOT_LLM_TIMEOUT_S=2))
    with pytest.raises(GeneratorError):
        llm_score(client, "q", "r", "a")
