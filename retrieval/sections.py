"""Sections as parents of chunks, and "small to big" passages cut from them under a budget.

A section is the run of consecutive chunks of one document that share a heading path. It is
derived from the stored chunks alone (source, line span, heading path, text), never from the
parser's blocks, so replacing the Markdown parser (or adding RST) changes nothing here.

Retrieval matches small chunks; the answer context is their parent: the whole section when it
fits the character budget, otherwise the window of consecutive chunks around the matched ones
(an option table split over several chunks comes back as one row group, a procedure as its
steps) that fits it. The K passages share one budget (``SectionIndex.fit``): what short sections leave goes
to the long ones. Every passage keeps its exact first and last line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from index.scope_cache import ScopeCache
from ingest.chunks import Chunk
from ingest.graph_store import GraphStore
from retrieval.copies import Original, find_originals, shingles


class _ChunkRun:
    """Line span and text of a run of consecutive chunks (``self.chunks``, never empty)."""

    chunks: tuple[Chunk, ...]

    @property
    def start_line(self) -> int:
        return self.chunks[0].start_line

    @property
    def end_line(self) -> int:
        return self.chunks[-1].end_line

    @property
    def text(self) -> str:
        return join_chunks(self.chunks)


@dataclass(frozen=True)
class Section(_ChunkRun):
    """Consecutive chunks of one document under one heading path."""

    index: int
    scope: str
    source: str
    title: str
    chunks: tuple[Chunk, ...]

    @property
    def size(self) -> int:
        return sum(len(c.text) for c in self.chunks)


@dataclass(frozen=True)
class Passage(_ChunkRun):
    """A parent passage: consecutive chunks of one section, with the chunk that earned it."""

    section: Section
    chunks: tuple[Chunk, ...]
    score: float
    best_chunk: str

    @property
    def windowed(self) -> bool:
        """Cut from a section longer than its budget (a whole section, with or without subsections, is not)."""
        return len(self.chunks) < len(self.section.chunks)

    @cached_property
    def grams(self) -> set[tuple[str, ...]]:
        """The passage's word trigrams, computed once however many candidates it is compared with."""
        return shingles(self.text)


def join_chunks(chunks: Sequence[Chunk]) -> str:
    """Chunk texts in order; a blank line where the document had lines between them."""
    parts: list[str] = []
    previous: Chunk | None = None
    for chunk in chunks:
        if previous is not None:
            parts.append("\n\n" if chunk.start_line > previous.end_line + 1 else "\n")
        parts.append(chunk.text)
        previous = chunk
    return "".join(parts)


def repeats(passage: Passage, others: Sequence[Passage], share: float) -> bool:
    """Whether ``others`` already show ``passage``: its chunks, a passage inside it, or more than ``share`` of its
    word trigrams in one of them (the test ``passages`` applies while it cuts one ranking)."""
    ids = {c.chunk_id for c in passage.chunks}
    shown = [{c.chunk_id for c in other.chunks} for other in others]
    if ids <= set().union(*shown) or any(other <= ids for other in shown):
        return True
    mine = passage.grams
    return any(len(mine & other.grams) > share * len(mine) for other in others)


def _best(chunks: Iterable[Chunk], scores: Mapping[str, float]) -> Chunk:
    """The chunk that earned a passage: the best scored of ``chunks``."""
    return max(chunks, key=lambda c: scores.get(c.chunk_id, float("-inf")))


def _window(
    chunks: Sequence[Chunk], hits: Mapping[str, float], max_chars: int, anchor: str | None = None
) -> tuple[Chunk, ...]:
    """The run of ``chunks`` around the best hit (or ``anchor``, when one of them), within ``max_chars``, whose hits
    score most (see ``window``)."""
    sizes = [len(c.text) for c in chunks]
    scores = [hits.get(c.chunk_id, 0.0) for c in chunks]
    ids = [c.chunk_id for c in chunks]
    best = ids.index(anchor) if anchor in ids else max(
        range(len(chunks)), key=lambda i: (hits.get(chunks[i].chunk_id, float("-inf")), -i))
    lo = hi = best
    used = sizes[best]
    while hi + 1 < len(chunks) and used + sizes[hi + 1] <= max_chars:
        hi += 1
        used += sizes[hi]
    # Slide the start earlier one chunk at a time, giving back the end while over budget.
    candidates = [(sum(scores[lo : hi + 1]), -lo, hi)]
    while lo > 0:
        lo -= 1
        used += sizes[lo]
        while used > max_chars and hi > best:
            used -= sizes[hi]
            hi -= 1
        if used > max_chars:
            break
        candidates.append((sum(scores[lo : hi + 1]), -lo, hi))
    _, start, hi = max(candidates)
    lo = -start
    used = sum(sizes[lo : hi + 1])
    lo, hi = _whole_tables(chunks, lo, hi, best, sizes, max_chars)
    used = sum(sizes[lo : hi + 1])
    while lo > 0 and used + sizes[lo - 1] <= max_chars:
        lo -= 1
        used += sizes[lo]
    while hi + 1 < len(chunks) and used + sizes[hi + 1] <= max_chars:
        hi += 1
        used += sizes[hi]
    return tuple(chunks[lo : hi + 1])


