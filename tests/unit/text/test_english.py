"""How common a word is in English: the test a word in a design name's place must fail to be a name."""

import pytest

from text.english import abbreviation, common, derived_alike, mistyped


@pytest.mark.parametrize("word", ["total", "summary", "tightest", "slowly", "latches", "tuning", "noisiest"])
def test_ordinary_words_and_their_inflections_are_common(word):
    assert common(word)


@pytest.mark.parametrize("word", ["lanemux", "seqdec", "debouncer", "pulser", "quadmux"])
def test_made_up_names_and_words_grown_into_names_are_not(word):
    assert not common(word)


@pytest.mark.parametrize("word", ["totl", "hwo", "aera", "cels"])
def test_one_keystroke_off_a_frequent_word_is_a_typo(word):
    assert mistyped(word)


def test_a_typo_of_a_known_field_word_is_a_typo_too():
    assert not mistyped("flosp") and mistyped("flosp", {"flops"})


@pytest.mark.parametrize("word", ["lanemux", "seqdec", "pulser", "quadmux"])
def test_names_and_a_letter_added_at_the_end_are_not_typos(word):
    assert not mistyped(word)


@pytest.mark.parametrize(("word", "expected"), [("crc", True), ("PWM", True), ("lfsr", True), ("arc", False),
                                                ("sync", False), ("crc8", False), ("fifo", False)])
def test_a_word_of_letters_with_no_vowel_is_an_abbreviation(word, expected):
    assert abbreviation(word) is expected


@pytest.mark.parametrize(("word", "other", "expected"), [
    ("multiplier", "multiply", True), ("divider", "divide", True), ("encoders", "encoder", True),
    ("register", "registered", False), ("clock", "clocking", False), ("counter", "count", False), ("alu", "alus", False)])
def test_an_agent_noun_and_its_verb_are_one_words_derivations(word, other, expected):
    assert derived_alike(word, other) is expected
