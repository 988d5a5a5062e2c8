"""The streaming parser contract: feed lines one at a time, then ask for the facts.

Parsers keep only bounded state (current section, counters, the stat block being read), so
memory stays flat whatever the file size, and a file cut off mid-section still yields the
facts seen so far with ``truncated`` set.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from itertools import chain
from pathlib import Path
from typing import Protocol

from runs.parse.facts import ArtifactFacts

_READ_BUFFER = 1 << 20
TIMESTAMP = re.compile(r"\[\d+\.\d+\] ")
"""What ``yosys -t`` puts before each message's first line: seconds since start, ``[00000.001052] 1. Executing``.
A message's later lines (the drivers listed under a ``check`` warning) carry none."""


class LineParser(Protocol):
    """One artifact kind: consumes numbered lines, returns what it learned."""

    def feed(self, lineno: int, line: str) -> None: ...

    def finish(self) -> ArtifactFacts: ...


def iter_lines(path: Path) -> Iterator[tuple[int, str]]:
    """Numbered lines without line endings; undecodable bytes are replaced, never fatal. In a log whose first line
    is time-stamped every stamp is left out, so rules read the message as the tool wrote it, at its own line number."""
    with open(path, encoding="utf-8", errors="replace", newline=None, buffering=_READ_BUFFER) as handle:
        lines = enumerate(handle, start=1)
        first = next(lines, None)
        if first is not None and TIMESTAMP.match(first[1]):
            yield from ((number, _unstamped(text).rstrip("\r\n")) for number, text in chain([first], lines))
            return
        for lineno, line in chain([first] if first is not None else [], lines):
            yield lineno, line.rstrip("\r\n")


def _unstamped(line: str) -> str:
    stamp = TIMESTAMP.match(line)
    return line[stamp.end():] if stamp else line


def is_time_stamped(path: Path) -> bool:
    """Whether every message of the log at ``path`` begins with a time stamp (``yosys -t``)."""
    with open(path, "rb") as handle:
        return TIMESTAMP.match(handle.readline(256).decode("utf-8", "replace")) is not None


def untimed_text(path: Path) -> str:
    """The text of ``path`` as ``iter_lines`` reads it: line numbers kept, time stamps left out."""
    if not is_time_stamped(path):
        return path.read_text(encoding="utf-8", errors="replace")
    return "".join(line + "\n" for _, line in iter_lines(path))


def run_parser(parser: LineParser, lines: Iterable[tuple[int, str]], source: str = "") -> ArtifactFacts:
    """Feed ``lines`` to ``parser`` and stamp the facts with their ``source``."""
    count, feed = 0, parser.feed
    for count, line in lines:
        feed(count, line)
    facts = parser.finish()
    facts.lines = count
    facts.source = source
    return facts
