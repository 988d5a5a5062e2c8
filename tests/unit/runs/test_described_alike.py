"""A description matched to a design's title by meaning: one title clearly closest names its runs, a phrase near no
title or near two at once names none."""

from collections.abc import Sequence

from runs.qa.described_alike import MARGIN, SIMILAR, described_alike
from runs.qa.entities import description_spans

TITLES = {
    "impala_spimaster": "impala_spimaster: SPI master, mode 0, MSB first",
    "dugong_hier": "dugong_mac: 8x8 signed multiply-accumulate unit",
    "dugong_sweep": "dugong_mac: 8x8 signed multiply-accumulate unit",
    "cassowary_d8": "cassowary_fifo: synchronous single-clock FIFO",
}


def scored(table: dict[tuple[str, str], float]):
    """A similarity that reads its scores from ``table`` ((phrase, title) -> cosine), 0 elsewhere."""
    def similarity(phrase: str, texts: Sequence[str]) -> list[float]:
        return [table.get((phrase, text), 0.0) for text in texts]
    return similarity


def test_one_title_clearly_closest_names_its_design():
    similarity = scored({("spi controller", TITLES["impala_spimaster"]): SIMILAR + 0.1})
    found = described_alike(["spi controller"], TITLES, similarity)
    assert found.designs == ["impala_spimaster"] and found.spans == ("spi controller",)


def test_runs_sharing_a_title_are_named_together():
    similarity = scored({("mac block", TITLES["dugong_hier"]): SIMILAR + 0.2})
    assert described_alike(["mac block"], TITLES, similarity).designs == ["dugong_hier", "dugong_sweep"]


def test_a_phrase_near_no_title_names_nothing():
    similarity = scored({("axi interconnect", TITLES["impala_spimaster"]): SIMILAR - 0.01})
    assert described_alike(["axi interconnect"], TITLES, similarity).designs == []


def test_a_phrase_near_two_titles_at_once_names_nothing():
    near = SIMILAR + 0.2
    similarity = scored({("serial queue", TITLES["impala_spimaster"]): near,
                         ("serial queue", TITLES["cassowary_d8"]): near - MARGIN / 2})
    assert described_alike(["serial queue"], TITLES, similarity).designs == []


def test_each_phrase_names_its_own_design():
    similarity = scored({("spi controller", TITLES["impala_spimaster"]): 0.6,
                         ("queue", TITLES["cassowary_d8"]): 0.6})
    found = described_alike(["spi controller", "queue"], TITLES, similarity)
    assert found.designs == ["impala_spimaster", "cassowary_d8"]


def test_a_possessive_ends_the_description():
    assert description_spans("if the divide unit's clock went down to five ns, any violation?") == ["divide unit"]
