"""The docs suite: every retrieval mode over one question set, through the real engine.

Per question and mode it times ``Engine.retrieve`` (retrieval latency), calls
``Engine.ask`` for the answer, and scores whatever the question set supports: recall@k
against gold spans, ROUGE-L / BLEU / Atomic-ROUGE / key-term coverage against the
reference, the LLM rubric when a judge is configured, and context tokens.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import structlog

from app.engine import Engine
from edabot.errors import GeneratorError
from edabot.locations import compact_location
from edabot.types import Answer, Evidence
from eval.llm import JudgeClient
from eval.metrics.atomic import CachedEncoder, ClauseSplitter, Confirm, FactSplitter, atomic_rouge
from eval.metrics.cost import TokenCounter
from eval.metrics.judge import LLMConfirm, LLMFactSplitter, llm_score
from eval.metrics.keyterms import KeyTermIndex, term_coverage
from eval.metrics.retrieval import document_recall, passage_recall
from eval.metrics.text import bleu, corpus_bleu, rouge_l
from eval.questions import Question
from eval.results import ModeResult, QuestionRecord, Value
from index.encoder import Encoder

log = structlog.get_logger(__name__)
T = TypeVar("T")


@dataclass(frozen=True)
class DocsScoring:
    """The fixed parts of scoring: depth k, key terms per reference, fact-match threshold."""

    k: int = 5
    key_terms: int = 3
    fact_threshold: float = 0.75


class DocsEvaluator:
    """Runs modes over a question set with one engine (so models load once)."""

    def __init__(
        self,
        engine: Engine,
        questions: Sequence[Question],
        scopes: Sequence[str],
        encoder: Encoder,
        tokens: TokenCounter,
        scoring: DocsScoring,
        judge: JudgeClient | None = None,
    ) -> None:
        self._engine = engine
        self._questions = list(questions)
        self._scopes = list(scopes)
        self._encoder = CachedEncoder(encoder)
        self._tokens = tokens
        self._scoring = scoring
        self._judge = judge
        self._splitter: FactSplitter = LLMFactSplitter(judge) if judge else ClauseSplitter()
        self._confirm: Confirm | None = LLMConfirm(judge) if judge else None
        self._key_terms = KeyTermIndex(q.reference for q in self._questions if q.reference)

    def skipped_metrics(self) -> dict[str, str]:
        """Metrics this run cannot compute, and why (reported instead of a made-up number)."""
        skipped = {}
        if self._judge is None:
            skipped["llm_score"] = "no LLM judge configured (EDABOT_LLM_BASE_URL unset)"
        if not any(q.gold for q in self._questions):
            skipped["passage_recall, doc_recall"] = "the question set has no gold evidence spans"
        if not any(q.reference for q in self._questions):
            skipped["rouge_l, bleu, atomic, keyterms"] = "the question set has no reference answers"
        return skipped

    def run_mode(self, mode: str) -> ModeResult:
        """Ask every question in ``mode`` and summarize."""
        records, answers = [], []
        for number, question in enumerate(self._questions, start=1):
            record, answer = self._one(question, mode)
            records.append(record)
            answers.append((answer, question.reference))
            if number % 25 == 0:
                log.info("eval.docs.progress", mode=mode, done=number, total=len(self._questions))
        scored = [(a, r) for a, r in answers if r]
        extra: dict[str, Value] = {"corpus_bleu": corpus_bleu(*zip(*scored, strict=True))} if scored else {}
        return ModeResult.build(mode, records, extra)

    def _one(self, question: Question, mode: str) -> tuple[QuestionRecord, str]:
        k = self._scoring.k
        started = time.perf_counter()
        evidence = self._engine.retrieve(question.question, self._scopes, k=k, mode=mode)
        latency_ms = (time.perf_counter() - started) * 1000.0
        answer = self._engine.ask(question.question, self._scopes, k=k, mode=mode)
        context = answer.evidence or evidence
        metrics: dict[str, Value] = {
            "latency_ms": latency_ms,
            "context_tokens": float(self._tokens.count([e.text for e in context])),
            "abstained": float(answer.abstained),
            f"passage_recall@{k}": passage_recall(question.gold, evidence, k),
            f"doc_recall@{k}": document_recall(question.gold, evidence, k),
        }
        notes: list[str] = []
        if question.reference:
            metrics.update(self._reference_metrics(question, answer, evidence, notes))
        record = QuestionRecord(
            id=question.id,
            category=question.category,
            question=question.question,
            metrics=metrics,
            answer=answer.answer,
            evidence=[_where(e) for e in evidence],
            notes=notes,
        )
        return record, answer.answer

    def _reference_metrics(
        self, question: Question, answer: Answer, evidence: Sequence[Evidence], notes: list[str]
    ) -> dict[str, Value]:
        k = self._scoring.k
        terms = self._key_terms.key_terms(question.question, question.reference, self._scoring.key_terms)
        coverage = term_coverage(terms, [e.text for e in evidence[:k]])
        notes.append(f"key terms: {', '.join(terms) or '(none)'}")
        atomic = _guarded(
            "atomic",
            notes,
            lambda: atomic_rouge(
                answer.answer, question.reference, self._encoder, self._scoring.fact_threshold, self._splitter, self._confirm
            ),
        )
        metrics: dict[str, Value] = {
            "rouge_l": rouge_l(answer.answer, question.reference),
            "bleu": bleu(answer.answer, question.reference),
            f"keyterm_coverage@{k}": coverage,
            f"keyterm_hit@{k}": None if coverage is None else float(coverage == 1.0),
            "atomic_p": atomic.precision if atomic else None,
            "atomic_r": atomic.recall if atomic else None,
            "atomic_f1": atomic.f1 if atomic else None,
        }
        if self._judge is not None:
            judge = self._judge
            score = _guarded(
                "llm_score", notes, lambda: llm_score(judge, question.question, question.reference, answer.answer)
            )
            metrics["llm_score"] = None if score is None else float(score.total)
        return metrics


def _guarded(name: str, notes: list[str], compute: Callable[[], T]) -> T | None:
    """Run one LLM-backed metric; a judge failure costs this one score, not the whole run."""
    try:
        return compute()
    except GeneratorError as exc:
        notes.append(f"{name}: {exc.user_message}")
        return None


def _where(evidence: Evidence) -> str:
    return f"{compact_location(evidence)} ({evidence.via})"


__all__ = ["DocsEvaluator", "DocsScoring"]
