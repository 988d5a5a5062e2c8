"""Sizes a question gives a design ("the 16x16 multiplier", "a 32-word version") against the sizes its authors state.

A size is a number with a unit of hardware size (bits, words, entries, taps...) or two numbers joined by ``x``. The
RTL's opening comments say what a design is ("// Registered 8x8 unsigned array multiplier ..."): a design whose
comments state sizes of the unit asked, none of them the one asked, is not a build of that size, and no figure of it
answers for one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from runs.qa.graph_queries import RunTools
from text.stopwords import ENGLISH_STOPWORDS

_SIZE = re.compile(r"\b(\d+)\s*(?:x\s*(\d+)\b|[- ]?(bits?|bytes?|words?|entr(?:y|ies)|deep|wide|taps?|stages?|channels?|"
                   r"lanes?|ports?)\b|-(?!(?:[munpk]?s|[kmg]?hz|cycles?)\b)([a-z]{2,}))(?:\s+(?:of\s+)?([a-z]+))?",
                   re.IGNORECASE)
"""A size and the word after it (what it sizes: "multiplier", "version"): a number of a unit of hardware size, two
numbers joined by ``x``, or a number joined by a hyphen to any noun, a compound that counts what the design has ("an
8-requester arbiter", "a 3-input mux"); not a time, a frequency or a latency ("a 5-ns clock", "2-cycle")."""
BUILD_NOUNS = frozenset({"version", "variant", "build", "one", "configuration", "config"})
"""Words that make a size a build of a design ("a 16 bit version of the alu") rather than a part of it."""


def _unit(found: re.Match[str]) -> str:
    return "x" if found.group(2) else (found.group(3) or found.group(4)).lower().rstrip("s").replace("entrie", "entry")


def _value(found: re.Match[str]) -> str:
    return f"{found.group(1)}x{found.group(2)}" if found.group(2) else found.group(1)


def stated(text: str) -> dict[str, set[str]]:
    """The sizes ``text`` states, by unit (``{"x": {"8x8"}, "bit": {"16"}}``)."""
    found: dict[str, set[str]] = {}
    for size in _SIZE.finditer(text):
        found.setdefault(_unit(size), set()).add(_value(size))
    return found


def _describes(name: str, comments: str, word: str) -> bool:
    """Whether a design's name or comments use ``word`` (by its first six letters: "multiply" for "multiplier")."""
    said = {*re.findall(r"[a-z]+", comments.lower()), *name.lower().split("_")}
    return any(w[:6] == word[:6] for w in said if min(len(w), len(word)) >= 3)


def sized_nouns(text: str) -> list[str]:
    """The words sizes are said of ("divider" of "the 8-bit divider"), build nouns ("version") left out."""
    return [noun for size in _SIZE.finditer(text) if (noun := (size.group(5) or "").lower()) and noun not in BUILD_NOUNS
            and noun not in ENGLISH_STOPWORDS]  # "12 bits is three times ...", "8-bit and 16-bit"


def describes(design: str, comments: str, nouns: Sequence[str]) -> bool:
    """Whether the design's name or comments use every one of ``nouns`` (``_describes``)."""
    return all(_describes(design, comments, noun) for noun in nouns)


def unbuilt_size(question: str, designs: Sequence[str], tools: RunTools,
                 parameters: Callable[[str], set[str]]) -> list[str]:
    """The designs a size the question gives is said of, when their own comments state other sizes of that unit and
    never it, and no parameter of theirs takes its value (a run that sets ``WIDTH`` 24 builds a 24-bit one whatever
    the comments say of the default). A size is said of the designs whose name or comments use the word after it
    ("multiplier" of a multiplier), or of all of them before a word for a build ("version"); ``parameters(design)``
    gives the values its parameters take. Empty when a design is of the size asked, or none states any size of its
    unit."""
    comments = {design: tools.header_comments(design) for design in designs}
    for size in _SIZE.finditer(question):
        unit, value, noun = _unit(size), _value(size), (size.group(5) or "").lower()
        sizing = [d for d in designs if noun in BUILD_NOUNS or (noun and _describes(d, comments[d], noun))]
        told = {d: stated(comments[d]).get(unit, set()) for d in sizing}
        if not sizing or not any(told.values()) or any(value in sizes for sizes in told.values()):
            continue
        if not any(set(value.split("x")) <= parameters(d) for d in sizing):
            return [d for d, sizes in told.items() if sizes]
    return []


__all__ = ["BUILD_NOUNS", "describes", "sized_nouns", "stated", "unbuilt_size"]
