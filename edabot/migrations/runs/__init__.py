"""Migrations of the run graph store (designs, artifacts, chunks, modules, issues, metrics, timing paths)."""
