"""The design graph: designs, artifacts, chunks, modules, instances, issues, metrics, paths.

Nodes are rows, edges are foreign keys named after the relation they encode::

    design --HAS_ARTIFACT--> artifact (artifact.design_id)
    artifact --HAS_CHUNK--> chunk (chunk.artifact_id; vectors in Chroma ``run_chunks``)
    design --CONTAINS--> module --CONTAINS--> instance (module.design_id, instance.module_id)
    artifact --REPORTS--> issue | metric | timing_path (each with the line it came from)

Every design row carries its tenant ``scope``; every query filters on the caller's visible
scopes. The graph is a SQLite file under the data dir, or the ``runs`` schema of the shared
PostgreSQL database (edabot/db.py), so every worker and API replica answers from the same runs.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Connection, CursorResult, Executable, RowMapping, delete, func, insert, select

from edabot.db import StoreDatabase
from edabot.errors import StoreError
from edabot.migrate import open_store
from edabot.stores import STORE_FILES
from runs.store.tables import artifact, chunk, design

T = TypeVar("T")
_DERIVED_KEPT = 256
"""Values ``RunGraph.derived`` keeps (the least recently used go first)."""


class RunGraph:
    """Access to the run graph; every call is one transaction on the store's pooled engine."""

    NAME = "runs"

    def __init__(self, path: Path, database_url: str | None = None) -> None:
        self.path = path
        self._db: StoreDatabase = open_store(self.NAME, path, database_url)
        self._derived: OrderedDict[Hashable, Any] = OrderedDict()
        self._derived_lock = threading.Lock()

    def derived(self, key: Hashable, build: Callable[[], T]) -> T:
        """The value ``build`` computes from stored runs, kept under ``key`` for later questions.

        A run is written in one transaction and never changed after (only deleted), so a value read from runs is
        still right while the key names them by row id and content id (``run_id``): the key is what makes a new
        or re-ingested run miss the cache. The run agent reads the same words, scripts and comments for every
        question; here it reads them once."""
        with self._derived_lock:
            if key in self._derived:
                self._derived.move_to_end(key)
                return self._derived[key]  # type: ignore[no-any-return]
        value = build()
        with self._derived_lock:
            self._derived[key] = value
            while len(self._derived) > _DERIVED_KEPT:
                self._derived.popitem(last=False)
        return value

    def query(self, statement: Executable) -> list[RowMapping]:
        """The rows of a select, each read by column name (``row["slack"]``)."""
        with self._db.reading() as conn:
            return list(conn.execute(statement).mappings())

    def values(self, statement: Executable) -> list[Any]:
        """The first column of every row of a select."""
        with self._db.reading() as conn:
            return list(conn.execute(statement).scalars())

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """One transaction for a whole run: readers see all of it or none of it."""
        with self._db.writing() as conn:
            yield conn

    def latest_designs(self, scopes: Sequence[str]) -> list[dict[str, Any]]:
        """The newest run of every design visible from ``scopes`` (most specific scope wins).

        Run folders of that scope holding the same top module are one run's history when one folder's name extends
        the other's (``mac8`` then ``mac8_r2``), and runs side by side otherwise (``alu16_hier`` and ``alu16_flat``:
        one RTL synthesized two ways): each of those is a design of its own, named by its folder."""
        rows = self.query(select(design).where(design.c.scope.in_(scopes)).order_by(design.c.seq.desc()))
        chosen: dict[str, RowMapping] = {}
        rank = {scope: i for i, scope in enumerate(scopes)}
        for row in rows:
            best = chosen.get(row["name"])
            if best is None or rank[row["scope"]] < rank[best["scope"]]:
                chosen[row["name"]] = row
        folders: dict[str, dict[str, RowMapping]] = {}
        for row in rows:
            if row["scope"] == chosen[row["name"]]["scope"]:
                folders.setdefault(row["name"], {}).setdefault(row["label"] or "", row)
        found: list[dict[str, Any]] = []
        for name, best in chosen.items():
            families = _folder_families(folders[name])
            if len(families) > 1:
                found += [{**row, "name": root} for root, row in families.items()]
            else:
                found.append(dict(best))
        return sorted(found, key=lambda r: r["name"])

    def runs_of(self, name: str, scopes: Sequence[str]) -> list[RowMapping]:
        """Every run of design ``name`` visible from ``scopes``, newest first."""
        d = design.c
        return self.query(select(design).where(d.name == name, d.scope.in_(scopes)).order_by(d.seq.desc()))

    def find_run(self, scope: str, name: str, run_id: str) -> RowMapping | None:
        d = design.c
        rows = self.query(select(design).where(d.scope == scope, d.name == name, d.run_id == run_id))
        return rows[0] if rows else None

    def has_designs(self) -> bool:
        return bool(self.values(select(design.c.id).limit(1)))

    def new_design(self, conn: Connection, scope: str, row: dict[str, Any]) -> int:
        """Add a run inside the writer's transaction; ``seq`` orders runs across every host."""
        seq = conn.execute(select(func.coalesce(func.max(design.c.seq), 0) + 1)).scalar_one()
        return inserted_id(conn.execute(insert(design), {
            "scope": scope, "name": row["name"], "top": row["top"], "label": row["label"], "run_id": row["run_id"],
            "status": row["status"], "tool_version": row["version"], "seq": seq,
            "ingested_at": datetime.now(UTC).isoformat(timespec="seconds")}))

    def delete_design(self, design_id: int) -> list[str]:
        """Remove one run and everything under it; returns its chunk ids (for the vector store)."""
        with self.writing() as conn:
            ids = list(conn.execute(select(chunk.c.id).join_from(chunk, artifact, chunk.c.artifact_id == artifact.c.id)
                                    .where(artifact.c.design_id == design_id)).scalars())
            conn.execute(delete(design).where(design.c.id == design_id))  # the foreign keys cascade
        return ids


