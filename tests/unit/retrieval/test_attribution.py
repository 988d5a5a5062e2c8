"""Sentence attribution of model answers: which passage earns each citation.

The encoder here is a stand-in that finds every pair of texts unrelated (cosine 0), so each
verdict below rests on the lexical rule and the number/identifier rule alone; the scripted
server tests in tests/integration/service run the same code with the real encoder.
"""

from __future__ import annotations

import numpy as np

from edabot.types import Evidence
from retrieval.generators.attribution import NOT_FOUND, Attributor, claim_of, split_pieces

DENSITY = Evidence("m/place.md", 10, 20, "Options", "| `-density` | Target cell density per bin. The default is 0.70. |",
                   0.9, "chunk", "a")
SEED = Evidence("m/place.md", 30, 40, "Options", "| `-seed` | Seed of the random initial placement. The default is 42. |",
                0.8, "chunk", "b")


class Unrelated:
    """Orthogonal vectors for every text: no semantic support anywhere."""

    name = "unrelated"

    def encode(self, texts: list[str]) -> np.ndarray:
        return np.eye(len(texts), 64 + len(texts), dtype=np.float32)


def attribute(text: str, evidence: list[Evidence] | None = None):
    return Attributor(Unrelated()).attribute(text, evidence or [DENSITY, SEED])


def test_claims_keep_numbers_identifiers_and_content_words():
    claim = claim_of("Set `-density 0.65` with place_global; GRT-0116 means 3 nets overflow in top.v")
    assert claim.numbers == {0.65, 3.0}
    assert claim.identifiers == {"-density", "place_global", "grt-0116", "top.v"}
    assert {"nets", "overflow"} <= claim.words


def test_pieces_take_the_markers_that_follow_them_even_after_the_full_stop():
    pieces = split_pieces("The default is 0.70 [1]. The seed is 42. [2]\n- Step one [1][2]. Step two [1, 2].")
    assert [(p.text, p.cited) for p in pieces] == [("The default is 0.70.", [1]), ("The seed is 42.", [2]),
                                                   ("Step one.", [1, 2]), ("Step two.", [1, 2])]


def test_a_supported_citation_is_kept():
    result = attribute("The default target cell density is 0.70 [1].")
    assert result.text == "The default target cell density is 0.70 [1]." and result.notes() == []


def test_an_uncited_sentence_is_cited_by_the_passage_holding_its_number():
    result = attribute("The default seed of the random initial placement is 42.")
    assert result.text == "The default seed of the random initial placement is 42 [2]." and result.added == 1


def test_a_citation_whose_passage_lacks_the_number_moves_to_the_one_that_has_it():
    result = attribute("The default seed of the random initial placement is 42 [1].")
    assert result.text == "The default seed of the random initial placement is 42 [2]." and result.moved == 1


def test_an_identifier_missing_from_every_passage_is_not_found():
    result = attribute("Target cell density per bin is set with -target_util [1].")
    assert result.text == f"Target cell density per bin is set with -target_util {NOT_FOUND}."
    assert result.unsupported == ["Target cell density per bin is set with -target_util."]


def test_a_number_in_no_passage_is_not_found_even_when_the_words_match():
    result = attribute("The default target cell density is 0.75 [1]. The default seed is 42 [2].")
    assert result.text == f"The default target cell density is 0.75 {NOT_FOUND}. The default seed is 42 [2]."
    assert result.supported == 1 and len(result.unsupported) == 1


def test_words_no_passage_shares_are_not_found():
    result = attribute("Routing congestion depends on the global router layers [1].")
    assert NOT_FOUND in result.text and "[1]" not in result.text


def test_sentences_without_content_need_no_source():
    result = attribute("Here is how: [2]\nThe default seed is 42 [2].")
    assert result.text == "Here is how:\nThe default seed is 42 [2]." and result.dropped == 1


def test_a_code_block_is_one_piece_cited_after_its_fence():
    result = attribute("The default seed is 42 [2].\n```tcl\nplace -seed 42\n```\n```\nplace_global -seed 7\n```")
    assert result.text.endswith(f"```tcl\nplace -seed 42\n```\n[2]\n```\nplace_global -seed 7\n```\n{NOT_FOUND}")


def test_paragraphs_and_list_items_keep_their_layout():
    result = attribute("The default seed is 42 [2].\n\n- The default target cell density is 0.70 [1].\n- That is all.")
    assert result.text == "The default seed is 42 [2].\n\n- The default target cell density is 0.70 [1].\n- That is all."


def test_a_cited_number_beyond_the_sources_is_removed_and_noted():
    result = attribute("The default seed is 42 [2][7].")
    assert result.text == "The default seed is 42 [2]." and result.invalid == {7}
    assert result.notes() == ["removed citation numbers that match no source: [7]"]
