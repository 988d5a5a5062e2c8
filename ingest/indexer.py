"""Incremental indexing: only changed documents are parsed, only touched anchors recomputed.

Crash safety: vectors for a document are written before its SQLite transaction, stale
vectors are removed after it, and unit recomputation is driven by the persisted dirty-anchor
set. Whatever point a process dies at, the next ingest reconciles Chroma with SQLite and
finishes the dirty anchors, reaching the same index as a clean build.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import structlog
from tqdm import tqdm

from edabot.errors import BadInputError, NotFoundError
from edabot.settings import IngestSettings
from edabot.types import DocumentInfo, IngestReport, SkippedFile
from ingest.chunks import Chunk
from ingest.documents import (
    DOC_SUFFIXES,
    ParsedDocument,
    content_hash,
    parse_document,
    read_limits,
    read_manual,
    read_manual_bytes,
)
from ingest.examples import included_examples, shown_under
from ingest.graph_store import GraphStore
from ingest.units import Rejection, Unit, build_unit, unit_id
from ingest.vector_index import VectorIndex

log = structlog.get_logger(__name__)

ProgressFn = Callable[[int, int, str], None]

EMBED_GROUP = 256
"""New chunks gathered from consecutive documents before they are embedded in one call. The encoder sorts
what it is given by token count, so chunks of many documents share batches of like length: a build of the
79 OpenROAD pages pads 1 % of its tokens this way and 48 % one document at a time (BENCHMARKS.md)."""


@dataclass
class _Parsed:
    """A changed document, parsed, waiting for its new chunks' vectors before its SQLite transaction."""

    doc: ParsedDocument
    old_ids: set[str]

    def new_chunks(self) -> list[Chunk]:
        return [c for c in self.doc.chunks if c.chunk_id not in self.old_ids]


def expand_paths(paths: Iterable[Path], suffixes: frozenset[str] = DOC_SUFFIXES,
                 examples: bool = False) -> list[tuple[str, Path]]:
    """``(source name, path)`` pairs; a source is ``<folder name>/<path inside it>``.

    Folders contribute their files with a manual suffix (hidden entries skipped) and, with
    ``examples``, the example scripts and sources their RST pages include (``literalinclude``):
    the words a question about a manual asks are often in those. A file named directly is always
    included so that a wrong type gets a reason, not silence.
    """
    pairs: list[tuple[str, Path]] = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            root = path.resolve()
            files = [f for f in sorted(root.rglob("*")) if _visible(f, root) and f.suffix.lower() in suffixes]
            if examples:
                files += [f for f in included_examples(root, files) if _visible(f, root)]
            pairs += [(f"{root.name}/{f.relative_to(root).as_posix()}", f) for f in files]
        else:
            pairs.append((f"{path.resolve().parent.name}/{path.name}", path))
    return pairs


def _visible(file: Path, root: Path) -> bool:
    return (file.is_file() or file.is_symlink()) and not any(p.startswith(".") for p in file.relative_to(root).parts)


