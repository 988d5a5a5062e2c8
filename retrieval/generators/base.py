"""The generator interface and the abstention every backend shares."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from edabot.locations import span_label
from edabot.types import Answer, Evidence
from retrieval.decompose import Part

NOT_COVERED = "The indexed manuals do not cover this question, so I won't guess."


class Generator(Protocol):
    """Turns a question and its ranked evidence into an answer with numbered citations.

    ``parts``, when given, are the parts of a multi-part question the evidence supports
    (``retrieval.decompose``): the answer covers each of them, in order.
    """

    def generate(
        self, question: str, evidence: Sequence[Evidence], context: Sequence[str] = (), parts: Sequence[Part] = ()
    ) -> Answer: ...


def abstention(evidence: Sequence[Evidence], note: str | None = None) -> Answer:
    """The honest answer when evidence is too weak: say so and point at the nearest passages."""
    hint = ""
    if evidence:
        top = evidence[0]
        hint = f" The closest passage is {top.source}, {span_label(top)}."
    return Answer(answer=NOT_COVERED + hint, citations=[], abstained=True, evidence=list(evidence),
                  notes=[note] if note else [])
