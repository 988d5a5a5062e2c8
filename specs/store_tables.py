"""The spec graph's tables, as SQLAlchemy Core objects for the store's queries.

Their history (and the DDL that creates them) lives in edabot/migrations/specs; these
definitions must describe the schema at head.
"""

from __future__ import annotations

from sqlalchemy import MetaData, Table

from edabot.columns import int_col, text_col

metadata = MetaData()
documents = Table("spec_documents", metadata, text_col("scope", True), text_col("source", True),
                  text_col("content_hash"), text_col("ip"), text_col("ingested_at"))
passages = Table("spec_passages", metadata, text_col("passage_id", True), text_col("scope"),
                 text_col("source"), int_col("start_line"), int_col("end_line"), text_col("section"),
                 text_col("text"), text_col("ip"))
sentences = Table("spec_sentences", metadata, text_col("sentence_id", True), text_col("scope"),
                  text_col("source"), text_col("passage_id"), int_col("line"), int_col("end_line"),
                  text_col("text"), text_col("category"), text_col("anchor_kind"), text_col("anchor_entity"),
                  text_col("mentions"))
triples = Table("spec_triples", metadata, text_col("scope"), text_col("source"), text_col("sentence_id"),
                text_col("subject"), text_col("relation"), text_col("object"), text_col("role"))
entities = Table("spec_entities", metadata, text_col("scope"), text_col("source"), text_col("node_id"),
                 text_col("kind"), text_col("ip"), text_col("name"), text_col("attributes"))
meta = Table("spec_meta", metadata, text_col("key", True), int_col("value"))

DOCUMENT_TABLES = (passages, sentences, triples, entities, documents)
"""Tables whose rows belong to one (scope, source) document."""
