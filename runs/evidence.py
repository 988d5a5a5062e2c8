"""Evidence first: the run's own records that match a question, whatever its wording.

A reasoning question ("is the resized port a problem?", "what about the conflicting driver?")
is answered from the records the tools printed -- every warning and error of the design,
classified or not -- ranked by BM25 on the question's stemmed words, then quoted verbatim with
``file:line``. Classification helps ranking and counting; it never decides whether a record
exists: a record the parser could not classify is still a warning and is still quoted.
"""

from __future__ import annotations

from collections.abc import Sequence

from retrieval.lexical import BM25
from runs.tools import Fact, RunTools
from runs.understand import tokens

UNCLASSIFIED = "other"
"""The kind the parsers give a record no pattern recognises."""


def matching_records(words: Sequence[str], design: str, tools: RunTools, k: int = 4) -> list[Fact]:
    """The design's warnings and errors that share the most (BM25-weighted) words with ``words``."""
    records = tools.issues(design)
    if not records or not words:
        return []
    index = BM25([tokens(fact.text.split(": ", 1)[-1]) for fact in records])
    return [records[i] for i, _ in index.top(list(words), k)]


def unclassified(design: str, tools: RunTools) -> list[Fact]:
    """Warnings and errors no parser pattern recognised: never evidence that a kind is absent."""
    return tools.issues(design, [UNCLASSIFIED])


__all__ = ["UNCLASSIFIED", "matching_records", "unclassified"]
