"""The properties every fuzz harness checks, kept free of atheris so a test can replay any input.

A harness turns libFuzzer's bytes into what production hands a parser: manual readers get the
text of an upload (undecodable bytes replaced, so mutations of the UTF-8 seeds stay text), run
log parsers get a file, because ``parse_artifact`` (the entry point ingest calls) reads paths,
and the Yosys log goes through the block scan (``runs.parse.scan``), whose byte-level line splitting
is itself worth fuzzing.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

from edabot.errors import BadInputError
from ingest.formats.source import SourceText
from runs.parse.artifacts import parse_artifact

MAX_PARSE_BYTES = 1 << 20


@cache
def _scratch_file() -> Path:
    """One file per harness process, overwritten for every input; under ``TMPDIR``, which the test sets."""
    return Path(tempfile.mkdtemp(prefix="edabot-fuzz-")) / "artifact"


def as_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def check_manual(reader: Callable[[str], SourceText], data: bytes) -> None:
    """A reader may refuse input with ``BadInputError``; anything else must give in-range blocks."""
    try:
        source = reader(as_text(data))
    except BadInputError:
        return
    count = len(source.lines)
    for block in source.blocks:
        if not 1 <= block.start_line <= block.end_line <= count:
            raise AssertionError(f"{block.kind} block spans {block.start_line}..{block.end_line} "
                                 f"outside 1..{count}")


def check_run_artifact(kind: str, data: bytes) -> None:
    """A run log parser never raises and counts the file's lines (``\\r`` alone ends one only for some)."""
    artifact = _scratch_file()
    artifact.write_bytes(data)
    facts = parse_artifact(artifact, kind, "fuzz", MAX_PARSE_BYTES)
    newlines = data.count(b"\n")
    if not newlines <= facts.lines <= newlines + data.count(b"\r") + 1:
        raise AssertionError(f"{facts.lines} lines counted in a file with {newlines} newlines")


def fuzz(check: Callable[[bytes], None]) -> None:
    """Hand ``check`` to libFuzzer with this process's command line (corpus dirs, ``-runs``, ``-seed``)."""
    import atheris

    atheris.Setup(sys.argv, check)
    atheris.Fuzz()
