"""Slack's assistant surface through the real Bolt app: suggested prompts from what the scope holds,
then a question in the assistant thread with a title, a "searching" status and the cited answer."""

from __future__ import annotations

import json

from bot_fake_slack import block_text
from servers import wait_for

THREAD = "1729999327.187299"
STARTED = {"type": "assistant_thread_started", "event_ts": "1729999327.1",
           "assistant_thread": {"user_id": "U1", "channel_id": "D1", "thread_ts": THREAD,
                                "context": {"channel_id": "C1", "team_id": "T1"}}}


def _prompts(call) -> list[dict]:
    prompts = call.args["prompts"]
    return json.loads(prompts) if isinstance(prompts, str) else prompts


def test_thread_start_greets_and_suggests_prompts_from_the_scope(slack, fake_slack, service):
    service.documents = [
        {"doc_id": "d1", "scope": "slack:T1", "source": "uploads/placement.md", "lines": 40, "content_hash": "h"},
        {"doc_id": "d2", "scope": "global", "source": "openroad/src/grt/README.md", "lines": 90, "content_hash": "h"},
        {"doc_id": "d3", "scope": "slack:T1/C9", "source": "uploads/secret.md", "lines": 5, "content_hash": "h"},
    ]
    assert slack.event(STARTED, "Ev1").status_code == 200
    call = wait_for(lambda: fake_slack.of("assistant.threads.setSuggestedPrompts"), "suggested prompts")[0]
    assert (call.args["channel_id"], call.args["thread_ts"]) == ("D1", THREAD)
    titles = [p["title"] for p in _prompts(call)]
    assert titles == ["What does README.md cover?", "What does placement.md cover?", "Analyse my last run"]
    greeting = fake_slack.of("chat.postMessage")[0].args
    assert greeting["thread_ts"] == THREAD and "Ask me about" in greeting["text"]


def test_message_in_the_thread_gets_title_status_and_answer(slack, fake_slack, service):
    message = {"type": "message", "channel": "D1", "channel_type": "im", "user": "U1", "text": "how do I set wire RC?",
               "ts": "1729999400.000100", "thread_ts": THREAD, "event_ts": "1729999400.000100"}
    assert slack.event(message, "Ev2").status_code == 200
    answer = wait_for(lambda: [c for c in fake_slack.of("chat.update") if "*Sources*" in block_text(c.args)], "answer")[0]
    assert "Use `set_wire_rc` before `estimate_parasitics` [1]." in block_text(answer.args)
    wait_for(lambda: len(fake_slack.of("assistant.threads.setStatus")) == 2, "status cleared")
    statuses = [c.args["status"] for c in fake_slack.of("assistant.threads.setStatus")]
    assert statuses == ["is searching the manuals\u2026", ""]
    title = fake_slack.of("assistant.threads.setTitle")[0].args
    assert (title["channel_id"], title["thread_ts"], title["title"]) == ("D1", THREAD, "how do I set wire RC?")
    assert service.asks[0]["scope"] == "slack:T1/D1"
    assert fake_slack.of("chat.postMessage")[0].args["thread_ts"] == THREAD
