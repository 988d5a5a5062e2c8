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
import textwrap
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from docutils import frontend, nodes, utils
from docutils.parsers.rst import Directive, Parser, directives, roles
from docutils.parsers.rst.directives import admonitions, body, images, tables
from docutils.parsers.rst.languages import en

from ingest.formats.blocks import Block, BlockKind, split_lines
from ingest.formats.source import SourceText
from ingest.formats.tables import pipe_table, table_cell

_ADORNMENT_RE = re.compile(r"^([!-/:-@\[-`{-~])\1+\s*$")
_BULLET_RE = re.compile(r"^\s*([-*+\u2022\u2023\u2043])(\s|$)")
_ENUM_RE = re.compile(r"^\s*(\(?(\d+|#|[a-zA-Z]|[ivxlcdmIVXLCDM]+)[.)])(\s|$)")
_FIELD_RE = re.compile(r"^\s*:[^:\s][^:]*:(\s|$)")
_OPTION_RE = re.compile(r"^\s*(--?\w|/\w)")
_GRID_BORDER_RE = re.compile(r"^\s*\+[-=]")
_SIMPLE_BORDER_RE = re.compile(r"^\s*=+( +=+)*\s*$")
_DIRECTIVE_NAME_RE = re.compile(r"^\s*\.\.\s+([\w][\w:+.-]*)\s?::", re.MULTILINE)
_ROLE_NAME_RE = re.compile(r"(?<![\w`]):([\w][\w:+.-]*):`")
_WORD_RE = re.compile(r"[A-Za-z0-9]+")
_TITLED_TARGET_RE = re.compile(r"^(.+?)\s*<[^<>]+>$", re.DOTALL)

_SPHINX_ADMONITIONS = ("seealso", "todo", "versionadded", "versionchanged", "versionremoved", "deprecated")
_TAB_DIRECTIVES = ("tab", "group-tab", "code-tab", "tab-item")
_DROPPED_DIRECTIVES = (
    "toctree", "index", "highlight", "tabularcolumns", "todolist", "bibliography", "default-role",
    "sectionauthor", "moduleauthor", "codeauthor", "currentmodule", "include",
)
_CODE_ROLES = frozenset({
    "code", "literal", "file", "samp", "program", "makevar", "kbd", "command", "envvar", "option",
    "regexp", "mimetype", "mailheader", "yoscrypt", "verilog", "yoterm", "cmd:ref",
})
_CODE_OBJECT_KINDS = frozenset({
    "func", "class", "meth", "attr", "obj", "data", "const", "exc", "mod", "member", "type", "macro",
    "var", "struct", "enum", "enumerator", "function", "expr", "texpr",
})
_TEXT_ROLES = ("ref", "doc", "numref", "term", "abbr", "cite:p", "cite:t", "download", "any", "keyword",
               "dfn", "guilabel", "menuselection", "cmd:title", "manpage")
_INCLUDE_NOT_FOUND = "literalinclude: {target} (file not found)"


def read_rst(text: str, *, base_dir: Path | None = None) -> SourceText:
    """Parse a reStructuredText manual; ``base_dir`` is the folder its ``literalinclude`` paths start from."""
    lines = split_lines(text)
    tree = _parse("\n".join(lines), base_dir)
    drafts = _Collector(lines).collect(tree)
    return SourceText("rst", lines, _place(lines, drafts), verbatim=True)


# --- parsing ---------------------------------------------------------------------------------


def _parse(source: str, base_dir: Path | None) -> nodes.document:
    """A doctree without transforms: sections stay nested as written, the first title included."""
    settings = frontend.get_default_settings(Parser)
    settings.report_level = 5  # nothing reaches stderr
    settings.halt_level = 5  # no error stops the parse
    settings.file_insertion_enabled = False  # include/raw/csv-table never read the server's files
    settings.raw_enabled = False
    settings.syntax_highlight = "none"
    settings.edabot_base_dir = base_dir
    document = utils.new_document("<rst>", settings)
    _tolerate_unknown_names(source, document)
    Parser().parse(source, document)
    return document