class Indexer:
    """Writes documents into the hypergraph store and the vector index."""

    def __init__(self, settings: IngestSettings, store: GraphStore, vectors: VectorIndex) -> None:
        self.settings = settings
        self.store = store
        self.vectors = vectors

    def ingest_files(
        self, files: Sequence[tuple[str, Path]], scope: str, progress: ProgressFn | None = None, show_bar: bool = False
    ) -> IngestReport:
        report = IngestReport()
        self.reconcile()
        headings = shown_under([path for _, path in files])
        bar = tqdm(total=len(files), desc="indexing", unit="file", disable=not show_bar)
        finished: list[str] = []

        def finish(sources: Iterable[str]) -> None:
            for source in sources:
                finished.append(source)
                bar.set_postfix_str(source[-40:])
                bar.update(1)
                if progress:
                    progress(len(finished), len(files), source)

        pending: list[_Parsed] = []
        try:
            for source, path in files:
                parsed = self._parse_one(scope, source, path, report, headings.get(path.resolve(), ()))
                if parsed is None:
                    finish([source])
                    continue
                pending.append(parsed)
                if sum(len(p.new_chunks()) for p in pending) >= EMBED_GROUP:
                    group, pending = pending, []
                    finish(self._write(group, report))
        finally:  # what was parsed before a failure is still written
            finish(self._write(pending, report))
            bar.close()
        report.units_rebuilt = self.finish_dirty_anchors()
        log.info("ingest.done", scope=scope, indexed=len(report.indexed), unchanged=len(report.unchanged),
                 skipped=len(report.skipped), units_rebuilt=report.units_rebuilt)
        return report

    def _parse_one(self, scope: str, source: str, path: Path, report: IngestReport,
                   shown_under: tuple[str, ...]) -> _Parsed | None:
        """One file parsed, or None when it is unchanged or unreadable (recorded in the report); an example file
        shown under a manual's heading path takes it (a changed path re-indexes it)."""
        limits = read_limits(self.settings)
        try:
            data = read_manual_bytes(path, limits)
            digest = content_hash(data + "\x00".join(shown_under).encode())
            if self.store.document_hash(scope, source) == digest:
                report.unchanged.append(source)
                return None
            text = read_manual(path.name, data, limits, path.parent, shown_under)
        except BadInputError as exc:
            report.skipped.append(SkippedFile(source, exc.user_message))
            log.warning("ingest.skipped", source=source, reason=exc.user_message)
            return None
        doc = parse_document(scope, source, text, digest, self.settings.chunk_max_words)
        return _Parsed(doc, self.store.document_chunk_ids(scope, source))

    def _write(self, parsed: Sequence[_Parsed], report: IngestReport) -> list[str]:
        """Vectors of every new chunk in one call, then each document's transaction and stale-vector removal."""
        self.vectors.add_chunks([c for p in parsed for c in p.new_chunks()])
        for p in parsed:
            self.store.replace_document(p.doc)
            self.vectors.delete_chunks(p.old_ids - {c.chunk_id for c in p.doc.chunks})
            report.indexed.append(p.doc.source)
        return [p.doc.source for p in parsed]

    def delete_document(self, document_id: str, scopes: Sequence[str]) -> DocumentInfo:
        info = self.store.find_document(document_id)
        if info is None or info.scope not in scopes:
            raise NotFoundError(f"no document {document_id!r} in this scope")
        old_ids = self.store.document_chunk_ids(info.scope, info.source)
        self.store.delete_document(info.scope, info.source)
        self.vectors.delete_chunks(old_ids)
        self.finish_dirty_anchors()
        return info

    def finish_dirty_anchors(self) -> int:
        """Recompute units of every dirty anchor; returns how many units were (re)built or removed."""
        dirty = self.store.dirty_anchors()
        if not dirty:
            return 0
        results: list[tuple[str, str, Unit | Rejection]] = []
        for scope, anchor in dirty:
            artifacts = self.store.artifacts_for_anchor(scope, anchor)
            spans = self.store.chunk_spans(scope, {a.source for a in artifacts})
            results.append((scope, anchor, build_unit(scope, anchor, artifacts, spans, self.settings.anchor_occurrence_cap)))
        changed, removed = self._unit_changes(results)
        self.vectors.upsert_units(changed)
        self.store.apply_unit_results(results)
        self.vectors.delete_units(removed)
        return len(changed) + len(removed)

    def _unit_changes(self, results: Sequence[tuple[str, str, Unit | Rejection]]) -> tuple[list[Unit], set[str]]:
        """Units whose summary changed (to embed) and unit ids that no longer exist."""
        ids = [u.unit_id for _, _, u in results if isinstance(u, Unit)]
        before = {u.unit_id: u for u in self.store.units_of(ids)}
        changed = [u for _, _, u in results if isinstance(u, Unit) and before.get(u.unit_id) != u]
        removed = {unit_id(s, a) for s, a, u in results if isinstance(u, Rejection)}
        return changed, removed

    def reconcile(self) -> None:
        """Drop vectors SQLite does not know and embed chunks Chroma lacks (after a crash)."""
        chunk_ids, unit_ids = self.vectors.stored_ids()
        known_chunks = self.store.all_chunk_ids()
        known_units = {u.unit_id for u in self.store.all_units()}
        missing = sorted(known_chunks - chunk_ids)
        if missing:
            self.vectors.add_chunks(list(self.store.chunks_by_id(missing).values()))
        self.vectors.delete_chunks(chunk_ids - known_chunks)
        self.vectors.delete_units(unit_ids - known_units)
        lacking = known_units - unit_ids
        if lacking:
            self.vectors.upsert_units(self.store.units_of(sorted(lacking)))
        if missing or lacking or chunk_ids - known_chunks or unit_ids - known_units:
            log.info("index.reconciled", added_chunks=len(missing), added_units=len(lacking))
