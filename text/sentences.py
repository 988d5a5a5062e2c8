"""Where a sentence ends: one rule for doc answers, spec passages, attribution, the stream and the metrics.

A sentence ends after ``.``, ``!`` or ``?`` when whitespace follows and the next character can
open a sentence: an upper-case letter, a digit, or a mark a sentence may begin with (a backtick,
bracket, parenthesis, quote, ``*`` of emphasis). A lower-case word after
the stop continues the sentence: in manuals that is a file name, a command or an abbreviation
("see the .lef file. lef_read", "vs. the default"), far more often than a new sentence. An
abbreviation (``e.g.``, ``i.e.``, ``etc.``, ``vs.``, ``cf.``, ``approx.``, ``Fig.``, ``Sec.``) never
ends a sentence, even before a capital ("e.g. GRT-0116").

Line breaks are whitespace like any other: a line that ends without a stop runs on into the next
(wrapped prose is one sentence), and one that ends with a stop ends its sentence only under the
rule above. List items, table rows and code fences are structure, not sentences; a caller that
reads them cuts them first (``specs.passages``, ``retrieval.generators.attribution``,
``eval.metrics.atomic``) and splits each item's text here.
"""

from __future__ import annotations

import re

_BOUNDARY = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\[(*\"'])")
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|Fig|Sec)\.$", re.IGNORECASE)
LIST_MARKER = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)])\s+")
"""The marker that opens a list item's line (``- ``, ``* ``, ``+ ``, ``3. ``, ``3) ``): what callers cut before splitting."""


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` offsets of each sentence of ``text``, without the whitespace around it."""
    spans: list[tuple[int, int]] = []
    position = 0
    for match in [*_BOUNDARY.finditer(text), None]:
        end = match.start() if match else len(text)
        if match and _ABBREVIATION.search(text[position:end]):
            continue
        chunk = text[position:end]
        if chunk.strip():
            spans.append((position + len(chunk) - len(chunk.lstrip()), position + len(chunk.rstrip())))
        position = match.end() if match else len(text)
    return spans


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` in order, stripped; none for blank text."""
    return [text[start:end] for start, end in sentence_spans(text)]


__all__ = ["LIST_MARKER", "sentence_spans", "split_sentences"]