def _tolerate_unknown_names(source: str, document: nodes.document) -> None:
    """Give every directive and role that docutils cannot resolve a handler that keeps its text."""
    for name in set(_DIRECTIVE_NAME_RE.findall(source)):
        if directives.directive(name, en, document)[0] is None:
            directives.register_directive(name, _KeepContent)
    for name in set(_ROLE_NAME_RE.findall(source)):
        if roles.role(name, en, 0, document.reporter)[0] is None:
            roles.register_local_role(name, _code_role if _is_code_role(name) else _text_role)


def _is_code_role(name: str) -> bool:
    return name.lower() in _CODE_ROLES or (":" in name and name.rsplit(":", 1)[1].lower() in _CODE_OBJECT_KINDS)


class _AnyOption(dict[str, Callable[[str | None], Any]]):
    """An option spec that accepts every option, so Sphinx-only options are never errors."""

    def __missing__(self, key: str) -> Callable[[str | None], Any]:
        return directives.unchanged


def _any_options() -> _AnyOption:
    return _AnyOption(name=directives.unchanged, **{"class": directives.class_option})


def _stamp(node: nodes.Node, name: str, lineno: int) -> None:
    """Record which directive made ``node`` and its exact first line (docutils often leaves none)."""
    if isinstance(node, nodes.Element) and not isinstance(node, (nodes.system_message, nodes.target)):
        node["rst_directive"] = name.lower()
        node.line = lineno


def _stamping(directive: type[Directive]) -> type[Directive]:
    """``directive`` as is, its nodes stamped with the directive's name and line."""

    class Stamped(directive):  # type: ignore[valid-type, misc]
        def run(self) -> list[nodes.Node]:
            result = super().run()
            for node in result:
                _stamp(node, self.name, self.lineno)
            return result

    Stamped.__name__ = f"Stamped{directive.__name__}"
    return Stamped


class _CodeBlock(Directive):
    """``code-block``/``code``/``sourcecode``: the body verbatim, the language kept, any option accepted."""

    optional_arguments = 1
    has_content = True
    option_spec = _any_options()

    def run(self) -> list[nodes.Node]:
        language = (self.arguments[0] if self.arguments else self.options.get("language", "")).lower()
        text = "\n".join(self.content)
        node = nodes.literal_block(text, text, language=language)
        _stamp(node, self.name, self.lineno)
        return [node]


class _LiteralInclude(Directive):
    """``literalinclude``: the included file's text, or a line naming the file when it cannot be read."""

    required_arguments = 1
    final_argument_whitespace = True
    option_spec = _any_options()

    def run(self) -> list[nodes.Node]:
        target = self.arguments[0]
        path = _include_path(self.state.document.settings.edabot_base_dir, target)
        text = _INCLUDE_NOT_FOUND.format(target=target) if path is None else _included_text(path, self.options)
        node = nodes.literal_block(text, text, language=self.options.get("language", "").lower(), included=True)
        _stamp(node, self.name, self.lineno)
        return [node]


class _SphinxAdmonition(Directive):
    """Sphinx admonitions (``seealso``, ``todo``, ``versionadded`` ...): a version or text argument and body."""

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec = _any_options()

    def run(self) -> list[nodes.Node]:
        node = nodes.admonition()
        if self.arguments:
            argument = self.arguments[0]
            node += nodes.paragraph(argument, "", *self.state.inline_text(argument, self.lineno)[0])
        self.state.nested_parse(self.content, self.content_offset, node)
        _stamp(node, self.name, self.lineno)
        return [node]


class _KeepContent(Directive):
    """Any directive docutils does not know (``only``, ``tabs``, ``autoclass`` ...): its body parsed in place."""

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec = _any_options()

    def run(self) -> list[nodes.Node]:
        node = nodes.container()
        memo = self.state.memo
        surrounding = memo.title_styles, memo.section_level
        memo.title_styles, memo.section_level = [], 0  # as Sphinx does, so ``only`` may hold sections
        try:
            self.state.nested_parse(self.content, self.content_offset, node, match_titles=True)
        finally:
            memo.title_styles, memo.section_level = surrounding
        return [node]


