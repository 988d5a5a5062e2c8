"""Question answering over retrieved evidence, with abstention when the evidence is weak.

Weak means: the question names an identifier (a command, option or file) that no passage
mentions, or it names none and the best passage is not similar enough to it. Saying "not covered"
is better than a fluent answer about the wrong command. A question of several parts
(``retrieval.decompose``) is judged part by part: the answer covers the supported parts in order
and names the parts the sources do not cover.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from edabot.types import Answer, Evidence
from index.encoder import Encoder
from ingest.vector_index import VectorIndex
from retrieval.decompose import Part, decompose
from retrieval.generators.base import Generator, abstention
from retrieval.retriever import Retriever
from text.tokens import identifiers, is_message_code, proper_names, terms

NOT_COVERED_PARTS = "The indexed manuals do not cover: "
_COMMON_NAME_SHARE = 0.05
"""A name found in more than this share of the indexed passages ("OpenROAD" across its own manual) tells no
passage apart, so holding it is no sign that a passage is about the question."""


def _identifiers(text: str) -> set[str]:
    """Named commands, switches, files and message codes, as the evidence's terms spell them."""
    return {name.lstrip("-") for name in identifiers(text)}


def _named(text: str) -> set[str]:
    """The identifiers and values a part gives: what the evidence must hold for the part to be answered."""
    return _identifiers(text) | _numbers(text)


def _numbers(text: str) -> set[str]:
    """Values a question states (``0.90``, ``64``), as terms spell them."""
    return {t for t in terms(text) if any(c.isdigit() for c in t) and not is_message_code(t)}


def _missing(names: set[str], seen: set[str]) -> set[str]:
    """The ``names`` no evidence term holds (``-switch_cell`` is held by ``-power_switch_cell``: substrings count)."""
    return {name for name in names if not any(name in term for term in seen)}


class QuestionAnswerer:
    """retrieve -> judge support -> generate (or abstain)."""

    def __init__(
        self, retriever: Retriever, generator: Generator, base: Encoder, vectors: VectorIndex, threshold: float
    ) -> None:
        self.retriever, self.generator, self.base, self.vectors = retriever, generator, base, vectors
        self.threshold = threshold

    def ask(
        self, question: str, scopes: Sequence[str], k: int = 5, mode: str = "hybrid", context: Sequence[str] = ()
    ) -> Answer:
        return self.answer(question, self.retriever.retrieve(question, scopes, k, mode), context, scopes)

    def answer(
        self, question: str, evidence: Sequence[Evidence], context: Sequence[str] = (), scopes: Sequence[str] | None = None
    ) -> Answer:
        """Judge support of already-retrieved evidence, then generate or abstain.

        With the ``scopes`` the evidence came from, the names the question spells in capitals are judged against
        every indexed manual of those scopes as well (``_names``)."""
        if not evidence:
            return abstention(evidence)
        seen = set(terms(" ".join(e.text for e in evidence)))
        parts = decompose(question)
        if len(parts) > 1:
            return self._answer_parts(question, parts, evidence, seen, context, scopes)
        missing = _missing(_identifiers(question), seen)
        if missing:
            return abstention(evidence, note=f"not mentioned in any passage: {', '.join(sorted(missing))}")
        unknown, held = self._names(question, seen, scopes)
        if unknown:
            return abstention(evidence, note=f"in no indexed manual: {', '.join(sorted(unknown))}")
        # Every named identifier found is lexical support that a small encoder may not see.
        if not _identifiers(question) and not held and self.support(question, evidence, scopes) < self.threshold:
            return abstention(evidence)
        return self.generator.generate(question, evidence, context)

    def _names(self, text: str, seen: set[str], scopes: Sequence[str] | None) -> tuple[set[str], bool]:
        """(the names the text gives, when no indexed manual holds any of them; whether the evidence holds a
        distinctive one).

        A name in capitals (``PDNGEN``, ``TritonCTS``, ``SAIF``) that no manual of the scopes contains means
        the manuals do not cover the question. One the evidence holds, and few passages do, is lexical
        support a small encoder may not see in a short question. One that manuals hold but the evidence
        does not proves nothing: the retrieval may have found the spelled-out form.
        """
        names = set(proper_names(text)) - _identifiers(text)
        if not names or scopes is None:
            return set(), False
        index = self.retriever.lexical(scopes).plain_bm25
        unknown = {name for name in names if not index.known(name)}
        held = any(index.share(name) <= _COMMON_NAME_SHARE and not _missing({name}, seen) for name in names - unknown)
        return (unknown if unknown == names else set()), held

    def _answer_parts(
        self, question: str, parts: Sequence[Part], evidence: Sequence[Evidence], seen: set[str], context: Sequence[str],
        scopes: Sequence[str] | None,
    ) -> Answer:
        """The supported parts answered in order; the others named as not covered (all unsupported: abstain)."""
        names = {part: self._names(part.text, seen, scopes) for part in parts}
        covered = [part for part in parts if self._supported(part, evidence, seen, names[part], scopes)]
        uncovered = [part.text for part in parts if part not in covered]
        if not covered:
            return abstention(evidence, note=f"no passage supports any part: {'; '.join(uncovered)}")
        # When no supported part names anything the evidence holds, the question is judged whole as well: a few
        # words of one part can resemble some passage while the question is about what no manual mentions.
        named = any(_named(part.text) or names[part][1] for part in covered)
        if not named and self.support(question, evidence, scopes) < self.threshold:
            return abstention(evidence)
        answer = self.generator.generate(question, evidence, context, covered)
        if uncovered and not answer.abstained:
            answer.answer += "\n" + NOT_COVERED_PARTS + "; ".join(uncovered) + "."
            answer.notes.append(f"parts not covered by the sources: {len(uncovered)} of {len(parts)}")
        return answer

    def _supported(self, part: Part, evidence: Sequence[Evidence], seen: set[str], names: tuple[set[str], bool],
                   scopes: Sequence[str] | None) -> bool:
        """A part is supported when the evidence holds the names and values it gives ("above 0.90"), or (giving
        none) is similar enough. A part is a few words and the passage's best chunk answers the whole question,
        so for a part the exact names and numbers are the better judge than one similarity. ``names`` is the
        part's ``_names`` judgement."""
        named = _named(part.text)
        if named:
            return not _missing(named, seen)
        unknown, held = names
        return not unknown and (held or self.support(part.query, evidence, scopes) >= self.threshold)

    def support(self, question: str, evidence: Sequence[Evidence], scopes: Sequence[str] | None = None) -> float:
        """Best base-encoder similarity between the question and a passage, whatever the mode.

        With the ``scopes`` the evidence came from, the vectors come from the retriever's in-memory matrix, so an
        answer reads no vector store (and survives a Chroma outage as retrieval does); the vector store gives
        the rest."""
        ids = [e.chunk_id for e in evidence]
        vectors = self.retriever.lexical(scopes).base_vectors(ids) if scopes is not None else {}
        lacking = [i for i in ids if i not in vectors]
        if lacking:
            vectors = {**vectors, **self.vectors.chunk_vectors(lacking, func=False)}
        if not vectors:
            return 0.0
        query = self.base.encode([question])[0]
        return float(np.max(np.stack(list(vectors.values())) @ query))
