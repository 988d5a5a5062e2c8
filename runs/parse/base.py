"""The streaming parser contract: feed lines one at a time, then ask for the facts.

Parsers keep only bounded state (current section, counters, the stat block being read), so
memory stays flat whatever the file size, and a file cut off mid-section still yields the
facts seen so far with ``truncated`` set.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Protocol

from runs.parse.facts import ArtifactFacts

_READ_BUFFER = 1 << 20


class LineParser(Protocol):
    """One artifact kind: consumes numbered lines, returns what it learned."""

    def feed(self, lineno: int, line: str) -> None: ...

    def finish(self) -> ArtifactFacts: ...


def iter_lines(path: Path) -> Iterator[tuple[int, str]]:
    """Numbered lines without line endings; undecodable bytes are replaced, never fatal."""
    with open(path, encoding="utf-8", errors="replace", newline=None, buffering=_READ_BUFFER) as handle:
        for lineno, line in enumerate(handle, start=1):
            yield lineno, line.rstrip("\r\n")


def run_parser(parser: LineParser, lines: Iterable[tuple[int, str]], source: str = "") -> ArtifactFacts:
    """Feed ``lines`` to ``parser`` and stamp the facts with their ``source``."""
    count, feed = 0, parser.feed
    for count, line in lines:
        feed(count, line)
    facts = parser.finish()
    facts.lines = count
    facts.source = source
    return facts
