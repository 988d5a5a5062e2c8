"""Attachments on Slack messages: download with the bot token, validate, route, report progress."""

from __future__ import annotations

from bot_fake_slack import BOT_TOKEN
from bot_harness import mention
from servers import wait_for

MANUAL = b"# Power grid\n\nUse `define_pdn_grid -name core` then `add_pdn_stripe -layer metal4 -pitch 20`.\n"
YOSYS_LOG = b"1. Executing Verilog-2005 frontend.\n2. Printing statistics.\nChip area for module '\\alu': 1234.5\n"


def statuses(fake_slack) -> list[str]:
    return [t for t in fake_slack.texts("chat.update")]


def test_mention_with_manuals_indexes_with_progress_then_answers(slack, fake_slack, service):
    files = [fake_slack.add_file(f"F{i}", name, MANUAL) for i, name in enumerate(["pdn.md", "notes.txt", "guide.rst"])]
    slack.event(mention("how do I add stripes?", files=files), "Ev1")
    wait_for(lambda: any("*Sources*" in t for t in statuses(fake_slack)), "answer after indexing")

    assert sorted(fake_slack.downloads) == [(f"F{i}", f"Bearer {BOT_TOKEN}") for i in range(3)]
    upload = service.uploads[0]
    assert (upload["scope"], upload["kind"]) == ("slack:T1/C1", "doc")
    assert upload["files"] == {"pdn.md": MANUAL, "notes.txt": MANUAL, "guide.rst": MANUAL}
    texts = statuses(fake_slack)
    progress = [t for t in texts if t.startswith("indexing")]
    assert progress[:3] == ["indexing 1/3 files\u2026 (pdn.md)", "indexing 2/3 files\u2026 (notes.txt)",
                            "indexing 3/3 files\u2026 (guide.rst)"]
    assert "Indexed `pdn.md`, `notes.txt`, `guide.rst` into this channel." in texts
    assert texts.index("Indexed `pdn.md`, `notes.txt`, `guide.rst` into this channel.") < len(texts) - 1
    assert "*Sources*" in texts[-1]
    status_ts = {c.args["ts"] for c in fake_slack.of("chat.update")[:-1]}
    assert len(status_ts) == 1
    assert all(c.args["thread_ts"] == "1700000001.000100" for c in fake_slack.of("chat.postMessage"))


def test_refused_files_are_explained_and_never_uploaded(slack, fake_slack, service):
    files = [
        fake_slack.add_file("F1", "huge.md", b"x", declared_size=150_000_000),
        fake_slack.add_file("F2", "diagram.png", b"\x89PNG..."),
        fake_slack.add_file("F3", "blob.txt", b"abc\x00\x01\x02"),
        fake_slack.add_file("F4", "manual.pdf", b"# not a PDF at all"),
        fake_slack.add_file("F5", "run.zip", b"not a zip"),
        fake_slack.add_file("F6", "empty.md", b""),
    ]
    slack.event(mention("", files=files), "Ev1")
    final = wait_for(lambda: [t for t in statuses(fake_slack) if t.startswith("I did not use")], "refusal")[0]
    assert "`huge.md`: it is 150.0 MB and the limit is 100.0 MB" in final
    assert "`diagram.png`: '.png' files are not supported" in final
    assert "`blob.txt`: it looks binary" in final
    assert "`manual.pdf`: it is named .pdf but is not a PDF file" in final
    assert "`run.zip`: it is named .zip but is not a valid archive" in final
    assert "`empty.md`: the file is empty" in final
    assert service.uploads == [] and service.asks == []
    assert sorted(f for f, _ in fake_slack.downloads) == ["F3", "F4", "F5", "F6"]


def test_synthesis_log_goes_to_run_analysis_and_summary_is_posted(slack, fake_slack, service):
    files = [fake_slack.add_file("F1", "synth.txt", YOSYS_LOG)]
    slack.event(mention("", files=files), "Ev1")
    summary = wait_for(lambda: [t for t in fake_slack.texts("chat.postMessage") if t.startswith("Run summary")], "summary")
    assert summary == ["Run summary for synth.txt"]
    assert (service.uploads[0]["kind"], service.uploads[0]["scope"]) == ("run", "slack:T1/C1")
    wait_for(lambda: "Analysed the run in `synth.txt`." in statuses(fake_slack), "final status")


def test_event_with_only_file_ids_uses_files_info(slack, fake_slack, service):
    fake_slack.add_file("F9", "flow.md", MANUAL)
    slack.event(mention("", files=[{"id": "F9"}]), "Ev1")
    wait_for(lambda: service.uploads, "upload")
    assert fake_slack.of("files.info")[0].args["file"] == "F9"
    assert service.uploads[0]["files"] == {"flow.md": MANUAL}


def test_job_errors_are_reported_per_file(slack, fake_slack, service):
    files = [fake_slack.add_file("F1", "good.md", MANUAL), fake_slack.add_file("F2", "broken.md", MANUAL)]
    slack.event(mention("", files=files), "Ev1")
    final = wait_for(lambda: [t for t in statuses(fake_slack) if t.startswith("Indexed")], "final")[0]
    assert "`broken.md`: no text could be extracted" in final


def file_share(thread_ts: str, files: list, ts: str = "1700000005.000100") -> dict:
    return {"type": "message", "subtype": "file_share", "channel_type": "channel", "user": "U1", "text": "here is the log",
            "ts": ts, "thread_ts": thread_ts, "channel": "C1", "files": files}


def test_file_dropped_into_the_bots_thread_is_indexed_without_mention(slack, fake_slack, service):
    root = "1700000001.000100"
    fake_slack.threads[root] = [{"ts": root, "user": "U1", "text": "<@UBOT> hi"}, {"ts": "1700000001.000200", "user": "UBOT"}]
    fake_slack.threads["1700000009.000100"] = [{"ts": "1700000009.000100", "user": "U2", "text": "unrelated"}]
    slack.event(file_share("1700000009.000100", [fake_slack.add_file("F1", "other.md", MANUAL)]), "Ev1")
    slack.event(file_share(root, [fake_slack.add_file("F2", "pdn.md", MANUAL)], ts="1700000006.000100"), "Ev2")
    wait_for(lambda: [t for t in statuses(fake_slack) if t.startswith("Indexed")], "indexed")
    assert [list(u["files"]) for u in service.uploads] == [["pdn.md"]]
    assert service.asks == []
    assert [d[0] for d in fake_slack.downloads] == ["F2"]
