"""Migrations of the document hypergraph store (documents, chunks, artifacts, anchors, units)."""
