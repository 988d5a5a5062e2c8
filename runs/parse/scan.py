"""Block scanning: feed a parser only the lines it can act on, found in large byte blocks.

Most of a multi-gigabyte Yosys log is pass chatter that no rule reads; splitting and decoding every
line in Python is what held the parser to tens of MB/s. Here the file is read in blocks of whole
lines, the parser's byte patterns are searched over each block by the regex engine (each pattern
starts with a literal, which ``re`` finds at memory speed, unlike an alternation of many literals),
and only the lines they hit are decoded and fed. Line numbers stay exact because the newlines
between fed lines are counted with ``bytes.count``. Memory is one block (or one line, if longer).

Lines are split on ``\\n`` only, decoded as UTF-8 with undecodable bytes replaced, and lose trailing
``\\r``; a final line without a newline still counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple, Protocol

from runs.parse.facts import ArtifactFacts

BLOCK_BYTES = 8 << 20


class ScanMode(NamedTuple):
    """What a parser needs fed next.

    ``every_line`` false: only the lines a match of one of ``patterns`` touches (any other line
    would change nothing). ``every_line`` true: every line, up to and including those of the first
    match (the lines that may end this mode). A match may start with the newline before its first
    line, which anchors it at a line start, may span whole lines (fed in one ``feed_text`` call)
    and never ends with a newline.
    """

    patterns: tuple[re.Pattern[bytes], ...]
    every_line: bool = False


class ScanParser(Protocol):
    """A line parser that says, in its current state, which lines can still change its facts."""

    def feed(self, lineno: int, line: str) -> None: ...

    def feed_text(self, lineno: int, text: str) -> None:
        """Consecutive lines joined by newlines, the first numbered ``lineno``: the same as feeding each
        of ``text.split("\\n")`` without its trailing ``\\r``."""

    def scan_mode(self) -> ScanMode: ...

    def finish(self, lines: int = 0) -> ArtifactFacts: ...


def scan_file(path: Path, parser: ScanParser, block: int = BLOCK_BYTES) -> int:
    """Feed ``parser`` the lines of ``path`` it can act on, in order; returns the file's line count."""
    lineno = 0
    for data, end in _blocks(path, block):
        lineno = _BlockScan(data, end, lineno, parser).run()
    return lineno


def _blocks(path: Path, size: int) -> Iterator[tuple[bytes, int]]:
    """Blocks of whole lines as ``(data, end)``: ``data[0]`` is the newline before the first line (so
    that line-start patterns find it too) and ``data[end - 1]`` the one after the last. The part line
    after ``end`` is read again with the next block, which costs less than copying every block."""
    with open(path, "rb", buffering=0) as handle:
        lead, offset, want = b"\n", 0, size
        while True:
            handle.seek(offset)
            chunk = handle.read(want)
            data = lead + chunk if lead else chunk
            end = data.rfind(b"\n") + 1
            if len(chunk) < want:  # the end of the file; its last line may lack a newline
                if end < len(data):
                    data, end = data + b"\n", len(data) + 1
                if end > 1:
                    yield data, end
                return
            if end <= 1:  # one line longer than the block: read it whole
                want *= 2
                continue
            yield data, end
            offset += end - 1 - len(lead)
            lead, want = b"", size


class _BlockScan:
    """One block: ``pos`` is where the next unread line starts, ``line`` how many lines precede it."""

    def __init__(self, data: bytes, end: int, lineno: int, parser: ScanParser) -> None:
        self.data, self.end, self.parser = data, end, parser
        self.pos, self.line = 1, lineno
        self.hits: dict[int, tuple[int, int]] = {}
        """Per pattern, by ``id`` (a compiled pattern hashes its whole program on every lookup), the span of
        its first match that starts at or after the newline before ``pos`` (``(end, end)``: none left). Kept
        across mode changes, so each pattern walks the block once. A pattern alone in its mode is searched
        without it, since its last match is the one just fed; an entry it left is still the first match
        after some earlier ``pos``, so it stays true, or falls behind ``pos`` and is searched again."""

    def run(self) -> int:
        """Feed the block's lines the parser asks for; returns the line count at the block's end."""
        while self.pos < self.end:
            mode = self.parser.scan_mode()
            if mode.every_line:
                self._feed_through(mode)
            elif not self._feed_matches(mode):
                break
        return self.line + self.data.count(b"\n", self.pos, self.end)

    def _next_match(self, patterns: tuple[re.Pattern[bytes], ...], pos: int) -> tuple[int, int]:
        """The span of the first match of ``patterns`` in the lines from ``pos`` on (``(end, end)``: none)."""
        data, end, hits, after = self.data, self.end, self.hits, pos - 1
        if len(patterns) == 1:
            found = patterns[0].search(data, after, end)
            return found.span() if found else (end, end)
        best = (end, end)
        for pattern in patterns:
            span = hits.get(id(pattern))
            if span is None or span[0] < after:
                found = pattern.search(data, after, end)
                span = hits[id(pattern)] = found.span() if found else (end, end)
            if span < best:
                best = span
        return best

    def _feed_matches(self, mode: ScanMode) -> bool:
        """Feed the lines the parser's patterns match while it needs no other line; False when none is left.

        What this loop costs per match is what a scan adds to every line a rule reads, so it keeps its
        state in locals: a search for the pattern just used, a few counts and finds, a decode, the call."""
        data, end, parser = self.data, self.end, self.parser
        pos, line = self.pos, self.line
        while True:
            start, stop = self._next_match(mode.patterns, pos)
            if start >= end:
                break
            first = data.rfind(b"\n", pos - 1, start + 1) + 1
            line += data.count(b"\n", pos, first)
            pos = data.find(b"\n", stop - 1) + 1
            text = data[first:pos - 1].decode("utf-8", "replace")
            if "\n" in text:
                parser.feed_text(line + 1, text)
                line += text.count("\n") + 1
            else:
                line += 1
                parser.feed(line, text.rstrip("\r"))
            mode = parser.scan_mode()
            if mode.every_line:
                break
        self.pos, self.line = pos, line
        return start < end

    def _feed_through(self, mode: ScanMode) -> None:
        """Every line from ``pos`` through the last one of the first match of ``mode``'s patterns
        (or the block's last line), decoded at once."""
        data, pos, end = self.data, self.pos, self.end
        start, stop = self._next_match(mode.patterns, pos)
        last = data.find(b"\n", stop - 1) if start < end else end - 1
        self.parser.feed_text(self.line + 1, data[pos:last].decode("utf-8", "replace"))
        self.line += data.count(b"\n", pos, last) + 1
        self.pos = last + 1


def scan_parser(parser: ScanParser, path: Path, source: str = "") -> ArtifactFacts:
    """Scan ``path`` with ``parser`` and stamp the facts with their ``source`` and line count."""
    lines = scan_file(path, parser)
    facts = parser.finish(lines)
    facts.lines, facts.source = lines, source
    return facts


__all__ = ["BLOCK_BYTES", "ScanMode", "ScanParser", "scan_file", "scan_parser"]
