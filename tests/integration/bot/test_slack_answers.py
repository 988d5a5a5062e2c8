"""Mentions and DMs answered through the real Bolt app, asserted on what reached the fake Slack API."""

from __future__ import annotations

import asyncio
import json

from bot_fake_slack import BOT_TOKEN, block_text
from bot_harness import answered, closed_port_url, mention
from servers import wait_for


def test_mention_gets_eyes_placeholder_then_cited_answer_in_thread(slack, fake_slack, service):
    response = slack.event(mention("how do I set wire RC?"), "Ev1")
    assert response.status_code == 200

    update = answered(fake_slack)[0]
    reaction = fake_slack.of("reactions.add")[0]
    placeholder = fake_slack.of("chat.postMessage")[0]
    assert (reaction.args["name"], reaction.args["timestamp"], reaction.args["channel"]) == ("eyes", "1700000001.000100", "C1")
    assert placeholder.args["thread_ts"] == "1700000001.000100"
    assert "Looking through" in block_text(placeholder.args)
    assert update.args["channel"] == "C1"
    order = [c.method for c in fake_slack.calls if c.method != "auth.test"]
    assert order[:3] == ["reactions.add", "chat.postMessage", "chat.update"]

    blocks = update.args["blocks"]
    text = block_text(update.args)
    assert "Use `set_wire_rc` before `estimate_parasitics` [1]." in text
    assert "*Sources*" in text
    assert "*[1]* `openroad/grt.md`, lines 10\u201324 \u2014 _Global Routing_" in text
    [thumbs] = [b for b in blocks if b["type"] == "context_actions"][0]["elements"]
    assert (thumbs["type"], thumbs["action_id"]) == ("feedback_buttons", "edabot_feedback")
    assert (thumbs["positive_button"]["value"], thumbs["negative_button"]["value"]) == ("up:ans-1", "down:ans-1")

    assert service.asks == [{"question": "how do I set wire RC?", "scope": "slack:T1/C1", "context": []}]
    assert {c.auth for c in fake_slack.calls} == {f"Bearer {BOT_TOKEN}"}


def test_placeholder_edit_targets_the_placeholder_ts(slack, fake_slack, service):
    slack.event(mention("what does grt do?"), "Ev1")
    update = answered(fake_slack)[0]
    placeholder_ts = fake_slack.of("chat.postMessage")[0]
    assert update.args["ts"] != "1700000001.000100"
    assert update.args["ts"].startswith("1700000000.")
    assert len(fake_slack.of("chat.postMessage")) == 1 and placeholder_ts.args["thread_ts"] == "1700000001.000100"


def test_forged_and_stale_requests_are_rejected(slack, fake_slack, service):
    forged = slack.event(mention("hi"), "Ev1", secret="not-the-secret")
    stale = slack.event(mention("hi"), "Ev2", timestamp="1500000000")
    unsigned = slack.post(json.dumps({"type": "event_callback"}), "application/json", headers={"X-Slack-Signature": ""})
    assert (forged.status_code, stale.status_code, unsigned.status_code) == (401, 401, 401)
    slack.event(mention("sentinel"), "Ev3")
    answered(fake_slack)
    assert [a["question"] for a in service.asks] == ["sentinel"]


def test_retries_and_double_delivery_are_answered_once(slack, fake_slack, service):
    first = mention("duplicate me")
    assert slack.event(first, "Ev1").status_code == 200
    retry = slack.event(first, "Ev1", headers={"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"})
    assert retry.status_code == 200
    as_message = {**first, "type": "message", "channel_type": "channel"}
    assert slack.event(as_message, "Ev2").status_code == 200
    slack.event(mention("sentinel", ts="1700000002.000100"), "Ev3")
    wait_for(lambda: len(service.asks) >= 2 and len(fake_slack.of("chat.update")) >= 2, "both answers")
    assert sorted(a["question"] for a in service.asks) == ["duplicate me", "sentinel"]
    assert len(fake_slack.of("reactions.add")) == 2


def test_dm_without_mention_is_answered(slack, fake_slack, service):
    dm = {"type": "message", "channel_type": "im", "user": "U1", "text": "list pdn commands", "ts": "1700000003.000100",
          "channel": "D1", "event_ts": "1700000003.000100"}
    slack.event(dm, "Ev1")
    answered(fake_slack)
    assert service.asks[0]["scope"] == "slack:T1/D1"
    assert service.asks[0]["question"] == "list pdn commands"


