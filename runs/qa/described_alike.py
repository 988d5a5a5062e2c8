"""A design told by what a description means, when none of its words is a word of the design's names or comments.

People rename what they talk about: the RTL opens with "SPI master", the question asks about "the SPI controller";
"the multiply-accumulate block" is an "8x8 signed multiply-accumulate unit", "the LED blinker" a clock divider whose
comment says it blinks an LED. The rules of ``entities`` and ``profiles`` match words by their letters, so a synonym
finds nothing there and the question is answered for every run, or the design is said to be missing. Here each
description phrase of the question (the noun phrases ``entities`` reads as describing a design) is compared, by the
base encoder's embeddings, with each run's title: the first comment line of its RTL, which says what the design is.

A phrase names a design only when one title is clearly the closest: its cosine reaches ``SIMILAR`` and beats the
closest other title by ``MARGIN``. Runs that share a title (runs of one RTL: a sweep, a testbench beside its design)
are named together, for the rules after this one to choose among. A thing no run is ("the axi interconnect") stays
below ``SIMILAR`` or near several titles at once, and is still reported absent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from runs.qa.entities import Description
from runs.qa.query import Similarity

SIMILAR = 0.35
"""The least cosine (bundled MiniLM) between a phrase and a title for the phrase to name that title's design."""
MARGIN = 0.15
"""How much closer the phrase must be to the best title than to any other title."""


def described_alike(phrases: Sequence[str], titles: Mapping[str, str], similarity: Similarity) -> Description:
    """The designs whose titles (design -> first comment line) the ``phrases`` mean, each phrase its design, with the
    phrases that named them; none when no phrase is clearly closest to one title."""
    texts = sorted({title for title in titles.values() if title.strip()})
    if len(texts) < 2:
        return Description([])
    found: list[str] = []
    spans: list[str] = []
    for phrase in phrases:
        scores = similarity(phrase, texts)
        ranked = sorted(range(len(texts)), key=scores.__getitem__, reverse=True)
        best, runner_up = scores[ranked[0]], scores[ranked[1]]
        if best < SIMILAR or best - runner_up < MARGIN:
            continue
        named = [design for design, title in titles.items() if title == texts[ranked[0]] and design not in found]
        found += sorted(named)
        spans.append(phrase)
    return Description(found, tuple(spans))


__all__ = ["MARGIN", "SIMILAR", "described_alike"]
