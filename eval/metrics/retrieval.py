"""Retrieval recall against gold evidence, at passage (line-span) and document level."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from edabot.locations import Span
from eval.questions import GoldSpan


def overlaps(a: Span, b: Span) -> bool:
    """True when both spans name the same source (and page, for a PDF) and share at least one line."""
    same_page = getattr(a, "page", None) == getattr(b, "page", None)
    return a.source == b.source and same_page and a.start_line <= b.end_line and b.start_line <= a.end_line


def passage_recall(gold: Sequence[GoldSpan], retrieved: Sequence[Span], k: int) -> float | None:
    """Share of gold spans overlapped by any of the top-``k`` retrieved spans; None without gold."""
    if not gold:
        return None
    top = retrieved[:k]
    return sum(any(overlaps(g, r) for r in top) for g in gold) / len(gold)


def document_recall(gold: Sequence[GoldSpan], retrieved: Sequence[Span], k: int) -> float | None:
    """Share of gold documents present among the top-``k`` retrieved passages; None without gold."""
    if not gold:
        return None
    wanted = {g.source for g in gold}
    found = {r.source for r in retrieved[:k]}
    return len(wanted & found) / len(wanted)


_ALNUM_RE = re.compile(r"[A-Za-z0-9]")


def normalize_line(line: str) -> str:
    """A line as compared for presence: whitespace collapsed, case kept."""
    return " ".join(line.split())


def significant_lines(lines: Sequence[str]) -> list[str]:
    """Lines that carry content: at least two letters or digits (fences, rules, blanks do not count)."""
    return [
        n for n in (normalize_line(line) for line in lines)
        if len(_ALNUM_RE.findall(n)) >= 2 and not n.startswith(("```", "~~~"))
    ]


def span_covered(span_lines: Sequence[str], evidence_text: str, threshold: float = 0.5) -> bool:
    """Whether at least ``threshold`` of the span's significant lines appear verbatim in the evidence."""
    wanted = significant_lines(span_lines)
    if not wanted:
        return False
    present = {normalize_line(line) for line in evidence_text.splitlines()}
    return sum(line in present for line in wanted) / len(wanted) >= threshold


def passage_pass(
    gold: Sequence[GoldSpan], evidence_texts: Sequence[str], read_lines: Callable[[str], list[str]], k: int,
    threshold: float = 0.5,
) -> float | None:
    """Share of gold spans whose significant lines are >= ``threshold`` present in the top-``k`` text.

    Text-based, so it is fair to any passage granularity: a method that returns the whole
    section is credited exactly when the gold lines are in what it returned. ``read_lines``
    gives the lines of a source (1-based spans index into it); None without gold.
    """
    if not gold:
        return None
    text = "\n".join(evidence_texts[:k])
    hits = 0
    for span in gold:
        lines = read_lines(span.source)
        hits += span_covered(lines[span.start_line - 1 : span.end_line], text, threshold)
    return hits / len(gold)


__all__ = ["document_recall", "overlaps", "passage_pass", "passage_recall", "significant_lines", "span_covered"]
