"""Intent filtering: the question's target anchor, and which candidates are compatible with it.

The target is inferred from what the question names, resolved against the graph: the IPs it
names (by their own names in the scope, never a fixed list) and the entity kinds of the
names it uses. A candidate passage is dropped when none of its sentence anchors could be
about that target: another IP than the ones named, or an entity kind that cannot answer
for the target kind (an FSM state is no answer to a question about a register field).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from specs.classify import parse_sentence
from specs.graph import SpecGraph
from specs.model import Category
from specs.names import mentions, normalize

_HARDWARE_STATE = frozenset({"register", "field", "interrupt", "alert"})
COMPATIBLE: dict[str, frozenset[str]] = {
    "register": _HARDWARE_STATE | {"signal"},
    "field": _HARDWARE_STATE | {"signal"},
    "interrupt": _HARDWARE_STATE | {"signal"},
    "alert": _HARDWARE_STATE | {"signal"},
    "signal": _HARDWARE_STATE | {"signal", "fsm_state"},
    "fsm_state": frozenset({"fsm_state", "signal", "register", "field"}),
}
"""Target kind -> candidate anchor kinds that can hold its answer; modules and plain names always can."""
_ALWAYS = frozenset({"module", "name"})
_WORD = re.compile(r"[a-z0-9_.]+")


@dataclass(frozen=True)
class Intent:
    """The target anchor of a (sub-)question."""

    category: Category
    kinds: frozenset[str]
    ips: tuple[str, ...]
    names: tuple[str, ...]
    """Name keys of the question that exist in the graph (``ctrl.tx``, ``rx_timeout``)."""


def question_keys(question: str) -> list[str]:
    """Candidate name keys: identifiers, words, and 2-3 word runs joined by ``_`` ("rx timeout")."""
    words = _WORD.findall(question.lower())
    words = [w.strip(".") for w in words if w.strip(".")]
    keys = list(mentions(question))
    for size in (3, 2, 1):
        keys += ["_".join(words[i : i + size]) for i in range(len(words) - size + 1)]
    return list(dict.fromkeys(normalize(k) for k in keys if k))


def ips_named(question: str, ips: Iterable[str]) -> tuple[str, ...]:
    """IPs of the scope the question names by their full name, written either way (``spi_host``, "SPI host").

    A part alone ("host") does not count: it is an ordinary word in other IPs' specs too.
    """
    keys = set(question_keys(question))
    return tuple(sorted(ip for ip in set(ips) if ip in keys))


def without_ips(question: str, ips: Sequence[str]) -> str:
    """The question with the named IPs taken out, however written (``spi_host``, "SPI host", "spi-host").

    The IPs are the target's scope (the filter and the seeds hold them); what is left says what
    the question asks about. A question that is nothing but IP names stays as it is.
    """
    text = question
    for ip in ips:
        spelled = r"[\s_-]?".join(re.escape(part) for part in ip.split("_") if part)
        text = re.sub(rf"(?<![\w.]){spelled}(?![\w])", " ", text, flags=re.IGNORECASE)
    stripped = " ".join(text.split())
    return stripped if _WORD.search(stripped.lower()) else question


def infer_intent(question: str, graph: SpecGraph, ips: Sequence[str] = ()) -> Intent:
    """Category from the question's own structure, entity kinds from the names it uses.

    ``ips`` overrides the IPs when given (a narrowed hop), and fills in for a question naming none.
    """
    named = ips_named(question, graph.ips)
    ips = tuple(ips) if ips and (not named or set(named) >= set(ips)) else named
    names: list[str] = []
    kinds: set[str] = set()
    for key in question_keys(question):
        for ip in ips or graph.ips:
            node = f"n:{ip}/{key}"
            if node in graph.index and key not in ips:
                names.append(key)
                kinds |= graph.kinds_of(node) - _ALWAYS
    return Intent(parse_sentence(question).category, frozenset(kinds), ips, tuple(dict.fromkeys(names)))


def compatible(intent: Intent, ip: str, anchor_kinds: Iterable[str]) -> bool:
    """Whether a passage of ``ip`` whose sentences have ``anchor_kinds`` may answer the intent."""
    if intent.ips and ip not in intent.ips:
        return False
    if not intent.kinds:
        return True
    allowed = set().union(*(COMPATIBLE.get(kind, frozenset()) for kind in intent.kinds)) | _ALWAYS
    return any(kind in allowed for kind in anchor_kinds)


__all__ = ["COMPATIBLE", "Intent", "compatible", "infer_intent", "ips_named", "question_keys", "without_ips"]
