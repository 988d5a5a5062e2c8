"""Pure text helpers shared by the Slack and Discord bots."""

from __future__ import annotations

import pytest

from bot.common.formatting import (
    apology,
    citation_label,
    pack_lines,
    plural,
    progress_text,
    split_text,
    strip_mentions,
)
from bot.common.models import CitationRef, JobStatus


def test_strip_mentions_handles_slack_and_discord_forms():
    assert strip_mentions("<@U123>  how do I  route?") == "how do I route?"
    assert strip_mentions("<@!4567> hi <@&89>") == "hi"
    assert strip_mentions("") == ""


@pytest.mark.parametrize("limit", [10, 50, 3000])
def test_split_text_respects_limit_and_keeps_every_word(limit):
    text = "\n\n".join(" ".join(f"w{p}_{i}" for i in range(40)) for p in range(5))
    pieces = split_text(text, limit)
    assert all(len(p) <= limit for p in pieces)
    assert " ".join(pieces).split() == text.split()


def test_split_text_prefers_paragraph_breaks():
    text = "a" * 40 + "\n\n" + "b" * 40
    assert split_text(text, 60) == ["a" * 40, "b" * 40]


def test_split_text_cuts_unbreakable_runs():
    assert split_text("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]


def test_pack_lines_fills_chunks_up_to_the_limit():
    lines = [f"line {i}" for i in range(10)]
    chunks = pack_lines(lines, 20)
    assert all(len(c) <= 20 for c in chunks)
    assert "\n".join(chunks).split("\n") == lines
    assert chunks[0] == "line 0\nline 1\nline 2" and len(chunks) == 4


def test_citation_label_single_and_multi_line():
    one = CitationRef(n=1, source="a.md", start_line=3, end_line=3, section="")
    many = CitationRef(n=2, source="b.md", start_line=3, end_line=9, section="Usage")
    assert citation_label(one) == "[1] a.md, line 3"
    assert citation_label(many) == "[2] b.md, lines 3\u20139 \u2014 Usage"


def test_progress_text_by_state():
    queued = JobStatus(job_id="j", state="queued")
    started = JobStatus.model_validate({"job_id": "j", "state": "started", "progress": {"done": 2, "total": 5, "current": "c.md"}})
    assert progress_text(queued) == "queued, waiting for a worker\u2026"
    assert progress_text(started) == "indexing 2/5 files\u2026 (c.md)"
    assert progress_text(JobStatus(job_id="j", state="started")) == "working\u2026"


def test_plural_and_apology():
    assert (plural(1, "file"), plural(0, "file"), plural(3, "job")) == ("1 file", "0 files", "3 jobs")
    assert apology("the service is down", "ask again") == "Sorry \u2014 the service is down. Please ask again."
