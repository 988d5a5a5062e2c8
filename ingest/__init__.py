"""Ingest: Markdown manuals -> typed artifacts, functional units and chunks, persisted incrementally."""
