"""Iterative multi-hop reasoning over the spec graph (``ask --mode spec``).

The question is decomposed into sub-questions (offline: at its own clause breaks, found by
``retrieval.decompose`` as for doc questions; with an LLM configured, by the model), each retrieved
adaptively with the names of the whole question and the entities found by the previous hop
(the bridge) as extra seeds. Evidence accumulates across hops. A name of the question that
no evidence mentions yet makes the reasoning "uncertain": one more hop asks for that name.
Hops, passages and answer sentences are all bounded.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from edabot.types import Evidence
from index.fusion import reserve_and_fuse
from retrieval.decompose import decompose as question_parts
from specs.retriever import SpecRetriever, checked_question
from specs.spans import merge_touching

Decomposer = Callable[[str], list[str]]


def decompose(question: str) -> list[str]:
    """Sub-questions where ``retrieval.decompose`` finds the question's parts (doc and spec questions split alike,
    a described situation being a hop of its own); none for a question of one part."""
    parts = question_parts(question, statements=True)
    return [part.query for part in parts] if len(parts) > 1 else []


@dataclass
class Hop:
    """One retrieval step of the reasoning run."""

    query: str
    evidence: list[Evidence]
    bridge: list[str] = field(default_factory=list)


@dataclass
class Reasoning:
    """The whole run: hops in order, and the merged evidence list."""

    hops: list[Hop]
    evidence: list[Evidence]


class MultiHopRetriever:
    """Runs the hops and merges their evidence with the whole question's ranking (``merge``).

    Each hop's list is cut adaptively: it holds what that hop needs, and a sub-question's tail is
    mostly noise. The merge also asks which passages matter for the question as a whole, and only
    the whole question states all of it: its filtered top ``k`` before any cut joins the fusion as
    one more list, so a passage it ranks just past its hop's cut keeps a voice while the hops vote
    on top. The trace of hops is unchanged (the ranking is no hop). Measured on the OpenTitan set:
    BENCHMARKS.md, spec QA."""

    def __init__(self, retriever: SpecRetriever, max_hops: int, decomposer: Decomposer | None = None) -> None:
        self.retriever = retriever
        self.max_hops = max_hops
        self.decomposer = decomposer or decompose

    def run(self, question: str, scopes: Sequence[str], k: int) -> Reasoning:
        """Whole question; one hop per IP when it compares several; sub-questions; uncovered names."""
        whole_ranking = self.retriever.rank(checked_question(question, k), scopes)
        names, ips = whole_ranking[1].names, whole_ranking[1].ips
        hops = [Hop(question, self.retriever.select(whole_ranking, scopes, k))]
        if len(ips) > 1:
            for ip in ips[: self.max_hops - len(hops)]:
                hops.append(Hop(f"[{ip}] {question}", self.retriever.retrieve(question, scopes, k, ips=(ip,)), [ip]))
        for sub in self.decomposer(question)[: max(0, self.max_hops - len(hops))]:
            bridge = self._bridge(hops[-1], scopes, names)
            evidence = self.retriever.retrieve(sub, scopes, k, extra_names=(*names, *bridge), ips=ips)
            hops.append(Hop(sub, evidence, bridge))
        for missing in self._uncovered(names, hops)[: max(0, self.max_hops - len(hops))]:
            hops.append(Hop(f"{missing} ({question})", self.retriever.retrieve(
                f"{missing} {question}", scopes, k, extra_names=(missing,), ips=ips)))
        uncut = self.retriever.select(whole_ranking, scopes, k, adaptive=False)
        return Reasoning(hops, merge([uncut, *(h.evidence for h in hops)], k))

    def _bridge(self, hop: Hop, scopes: Sequence[str], names: Sequence[str]) -> list[str]:
        """Entity names anchored in the previous hop's best passage that the question did not name."""
        if not hop.evidence:
            return []
        sentences = self.retriever.passage_sentences(scopes, hop.evidence[0].chunk_id)
        keys = [s.anchor.entity.split("/", 1)[1] for s in sentences if s.anchor.kind not in {"module"}]
        return [k for k in dict.fromkeys(keys) if k not in names][:3]

    @staticmethod
    def _uncovered(names: Sequence[str], hops: list[Hop]) -> list[str]:
        """Names of the question that no retrieved passage mentions yet."""
        text = " ".join(e.text.lower() for hop in hops for e in hop.evidence)
        return [n for n in names if n.split(".")[-1] not in text]


def merge(lists: Sequence[Sequence[Evidence]], k: int, rrf_k: float = 60.0,
          weights: Sequence[float] = ()) -> list[Evidence]:
    """Reciprocal rank fusion of the hops' lists (``index.fusion.reserve_and_fuse``, no slot reserved);
    touching spans fold together; at most ``k``.

    With ``rrf_k`` 60 over lists of at most 20 the fusion is close to a vote: evidence several hops
    found comes first, and one hop's 3rd passage can fall behind what three hops share. Merges that
    guarantee each hop (or the whole question) its top passages first -- round robin, slots per
    hop, ranks relative to each hop's own length -- were measured against it on the OpenTitan set
    and none recalled more gold ranges (BENCHMARKS.md, spec QA): the gold passage a single hop
    holds high is matched by gold passages only the vote lifts.
    ``weights`` (default 1 each) let the whole question's hop count for more than one sub-question's."""
    every = sum(len(items) for items in lists)
    fused = reserve_and_fuse(lists, every, key=lambda e: (e.source, e.start_line, e.end_line), reserved=(),
                             repeats=lambda e, chosen: False, rrf_k=rrf_k, weights=weights)
    return merge_touching(fused)[:k]


__all__ = ["Hop", "MultiHopRetriever", "Reasoning", "decompose", "merge"]
