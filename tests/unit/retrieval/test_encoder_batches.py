"""Passages share a forward pass with passages of like token count, and each batch is cut to its longest."""

from __future__ import annotations

import numpy as np

from index.encoder_base import BatchedEncoder, Tokens


class WordEncoder(BatchedEncoder):
    """Tokens are words (a long word is one token, many short words are many): a vector's first cell is the
    text's token count, and every forward pass is recorded with its shape."""

    name = "words"

    def __init__(self, batch_size: int) -> None:
        super().__init__(batch_size)
        self.passes: list[tuple[int, ...]] = []

    @property
    def dimension(self) -> int:
        return 4

    def _tokenize(self, texts: list[str]) -> Tokens:
        """Right-padded to the longest text of the call, as a real tokenizer pads."""
        mask = np.zeros((len(texts), max(len(t.split()) for t in texts)), dtype=np.int64)
        for row, text in enumerate(texts):
            mask[row, : len(text.split())] = 1
        return {"input_ids": mask * 7, "attention_mask": mask}

    def _forward(self, tokens: Tokens) -> np.ndarray:
        self.passes.append(tuple(tokens["attention_mask"].sum(1)))
        assert tokens["attention_mask"].shape[1] == max(self.passes[-1]), "a batch wider than its longest text"
        out = np.zeros((len(tokens["attention_mask"]), self.dimension), dtype=np.float32)
        out[:, 0] = tokens["attention_mask"].sum(1)
        return out


def test_batches_group_texts_by_tokens_not_characters():
    # characters and tokens disagree: the longest strings hold one token, the shortest hold many
    long_words = ["placementdensityoverflowthreshold" * 2, "detailedroutingiterationlimit" * 2]
    short_words = ["a b c d e f g h", "x y z w v u t s"]
    middling = ["set the density", "route the nets"]
    texts = [long_words[0], short_words[0], middling[0], long_words[1], short_words[1], middling[1]]
    encoder = WordEncoder(batch_size=2)
    vectors = encoder.encode(texts)
    assert vectors[:, 0].tolist() == [len(t.split()) for t in texts]  # answered in the caller's order
    assert sorted(encoder.passes) == [(1, 1), (3, 3), (8, 8)]  # no pass pads a text to another's length


def test_a_single_text_is_a_query_encoded_alone_and_cached():
    encoder = WordEncoder(batch_size=8)
    first = encoder.encode(["what is the default density"])
    again = encoder.encode(["what is the default density"])
    assert first.tolist() == again.tolist() and encoder.passes == [(5,)]
