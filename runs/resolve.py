"""Which designs a question names: exact names first, then fuzzy, and names that match nothing.

A name-like word that is not indexed must make the agent refuse (and suggest the closest
names) instead of answering about some other design.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_INTRO = re.compile(r"\b(?:design|module|block|core|ip|run|of|for|in|does|did|has|is|was|about)\s+[`'\"]?([A-Za-z_][A-Za-z0-9_]*)",
                    re.IGNORECASE)
_FUZZY_CUTOFF = 0.85


@dataclass
class Resolution:
    """Designs found (indexed names), names that look like designs but are not indexed, suggestions."""

    designs: list[str] = field(default_factory=list)
    absent: list[str] = field(default_factory=list)
    suggestions: dict[str, list[str]] = field(default_factory=dict)


def _identifier_like(word: str) -> bool:
    return ("_" in word or any(ch.isdigit() for ch in word)) and any(ch.isalpha() for ch in word)


def resolve_designs(question: str, known: Sequence[str], vocabulary: Iterable[str]) -> Resolution:
    """Match words of ``question`` to ``known`` design names; ``vocabulary`` lists words that are
    not design names (metric words, cell types, module names, common words)."""
    lower_known = {name.lower(): name for name in known}
    vocab = {word.lower() for word in vocabulary}
    result = Resolution()
    question = re.sub(r"(?<=\w)-(?=\w)", "_", question)
    words = [w.rstrip(".") for w in _WORD.findall(question)]
    for word in words:
        hit = lower_known.get(word.lower()) or lower_known.get(word.lower().removesuffix("'s"))
        if hit and hit not in result.designs:
            result.designs.append(hit)
    candidates = [w for w in words if _identifier_like(w)] + _INTRO.findall(question)
    for word in dict.fromkeys(candidates):
        low = word.lower()
        if low in lower_known or low in vocab or lower_known.get(low) in result.designs:
            continue
        close = difflib.get_close_matches(low, list(lower_known), n=3, cutoff=0.0)
        fuzzy = difflib.get_close_matches(low, list(lower_known), n=1, cutoff=_FUZZY_CUTOFF)
        if fuzzy and not _differs_in_digits(low, fuzzy[0]):
            name = lower_known[fuzzy[0]]
            if name not in result.designs:
                result.designs.append(name)
            continue
        if _identifier_like(word) or not _is_common(low):
            result.absent.append(word)
            result.suggestions[word] = [lower_known[c] for c in close]
    return result


def _differs_in_digits(a: str, b: str) -> bool:
    """``alu16`` is not a typo of ``alu8``: different numbers mean a different design."""
    return re.sub(r"\D", "", a) != re.sub(r"\D", "", b)


_COMMON = frozenset(
    """
a an the this that these those it its all any each every my our your their design designs module modules run runs
block core ip of for in does did has have is was were be been about what which who how many much why when where
there here total average mean sum max min largest smallest biggest most least highest lowest worst best than
and or not no yes with without between across per vs versus compare compared last previous latest since changed
synthesis synthesized timing area cells cell slack warnings warning errors error latch latches path paths report
tell me show list give explain should fix first fail failed failing pass passed succeed success status clock
setup hold critical violate violating violation violations count number memory cpu runtime time version yosys
sta opensta use used using top level hierarchy contain contains instantiate instantiated instances instance
ports port inputs outputs signal signals wire wires net nets difference ratio more less fewer larger smaller
trustworthy reliable trust can could would will we i you do are on at to from by as if so then any other
""".split()  # noqa: SIM905 -- a word list reads better as text
)


def _is_common(word: str) -> bool:
    return word in _COMMON or len(word) <= 2


__all__ = ["Resolution", "resolve_designs"]
