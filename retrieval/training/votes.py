"""Training pairs from users' votes, as written by ``edabot feedback export``.

A thumbs-up answer says its cited lines answer the question, so the functional units built
from the chunks those lines overlap are positives for that question. A thumbs-down answer
says its cited units did not, which makes them the hardest negatives there are: the retriever
already ranked them first. They count against every voted question (the same one first),
never against a question's own positives, and the base-encoder sampler of the unit pairs tops
each pair up to the usual number of negatives. Spans are mapped onto the chunks of the
trained scope; a question whose spans touch none of its units is reported, not guessed at.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from edabot.errors import BadInputError
from index.encoder import Encoder
from ingest.chunks import Chunk
from ingest.graph_store import GraphStore
from ingest.units import Unit
from retrieval.training.pairs import NEGATIVES, NegativeSampler, Pair, PairSet, validation_units

NEEDS = ("vote",)
"""What a voted query needs is what the user approved, not artifact types: every kappa is 0."""


@dataclass(frozen=True)
class VotedSpan:
    """Cited lines as the answer showed them: in the file, or within ``page`` of a PDF."""

    source: str
    start_line: int
    end_line: int
    page: int | None = None
    end_page: int | None = None

    def overlaps(self, chunk: Chunk) -> bool:
        """Compared as (page, line) so PDF spans, counted within their page, meet their chunks."""
        first, last = chunk.page_lines()
        start, end = (self.page or 0, self.start_line), (self.end_page or self.page or 0, self.end_line)
        return chunk.source == self.source and start <= (chunk.page, last) and (chunk.page, first) <= end


@dataclass(frozen=True)
class Vote:
    """One exported item: an up-vote's gold spans or a down-vote's cited spans."""

    question: str
    up: bool
    spans: tuple[VotedSpan, ...]


@dataclass(frozen=True)
class VotePairs:
    """The voted pairs, how many questions gave them, and the questions skipped for want of a unit."""

    pairs: PairSet
    questions: int
    unmatched: tuple[str, ...]
    too_broad: tuple[str, ...] = ()
    """Questions whose positives leave fewer than the needed negatives among the scope's units."""


def read_votes(paths: Iterable[Path]) -> list[Vote]:
    """The feedback items of the given export files, in order; other lines are refused by number."""
    votes: list[Vote] = []
    for path in paths:
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise BadInputError(f"cannot read votes file {path}: {exc.strerror}") from exc
        for number, line in enumerate(lines, 1):
            if line.strip():
                votes.append(_vote(line, f"{path}:{number}"))
    return votes


def _vote(line: str, where: str) -> Vote:
    """A review item names what the down-voted answer ``cited``; a regression item its ``gold``."""
    try:
        record: dict[str, Any] = json.loads(line)
        up = "cited" not in record
        spans = record["gold"] if up else record["cited"]
        return Vote(str(record["question"]), up, tuple(_span(s) for s in spans))
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise BadInputError(f"{where}: not an item of `edabot feedback export` ({exc})") from exc


def _span(record: dict[str, Any]) -> VotedSpan:
    return VotedSpan(str(record["source"]), int(record["start_line"]), int(record["end_line"]),
                     record.get("page"), record.get("end_page"))


def question_key(question: str) -> str:
    """Questions that differ only in case or spacing are the same question."""
    return " ".join(question.casefold().split())


class _UnitsBySpan:
    """Which units of the scope are linked to the chunks a span overlaps."""

    def __init__(self, units: Sequence[Unit], chunks: Sequence[Chunk]) -> None:
        self.units = units
        self.chunks = chunks
        self.index = {u.unit_id: i for i, u in enumerate(units)}
        self.of_chunk: dict[str, list[int]] = {}
        for i, unit in enumerate(units):
            for chunk_id in unit.chunk_ids:
                self.of_chunk.setdefault(chunk_id, []).append(i)

    def matching(self, spans: Iterable[VotedSpan]) -> list[int]:
        found: dict[int, None] = {}
        for span in spans:
            for chunk in self.chunks:
                if span.overlaps(chunk):
                    found.update(dict.fromkeys(self.of_chunk.get(chunk.chunk_id, [])))
        return sorted(found)


def _negatives(sampler: NegativeSampler, positive: int, hard: Sequence[int], excluded: set[int]) -> list[int]:
    """Down-voted units first, then the sampler's picks, then the rest by similarity."""
    picked: list[int] = []
    for j in [*hard, *sampler.pick(positive, NEEDS), *(int(k) for k in sampler.similar[positive])]:
        if len(picked) == NEGATIVES:
            break
        if j not in excluded and j not in picked:
            picked.append(j)
    return picked


def generate_vote_pairs(
    votes: Sequence[Vote], units: Sequence[Unit], chunks: Sequence[Chunk], encoder: Encoder, seed: int = 0
) -> VotePairs:
    """One pair per (up-voted question, positive unit), split by question with the seeded 85/15 rule."""
    ordered = sorted(units, key=lambda u: u.unit_id)
    by_span = _UnitsBySpan(ordered, chunks)
    positives: dict[str, tuple[str, set[int]]] = {}
    down: dict[str, set[int]] = {}
    unmatched: dict[str, str] = {}
    for vote in votes:
        key = question_key(vote.question)
        matched = by_span.matching(vote.spans)
        if not matched:
            unmatched.setdefault(key, vote.question)
        elif vote.up:
            positives.setdefault(key, (vote.question, set()))[1].update(matched)
        else:
            down.setdefault(key, set()).update(matched)
    for key in set(positives) | set(down):
        unmatched.pop(key, None)
    too_broad = {k: q for k, (q, wanted) in positives.items() if len(ordered) - len(wanted) < NEGATIVES}
    positives = {k: v for k, v in positives.items() if k not in too_broad}
    if not positives:
        return VotePairs(PairSet({}, [], []), 0, tuple(unmatched.values()), tuple(too_broad.values()))
    sampler = NegativeSampler(ordered, encoder, seed)
    anywhere = sorted(set().union(*down.values()))
    held_out = validation_units(sorted(positives), seed)
    train: list[Pair] = []
    validation: list[Pair] = []
    for key, (question, wanted) in sorted(positives.items()):
        same = sorted(down.get(key, set()))
        hard = [*same, *(j for j in anywhere if j not in same)]
        for positive in sorted(wanted):
            negatives = _negatives(sampler, positive, hard, wanted)
            pair = Pair(question, NEEDS, ordered[positive].unit_id, tuple(ordered[j].unit_id for j in negatives),
                        tuple(0.0 for _ in negatives))
            (validation if key in held_out else train).append(pair)
    return VotePairs(PairSet({u.unit_id: u.summary for u in ordered}, train, validation), len(positives),
                     tuple(unmatched.values()), tuple(too_broad.values()))


def vote_pairs_from_store(
    store: GraphStore, scope: str, paths: Iterable[Path], encoder: Encoder, seed: int = 0
) -> VotePairs:
    """Voted pairs over the units and chunks of one scope of an existing index."""
    return generate_vote_pairs(read_votes(paths), store.all_units([scope]), store.chunks_in([scope]), encoder, seed)


__all__ = ["Vote", "VotePairs", "VotedSpan", "generate_vote_pairs", "question_key", "read_votes",
           "vote_pairs_from_store"]