class _Tab(_KeepContent):
    """A tab keeps its label, as a paragraph on the directive's line, ahead of its body."""

    def run(self) -> list[nodes.Node]:
        result = super().run()
        if self.arguments:
            label = self.arguments[0]
            paragraph = nodes.paragraph(label, label)
            _stamp(paragraph, self.name, self.lineno)
            result[0].insert(0, paragraph)
        return result


class _Dropped(Directive):
    """Navigation and build settings (``toctree``, ``highlight`` ...): nothing a reader needs."""

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec = _any_options()

    def run(self) -> list[nodes.Node]:
        return []


def _code_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
               options: dict[str, Any] | None = None, content: list[str] | None = None) -> tuple[list[nodes.Node], list]:
    return [nodes.literal(rawtext, _role_label(text))], []


def _text_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
               options: dict[str, Any] | None = None, content: list[str] | None = None) -> tuple[list[nodes.Node], list]:
    return [nodes.inline(rawtext, _role_label(text))], []


def _role_label(text: str) -> str:
    """What a cross-reference shows: ``title <target>`` reads as its title, ``~``/``!`` marks dropped."""
    text = utils.unescape(text)
    titled = _TITLED_TARGET_RE.match(text)
    return (titled.group(1) if titled else text).lstrip("~!")


def _register_sphinx_tolerance() -> None:
    for admonition in ("attention", "caution", "danger", "error", "hint", "important", "note", "tip", "warning"):
        directives.register_directive(admonition, _stamping(getattr(admonitions, admonition.capitalize())))
    stamped_builtins: dict[str, type[Directive]] = {
        "admonition": admonitions.Admonition, "image": images.Image, "figure": images.Figure,
        "table": tables.RSTTable, "csv-table": tables.CSVTable, "list-table": tables.ListTable,
        "math": body.MathBlock, "rubric": body.Rubric, "parsed-literal": body.ParsedLiteral,
    }
    for name, directive in stamped_builtins.items():
        directives.register_directive(name, _stamping(directive))
    for name in ("code-block", "code", "sourcecode"):
        directives.register_directive(name, _CodeBlock)
    directives.register_directive("literalinclude", _LiteralInclude)
    for name in _SPHINX_ADMONITIONS:
        directives.register_directive(name, _SphinxAdmonition)
    for name in _TAB_DIRECTIVES:
        directives.register_directive(name, _Tab)
    for name in _DROPPED_DIRECTIVES:
        directives.register_directive(name, _Dropped)
    for name in _CODE_ROLES - {"code", "literal"}:
        roles.register_local_role(name, _code_role)
    for name in _TEXT_ROLES:
        roles.register_local_role(name, _text_role)


_register_sphinx_tolerance()


# --- literalinclude --------------------------------------------------------------------------


def _include_path(base_dir: Path | None, target: str) -> Path | None:
    """The file ``target`` names, if it lies inside the manual's source tree.

    As in Sphinx, a ``/``-rooted path starts at the source root: the nearest folder from
    ``base_dir`` upwards that holds ``conf.py`` (else ``base_dir``). Nothing outside that root
    is read, so an uploaded manual cannot pull in the server's files.
    """
    if base_dir is None:
        return None
    root = next((d for d in (base_dir, *base_dir.parents) if (d / "conf.py").is_file()), base_dir).resolve()
    path = (root / target.lstrip("/") if target.startswith("/") else base_dir / target).resolve()
    return path if path.is_relative_to(root) and path.is_file() else None


