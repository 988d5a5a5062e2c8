"""The Discord bot: mentions and attachments through dpytest, /ask and /adddocs through their real callbacks."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import discord.ext.test as dpytest
import pytest
import pytest_asyncio
from bot_discord_harness import CREATED_THREADS, install_dpytest_fixes, interaction_in
from bot_fake_service import API_TOKEN
from discord.ext.test import callbacks

from bot.discord.app import build_client
from bot.discord.client import EdabotClient, default_intents
from bot.discord.feedback import FeedbackButton, ReasonSelect
from bot.discord.listeners.commands.adddocs import adddocs_command
from bot.discord.listeners.commands.ask import ask_command
from charts.render import ChartData
from edabot.settings import Settings

SPECS = Path(__file__).resolve().parents[2] / "fixtures" / "specs"
MANUAL = "# Global routing\n\nRun `global_route -guide_file out.guide` after `set_routing_layers`.\n"


@pytest.fixture
def stream_answers() -> bool:
    """Whole answers by default; the streaming test parametrizes this to True."""
    return False


@pytest_asyncio.fixture
async def client(fake_service: Any, monkeypatch: Any, stream_answers: bool) -> AsyncIterator[EdabotClient]:
    _, url = fake_service
    install_dpytest_fixes(monkeypatch)
    settings = Settings(EDABOT_SERVICE_URL=url, EDABOT_API_TOKEN=API_TOKEN, EDABOT_BOT_JOB_POLL_S=0.02,
                        EDABOT_BOT_STREAM=stream_answers)
    intents = default_intents()
    intents.members = True  # dpytest resolves "<@id>" mentions through the member cache
    bot = build_client(settings, intents=intents)
    await bot._async_setup_hook()
    dpytest.configure(bot)
    yield bot
    await dpytest.empty_queue()
    await bot.deps.service.aclose()


@pytest.fixture
def edits() -> list[str]:
    seen: list[str] = []

    async def record(channel: Any, message: Any, fields: Any) -> None:
        seen.append(fields["params"].payload.get("content"))

    callbacks.set_callback(record, "edit_message")
    yield seen
    callbacks.remove_callback("edit_message")


def sent() -> list[discord.Message]:
    messages = []
    while not dpytest.sent_queue.empty():
        messages.append(dpytest.get_message())
    return messages


async def test_mention_is_answered_in_a_thread_with_sources_embed_and_buttons(client, service):
    question = await dpytest.message(f"<@{client.user.id}> how do I run global routing?")
    (answer,) = sent()
    assert [str(r.emoji) for r in question.reactions] == ["\U0001f440"]
    channel = dpytest.get_config().channels[0]
    (thread,) = CREATED_THREADS
    assert (thread["parent_id"], thread["name"]) == (channel.id, "how do I run global routing?")
    assert answer.channel.id == thread["id"] != channel.id
    assert answer.content == "Use `set_wire_rc` before `estimate_parasitics` [1]."
    embed = answer.embeds[0]
    assert embed.title == "Sources"
    assert embed.description == "**[1]** `openroad/grt.md`, lines 10\u201324 \u2014 *Global Routing*"
    guild = channel.guild.id
    assert service.asks == [{"question": "how do I run global routing?", "scope": f"discord:{guild}/{channel.id}", "context": []}]


async def test_messages_without_mention_are_ignored(client, service):
    await dpytest.message("just chatting about routing")
    assert sent() == [] and service.asks == []


async def test_mention_with_attachments_routes_like_slack(client, service, edits, tmp_path: Path):
    manual = tmp_path / "grt.md"
    manual.write_text(MANUAL)
    log = tmp_path / "synth.log"
    log.write_bytes(b"1. Executing ABC pass.\nChip area for module '\\top': 10.0\n")
    image = tmp_path / "floorplan.png"
    image.write_bytes(b"\x89PNG\r\n")
    await dpytest.message(f"<@{client.user.id}> which layers does grt use?", attachments=[str(manual), str(log), str(image)])
    messages = sent()
    assert [u["kind"] for u in service.uploads] == ["doc", "run"]
    assert service.uploads[0]["files"] == {"grt.md": MANUAL.encode()}
    assert "indexing 1/1 files\u2026 (grt.md)" in edits
    final = edits[-1]
    assert "Indexed `grt.md` into this channel." in final and "Analysed the run in `synth.log`." in final
    assert "`floorplan.png`: '.png' files are not supported" in final
    contents = [m.content for m in messages]
    assert "Run summary for synth.log" in contents
    assert contents[-1] == "Use `set_wire_rc` before `estimate_parasitics` [1]."
    assert service.asks[0]["question"] == "which layers does grt use?"


async def test_an_attached_register_spec_is_ingested_as_a_spec(client, service, edits, tmp_path: Path):
    manual = tmp_path / "grt.md"
    manual.write_text(MANUAL)
    spec = tmp_path / "registers.md"
    spec.write_bytes(SPECS.joinpath("blinky/doc/registers.md").read_bytes())
    await dpytest.message(f"<@{client.user.id}> what does CTRL.DIM do?", attachments=[str(manual), str(spec)])
    assert [(u["kind"], list(u["files"])) for u in service.uploads] == [("doc", ["grt.md"]), ("spec", ["registers.md"])]
    final = edits[-1]
    assert "Indexed `grt.md` into this channel." in final
    assert "Indexed `registers.md` into this channel as IP specifications." in final


async def test_mention_with_service_down_apologises_and_bot_keeps_running(client, service):
    service.ask_status = 503
    await dpytest.message(f"<@{client.user.id}> anything?")
    service.ask_status = 200
    await dpytest.message(f"<@{client.user.id}> and now?")
    first, second = sent()
    assert first.content == ("Sorry \u2014 the edabot service failed: generator overloaded (request req-1). "
                             "Please ask again in a minute.")
    assert second.embeds[0].title == "Sources"


async def test_ask_command_defers_then_follows_up(client, service):
    interaction = interaction_in(client)
    await ask_command.callback(interaction, question="what does estimate_parasitics need?")
    assert interaction.response.calls == [("defer", {"thinking": True})]
    (answer,) = interaction.followup.sent
    assert answer.content.startswith("Use `set_wire_rc`")
    assert answer.embed.title == "Sources"
    ids = [item.custom_id for item in answer.view.children]
    assert ids == ["edabot:fb:up:ans-1", "edabot:fb:down:ans-1"]
    assert service.asks[0]["scope"] == f"discord:{interaction.guild_id}/{interaction.channel_id}"


async def test_long_ask_answer_is_split_with_sources_on_the_last_message(client, service):
    service.answer = "\n\n".join(f"Step {i}: " + "route " * 300 for i in range(10))
    interaction = interaction_in(client)
    await ask_command.callback(interaction, question="everything")
    pages = interaction.followup.sent
    assert len(pages) > 1 and all(len(p.content) <= 2000 for p in pages)
    assert [p.embed is not None for p in pages] == [False] * (len(pages) - 1) + [True]
    assert [f"Step {i}" for i in range(10)] == [s.split(":")[0] for p in pages for s in p.content.split("\n\n")]


async def test_adddocs_with_attachments_indexes_into_server_scope(client, service, tmp_path: Path):
    manual = tmp_path / "cts.md"
    manual.write_text(MANUAL)
    message = await dpytest.message("upload holder", attachments=[str(manual)])
    interaction = interaction_in(client)
    await adddocs_command.callback(interaction, file=message.attachments[0], where="server")
    assert interaction.response.calls == [("defer", {"thinking": True})]
    status = interaction.followup.sent[0]
    assert status.content == "Checking 1 file\u2026"
    assert status.edits[0] == "indexing 1/1 files\u2026 (cts.md)"
    assert status.edits[-1] == "Indexed `cts.md` into this server."
    assert service.uploads == [{"scope": f"discord:{interaction.guild_id}", "kind": "doc", "files": {"cts.md": MANUAL.encode()}}]


async def test_feedback_button_posts_vote(client, service):
    interaction = interaction_in(client)
    button = FeedbackButton("down", "ans-42")
    await button.callback(interaction)
    assert service.feedback == [{"answer_id": "ans-42", "vote": "down", "scope": f"discord:{interaction.guild_id}/{interaction.channel_id}"}]
    [(kind, reply)] = interaction.response.calls
    assert kind == "send_message" and reply["ephemeral"] is True
    assert reply["content"] == "Thanks \u2014 your feedback was recorded. What was wrong?"
    [select] = reply["view"].children
    assert [o.value for o in select.item.options] == ["wrong_source", "wrong_value", "missing", "other"]

    chosen = interaction_in(client)
    chosen.data = {"values": ["missing"]}
    await ReasonSelect("ans-42").callback(chosen)
    assert service.feedback[-1] == {"answer_id": "ans-42", "vote": "down", "comment": "Something is missing",
                                    "scope": f"discord:{interaction.guild_id}/{interaction.channel_id}"}
    assert chosen.response.calls == [("send_message", {"content": "Thanks \u2014 your feedback was recorded.", "ephemeral": True})]


@pytest.mark.parametrize("stream_answers", [True])
async def test_streamed_answer_edits_one_message_into_the_final_answer(client, service, edits):
    service.stream_deltas = [f"word{i} " for i in range(40)]
    client.deps.settings = client.deps.settings.model_copy(update={"discord_edit_interval_s": 0.0})
    await dpytest.message(f"<@{client.user.id}> how do I run global routing?")
    (draft,) = sent()
    assert draft.content == "Looking through the documents\u2026"
    assert edits[-1] == "Use `set_wire_rc` before `estimate_parasitics` [1]."
    assert service.asks[0]["stream"] is True
    partial = [e for e in edits if e and e.startswith("word0")]
    assert partial and partial[0] != partial[-1], "the draft grew as the text arrived"
    assert partial[-1].startswith(" ".join(f"word{i}" for i in range(40)))


@pytest.mark.parametrize("stream_answers", [True])
async def test_streamed_answer_edits_are_throttled(client, service, edits):
    service.stream_deltas = [f"word{i} " for i in range(40)]
    client.deps.settings = client.deps.settings.model_copy(update={"discord_edit_interval_s": 3600.0})
    await dpytest.message(f"<@{client.user.id}> how do I run global routing?")
    sent()
    assert [e for e in edits if e and e.startswith("word")] == [], "no partial edit inside one interval"
    assert edits[-1] == "Use `set_wire_rc` before `estimate_parasitics` [1]."


async def test_run_analysis_message_carries_the_charts_as_attachments(client, service, tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # dpytest writes sent attachments into the working directory
    service.run_charts = ChartData(runs=("top",), worst_slack=(0.3,), warnings={"latch": (2,)}).to_json()
    log = tmp_path / "synth.log"
    log.write_bytes(b"1. Executing ABC pass.\nChip area for module '\\top': 10.0\n")
    await dpytest.message(f"<@{client.user.id}>", attachments=[str(log)])
    (analysis,) = [m for m in sent() if m.content.startswith("Run summary for synth.log")]
    assert "(no area chart: no Yosys stat with chip area per module)" in analysis.content
    assert [a.filename for a in analysis.attachments] == ["worst_slack.png", "warnings_by_class.png"]
    assert all(Path(a.url.removeprefix("file://")).read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
               for a in analysis.attachments)


async def test_run_analysis_is_an_embed_with_the_key_numbers_and_the_charts(client, service, tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    service.run_charts = ChartData(runs=("top",), worst_slack=(0.3,), warnings={"latch": (2,)}).to_json()
    service.run_job_summary = ("Design top (top top): status success\n"
                               "  chip area: 10.0 um^2  (top/synth.log:2)\n"
                               "  worst setup slack: 0.30 ns  (top/sta.rpt:7)\n"
                               "  warnings (2): latch 2\n"
                               "    - Latch inferred for signal top.q (top/synth.log:1)")
    service.run_job_cards = [{"design": "top", "status": "success", "detail": "  warnings (2): latch 2\n"
                              "    - Latch inferred for signal top.q (top/synth.log:1)", "fields": [
        {"name": "Area", "value": "10 um^2", "source": "top/synth.log:2"},
        {"name": "Worst slack", "value": "+0.3 ns", "source": "top/sta.rpt:7"},
        {"name": "Warnings", "value": "2 (latch 2)"}]}]
    log = tmp_path / "synth.log"
    log.write_bytes(b"1. Executing ABC pass.\nChip area for module '\\top': 10.0\n")
    await dpytest.message(f"<@{client.user.id}>", attachments=[str(log)])
    (analysis,) = [m for m in sent() if m.embeds and m.embeds[0].title == "top \u2014 success"]
    (embed,) = analysis.embeds
    assert [(f.name, f.value) for f in embed.fields] == [
        ("Area", "10 um^2\n`top/synth.log:2`"), ("Worst slack", "+0.3 ns\n`top/sta.rpt:7`"),
        ("Warnings", "2 (latch 2)")]
    assert "(top/synth.log:1)" in embed.description
    assert analysis.content == "(no area chart: no Yosys stat with chip area per module)"
    assert [a.filename for a in analysis.attachments] == ["worst_slack.png", "warnings_by_class.png"]
