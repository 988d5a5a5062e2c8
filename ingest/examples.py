"""Example files a folder's manuals include: which ones, and the heading path each is shown under.

A Sphinx page shows a script with ``literalinclude``; the script's own words are then in the file,
and what it is for is in the page around the directive ("Mapping to cell libraries"). Indexed as a
document of its own, the file keeps that context as its heading path, so a question that describes
the example ("the little ASIC counter script") finds it as the page's readers do.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ingest.documents import EXAMPLE_SUFFIXES
from ingest.formats.rst import read_rst
from ingest.formats.rst_sphinx import include_path, include_target, included_files

_RST_SUFFIXES = (".rst", ".rest")


def included_examples(root: Path, manuals: Sequence[Path]) -> list[Path]:
    """Example files (code suffixes) inside ``root`` that the reStructuredText ``manuals`` include
    (hidden ones among them too: the caller filters its folder's entries one way for all)."""
    found: list[Path] = []
    for manual in manuals:
        if manual.suffix.lower() in _RST_SUFFIXES:
            text = manual.read_text(encoding="utf-8", errors="replace")
            found += [f for f in included_files(text, manual.parent) if _is_example(f, root)]
    return sorted(dict.fromkeys(found))


def shown_under(files: Sequence[Path]) -> dict[Path, tuple[str, ...]]:
    """Heading path of the section where a manual among ``files`` first includes each example among them."""
    wanted = {f.resolve() for f in files if f.suffix.lower() in EXAMPLE_SUFFIXES}
    headings: dict[Path, tuple[str, ...]] = {}
    for manual in files:
        if manual.suffix.lower() not in _RST_SUFFIXES or not wanted - set(headings):
            continue
        text = manual.read_text(encoding="utf-8", errors="replace")
        if not wanted & set(included_files(text, manual.parent)):
            continue
        source = read_rst(text, base_dir=manual.parent)
        for block in source.blocks:
            named = include_target(source.lines[block.start_line - 1])
            target = include_path(manual.parent, named) if named else None
            if target in wanted and target not in headings:
                headings[target] = block.section
    return headings


def _is_example(path: Path, root: Path) -> bool:
    return path.is_relative_to(root) and path.suffix.lower() in EXAMPLE_SUFFIXES
