"""Structural Markdown parser: blocks with exact 1-based line spans and their heading path.

Only structure matters downstream, so surface variants that do not change meaning are
normalized here: a UTF-8 BOM, closing ``#`` on headings, ``~~~`` vs backtick fences and
runs of blank lines all yield the same block sequence (line numbers aside).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ingest.formats.blocks import _IMAGE_RE, Block, BlockKind, split_lines

_FENCE_RE = re.compile(r"^( {0,3})(`{3,}|~{3,})\s*(.*?)\s*$")
_HEADING_RE = re.compile(r"^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$")
_TABLE_RE = re.compile(r"^\s*\|")
_ORDERED_RE = re.compile(r"^\s*\d{1,3}[.)]\s+")
_BULLET_RE = re.compile(r"^\s*[-*+]\s+")
_DIRECTIVE_RE = re.compile(r"^\{([\w-]+)\}\s*(.*)$")
_CODE_DIRECTIVES = frozenset({"code-block", "code", "code-cell", "literalinclude"})


def parse_markdown(text: str) -> list[Block]:
    """Parse ``text`` into blocks in document order."""
    return list(_BlockScanner(split_lines(text)).scan())


def _heading_title(raw: str | None) -> str:
    return (raw or "").strip().strip("`").strip()


class _BlockScanner:
    """Single pass over the lines; each ``_take_*`` consumes one block."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.i = 0
        self.section: list[tuple[int, str]] = []

    def path(self) -> tuple[str, ...]:
        return tuple(title for _, title in self.section)

    def scan(self) -> Iterator[Block]:
        while self.i < len(self.lines):
            line = self.lines[self.i]
            if not line.strip():
                self.i += 1
            elif line.lstrip().startswith("<!--"):
                self._skip_comment()
            elif _FENCE_RE.match(line):
                yield self._take_fence()
            elif _HEADING_RE.match(line):
                yield self._take_heading()
            elif _TABLE_RE.match(line):
                yield self._take_run("table", lambda s: bool(_TABLE_RE.match(s)))
            elif _ORDERED_RE.match(line) or _BULLET_RE.match(line):
                yield self._take_list()
            else:
                yield self._take_paragraph()

    def _skip_comment(self) -> None:
        while self.i < len(self.lines) and "-->" not in self.lines[self.i]:
            self.i += 1
        self.i += 1

    def _take_heading(self) -> Block:
        match = _HEADING_RE.match(self.lines[self.i])
        assert match is not None
        level, title = len(match.group(1)), _heading_title(match.group(2))
        while self.section and self.section[-1][0] >= level:
            self.section.pop()
        self.section.append((level, title))
        self.i += 1
        return Block("heading", self.i, self.i, title, self.path(), str(level))

    def _take_fence(self) -> Block:
        match = _FENCE_RE.match(self.lines[self.i])
        assert match is not None
        fence, info = match.group(2), match.group(3)
        start = self.i + 1
        self.i += 1
        body: list[str] = []
        while self.i < len(self.lines):
            closing = _FENCE_RE.match(self.lines[self.i])
            if closing and closing.group(2)[0] == fence[0] and len(closing.group(2)) >= len(fence) and not closing.group(3):
                break
            body.append(self.lines[self.i])
            self.i += 1
        end = min(self.i + 1, len(self.lines))
        self.i += 1
        kind, info = _classify_fence(info)
        return Block(kind, start, end, "\n".join(body).strip("\n"), self.path(), info)

    def _take_run(self, kind: BlockKind, keep: object) -> Block:
        start = self.i
        while self.i < len(self.lines) and self.lines[self.i].strip() and keep(self.lines[self.i]):  # type: ignore[operator]
            self.i += 1
        return self._block(kind, start, "")

    def _take_list(self) -> Block:
        ordered = bool(_ORDERED_RE.match(self.lines[self.i]))
        start = self.i
        while self.i < len(self.lines):
            line = self.lines[self.i]
            if not line.strip():
                nxt = self.lines[self.i + 1] if self.i + 1 < len(self.lines) else ""
                if not (nxt.startswith((" ", "\t")) or _ORDERED_RE.match(nxt) or _BULLET_RE.match(nxt)):
                    break
            elif self.i > start and (_FENCE_RE.match(line) or _HEADING_RE.match(line)) and not line.startswith(" "):
                break
            self.i += 1
        return self._block("list", start, "ordered" if ordered else "bullet")

    def _take_paragraph(self) -> Block:
        start = self.i
        while self.i < len(self.lines):
            line = self.lines[self.i]
            if not line.strip() or (self.i > start and _starts_other_block(line)):
                break
            self.i += 1
        block = self._block("paragraph", start, "")
        if _IMAGE_RE.fullmatch(block.text.strip()):
            return Block("image", block.start_line, block.end_line, block.text, block.section, "")
        return block

    def _block(self, kind: BlockKind, start: int, info: str) -> Block:
        text = "\n".join(self.lines[start : self.i]).rstrip()
        return Block(kind, start + 1, self.i, text, self.path(), info)


def _starts_other_block(line: str) -> bool:
    return bool(
        _FENCE_RE.match(line) or _HEADING_RE.match(line) or _TABLE_RE.match(line) or _ORDERED_RE.match(line)
        or _BULLET_RE.match(line)
    )


def _classify_fence(info: str) -> tuple[BlockKind, str]:
    """``{note}`` is a MyST directive; ``{code-block} tcl`` is code in language tcl."""
    directive = _DIRECTIVE_RE.match(info)
    if not directive:
        return "code", info.split()[0].lower() if info else ""
    name, argument = directive.group(1).lower(), directive.group(2).strip()
    if name in _CODE_DIRECTIVES:
        return "code", argument.split()[0].lower() if argument else ""
    return "directive", name


