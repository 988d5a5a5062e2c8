"""Check a model-written run answer against the tool results, then cite them by file:line.

A number in the model's text counts only when some tool returned it in this conversation
(or the user wrote it), at the precision the model wrote it: "18,432", "18432" and "18432.0"
are the same number, and "-1.23" is grounded by a slack of -1.2345. The model's ``[n]``
markers point into the ledger; they are renumbered to the citations of the answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from edabot.types import Answer, Evidence
from runs.qa.compose import compose
from runs.qa.graph_queries import Fact
from runs.qa.llm_tools import Ledger, number_tokens, numbers_in
from text.citations import renumber_citations

_MARKER = re.compile(r"\[(\d{1,3})\]")
_ENUMERATOR = re.compile(r"^\s*\d+[.)]\s", re.MULTILINE)
_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b")
_MAX_SUPPORT = 8


def _prose(text: str) -> str:
    """``text`` without citation markers, list numbering and ordinals, which are not stated quantities."""
    return _ORDINAL.sub(" ", _ENUMERATOR.sub(" ", _MARKER.sub(" ", text)))


def _matches(token: str, pool: Iterable[float]) -> bool:
    """Whether the number written as ``token`` is some value of ``pool`` at the precision written (sign aside)."""
    value = abs(float(token.replace(",", "")))
    decimals = len(token.split(".")[1]) if "." in token else 0
    tolerance = 0.5 * 10.0**-decimals + 1e-9
    return any(abs(value - abs(p)) <= tolerance for p in pool)


def ungrounded_numbers(text: str, question: str, ledger: Ledger) -> list[str]:
    """The numbers of ``text`` that no tool returned and the question does not contain."""
    pool = ledger.numbers | set(numbers_in(question))
    return [token for token in number_tokens(_prose(text)) if not _matches(token, pool)]


def _supporting(text: str, ledger: Ledger) -> list[Fact]:
    """Facts holding a number that ``text`` states, so an uncited number still shows where it came from."""
    tokens = number_tokens(_prose(text))
    found = []
    for fact in ledger.facts:
        values = numbers_in(fact.text) + ([fact.value] if fact.value is not None else [])
        if any(_matches(token, values) for token in tokens):
            found.append(fact)
    return found[:_MAX_SUPPORT]


def cited_answer(text: str, ledger: Ledger) -> Answer:
    """The model's text with its ``[n]`` renumbered, followed by the facts it used, each with file:line."""
    rewritten, citations, invalid = renumber_citations(text, ledger.evidence)
    cited = [ledger.owner_of(c.source, c.start_line, c.section) for c in citations]
    facts = [o for o in cited if isinstance(o, Fact)]
    facts += [f for f in _supporting(rewritten, ledger) if f not in facts]
    manual = [o for o in cited if isinstance(o, Evidence)]
    if not facts and not manual:
        facts = ledger.facts[:_MAX_SUPPORT]
    body = compose("", facts, manual)
    final = {(c.source, c.start_line, c.section): c.n for c in body.citations}
    order = [final[(c.source, c.start_line, c.section)] for c in citations]
    text = _MARKER.sub(lambda found: f"[{order[int(found.group(1)) - 1]}]", rewritten)
    notes = [f"removed citation numbers that match no tool result: {sorted(set(invalid))}"] if invalid else []
    return Answer(f"{text}\n{body.answer}".strip(), citations=body.citations, evidence=body.evidence, notes=notes)


__all__ = ["cited_answer", "ungrounded_numbers"]
