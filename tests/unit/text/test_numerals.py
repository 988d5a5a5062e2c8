"""Number words that count a unit read as digits; others stay words."""

import pytest

from text.numerals import with_numerals


@pytest.mark.parametrize(("said", "read"), [
    ("lemming at thirty-two entries", "lemming at 32 entries"),
    ("cardamom at ten nanoseconds", "cardamom at 10 nanoseconds"),
    ("a sixteen-bit build", "a 16-bit build"),
    ("Eight-input arbiter", "8-input arbiter"),
    ("seventy five MHz", "75 MHz"),
])
def test_a_number_word_before_a_unit_is_written_in_digits(said, read):
    assert with_numerals(said) == read


@pytest.mark.parametrize("said", ["which one failed", "the one that timed", "ten of the runs", "one more question"])
def test_a_number_word_before_no_unit_stays_a_word(said):
    assert with_numerals(said) == said
