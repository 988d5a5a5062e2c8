"""reStructuredText reader: docutils finds the structure, the source lines fix each block's span.

docutils gives a reliable tree but only approximate line numbers (a section title carries its
underline's line, nodes made by directives often none), so every block is anchored on the
source: the node's line is a hint, checked against what the block's first line must look like
(its raw text, list marker, table border or directive name), and the block's end follows from
reStructuredText's own layout rules (blank lines and indentation). Sphinx sources parse quietly:
Sphinx directives and roles that plain docutils lacks get tolerant handlers, and any directive or
role docutils cannot resolve keeps its content or text instead of becoming an error message.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from docutils import nodes

from ingest.formats.blocks import Block, BlockKind, split_lines
from ingest.formats.rst_sphinx import parse_rst
from ingest.formats.rst_text import (
    body_text,
    element_text,
    image_text,
    inline,
    is_file_metadata,
    list_text,
    table_rows,
)
from ingest.formats.source import SourceText

_ADORNMENT_RE = re.compile(r"^([!-/:-@\[-`{-~])\1+\s*$")
_BULLET_RE = re.compile(r"^\s*([-*+\u2022\u2023\u2043])(\s|$)")
_ENUM_RE = re.compile(r"^\s*(\(?(\d+|#|[a-zA-Z]|[ivxlcdmIVXLCDM]+)[.)])(\s|$)")
_FIELD_RE = re.compile(r"^\s*:[^:\s][^:]*:(\s|$)")
_OPTION_RE = re.compile(r"^\s*(--?\w|/\w)")
_GRID_BORDER_RE = re.compile(r"^\s*\+[-=]")
_SIMPLE_BORDER_RE = re.compile(r"^\s*=+( +=+)*\s*$")
_WORD_RE = re.compile(r"[A-Za-z0-9]+")


def read_rst(text: str, *, base_dir: Path | None = None) -> SourceText:
    """Parse a reStructuredText manual; ``base_dir`` is the folder its ``literalinclude`` paths start from."""
    lines = split_lines(text)
    tree = parse_rst("\n".join(lines), base_dir)
    drafts = _Collector(lines, base_dir).collect(tree)
    return SourceText("rst", lines, _place(lines, drafts), verbatim=True)


# --- doctree to drafts -----------------------------------------------------------------------


@dataclass(frozen=True)
class _Draft:
    """A block before its lines are known: text and path, plus how to find its start and end."""

    kind: BlockKind
    text: str
    section: tuple[str, ...]
    info: str
    hint: int | None
    """docutils' 1-based line for the node's first line, where it gives one."""
    starts_here: Callable[[int], bool]
    """Whether 0-based line ``i`` can be the block's first line."""
    extent: Callable[[int], tuple[int, int]]
    """0-based (first, last) lines of the block, given the line ``starts_here`` accepted."""


