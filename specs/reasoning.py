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

from edabot.locations import span_key
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
    mostly noise. Only the whole question states all of it: its own adaptive list leads the merged
    evidence, and its filtered top ``k`` before any cut joins the hops' fusion as one more list, so a
    passage it ranks just past its cut keeps a voice in the slots the hops vote on. The trace of hops
    is unchanged (the ranking is no hop). Measured on three spec question sets: BENCHMARKS.md, spec QA."""

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
        return Reasoning(hops, merge([uncut, *(h.evidence for h in hops)], k, lead=hops[0].evidence))

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
          lead: Sequence[Evidence] = ()) -> list[Evidence]:
    """``lead`` first, then reciprocal rank fusion of the hops' lists (``index.fusion.reserve_and_fuse``, no slot
    reserved); touching spans fold together; at most ``k``.

    ``lead`` is the whole question's own adaptive list: the one query that states all of the question, cut where
    its passages stop adding information. Fused as one vote among the hops, it lost its best passages to what
    several context-poor parts ("what encoding goes in the field", "the docs don't seem to agree") happened to
    share: on three question sets Recall@5 of the fusion alone was 0.06 to 0.11 below the whole question's ranking
    alone. Led by it, the hops fill only the slots after it, where what several hops found comes first (with
    ``rrf_k`` 60 over lists of at most 20 the fusion is close to a vote). Measured in BENCHMARKS.md, spec QA."""
    every = sum(len(items) for items in lists)
    fused = reserve_and_fuse(lists, every, key=span_key, reserved=(), repeats=lambda e, chosen: False, rrf_k=rrf_k)
    head = {span_key(e) for e in lead}
    return merge_touching([*lead, *(e for e in fused if span_key(e) not in head)])[:k]


__all__ = ["Hop", "MultiHopRetriever", "Reasoning", "decompose", "merge"]
