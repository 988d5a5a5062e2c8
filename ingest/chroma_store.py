"""ChromaDB access: an embedded PersistentClient under the data dir, or an HttpClient to a server.

Embeddings are always computed by edabot and passed in; collections are created without an
embedding function so Chroma never tries to download its default model.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from edabot.errors import StoreError
from edabot.settings import Settings


@lru_cache(maxsize=8)
def _client(host: str | None, port: int, path: str) -> Any:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    try:
        if host:
            return chromadb.HttpClient(host=host, port=port, settings=chroma_settings)
        return chromadb.PersistentClient(path=path, settings=chroma_settings)
    except Exception as exc:  # chromadb raises plain Exception/ValueError on connection problems
        where = f"{host}:{port}" if host else path
        raise StoreError(f"ChromaDB is not reachable at {where}") from exc


def get_chroma_client(settings: Settings) -> Any:
    """The ChromaDB client for these settings (one per process and location)."""
    return _client(settings.chroma_host, settings.chroma_port, str(settings.chroma_dir()))


def get_collection(settings: Settings, name: str) -> Any:
    """A cosine-space collection with no embedding function of its own."""
    return get_chroma_client(settings).get_or_create_collection(
        name=name, embedding_function=None, metadata={"hnsw:space": "cosine"}
    )