def _included_text(path: Path, options: dict[str, Any]) -> str:
    """The file's lines, cut by ``start-at``/``start-after``, ``end-at``/``end-before`` and ``lines``."""
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    for option, after in (("start-at", False), ("start-after", True)):
        marker = options.get(option)
        found = next((i for i, line in enumerate(lines) if marker and marker in line), None)
        if found is not None:
            lines = lines[found + after:]
    for option, keep in (("end-at", True), ("end-before", False)):
        marker = options.get(option)
        found = next((i for i, line in enumerate(lines) if marker and marker in line), None)
        if found is not None:
            lines = lines[: found + keep]
    if options.get("lines"):
        lines = [lines[i] for i in _line_selection(options["lines"], len(lines))]
    text = "\n".join(lines)
    if "dedent" in options:
        width = options["dedent"].strip()
        text = textwrap.dedent(text) if not width.isdigit() else "\n".join(
            line[min(int(width), len(line) - len(line.lstrip(" "))):] for line in lines)
    return text


def _line_selection(spec: str, count: int) -> list[int]:
    """0-based indices for a Sphinx ``:lines:`` value such as ``1,3,5-10,20-``."""
    picked: list[int] = []
    for part in spec.split(","):
        first, dash, last = part.strip().partition("-")
        if not (first.isdigit() or (dash and not first)) or (last and not last.isdigit()):
            continue
        start = int(first) if first else 1
        end = (int(last) if last else count) if dash else start
        picked.extend(i - 1 for i in range(start, end + 1) if 1 <= i <= count)
    return picked


# --- doctree to text -------------------------------------------------------------------------


def _inline(node: nodes.Node) -> str:
    """Inline text: literals and interpreted text as Markdown code, other markup reduced to its text."""
    return " ".join(_inline_parts(node).split())


def _inline_parts(node: nodes.Node) -> str:
    if isinstance(node, nodes.Text):
        return str(node)
    if isinstance(node, (nodes.system_message, nodes.footnote_reference, nodes.raw, nodes.image)):
        return ""
    if isinstance(node, (nodes.literal, nodes.title_reference)):
        return _backticks(node.astext())
    return "".join(_inline_parts(child) for child in node.children)


def _backticks(code: str) -> str:
    fence = "``" if "`" in code else "`"
    return f"{fence}{code}{fence}"


def _body_text(node: nodes.Element, *, in_cell: bool = False) -> str:
    """Nested body elements (list items, admonition bodies, table cells) as normalized text lines."""
    parts = (_element_text(child, in_cell=in_cell) for child in node.children)
    return "\n".join(part for part in parts if part)


def _element_text(node: nodes.Node, *, in_cell: bool = False) -> str:
    if isinstance(node, (nodes.paragraph, nodes.rubric, nodes.title, nodes.caption)):
        return _inline(node)
    if isinstance(node, (nodes.literal_block, nodes.doctest_block, nodes.math_block)):
        if in_cell:
            return _backticks(" ".join(node.astext().split()))
        return f"```{node.get('language', '')}\n{node.astext()}\n```"
    if isinstance(node, (nodes.bullet_list, nodes.enumerated_list)):
        return _list_text(node)
    if isinstance(node, (nodes.table, nodes.option_list, nodes.field_list)):
        return pipe_table(*_table_rows(node))
    if isinstance(node, nodes.definition_list):
        rows = _table_rows(node)
        return pipe_table(*rows) if rows[0] else _terms_text(node)
    if isinstance(node, (nodes.figure, nodes.image)):
        return _image_text(node)
    if isinstance(node, nodes.line_block):
        return "\n".join(_inline(line) for line in node.findall(nodes.line))
    if isinstance(node, (nodes.comment, nodes.target, nodes.substitution_definition, nodes.system_message,
                         nodes.raw, nodes.transition, nodes.Text)):
        return ""
    if isinstance(node, nodes.Element):
        return _body_text(node, in_cell=in_cell)
    return ""


def _list_text(node: nodes.Element) -> str:
    """One ``- item``/``N. item`` line per item; an item's further lines indented under its text."""
    ordered = isinstance(node, nodes.enumerated_list)
    first = int(node.get("start", 1))
    out: list[str] = []
    for number, item in enumerate(node.children, start=first):
        marker = f"{number}." if ordered else "-"
        item_lines = (_body_text(item) or "").split("\n")
        out.append(f"{marker} {item_lines[0]}".rstrip())
        out.extend(f"{' ' * (len(marker) + 1)}{line}" if line else "" for line in item_lines[1:])
    return "\n".join(out)


