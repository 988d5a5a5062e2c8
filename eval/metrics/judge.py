"""LLM-judged metrics: the 0-100 answer rubric, and the LLM halves of Atomic-ROUGE.

Rubric: five parts scored 0-20 each -- correctness, completeness, relevance,
professionalism, conciseness -- summed to 0-100, judged against the reference answer.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Protocol

from edabot.errors import GeneratorError
from eval.metrics.atomic import ClauseSplitter

RUBRIC_PARTS = ("correctness", "completeness", "relevance", "professionalism", "conciseness")

_RUBRIC_SYSTEM = (
    "You grade answers to questions about EDA tools against a reference answer. "
    "Score five parts from 0 to 20 each: correctness (no false statements), completeness "
    "(covers the reference's facts), relevance (answers what was asked), professionalism "
    "(clear, precise wording), conciseness (no padding). Reply with one JSON object only, e.g. "
    '{"correctness": 15, "completeness": 10, "relevance": 18, "professionalism": 16, "conciseness": 14}.'
)
_SPLIT_SYSTEM = (
    "Split the text into minimal, self-contained atomic facts. Write one fact per line, "
    "each a complete sentence that names its subject. Output only the facts."
)
_SAME_SYSTEM = "Answer 'yes' if the two statements state the same fact, otherwise 'no'. Answer with one word."


class Chat(Protocol):
    def complete(self, system: str, user: str) -> str: ...


@dataclass(frozen=True)
class RubricScore:
    """The five rubric parts (0-20 each) and their total (0-100)."""

    parts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.parts.values())


def parse_rubric(text: str) -> RubricScore:
    """Read the judge's reply: a JSON object, or ``name: score`` lines; scores clamp to 0-20."""
    match = re.search(r"\{.*\}", text, re.DOTALL)
    found: dict[str, object] = {}
    if match:
        try:
            found = {str(k).lower(): v for k, v in json.loads(match.group(0)).items()}
        except (json.JSONDecodeError, AttributeError):
            found = {}
    parts = {}
    for name in RUBRIC_PARTS:
        value = found.get(name)
        if value is None:
            line = re.search(rf"{name}\W+(\d+(?:\.\d+)?)", text, re.IGNORECASE)
            value = line.group(1) if line else None
        try:
            parts[name] = max(0, min(20, round(float(value))))  # type: ignore[arg-type]
        except (TypeError, ValueError) as exc:
            raise GeneratorError(f"the judge gave no usable score for {name}") from exc
    return RubricScore(parts)


def llm_score(chat: Chat, question: str, reference: str, answer: str) -> RubricScore:
    """Grade one answer with the rubric."""
    user = f"Question:\n{question}\n\nReference answer:\n{reference}\n\nAnswer to grade:\n{answer}"
    return parse_rubric(chat.complete(_RUBRIC_SYSTEM, user))


class LLMFactSplitter:
    """Atomic facts by the LLM; falls back to the clause splitter when the reply has none."""

    def __init__(self, chat: Chat) -> None:
        self._chat = chat
        self._fallback = ClauseSplitter()

    def split(self, text: str) -> list[str]:
        if not text.strip():
            return []
        reply = self._chat.complete(_SPLIT_SYSTEM, text)
        facts = [re.sub(r"^\s*(?:[-*+]|\d+[.)])\s*", "", line).strip() for line in reply.splitlines()]
        return [f for f in facts if f] or self._fallback.split(text)


class LLMConfirm:
    """The judge's yes/no on whether two facts are the same (Atomic-ROUGE matching)."""

    def __init__(self, chat: Chat) -> None:
        self._chat = chat

    def __call__(self, fact: str, candidate: str) -> bool:
        reply = self._chat.complete(_SAME_SYSTEM, f"Statement A: {fact}\nStatement B: {candidate}")
        return reply.strip().lower().startswith("yes")


__all__ = ["RUBRIC_PARTS", "LLMConfirm", "LLMFactSplitter", "RubricScore", "llm_score", "parse_rubric"]
