"""Atomic-ROUGE: the clause splitter, the P/R/F1 arithmetic, and the real base encoder's threshold."""

import numpy as np
import pytest

from edabot.settings import Settings
from eval.metrics.atomic import CachedEncoder, ClauseSplitter, atomic_rouge

KEYWORDS = ("alpha", "beta", "gamma", "delta")


class KeywordEncoder:
    """Maps a fact to the one-hot of the keyword it names: same keyword = same fact."""

    name = "keywords"

    def encode(self, texts):
        rows = [[1.0 if k in t.lower() else 0.0 for k in KEYWORDS] for t in texts]
        return np.asarray(rows, dtype=np.float32)


def test_clause_splitter_splits_sentences_clauses_and_bullets():
    text = (
        "The placer spreads cells [1]; it honors the density target, and it writes a DEF file. "
        "Use -density 0.7 for sparse designs, e.g. small blocks.\n- Run detailed_placement after it [2]."
    )
    assert ClauseSplitter().split(text) == [
        "The placer spreads cells",
        "it honors the density target",
        "it writes a DEF file",
        "Use -density 0.7 for sparse designs, e.g. small blocks",
        "Run detailed_placement after it",
    ]


def test_short_fragments_join_the_previous_fact():
    assert ClauseSplitter().split("The router reads LEF; and DEF.") == ["The router reads LEF DEF"]


def test_precision_recall_f1_count_matched_facts():
    answer = "alpha is on; beta is off. Delta is unknown here."
    reference = "alpha is on, and beta is off, and gamma is high."
    score = atomic_rouge(answer, reference, KeywordEncoder(), threshold=0.9)
    assert (score.answer_facts, score.reference_facts) == (3, 3)
    assert score.precision == pytest.approx(2 / 3)
    assert score.recall == pytest.approx(2 / 3)
    assert score.f1 == pytest.approx(2 / 3)


def test_confirm_can_veto_an_embedding_match():
    score = atomic_rouge("alpha is on here", "alpha is off there", KeywordEncoder(), 0.9, confirm=lambda a, b: False)
    assert (score.precision, score.recall, score.f1) == (0.0, 0.0, 0.0)


def test_empty_answer_scores_zero_and_empty_reference_is_not_applicable():
    assert atomic_rouge("", "alpha is on here", KeywordEncoder(), 0.9).f1 == 0.0
    assert atomic_rouge("alpha is on here", "", KeywordEncoder(), 0.9) is None


@pytest.mark.slow
def test_base_encoder_threshold_separates_paraphrase_from_other_fact():
    from index.encoder import get_base_encoder

    settings = Settings()
    encoder = get_base_encoder(settings)
    reference = "A DEF file is written by the placer. The router uses twelve metal layers."
    score = atomic_rouge("The placer writes a DEF file.", reference, encoder, settings.eval_fact_threshold)
    assert score.precision == 1.0
    assert score.recall == 0.5


class CountingEncoder(KeywordEncoder):
    def __init__(self):
        self.calls = []

    def encode(self, texts):
        self.calls.append(list(texts))
        return super().encode(texts)


def test_cached_encoder_encodes_each_text_once():
    inner = CountingEncoder()
    cached = CachedEncoder(inner)
    first = cached.encode(["alpha one", "beta two", "alpha one"])
    second = cached.encode(["beta two", "gamma three"])
    assert inner.calls == [["alpha one", "beta two"], ["gamma three"]]
    assert np.array_equal(first[0], first[2])
    assert np.array_equal(second[0], first[1])
