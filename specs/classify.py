"""Declarative vs procedural sentences, and the trigger / condition / action split.

ChipMind parses each sentence into a small structure: declarative sentences state static
facts about a central entity; procedural ones describe behaviour -- a response (an action
on an entity) under a trigger or condition. Offline, a lexicon of condition markers and
action verbs does the deterministic part: a condition clause runs from its marker to the
next comma or the end of the sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specs.model import Category

CONDITION_MARKERS = (
    "as soon as", "whenever", "when", "if", "once", "after", "before", "until", "while", "upon", "unless",
)
ACTION_VERBS = frozenset({
    "assert", "deassert", "set", "clear", "raise", "trigger", "write", "read", "enable", "disable", "start",
    "stop", "wait", "poll", "reset", "transition", "enter", "exit", "push", "pop", "shift", "sample",
    "generate", "fire", "release", "drive", "toggle", "latch", "program", "configure", "initialize",
    "enqueue", "dequeue", "flush", "signal", "update", "load", "issue", "abort", "halt", "resume", "stall",
    "acknowledge", "fill", "drain", "increment", "decrement", "compare", "go", "return", "block", "suspend",
})
_MARKER_RE = re.compile(r"\b(" + "|".join(m.replace(" ", r"\s+") for m in CONDITION_MARKERS) + r")\b", re.IGNORECASE)
_WORD_RE = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True)
class Parsed:
    """The intermediate form of one sentence."""

    category: Category
    main: str
    conditions: tuple[tuple[str, str], ...]
    """(marker, clause text) per condition or trigger."""
    action: str
    """The lemma of the first action verb, or "" for declarative sentences."""


def lemma(word: str) -> str:
    """A crude verb lemma: enough to meet ``asserted``, ``asserts`` and ``asserting`` at ``assert``."""
    word = word.lower()
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            stem = word[: -len(suffix)] + repl
            if stem in ACTION_VERBS:
                return stem
            if stem + "e" in ACTION_VERBS:
                return stem + "e"
            if len(stem) > 3 and stem[-1] == stem[-2] and stem[:-1] in ACTION_VERBS:
                return stem[:-1]
    return word


def split_conditions(text: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The main clause and the condition clauses of a sentence."""
    conditions: list[tuple[str, str]] = []
    main_parts: list[str] = []
    position = 0
    for match in _MARKER_RE.finditer(text):
        if match.start() < position:
            continue
        main_parts.append(text[position : match.start()])
        end = text.find(",", match.end())
        end = len(text) if end < 0 else end
        conditions.append((re.sub(r"\s+", " ", match.group(1).lower()), text[match.end() : end].strip()))
        position = end + 1
    main_parts.append(text[position:])
    main = " ".join(p.strip(" ,") for p in main_parts if p.strip(" ,"))
    return main, tuple(conditions)


def first_action(text: str) -> str:
    """The lemma of the first action verb in ``text``, or ""."""
    for word in _WORD_RE.findall(text):
        stem = lemma(word)
        if stem in ACTION_VERBS:
            return stem
    return ""


def parse_sentence(text: str) -> Parsed:
    """Classify and split one sentence; a condition or an action makes it procedural."""
    main, conditions = split_conditions(text)
    action = first_action(main) or first_action(text)
    procedural = bool(conditions) or bool(action)
    return Parsed("procedural" if procedural else "declarative", main, conditions, action if procedural else "")


__all__ = ["ACTION_VERBS", "CONDITION_MARKERS", "Parsed", "first_action", "lemma", "parse_sentence", "split_conditions"]
