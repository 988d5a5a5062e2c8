"""Key-term coverage: does the retrieved evidence hold the words the reference answer hinges on?

Definition (deterministic, retriever-independent):
1. Tokens are lower-cased runs of ``[a-z][a-z0-9_]*`` (so ``define_pdn_grid`` stays one
   identifier); a trailing plural ``s`` is dropped from words longer than four letters.
2. Content terms are tokens of three or more characters that are not English stopwords
   (``text.stopwords.ENGLISH_STOPWORDS``) and do not occur in the question (the question's
   own words are what retrieval matched on, so they say nothing about whether the *answer*
   was found).
3. A reference's key terms are its ``n`` (default 3) content terms with the highest TF-IDF,
   ``tf * (ln((1 + N) / (1 + df)) + 1)``, where tf counts the term in this reference and df
   the references (of the N in the question set) that contain it; ties go to the earlier
   term. Rarity alone would pick incidental words ("aims", "wherever"); repetition within
   the reference marks what it is about.
4. A question is a hit when every key term occurs among the tokens of its top-k evidence.
   Questions whose reference yields no key term are left out (counted as not applicable).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence

from text.stopwords import ENGLISH_STOPWORDS

_TOKEN = re.compile(r"[a-z][a-z0-9_]*")


def tokens(text: str) -> list[str]:
    """Normalized tokens of ``text`` (see the module docstring)."""
    return [_singular(t) for t in _TOKEN.findall(text.lower())]


def _singular(token: str) -> str:
    if len(token) > 4 and token.endswith("s") and not token.endswith("ss"):
        return token[:-1]
    return token


def content_terms(text: str) -> list[str]:
    """Distinct content terms of ``text`` in order of first appearance."""
    seen: dict[str, None] = {}
    for token in tokens(text):
        if _is_content(token):
            seen.setdefault(token, None)
    return list(seen)


def _is_content(token: str) -> bool:
    return len(token) >= 3 and token not in ENGLISH_STOPWORDS


class KeyTermIndex:
    """Document frequencies over a set of references, to rank a reference's terms by TF-IDF."""

    def __init__(self, references: Iterable[str]) -> None:
        self._df: Counter[str] = Counter()
        self._n = 0
        for reference in references:
            self._df.update(content_terms(reference))
            self._n += 1

    def key_terms(self, question: str, reference: str, n: int = 3) -> list[str]:
        """The ``n`` highest TF-IDF content terms of ``reference`` that the question does not mention."""
        asked = set(tokens(question))
        tf = Counter(t for t in tokens(reference) if _is_content(t) and t not in asked)
        order = {t: i for i, t in enumerate(tf)}
        return sorted(tf, key=lambda t: (-tf[t] * self._idf(t), order[t]))[:n]

    def _idf(self, term: str) -> float:
        return math.log((1 + self._n) / (1 + self._df[term])) + 1.0


def term_coverage(terms: Sequence[str], evidence_texts: Sequence[str]) -> float | None:
    """Share of ``terms`` present in the evidence; None when there are no terms to look for."""
    if not terms:
        return None
    present = set()
    for text in evidence_texts:
        present.update(tokens(text))
    return sum(t in present for t in terms) / len(terms)


__all__ = ["KeyTermIndex", "content_terms", "term_coverage", "tokens"]
