"""``/edabot`` sub-commands answered inside Bolt's ack, and the feedback buttons."""

from __future__ import annotations

import json

from bot_fake_service import FakeJob
from bot_fake_slack import block_text
from bot_harness import closed_port_url
from servers import wait_for


def docs(service) -> None:
    service.documents[:] = [
        {"doc_id": "d1", "source": "manuals/pdn.md", "scope": "slack:T1/C1", "lines": 40, "chunks": 3},
        {"doc_id": "d2", "source": "guide.md", "scope": "slack:T1", "lines": 10, "chunks": 1},
        {"doc_id": "d3", "source": "openroad/grt.md", "scope": "global", "lines": 99, "chunks": 9},
        {"doc_id": "d4", "source": "secret.md", "scope": "slack:T1/C2", "lines": 5, "chunks": 1},
    ]


def ack_text(response) -> str:
    assert response.status_code == 200
    body = response.json()
    assert body["response_type"] == "ephemeral"
    return block_text(body)


def test_docs_lists_what_the_channel_sees(slack, service):
    docs(service)
    text = ack_text(slack.command("docs"))
    assert "3 documents visible here" in text
    assert "`d1` \u2022 `manuals/pdn.md` (40 lines, slack:T1/C1)" in text
    assert "openroad/grt.md" in text and "secret.md" not in text


def test_forget_by_file_name_deletes_in_the_documents_scope(slack, service):
    docs(service)
    assert "Removed `manuals/pdn.md` (d1) from slack:T1/C1." in ack_text(slack.command("forget pdn.md"))
    assert service.deleted == [("d1", "slack:T1/C1")]


def test_forget_refusals_say_why(slack, service):
    docs(service)
    assert "global document" in ack_text(slack.command("forget d3"))
    assert "no document `nope.md` is visible here" in ack_text(slack.command("forget nope.md"))
    assert "Say which document" in ack_text(slack.command("forget"))
    assert "no document `secret.md`" in ack_text(slack.command("forget secret.md"))
    assert service.deleted == []


def test_status_lists_jobs_in_flight(slack, service, fake_slack):
    service.jobs["job-9"] = FakeJob("job-9", "slack:T1/C1", "doc", ["a.md", "b.md"], polls=1)
    service.jobs["job-8"] = FakeJob("job-8", "slack:T1/C2", "doc", ["c.md"], polls=1)
    text = ack_text(slack.command("status"))
    assert "1 job in flight" in text and "job-8" not in text and "`job-9`: indexing 1/2 files\u2026 (a.md)" in text


def test_add_pasted_text_to_workspace_reports_in_channel(slack, service, fake_slack):
    text = ack_text(slack.command("add workspace notes.md Use `set_wire_rc -layer metal3` for clock nets."))
    assert text == "Adding `notes.md` to the workspace; I will report in the channel."
    wait_for(lambda: "Added `notes.md` to the workspace." in fake_slack.texts("chat.update"), "report")
    assert service.uploads == [
        {"scope": "slack:T1", "kind": "doc", "files": {"notes.md": b"Use `set_wire_rc -layer metal3` for clock nets."}}
    ]
    assert fake_slack.of("chat.postMessage")[0].args["channel"] == "C1"


def test_add_without_text_and_unknown_command_explain_usage(slack, service):
    assert "Paste the text" in ack_text(slack.command("add"))
    unknown = ack_text(slack.command("frobnicate"))
    assert unknown.startswith("Unknown sub-command `frobnicate`.") and "/edabot docs" in unknown
    assert "*Usage*" in ack_text(slack.command(""))
    assert service.uploads == []


def test_command_with_service_down_apologises_inside_the_ack(make_slack_bot):
    slack = make_slack_bot(closed_port_url())
    text = ack_text(slack.command("docs"))
    assert text == "Sorry \u2014 the edabot service is not reachable. Please run `/edabot docs` again in a minute."


def click(vote: str, answer_id: str, native: bool = False) -> dict:
    """A block_actions payload: the native feedback_buttons element, or an old-style button."""
    action = ({"action_id": "edabot_feedback", "block_id": "edabot_feedback", "value": f"{vote}:{answer_id}",
               "type": "feedback_buttons"} if native else
              {"action_id": f"feedback_{vote}", "block_id": "edabot_feedback", "value": answer_id, "type": "button"})
    return {
        "type": "block_actions", "team": {"id": "T1"}, "user": {"id": "U1"}, "channel": {"id": "C1"},
        "api_app_id": "A1", "container": {"type": "message"}, "trigger_id": "t",
        "message": {"ts": "1700000000.000001", "thread_ts": "1700000001.000100"},
        "actions": [action],
    }


def test_feedback_buttons_post_votes_to_the_service(slack, service, fake_slack):
    assert slack.action(click("down", "ans-7", native=True)).status_code == 200
    assert slack.action(click("up", "ans-8", native=True)).status_code == 200
    assert slack.action(click("down", "ans-9")).status_code == 200  # a button of an answer posted before
    wait_for(lambda: len(fake_slack.of("chat.postEphemeral")) == 3, "thanks")
    assert sorted(service.feedback, key=lambda f: f["answer_id"]) == [
        {"answer_id": "ans-7", "vote": "down", "scope": "slack:T1/C1"},
        {"answer_id": "ans-8", "vote": "up", "scope": "slack:T1/C1"},
        {"answer_id": "ans-9", "vote": "down", "scope": "slack:T1/C1"},
    ]
    thanks = fake_slack.of("chat.postEphemeral")[0].args
    assert (thanks["user"], thanks["thread_ts"]) == ("U1", "1700000001.000100")
    assert "feedback was recorded" in thanks["text"]


def test_thumbs_down_asks_what_was_wrong_and_records_the_reason(slack, service, fake_slack):
    assert slack.action(click("down", "ans-5", native=True)).status_code == 200
    opened = wait_for(lambda: fake_slack.of("views.open"), "reason modal")[0]
    view = opened.args["view"]
    view = json.loads(view) if isinstance(view, str) else view
    assert opened.args["trigger_id"] == "t" and view["callback_id"] == "edabot_feedback_reason"
    choices = [o["value"] for o in view["blocks"][0]["element"]["options"]]
    assert choices == ["wrong_source", "wrong_value", "missing", "other"]
    submission = {
        "type": "view_submission", "team": {"id": "T1"}, "user": {"id": "U1"}, "api_app_id": "A1", "trigger_id": "t2",
        "view": {"id": "V1", "type": "modal", "callback_id": "edabot_feedback_reason", "private_metadata": view["private_metadata"],
                 "state": {"values": {
                     "reason": {"choice": {"type": "radio_buttons", "selected_option": {"value": "wrong_value"}}},
                     "details": {"text": {"type": "plain_text_input", "value": "the default is 0.70"}}}}},
    }
    assert slack.action(submission).status_code == 200
    wait_for(lambda: len(service.feedback) == 2, "reason recorded")
    assert service.feedback == [
        {"answer_id": "ans-5", "vote": "down", "scope": "slack:T1/C1"},
        {"answer_id": "ans-5", "vote": "down", "scope": "slack:T1/C1", "comment": "Wrong value: the default is 0.70"},
    ]


def test_thumbs_up_opens_no_modal(slack, service, fake_slack):
    slack.action(click("up", "ans-6", native=True))
    wait_for(lambda: service.feedback, "vote")
    wait_for(lambda: fake_slack.of("chat.postEphemeral"), "thanks")
    assert not fake_slack.of("views.open")
