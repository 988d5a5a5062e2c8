"""Tokenization shared by BM25, extractive answering and abstention: one definition of a term."""

from __future__ import annotations

import re

_TOKEN_RE = re.compile(r"[a-z]{2,6}-\d{3,4}\b|[a-z0-9][a-z0-9_.]*[a-z0-9]|[a-z0-9]")
"""Message codes such as ``grt-0116`` stay whole; otherwise words, numbers and snake_case."""
STOPWORDS = frozenset(
    ["a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "at", "from", "as", "is", "are", "was", "were", "be", "been", "being", "it", "its", "this", "that", "these", "those", "what", "which", "who", "whom", "how", "why", "when", "where", "do", "does", "did", "can", "could", "should", "would", "will", "shall", "may", "might", "must", "i", "you", "we", "they", "he", "she", "them", "our", "your", "their", "my", "me", "us", "there", "here", "than", "then", "so", "if", "not", "no", "yes", "into", "about", "over", "under", "between", "use", "used", "using", "get", "set", "all", "any", "each", "other", "some", "such", "only", "also", "more", "most", "very", "just", "have", "has", "had", "make"]
)


def terms(text: str) -> list[str]:
    """Lower-case terms; snake_case words also yield their parts so ``place_pins`` meets "place pins"."""
    out: list[str] = []
    for token in _TOKEN_RE.findall(text.lower()):
        token = token.strip(".")
        if not token or token in STOPWORDS:
            continue
        out.append(token)
        if "_" in token:
            out.extend(p for p in token.split("_") if p and p not in STOPWORDS)
    return out


def key_terms(text: str) -> set[str]:
    """Distinctive terms of a question: identifiers, message codes and longer content words."""
    return {t for t in terms(text) if "_" in t or "-" in t or len(t) > 3}
