"""How common a word is in written English, read from wordfreq's frequency lists.

A word in the place of a design's name that English seldom uses and the runs never use is a
name the asker means (``lanemux``, ``seqdec``), not prose to skip. The test is a word's Zipf
frequency (log10 of its occurrences per billion words; ``the`` is about 7.7, ``timing`` 4.3,
``arbiter`` 3.0, a made-up name 0): a corpus measurement, not a list of question words.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

COMMON_ZIPF = 3.0
"""Words at or above this frequency (about once per million words) are ordinary English."""
FREQUENT_ZIPF = 4.0
"""Words at or above this frequency (ten per million: ``total``, ``area``, ``pulse``) are what a typo most likely
meant when it is one keystroke away."""
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_INFLECTIONS = ("s", "es", "d", "ed", "ing", "est", "ly")


@lru_cache(maxsize=8192)
def zipf(word: str) -> float:
    """The Zipf frequency of ``word`` in English (0.0 when wordfreq has never seen it).

    wordfreq loads its list on first use (about a second), so it is imported here, not at module load."""
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, "en"))


def common(word: str) -> bool:
    """True for an ordinary English word (``general``, ``summary``) or an inflection of one (``tightest``,
    ``slowly``), False for a rare or made-up one. ``-er`` is not read as an inflection: it is how names grow
    out of words (``pulser``, ``debouncer``)."""
    low = word.lower()
    return any(zipf(form) >= COMMON_ZIPF for form in {low} | _stems(low))


def abbreviation(word: str) -> bool:
    """A word of letters with no vowel (``crc``, ``pwm``, ``lfsr``): English spells no prose word so, whatever its
    frequency in the lists (``crc`` is as frequent as ``arbiter``): an acronym, so a name where a name stands."""
    return word.isalpha() and not any(ch in "aeiouy" for ch in word.lower())


def _stems(word: str) -> set[str]:
    """What ``word`` may inflect: ``tightest`` -> ``tight``, ``noisiest`` -> ``noisy``, ``latches`` -> ``latch``."""
    stems = {word[: -len(end)] for end in _INFLECTIONS if word.endswith(end) and len(word) - len(end) >= 3}
    stems |= {word[: -len(end)] + "y" for end in ("iest", "ied", "ies", "ily") if word.endswith(end)}
    stems |= {stem + "e" for stem in set(stems) if word.endswith(("ing", "ed", "est"))}  # tuning, used, finest
    return stems


def derived_alike(word: str, other: str) -> bool:
    """Whether two words are one word's derivations by their Porter stems: an agent noun and its verb ("multiplier",
    "multiply"; "divider", "divide"), a noun and its plural. A participle ("registered", "clocking") is left out: it
    describes a thing, where the noun names it."""
    low, other = word.lower(), other.lower()
    if low == other:
        return True
    if min(len(low), len(other)) < 5 or any(w.endswith(("ed", "ing")) for w in (low, other)):
        return False
    return _porter(low) == _porter(other)


@lru_cache(maxsize=4096)
def _porter(word: str) -> str:
    from nltk.stem.porter import PorterStemmer  # nltk costs 0.3 s to import: only where a description is read

    return PorterStemmer().stem(word)


def mistyped(word: str, known: Collection[str] = ()) -> bool:
    """True when ``word`` is one keystroke off a frequent English word or a word of ``known``: a letter dropped
    (``totl``), two swapped (``hwo``), one replaced, or one slipped in before the end. A letter added at the end
    does not count: that is how names grow out of words (``pulser``, ``lanes``)."""
    return any(c in known or zipf(c) >= FREQUENT_ZIPF for c in keystroke_off(word))


def dropped_or_swapped(word: str) -> set[str]:
    """The words ``word`` is with a letter dropped (``powr``) or two letters swapped (``aera``): the slips that leave
    a short word's letters all in place, which a letter replaced or slipped in does not."""
    low = word.lower()
    splits = [(low[:i], low[i:]) for i in range(len(low) + 1)]
    candidates = {a + ch + b for a, b in splits for ch in _LETTERS}  # the word lost a letter
    candidates |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    candidates.discard(low)
    return candidates


def keystroke_off(word: str) -> set[str]:
    """The words one keystroke off ``word`` as ``mistyped`` counts them: what its writer may have meant."""
    low = word.lower()
    splits = [(low[:i], low[i:]) for i in range(len(low) + 1)]
    candidates = dropped_or_swapped(low)
    candidates |= {a + ch + b[1:] for a, b in splits if b for ch in _LETTERS}
    candidates |= {a + b[1:] for a, b in splits if len(b) > 1}  # a letter slipped in, never the last one
    candidates.discard(low)
    return candidates


__all__ = ["COMMON_ZIPF", "FREQUENT_ZIPF", "abbreviation", "common", "derived_alike", "keystroke_off", "dropped_or_swapped", "mistyped", "zipf"]
