"""Evaluation metrics, one module per family; each function is pure and unit-tested."""

from eval.metrics.atomic import AtomicScore, ClauseSplitter, atomic_rouge
from eval.metrics.facts import FactCheck, check_facts
from eval.metrics.keyterms import KeyTermIndex, term_coverage
from eval.metrics.retrieval import document_recall, passage_recall
from eval.metrics.text import bleu, corpus_bleu, rouge_l

__all__ = [
    "AtomicScore",
    "ClauseSplitter",
    "FactCheck",
    "KeyTermIndex",
    "atomic_rouge",
    "bleu",
    "check_facts",
    "corpus_bleu",
    "document_recall",
    "passage_recall",
    "rouge_l",
    "term_coverage",
]
