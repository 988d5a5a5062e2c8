"""Offline key-fact check for spec answers: does the answer state each atomic fact's key tokens?

A spec fact's key tokens are what cannot be paraphrased: identifiers (``FIFO_CTRL``,
``rx_watermark``, ``CTRL.TX``), hex values and bit ranges (``0x20``, ``4:2``) and other
numbers. A fact is stated when every key token occurs in the answer (case-insensitive,
``CTRL . TX`` and ``CTRL.TX`` alike); facts without key tokens are not counted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

_KEY = re.compile(
    r"\b(?:0x[0-9a-fA-F_]+|\d+:\d+|\d+(?:\.\d+)?|[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+|[A-Z][A-Z0-9]{2,})\b"
)


def key_tokens(fact: str) -> list[str]:
    """The tokens of ``fact`` an answer must repeat to state it."""
    return list(dict.fromkeys(t.lower() for t in _KEY.findall(fact)))


def _normalized(text: str) -> str:
    return re.sub(r"\s*\.\s*(?=[A-Za-z])", ".", text).lower()


@dataclass(frozen=True)
class KeyFactScore:
    stated: int
    checked: int

    @property
    def recall(self) -> float | None:
        return self.stated / self.checked if self.checked else None

    @property
    def passed(self) -> float | None:
        return None if not self.checked else float(self.stated == self.checked)


def key_fact_score(answer: str, facts: Sequence[str]) -> KeyFactScore:
    """How many facts (with key tokens) the answer states."""
    text = _normalized(answer)
    stated = checked = 0
    for fact in facts:
        tokens = key_tokens(fact)
        if not tokens:
            continue
        checked += 1
        stated += all(re.search(rf"(?<![\w]){re.escape(t)}(?![\w])", text) for t in tokens)
    return KeyFactScore(stated, checked)


__all__ = ["KeyFactScore", "key_fact_score", "key_tokens"]
