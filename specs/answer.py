"""Answers from a reasoning run: one generated part per hop, numbered citations, a hop trace.

The project's generator (extractive offline, an OpenAI-compatible model when configured)
writes each hop's part from that hop's evidence; citations are renumbered against the
merged evidence, so every ``[n]`` points at a passage the reader is shown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from edabot.locations import span_key
from edabot.types import Answer
from retrieval.generators.base import Generator, abstention
from specs.reasoning import Hop, Reasoning
from text.citations import renumber_citations

_MARKER = re.compile(r"\[(\d+)\]")


def _renumber(text: str, numbers: dict[int, int]) -> str:
    """Rewrite a hop's ``[n]`` into merged-evidence numbers; unknown ones become ``[0]`` (dropped later)."""
    return _MARKER.sub(lambda m: f"[{numbers.get(int(m.group(1)), 0)}]", text)


def hop_trace(hops: Sequence[Hop]) -> str:
    """``Hops followed: (1) query -> source:a-b; ...``: what the reader needs to audit the run."""
    steps = []
    for number, hop in enumerate(hops, start=1):
        where = f"{hop.evidence[0].source}:{hop.evidence[0].start_line}-{hop.evidence[0].end_line}" if hop.evidence else "nothing found"
        via = f" (via {', '.join(hop.bridge)})" if hop.bridge else ""
        steps.append(f"({number}) {hop.query}{via} -> {where}")
    return "Hops followed: " + "; ".join(steps)


def compose_answer(question: str, reasoning: Reasoning, generator: Generator, max_parts: int,
                   context: Sequence[str] = ()) -> Answer:
    """One part per hop (up to ``max_parts``), duplicates dropped, then the trace."""
    evidence = reasoning.evidence
    if not evidence:
        return abstention([], "no specification passage matched the question")
    position = {span_key(e): i for i, e in enumerate(evidence, start=1)}
    parts: list[str] = []
    for hop in reasoning.hops[:max_parts]:
        own = [e for e in hop.evidence if span_key(e) in position]
        if not own:
            continue
        draft = generator.generate(hop.query, own, context)
        if draft.abstained:
            continue
        numbers = {c.n: position[span_key(c)] for c in draft.citations}
        text = _renumber(draft.answer, numbers)
        if text not in parts:
            parts.append(text)
    if not parts:
        return abstention(evidence, "the generator found no answer in the specification passages")
    answer, citations, _ = renumber_citations("\n".join(parts), evidence)
    cited = {span_key(c) for c in citations}
    return Answer(answer=f"{answer}\n\n{hop_trace(reasoning.hops)}", citations=citations,
                  evidence=[e for e in evidence if span_key(e) in cited] or list(evidence),
                  notes=[f"spec reasoning: {len(reasoning.hops)} hop(s) for: {question[:80]}"])


__all__ = ["compose_answer", "hop_trace"]
