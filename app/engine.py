"""The doc-QA engine: the one object the CLI, the service and the workers drive.

It owns the stores and the models (loaded lazily, once per process) and exposes the
operations users have: ingest, delete, list, retrieve, ask, stats.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Collection, Sequence
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from edabot.settings import Settings
from edabot.types import Answer, DocumentInfo, Evidence, IngestReport
from specs.modes import SPEC_MODES
from text.tokens import cell_names, code_spans, fold, identifiers, terms

if TYPE_CHECKING:
    from index.encoder_base import BatchedEncoder
    from ingest.graph_store import GraphStore
    from ingest.indexer import Indexer
    from ingest.vector_index import VectorIndex
    from retrieval.answering import QuestionAnswerer
    from retrieval.retriever import Retriever
    from specs.system import SpecQA

ProgressFn = Callable[[int, int, str], None]
"""Called as ``progress(done, total, current_source)`` while files are indexed."""
_ROUTING_PASSAGES = 5
"""How many of the manuals' and of the specs' best passages routing reads for a question's words."""


def _spelled(name: str) -> str:
    """The pattern of ``name`` as a manual spells it: a whole word, an option's switch (``-name``), a cell family the
    start of its members' names, a numbered name either end of a range of its series (``met1-met5``)."""
    numbered = name[-1:].isdigit()
    start = r"(?:(?<![\w-])|(?<=\d-))" if numbered else r"(?<![\w-])"
    end = r"(?![A-Za-z0-9])" if name.startswith("$") else r"(?:(?!\w|-\w)|(?=-[A-Za-z]+\d))" if numbered else r"(?!\w|-\w)"
    return rf"{start}-{{0,2}}{re.escape(name)}{end}"