def inserted_id(result: CursorResult[Any]) -> int:
    """The id of the row the INSERT of ``result`` added; a missing id means the row was not stored."""
    key = result.inserted_primary_key
    if key is None or key[0] is None:
        raise StoreError("the run graph database did not return the id of a new row")
    return int(key[0])


def graph_path(data_dir: Path) -> Path:
    """The run graph's SQLite file (used when no shared database is configured)."""
    return data_dir / STORE_FILES[RunGraph.NAME]


def has_runs(data_dir: Path, database_url: str | None) -> bool:
    """Whether run questions go to the run agent: only once a run was ingested, and without creating
    an empty SQLite file (the first run ingest creates it; the shared database is asked)."""
    if database_url is None:
        return graph_path(data_dir).exists()
    return open_run_graph(data_dir, database_url).has_designs()


@lru_cache(maxsize=16)
def open_run_graph(data_dir: Path, database_url: str | None = None) -> RunGraph:
    """The run graph of a data dir (or of the shared database), opened once per process: every `ask`
    consults it, and opening it checks the schema's migrations."""
    return RunGraph(graph_path(data_dir), database_url)



def _folder_families(newest_first: dict[str, RowMapping]) -> dict[str, RowMapping]:
    """Folders grouped under the shortest folder name each one extends (``mac8_r2`` under ``mac8``), with the newest
    run of each group; runs of unnamed folders are one history."""
    if "" in newest_first:
        return dict(list(newest_first.items())[:1])
    labels = sorted(newest_first, key=len)
    roots: dict[str, RowMapping] = {}
    for label, row in newest_first.items():
        root = next(other for other in labels
                    if label == other or (label.startswith(other) and not label[len(other)].isalnum()))
        roots.setdefault(root, row)
    return roots


__all__ = ["RunGraph", "graph_path", "has_runs", "inserted_id", "open_run_graph"]
