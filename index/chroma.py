"""ChromaDB access: an embedded PersistentClient under the data dir, or an HttpClient to a server.

Embeddings are always computed by edabot and passed in; collections are created without an
embedding function so Chroma never tries to download its default model.

An embedded Chroma belongs to one process: a second process writing the same folder leaves
the first one with a stale view whose queries fail for good. So the first process to open it
takes an exclusive lock (released by the OS when the process ends, even on SIGKILL), and any
other process is refused with the two set-ups that do work.
"""

from __future__ import annotations

import fcntl
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import IO, Any

from edabot.errors import ConfigError, EdabotError, StoreError
from edabot.settings import Settings, StorageSettings

LOCK_FILE = ".edabot-owner.lock"
_held_locks: dict[str, IO[str]] = {}


@lru_cache(maxsize=8)
def _client(host: str | None, port: int, path: str) -> Any:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    try:
        if host:
            return chromadb.HttpClient(host=host, port=port, settings=chroma_settings)
        claim_embedded(Path(path))
        return chromadb.PersistentClient(path=path, settings=chroma_settings)
    except ConfigError:
        raise
    except Exception as exc:  # chromadb raises plain Exception/ValueError on connection problems
        where = f"{host}:{port}" if host else path
        raise StoreError(f"ChromaDB is not reachable at {where}") from exc


@contextmanager
def chroma_errors(action: str) -> Iterator[None]:
    """Every call into Chroma fails as ``StoreError`` (a 503 with Retry-After), never as a 500.

    chromadb raises bare exceptions for transport and storage errors (a restarting server refuses
    connections), so nothing narrower can be caught.
    """
    try:
        yield
    except EdabotError:
        raise  # already says what is wrong (an embedded Chroma held by another process, ...)
    except Exception as exc:
        raise StoreError(f"could not {action} ChromaDB") from exc


def get_chroma_client(settings: StorageSettings) -> Any:
    """The ChromaDB client for these settings (one per process and location)."""
    return _client(settings.chroma_host, settings.chroma_port, str(settings.chroma_dir()))


def chroma_location(settings: StorageSettings) -> str:
    """Where these settings keep vectors, in words for messages."""
    if settings.chroma_host:
        return f"the Chroma server at {settings.chroma_host}:{settings.chroma_port} (CHROMA_HOST/CHROMA_PORT)"
    return f"the embedded ChromaDB at {settings.chroma_dir()}"


def get_collection(settings: Settings, name: str) -> Any:
    """A cosine-space collection with no embedding function of its own."""
    with chroma_errors("open a collection in"):
        return get_chroma_client(settings).get_or_create_collection(
            name=name, embedding_function=None, metadata={"hnsw:space": "cosine"}
        )


def claim_embedded(path: Path, holder: str | None = None) -> None:
    """Hold ``path``'s embedded Chroma for this process, or raise ConfigError naming the holder.

    ``holder`` is what the refusal tells other processes about this one (default: its pid and command);
    ``edabot up`` holds the folder it serves with a Chroma server and names that server's address.
    """
    if str(path) in _held_locks:
        return
    path.mkdir(parents=True, exist_ok=True)
    handle = (path / LOCK_FILE).open("a+", encoding="utf-8")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "another process"
        handle.close()
        raise ConfigError(
            f"the embedded ChromaDB at {path} is in use by {holder}, and an embedded Chroma cannot be shared "
            "between processes. Start the API and workers together with `edabot up` (it runs a Chroma server), "
            f"or run `chroma run --path {path}` and set CHROMA_HOST and CHROMA_PORT for every edabot process."
        ) from None
    handle.seek(0)
    handle.truncate()
    handle.write(holder or f"pid {os.getpid()} ({Path(sys.argv[0]).name} {' '.join(sys.argv[1:2])})")
    handle.flush()
    _held_locks[str(path)] = handle
