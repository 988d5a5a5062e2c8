"""Function-aware training pairs read off the documents' own structure (no LLM needed).

- heading -> its section's first passage (a FAQ heading that is a question -> its answer);
- option name -> its row in the option table, with the *same table's other rows* as hard
  negatives: the encoder must tell ``-density`` from ``-overflow`` of the same command, which
  is exactly where a general small encoder fails;
- code -> page: the first command line of a code block -> the section that explains it.

Pairs use the ``PairSet`` shape of the unit pairs (ids into ``summaries``), so the same trainer
fits them; a negative's kappa is 0 (it lacks the one thing the query names).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from retrieval.sections import Section
from retrieval.training.pairs import NEGATIVES, Pair, PairSet, content_words, table_rows, validation_units

_MIN_TITLE_WORDS = 2


def _rows(section: Section) -> Iterator[tuple[str, str, str]]:
    """(row id, option, row text) for every option row (first cell a ``-switch``) of the section."""
    for chunk in section.chunks:
        for n, (first, rest) in enumerate(table_rows(chunk.text)):
            if first.startswith("-") and rest.strip():
                yield f"{chunk.chunk_id}#row{n}", first.split(",")[0].strip(), f"{first}: {rest}"


def _first_code_line(section: Section) -> str:
    for chunk in section.chunks:
        lines = chunk.text.splitlines()
        for i, line in enumerate(lines):
            if line.lstrip().startswith(("```", "~~~")) and i + 1 < len(lines):
                code = lines[i + 1].strip()
                if code and not code.startswith(("#", "```", "~~~")):
                    return code.split()[0]
    return ""


def structure_pairs(sections: Sequence[Section], seed: int = 0) -> PairSet:
    """Heading, option-row and code pairs over ``sections``, split 85/15 by section."""
    rng = random.Random(seed)
    summaries: dict[str, str] = {}
    items: list[tuple[str, str, str, list[str]]] = []  # (section key, query, positive id, hard negative ids)
    by_source: dict[str, list[Section]] = {}
    for section in sections:
        by_source.setdefault(section.source, []).append(section)
    for section in sections:
        key = f"s{section.index}"
        summaries[key] = f"{section.title}\n{section.text}"[:2000]
        siblings = [f"s{s.index}" for s in by_source[section.source] if s.index != section.index]
        title = section.title.split(" > ")[-1] if section.title else ""
        if len(title.split()) >= _MIN_TITLE_WORDS:
            items.append((key, title, key, siblings))
        code = _first_code_line(section)
        if code:
            items.append((key, f"how do I use {code}", key, siblings))
        rows = list(_rows(section))
        for row_id, _, text in rows:
            summaries[row_id] = text
        for row_id, option, text in rows:
            others = [r for r, _, _ in rows if r != row_id]
            items.append((key, f"what does {option} do", row_id, others))
            words = content_words(text.split(":", 1)[-1], limit=6)
            if len(words) >= 3:
                items.append((key, " ".join(words), row_id, others))
    keys = list(summaries)
    held_out = validation_units(sorted({k for k, *_ in items}), seed) if items else set()
    train: list[Pair] = []
    validation: list[Pair] = []
    for section_key, query, positive, hard in items:
        negatives = [h for h in hard if h != positive][: NEGATIVES // 2 + 1]
        while len(negatives) < NEGATIVES:
            pick = rng.choice(keys)
            if pick != positive and pick not in negatives:
                negatives.append(pick)
        pair = Pair(query, ("structure",), positive, tuple(negatives), tuple(0.0 for _ in negatives))
        (validation if section_key in held_out else train).append(pair)
    return PairSet(summaries, train, validation)