class _Collector:
    """Walks the doctree in document order and drafts one block per top-level body element."""

    def __init__(self, lines: list[str], base_dir: Path | None) -> None:
        self.layout = _Layout(lines)
        self.base_dir = base_dir
        self.title_styles = _title_styles(lines)

    def collect(self, document: nodes.document) -> list[_Draft]:
        """Drafts in document order; elements that render to no text (a bare footnote mark) give none."""
        return [draft for draft in self._body(document.children, ()) if draft.text.strip()]

    def _body(self, children: list[nodes.Node], path: tuple[str, ...]) -> Iterator[_Draft]:
        for child in children:
            yield from self._element(child, path)

    def _element(self, node: nodes.Node, path: tuple[str, ...]) -> Iterator[_Draft]:
        layout = self.layout
        if isinstance(node, nodes.section):
            yield from self._section(node, path)
        elif isinstance(node, nodes.comment):
            yield from self._commented_out(node, path)
        elif isinstance(node, (nodes.target, nodes.substitution_definition, nodes.system_message,
                               nodes.raw, nodes.transition, nodes.pending, nodes.Text)):
            return
        elif "rst_directive" in node:
            yield self._directive_draft(node, path)
        elif isinstance(node, (nodes.paragraph, nodes.title, nodes.rubric)):
            yield self._draft("paragraph", inline(node), path, "", node, layout.line_test(node.rawsource, node),
                              layout.paragraph_extent)
        elif isinstance(node, nodes.literal_block):
            yield self._draft("code", node.astext(), path, node.get("language", ""), node,
                              layout.line_test(node.rawsource, node), layout.literal_extent)
        elif isinstance(node, nodes.doctest_block):
            yield self._draft("code", node.astext(), path, "pycon", node, layout.line_test(node.rawsource, node),
                              layout.paragraph_extent)
        elif isinstance(node, (nodes.bullet_list, nodes.enumerated_list)):
            info = "ordered" if isinstance(node, nodes.enumerated_list) else "bullet"
            yield self._draft("list", list_text(node), path, info, node, layout.list_test(node),
                              layout.list_extent(node))
        elif isinstance(node, nodes.field_list) and is_file_metadata(node):
            return
        elif isinstance(node, (nodes.option_list, nodes.field_list, nodes.definition_list)):
            kind = "list" if isinstance(node, nodes.definition_list) and not table_rows(node)[0] else "table"
            yield self._draft(kind, element_text(node), path, "bullet" if kind == "list" else "", node,
                              layout.marker_test(node), layout.marker_extent(node))
        elif isinstance(node, nodes.table):
            yield self._draft("table", element_text(node), path, "", node, layout.is_table_border,
                              layout.table_extent)
        elif isinstance(node, nodes.attribution):
            yield self._draft("paragraph", inline(node), path, "", node, layout.word_test(node.astext()),
                              layout.paragraph_extent)
        elif isinstance(node, nodes.line_block):
            yield self._draft("paragraph", " ".join(element_text(node).split()), path, "", node,
                              layout.line_block_test, layout.paragraph_extent)
        elif isinstance(node, nodes.Element):
            yield from self._body(node.children, path)

    def _section(self, node: nodes.section, path: tuple[str, ...]) -> Iterator[_Draft]:
        title = node.children[0] if node.children and isinstance(node.children[0], nodes.title) else None
        if title is None:
            yield from self._body(node.children, path)
            return
        text = inline(title)
        own = (*path, text)
        hint = title.line - 1 if title.line else None  # docutils gives the underline's line
        yield _Draft("heading", text, own, str(min(len(own), 6)), hint, self.layout.line_test(title.rawsource, title),
                     self.layout.heading_extent)
        yield from self._body(node.children[1:], own)

    def _commented_out(self, node: nodes.comment, path: tuple[str, ...]) -> Iterator[_Draft]:
        """Content commented out as a block (a bare ``..`` line over an indented body) is indexed like
        the rest of the file: it is documentation the source holds (an app note's body kept beside its
        PDF, a draft section), where a ``.. note to self`` on the marker's own line is not.

        docutils hands back the body dedented and without line numbers; each block is then found
        on the source lines after the previous one, as any block without a line hint is, and whether
        the marker stood alone is read off the source.
        """
        body = node.astext()
        if not self.layout.block_comment(body):
            return
        inner = _title_styles(body.split("\n"))
        if inner and inner[0] in self.title_styles:  # its titles take the level their adornment has in the file
            path = path[: self.title_styles.index(inner[0])]
        for draft in self._body(parse_rst(body, self.base_dir).children, path):
            yield replace(draft, hint=None)

    def _directive_draft(self, node: nodes.Element, path: tuple[str, ...]) -> _Draft:
        name = node["rst_directive"]
        if isinstance(node, nodes.literal_block):
            kind, text, info = "code", node.astext(), node.get("language", "")
        elif isinstance(node, nodes.math_block):
            kind, text, info = "code", node.astext(), "math"
        elif isinstance(node, (nodes.figure, nodes.image, nodes.reference)):
            kind, text, info = "image", image_text(node), ""
        elif isinstance(node, nodes.table):
            kind, text, info = "table", element_text(node), ""
        elif isinstance(node, nodes.Admonition):
            kind, text, info = "directive", body_text(node), name
        else:
            kind, text, info = "paragraph", inline(node), ""
        return _Draft(kind, text, path, info, node.line, self.layout.directive_test(name), self.layout.directive_extent)

    @staticmethod
    def _draft(kind: BlockKind, text: str, path: tuple[str, ...], info: str, node: nodes.Node,
               starts_here: Callable[[int], bool], end: Callable[[int], int]) -> _Draft:
        return _Draft(kind, text, path, info, _hint(node), starts_here, lambda i: (i, end(i)))


def _title_styles(lines: list[str]) -> list[tuple[str, str]]:
    """Section adornments (overline, underline character) in order of first use: a style's index is
    its section level, as docutils assigns them. Indented lines (a comment's body) are not titles."""
    styles: list[tuple[str, str]] = []
    for k in range(1, len(lines)):
        under, title = lines[k], lines[k - 1]
        if not _ADORNMENT_RE.match(under) or not title.strip() or _indent(title) or _ADORNMENT_RE.match(title):
            continue
        over = k >= 2 and lines[k - 2].strip() and lines[k - 2].strip()[0] == under[0]
        style = (under[0] if over else "", under[0])
        if style not in styles:
            styles.append(style)
    return styles


