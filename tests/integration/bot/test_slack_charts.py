"""Run charts in Slack: the summary reply, then the PNGs uploaded into the thread with ``files_upload_v2``."""

from __future__ import annotations

import json

from bot_harness import mention
from servers import wait_for

from charts.render import ChartData

YOSYS_LOG = b"2. Printing statistics.\nChip area for module '\\alu': 1234.5\n"
THREAD = "1700000001.000100"
CHARTS = ChartData(runs=("alu",), worst_slack=(-0.2,), area={"alu (top-level cells)": (900.0,), "adder": (334.5,)})


def test_run_charts_are_uploaded_into_the_thread_after_the_summary(slack, fake_slack, service):
    service.run_charts = CHARTS.to_json()
    slack.event(mention("", files=[fake_slack.add_file("F1", "synth.log", YOSYS_LOG)]), "Ev1")
    (complete,) = wait_for(lambda: fake_slack.of("files.completeUploadExternal"), "upload completed")

    asked = fake_slack.of("files.getUploadURLExternal")
    assert [c.args["filename"] for c in asked] == ["worst_slack.png", "area_by_submodule.png"]
    ids = [f["id"] for f in json.loads(complete.args["files"])]
    assert sorted(ids) == sorted(fake_slack.uploaded)
    for call, file_id in zip(asked, ids, strict=True):
        png = fake_slack.uploaded[file_id]
        assert png.startswith(b"\x89PNG\r\n\x1a\n") and int(call.args["length"]) == len(png)
    assert (complete.args["channel_id"], complete.args["thread_ts"]) == ("C1", THREAD)

    summary = next(c for c in fake_slack.of("chat.postMessage") if "Run summary" in c.args.get("text", ""))
    assert summary.args["thread_ts"] == THREAD
    assert "(no warnings chart: no warnings were reported)" in summary.args["text"]
    methods = [c.method for c in fake_slack.calls]
    assert methods.index("files.getUploadURLExternal") > fake_slack.calls.index(summary)


def test_a_refused_upload_keeps_the_summary_and_says_which_scope_is_missing(slack, fake_slack, service):
    service.run_charts = CHARTS.to_json()
    fake_slack.errors["files.getUploadURLExternal"] = "missing_scope"
    slack.event(mention("", files=[fake_slack.add_file("F1", "synth.log", YOSYS_LOG)]), "Ev1")
    notice = wait_for(lambda: [t for t in fake_slack.texts("chat.postMessage") if "run charts" in t], "notice")
    assert notice == ["I could not upload the run charts: missing_scope (the app needs the `files:write` scope)."]
    assert any(t.startswith("Run summary for synth.log") for t in fake_slack.texts("chat.postMessage"))
    assert fake_slack.uploaded == {} and fake_slack.of("files.completeUploadExternal") == []


def test_a_service_without_chart_numbers_posts_the_summary_alone(slack, fake_slack, service):
    slack.event(mention("", files=[fake_slack.add_file("F1", "synth.log", YOSYS_LOG)]), "Ev1")
    wait_for(lambda: "Analysed the run in `synth.log`." in fake_slack.texts("chat.update"), "final status")
    assert "Run summary for synth.log" in fake_slack.texts("chat.postMessage")
    assert fake_slack.of("files.getUploadURLExternal") == []


RUN_SUMMARY = ("Design alu (top alu): status success, Yosys 0.40\n"
               "  cell count: 412 cells  (alu/yosys.log:88)\n"
               "  chip area: 1234.500000 um^2  (alu/yosys.log:95)\n"
               "  worst setup slack: -0.20 ns  (alu/sta.rpt:31)\n"
               "  warnings (2): undriven 2\n"
               "    - Wire alu.spare is used but has no driver. (alu/yosys.log:40)")
RUN_CARDS = [{"design": "alu", "status": "success", "detail": RUN_SUMMARY.split("\n", 1)[1], "fields": [
    {"name": "Area", "value": "1234.5 um^2", "source": "alu/yosys.log:95"},
    {"name": "Worst slack", "value": "-0.2 ns", "source": "alu/sta.rpt:31"},
    {"name": "Cells", "value": "412 cells", "source": "alu/yosys.log:88"},
    {"name": "Warnings", "value": "2 (undriven 2)"}]}]


def test_a_run_summary_is_posted_as_a_compact_card_before_the_charts(slack, fake_slack, service):
    service.run_charts = CHARTS.to_json()
    service.run_job_summary = RUN_SUMMARY
    service.run_job_cards = RUN_CARDS
    slack.event(mention("", files=[fake_slack.add_file("F1", "synth.log", YOSYS_LOG)]), "Ev1")
    wait_for(lambda: fake_slack.of("files.completeUploadExternal"), "upload completed")

    card = next(c for c in fake_slack.of("chat.postMessage") if c.args.get("text", "").startswith("Design alu"))
    blocks = json.loads(card.args["blocks"]) if isinstance(card.args["blocks"], str) else card.args["blocks"]
    assert [b["type"] for b in blocks] == ["header", "section", "context", "context"]
    assert blocks[0]["text"]["text"] == "alu \u2014 success"
    assert [f["text"] for f in blocks[1]["fields"]] == [
        "*Area*\n1234.5 um^2\n`alu/yosys.log:95`", "*Worst slack*\n-0.2 ns\n`alu/sta.rpt:31`",
        "*Cells*\n412 cells\n`alu/yosys.log:88`", "*Warnings*\n2 (undriven 2)"]
    assert "(alu/yosys.log:40)" in blocks[2]["elements"][0]["text"]
    assert blocks[3]["elements"][0]["text"] == "(no warnings chart: no warnings were reported)"
    assert card.args["text"].startswith(RUN_SUMMARY) and card.args["thread_ts"] == THREAD
    methods = [c.method for c in fake_slack.calls]
    assert methods.index("files.getUploadURLExternal") > fake_slack.calls.index(card)
