"""Markdown (as the service writes answers) to Slack mrkdwn, as pure functions."""

from __future__ import annotations

import re

_FENCE_RE = re.compile(r"(```.*?```)", re.DOTALL)
_BOLD_RE = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
_HEADING_RE = re.compile(r"^#{1,6}\s+(.+?)\s*#*$", re.MULTILINE)
_LINK_RE = re.compile(r"\[([^\]]+)\]\((https?://[^)\s]+)\)")


def escape(text: str) -> str:
    """Slack's three control characters; everything else is literal."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def to_mrkdwn(markdown: str) -> str:
    """Convert bold, headings and links outside code fences; escape everywhere."""
    parts = _FENCE_RE.split(markdown)
    return "".join(escape(p) if p.startswith("```") else _convert_prose(p) for p in parts)


def _convert_prose(text: str) -> str:
    text = escape(text)
    text = _HEADING_RE.sub(lambda m: f"*{m.group(1)}*", text)
    text = _BOLD_RE.sub(lambda m: f"*{m.group(1) or m.group(2)}*", text)
    return _LINK_RE.sub(lambda m: f"<{m.group(2)}|{m.group(1)}>", text)


__all__ = ["escape", "to_mrkdwn"]
