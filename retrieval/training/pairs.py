"""(query, positive unit, 7 negatives) training pairs generated from an index without an LLM.

Queries come from fixed templates chosen by the anchor's kind (command, message code, file)
and by the artifact types the unit holds, plus keyword paraphrases of its first descriptive
sentence and its option-table rows. Each template names the artifact types its answer needs
(T_q), so every candidate gets a coverage score kappa = |T_q & T(e)| / |T_q| (the coverage-aware ranking loss of the function-aware encoder).
Hard negatives are units whose summaries look most like the positive's under the base
encoder yet miss a needed type: exactly the near-duplicates the adapter must learn to rank
below the complete unit. Everything is seeded, so the same index gives the same pairs.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from edabot.errors import BadInputError
from index.encoder import Encoder
from ingest.artifacts import Artifact
from ingest.graph_store import GraphStore
from ingest.units import Unit
from text.sentences import split_sentences
from text.stopwords import STOPWORDS

NEGATIVES = 7
HARD_NEGATIVES = 4
VALIDATION_FRACTION = 0.15
_MESSAGE_CODE = re.compile(r"^[a-z]+-\d+$")
_FILE_NAME = re.compile(r"^[\w.-]+\.[a-z0-9]{1,5}$")
_WORD = re.compile(r"[a-z][a-z0-9_]+")
_EVERY_UNIT = frozenset(["default"])
"""Besides the stopwords: every option's description states its default, so the word names no unit."""


@dataclass(frozen=True)
class Pair:
    """One training example; ``kappas`` holds the coverage of each negative, in order."""

    query: str
    needs: tuple[str, ...]
    positive: str
    negatives: tuple[str, ...]
    kappas: tuple[float, ...]


@dataclass(frozen=True)
class PairSet:
    """Pairs split by unit (no unit's queries land in both splits) and the summaries they point at."""

    summaries: dict[str, str]
    train: list[Pair]
    validation: list[Pair]


def anchor_kind(anchor: str) -> str:
    """``message``, ``file`` or ``command``: which family of questions users ask about it."""
    if _MESSAGE_CODE.match(anchor):
        return "message"
    return "file" if _FILE_NAME.match(anchor) else "command"


def content_words(text: str, skip: str = "", limit: int = 6) -> list[str]:
    """Lower-case content words in order, without stopwords or the anchor itself."""
    words = [w for w in _WORD.findall(text.lower()) if w not in STOPWORDS and w not in _EVERY_UNIT and w != skip.lower()]
    return list(dict.fromkeys(words))[:limit]


def table_rows(text: str) -> Iterator[tuple[str, str]]:
    """(first cell, remaining cells) per body row of a Markdown table; header and rule skipped."""
    rows = [line.strip().strip("|") for line in text.splitlines() if line.strip().startswith("|")]
    for row in rows[1:]:
        cells = [cell.strip().strip("`").strip() for cell in row.split("|")]
        if cells and not set(cells[0]) <= set("-: ") and len(cells) > 1:
            yield cells[0], " ".join(cells[1:])


def first_sentence(artifacts: Sequence[Artifact]) -> str:
    """The first sentence of the unit's first descriptive paragraph, or ''."""
    for artifact in artifacts:
        if artifact.type == "descriptive_text":
            return next(iter(split_sentences(artifact.text)), "")
    return ""


def _anchor_templates(anchor: str) -> list[tuple[str, tuple[str, ...]]]:
    kind = anchor_kind(anchor)
    if kind == "message":
        code = anchor.upper()
        return [(f"how to fix {code}", ("diagnostic", "procedure", "constraint")),
                (f"what does {code} mean", ("diagnostic", "descriptive_text"))]
    if kind == "file":
        return [(f"what is {anchor} used for", ("file", "descriptive_text")),
                (f"which commands read or write {anchor}", ("file", "code_block", "procedure"))]
    return [(f"what does {anchor} do", ("descriptive_text",)),
            (f"how do I use {anchor}", ("code_block", "procedure")),
            (f"{anchor} command syntax and arguments", ("code_block",)),
            (f"what constraints apply to {anchor}", ("constraint",)),
            (f"what errors can {anchor} report", ("diagnostic",))]


def _option_templates(anchor: str, artifacts: Sequence[Artifact]) -> list[tuple[str, tuple[str, ...]]]:
    out: list[tuple[str, tuple[str, ...]]] = []
    for artifact in artifacts:
        if artifact.type != "table":
            continue
        for option, description in table_rows(artifact.text):
            words = content_words(description, anchor)
            if option.startswith("-"):
                out.append((f"what does {option} do in {anchor}", ("table",)))
            if words:
                out.append((f"which option of {anchor} {' '.join(words)}", ("table",)))
    return out