def _hint(node: nodes.Node) -> int | None:
    """The node's own line, else the first line found among its descendants."""
    for candidate in node.findall(nodes.Element):
        if candidate.line:
            return candidate.line
    return None


# --- source layout ---------------------------------------------------------------------------


def _indent(line: str) -> int:
    expanded = line.expandtabs(8)
    return len(expanded) - len(expanded.lstrip())


def _squash(text: str) -> str:
    return " ".join(text.split())


class _Layout:
    """reStructuredText's layout rules over the source lines: what a block's first line looks like
    and where the block ends. All indices are 0-based."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    # first lines

    def line_test(self, rawsource: str, node: nodes.Node) -> Callable[[int], bool]:
        """The node's first raw line, whitespace aside; its first word where the raw text is unknown."""
        first = next((_squash(line) for line in rawsource.split("\n") if line.strip()), "")
        if first:
            return lambda i: _squash(self.lines[i]) == first
        return self.word_test(node.astext())

    def word_test(self, text: str) -> Callable[[int], bool]:
        word = next(iter(_WORD_RE.findall(text)), "")
        return lambda i: bool(self.lines[i].strip()) and word in self.lines[i]

    def directive_test(self, name: str) -> Callable[[int], bool]:
        pattern = re.compile(rf"^\s*\.\.\s+{re.escape(name)}\s?::", re.IGNORECASE)
        return lambda i: bool(pattern.match(self.lines[i]))

    def list_test(self, node: nodes.Element) -> Callable[[int], bool]:
        marker = _ENUM_RE if isinstance(node, nodes.enumerated_list) else _BULLET_RE
        first_item = node.children[0] if node.children else None
        paragraph = first_item.children[0] if first_item is not None and first_item.children else None
        first = _squash(paragraph.rawsource.split("\n")[0]) if isinstance(paragraph, nodes.paragraph) else ""

        def test(i: int) -> bool:
            match = marker.match(self.lines[i])
            return match is not None and _squash(self.lines[i][match.end():]).startswith(first)

        return test

    def marker_test(self, node: nodes.Element) -> Callable[[int], bool]:
        """Field lists start with their first ``:name:``, option lists with their first option."""
        if isinstance(node, nodes.field_list):
            name = node.children[0].children[0].rawsource if node.children else ""
            return lambda i: self.lines[i].lstrip().startswith(f":{name}") and bool(_FIELD_RE.match(self.lines[i]))
        if isinstance(node, nodes.option_list):
            option = next(node.findall(nodes.option_string), None)
            flag = option.astext() if option is not None else ""
            return lambda i: bool(_OPTION_RE.match(self.lines[i])) and self.lines[i].lstrip().startswith(flag)
        item = node.children[0] if node.children else None
        return self.line_test(item.rawsource if item is not None else "", node)

    def block_comment(self, body: str) -> bool:
        """Whether a comment with this (dedented) text was written as a bare ``..`` over its body."""
        first = next((_squash(line) for line in body.split("\n") if line.strip()), "")
        for i, line in enumerate(self.lines):
            if line.strip() != "..":
                continue
            below = next((_squash(self.lines[j]) for j in range(i + 1, len(self.lines)) if self.lines[j].strip()), "")
            if below == first:
                return True
        return False

    def is_table_border(self, i: int) -> bool:
        return bool(_GRID_BORDER_RE.match(self.lines[i]) or _SIMPLE_BORDER_RE.match(self.lines[i]))

    def line_block_test(self, i: int) -> bool:
        return self.lines[i].lstrip().startswith("|")

    # extents

    def heading_extent(self, title: int) -> tuple[int, int]:
        """Title line plus its underline, and its overline where there is one."""
        lines, n = self.lines, len(self.lines)
        under = title + 1 < n and bool(_ADORNMENT_RE.match(lines[title + 1].strip()))
        over = title > 0 and bool(_ADORNMENT_RE.match(lines[title - 1].strip())) and (
            not under or lines[title - 1].strip()[0] == lines[title + 1].strip()[0])
        return (title - 1 if over else title), (title + 1 if under else title)

    def paragraph_extent(self, start: int) -> int:
        """A paragraph runs to the next blank line or change of indentation."""
        indent, end = _indent(self.lines[start]), start
        while end + 1 < len(self.lines) and self.lines[end + 1].strip() and _indent(self.lines[end + 1]) == indent:
            end += 1
        return end

    def directive_extent(self, start: int) -> tuple[int, int]:
        return start, self._indented_end(start, _indent(self.lines[start]), lambda i: False)

    def literal_extent(self, start: int) -> int:
        """An indented literal block runs while lines are indented past the ``::`` line above it."""
        above = next((i for i in range(start - 1, -1, -1) if self.lines[i].strip()), None)
        parent = _indent(self.lines[above]) if above is not None else -1
        if _indent(self.lines[start]) <= parent:  # a quoted literal block ends at a blank line
            return self.paragraph_extent(start)
        return self._indented_end(start, parent, lambda i: False)

    def list_extent(self, node: nodes.Element) -> Callable[[int], int]:
        marker = _ENUM_RE if isinstance(node, nodes.enumerated_list) else _BULLET_RE

        def end(start: int) -> int:
            first = marker.match(self.lines[start])
            symbol = first.group(1)[0] if first and marker is _BULLET_RE else ""

            def continues(i: int) -> bool:
                match = marker.match(self.lines[i])
                return match is not None and (not symbol or match.group(1)[0] == symbol)

            return self._indented_end(start, _indent(self.lines[start]), continues)

        return end

    def marker_extent(self, node: nodes.Element) -> Callable[[int], int]:
        if isinstance(node, nodes.field_list):
            continues: Callable[[int], bool] = lambda i: bool(_FIELD_RE.match(self.lines[i]))  # noqa: E731
        elif isinstance(node, nodes.option_list):
            continues = lambda i: bool(_OPTION_RE.match(self.lines[i]))  # noqa: E731
        else:
            continues = self._starts_definition
        return lambda start: self._indented_end(start, _indent(self.lines[start]), continues)

    def _starts_definition(self, i: int) -> bool:
        """A term: the next line, with no blank between, is indented further."""
        lines = self.lines
        return i + 1 < len(lines) and bool(lines[i + 1].strip()) and _indent(lines[i + 1]) > _indent(lines[i])

    def table_extent(self, start: int) -> int:
        if _GRID_BORDER_RE.match(self.lines[start]):
            end = start
            while end + 1 < len(self.lines) and self.lines[end + 1].lstrip()[:1] in ("+", "|"):
                end += 1
            return end
        return self._simple_table_end(start)

    def _simple_table_end(self, start: int) -> int:
        """As docutils reads it: the second border after the top, or a border followed by a blank line."""
        lines, found = self.lines, 0
        for i in range(start + 1, len(lines)):
            if _SIMPLE_BORDER_RE.match(lines[i]):
                found += 1
                if found == 2 or i + 1 == len(lines) or not lines[i + 1].strip():
                    return i
        return len(lines) - 1

    def _indented_end(self, start: int, floor: int, continues: Callable[[int], bool]) -> int:
        """Last non-blank line before a line indented ``floor`` or less that does not continue the block."""
        end = start
        for i in range(start + 1, len(self.lines)):
            line = self.lines[i]
            if not line.strip():
                continue
            indent = _indent(line)
            if indent < floor or (indent == floor and not continues(i)):
                break
            end = i
        return end


