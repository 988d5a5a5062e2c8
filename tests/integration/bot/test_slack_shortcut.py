"""The "Ask edabot about this message" shortcut answers about the message's text in its thread."""

from __future__ import annotations

from bot_fake_slack import block_text
from servers import wait_for

LOG_LINE = "ERROR: Module `ripple_add8' referenced in module `alu8' in cell `u_add' is not part of the design."


def _shortcut(text: str, thread_ts: str | None = None) -> dict:
    message = {"type": "message", "user": "U2", "ts": "1700000002.000100", "text": text}
    if thread_ts:
        message["thread_ts"] = thread_ts
    return {"type": "message_action", "callback_id": "ask_edabot_about_message", "trigger_id": "t", "action_ts": "1",
            "team": {"id": "T1"}, "channel": {"id": "C1"}, "user": {"id": "U1"}, "message": message,
            "response_url": "http://127.0.0.1:9/unused"}


def test_shortcut_asks_about_the_message_and_answers_in_its_thread(slack, fake_slack, service):
    assert slack.action(_shortcut(LOG_LINE, thread_ts="1700000001.000100")).status_code == 200
    answer = wait_for(lambda: [c for c in fake_slack.of("chat.update") if "*Sources*" in block_text(c.args)], "answer")[0]
    assert "set_wire_rc" in block_text(answer.args)
    [ask] = service.asks
    assert LOG_LINE in ask["question"] and ask["scope"] == "slack:T1/C1"
    assert fake_slack.of("chat.postMessage")[0].args["thread_ts"] == "1700000001.000100"


def test_shortcut_on_a_message_without_text_says_so(slack, fake_slack, service):
    assert slack.action(_shortcut("")).status_code == 200
    note = wait_for(lambda: fake_slack.of("chat.postEphemeral"), "ephemeral note")[0]
    assert "no text" in note.args["text"] and note.args["user"] == "U1"
    assert service.asks == []