def queries_for(unit: Unit, artifacts: Sequence[Artifact]) -> list[tuple[str, tuple[str, ...]]]:
    """Deduplicated (query, needed types) for one unit; needs are cut to the types it has."""
    candidates = _anchor_templates(unit.anchor) + _option_templates(unit.anchor, artifacts)
    paraphrase = content_words(first_sentence(artifacts), unit.anchor, limit=8)
    if len(paraphrase) >= 3:
        candidates.append((" ".join(paraphrase), ("descriptive_text",)))
    out: dict[str, tuple[str, ...]] = {}
    for query, needs in candidates:
        present = tuple(t for t in needs if t in unit.types)
        if present and query not in out:
            out[query] = present
    return list(out.items())


def kappa(needs: Sequence[str], types: Sequence[str]) -> float:
    """Artifact-type coverage |T_q & T(e)| / |T_q|."""
    return len(set(needs) & set(types)) / len(needs)


class NegativeSampler:
    """Hard negatives from base-encoder summary similarity, topped up with seeded random units."""

    def __init__(self, units: list[Unit], encoder: Encoder, seed: int) -> None:
        self.units = units
        vectors = encoder.encode([u.summary for u in units])
        self.similar = np.argsort(-(vectors @ vectors.T), axis=1, kind="stable")
        self.rng = random.Random(seed)

    def pick(self, index: int, needs: tuple[str, ...]) -> list[int]:
        others = [int(j) for j in self.similar[index] if j != index]
        hard = [j for j in others if kappa(needs, self.units[j].types) < 1][:HARD_NEGATIVES]
        rest = [j for j in others if j not in hard]
        return hard + self.rng.sample(rest, NEGATIVES - len(hard))


def validation_units(unit_ids: Sequence[str], seed: int) -> set[str]:
    """The seeded 15 % of units (at least one) whose pairs form the validation split."""
    shuffled = sorted(unit_ids)
    random.Random(seed).shuffle(shuffled)
    return set(shuffled[: max(1, round(len(shuffled) * VALIDATION_FRACTION))])


def generate_pairs(
    units: Sequence[Unit], artifacts_of: Callable[[Unit], list[Artifact]], encoder: Encoder, seed: int = 0
) -> PairSet:
    """All template pairs of ``units`` with 7 negatives each, split 85/15 by unit."""
    ordered = sorted(units, key=lambda u: u.unit_id)
    if len(ordered) < NEGATIVES + 1:
        raise BadInputError(f"training needs at least {NEGATIVES + 1} functional units; the index has {len(ordered)}")
    sampler = NegativeSampler(ordered, encoder, seed)
    held_out = validation_units([u.unit_id for u in ordered], seed)
    train: list[Pair] = []
    validation: list[Pair] = []
    for index, unit in enumerate(ordered):
        for query, needs in queries_for(unit, artifacts_of(unit)):
            picked = sampler.pick(index, needs)
            pair = Pair(query, needs, unit.unit_id, tuple(ordered[j].unit_id for j in picked),
                        tuple(kappa(needs, ordered[j].types) for j in picked))
            (validation if unit.unit_id in held_out else train).append(pair)
    return PairSet({u.unit_id: u.summary for u in ordered}, train, validation)


def limit_pairs(pairs: PairSet, max_pairs: int | None, seed: int = 0) -> PairSet:
    """At most ``max_pairs`` pairs in all, seeded, keeping the 85/15 proportion of the splits."""
    if max_pairs is None or max_pairs >= len(pairs.train) + len(pairs.validation):
        return pairs
    if max_pairs < 2:
        raise BadInputError("--max-pairs must be at least 2 (one training and one validation pair)")
    n_val = max(1, round(max_pairs * VALIDATION_FRACTION))
    rng = random.Random(seed)
    return PairSet(pairs.summaries, rng.sample(pairs.train, min(len(pairs.train), max_pairs - n_val)),
                   rng.sample(pairs.validation, min(len(pairs.validation), n_val)))


def pairs_from_store(store: GraphStore, scope: str, encoder: Encoder, seed: int = 0) -> PairSet:
    """Pairs over the units of one scope of an existing index."""
    units = store.all_units([scope])
    if not units:
        raise BadInputError(f"no functional units in scope {scope!r}: ingest manuals into that index first")
    return generate_pairs(units, lambda u: store.artifacts_for_anchor(u.scope, u.anchor), encoder, seed)
