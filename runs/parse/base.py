"""The streaming parser contract: feed lines one at a time, then ask for the facts.

Parsers keep only bounded state (current section, counters, the stat block being read), so
memory stays flat whatever the file size, and a file cut off mid-section still yields the
facts seen so far with ``truncated`` set.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
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


class LineScan:
    """Numbered lines of ``path`` holding one of ``needles``, found block by block at C speed.

    Only those lines are decoded and handed to Python, which is what lets a parser read a
    multi-gigabyte log about as fast as grep. While ``dense()`` is true (e.g. inside a stat
    block) every line is handed over. ``total`` is the line count once iteration is over.
    Memory is one block plus one partial line.
    """

    def __init__(self, path: Path, needles: tuple[bytes, ...], dense: Callable[[], bool] = lambda: False,
                 block: int = 8 << 20) -> None:
        self.path, self.needles, self.dense, self.block = path, needles, dense, block
        self.total = 0

    def __iter__(self) -> Iterator[tuple[int, str]]:
        lineno, tail = 0, b""
        with open(self.path, "rb") as handle:
            while chunk := handle.read(self.block):
                data = tail + chunk
                cut = data.rfind(b"\n") + 1
                data, tail = data[:cut], data[cut:]
                yield from self._lines(data, lineno)
                lineno += data.count(b"\n")
        if tail:
            yield from self._lines(tail + b"\n", lineno)
            lineno += 1
        self.total = lineno

    def _starts(self, data: bytes) -> list[int]:
        starts = set()
        for needle in self.needles:
            pos = data.find(needle)
            while pos >= 0:
                start = data.rfind(b"\n", 0, pos) + 1
                starts.add(start)
                pos = data.find(b"\n", pos)
                pos = data.find(needle, pos) if pos >= 0 else -1
        return sorted(starts)

    def _lines(self, data: bytes, base: int) -> Iterator[tuple[int, str]]:
        """The hot loop: bound methods in locals, one ``\\r`` test per block instead of per line."""
        dense, find, count = self.dense, data.find, data.count
        crlf = b"\r" in data
        pos, line, done = 0, base, 0
        for start in ([0] if dense() else []) + self._starts(data):
            if start < done:
                continue
            line += count(b"\n", pos, start)
            pos = start
            while (end := find(b"\n", pos)) >= 0:
                text = data[pos:end].decode("utf-8", "replace")
                line += 1
                yield line, (text.rstrip("\r") if crlf else text)
                pos = end + 1
                if not dense():
                    break
            done = pos


def run_parser(parser: LineParser, lines: Iterable[tuple[int, str]], source: str = "") -> ArtifactFacts:
    """Feed ``lines`` to ``parser`` and stamp the facts with their ``source``."""
    count, feed = 0, parser.feed
    for count, line in lines:
        feed(count, line)
    facts = parser.finish()
    facts.lines = lines.total if isinstance(lines, LineScan) else count
    facts.source = source
    return facts