def test_follow_up_in_thread_sends_earlier_messages_as_context(slack, fake_slack, service):
    root = "1700000001.000100"
    fake_slack.threads[root] = [
        {"ts": root, "user": "U1", "text": "<@UBOT> what is grt?"},
        {"ts": "1700000001.000200", "user": "UBOT", "bot_id": "BBOT", "text": "GRT is the global router [1]."},
        {"ts": "1700000001.000300", "user": "U1", "text": "<@UBOT> and its layer options?"},
    ]
    slack.event(mention("and its layer options?", ts="1700000001.000300", thread_ts=root), "Ev1")
    answered(fake_slack)
    replies = fake_slack.of("conversations.replies")[0]
    assert (replies.args["channel"], replies.args["ts"]) == ("C1", root)
    assert service.asks[0]["context"] == ["user: what is grt?", "assistant: GRT is the global router [1]."]
    assert all(c.args["thread_ts"] == root for c in fake_slack.of("chat.postMessage"))


def test_long_answer_is_split_across_sections_and_messages(slack, fake_slack, service):
    paragraphs = [f"Paragraph {i}: " + ("wire " * 560).strip() for i in range(60)]
    service.answer = "\n\n".join(paragraphs)
    slack.event(mention("explain everything"), "Ev1")
    wait_for(lambda: len(fake_slack.of("chat.postMessage")) >= 2, "continuation message")
    messages = [answered(fake_slack)[0].args, fake_slack.of("chat.postMessage")[1].args]
    for args in messages:
        assert len(args["blocks"]) <= 50
        assert all(len(b["text"]["text"]) <= 3000 for b in args["blocks"] if b["type"] == "section")
    assert messages[1]["thread_ts"] == "1700000001.000100"
    sections = [b["text"]["text"] for m in messages for b in m["blocks"] if b["type"] == "section"]
    found = [s.split(":")[0] for s in sections if s.startswith("Paragraph")]
    assert found == [f"Paragraph {i}" for i in range(60)]
    assert messages[-1]["blocks"][-1]["type"] == "context_actions"
    assert "*Sources*" in block_text(messages[-1])


def test_service_down_gets_apology_and_bot_keeps_running(make_slack_bot, fake_slack):
    slack = make_slack_bot(closed_port_url())
    slack.event(mention("first"), "Ev1")
    slack.event(mention("second", ts="1700000002.000100"), "Ev2")
    updates = wait_for(lambda: len(fake_slack.of("chat.update")) >= 2 and fake_slack.of("chat.update"), "two apologies")
    for update in updates:
        assert block_text(update.args) == "Sorry \u2014 the edabot service is not reachable. Please ask again in a minute."


def test_slow_service_times_out_with_apology(make_slack_bot, fake_slack, fake_service):
    service, url = fake_service
    service.ask_delay_s = 3
    slack = make_slack_bot(url, EDABOT_BOT_SERVICE_TIMEOUT_S=0.3)
    slack.event(mention("slow one"), "Ev1")
    update = answered(fake_slack)[0]
    assert "took too long" in block_text(update.args) and "ask again" in block_text(update.args)


def test_service_error_reply_keeps_request_id(slack, fake_slack, service):
    service.ask_status = 503
    slack.event(mention("anything"), "Ev1")
    text = block_text(answered(fake_slack)[0].args)
    assert "generator overloaded" in text and "req-1" in text


class SleepRecorder:
    """Stands in for ``asyncio`` inside slack_sdk's retry handlers: records each wait, waits none."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    async def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        await asyncio.sleep(0)

    def __getattr__(self, name: str) -> object:
        return getattr(asyncio, name)


def test_rate_limited_post_waits_the_retry_after_slack_sent_then_succeeds(slack, fake_slack, service, monkeypatch):
    from slack_sdk.http_retry import builtin_async_handlers

    sleeps = SleepRecorder()
    monkeypatch.setattr(builtin_async_handlers, "asyncio", sleeps)
    fake_slack.retry_after_s = 7
    fake_slack.rate_limit_next.add("chat.postMessage")
    slack.event(mention("rate limited"), "Ev1")
    answered(fake_slack)
    first, second = fake_slack.of("chat.postMessage")[:2]
    assert first.args == second.args
    assert [int(wait) for wait in sleeps.waits] == [7]  # Retry-After plus under a second of jitter
