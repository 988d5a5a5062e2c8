"""Fuzz harness: ``read_rst`` on arbitrary text, with the block line-span invariant."""

from __future__ import annotations

import atheris

with atheris.instrument_imports(include=["ingest", "docutils"]):
    from ingest.formats.rst import read_rst

from fuzz_checks import check_manual, fuzz

if __name__ == "__main__":
    fuzz(lambda data: check_manual(read_rst, data))