def _is_table(chunk: Chunk) -> bool:
    """A chunk of table rows: most of its lines are pipe rows (Markdown) or grid/simple-table rules (RST)."""
    lines = [line.strip() for line in chunk.text.splitlines() if line.strip()]
    rows = sum(line.startswith(("|", "+-", "+=")) or set(line) <= {"=", " "} for line in lines)
    return bool(lines) and rows * 2 > len(lines)


def _whole_tables(
    chunks: Sequence[Chunk], lo: int, hi: int, best: int, sizes: Sequence[int], max_chars: int
) -> tuple[int, int]:
    """The window ``lo..hi`` made to hold the whole table of the best hit, when that table fits ``max_chars``.

    A long option table is chunked in row groups; a window around the matched rows would show
    them without the table's header or its other options. With the window when both fit, else the
    table alone (the budget left then grows it as any window).
    """
    if not _is_table(chunks[best]):
        return lo, hi
    start = end = best
    while start > 0 and _is_table(chunks[start - 1]) and chunks[start - 1].end_line + 2 >= chunks[start].start_line:
        start -= 1
    while end + 1 < len(chunks) and _is_table(chunks[end + 1]) and chunks[end].end_line + 2 >= chunks[end + 1].start_line:
        end += 1
    if sum(sizes[min(lo, start) : max(hi, end) + 1]) <= max_chars:
        return min(lo, start), max(hi, end)
    if sum(sizes[start : end + 1]) <= max_chars:
        return start, end
    return lo, hi


def _shared_cap(sizes: Sequence[int], budget: int) -> int:
    """The largest cap c with ``sum(min(size, c)) <= budget`` (water-filling); the largest size if all fit."""
    left, order = budget, sorted(sizes)
    for done, size in enumerate(order):
        share = left // (len(order) - done)
        if size > share:
            return share
        left -= size
    return order[-1] if order else 0


def _parents(sections: Sequence[Section]) -> list[int | None]:
    """Index of each section's nearest enclosing one (same document, heading path a prefix of its own)."""
    out: list[int | None] = []
    open_: list[Section] = []
    for section in sections:
        while open_ and (
            (open_[-1].scope, open_[-1].source) != (section.scope, section.source)
            or not section.title.startswith(f"{open_[-1].title} > ")
        ):
            open_.pop()
        out.append(open_[-1].index if open_ else None)
        open_.append(section)
    return out


def group_sections(chunks: Iterable[Chunk]) -> list[Section]:
    """Sections of chunks sorted by (scope, source, start line): a new one at each heading change."""
    sections: list[Section] = []
    run: list[Chunk] = []

    def close() -> None:
        if run:
            first = run[0]
            sections.append(Section(len(sections), first.scope, first.source, first.section, tuple(run)))

    for chunk in chunks:
        if run and (chunk.scope, chunk.source, chunk.section) != (run[-1].scope, run[-1].source, run[-1].section):
            close()
            run = []
        run.append(chunk)
    close()
    return sections


