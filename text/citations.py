"""Citation numbering shared by doc, run and spec answers: markers renumbered by first use, strays dropped."""

from __future__ import annotations

import re
from collections.abc import Sequence

from edabot.types import Citation, Evidence

_CITATION_RE = re.compile(r"\[(\d{1,3})\]")


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
