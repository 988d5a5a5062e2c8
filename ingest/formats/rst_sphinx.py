"""Sphinx sources through plain docutils: tolerant directives and roles, literalinclude, a quiet parse."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

from docutils import frontend, nodes, utils
from docutils.parsers.rst import Directive, Parser, directives, roles
from docutils.parsers.rst.directives import admonitions, body, images, tables
from docutils.parsers.rst.languages import en

_DIRECTIVE_NAME_RE = re.compile(r"^\s*\.\.\s+([\w][\w:+.-]*)\s?::", re.MULTILINE)
_ROLE_NAME_RE = re.compile(r"(?<![\w`]):([\w][\w:+.-]*):`")
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


def parse_rst(source: str, base_dir: Path | None) -> nodes.document:
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
        path = include_path(self.state.document.settings.edabot_base_dir, target)
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


_INCLUDE_LINE_RE = re.compile(r"^[ \t]*\.\.[ \t]+literalinclude::[ \t]*(\S+)", re.MULTILINE)


def include_target(line: str) -> str | None:
    """The path a ``literalinclude`` directive on this source line names, if the line is one."""
    match = _INCLUDE_LINE_RE.match(line)
    return match.group(1) if match else None


def included_files(source: str, base_dir: Path) -> list[Path]:
    """The files a manual's ``literalinclude`` directives name that exist inside its source tree, in order."""
    found = (include_path(base_dir, target) for target in _INCLUDE_LINE_RE.findall(source))
    return list(dict.fromkeys(path for path in found if path is not None))


def include_path(base_dir: Path | None, target: str) -> Path | None:
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
