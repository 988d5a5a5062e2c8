"""Retrieval recall against gold evidence, at passage (line-span) and document level."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from eval.questions import GoldSpan


class Span(Protocol):
    """Anything with a source and an inclusive line range (Evidence, GoldSpan)."""

    @property
    def source(self) -> str: ...

    @property
    def start_line(self) -> int: ...

    @property
    def end_line(self) -> int: ...


def overlaps(a: Span, b: Span) -> bool:
    """True when both spans name the same source and share at least one line."""
    return a.source == b.source and a.start_line <= b.end_line and b.start_line <= a.end_line


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


__all__ = ["document_recall", "overlaps", "passage_recall"]
