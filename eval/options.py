"""What one ``edabot eval`` run can measure: the suites, the doc modes and the run's options.

Kept apart from the harness so that the command line can show these in ``--help`` without
loading the metrics (rouge, nltk) or the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

SUITES = ("docs", "runs", "specs")
MODES = ("bm25", "chunk", "rrf", "hybrid")
"""Every doc mode, the plain baselines first: each report compares hybrid with bm25, chunk and the rrf fusion."""


@dataclass
class EvalOptions:
    """What one ``edabot eval`` run measures."""

    suites: list[str] = field(default_factory=lambda: ["docs"])
    modes: list[str] = field(default_factory=lambda: list(MODES))
    questions: str = "example"
    corpus: Path | None = None
    index_dir: Path | None = None
    limit: int | None = None
    k: int = 5
    scope: str = "global"
    runs: list[str] = field(default_factory=list)
    """Run folders for the runs suite (``DIR`` or ``DIR=SCOPE``); empty = the dev-set fixtures."""


__all__ = ["MODES", "SUITES", "EvalOptions"]
