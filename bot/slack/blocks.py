"""Every Block Kit structure the Slack bot sends, built from plain data.

Slack limits a section's text to 3,000 characters and a message to 50 blocks, so long
answers are split into several sections and, if needed, several messages.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.common.feedback import REASONS
from bot.common.formatting import flag_unsupported, pack_lines, plural, progress_text, split_text
from bot.common.models import AskResult, CitationRef, DocumentRow, JobStatus
from bot.common.run_card import RunCard
from bot.slack.mrkdwn import escape, to_mrkdwn
from edabot.locations import span_label

Block = dict[str, Any]
SECTION_TEXT_LIMIT = 3000
MESSAGE_BLOCK_LIMIT = 50
FALLBACK_TEXT_LIMIT = 3000
FEEDBACK = "edabot_feedback"
"""Action id of the native ``feedback_buttons`` element; its values are ``up:<answer id>`` / ``down:...``."""
FEEDBACK_UP = "feedback_up"
FEEDBACK_DOWN = "feedback_down"
"""Action ids of the hand-made buttons of answers posted before ``feedback_buttons``; still handled."""


@dataclass(frozen=True)
class SlackPayload:
    """One message: notification ``text`` plus its ``blocks``."""

    text: str
    blocks: list[Block]


def section(mrkdwn: str) -> Block:
    return {"type": "section", "text": {"type": "mrkdwn", "text": mrkdwn}}


def context(mrkdwn: str) -> Block:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": mrkdwn[:SECTION_TEXT_LIMIT]}]}


def sections(mrkdwn: str) -> list[Block]:
    return [section(piece) for piece in split_text(mrkdwn, SECTION_TEXT_LIMIT)]


def notice(text: str) -> SlackPayload:
    """A status, progress or apology message (plain text, escaped)."""
    return SlackPayload(text=text[:FALLBACK_TEXT_LIMIT], blocks=sections(escape(text)))


def markdown_message(markdown: str) -> SlackPayload:
    """A message of service-written Markdown (a run summary), converted to mrkdwn."""
    return SlackPayload(text=markdown[:FALLBACK_TEXT_LIMIT], blocks=sections(to_mrkdwn(markdown)))


HEADER_TEXT_LIMIT = 150
SECTION_FIELD_LIMIT = 10


def run_summary_message(summary: str, notes: Sequence[str] = (), cards: Sequence[RunCard] = ()) -> SlackPayload:
    """A compact card per analysed run; the Markdown text when the service sent no cards.

    The notification ``text`` stays the whole summary, so clients without blocks and search see it all.
    """
    text = "\n".join([summary, *(f"({note})" for note in notes)])
    if not cards:
        return markdown_message(text)
    card_blocks = [block for card in cards for block in run_card_blocks(card)]
    card_blocks += [context(escape(f"({note})")) for note in notes]
    return SlackPayload(text=text[:FALLBACK_TEXT_LIMIT], blocks=card_blocks[:MESSAGE_BLOCK_LIMIT])


def run_card_blocks(card: RunCard) -> list[Block]:
    """Header (design, status), the key numbers as section fields with their sources, the rest as context."""
    title = f"{card.design} \u2014 {card.status}"[:HEADER_TEXT_LIMIT]
    fields = [{"type": "mrkdwn", "text": f"*{f.name}*\n{escape(f.value)}" + (f"\n`{escape(f.source)}`" if f.source else "")}
              for f in card.fields[:SECTION_FIELD_LIMIT]]
    return [{"type": "header", "text": {"type": "plain_text", "text": title}},
            {"type": "section", "fields": fields},
            *(context(piece) for piece in split_text(to_mrkdwn(card.detail), SECTION_TEXT_LIMIT))]


def citation_line(citation: CitationRef) -> str:
    section_part = f" \u2014 _{escape(citation.section)}_" if citation.section else ""
    return f"*[{citation.n}]* `{escape(citation.source)}`, {span_label(citation)}{section_part}"


def sources_blocks(citations: Sequence[CitationRef]) -> list[Block]:
    if not citations:
        return []
    lines = [citation_line(c) for c in citations]
    return [section("*Sources*")] + [section(chunk) for chunk in pack_lines(lines, SECTION_TEXT_LIMIT)]


def feedback_actions(answer_id: str) -> Block:
    """Slack's native thumbs under an AI answer: ``feedback_buttons`` in a ``context_actions`` block."""
    def button(label: str, vote: str) -> dict[str, Any]:
        return {"text": {"type": "plain_text", "text": label}, "value": f"{vote}:{answer_id}",
                "accessibility_label": f"Mark this answer as {label.lower()}"}

    element = {"type": "feedback_buttons", "action_id": FEEDBACK,
               "positive_button": button("Helpful", "up"), "negative_button": button("Not helpful", "down")}
    return {"type": "context_actions", "block_id": "edabot_feedback", "elements": [element]}


FEEDBACK_REASON = "edabot_feedback_reason"
"""Callback id of the modal that asks what was wrong with an answer voted down."""


def reason_modal(answer_id: str, scope: str) -> dict[str, Any]:
    """The 👎 follow-up: one choice of what was wrong and optional words; metadata carries the answer."""
    options = [{"text": {"type": "plain_text", "text": label}, "value": key} for key, label in REASONS.items()]
    return {
        "type": "modal", "callback_id": FEEDBACK_REASON,
        "private_metadata": json.dumps({"answer_id": answer_id, "scope": scope}),
        "title": {"type": "plain_text", "text": "What was wrong?"},
        "submit": {"type": "plain_text", "text": "Send"},
        "blocks": [
            {"type": "input", "block_id": "reason", "label": {"type": "plain_text", "text": "The answer had"},
             "element": {"type": "radio_buttons", "action_id": "choice", "options": options}},
            {"type": "input", "block_id": "details", "optional": True,
             "label": {"type": "plain_text", "text": "Details (the right value or source, if you know it)"},
             "element": {"type": "plain_text_input", "action_id": "text", "multiline": True}},
        ],
    }


