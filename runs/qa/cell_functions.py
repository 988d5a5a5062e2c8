"""Library cells named by what they do: "2-input multiplexers" are ``MUX2X1``, "inverters" ``INVX1``/``INVX2``.

Standard-cell libraries name a cell by its logic function, then its input count, then its drive strength
(``NAND3X1``: a three-input NAND, drive 1). A question may name the function in words instead, so the words
are read against the function part of the cell types that exist in the runs. Unambiguous nouns (inverter,
multiplexer) name a function anywhere; gate names (``nand``, ``xor``) only before ``gate``/``cell``. ``N-input``
narrows to that input count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

FUNCTION_NOUNS = {"inverter": "INV", "buffer": "BUF", "multiplexer": "MUX", "mux": "MUX"}
"""Nouns of standard-cell functions (stemmed as the question's words are) -> the name's function part. Flip-flops
and latches are not here: they have their own counts."""
GATE_NAMES = {"nand": "NAND", "nor": "NOR", "xor": "XOR", "xnor": "XNOR", "aoi": "AOI", "oai": "OAI"}
"""Gate functions named by their logic operator: read as a cell only before ``gate`` or ``cell``. Not ``and`` and
``or``: lower-cased, they are the conjunctions of every question (``the area or cells``)."""
_CELL_NOUNS = ("gate", "cell")
_CELL_NAME = re.compile(r"^([A-Z]+?)(\d*)X\d+$")
"""``MUX2X1`` -> (``MUX``, ``2``): function, input count, then the drive strength."""


def cells_named(words: Sequence[str], cell_types: Iterable[str]) -> list[str]:
    """The cell types of ``cell_types`` whose function (and input count, when the question gives one) the stemmed
    ``words`` name; [] when they name none."""
    wanted: list[tuple[str, str]] = []
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        function = FUNCTION_NOUNS.get(word) or (GATE_NAMES.get(word) if following.startswith(_CELL_NOUNS) else None)
        if function:
            wanted.append((function, _inputs_before(words, i)))
    found = []
    for cell in sorted(cell_types):
        parts = _CELL_NAME.match(cell)
        if parts and any(parts.group(1) == function and (not inputs or parts.group(2) == inputs)
                         for function, inputs in wanted):
            found.append(cell)
    return found


def _inputs_before(words: Sequence[str], at: int) -> str:
    """``2-input multiplexer``, ``two input nand``: the input count written just before the function."""
    before = words[max(0, at - 3):at]
    for i, word in enumerate(before):
        joined = re.match(r"^(\d+)-input", word)  # "2-input" is one token
        if joined:
            return joined.group(1)
        if word.isdigit() and i + 1 < len(before) and before[i + 1].startswith("input"):
            return word
    return ""


__all__ = ["FUNCTION_NOUNS", "GATE_NAMES", "cells_named"]
