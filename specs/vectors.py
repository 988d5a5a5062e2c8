"""Sentence and passage vectors of the spec graph, kept in ChromaDB beside the doc vectors.

Collections are named by the encoder, like the doc index's, so two models never mix.
Retrieval loads a scope set's vectors once per graph generation and scores them in numpy:
exact (no approximate-search misses) and a few milliseconds for tens of thousands of rows.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

import numpy as np

from edabot.settings import Settings
from index.chroma import chroma_errors, get_collection
from index.encoder import Encoder
from ingest.vector_index import delete_batched, scope_filter, upsert_batched
from specs.model import Passage, Sentence, SpecDocument


def sentence_text(sentence: Sentence, passage: Passage) -> str:
    """What a sentence is embedded as: its IP and section give the words it leaves out."""
    section = passage.section.rsplit(" / ", 1)[-1]
    return f"{passage.ip} {section}: {sentence.text}"


def passage_text(passage: Passage) -> str:
    return f"{passage.ip} {passage.section}: {passage.text}"


class SpecVectors:
    """Upserts, deletes and bulk reads of spec vectors."""

    def __init__(self, settings: Settings, encoder: Encoder) -> None:
        self.encoder = encoder
        tag = hashlib.sha1(encoder.name.encode()).hexdigest()[:10]
        self.sentences = get_collection(settings, f"spec_sentences_{tag}")
        self.passages = get_collection(settings, f"spec_passages_{tag}")

    def add_document(self, doc: SpecDocument) -> None:
        by_id = {p.passage_id: p for p in doc.passages}
        meta = {"scope": doc.scope, "source": doc.source}
        upsert_batched(self.sentences, [s.sentence_id for s in doc.sentences],
                       self.encoder.encode([sentence_text(s, by_id[s.passage_id]) for s in doc.sentences]),
                       [meta] * len(doc.sentences))
        upsert_batched(self.passages, [p.passage_id for p in doc.passages],
                       self.encoder.encode([passage_text(p) for p in doc.passages]), [meta] * len(doc.passages))

    def delete(self, passage_ids: Iterable[str], sentence_ids: Iterable[str]) -> None:
        for collection, ids in ((self.passages, sorted(passage_ids)), (self.sentences, sorted(sentence_ids))):
            delete_batched(collection, ids)

    def load(self, scopes: Sequence[str], passages: bool) -> dict[str, np.ndarray]:
        """Every sentence (or passage) vector of the scopes, by id."""
        collection = self.passages if passages else self.sentences
        with chroma_errors("read spec vectors from"):
            got = collection.get(where=scope_filter(scopes), include=["embeddings"])
        return {i: np.asarray(v, dtype=np.float32) for i, v in zip(got["ids"], got["embeddings"], strict=True)}


__all__ = ["SpecVectors", "passage_text", "sentence_text"]
