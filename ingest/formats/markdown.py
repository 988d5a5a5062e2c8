"""Markdown through a CommonMark parser (markdown-it-py), with exact line spans from its token maps.

Paragraphs and lists keep their source lines as text (they already read as plain text and
spec extraction maps sentences back to lines through them); tables are normalized to pipe
tables so that an HTML table inside Markdown reads like a GFM one; headings become bare
titles whether ATX or setext.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator, Sequence

from markdown_it import MarkdownIt
from markdown_it.token import Token
from mdit_py_plugins.admon import admon_plugin
from mdit_py_plugins.colon_fence import colon_fence_plugin
from mdit_py_plugins.front_matter import front_matter_plugin

from ingest.formats.blocks import IMAGE_RE, Block, BlockKind, split_lines
from ingest.formats.inline import plain_inline
from ingest.formats.source import SourceText
from ingest.formats.tables import html_tables, pipe_table_of

_CODE_DIRECTIVES = frozenset({"code-block", "code", "code-cell", "literalinclude", "sourcecode"})
_SKIPPED = frozenset({"front_matter", "hr"})


def _parser() -> MarkdownIt:
    return (
        MarkdownIt("commonmark", {"html": True})
        .enable("table")
        .use(front_matter_plugin)
        .use(colon_fence_plugin)
        .use(admon_plugin)
    )


_PARSER = _parser()


def read_markdown(text: str) -> SourceText:
    """Blocks of a Markdown manual; ``lines`` are the file's lines."""
    lines = split_lines(text)
    tokens = _PARSER.parse("\n".join(lines))
    return SourceText("markdown", lines, list(_BlockWalker(lines, tokens).walk()))


def parse_markdown(text: str) -> list[Block]:
    """Blocks of ``text`` in document order (Markdown specs and tests use this directly)."""
    return read_markdown(text).blocks


class _BlockWalker:
    """Turns top-level tokens into blocks while tracking the heading path."""

    def __init__(self, lines: list[str], tokens: Sequence[Token]) -> None:
        self.lines = lines
        self.tokens = tokens
        self.section: list[tuple[int, str]] = []

    def path(self) -> tuple[str, ...]:
        return tuple(title for _, title in self.section)

    def walk(self) -> Iterator[Block]:
        for i, token in enumerate(self.tokens):
            if token.level != 0 or token.map is None or token.type in _SKIPPED or token.type.endswith("_close"):
                continue
            block = self._block(i, token)
            if block is not None:
                yield block

    def _block(self, i: int, token: Token) -> Block | None:
        kind = token.type
        if kind == "heading_open":
            return self._heading(token, self.tokens[i + 1])
        if kind == "paragraph_open":
            return self._paragraph(token)
        if kind in ("fence", "colon_fence"):
            block_kind, info = classify_fence(token.info)
            return self._make(block_kind, token, token.content.strip("\n"), info)
        if kind == "code_block":
            return self._make("code", token, token.content.strip("\n"), "")
        if kind in ("bullet_list_open", "ordered_list_open"):
            return self._make("list", token, self._raw(token), "ordered" if kind == "ordered_list_open" else "bullet")
        if kind == "table_open":
            return self._make("table", token, pipe_table_of(self._table_rows(i)), "")
        if kind == "blockquote_open":
            return self._make("paragraph", token, self._raw(token), "")
        if kind == "admonition_open":
            body = textwrap.dedent("\n".join(self._span_lines(token)[1:])).strip("\n")
            return self._make("directive", token, body, str(token.meta.get("tag", "note")).lower())
        if kind == "html_block":
            return self._html(token)
        return None

    def _heading(self, token: Token, inline: Token) -> Block:
        level = int(token.tag[1])
        while self.section and self.section[-1][0] >= level:
            self.section.pop()
        title = plain_inline(inline.children or [], code_marks=False)
        self.section.append((level, title))
        return self._make("heading", token, title, str(level))

    def _paragraph(self, token: Token) -> Block:
        text = self._raw(token)
        kind: BlockKind = "image" if IMAGE_RE.fullmatch(text.strip()) else "paragraph"
        return self._make(kind, token, text, "")

    def _html(self, token: Token) -> Block | None:
        content = token.content.strip()
        if content.startswith("<!--"):
            return None
        tables = html_tables(content)
        if tables:
            return self._make("table", token, "\n\n".join(pipe_table_of(rows) for rows in tables), "")
        if IMAGE_RE.fullmatch(content):
            return self._make("image", token, content, "")
        return self._make("paragraph", token, self._raw(token), "")

    def _table_rows(self, i: int) -> list[list[str]]:
        rows: list[list[str]] = []
        for token in self.tokens[i + 1 :]:
            if token.type == "table_close":
                break
            if token.type == "tr_open":
                rows.append([])
            elif token.type == "inline" and rows:
                rows[-1].append(plain_inline(token.children or []))
        return rows

    def _span(self, token: Token) -> tuple[int, int]:
        """1-based inclusive span of a token's map, trailing blank lines dropped."""
        assert token.map is not None
        start, end = token.map[0] + 1, token.map[1]
        while end > start and not self.lines[end - 1].strip():
            end -= 1
        return start, end

    def _span_lines(self, token: Token) -> list[str]:
        start, end = self._span(token)
        return self.lines[start - 1 : end]

    def _raw(self, token: Token) -> str:
        return "\n".join(self._span_lines(token)).rstrip()

    def _make(self, kind: BlockKind, token: Token, text: str, info: str) -> Block:
        start, end = self._span(token)
        return Block(kind, start, end, text, self.path(), info)


def classify_fence(info: str) -> tuple[BlockKind, str]:
    """``{note}`` is a MyST directive; ``{code-block} tcl`` is code in language tcl."""
    info = info.strip()
    if not (info.startswith("{") and "}" in info):
        return "code", info.split()[0].lower() if info else ""
    name, argument = info[1:].split("}", 1)
    name, argument = name.strip().lower(), argument.strip()
    if name in _CODE_DIRECTIVES:
        return "code", argument.split()[0].lower() if argument else ""
    return "directive", name
