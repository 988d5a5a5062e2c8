"""``SpecQA``: the one object the engine drives for spec ingest, retrieval, asking and routing."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from functools import cached_property
from pathlib import Path

from edabot.errors import BadInputError
from edabot.settings import Settings, SpecSettings
from edabot.types import Answer, Evidence, IngestReport
from index.encoder import Encoder
from retrieval.generators.base import Generator
from specs.adaptive import AdaptiveParams
from specs.answer import compose_answer
from specs.indexer import ProgressFn, SpecIndexer
from specs.intent import infer_intent
from specs.modes import SPEC_MAX_K, SPEC_MODES
from specs.names import name_node, normalize
from specs.reasoning import Hop, MultiHopRetriever, Reasoning
from specs.retriever import SpecParams, SpecRetriever
from specs.store import SpecStore
from specs.vectors import SpecVectors
from text import english


def spec_params(settings: SpecSettings) -> SpecParams:
    return SpecParams(
        dense_seeds=settings.spec_dense_seeds,
        name_share=settings.spec_name_share,
        damping=settings.spec_damping,
        rrf_k=settings.spec_rrf_k,
        adaptive=AdaptiveParams(settings.spec_k0, settings.spec_step, settings.spec_tau),
    )


class SpecQA:
    """Spec store, vectors, retriever and reasoning for one data dir."""

    def __init__(self, settings: Settings, encoder: Encoder) -> None:
        self.settings = settings
        self.encoder = encoder

    @cached_property
    def store(self) -> SpecStore:
        return SpecStore(self.settings.spec_db_path(), self.settings.database_url)

    @cached_property
    def vectors(self) -> SpecVectors:
        return SpecVectors(self.settings, self.encoder)

    @cached_property
    def retriever(self) -> SpecRetriever:
        return SpecRetriever(self.store, self.vectors, self.encoder, spec_params(self.settings))

    @cached_property
    def reasoner(self) -> MultiHopRetriever:
        from specs.llm import build_decomposer

        decomposer = build_decomposer(self.settings, self.settings.spec_max_hops)
        return MultiHopRetriever(self.retriever, self.settings.spec_max_hops, decomposer)

    def ingest_paths(self, paths: Sequence[Path], scope: str, progress: ProgressFn | None = None) -> IngestReport:
        from ingest.indexer import expand_paths

        return self.ingest_files(expand_paths(paths), scope, progress)

    def ingest_files(self, files: Sequence[tuple[str, Path]], scope: str,
                     progress: ProgressFn | None = None) -> IngestReport:
        indexer = SpecIndexer(self.store, self.vectors, self.settings.max_file_bytes)
        return indexer.ingest_files(files, scope, progress)

    def holds_specs(self, scopes: Sequence[str]) -> bool:
        return self.settings.store_exists(self.settings.spec_db_path()) and self.store.has_documents(scopes)

    def retrieve(self, question: str, scopes: Sequence[str], k: int, mode: str = "spec") -> list[Evidence]:
        if k < 1 or k > SPEC_MAX_K:
            raise BadInputError(f"k must be between 1 and {SPEC_MAX_K} in spec mode")
        if mode == "graph":
            return self.retriever.retrieve(question, scopes, k, adaptive=False, intent_filter=False)
        if mode == "spec-single":
            return self.retriever.retrieve(question, scopes, k)
        return self.reasoner.run(question, scopes, k).evidence

    def ask(self, question: str, scopes: Sequence[str], k: int, generator: Generator,
            context: Sequence[str] = (), mode: str = "spec") -> Answer:
        """Answer from the full reasoning run (``spec``), or from one retrieval pass in the other spec modes."""
        k = min(max(k, 1), SPEC_MAX_K)
        if mode == "spec":
            reasoning = self.reasoner.run(question, scopes, k)
        else:
            evidence = self.retrieve(question, scopes, k, mode)
            reasoning = Reasoning([Hop(question, evidence)], evidence)
        return compose_answer(question, reasoning, generator, self.settings.spec_max_hops, context)

    def named(self, question: str, scopes: Sequence[str]) -> tuple[bool, list[str]]:
        """Whether the question names an IP the specs of ``scopes`` describe, and the registers, fields and signals
        it names that they define by a name prose does not use (``rx_watermark``, ``CSID``, ``mtime``). ``AND`` of a
        truth table and an ``ERROR`` state are names in the graph too, but as words they say nothing of where a
        question belongs."""
        intent = infer_intent(question, self.retriever.index(scopes).graph)
        return bool(intent.ips), [name for name in intent.names if _distinctive(name)]

    def defined(self, names: Iterable[str], scopes: Sequence[str]) -> set[str]:
        """The ``names`` the specs of ``scopes`` define as an IP, a register, a field or a signal (``CTRL_AUX_REGWEN``
        is a register there, not an absent design)."""
        graph = self.retriever.index(scopes).graph
        return {name for name in names
                if normalize(name) in graph.ips or any(name_node(ip, name) in graph.index for ip in graph.ips)}

    def fits(self, question: str, scopes: Sequence[str], doc_best: float | None, doc_names: Collection[str] = (),
             doc_spells: Callable[[Collection[str]], set[str]] = lambda names: set()) -> bool:
        """Route to spec QA when the question names an IP the specs describe, or a register, field or signal they
        define that the manuals do not spell too (``doc_spells``: a ``mux`` beside ``opt_muxtree`` is the manual's);
        else, naming nothing the manuals hold (``doc_names``: a command, an option, a message code they spell), when
        the specs match it at least as well by meaning: a dense score says little about a code like ``GRT-0116``,
        the manual that spells it says all."""
        if doc_best is None:
            return True
        ip, own = self.named(question, scopes)
        if ip or set(own) - doc_spells(own):
            return True
        if doc_names:
            return False
        index = self.retriever.index(scopes)
        if not len(index.sentence_matrix):
            return False
        best = float((index.sentence_matrix @ self.encoder.encode([question])[0]).max())
        return best + self.settings.spec_route_margin >= doc_best


def _distinctive(name: str) -> bool:
    """A name English prose does not write: joined (``rx_fifo``), with a digit (``cfg0``), or no common word."""
    return "_" in name or any(ch.isdigit() for ch in name) or not english.common(name)


__all__ = ["SPEC_MODES", "SpecQA", "spec_params"]
