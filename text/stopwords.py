"""The one stopword list: function words dropped before terms are matched.

Retrieval (BM25 over docs and specs), extractive answering, abstention, question
decomposition, module titles and the training pairs all drop the same words, so a question
and a passage agree on what a content word is. The list is closed-class English (articles,
pronouns, prepositions, conjunctions, auxiliaries, wh-words) plus three light verbs that every
manual's prose uses (``get``, ``set``, ``make``); it never holds a word taken from an evaluation
question.

``ENGLISH_STOPWORDS`` is the wider list the key-term metric (``eval.metrics.keyterms``) is
defined over: the same function words and more of them (``however``, ``within``, ``whether``),
but not the light verbs, because a reference answer may hinge on ``set`` or ``get`` (Tcl
commands). Retrieval keeps the narrower list: ``before``, ``after`` or ``during`` tell EDA
steps apart in a query.
"""

from __future__ import annotations

WH_WORDS = frozenset(["how", "what", "which", "why", "where", "when", "whether", "who"])
"""The wh-words of English (a closed class): what opens an open question."""
LIGHT_VERBS = frozenset(["get", "set", "make"])
"""Verbs too common in manual prose to match on, though not function words."""

STOPWORDS = LIGHT_VERBS | frozenset(
    [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "at", "from", "as", "is", "are",
        "was", "were", "be", "been", "being", "it", "its", "this", "that", "these", "those", "what", "which", "who",
        "whom", "how", "why", "when", "where", "do", "does", "did", "can", "could", "should", "would", "will",
        "shall", "may", "might", "must", "i", "you", "we", "they", "he", "she", "them", "our", "your", "their",
        "my", "me", "us", "there", "here", "than", "then", "so", "if", "not", "no", "yes", "into", "about", "over",
        "under", "between", "use", "used", "using", "all", "any", "each", "other", "some", "such", "only", "also",
        "more", "most", "very", "just", "have", "has", "had"
    ]
)
"""Words no term list keeps (``text.tokens`` and every caller of it)."""

ENGLISH_STOPWORDS = (STOPWORDS - LIGHT_VERBS) | frozenset(
    [
        "above", "after", "again", "against", "because", "before", "below", "both", "but", "doing", "done", "down",
        "during", "either", "else", "etc", "few", "further", "having", "however", "itself", "much", "need", "needs",
        "nor", "now", "off", "once", "one", "out", "own", "per", "same", "through", "thus", "too", "until", "up",
        "upon", "uses", "via", "whether", "while", "within", "without"
    ]
)
"""``STOPWORDS`` without the light verbs, with the further function words the key-term metric leaves out."""

__all__ = ["ENGLISH_STOPWORDS", "LIGHT_VERBS", "STOPWORDS", "WH_WORDS"]
