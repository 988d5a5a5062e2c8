"""Answers streamed into the thread with chat.startStream / appendStream / stopStream, through the real
Bolt app and slack_sdk's chat_stream helper, against the fake Slack Web API and a streaming service."""

from __future__ import annotations

import json
from typing import Any

from bot_fake_slack import block_text
from bot_harness import mention
from servers import wait_for

STREAM_METHODS = ("chat.startStream", "chat.appendStream", "chat.stopStream")


def _markdown(call: Any) -> str:
    """The markdown a stream call carried, as text or as markdown_text chunks."""
    chunks = call.args.get("chunks") or []
    if isinstance(chunks, str):
        chunks = json.loads(chunks)
    text = call.args.get("markdown_text") or ""
    return text + "".join(c.get("text", "") for c in chunks if c.get("type") == "markdown_text")


def _blocks(call: Any) -> list[dict]:
    blocks = call.args.get("blocks") or []
    return json.loads(blocks) if isinstance(blocks, str) else blocks


def test_answer_streams_into_the_thread_and_ends_with_sources_and_feedback(make_slack_bot, fake_slack, fake_service):
    service, url = fake_service
    slack = make_slack_bot(url, EDABOT_BOT_STREAM=True)
    slack.event(mention("how do I set wire RC?"), "Ev1")
    stop = wait_for(lambda: fake_slack.of("chat.stopStream"), "stream stopped", timeout=60)[0]
    calls = [c for c in fake_slack.calls if c.method in STREAM_METHODS]
    assert calls[0].method == "chat.startStream" and calls[-1].method == "chat.stopStream"
    start = calls[0].args
    assert (start["channel"], start["thread_ts"]) == ("C1", "1700000001.000100")
    assert (start["recipient_user_id"], start["recipient_team_id"]) == ("U1", "T1")
    streamed = "".join(_markdown(c) for c in calls)
    assert streamed.startswith(service.answer)
    assert "**Sources**" in streamed and "**[1]** `openroad/grt.md`, lines 10\u201324 \u2014 Global Routing" in streamed
    [thumbs] = [b for b in _blocks(stop) if b["type"] == "context_actions"][0]["elements"]
    assert (thumbs["type"], thumbs["action_id"]) == ("feedback_buttons", "edabot_feedback")
    assert (thumbs["positive_button"]["value"], thumbs["negative_button"]["value"]) == ("up:ans-1", "down:ans-1")
    assert not fake_slack.of("chat.update"), "the streamed text already is the final answer"
    assert service.asks[0]["stream"] is True


def test_refused_stream_falls_back_to_posting_the_answer(make_slack_bot, fake_slack, fake_service):
    fake_slack.refuse.add("chat.startStream")
    slack = make_slack_bot(fake_service[1], EDABOT_BOT_STREAM=True)
    slack.event(mention("how do I set wire RC?"), "Ev1")
    posted = wait_for(lambda: [c for c in fake_slack.of("chat.postMessage") if "*Sources*" in block_text(c.args)],
                      "posted answer", timeout=60)[0]
    assert "Use `set_wire_rc` before `estimate_parasitics` [1]." in block_text(posted.args)
    assert posted.args["thread_ts"] == "1700000001.000100"
    assert not fake_slack.of("chat.appendStream") and not fake_slack.of("chat.stopStream")


def test_model_text_that_attribution_changed_is_edited_into_the_final_answer(make_slack_bot, fake_slack, fake_service):
    service, url = fake_service
    service.stream_deltas = ["Use set_wire_rc ", "[2] and ", "also magic [3]."]
    slack = make_slack_bot(url, EDABOT_BOT_STREAM=True)
    slack.event(mention("how do I set wire RC?"), "Ev1")
    edit = wait_for(lambda: fake_slack.of("chat.update"), "final answer edited in", timeout=60)[0]
    assert fake_slack.of("chat.startStream") and fake_slack.of("chat.stopStream")
    assert edit.args["ts"] != "1700000001.000100" and not fake_slack.of("chat.postMessage")
    assert "Use `set_wire_rc` before `estimate_parasitics` [1]." in block_text(edit.args)
    assert "magic" not in block_text(edit.args)
