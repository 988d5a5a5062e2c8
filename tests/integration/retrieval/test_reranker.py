"""The cross-encoder slot with a tiny BERT cross-encoder built here (no download, no bundled model)."""

from __future__ import annotations

from pathlib import Path

import pytest

from edabot.errors import ConfigError
from edabot.settings import Settings

WORDS = ["density", "placement", "routing", "layer", "threads", "what", "does", "do", "the", "set", "sets"]


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizer

    folder = tmp_path_factory.mktemp("tiny-reranker")
    vocab = folder / "vocab.txt"
    vocab.write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *WORDS]) + "\n")
    BertTokenizer(str(vocab)).save_pretrained(folder)
    torch.manual_seed(0)
    config = BertConfig(vocab_size=len(WORDS) + 5, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                        intermediate_size=32, max_position_embeddings=64, num_labels=1)
    BertForSequenceClassification(config).save_pretrained(folder)
    return folder


def test_scores_are_the_models_own_logits_for_each_pair(tiny_model):
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from index.rerank import FlagCrossEncoder

    passages = ["the density sets placement", "routing layer threads"]
    scores = FlagCrossEncoder(str(tiny_model)).score("what does density do", passages)
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    model = AutoModelForSequenceClassification.from_pretrained(tiny_model).eval()
    with torch.inference_mode():
        batch = tokenizer([["what does density do", p] for p in passages], padding=True, return_tensors="pt")
        expected = model(**batch).logits[:, 0].tolist()
    assert scores == pytest.approx(expected, abs=1e-4)
    assert scores[0] != scores[1]


def test_reranker_is_off_by_default_and_a_bad_path_is_a_config_error(tmp_path):
    from index.rerank import FlagCrossEncoder, get_reranker

    assert get_reranker(Settings()) is None
    with pytest.raises(ConfigError):
        FlagCrossEncoder(str(tmp_path))


class _PreferCongestion:
    def score(self, question: str, passages: list[str]) -> list[float]:
        return [float("-allow_congestion" in p) for p in passages]


def test_hybrid_puts_what_the_cross_encoder_prefers_first(example_engine):
    from retrieval.retriever import Retriever

    plain = example_engine.retriever
    reranked = Retriever(plain.store, plain.vectors, plain.base, plain.func, plain.params, _PreferCongestion())
    results = reranked.retrieve("How do I change the target density?", ["global"], 3, "hybrid")
    assert "-allow_congestion" in results[0].text