def _terms_text(node: nodes.definition_list) -> str:
    """A definition list that is not about options reads as ``- term: definition`` lines."""
    out = []
    for item in node.children:
        term = " ".join(_inline(t) for t in item.children if isinstance(t, (nodes.term, nodes.classifier)))
        definition = " ".join(_cell(d) for d in item.children if isinstance(d, nodes.definition))
        out.append(f"- {term}: {definition}" if definition else f"- {term}")
    return "\n".join(out)


def _is_file_metadata(node: nodes.field_list) -> bool:
    """A field list before any content of the document is Sphinx file metadata (``:orphan:``, ``:tocdepth:``)."""
    parent = node.parent
    if not isinstance(parent, nodes.document):
        return False
    ignorable = (nodes.comment, nodes.target, nodes.substitution_definition, nodes.system_message)
    before = parent.children[: parent.index(node)]
    return all(isinstance(child, ignorable) for child in before)


def _cell(node: nodes.Element) -> str:
    text = _inline(node) if isinstance(node, nodes.TextElement) else _body_text(node, in_cell=True)
    return table_cell(text)


def _table_rows(node: nodes.Element) -> tuple[list[str], list[list[str]]]:
    """Header and rows of a table, option list, field list or option-style definition list.

    A definition list whose terms are not all options (``-flag``, ``--flag <value>``) yields no
    header, so the caller renders it as a list instead.
    """
    if isinstance(node, nodes.option_list):
        return ["Option", "Description"], [
            [", ".join(o.astext() for group in _children(item, nodes.option_group) for o in group.children),
             " ".join(_cell(d) for d in _children(item, nodes.description))]
            for item in node.children if isinstance(item, nodes.option_list_item)
        ]
    if isinstance(node, nodes.field_list):
        return ["Field", "Value"], [
            [_cell(field[0]), _cell(field[1]) if len(field) > 1 else ""]
            for field in node.children if isinstance(field, nodes.field)
        ]
    if isinstance(node, nodes.definition_list):
        items = [item for item in node.children if isinstance(item, nodes.definition_list_item)]
        terms = [_inline(item[0]) for item in items]
        if not terms or not all(re.match(r"^`*[-+/]{1,2}\w", term) for term in terms):
            return [], []
        return ["Option", "Description"], [
            [table_cell(term), " ".join(_cell(d) for d in item.children if isinstance(d, nodes.definition))]
            for term, item in zip(terms, items, strict=True)
        ]
    rows = [_row_cells(row) for group in _children(node, nodes.tgroup)
            for part in group.children if isinstance(part, (nodes.thead, nodes.tbody)) for row in part.children]
    return (rows[0], rows[1:]) if rows else ([], [])


def _children(node: nodes.Element, kind: type[nodes.Element]) -> list[nodes.Element]:
    """Direct children of one kind (``findall`` would also reach into nested lists and tables)."""
    return [child for child in node.children if isinstance(child, kind)]


def _row_cells(row: nodes.Element) -> list[str]:
    cells: list[str] = []
    for entry in row.children:
        cells.append(_cell(entry))
        cells.extend("" for _ in range(int(entry.get("morecols", 0))))
    return cells


