"""Reference-overlap metrics for answers: ROUGE-L and BLEU from well-kept libraries."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import sacrebleu
from rouge_score import rouge_scorer


@lru_cache(maxsize=1)
def _rouge() -> rouge_scorer.RougeScorer:
    # Porter stemming, as in the papers we compare against; built once per process.
    return rouge_scorer.RougeScorer(["rougeL"], use_stemmer=True)


def rouge_l(candidate: str, reference: str) -> float:
    """ROUGE-L F-measure (longest common subsequence) in [0, 1]."""
    return float(_rouge().score(reference, candidate)["rougeL"].fmeasure)


def bleu(candidate: str, reference: str) -> float:
    """Sentence BLEU in [0, 1] (sacrebleu's exponential smoothing, so short answers score > 0)."""
    return float(sacrebleu.sentence_bleu(candidate, [reference]).score) / 100.0


def corpus_bleu(candidates: Sequence[str], references: Sequence[str]) -> float:
    """Corpus BLEU in [0, 1]: n-gram counts pooled over all answers, as BLEU was defined."""
    if not candidates:
        return 0.0
    return float(sacrebleu.corpus_bleu(list(candidates), [list(references)]).score) / 100.0


__all__ = ["bleu", "corpus_bleu", "rouge_l"]
