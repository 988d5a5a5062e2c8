"""Fuzz harness: the ``sta_report`` run artifact parser on arbitrary bytes, read as a file."""

from __future__ import annotations

import atheris

with atheris.instrument_imports(include=["runs.parse.artifacts"]):
    import runs.parse.artifacts  # noqa: F401  (instrumented here; fuzz_checks reaches it through parse_artifact)

from fuzz_checks import check_run_artifact, fuzz

if __name__ == "__main__":
    fuzz(lambda data: check_run_artifact("sta_report", data))
