"""Fuzz harness: ``read_markdown`` on arbitrary text, with the block line-span invariant."""

from __future__ import annotations

import atheris

with atheris.instrument_imports(include=["ingest", "markdown_it"]):
    from ingest.formats.markdown import read_markdown

from fuzz_checks import check_manual, fuzz

if __name__ == "__main__":
    fuzz(lambda data: check_manual(read_markdown, data))
