"""Platform-neutral text for chat replies, as pure functions so they are unit-tested.

Slack and Discord each wrap these strings in their own widgets (Block Kit, embeds).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.common.models import CitationRef, JobStatus, Placement
from edabot.locations import span_label

_MENTION_RE = re.compile(r"<@[!&]?[A-Za-z0-9]+>")
NOT_FOUND_MARKER = "(not found in the sources)"
"""What the service appends to an answer sentence that no source supports (its note says so too)."""


def flag_unsupported(text: str, emphasis: str) -> str:
    """Set the not-found marker in italics (``_`` in Slack mrkdwn, ``*`` on Discord) so it reads
    as the bot's verdict on the sentence, not as part of the claim."""
    return text.replace(NOT_FOUND_MARKER, f"{emphasis}{NOT_FOUND_MARKER}{emphasis}")


def strip_mentions(text: str) -> str:
    """The question a user typed, without ``<@U123>`` / ``<@!123>`` mentions."""
    return " ".join(_MENTION_RE.sub(" ", text or "").split())


def split_text(text: str, limit: int) -> list[str]:
    """Cut ``text`` into pieces of at most ``limit`` characters, preferring paragraph, then line, then word breaks."""
    pieces: list[str] = []
    rest = text.strip()
    while len(rest) > limit:
        cut = _best_cut(rest, limit)
        pieces.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:
        pieces.append(rest)
    return pieces


def _best_cut(text: str, limit: int) -> int:
    """Paragraph or line breaks only if they keep at least half the piece; any space beats cutting a word."""
    for sep, least in (("\n\n", limit // 2), ("\n", limit // 2), (" ", 0)):
        at = text.rfind(sep, 0, limit + 1)
        if at > least:
            return at
    return limit


def pack_lines(lines: Iterable[str], limit: int) -> list[str]:
    """Join lines into as few newline-separated chunks of at most ``limit`` characters as possible."""
    chunks: list[str] = []
    current = ""
    for line in lines:
        for part in split_text(line, limit) or [""]:
            candidate = f"{current}\n{part}" if current else part
            if len(candidate) > limit:
                chunks.append(current)
                candidate = part
            current = candidate
    if current:
        chunks.append(current)
    return chunks


def plural(count: int, noun: str) -> str:
    """``1 file`` / ``3 files``."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def citation_label(citation: CitationRef) -> str:
    """``[2] guide.md, lines 10–24 — Section`` without markup; each platform styles the parts."""
    section = f" \u2014 {citation.section}" if citation.section else ""
    return f"[{citation.n}] {citation.source}, {span_label(citation)}{section}"


def progress_text(job: JobStatus) -> str:
    """One line for the progress message that is edited while a job runs."""
    progress = job.progress
    if job.state == "queued":
        return "queued, waiting for a worker\u2026"
    if progress.total:
        current = f" ({progress.current})" if progress.current else ""
        return f"indexing {progress.done}/{progress.total} files\u2026{current}"
    return "working\u2026"


def placement_text(placement: Placement, where: str) -> str:
    """What happened to one uploaded manual, said so that nobody thinks a document vanished."""
    name = f"`{placement.name}`"
    if placement.action == "replaced":
        return f"Replaced the earlier {name} in {where} with this version."
    if placement.action == "unchanged":
        return f"{name} is already indexed in {where} with the same content."
    if placement.action == "kept_both":
        return (f"{where.capitalize()} already has a different {name}; I kept both "
                f"(this one is `{placement.source}`). To replace the old one instead, "
                "add it again with the replace option (`/edabot add --replace` in Slack, `replace` of `/adddocs` in Discord).")
    return f"Indexed {name} into {where}."


def help_text(how_to_ask: str) -> str:
    """The reply to a mention with neither question nor files; ``how_to_ask`` names the platform's ways."""
    return (
        f"Ask me about your EDA manuals and runs: {how_to_ask}, or attach manuals (Markdown, text, "
        "reStructuredText) or synthesis logs and I will index or analyse them for this channel."
    )


def apology(error_message: str, retry: str) -> str:
    """The short reply when the service failed: what went wrong and what to retry."""
    return f"Sorry \u2014 {error_message}. Please {retry}."


__all__ = [
    "NOT_FOUND_MARKER",
    "apology",
    "citation_label",
    "flag_unsupported",
    "help_text",
    "pack_lines",
    "placement_text",
    "plural",
    "progress_text",
    "split_text",
    "strip_mentions",
]
