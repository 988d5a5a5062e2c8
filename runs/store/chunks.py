"""Cut run artifacts into line windows for semantic search, most informative windows first.

A 1 GB log cannot be embedded whole, so windows holding a warning, an error, a metric or a
timing path are kept first, then the opening window, up to a cap per artifact. The file is
streamed twice (facts, then text) and only the chosen windows are held in memory.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from runs.parse.base import iter_lines
from runs.parse.facts import ArtifactFacts

CHUNKED_KINDS = ("yosys_log", "sta_report", "openroad_log", "qor_report", "lint_log", "compile_log", "rtl", "script", "text")


@dataclass(frozen=True)
class Chunk:
    """Lines ``start_line..end_line`` of one artifact, with the id that links vector and graph."""

    chunk_id: str
    source: str
    start_line: int
    end_line: int
    text: str


def _windows(facts: ArtifactFacts, size: int, cap: int) -> list[int]:
    total = max(1, (facts.lines + size - 1) // size)
    if total <= cap:
        return list(range(total))
    marks = [i.line for i in facts.issues] + [mt.line for mt in facts.metrics] + [p.end_line for p in facts.paths]
    chosen = dict.fromkeys([0] + [(line - 1) // size for line in sorted(marks) if line > 0])
    return sorted(list(chosen)[:cap])


def chunk_artifact(path: Path, facts: ArtifactFacts, key: str, size: int, cap: int) -> list[Chunk]:
    """Chunks of ``path``; ``key`` (scope/design/run) makes their ids unique across runs."""
    if facts.kind not in CHUNKED_KINDS or facts.lines == 0:
        return []
    wanted = set(_windows(facts, size, cap))
    buffers: dict[int, list[str]] = {}
    for lineno, line in iter_lines(path):
        window = (lineno - 1) // size
        if window in wanted:
            buffers.setdefault(window, []).append(line[:400])
    chunks = []
    for window, lines in sorted(buffers.items()):
        start = window * size + 1
        end = start + len(lines) - 1
        body = "\n".join(lines).strip()
        if body:
            digest = hashlib.sha1(f"{key}\0{facts.source}\0{start}".encode()).hexdigest()[:20]
            chunks.append(Chunk(f"run-{digest}", facts.source, start, end, body))
    return chunks


__all__ = ["CHUNKED_KINDS", "Chunk", "chunk_artifact"]
