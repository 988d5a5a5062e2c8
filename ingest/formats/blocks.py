"""The unit every format reader produces: one structural block with its line span and heading path."""

from __future__ import annotations

import re
from dataclasses import dataclass

BlockKind = str  # heading | paragraph | code | directive | table | list | image | html

IMAGE_RE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)[^)]*\)|<img\s[^>]*src=[\"']([^\"']+)[\"']", re.IGNORECASE)


@dataclass(frozen=True)
class Block:
    """One structural block of a manual, whatever its format.

    Readers normalize text so that the same content reads the same in every format:
    ``heading`` text is the bare title (``info`` the level, "1".."6"); ``code`` text is the
    body without fences or directive lines (``info`` the language); ``table`` text is a
    Markdown pipe table (header row, ``| --- |`` rule, one line per row); ``list`` text
    has one ``- item`` or ``1. item`` line per item (``info`` ``ordered``/``bullet``);
    ``directive`` text is the body of an admonition such as note or warning (``info`` its
    name). ``section`` is the heading path, the block's own heading included.
    """

    kind: BlockKind
    start_line: int
    end_line: int
    text: str
    section: tuple[str, ...]
    info: str = ""
    """Code language, directive name, heading level, or ``ordered``/``bullet`` for lists."""

    def semantic_key(self) -> tuple[str, str, tuple[str, ...], str]:
        """The block without its position: what invariance tests compare."""
        return (self.kind, self.text, self.section, self.info)


def split_lines(text: str) -> list[str]:
    """Lines of ``text`` with the BOM and line-ending style removed."""
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def image_targets(text: str) -> list[str]:
    """Image sources referenced in ``text`` (Markdown or HTML syntax)."""
    return [m.group(2) or m.group(3) for m in IMAGE_RE.finditer(text)]
