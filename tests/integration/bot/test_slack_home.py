"""The App Home tab shows what the user's channels and the workspace have indexed, and recent jobs,
and nothing from channels the user is not in."""

from __future__ import annotations

import json

from bot_fake_service import FakeJob
from servers import wait_for


def _doc(doc_id: str, scope: str, source: str) -> dict:
    return {"doc_id": doc_id, "scope": scope, "source": source, "lines": 10, "content_hash": "h"}


def test_home_tab_lists_the_users_channels_documents_and_jobs(slack, fake_slack, service):
    fake_slack.user_channels = ["C1", "C2"]
    service.documents = [_doc("d1", "slack:T1/C1", "uploads/placement.md"), _doc("d2", "slack:T1/C2", "uploads/cts.md"),
                         _doc("d3", "slack:T1", "uploads/flow.md"), _doc("d4", "slack:T1/C9", "uploads/secret.md"),
                         _doc("d5", "global", "openroad/README.md")]
    service.jobs["job-7"] = FakeJob("job-7", "slack:T1/C2", "run", ["alu8.log"])
    event = {"type": "app_home_opened", "user": "U1", "channel": "D1", "tab": "home", "event_ts": "1.2"}
    assert slack.event(event, "Ev1").status_code == 200
    publish = wait_for(lambda: fake_slack.of("views.publish"), "home published")[0]
    view = publish.args["view"]
    view = json.loads(view) if isinstance(view, str) else view
    text = "\n".join(b["text"]["text"] for b in view["blocks"] if b["type"] == "section")
    assert publish.args["user_id"] == "U1" and view["type"] == "home"
    assert "uploads/placement.md" in text and "uploads/cts.md" in text and "uploads/flow.md" in text
    assert "<#C1>" in text and "<#C2>" in text and "job-7" in text
    assert "secret.md" not in text, "a channel the user is not in stays hidden"
    assert text.count("openroad/README.md") == 0, "global manuals are not listed per channel"


def test_other_tabs_are_left_alone(slack, fake_slack, service):
    event = {"type": "app_home_opened", "user": "U1", "channel": "D1", "tab": "messages", "event_ts": "1.3"}
    assert slack.event(event, "Ev2").status_code == 200
    slack.event({"type": "app_home_opened", "user": "U1", "channel": "D1", "tab": "home", "event_ts": "1.4"}, "Ev3")
    wait_for(lambda: fake_slack.of("views.publish"), "the home tab published")
    assert len(fake_slack.of("views.publish")) == 1
