"""The spec graph: rows keyed by scope and source, in a SQLite file under the data dir or in the
``specs`` schema of the shared PostgreSQL database (edabot/db.py).

Replacing a document deletes exactly its rows and writes the new ones in one transaction,
so the graph is updated per document; a generation counter tells readers (the in-memory
graph cache) when to reload.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Connection, Select, delete, func, insert, select

from edabot.db import StoreDatabase
from edabot.migrate import open_store
from edabot.upserts import increment, insert_or_replace
from specs.model import Anchor, Entity, Passage, Sentence, SpecDocument, Triple
from specs.store_tables import DOCUMENT_TABLES, documents, entities, meta, passages, sentences, triples


class SpecStore:
    """Thread-safe access to the spec graph database."""

    NAME = "specs"

    def __init__(self, path: Path, database_url: str | None = None) -> None:
        self._db: StoreDatabase = open_store(self.NAME, path, database_url)

    def close(self) -> None:
        """Release pooled connections; the store stays usable and reconnects on the next call."""
        self._db.engine.dispose()

    def _all(self, query: Select) -> list[tuple]:
        with self._db.reading() as conn:
            return [tuple(row) for row in conn.execute(query)]

    # documents ----------------------------------------------------------------------------

    def document_hash(self, scope: str, source: str) -> str | None:
        d = documents.c
        rows = self._all(select(d.content_hash).where(d.scope == scope, d.source == source))
        return rows[0][0] if rows else None

    def document_ids(self, scope: str, source: str) -> tuple[set[str], set[str]]:
        """(passage ids, sentence ids) a document owns: the vectors to drop when it changes."""
        p, s = passages.c, sentences.c
        with self._db.reading() as conn:
            passage_ids = set(conn.execute(select(p.passage_id).where(p.scope == scope, p.source == source)).scalars())
            sentence_ids = set(conn.execute(
                select(s.sentence_id).where(s.scope == scope, s.source == source)).scalars())
        return passage_ids, sentence_ids

    def replace_document(self, doc: SpecDocument) -> None:
        """Swap a document's rows for new ones in one transaction."""
        with self._db.writing() as conn:
            _delete_rows(conn, doc.scope, doc.source)
            conn.execute(insert(documents), {
                "scope": doc.scope, "source": doc.source, "content_hash": doc.content_hash, "ip": doc.ip,
                "ingested_at": datetime.now(UTC).isoformat(timespec="seconds")})
            insert_or_replace(conn, passages, [
                {"passage_id": p.passage_id, "scope": doc.scope, "source": p.source, "start_line": p.start_line,
                 "end_line": p.end_line, "section": p.section, "text": p.text, "ip": p.ip} for p in doc.passages])
            insert_or_replace(conn, sentences, [
                {"sentence_id": s.sentence_id, "scope": doc.scope, "source": doc.source, "passage_id": s.passage_id,
                 "line": s.line, "end_line": s.end_line, "text": s.text, "category": s.anchor.category,
                 "anchor_kind": s.anchor.kind, "anchor_entity": s.anchor.entity,
                 "mentions": json.dumps(list(s.mentions))} for s in doc.sentences])
            owned = [(s.sentence_id, t) for s in doc.sentences for t in s.triples]
            owned += [("", t) for t in doc.extra_triples]
            if owned:
                conn.execute(insert(triples), [
                    {"scope": doc.scope, "source": doc.source, "sentence_id": sid, "subject": t.subject,
                     "relation": t.relation, "object": t.obj, "role": t.role} for sid, t in owned])
            if doc.entities:
                conn.execute(insert(entities), [
                    {"scope": doc.scope, "source": doc.source, "node_id": e.node_id, "kind": e.kind, "ip": e.ip,
                     "name": e.name, "attributes": json.dumps(list(e.attributes))} for e in doc.entities])
            increment(conn, meta, "generation")

    def delete_document(self, scope: str, source: str) -> bool:
        d = documents.c
        with self._db.writing() as conn:
            found = conn.execute(select(d.scope).where(d.scope == scope, d.source == source)).first()
            _delete_rows(conn, scope, source)
            increment(conn, meta, "generation")
        return found is not None

    # reads ---------------------------------------------------------------------------------

    def generation(self) -> int:
        rows = self._all(select(meta.c.value).where(meta.c.key == "generation"))
        return int(rows[0][0]) if rows else 0

    def has_documents(self, scopes: Sequence[str]) -> bool:
        return bool(scopes) and bool(self._all(select(documents.c.source).where(documents.c.scope.in_(scopes)).limit(1)))

    def sources(self, scopes: Sequence[str]) -> list[str]:
        d = documents.c
        return [r[0] for r in self._all(select(d.source).where(d.scope.in_(scopes)).order_by(d.source))]

    def passages(self, scopes: Sequence[str]) -> list[Passage]:
        p = passages.c
        query = (select(p.passage_id, p.source, p.start_line, p.end_line, p.section, p.text, p.ip)
                 .where(p.scope.in_(scopes)).order_by(p.source, p.start_line))
        return [Passage(*row) for row in self._all(query)]

    def sentences(self, scopes: Sequence[str]) -> list[Sentence]:
        s = sentences.c
        query = (select(s.sentence_id, s.passage_id, s.line, s.end_line, s.text, s.category, s.anchor_kind,
                        s.anchor_entity, s.mentions)
                 .where(s.scope.in_(scopes)).order_by(s.source, s.line))
        return [Sentence(r[0], r[1], r[2], r[3], r[4], Anchor(r[5], r[6], r[7]), (), tuple(json.loads(r[8])))
                for r in self._all(query)]

    def triples(self, scopes: Sequence[str]) -> list[tuple[str, Triple]]:
        """(sentence id or "", triple) for every triple in the scopes."""
        t = triples.c
        query = select(t.sentence_id, t.subject, t.relation, t.object, t.role).where(t.scope.in_(scopes))
        return [(r[0], Triple(r[1], r[2], r[3], r[4])) for r in self._all(query)]

    def entities(self, scopes: Sequence[str]) -> list[Entity]:
        e = entities.c
        query = (select(e.node_id, e.kind, e.ip, e.name, e.attributes).distinct()
                 .where(e.scope.in_(scopes)).order_by(e.node_id))
        return [Entity(r[0], r[1], r[2], r[3], tuple(tuple(a) for a in json.loads(r[4]))) for r in self._all(query)]

    def counts(self, scopes: Sequence[str]) -> dict[str, int]:
        tables = {"documents": documents, "passages": passages, "sentences": sentences, "triples": triples,
                  "entities": entities}
        with self._db.reading() as conn:
            return {name: int(conn.execute(select(func.count()).select_from(table)
                                           .where(table.c.scope.in_(scopes))).scalar_one())
                    for name, table in tables.items()}


def _delete_rows(conn: Connection, scope: str, source: str) -> None:
    for table in DOCUMENT_TABLES:
        conn.execute(delete(table).where(table.c.scope == scope, table.c.source == source))


__all__ = ["SpecStore"]
