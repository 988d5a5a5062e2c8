"""Plain retrieval baselines for run QA: what a reader gets from the runs' text alone.

``bm25``: the stored lines (logs, reports, scripts, RTL and netlists of every design in the asker's
scopes) that score best by BM25 on the question's words, quoted with ``file:line``. ``fusion``: those
lines and the nearest run chunks (dense, the index's own encoder) merged by reciprocal rank. Neither
computes, filters or refuses -- an absent design fails by construction -- which is what the agent's
mechanisms are measured against, on the same questions and index.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from edabot.settings import Settings
from edabot.types import Answer
from index.bm25 import BM25
from index.fusion import rrf
from runs.qa.graph_queries import RunTools, stored_files
from runs.qa.query import tokens
from runs.store.graph import open_run_graph
from runs.store.vectors import search_chunks

K = 5
"""Passages quoted per answer."""

Line = tuple[str, str, int, str]
"""(design, path, line number, text)."""


def _lines(settings: Settings, scopes: Sequence[str]) -> tuple[list[Line], BM25]:
    return _indexed(settings.data_dir, settings.database_url, tuple(scopes))


@lru_cache(maxsize=8)
def _indexed(data_dir: Path, database_url: str | None, scopes: tuple[str, ...]) -> tuple[list[Line], BM25]:
    tools = RunTools(open_run_graph(data_dir, database_url), scopes)
    lines: list[Line] = []
    for design in tools.design_names():
        for row in tools.graph.query(stored_files(tools.rows[design]["id"])):
            lines += [(design, row["path"], n, text.strip()) for n, text in enumerate(row["text"].splitlines(), 1)
                      if text.strip()]
    return lines, BM25([tokens(text) for *_, text in lines])


def bm25_answer(question: str, scopes: Sequence[str], settings: Settings) -> Answer:
    lines, index = _lines(settings, scopes)
    top = [lines[i] for i, _ in index.top(tokens(question), K)]
    return Answer("\n".join(f"- {d}: {path}:{n}: {text}" for d, path, n, text in top))


def fusion_answer(question: str, scopes: Sequence[str], settings: Settings) -> Answer:
    lines, index = _lines(settings, scopes)
    lexical = [f"{d}:{path}:{n}" for d, path, n, _ in (lines[i] for i, _ in index.top(tokens(question), K * 2))]
    dense_hits = search_chunks(settings, question, scopes, k=K * 2)
    dense = [f"{h.design}:{h.source}:{h.start_line}" for h in dense_hits]
    texts = {f"{d}:{path}:{n}": f"{d}: {path}:{n}: {text}" for d, path, n, text in lines}
    texts.update({f"{h.design}:{h.source}:{h.start_line}": f"{h.design}: {h.source}:{h.start_line}: {h.text}"
                  for h in dense_hits})
    fused = rrf([lexical, dense], [1.0, 1.0])
    best = sorted(fused, key=lambda key: -fused[key])[:K]
    return Answer("\n".join(f"- {texts[key]}" for key in best))


BASELINES = {"bm25": bm25_answer, "fusion": fusion_answer}

__all__ = ["BASELINES", "bm25_answer", "fusion_answer"]