class Engine:
    """Facade over ingest and retrieval for one data dir."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    # Components are built on first use so that `edabot stats` never loads a model.

    @cached_property
    def store(self) -> GraphStore:
        from ingest.graph_store import GraphStore

        return GraphStore(self.settings.graph_db_path(), self.settings.database_url)

    @cached_property
    def base_encoder(self) -> BatchedEncoder:
        from index.encoder import get_base_encoder

        return get_base_encoder(self.settings)

    @cached_property
    def func_encoder(self) -> BatchedEncoder:
        from index.encoder import get_function_encoder

        return get_function_encoder(self.settings)

    @cached_property
    def vectors(self) -> VectorIndex:
        from ingest.vector_index import VectorIndex

        return VectorIndex(self.settings, self.base_encoder, self.func_encoder)

    @cached_property
    def indexer(self) -> Indexer:
        from ingest.indexer import Indexer

        return Indexer(self.settings, self.store, self.vectors)

    @cached_property
    def retriever(self) -> Retriever:
        from index.rerank import get_reranker
        from retrieval.retriever import Retriever, params_from_settings

        self.vectors.ensure_embedded(self.store.counts()["chunks"])
        return Retriever(
            self.store, self.vectors, self.base_encoder, self.func_encoder, params_from_settings(self.settings),
            get_reranker(self.settings),
        )

    @cached_property
    def answerer(self) -> QuestionAnswerer:
        from retrieval.answering import QuestionAnswerer
        from retrieval.generators.factory import build_generator

        generator = build_generator(self.settings, self.base_encoder)
        return QuestionAnswerer(
            self.retriever, generator, self.base_encoder, self.vectors, self.settings.abstain_threshold
        )

    @cached_property
    def spec_qa(self) -> SpecQA:
        from specs.system import SpecQA

        return SpecQA(self.settings, self.base_encoder)

    def ingest_paths(
        self, paths: Sequence[Path], scope: str = "global", progress: ProgressFn | None = None, show_bar: bool = False
    ) -> IngestReport:
        """Ingest files or folders; a source is named ``<folder name>/<path inside it>``."""
        from ingest.indexer import expand_paths

        return self.ingest_files(expand_paths(paths, examples=True), scope, progress, show_bar)

    def ingest_files(
        self,
        files: Sequence[tuple[str, Path]],
        scope: str = "global",
        progress: ProgressFn | None = None,
        show_bar: bool = False,
    ) -> IngestReport:
        """Ingest ``(source name, file on disk)`` pairs; bad files are skipped with a reason."""
        from edabot.scopes import validate_scope

        return self.indexer.ingest_files(files, validate_scope(scope), progress, show_bar)

    def delete_document(self, doc_id: str, scopes: Sequence[str]) -> DocumentInfo:
        """Remove one document (raises NotFoundError outside ``scopes``) and recompute its units."""
        return self.indexer.delete_document(doc_id, scopes)

    def list_documents(self, scopes: Sequence[str]) -> list[DocumentInfo]:
        return self.store.list_documents(scopes)

    def retrieve(self, question: str, scopes: Sequence[str], k: int = 5, mode: str = "hybrid") -> list[Evidence]:
        """Evidence in ``mode``; ``auto`` picks spec or doc retrieval like ``ask`` does."""
        mode = self._route(question, scopes, mode)
        if mode in SPEC_MODES:
            return self.spec_qa.retrieve(question, scopes, k, mode)
        return self.retriever.retrieve(question, scopes, k, mode)

    def _route(self, question: str, scopes: Sequence[str], mode: str) -> str:
        """``auto`` -> spec when the scopes hold specs the question fits, else the configured doc mode."""
        if mode != "auto":
            return mode
        doc_mode = self.settings.retrieval_mode
        if not self.spec_qa.holds_specs(scopes):
            return doc_mode
        doc_best, doc_names = None, set()
        if self._holds_docs(scopes):
            hits = self.retriever.retrieve(question, scopes, 1, "chunk")
            doc_best = hits[0].score if hits else None
            doc_names = self.documented([*identifiers(question), *cell_names(question)], scopes)
        fits = self.spec_qa.fits(question, scopes, doc_best, doc_names, lambda names: self.documented(list(names), scopes))
        return "spec" if fits else doc_mode

    def ingest_specs(
        self, paths: Sequence[Path], scope: str = "global", progress: ProgressFn | None = None
    ) -> IngestReport:
        """Ingest IP specifications into the spec graph (``ingest --kind spec``)."""
        from edabot.scopes import validate_scope

        return self.spec_qa.ingest_paths(paths, validate_scope(scope), progress)

    def ingest_spec_files(
        self, files: Sequence[tuple[str, Path]], scope: str = "global", progress: ProgressFn | None = None
    ) -> IngestReport:
        """Ingest ``(source name, file)`` pairs as specifications (uploads with ``kind=spec``)."""
        from edabot.scopes import validate_scope

        return self.spec_qa.ingest_files(files, validate_scope(scope), progress)

    def ingest_runs(
        self, paths: Sequence[Path], scope: str = "global", progress: ProgressFn | None = None
    ) -> IngestReport:
        """Ingest synthesis runs (folders, archives or single logs/reports) into the design graph."""
        from runs.store.ingest import ingest_run_paths

        return ingest_run_paths(paths, scope, self.settings, progress)

    def ask(
        self, question: str, scopes: Sequence[str], k: int = 5, mode: str = "hybrid", context: Sequence[str] = ()
    ) -> Answer:
        """Run questions go to the run-QA agent when runs are indexed; spec questions (mode ``spec``,
        or ``auto`` when the scopes hold specs the question fits) to spec reasoning; the rest to doc QA."""
        if mode not in SPEC_MODES:
            run_answer = self._run_answer(question, scopes, mode)
            if run_answer is not None:
                return run_answer
        mode = self._route(question, scopes, mode)
        if mode in SPEC_MODES:
            return self.spec_qa.ask(question, scopes, k, self.answerer.generator, context, mode)
        return self.answerer.ask(question, scopes, k, mode, context)

    def _run_answer(self, question: str, scopes: Sequence[str], mode: str) -> Answer | None:
        from runs.store.graph import has_runs

        if not has_runs(self.settings.data_dir, self.settings.database_url):
            return None
        from runs.qa.agent import Elsewhere, answer_run_question

        def manual_lookup(text: str) -> list[Evidence]:
            return self.retrieve(text, scopes, 3, "hybrid")

        @cache
        def specs_answer() -> bool:
            """Whether the specs of ``scopes`` may answer in ``mode``: ``auto`` routes to them, a doc mode never."""
            return mode == "auto" and self.spec_qa.holds_specs(scopes)

        def held_elsewhere(names: Sequence[str]) -> set[str]:
            found = self.documented(names, scopes)
            return found | self.spec_qa.defined(names, scopes) if specs_answer() else found

        @cache
        def spec_names() -> tuple[bool, tuple[str, ...]]:
            """An IP the question names, and the registers, fields and signals it names, of the specs that may
            answer (``SpecQA.named``)."""
            ip, own = self.spec_qa.named(question, scopes) if specs_answer() else (False, [])
            return ip, tuple(name.lower() for name in own)

        @cache
        def documented_code() -> frozenset[str]:
            """The commands, options, message codes and words marked as code of the question that a manual spells."""
            return frozenset(self.documented([*identifiers(question), *cell_names(question), *code_spans(question)],
                                             scopes))

        def defined_elsewhere(run_words: Collection[str]) -> bool:
            """A register, field or signal of the specs, or a command, option or code word of a manual, that the
            runs do not spell (``run_words``): more than an IP's name, which a run's comments may share."""
            return bool(set(spec_names()[1]) - set(run_words) or documented_code() - set(run_words))

        def named_elsewhere(run_words: Collection[str]) -> bool:
            """As ``defined_elsewhere``, or an IP of the specs, or a code word a manual spells though the runs spell
            it too: a run told by description yields to such evidence; a topic no store names stays with the run."""
            return spec_names()[0] or bool(documented_code()) or defined_elsewhere(run_words)

        def covered(asked: Collection[str]) -> set[str]:
            """The ``asked`` terms (as ``content_terms`` spells them) that the manuals' and specs' best passages for the
            question hold: what routing weighs against the runs' own words."""
            texts = [hit.text for hit in self.retriever.retrieve(question, scopes, _ROUTING_PASSAGES, "bm25")
                     ] if self._holds_docs(scopes) else []
            if specs_answer():
                texts += [hit.text for hit in self.spec_qa.retrieve(question, scopes, _ROUTING_PASSAGES, "graph")]
            return set(asked) & {fold(term) for text in texts for term in terms(text)}

        elsewhere = Elsewhere(holds=lambda: specs_answer() or self._holds_docs(scopes), names=named_elsewhere,
                              defines=defined_elsewhere, covers=covered,
                              spells=lambda words: self.documented(list(words), scopes))
        return answer_run_question(question, scopes, self.settings, doc_lookup=manual_lookup, documented=held_elsewhere,
                                   elsewhere=elsewhere)

    def _holds_docs(self, scopes: Sequence[str]) -> bool:
        return self.settings.store_exists(self.settings.graph_db_path()) and self.store.counts(scopes)["chunks"] > 0

    def documented(self, names: Sequence[str], scopes: Sequence[str]) -> set[str]:
        """The ``names`` that a manual visible in ``scopes`` mentions (as a whole word, case ignored): an option as its
        switch spells it (``-row_min_width``), a member as code uses it (``logger_->info``), a Yosys cell family as
        the start of its members' names (``$_SDFFE`` of ``$_SDFFE_PP0P_``: their letters after ``_`` say polarities),
        a numbered name as one end of a range (``met3`` of ``met1-met5``)."""
        if not names or not self._holds_docs(scopes):
            return set()
        found = set()
        for name in names:
            pattern = re.compile(_spelled(name), re.IGNORECASE)
            hits = self.retriever.retrieve(name, scopes, 3, "bm25")
            if any(pattern.search(hit.text) for hit in hits):
                found.add(name)
        return found

    def reembed(self) -> dict[str, int]:
        """Give every stored chunk and unit a vector from the configured encoders (after a model change)."""
        self.indexer.reconcile()
        chunk_ids, unit_ids = self.vectors.stored_ids()
        return {"chunks": len(chunk_ids), "units": len(unit_ids)}

    def stats(self, scopes: Sequence[str] | None = None) -> dict[str, int]:
        return self.store.counts(scopes)

    def readiness(self) -> dict[str, bool]:
        """Whether the embedding model encodes, ChromaDB answers a real vector query, the
        database (SQLite or PostgreSQL) answers a round trip, and ChromaDB holds vectors of the
        indexed chunks (``index``; see ``index_problem``; False too when it cannot be checked).

        A heartbeat is not enough: an embedded Chroma another process also writes can answer
        heartbeats while every query fails, and an empty Chroma answers queries while every
        question over a full index fails.
        """
        ready = {"chroma": False, "model": False, "database": False, "index": False}
        with contextlib.suppress(Exception):
            self.store.ping()
            ready["database"] = True
        vector = None
        with contextlib.suppress(Exception):  # any failure means "not ready"
            vector = self.base_encoder.encode(["ready"])[0]
            ready["model"] = True
        with contextlib.suppress(Exception):
            if vector is not None:
                self.vectors.probe(vector)
                ready["chroma"] = True
        with contextlib.suppress(Exception):
            if ready["chroma"] and ready["database"]:
                ready["index"] = self.index_problem() is None
        return ready

    def index_problem(self) -> str | None:
        """Why every question would fail on this index as configured (what to run), or None."""
        from edabot.errors import IndexNotEmbeddedError

        try:
            self.vectors.ensure_embedded(self.store.counts()["chunks"])
        except IndexNotEmbeddedError as exc:
            return exc.user_message
        return None