def _image_text(node: nodes.Element) -> str:
    """``![alt](uri)``, the figure's caption and legend on the following lines."""
    image = node if isinstance(node, nodes.image) else next(node.findall(nodes.image), None)
    caption = " ".join(_inline(c) for c in node.findall(nodes.caption))
    legend = " ".join(_cell(lg) for lg in node.findall(nodes.legend))
    if image is None:
        return "\n".join(part for part in (caption, legend) if part)
    alt = image.get("alt", "") or caption
    return "\n".join(part for part in (f"![{alt}]({image['uri']})", caption if caption != alt else "", legend) if part)


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

    def __init__(self, lines: list[str]) -> None:
        self.layout = _Layout(lines)

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
        elif isinstance(node, (nodes.comment, nodes.target, nodes.substitution_definition, nodes.system_message,
                               nodes.raw, nodes.transition, nodes.pending, nodes.Text)):
            return
        elif "rst_directive" in node:
            yield self._directive_draft(node, path)
        elif isinstance(node, (nodes.paragraph, nodes.title, nodes.rubric)):
            yield self._draft("paragraph", _inline(node), path, "", node, layout.line_test(node.rawsource, node),
                              layout.paragraph_extent)
        elif isinstance(node, nodes.literal_block):
            yield self._draft("code", node.astext(), path, node.get("language", ""), node,
                              layout.line_test(node.rawsource, node), layout.literal_extent)
        elif isinstance(node, nodes.doctest_block):
            yield self._draft("code", node.astext(), path, "pycon", node, layout.line_test(node.rawsource, node),
                              layout.paragraph_extent)
        elif isinstance(node, (nodes.bullet_list, nodes.enumerated_list)):
            info = "ordered" if isinstance(node, nodes.enumerated_list) else "bullet"
            yield self._draft("list", _list_text(node), path, info, node, layout.list_test(node),
                              layout.list_extent(node))
        elif isinstance(node, nodes.field_list) and _is_file_metadata(node):
            return
        elif isinstance(node, (nodes.option_list, nodes.field_list, nodes.definition_list)):
            kind = "list" if isinstance(node, nodes.definition_list) and not _table_rows(node)[0] else "table"
            yield self._draft(kind, _element_text(node), path, "bullet" if kind == "list" else "", node,
                              layout.marker_test(node), layout.marker_extent(node))
        elif isinstance(node, nodes.table):
            yield self._draft("table", _element_text(node), path, "", node, layout.is_table_border,
                              layout.table_extent)
        elif isinstance(node, nodes.attribution):
            yield self._draft("paragraph", _inline(node), path, "", node, layout.word_test(node.astext()),
                              layout.paragraph_extent)
        elif isinstance(node, nodes.line_block):
            yield self._draft("paragraph", " ".join(_element_text(node).split()), path, "", node,
                              layout.line_block_test, layout.paragraph_extent)
        elif isinstance(node, nodes.Element):
            yield from self._body(node.children, path)

    def _section(self, node: nodes.section, path: tuple[str, ...]) -> Iterator[_Draft]:
        title = node.children[0] if node.children and isinstance(node.children[0], nodes.title) else None
        if title is None:
            yield from self._body(node.children, path)
            return
        text = _inline(title)
        own = (*path, text)
        hint = title.line - 1 if title.line else None  # docutils gives the underline's line
        yield _Draft("heading", text, own, str(min(len(own), 6)), hint, self.layout.line_test(title.rawsource, title),
                     self.layout.heading_extent)
        yield from self._body(node.children[1:], own)

    def _directive_draft(self, node: nodes.Element, path: tuple[str, ...]) -> _Draft:
        name = node["rst_directive"]
        if isinstance(node, nodes.literal_block):
            kind, text, info = "code", node.astext(), node.get("language", "")
        elif isinstance(node, nodes.math_block):
            kind, text, info = "code", node.astext(), "math"
        elif isinstance(node, (nodes.figure, nodes.image, nodes.reference)):
            kind, text, info = "image", _image_text(node), ""
        elif isinstance(node, nodes.table):
            kind, text, info = "table", _element_text(node), ""
        elif isinstance(node, nodes.Admonition):
            kind, text, info = "directive", _body_text(node), name
        else:
            kind, text, info = "paragraph", _inline(node), ""
        return _Draft(kind, text, path, info, node.line, self.layout.directive_test(name), self.layout.directive_extent)

    @staticmethod
    def _draft(kind: BlockKind, text: str, path: tuple[str, ...], info: str, node: nodes.Node,
               starts_here: Callable[[int], bool], end: Callable[[int], int]) -> _Draft:
        return _Draft(kind, text, path, info, _hint(node), starts_here, lambda i: (i, end(i)))


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
