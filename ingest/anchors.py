"""Anchors: the commands, file names and message codes that tie artifacts into functional units.

Message codes (``GRT-0116``) extend the method's command/file anchors: a diagnostic is
explained in one manual and worked around in another, and users quote the code verbatim.

Everything here is a function of one document, so re-parsing a changed document can never
change another document's anchors -- the property incremental indexing relies on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.formats.blocks import Block

_COMMAND_RE = re.compile(r"^[a-z][a-z0-9_]*[a-z0-9]$")
_INLINE_CODE_RE = re.compile(r"`([^`\n]+)`")
_WORD_RE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
_FILE_RE = re.compile(
    r"(?<![\w*])([A-Za-z0-9_][\w.-]*\.(?:lef|def|lib|v|sv|sdc|tcl|odb|gds|spef|mk|vcd|saif|rpt|log|cfg|yaml|yml))\b"
)
_MESSAGE_CODE_RE = re.compile(r"\b([A-Z]{2,6}-\d{3,4})\b")
_NON_COMMAND_LANGS = frozenset(
    {"verilog", "systemverilog", "sv", "json", "yaml", "yml", "python", "py", "text", "txt", "markdown", "md",
     "cpp", "c++", "c", "html", "xml", "toml", "ini", "diff", "output", "console-output", "log"}
)

GENERIC_ANCHORS = frozenset(
    ["set", "puts", "if", "else", "elseif", "foreach", "for", "proc", "return", "source", "expr", "list", "lindex", "llength", "append", "lappend", "incr", "string", "file", "open", "close", "exit", "while", "switch", "catch", "global", "array", "dict", "info", "format", "regexp", "regsub", "split", "join", "eval", "exec", "break", "continue", "unset", "upvar", "uplevel", "namespace", "package", "variable", "after", "clock", "glob", "lsort", "lsearch", "lrange", "cd", "ls", "make", "git", "mkdir", "cp", "rm", "mv", "export", "echo", "sudo", "python", "python3", "pip", "cmake", "docker", "apt", "bash", "sh", "cat", "grep", "wget", "curl", "tar", "chmod", "source_me", "env", "which", "tee", "sed", "awk", "cmake_build", "ctest", "foo", "bar", "baz", "example", "your_design", "my_design", "design_name", "file_name", "name", "value", "options", "args", "command", "design", "help", "openroad", "openroad_exe", "yosys", "sta", "tcl"]
)
"""Placeholders, type aliases and language keywords that would turn into hubs."""


def normalize_anchor(token: str) -> str:
    return token.strip().strip("`'\"()[]{}:;,").lower()


def is_command(token: str) -> bool:
    """A plausible tool command: snake_case with an underscore, not a generic word."""
    return bool(_COMMAND_RE.match(token)) and "_" in token and token not in GENERIC_ANCHORS


@dataclass(frozen=True)
class AnchorExtractor:
    """Anchor rules bound to one document's own command vocabulary."""

    vocabulary: frozenset[str]

    @classmethod
    def for_document(cls, blocks: list[Block]) -> AnchorExtractor:
        vocabulary: set[str] = set()
        for block in blocks:
            if block.kind == "heading" and is_command(normalize_anchor(block.text)):
                vocabulary.add(normalize_anchor(block.text))
            elif block.kind == "code" and block.info not in _NON_COMMAND_LANGS:
                vocabulary.update(_code_commands(block.text))
        return cls(frozenset(vocabulary))

    def section_commands(self, blocks: list[Block]) -> dict[tuple[str, ...], tuple[str, ...]]:
        """Command each section documents: its heading, else its first synopsis; inherited downwards."""
        own: dict[tuple[str, ...], str] = {}
        for block in blocks:
            if block.section in own:
                continue
            if block.kind == "heading" and is_command(normalize_anchor(block.text)):
                own[block.section] = normalize_anchor(block.text)
            elif block.kind == "code" and block.info not in _NON_COMMAND_LANGS:
                first = _code_commands(block.text)
                if first:
                    own[block.section] = first[0]
        resolved: dict[tuple[str, ...], tuple[str, ...]] = {}
        for block in blocks:
            path = block.section
            for depth in range(len(path), -1, -1):
                if path[:depth] in own:
                    resolved[path] = (own[path[:depth]],)
                    break
        return resolved

    def mentions(self, block: Block) -> tuple[str, ...]:
        """Commands and files a block refers to, in order of first mention."""
        if block.kind == "code":
            found = [] if block.info in _NON_COMMAND_LANGS else _code_commands(block.text)
        else:
            found = self.inline_commands(block.text)
            found += [w for w in _WORD_RE.findall(block.text) if w in self.vocabulary]
        codes = [c.lower() for c in _MESSAGE_CODE_RE.findall(block.text)]
        return tuple(dict.fromkeys(found + self.files(block.text) + codes))

    def inline_commands(self, text: str) -> list[str]:
        found = []
        for span in _INLINE_CODE_RE.findall(text):
            parts = span.split()
            token = normalize_anchor(parts[0]) if parts else ""
            if is_command(token):
                found.append(token)
        return list(dict.fromkeys(found))

    @staticmethod
    def files(text: str) -> list[str]:
        names = [normalize_anchor(m.rsplit("/", 1)[-1]) for m in _FILE_RE.findall(text)]
        return list(dict.fromkeys(n for n in names if n not in GENERIC_ANCHORS))


def _code_commands(code: str) -> list[str]:
    """First word of each statement in a Tcl/shell-like code block."""
    found = []
    for raw in code.splitlines():
        line = raw.strip()
        if not line or line[0] in "#-[}{$\\\"'" or line.startswith(("//", ">>>")):
            continue
        token = normalize_anchor(line.split()[0].removeprefix("openroad>"))
        if is_command(token):
            found.append(token)
    return list(dict.fromkeys(found))
