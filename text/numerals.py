"""Numbers written as English words, rewritten as digits where they count a unit: "ten nanoseconds" is 10 ns.

A chat question says "the thirty-two entry fifo" or "a sixteen-bit build" as often as "32" or "16"; what reads sizes,
periods and counts reads digits. Only a number word before a unit or a counted noun is rewritten ("ten nanoseconds",
"eight-input"), so "which one" and "the one that failed" stay as they are.
"""

from __future__ import annotations

import re

_UNITS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_NUMBER = (rf"(?:(?P<tens>{'|'.join(_TENS)})(?:[\s-](?P<ones>{'|'.join(k for k in _UNITS if _UNITS[k] and _UNITS[k] < 10)}))?"
           rf"|(?P<unit>{'|'.join(sorted(_UNITS, key=len, reverse=True))}))")
_COUNTED = (r"ns|ps|us|nanoseconds?|picoseconds?|microseconds?|mhz|ghz|megahertz|gigahertz|bits?|bytes?|words?|"
            r"entr(?:y|ies)|deep|wide|inputs?|outputs?|ports?|stages?|taps?|lanes?|channels?|cycles?|clocks?|"
            r"requesters?|masters?|slaves?")
"""Units and counted nouns a number word sizes (closed class of the field's sizes, times and frequencies)."""
_SPELLED = re.compile(rf"\b{_NUMBER}(?=[\s-]+(?:{_COUNTED})\b)", re.IGNORECASE)


def with_numerals(text: str) -> str:
    """``text`` with each number word that counts a unit or a counted noun written in digits ("thirty-two entries"
    -> "32 entries", "ten nanoseconds" -> "10 nanoseconds", "sixteen-bit" -> "16-bit")."""
    return _SPELLED.sub(_digits, text)


def _digits(found: re.Match[str]) -> str:
    if found.group("unit"):
        return str(_UNITS[found.group("unit").lower()])
    return str(_TENS[found.group("tens").lower()] + (_UNITS[found.group("ones").lower()] if found.group("ones") else 0))


__all__ = ["with_numerals"]