def parse_feedback(action_id: str, value: str) -> tuple[str, str]:
    """``(vote, answer id)`` of a click on the native element or on an old-style button."""
    if action_id == FEEDBACK:
        vote, _, answer_id = value.partition(":")
        return vote, answer_id
    return ("up" if action_id == FEEDBACK_UP else "down"), value


def stream_ending(result: AskResult) -> tuple[str, list[Block]]:
    """What closes a streamed answer: the Sources as markdown text, then notes and feedback blocks."""
    lines = [f"**[{c.n}]** `{c.source}`, {span_label(c)}" + (f" \u2014 {c.section}" if c.section else "")
             for c in result.citations]
    markdown = "\n\n**Sources**\n" + "\n".join(lines) if lines else ""
    notes = [context(escape(note)) for note in result.notes]
    return markdown, [*notes, feedback_actions(result.answer_id)]


def answer_messages(result: AskResult) -> list[SlackPayload]:
    """The answer, its notes, a Sources section and feedback buttons, split across messages as needed."""
    blocks = sections(flag_unsupported(to_mrkdwn(result.answer), "_"))
    if result.abstained:
        blocks.append(context("The indexed documents do not seem to cover this; add the right manual with `/edabot add`."))
    blocks += [context(escape(note)) for note in result.notes]
    blocks += sources_blocks(result.citations)
    blocks.append(feedback_actions(result.answer_id))
    pages = [blocks[i : i + MESSAGE_BLOCK_LIMIT] for i in range(0, len(blocks), MESSAGE_BLOCK_LIMIT)]
    fallback = result.answer[:FALLBACK_TEXT_LIMIT]
    return [SlackPayload(text=fallback if i == 0 else "(continued)", blocks=page) for i, page in enumerate(pages)]


def documents_list(docs: Sequence[DocumentRow], scope: str) -> SlackPayload:
    if not docs:
        return notice(f"No documents are visible in {scope} yet. Mention me with a file attached, or use `/edabot add`.")
    lines = [f"`{escape(d.doc_id)}` \u2022 `{escape(d.source)}` ({d.lines} lines, {escape(d.scope)})" for d in docs]
    title = f"{plural(len(docs), 'document')} visible here"
    return _listing(title, f"*{title}* (forget one with `/edabot forget DOC_ID`):", lines)


_HOME_BLOCK_LIMIT = 100
_HOME_JOBS = 5


def home_view(channels: Sequence[tuple[str, Sequence[DocumentRow], Sequence[JobStatus]]],
              workspace_docs: Sequence[DocumentRow]) -> dict[str, Any]:
    """The App Home tab: what each of the user's channels and the workspace have indexed, recent jobs."""
    blocks: list[Block] = [
        {"type": "header", "text": {"type": "plain_text", "text": "What edabot knows for you"}},
        section(_home_docs("*Whole workspace*", workspace_docs)),
    ]
    for channel_id, docs, jobs in channels:
        text = _home_docs(f"*<#{channel_id}>*", docs)
        recent = [f"\u2022 `{escape(j.job_id)}` {j.state}" for j in jobs[:_HOME_JOBS]]
        blocks.append(section(text + ("\nRecent jobs:\n" + "\n".join(recent) if recent else "")))
    blocks.append(context("Add manuals by mentioning me with files attached, or with `/edabot add`."))
    return {"type": "home", "blocks": blocks[:_HOME_BLOCK_LIMIT]}


def _home_docs(title: str, docs: Sequence[DocumentRow]) -> str:
    if not docs:
        return f"{title}: nothing indexed yet"
    lines = [f"\u2022 `{escape(d.source)}` ({d.lines} lines)" for d in docs]
    return split_text(f"{title}: {plural(len(docs), 'document')}\n" + "\n".join(lines), SECTION_TEXT_LIMIT)[0]


def jobs_list(jobs: Sequence[JobStatus]) -> SlackPayload:
    active = [j for j in jobs if not j.done]
    if not active:
        return notice("No jobs in flight for this channel.")
    lines = [f"`{escape(j.job_id)}`: {escape(progress_text(j))}" for j in active]
    title = f"{plural(len(active), 'job')} in flight"
    return _listing(title, f"*{title}*", lines)


def _listing(title: str, header: str, lines: list[str]) -> SlackPayload:
    """A header and one line per item, packed into as few sections as fit one message."""
    chunks = pack_lines([header, *lines], SECTION_TEXT_LIMIT)[:MESSAGE_BLOCK_LIMIT]
    return SlackPayload(text=title, blocks=[section(c) for c in chunks])


__all__ = [
    "FEEDBACK",
    "FEEDBACK_DOWN",
    "FEEDBACK_REASON",
    "FEEDBACK_UP",
    "MESSAGE_BLOCK_LIMIT",
    "SECTION_TEXT_LIMIT",
    "SlackPayload",
    "answer_messages",
    "citation_line",
    "context",
    "documents_list",
    "feedback_actions",
    "home_view",
    "jobs_list",
    "markdown_message",
    "notice",
    "parse_feedback",
    "reason_modal",
    "run_card_blocks",
    "run_summary_message",
    "section",
    "sections",
    "sources_blocks",
    "stream_ending",
]
