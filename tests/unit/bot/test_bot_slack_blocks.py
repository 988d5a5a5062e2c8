"""Block Kit building and mrkdwn conversion for Slack."""

from __future__ import annotations

from bot.common.models import AskResult, CitationRef, DocumentRow, JobStatus
from bot.slack.blocks import (
    MESSAGE_BLOCK_LIMIT,
    SECTION_TEXT_LIMIT,
    answer_messages,
    documents_list,
    jobs_list,
    notice,
)
from bot.slack.mrkdwn import to_mrkdwn


def result(answer: str, n_citations: int = 1, **kw) -> AskResult:
    cites = [CitationRef(n=i + 1, source=f"doc{i}.md", start_line=1, end_line=4, section=f"S{i}") for i in range(n_citations)]
    return AskResult(answer_id="a1", answer=answer, citations=cites, **kw)


def test_mrkdwn_conversion_outside_code_only():
    md = "# Title\nUse **bold** and [docs](https://x.org/a?b=1&c=2) with a<b\n```\n**not bold** <tag>\n```"
    out = to_mrkdwn(md)
    assert out.startswith("*Title*\nUse *bold* and <https://x.org/a?b=1&amp;c=2|docs> with a&lt;b")
    assert "```\n**not bold** &lt;tag&gt;\n```" in out


def test_short_answer_is_one_message_with_sources_and_buttons():
    (page,) = answer_messages(result("Use `x`. [1]"))
    types = [b["type"] for b in page.blocks]
    assert types == ["section", "section", "section", "context_actions"]
    assert page.blocks[1]["text"]["text"] == "*Sources*"
    assert page.blocks[2]["text"]["text"] == "*[1]* `doc0.md`, lines 1\u20134 \u2014 _S0_"
    assert page.text == "Use `x`. [1]"


def test_abstained_answer_and_notes_add_context_blocks():
    (page,) = answer_messages(result("Not covered.", 0, abstained=True, notes=["low evidence score"]))
    contexts = [b["elements"][0]["text"] for b in page.blocks if b["type"] == "context"]
    assert "do not seem to cover this" in contexts[0] and contexts[1] == "low evidence score"


def test_huge_answer_respects_section_and_block_limits():
    answer = "\n\n".join("word " * 700 for _ in range(80))
    pages = answer_messages(result(answer, 30))
    assert len(pages) >= 2
    for page in pages:
        assert len(page.blocks) <= MESSAGE_BLOCK_LIMIT
        assert all(len(b["text"]["text"]) <= SECTION_TEXT_LIMIT for b in page.blocks if b["type"] == "section")
    assert pages[-1].blocks[-1]["type"] == "context_actions"
    assert sum(b["text"]["text"].count("word") for p in pages for b in p.blocks if b["type"] == "section") == 80 * 700


def test_notice_escapes_control_characters():
    assert notice("a <b> & c").blocks[0]["text"]["text"] == "a &lt;b&gt; &amp; c"


def test_documents_and_jobs_lists():
    docs = [DocumentRow(doc_id="d1", source="a.md", scope="slack:T1/C1", lines=3)]
    assert "1 document visible here" in documents_list(docs, "this channel").blocks[0]["text"]["text"]
    assert "No documents are visible" in documents_list([], "this channel").text
    jobs = [JobStatus(job_id="j1", state="finished"), JobStatus(job_id="j2", state="queued")]
    listing = jobs_list(jobs).blocks[0]["text"]["text"]
    assert "j2" in listing and "j1" not in listing
    assert jobs_list([]).text == "No jobs in flight for this channel."