# --- placing drafts on lines -----------------------------------------------------------------


def _place(lines: list[str], drafts: list[_Draft]) -> list[Block]:
    """Anchor drafts on the lines in order, then end each block before the next one starts."""
    spans: list[tuple[int, int]] = []
    floor = after = 0
    for draft in drafts:
        first, last = draft.extent(_anchor(lines, draft, floor, after))
        spans.append((first, max(first, last)))
        floor, after = first + 1, max(first, last) + 1
    blocks = []
    for k, (draft, (first, last)) in enumerate(zip(drafts, spans, strict=True)):
        following = spans[k + 1][0] if k + 1 < len(spans) else len(lines)
        if first < following <= last:
            last = following - 1
        while last > first and not lines[last].strip():
            last -= 1
        blocks.append(Block(draft.kind, first + 1, last + 1, draft.text, draft.section, draft.info))
    return blocks


def _anchor(lines: list[str], draft: _Draft, floor: int, after: int) -> int:
    """The 0-based line a draft starts on: its hint when the line fits, else the nearest fitting line.

    ``floor`` is the line after the previous block's start (blocks never share a first line),
    ``after`` the line after its end, where a fitting line is searched first.
    """
    count = len(lines)
    floor = min(floor, count - 1)
    fits = draft.starts_here
    if draft.hint is not None:
        hint = draft.hint - 1
        near = sorted(range(max(floor, hint - 2), min(count, hint + 3)), key=lambda i: abs(i - hint))
        found = next((i for i in near if fits(i)), None)
        if found is not None:
            return found
    for low in (after, floor):
        found = next((i for i in range(low, count) if fits(i)), None)
        if found is not None:
            return found
    guess = draft.hint - 1 if draft.hint is not None else after
    return min(max(guess, floor), count - 1)
