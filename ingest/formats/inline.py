"""Inline markup to the normalized plain text every reader uses: code in backticks, nothing else marked."""

from __future__ import annotations

from collections.abc import Sequence

from markdown_it.token import Token


def plain_inline(children: Sequence[Token], *, code_marks: bool = True) -> str:
    """Text of markdown-it inline tokens: links become their text, emphasis and HTML tags vanish.

    ``code_marks=False`` drops the backticks too (headings are bare titles).
    """
    parts: list[str] = []
    for token in children:
        if token.type == "text":
            parts.append(token.content)
        elif token.type == "code_inline":
            parts.append(f"`{token.content}`" if code_marks else token.content)
        elif token.type in ("softbreak", "hardbreak"):
            parts.append(" ")
        elif token.type == "image":
            parts.append(plain_inline(token.children or [], code_marks=code_marks))
    return collapse_spaces("".join(parts))


def collapse_spaces(text: str) -> str:
    return " ".join(text.split())
