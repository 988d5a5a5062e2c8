"""Offline intent parser: maps a run question to an operation over the metric schema.

No model is needed for factual and statistical questions: keywords pick the operation
(lookup, aggregate, compare, rank, list warnings, critical path, status, hierarchy, diff,
explain) and the metric synonyms in ``runs.metrics`` pick what to measure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from runs import metrics as m

_OPS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (op, re.compile(pattern, re.IGNORECASE))
    for op, pattern in (
        ("diff", r"\b(changed|change since|since the (last|previous) run|diff|regress\w*|previous run)\b"),
        ("explain", r"\b(why|explain|trust\w*|reliab\w*|should i|cause[sd]?|what went wrong|root cause|fix first)\b"),
        ("path", r"\b(critical path|worst path|startpoint|endpoint|longest path)\b"),
        ("hierarchy", r"\b(hierarchy|submodules?|sub-modules?|instantiat\w*|contain\w*|ports?|which modules)\b"),
        ("version", r"\bversion\b"),
        ("status", r"\b(succe\w*|fail\w*|status|pass(ed)?|synthesi[sz]e[sd]?\b.*\?|broke|error stopped|what error)\b"),
        ("issues", r"\b(warnings?|errors?|latch(es)?|undriven|width|mismatch|lint|issues?|problems?|no driver)\b"),
    )
)
_AGG: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (op, re.compile(pattern, re.IGNORECASE))
    for op, pattern in (
        ("rank", r"\b(rank|sort|order)\w*\b"),
        ("avg", r"\b(average|mean)\b"),
        ("median", r"\bmedian\b"),
        ("sum", r"\b(total|sum|combined|altogether)\b"),
        ("max", r"\b(largest|biggest|most|highest|maximum|max|greatest|slowest)\b"),
        ("min", r"\b(smallest|least|lowest|fewest|minimum|min|tightest)\b"),
    )
)
_ISSUE_KINDS = {"latch": r"latch", "undriven": r"undriven|no driver|not driven", "width_mismatch": r"width|mismatch|truncat",
                "syntax": r"\bsyntax\b|\bparse\b", "unresolved": r"unresolved|black ?box|not found"}
_ALL_DESIGNS = re.compile(r"\b(which|what|all|every|each|across|any|how many) (of the )?designs?\b|\bdesigns\b",
                          re.IGNORECASE)
_VIOLATE = re.compile(r"\b(violat\w*|fail\w* timing|negative slack|miss\w* timing|don'?t meet|not meet)\b", re.IGNORECASE)


@dataclass
class Intent:
    """What the question asks, before design resolution."""

    op: str = "lookup"
    agg: str = ""
    metric: str = ""
    issue_kinds: list[str] = field(default_factory=list)
    errors_only: bool = False
    across_designs: bool = False
    violators: bool = False
    difference: bool = False


def find_metric(question: str) -> str:
    """The metric whose longest synonym appears in the question ('' when none does)."""
    text = question.lower()
    best, length = "", 0
    for spec in m.SPECS:
        for word in spec.synonyms:
            if len(word) > length and re.search(rf"\b{re.escape(word)}\b", text):
                best, length = spec.name, len(word)
    return best


def parse_intent(question: str) -> Intent:
    intent = Intent(metric=find_metric(question))
    for op, pattern in _OPS:
        if pattern.search(question):
            intent.op = op
            break
    for agg, pattern in _AGG:
        if pattern.search(question):
            intent.agg = agg
            break
    intent.issue_kinds = [k for k, p in _ISSUE_KINDS.items() if re.search(p, question, re.IGNORECASE)]
    intent.errors_only = bool(re.search(r"\berrors?\b", question, re.IGNORECASE)) and not re.search(
        r"\bwarnings?\b", question, re.IGNORECASE)
    intent.across_designs = bool(_ALL_DESIGNS.search(question))
    intent.violators = bool(_VIOLATE.search(question))
    intent.difference = bool(re.search(r"\b(differ\w*|compare\w*|vs\.?|versus|than|ratio|times)\b", question, re.I))
    if intent.metric in (m.WARNINGS, m.ERRORS, m.LATCHES) and intent.op == "issues" and re.search(
            r"\bhow many\b", question, re.I):
        intent.op = "lookup"
    return intent


__all__ = ["Intent", "find_metric", "parse_intent"]
