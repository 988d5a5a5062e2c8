"""Compact run cards: the service's card data beside its summary text, as Slack blocks and a Discord embed."""

from __future__ import annotations

import re

import discord

from bot.common.run_card import CardField, run_cards
from bot.discord.embeds import run_embed
from bot.slack.blocks import markdown_message, run_summary_message
from runs import metrics
from runs.report.summary import card_data, format_summary

_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")


def metric(value: float, raw: str, unit: str, source: str) -> dict:
    return {"value": value, "raw": raw, "unit": unit, "source": source}


def summary_of(design: str, status: str, metrics: dict, warnings: dict, error: dict | None = None) -> dict:
    """Summary data as the service holds it; its text and its card are what the service sends."""
    listed = [{"kind": k, "message": f"{k} in {design}.q", "where": f"{design}/yosys.log:{70 + i}"}
              for i, k in enumerate(warnings)]
    return {"design": design, "top": design, "status": status, "yosys_version": "0.40",
            "metrics": metrics, "cells_by_type": {"NAND2X1": 40, "DFFPOSX1": 32},
            "warnings_by_kind": warnings, "warnings": listed, "first_error": error, "caveats": []}


FIFO_DATA = summary_of("fifo_ctl", "success", {
    metrics.CELLS: metric(212, "212", "cells", "fifo_ctl/yosys.log:410"),
    metrics.AREA: metric(2450.5, "2450.500000", "um^2", "fifo_ctl/yosys.log:422"),
    metrics.SETUP_WS: metric(0.31, "0.31", "ns", "fifo_ctl/sta.rpt:18"),
    metrics.SETUP_TNS: metric(0.0, "0.00", "ns", "fifo_ctl/sta.rpt:40"),
}, {"undriven": 2, "latch": 1})
UART_DATA = summary_of("uart_rx", "failed", {metrics.SETUP_WS: metric(-1.25, "-1.25", "ns", "uart_rx/sta.rpt:12")}, {},
                  {"message": "syntax error", "where": "uart_rx/rtl/uart_rx.v:9"})
FIFO, UART = format_summary(FIFO_DATA), format_summary(UART_DATA)
BOTH = f"{FIFO}\n\n{UART}"
CARDS = run_cards([card_data(FIFO_DATA), card_data(UART_DATA)])


def numbers(text: str) -> list[float]:
    return [float(n) for n in _NUMBER.findall(text)]


def test_cards_hold_the_key_numbers_with_their_sources():
    fifo, uart = CARDS
    assert (fifo.design, fifo.status, uart.design, uart.status) == ("fifo_ctl", "success", "uart_rx", "failed")
    assert fifo.fields == [CardField(name="Area", value="2450.5 um^2", source="fifo_ctl/yosys.log:422"),
                           CardField(name="Worst slack", value="+0.31 ns", source="fifo_ctl/sta.rpt:18"),
                           CardField(name="Cells", value="212 cells", source="fifo_ctl/yosys.log:410"),
                           CardField(name="Warnings", value="3 (undriven 2, latch 1)")]
    assert uart.fields == [CardField(name="Worst slack", value="-1.25 ns", source="uart_rx/sta.rpt:12"),
                           CardField(name="Warnings", value="0")]
    assert "total negative slack: 0.00 ns  (fifo_ctl/sta.rpt:40)" in fifo.detail
    assert "first error: syntax error (uart_rx/rtl/uart_rx.v:9)" in uart.detail


def test_slack_card_is_header_fields_then_the_detail_as_context():
    payload = run_summary_message(BOTH, ["no area chart: no Yosys stat with chip area per module"], CARDS)
    assert [b["type"] for b in payload.blocks] == ["header", "section", "context", "header", "section", "context",
                                                   "context"]
    assert payload.blocks[0]["text"] == {"type": "plain_text", "text": "fifo_ctl \u2014 success"}
    fields = [f["text"] for f in payload.blocks[1]["fields"]]
    assert fields[1] == "*Worst slack*\n+0.31 ns\n`fifo_ctl/sta.rpt:18`"
    assert payload.blocks[-1]["elements"][0]["text"] == "(no area chart: no Yosys stat with chip area per module)"
    assert payload.text.startswith(BOTH), "the notification text keeps the whole summary"


def test_every_number_on_the_card_is_in_the_summary_text_and_every_citation_stays():
    payload = run_summary_message(BOTH, cards=CARDS)
    in_text = numbers(BOTH)
    shown = [t["text"] for b in payload.blocks if b["type"] == "header" for t in [b["text"]]]
    shown += [f["text"] for b in payload.blocks if b["type"] == "section" for f in b["fields"]]
    for text in shown:
        assert all(n in in_text for n in numbers(text)), text
    everything = "\n".join(shown + [e["text"] for b in payload.blocks if b["type"] == "context" for e in b["elements"]])
    for citation in re.findall(r"[\w/.]+:\d+", BOTH):
        assert citation in everything


def test_a_job_without_readable_cards_is_posted_as_text():
    text = "Run summary for synth.log: 412 cells"
    assert run_cards(None) == [] and run_cards([]) == []
    assert run_summary_message(text) == markdown_message(text)
    assert run_cards([card_data(FIFO_DATA), {"design": "alu8"}]) == [], "one unreadable card: the whole text"


def test_discord_embed_carries_the_same_fields():
    embed = run_embed(CARDS[0])
    assert embed.title == "fifo_ctl \u2014 success" and embed.colour == discord.Colour.green()
    assert [(f.name, f.value, f.inline) for f in embed.fields][:2] == [
        ("Area", "2450.5 um^2\n`fifo_ctl/yosys.log:422`", True),
        ("Worst slack", "+0.31 ns\n`fifo_ctl/sta.rpt:18`", True)]
    assert "warnings (3): undriven 2, latch 1" in embed.description
