"""A rendering's words credited to the source file that holds them.

A docs tree often ships both the reStructuredText or Markdown a manual is written in and a PDF or
HTML rendering of the same words (Yosys keeps each app note's body in its page's source beside the
PDF it links to). Both are indexed, and the rendering can match a question as well as its source,
or better. The source is the better citation: exact lines a reader can open, in the file the
maintainers edit. So hybrid retrieval treats the copy as one document: every rendered chunk is
mapped to the source section that holds most of its word trigrams, and before passages are cut a
rendered section's rank goes to that source section (``credit_sources``).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol

from ingest.chunks import Chunk
from ingest.documents import is_rendering

Gram = tuple[str, ...]


class Original(NamedTuple):
    """Where a rendered chunk's words are written: a source section, and its chunk holding most of them."""

    section: int
    chunk_id: str


class Section(Protocol):
    """What the copy test reads of a section (``retrieval.sections.Section`` is one)."""

    @property
    def index(self) -> int: ...
    @property
    def source(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def chunks(self) -> Sequence[Chunk]: ...


class SectionIndex(Protocol):
    """What crediting reads of a section index (``retrieval.sections.SectionIndex`` is one)."""

    @property
    def sections(self) -> Sequence[Section]: ...
    def originals(self, share: float) -> Mapping[str, Original]: ...


_WORD_RE = re.compile(r"\w+")


def shingles(text: str) -> set[Gram]:
    """Word trigrams of lower-cased text (single words when shorter): the same words compare equal
    whatever their line breaks, markup punctuation or case."""
    words = _WORD_RE.findall(text.lower())
    n = 3 if len(words) >= 3 else 1
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def find_originals(sections: Sequence[Section], share: float) -> dict[str, Original]:
    """Rendered chunk id -> its ``Original``, for chunks more than ``share`` of whose trigrams one
    source section holds (the same "mostly the same text" test as repeat suppression)."""
    rendered = {c.chunk_id: shingles(c.text) for s in sections if is_rendering(s.source) for c in s.chunks}
    rendered = {cid: grams for cid, grams in rendered.items() if grams}
    if not rendered:
        return {}
    wanted: set[Gram] = set().union(*rendered.values())
    holders: dict[Gram, list[int]] = defaultdict(list)
    for section in sections:
        if not is_rendering(section.source):
            for gram in shingles(section.text) & wanted:
                holders[gram].append(section.index)
    found: dict[str, Original] = {}
    for chunk_id, grams in rendered.items():
        counts: dict[int, int] = defaultdict(int)
        for gram in grams:
            for index in holders.get(gram, ()):
                counts[index] += 1
        if not counts:
            continue
        best, held = max(counts.items(), key=lambda item: (item[1], -item[0]))
        if held > share * len(grams):
            center = max(sections[best].chunks, key=lambda c: (len(grams & shingles(c.text)), -c.start_line))
            found[chunk_id] = Original(best, center.chunk_id)
    return found


def credit_sources(index: SectionIndex, ranked: Mapping[int, float], fused: Mapping[str, float],
                   share: float) -> tuple[dict[int, float], dict[str, float]]:
    """Section ranks and chunk scores with every rendered copy's credit moved to its source.

    A rendered section whose best chunk has an original gives its score to the original's section
    (which keeps the higher of the two) and leaves the ranking; the original chunk gets the rendered
    chunk's score, so the source's window is cut around the words that matched.
    """
    originals = index.originals(share)
    if not originals:
        return dict(ranked), dict(fused)
    chunks = dict(fused)
    for chunk_id, score in fused.items():
        original = originals.get(chunk_id)
        if original is not None:
            chunks[original.chunk_id] = max(chunks.get(original.chunk_id, score), score)
    moved = dict(ranked)
    for position, score in ranked.items():
        section = index.sections[position]
        if not is_rendering(section.source):
            continue
        scored = [c for c in section.chunks if c.chunk_id in fused]
        if not scored:
            continue
        best = max(scored, key=lambda c: fused[c.chunk_id])
        original = originals.get(best.chunk_id)
        if original is not None:
            del moved[position]
            moved[original.section] = max(moved.get(original.section, score), score)
    return moved, chunks
