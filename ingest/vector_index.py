"""Chunk and unit vectors in ChromaDB, one collection per (kind, encoder).

Collection names carry a short hash of the encoder's identity -- its content, not its path
(``index.model_identity``) -- so switching the model (say to BGE-M3) or adding a trained
adapter never mixes vectors of two models, while the same model installed elsewhere finds
them. The data dir records which encoder wrote the vectors, so a mismatch is reported by
name instead of answering from an empty collection. Scope is stored on every record and
every query filters on it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from edabot.errors import IndexNotEmbeddedError
from edabot.settings import Settings
from index.chroma import chroma_errors, chroma_location, get_collection
from index.encoder import Encoder
from ingest.chunks import Chunk
from ingest.units import Unit

_ADD_BATCH = 1000
MANIFEST = "vector_encoders.json"
"""File in the data dir naming the encoders whose vectors the collections hold."""


def _tag(encoder: Encoder) -> str:
    return hashlib.sha1(encoder.name.encode()).hexdigest()[:10]


def scope_filter(scopes: Sequence[str]) -> dict[str, Any]:
    return {"scope": scopes[0]} if len(scopes) == 1 else {"scope": {"$in": list(scopes)}}


class VectorIndex:
    """Vectors of chunks (base and, when different, function-aware encoder) and of unit summaries."""

    def __init__(self, settings: Settings, base: Encoder, func: Encoder) -> None:
        self.base, self.func = base, func
        self.manifest_path = settings.data_dir / MANIFEST
        self.location = chroma_location(settings)
        self.shared = base is func
        self.chunks_base = get_collection(settings, f"doc_chunks_{_tag(base)}")
        self.chunks_func = self.chunks_base if self.shared else get_collection(settings, f"doc_chunks_{_tag(func)}")
        self.units = get_collection(settings, f"doc_units_{_tag(func)}")

    def _chunk_collections(self) -> list[Any]:
        return [self.chunks_base] if self.shared else [self.chunks_base, self.chunks_func]

    def add_chunks(self, chunks: Sequence[Chunk]) -> None:
        if not chunks:
            return
        texts = [c.embedding_text() for c in chunks]
        metadatas = [
            {"scope": c.scope, "source": c.source, "start_line": c.start_line, "end_line": c.end_line,
             "section": c.section}
            for c in chunks
        ]
        ids = [c.chunk_id for c in chunks]
        for collection, encoder in zip(self._chunk_collections(), (self.base, self.func), strict=False):
            upsert_batched(collection, ids, encoder.encode(texts), metadatas)
        self._record_encoders()

    def _record_encoders(self) -> None:
        wanted = {"base_encoder": self.base.name, "function_encoder": self.func.name}
        if self._recorded() != wanted:
            self.manifest_path.parent.mkdir(parents=True, exist_ok=True)
            self.manifest_path.write_text(json.dumps(wanted, indent=1) + "\n")

    def _recorded(self) -> dict[str, str]:
        try:
            return dict(json.loads(self.manifest_path.read_text()))
        except (OSError, ValueError):
            return {}

    def ensure_embedded(self, stored_chunks: int) -> None:
        """Refuse to serve queries from an empty view of a full index.

        Either another encoder built it, or the configured encoder did but into another ChromaDB
        (an embedded one under the data dir, while this process talks to a Chroma server, or the other
        way round). Raises IndexNotEmbeddedError saying which, and the command that repairs it.
        """
        if stored_chunks == 0:
            return
        with chroma_errors("count the vectors in"):
            if self.chunks_base.count() > 0:
                return
        raise IndexNotEmbeddedError(self._missing_vectors_message(stored_chunks))

    def _missing_vectors_message(self, stored_chunks: int) -> str:
        built_with = self._recorded().get("base_encoder")
        held = f"the index holds {stored_chunks} chunks, but {self.location} has no vector of them"
        if built_with == self.base.name:
            return (
                f"{held}: they were embedded with the configured encoder {built_with}, into another ChromaDB. "
                "Run `edabot reembed` with this process's EDABOT_DATA_DIR and CHROMA_HOST/CHROMA_PORT to embed "
                "them into this one, or point CHROMA_HOST/CHROMA_PORT at the ChromaDB that holds them."
            )
        built = f"they were embedded with {built_with}" if built_with else "the data dir does not record which encoder embedded them"
        return (
            f"{held} from the configured encoder {self.base.name}; {built}. Run `edabot reembed` to embed them "
            "with the configured encoder, or set EDABOT_EMBED_MODEL_PATH back to the model that built them."
        )

    def delete_chunks(self, chunk_ids: Iterable[str]) -> None:
        ids = sorted(chunk_ids)
        for collection in self._chunk_collections():
            delete_batched(collection, ids)

    def upsert_units(self, units: Sequence[Unit]) -> None:
        if units:
            vectors = self.func.encode([u.summary for u in units])
            metadatas = [{"scope": u.scope, "anchor": u.anchor} for u in units]
            upsert_batched(self.units, [u.unit_id for u in units], vectors, metadatas)

    def delete_units(self, unit_ids: Iterable[str]) -> None:
        delete_batched(self.units, sorted(unit_ids))

    def query_chunks(self, vector: np.ndarray, scopes: Sequence[str], n: int, func: bool = False) -> list[tuple[str, float]]:
        return _query(self.chunks_func if func else self.chunks_base, vector, scopes, n)

    def probe(self, vector: np.ndarray) -> None:
        """One real query per collection (readiness): raises StoreError when Chroma cannot answer."""
        for collection in (*self._chunk_collections(), self.units):
            _query(collection, vector, ["global"], 1)

    def chunk_vectors(self, chunk_ids: Sequence[str], func: bool) -> dict[str, np.ndarray]:
        if not chunk_ids:
            return {}
        collection = self.chunks_func if func else self.chunks_base
        with chroma_errors("read vectors from"):
            got = collection.get(ids=list(dict.fromkeys(chunk_ids)), include=["embeddings"])  # Chroma refuses repeats
        return {i: np.asarray(v, dtype=np.float32) for i, v in zip(got["ids"], got["embeddings"], strict=True)}

    def unit_vectors(self, unit_ids: Sequence[str]) -> dict[str, np.ndarray]:
        if not unit_ids:
            return {}
        with chroma_errors("read vectors from"):
            got = self.units.get(ids=list(dict.fromkeys(unit_ids)), include=["embeddings"])
        return {i: np.asarray(v, dtype=np.float32) for i, v in zip(got["ids"], got["embeddings"], strict=True)}

    def stored_ids(self) -> tuple[set[str], set[str]]:
        """(chunk ids, unit ids) currently in Chroma, for reconciliation."""
        with chroma_errors("list the vectors of"):
            chunk_ids = set(self.chunks_base.get(include=[])["ids"])
            if not self.shared:
                chunk_ids &= set(self.chunks_func.get(include=[])["ids"])
            return chunk_ids, set(self.units.get(include=[])["ids"])


def upsert_batched(collection: Any, ids: list[str], vectors: np.ndarray, metadatas: list[dict[str, Any]]) -> None:
    """Write vectors in batches Chroma accepts; StoreError when Chroma fails."""
    with chroma_errors("write vectors to"):
        for start in range(0, len(ids), _ADD_BATCH):
            end = start + _ADD_BATCH
            collection.upsert(ids=ids[start:end], embeddings=vectors[start:end].tolist(), metadatas=metadatas[start:end])


def delete_batched(collection: Any, ids: list[str]) -> None:
    """Delete ids in batches Chroma accepts; StoreError when Chroma fails."""
    with chroma_errors("delete vectors from"):
        for start in range(0, len(ids), _ADD_BATCH):
            collection.delete(ids=ids[start : start + _ADD_BATCH])


def _query(collection: Any, vector: np.ndarray, scopes: Sequence[str], n: int) -> list[tuple[str, float]]:
    if n <= 0 or not scopes:
        return []
    with chroma_errors("query"):
        result = collection.query(
            query_embeddings=[vector.tolist()], n_results=n, where=scope_filter(scopes), include=["distances"]
        )
    return [(i, 1.0 - float(d)) for i, d in zip(result["ids"][0], result["distances"][0], strict=True)]
