"""Fuzz harness: ``read_html`` on arbitrary text, with the block line-span invariant."""

from __future__ import annotations

import atheris

with atheris.instrument_imports(include=["ingest", "bs4"]):
    from ingest.formats.html import read_html

from fuzz_checks import check_manual, fuzz

if __name__ == "__main__":
    fuzz(lambda data: check_manual(read_html, data))
