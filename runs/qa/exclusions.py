"""Runs a question sets aside before it asks: "leaving out the sweep and the failing ones, which mapped run has the
least setup margin?".

The clause that sets runs aside opens with a phrase of exclusion (a closed class of English: "leaving out",
"excluding", "ignoring", "except", "other than", "apart from", "not counting") and runs to the next comma. Each of its
parts names runs the way a filter does ("the failing ones", "anything broken"), by a run's own name, or as a period
sweep; "negative" alone is a figure below zero, the violating runs. The rest of the question is then asked of the runs
that are left, and its own words are read without the clause's ("failing" there is no filter of the answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from runs.qa import analyses
from runs.qa.filters import filtered_facts
from runs.qa.graph_queries import RunTools
from runs.qa.query import stem, understand

_SETTING_ASIDE = re.compile(r"\b(?:leaving|leave|left)\s+out\b|\bexclud(?:e|ing)\b|\bignor(?:e|ing)\b|\bexcept(?:\s+for)?\b"
                            r"|\bother\s+than\b|\bapart\s+from\b|\baside\s+from\b|\bnot\s+counting\b|\bsetting\s+aside\b",
                            re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;:?]|\s[-\u2013\u2014]\s")
_PARTS = re.compile(r"\s*(?:/|&|\band\b|\bor\b|\bplus\b)\s*", re.IGNORECASE)
_RUN_FILTERS = frozenset({"failed", "violating", "meeting", "mapped", "unmapped", "flat", "hierarchical"})
"""The filters that pick runs by what they are or how they ended, which a part of the clause may name."""


@dataclass(frozen=True)
class LeftOut:
    """The runs a question sets aside, what it called each group, and the question without the clause."""

    designs: tuple[str, ...]
    said: str
    question: str


def left_out(question: str, tools: RunTools) -> LeftOut | None:
    """The runs the question's clause of exclusion names, when it has one that names some but not all of them."""
    opened = _SETTING_ASIDE.search(question)
    if opened is None:
        return None
    ended = _CLAUSE_END.search(question, opened.end())
    end = ended.start() if ended else len(question)
    rest = (question[:opened.start()] + question[end:]).strip(" ,;:-")
    if not rest or len(rest.split()) < 3:
        return None  # "which runs should I ignore": the clause is the question
    metric = understand(rest).metric
    groups: dict[str, list[str]] = {}
    for part in (p.strip() for p in _PARTS.split(question[opened.end():end]) if p.strip()):
        if found := _runs_of(part, metric, tools):
            groups[part] = found
    designs = tuple(dict.fromkeys(d for found in groups.values() for d in found))
    if not designs or len(designs) >= len(tools.design_names()):
        return None
    said = "; ".join(f"{part}: {', '.join(found)}" for part, found in groups.items())
    return LeftOut(designs, f"Left out as asked ({said}).", rest)


def _runs_of(part: str, metric: str, tools: RunTools) -> list[str]:
    """The runs one part of the clause names: by name, as a sweep, by a filter, or by a figure below zero."""
    everyone = tools.design_names()
    words = re.findall(r"[a-z0-9_]+", part.lower())
    folders = {folder.lower(): design for design, folder in tools.folder_names().items()}
    named = [d for d in everyone if d.lower() in words] + [folders[w] for w in words if w in folders]
    if named:
        return list(dict.fromkeys(named))
    stems = {stem(w) for w in words}
    if stem("sweep") in stems:
        return [d for d in everyone if analyses.sweep_overview(d, tools) is not None]
    kind = understand(part).filter
    if kind not in _RUN_FILTERS and stem("negative") in stems:
        kind = "violating"  # "anything negative" of a margin: its value below zero
    return filtered_facts(kind, metric, tools, everyone)[1] if kind in _RUN_FILTERS else []


__all__ = ["LeftOut", "left_out"]
