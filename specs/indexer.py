"""``edabot ingest --kind spec``: files -> spec graph rows + vectors, one document at a time.

Unchanged files (same content hash) are skipped; a changed file's old rows and vectors are
replaced. Vectors are written before the SQLite transaction and stale ones removed after
it, so a crash leaves at worst unused vectors, never rows without vectors.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import structlog

from edabot.errors import BadInputError, NotFoundError
from edabot.types import IngestReport, SkippedFile
from ingest.documents import read_text_document
from specs.extract import extract_document
from specs.store import SpecStore
from specs.vectors import SpecVectors

log = structlog.get_logger(__name__)
ProgressFn = Callable[[int, int, str], None]


class SpecIndexer:
    """Writes spec documents into the spec store and their vectors into Chroma."""

    def __init__(self, store: SpecStore, vectors: SpecVectors, max_bytes: int) -> None:
        self.store, self.vectors, self.max_bytes = store, vectors, max_bytes

    def ingest_files(self, files: Sequence[tuple[str, Path]], scope: str,
                     progress: ProgressFn | None = None) -> IngestReport:
        report = IngestReport()
        for number, (source, path) in enumerate(files, start=1):
            try:
                text, content_hash = read_text_document(path, self.max_bytes)
            except BadInputError as exc:
                report.skipped.append(SkippedFile(source, exc.user_message))
                continue
            self.ingest_text(scope, source, text, content_hash, report)
            if progress:
                progress(number, len(files), source)
        return report

    def ingest_text(self, scope: str, source: str, text: str, content_hash: str, report: IngestReport) -> None:
        if self.store.document_hash(scope, source) == content_hash:
            report.unchanged.append(source)
            return
        doc = extract_document(scope, source, text, content_hash)
        old_passages, old_sentences = self.store.document_ids(scope, source)
        self.vectors.add_document(doc)
        self.store.replace_document(doc)
        self.vectors.delete(old_passages - {p.passage_id for p in doc.passages},
                            old_sentences - {s.sentence_id for s in doc.sentences})
        report.indexed.append(source)
        log.info("spec.indexed", source=source, passages=len(doc.passages), sentences=len(doc.sentences),
                 entities=len(doc.entities))

    def delete(self, scope: str, source: str) -> None:
        passages, sentences = self.store.document_ids(scope, source)
        if not self.store.delete_document(scope, source):
            raise NotFoundError(f"no spec {source} in scope {scope}")
        self.vectors.delete(passages, sentences)


__all__ = ["SpecIndexer"]
