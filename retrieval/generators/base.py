"""The generator interface and the citation bookkeeping every backend shares."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from edabot.locations import span_label
from edabot.settings import Settings
from edabot.types import Answer, Citation, Evidence
from retrieval.decompose import Part
from retrieval.embedding import Encoder

_CITATION_RE = re.compile(r"\[(\d{1,3})\]")

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


def renumber_citations(text: str, evidence: Sequence[Evidence]) -> tuple[str, list[Citation], list[int]]:
    """Map ``[n]`` markers (1-based into ``evidence``) to citations numbered by first use.

    Numbers that point at no evidence are removed from the text and returned as invalid,
    so no answer ever cites a source that was not given.
    """
    mapping: dict[int, int] = {}
    invalid: list[int] = []

    def replace(match: re.Match[str]) -> str:
        n = int(match.group(1))
        if not 1 <= n <= len(evidence):
            invalid.append(n)
            return ""
        mapping.setdefault(n, len(mapping) + 1)
        return f"[{mapping[n]}]"

    rewritten = _CITATION_RE.sub(replace, text)
    if invalid:
        rewritten = re.sub(r"[ \t]{2,}", " ", re.sub(r"[ \t]+(?=[.,;:])", "", rewritten))
    rewritten = rewritten.strip()
    citations = [
        Citation.of(new, evidence[old - 1])
        for old, new in sorted(mapping.items(), key=lambda item: item[1])
    ]
    return rewritten, citations, invalid


def build_generator(settings: Settings, encoder: Encoder) -> Generator:
    """The backend named by ``settings.generator``; ``openai`` falls back to extractive on failure."""
    from retrieval.generators.extractive import ExtractiveGenerator

    extractive = ExtractiveGenerator(encoder)
    if settings.generator == "openai":
        from retrieval.generators.openai_backend import OpenAIGenerator

        return OpenAIGenerator(settings, fallback=extractive, encoder=encoder)
    return extractive
