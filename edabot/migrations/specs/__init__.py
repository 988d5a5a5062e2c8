"""Migrations of the spec graph store (documents, passages, sentences, triples, entities)."""
