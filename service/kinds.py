"""Decide how an uploaded file is ingested: as a manual (``doc``), a synthesis run (``run``) or, when
asked for, an IP specification (``spec``).

Refusing here, in the API, gives the caller a 415 at once instead of a failed job later.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Literal

from edabot.errors import BadInputError
from ingest.documents import DOC_SUFFIXES, TEXT_SUFFIXES

Kind = Literal["doc", "run", "spec"]
RequestedKind = Literal["auto", "doc", "run", "spec"]

RUN_MODULE = "runs.store.ingest"
"""Module of the run analysis; run uploads are refused while it is absent."""


class UnsupportedTypeError(BadInputError):
    """The file is of a type edabot does not ingest (HTTP 415)."""


def run_analysis_available() -> bool:
    """Whether the run-analysis package is installed in this checkout."""
    try:
        return importlib.util.find_spec(RUN_MODULE) is not None
    except ModuleNotFoundError:
        return False


def resolve_kind(path: Path, requested: RequestedKind) -> Kind:
    """The kind to ingest ``path`` as; UnsupportedTypeError when neither fits."""
    if requested == "spec":
        if path.suffix.lower() not in TEXT_SUFFIXES:
            raise UnsupportedTypeError(f"{path.name}: specifications must be one of {', '.join(sorted(TEXT_SUFFIXES))}")
        return "spec"
    if requested == "run":
        if not run_analysis_available():
            raise UnsupportedTypeError("run analysis not available in this deployment")
        if not _is_run_file(path):
            raise UnsupportedTypeError(f"{path.name}: not a log, report, Verilog file or archive of a run")
        return "run"
    if requested == "auto" and run_analysis_available():
        if _looks_like_run(path):
            return "run"
        _refuse_archive(path)
    if path.suffix.lower() in DOC_SUFFIXES:
        return "doc"
    raise UnsupportedTypeError(
        f"{path.name}: unsupported file type {path.suffix or '(none)'!r}; "
        f"manuals must be one of {', '.join(sorted(DOC_SUFFIXES))}, runs logs, reports or archives"
    )


def _looks_like_run(path: Path) -> bool:
    from runs.parse.detect import looks_like_run

    return bool(looks_like_run(path))


def _refuse_archive(path: Path) -> None:
    """An archive that is no run says what is wrong with it, not that ``.gz`` is an unknown type."""
    from runs.parse.detect import archive_refusal, is_archive

    if is_archive(path):
        raise UnsupportedTypeError(archive_refusal(path))


def _is_run_file(path: Path) -> bool:
    from runs.parse.detect import artifact_kind, is_archive

    return is_archive(path) or artifact_kind(path) is not None