class SectionIndex:
    """Sections of one set of chunks, and the section of every chunk id."""

    def __init__(self, chunks: Sequence[Chunk]) -> None:
        self.chunks = list(chunks)
        self.sections = group_sections(self.chunks)
        self.section_of: dict[str, Section] = {c.chunk_id: s for s in self.sections for c in s.chunks}
        self.chunk_by_id: dict[str, Chunk] = {c.chunk_id: c for c in self.chunks}
        self.parent = _parents(self.sections)
        """Index of each section's nearest enclosing section, or None."""
        self._originals: dict[float, dict[str, Original]] = {}

    def originals(self, share: float) -> dict[str, Original]:
        """Rendered chunk id -> where a source file holds its words (``retrieval.copies``), found once per index."""
        if share not in self._originals:
            self._originals[share] = find_originals(self.sections, share)
        return self._originals[share]

    def chunk_passage(self, chunk: Chunk, score: float) -> Passage:
        """One chunk as a passage of its section (hybrid without small to big)."""
        return Passage(self.section_of[chunk.chunk_id], (chunk,), score, chunk.chunk_id)

    def window(
        self, section: Section, hits: Mapping[str, float], max_chars: int, anchor: str | None = None
    ) -> tuple[Chunk, ...]:
        """The whole section if it fits ``max_chars``; else the window of it that holds the most matched chunks.

        The window always keeps the best hit, or ``anchor`` when given (a regrown window keeps the chunk
        that earned it), whatever its size, and, among the runs of
        consecutive chunks around it that fit the budget, takes the one whose hits score most
        in total: a long section's answer sits where its matched blocks cluster, which is not
        always on one side of the best one. Budget left over grows the window earlier first
        (definitions and table headers come before their rows), then later.
        """
        if section.size <= max_chars:
            return section.chunks
        return _window(section.chunks, hits, max_chars, anchor)

    def section_scores(self, chunk_scores: Mapping[str, float], spread: float) -> dict[int, float]:
        """Score of every section with a scored chunk: its best chunk plus ``spread`` x the rest.

        ``spread`` rewards a section several of whose chunks matched; 0 ranks by the best chunk only.
        """
        by_section: dict[int, list[float]] = {}
        for chunk_id, score in chunk_scores.items():
            section = self.section_of.get(chunk_id)
            if section is not None:
                by_section.setdefault(section.index, []).append(score)
        return {i: max(s) + spread * (sum(s) - max(s)) for i, s in by_section.items()}

    def with_subsections(self, section: Section, max_chars: int, hits: Mapping[str, float]) -> tuple[Chunk, ...]:
        """The section and its subsections when they fit ``max_chars``; else the window of them around the match.

        A command's synopsis section and its "Options" and "Example" subsections answer one
        question together; a parent that fits the budget comes back whole. One that does not is
        cut where its matched chunks are (``_window``), not from its top: a subsection matched deep
        in a long command section comes back, not the command's synopsis.
        """
        prefix = f"{section.title} > "
        if " > " not in section.title:
            # A page's title section keeps its introduction first: a match deep in the page is its own
            # section's passage, cited by its own lines, not a window of the whole page.
            hits = {}
        family = [section]
        for child in self.sections[section.index + 1 :]:
            if (child.scope, child.source) != (section.scope, section.source) or not child.title.startswith(prefix):
                break
            family.append(child)
        return self._around_match(family, max_chars, hits)

    @staticmethod
    def _around_match(sections: Sequence[Section], max_chars: int, hits: Mapping[str, float]) -> tuple[Chunk, ...]:
        """The chunks of consecutive ``sections``: all when they fit, else the window holding most of the match."""
        chunks = [c for s in sections for c in s.chunks]
        if sum(len(c.text) for c in chunks) <= max_chars:
            return tuple(chunks)
        if not any(c.chunk_id in hits for c in chunks[len(sections[0].chunks) :]):
            hits = {**{c.chunk_id: 0.0 for c in sections[0].chunks}, **hits}
        return _window(chunks, hits, max_chars)

    def under_heading(self, section: Section, heading: str, max_chars: int) -> tuple[Section, tuple[Chunk, ...]]:
        """The sections under ``heading`` (a heading with no text of its own), from the first, as many as fit.

        Returned as one section titled ``heading``: the parent a reader would open, although the
        document put no line of its own under it. ``lift`` takes it only when it holds the matched
        section: a message deep in a long list of messages comes back alone, its citation exact.
        """
        prefix = f"{heading} > "

        def under(other: Section) -> bool:
            return (other.scope, other.source) == (section.scope, section.source) and other.title.startswith(prefix)

        first = section.index
        while first > 0 and under(self.sections[first - 1]):
            first -= 1
        chunks: list[Chunk] = []
        used = 0
        for other in self.sections[first:]:
            if not under(other) or used + other.size > max_chars:
                break
            chunks.extend(other.chunks)
            used += other.size
        return replace(self.sections[first], title=heading), tuple(chunks)

    def lift(self, section: Section, max_chars: int, hits: Mapping[str, float]) -> tuple[Section, tuple[Chunk, ...]]:
        """The enclosing section, with its subsections, when that fits ``max_chars`` and holds ``section`` whole.

        A matched "Options" table arrives with the command's synopsis above it, a matched
        subsection with the paragraph that introduces it: the parent a reader would open. One
        level only, and never into the page's own title section: a passage that is the whole
        page makes a citation that says little (and leaves feedback training no negatives). A
        heading with no text of its own is a parent all the same (``under_heading``): four tiny
        sibling sections under it come back as one passage instead of taking four slots.
        """
        chunks = self.with_subsections(section, max_chars, hits)
        heading = section.title.rpartition(" > ")[0]
        parent = self.parent[section.index]
        if " > " in heading and (parent is None or self.sections[parent].title != heading):
            group = self.under_heading(section, heading, max_chars)
            if {c.chunk_id for c in chunks} < {c.chunk_id for c in group[1]}:
                return group
        if parent is not None and " > " in self.sections[parent].title:
            wider = self.with_subsections(self.sections[parent], max_chars, hits)
            if {c.chunk_id for c in chunks} <= {c.chunk_id for c in wider}:
                return self.sections[parent], wider
        return section, chunks

    def passages(
        self,
        section_scores: Mapping[int, float],
        chunk_scores: Mapping[str, float],
        k: int,
        max_chars: int,
        repeat: float,
        spares: int = 0,
    ) -> list[Passage]:
        """The top-``k`` sections by ``section_scores``, each windowed around its best chunks, then ``spares`` more.

        A section that fits the budget comes back with its subsections, inside its enclosing
        section when that fits too (``lift``). The ``k`` passages are ``k`` different texts: a passage
        already held by an earlier one is skipped, and a parent that holds an earlier passage
        takes that passage's place (and its rank). A passage more than ``repeat`` of whose word
        trigrams one higher-ranked passage already shows (an overlapping window of the same
        section, a copy of the same text in another file) gives its slot to the next distinct one.
        """
        ranked = sorted(section_scores.items(), key=lambda item: (-item[1], item[0]))
        out: list[Passage] = []
        extra: list[Passage] = []
        for index, score in ranked:
            if len(out) == k and len(extra) == spares:
                break
            section = self.sections[index]
            if section.size <= max_chars:
                section, chunks = self.lift(section, max_chars, chunk_scores)
            else:
                chunks = self.window(section, chunk_scores, max_chars)
            ids = {c.chunk_id for c in chunks}
            if ids <= {c.chunk_id for p in out for c in p.chunks}:
                continue
            candidate = Passage(section, chunks, score, _best(chunks, chunk_scores).chunk_id)
            held = [i for i, p in enumerate(out) if {c.chunk_id for c in p.chunks} <= ids]
            if len(out) == k:
                # Past the k: a spare is a distinct passage of its own, never a parent that would reorder the k.
                if not held and not repeats(candidate, [*out, *extra], repeat):
                    extra.append(candidate)
                continue
            if not held and repeats(candidate, out, repeat):
                continue
            at = held[0] if held else len(out)
            score = max([score, *(out[i].score for i in held)])
            out = [p for i, p in enumerate(out) if i not in held]
            others = {c.chunk_id for p in out for c in p.chunks}
            own = _best((c for c in chunks if c.chunk_id not in others), chunk_scores)
            out.insert(at, replace(candidate, score=score, best_chunk=own.chunk_id))
        return out + extra

    def fit(self, passages: Sequence[Passage], hits: Mapping[str, float], budget: int, floor: int) -> list[Passage]:
        """The passages with their windows regrown so that together they use about ``budget`` characters.

        Each passage was cut under a per-passage budget (``floor``), so a short section came back
        whole and used less than its share. The reader's budget is for the K passages together:
        what the whole ones leave is shared evenly (water-filling) among the windowed ones, each
        regrown around its matched chunks up to the common cap and never below ``floor``. A long
        section that answers the question then comes back whole when the others are short. Each window
        regrows around its own best chunk, not the section's: two windows of one long section (two parts
        of a question answered in two places of one page) stay two places instead of growing into one.
        """
        cut = [p for p in passages if p.windowed]
        if not cut:
            return list(passages)
        left = budget - sum(len(p.text) for p in passages if not p.windowed)
        cap = max(floor, _shared_cap([p.section.size for p in cut], left))
        return [replace(p, chunks=self.window(p.section, hits, cap, p.best_chunk)) if p.windowed else p
                for p in passages]


class SectionCache(ScopeCache[SectionIndex]):
    """One ``SectionIndex`` per scope set, rebuilt when the store's generation moves."""

    def __init__(self, store: GraphStore) -> None:
        super().__init__(lambda: self.store.generation(), lambda key: SectionIndex(self.store.chunks_in(key)))
        self.store = store
