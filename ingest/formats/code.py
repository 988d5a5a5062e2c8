"""Example scripts and sources that manuals include, read as citable code.

A Sphinx manual shows its examples with ``literalinclude``: the words a user asks about ("which
passes does ``opt`` run") then live in a ``.ys`` or ``.tcl`` file, not in the page, and the page's
own lines hold only the directive. Indexed on its own, the file is found by its words and cited by
its own lines. Each run of non-blank lines is one code block, titled by the page section that shows
the file and the file's name, so both count for the encoders and in citations.
"""

from __future__ import annotations

from pathlib import PurePath

from ingest.formats.blocks import Block, split_lines
from ingest.formats.source import SourceText

LANGUAGES = {
    ".ys": "yoscrypt", ".tcl": "tcl", ".sdc": "tcl", ".xdc": "tcl", ".v": "verilog", ".vh": "verilog",
    ".sv": "systemverilog", ".svh": "systemverilog", ".py": "python", ".sh": "bash", ".c": "c", ".h": "c",
    ".cc": "cpp", ".cpp": "cpp", ".hpp": "cpp", ".mk": "make",
}
"""Suffixes of the example files a manual may include, with the language of each."""


def read_code(text: str, name: str, shown_under: tuple[str, ...] = ()) -> SourceText:
    """One code block per paragraph of the file (a run of non-blank lines), in the file's language,
    titled by the heading path it is shown under in a manual (if any) and its name."""
    lines = split_lines(text)
    language = LANGUAGES.get(PurePath(name).suffix.lower(), "")
    title = (*shown_under, PurePath(name).name)
    blocks: list[Block] = []
    start: int | None = None
    for number, line in enumerate([*lines, ""], start=1):
        if line.strip() and start is None:
            start = number
        elif not line.strip() and start is not None:
            blocks.append(Block("code", start, number - 1, "\n".join(lines[start - 1 : number - 1]), title, language))
            start = None
    return SourceText("code", lines, blocks)
