"""Run chunks in ChromaDB (collection ``run_chunks``), embedded by edabot's base encoder.

Each vector's metadata points back to its graph node (chunk id, design, run, artifact path,
lines) and carries the tenant ``scope`` so searches filter before ranking.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from edabot.settings import Settings
from index.chroma import chroma_errors

COLLECTION = "run_chunks"
_ADD_BATCH = 256


@dataclass(frozen=True)
class ChunkHit:
    """One search result: where it is and how close it was."""

    chunk_id: str
    design: str
    run_id: str
    source: str
    start_line: int
    end_line: int
    text: str
    score: float


def _collection(settings: Settings) -> Any:
    from index.chroma import get_collection

    return get_collection(settings, COLLECTION)


def _encode(settings: Settings, texts: list[str]) -> list[list[float]]:
    from index.encoder import get_base_encoder

    return get_base_encoder(settings).encode(texts).tolist()


def add_chunks(settings: Settings, rows: Sequence[tuple[str, str, dict[str, Any]]]) -> None:
    """Embed and store ``(chunk_id, text, metadata)`` rows."""
    collection = _collection(settings)
    for start in range(0, len(rows), _ADD_BATCH):
        batch = rows[start : start + _ADD_BATCH]
        texts = [text for _, text, _ in batch]
        vectors = _encode(settings, texts)
        with chroma_errors("write run vectors to"):
            collection.upsert(ids=[cid for cid, _, _ in batch], documents=texts,
                              metadatas=[meta for _, _, meta in batch], embeddings=vectors)


def delete_chunks(settings: Settings, chunk_ids: Sequence[str]) -> None:
    if chunk_ids:
        with chroma_errors("delete run vectors from"):
            _collection(settings).delete(ids=list(chunk_ids))


def search_chunks(settings: Settings, query: str, scopes: Sequence[str], designs: Sequence[str] = (),
                  run_ids: Sequence[str] = (), k: int = 5) -> list[ChunkHit]:
    """Nearest chunks to ``query`` among visible scopes (and the given designs' runs, if any)."""
    clauses: list[dict[str, Any]] = [{"scope": {"$in": list(scopes)}}]
    if designs:
        clauses.append({"design": {"$in": list(designs)}})
    if run_ids:
        clauses.append({"run_id": {"$in": list(run_ids)}})
    where = clauses[0] if len(clauses) == 1 else {"$and": clauses}
    vector = _encode(settings, [query])
    with chroma_errors("query run vectors in"):
        found = _collection(settings).query(query_embeddings=vector, n_results=k, where=where,
                                 include=["documents", "metadatas", "distances"])
    hits = []
    for cid, text, meta, dist in zip(found["ids"][0], found["documents"][0], found["metadatas"][0],
                                     found["distances"][0], strict=True):
        hits.append(ChunkHit(cid, str(meta["design"]), str(meta["run_id"]), str(meta["source"]),
                             int(meta["start_line"]), int(meta["end_line"]), text, 1.0 - float(dist)))
    return hits


__all__ = ["COLLECTION", "ChunkHit", "add_chunks", "delete_chunks", "search_chunks"]
