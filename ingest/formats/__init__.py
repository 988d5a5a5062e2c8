"""Readers that turn a manual in any supported format into blocks with exact provenance."""
