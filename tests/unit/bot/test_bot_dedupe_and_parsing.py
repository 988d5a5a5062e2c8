"""Dedupe of redelivered events, Slack payload parsing, slash-command parsing, scopes."""

from __future__ import annotations

from bot.common.dedupe import Deduper
from bot.common.models import DocumentRow
from bot.discord.deps import scope_of
from bot.slack.models import parse_message
from bot.slack.slash import Invocation, match_documents, parse_add, parse_command
from edabot.scopes import visible_scopes


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_deduper_first_only_until_expiry_and_bounded():
    clock = Clock()
    seen = Deduper(ttl_s=10, max_items=3, clock=clock)
    assert seen.first("a") and not seen.first("a")
    clock.now = 11
    assert seen.first("a")
    for key in "bcd":
        seen.first(key)
    assert seen.first("a")  # evicted as the oldest once the set was full


def test_parse_message_takes_team_from_envelope_and_keys_by_channel_ts():
    body = {"team_id": "T1", "event": {"type": "app_mention", "channel": "C1", "ts": "1.2", "user": "U1",
                                       "text": "<@UBOT> hi", "files": [{"id": "F1"}]}}
    msg = parse_message(body)
    assert (msg.scope, msg.key, msg.reply_ts, msg.files[0].id) == ("slack:T1/C1", ("C1", "1.2"), "1.2", "F1")
    assert visible_scopes(msg.scope) == ["slack:T1/C1", "slack:T1", "global"]


def test_parse_command_and_add_forms():
    inv = parse_command({"text": " ADD workspace notes.md some text ", "team_id": "T1", "channel_id": "C1", "user_id": "U1"})
    assert (inv.sub, inv.args) == ("add", "workspace notes.md some text")
    assert parse_add(inv) == ("slack:T1", "notes.md", "some text", False)
    plain = Invocation("add", "just text here", "T1", "C1", "U1")
    scope, name, text, _ = parse_add(plain)
    assert (scope, text) == ("slack:T1/C1", "just text here") and name.startswith("pasted-U1-")
    lone_name = Invocation("add", "notes.md", "T1", "C1", "U1")
    assert parse_add(lone_name)[2] == "notes.md"


def test_add_replace_flag_is_an_option_not_part_of_the_text():
    flagged = Invocation("add", "workspace --replace README.md new text", "T1", "C1", "U1")
    assert parse_add(flagged) == ("slack:T1", "README.md", "new text", True)
    in_text = Invocation("add", "README.md the text says --replace somewhere", "T1", "C1", "U1")
    assert parse_add(in_text) == ("slack:T1/C1", "README.md", "the text says --replace somewhere", False)


def test_match_documents_by_id_source_or_file_name():
    docs = [DocumentRow(doc_id="d1", source="uploads/pdn.md", scope="s"), DocumentRow(doc_id="d2", source="pdn.md", scope="s")]
    assert [d.doc_id for d in match_documents(docs, "d1")] == ["d1"]
    assert [d.doc_id for d in match_documents(docs, "pdn.md")] == ["d1", "d2"]
    assert match_documents(docs, "nope") == []


class Channel:
    def __init__(self, id: int, parent_id: int | None = None) -> None:
        self.id, self.parent_id = id, parent_id


def test_discord_scopes_threads_count_as_parent_and_dms():
    assert scope_of(1, Channel(2)) == "discord:1/2"
    assert scope_of(1, Channel(3, parent_id=2)) == "discord:1/2"
    assert scope_of(None, Channel(9)) == "discord:dm/9"
    assert scope_of(1, None, channel_id=5) == "discord:1/5"
