"""Cells named by what they do: "2-input multiplexers" are ``MUX2X1``, "inverters" ``INVX1``/``INVX2``; and what
Yosys's own storage cells (``$adff``, ``$_DFFSR_PNN_``) are, read off their names.

Standard-cell libraries name a cell by its logic function, then its input count, then its drive strength
(``NAND3X1``: a three-input NAND, drive 1). A question may name the function in words instead, so the words
are read against the function part of the cell types that exist in the runs. Unambiguous nouns (inverter,
multiplexer) name a function anywhere; gate names (``nand``, ``xor``) only before ``gate``/``cell``. ``N-input``
narrows to that input count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from runs.qa.grammar import DESIGN_NOUNS

FUNCTION_NOUNS = {"inverter": "INV", "buffer": "BUF", "multiplexer": "MUX", "mux": "MUX"}
"""Nouns of standard-cell functions (stemmed as the question's words are) -> the name's function part. Flip-flops
and latches are not here: they have their own counts."""
GATE_NAMES = {"nand": "NAND", "nor": "NOR", "xor": "XOR", "xnor": "XNOR", "aoi": "AOI", "oai": "OAI"}
"""Gate functions named by their logic operator: read as a cell only before ``gate`` or ``cell``. Not ``and`` and
``or``: lower-cased, they are the conjunctions of every question (``the area or cells``)."""
_CELL_NOUNS = ("gate", "cell")
_CELL_NAME = re.compile(r"^([A-Z]+?)(\d*)X\d+$")
"""``MUX2X1`` -> (``MUX``, ``2``): function, input count, then the drive strength."""
_GENERIC_GATE = re.compile(r"^\$_([A-Z]+)_$")
"""Yosys's generic gates (``$_XOR_``, ``$_MUX_``, ``$_NOT_``): the whole name is the function, of no input count."""
_GENERIC_FUNCTIONS = {"NOT": "INV"}
"""Generic gates whose function a library names otherwise: Yosys's ``$_NOT_`` is an inverter."""


_SIZE = re.compile(r"^(?:\d+(?:x\d+)+|bit|wide|deep)$")
"""A size written before a function noun (``16x8``, ``8-bit``, ``32-deep``): a library cell has no width, so the noun
names a design's datapath."""


def cells_named(words: Sequence[str], cell_types: Iterable[str]) -> list[str]:
    """The cell types of ``cell_types`` whose function (and input count, when the question gives one) the stemmed
    ``words`` name; [] when they name none."""
    wanted: list[tuple[str, str]] = []
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        function = FUNCTION_NOUNS.get(word) or (GATE_NAMES.get(word) if following.startswith(_CELL_NOUNS) else None)
        sized = i > 0 and bool(_SIZE.match(words[i - 1]))  # "a 16x8 buffer", "the 8-bit multiplier": a datapath
        if function and following.rstrip("s") not in DESIGN_NOUNS and not sized:  # "the pad mux block": a design
            wanted.append((function, _inputs_before(words, i)))
    found = []
    for cell in sorted(cell_types):
        if parts := _CELL_NAME.match(cell):
            own, count = parts.group(1), parts.group(2)
        elif generic := _GENERIC_GATE.match(cell):
            own, count = _GENERIC_FUNCTIONS.get(generic.group(1), generic.group(1)), ""
        else:
            continue
        if any(own == function and (not inputs or count == inputs) for function, inputs in wanted):
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


_STORAGE_CELLS: dict[str, str] = {
    "dff": "a D flip-flop with no reset",
    "dffe": "a D flip-flop with an enable",
    "adff": "a D flip-flop with an asynchronous reset, so it maps to a library flop that has a reset pin",
    "adffe": "a D flip-flop with an asynchronous reset and an enable",
    "sdff": "a D flip-flop with a synchronous reset, which becomes logic in front of its D input",
    "sdffe": "a D flip-flop with a synchronous reset and an enable",
    "sdffce": "a D flip-flop with a synchronous reset gated by its enable",
    "dffsr": "a flip-flop with separate asynchronous set and reset inputs",
    "aldff": "a flip-flop with an asynchronous load of a value",
    "dlatch": "a level-sensitive latch",
    "adlatch": "a level-sensitive latch with an asynchronous reset",
}
"""Yosys's internal storage cells (``$adff``...) by what their name encodes, as its cell library documents them: a
log line creating one says how the RTL's reset was read."""
_GATE_CELL = re.compile(r"_(DFFSRE|DFFSR|SDFFCE|SDFFE|SDFF|DFFE|DFF|DLATCH)_([NP01]+)_")
"""Yosys's fine-grained storage cells (``$_DFF_PN0_``): the kind, then one letter per control pin in a fixed order."""
_GATE_PINS = {"DFF": "CRV", "DFFE": "CRVE", "SDFF": "CRV", "SDFFE": "CRVE", "SDFFCE": "CRVE", "DFFSR": "CSR",
              "DFFSRE": "CSRE", "DLATCH": "ERV"}
"""Which pin each letter sets, for each kind (its short form drops the reset: ``$_DFF_P_``, ``$_DFFE_PP_``)."""


def _gate_cell_meaning(name: str) -> str:
    """``_DFF_PN0_`` -> "a flip-flop on the rising clock edge with an asynchronous active-low reset to 0"."""
    found = _GATE_CELL.fullmatch(name)
    if not found:
        return ""
    kind, letters = found.groups()
    pins = _GATE_PINS[kind]
    if len(letters) == len(pins) - 2:
        pins = pins[0] + pins[3:]  # no reset pin and value
    elif len(letters) != len(pins):
        return ""
    given = dict(zip(pins, letters, strict=True))
    level = {"P": "active-high", "N": "active-low"}
    said = [f"a latch transparent while its enable is {'high' if given['E'] == 'P' else 'low'}" if kind == "DLATCH"
            else f"a flip-flop on the {'rising' if given.get('C') == 'P' else 'falling'} clock edge"]
    timing = "synchronous" if kind.startswith("SDFF") else "asynchronous"
    if "R" in given and "V" in given:
        said.append(f"with {'a' if timing[0] == 's' else 'an'} {timing} {level[given['R']]} reset to {given['V']}")
    elif "S" in given:
        said.append(f"with asynchronous {level[given['S']]} set and {level[given['R']]} reset")
    else:
        said.append("with no reset")
    if "E" in given and kind != "DLATCH":
        said.append(f"and an {level[given['E']]} enable")
    return " ".join(said)


def yosys_cell_meaning(kind: str) -> str:
    """What a Yosys storage cell type is, coarse (``adff``) or fine-grained (``_DFF_PN0_``); "" for any other."""
    return _STORAGE_CELLS.get(kind) or _gate_cell_meaning(kind)


__all__ = ["FUNCTION_NOUNS", "GATE_NAMES", "cells_named", "yosys_cell_meaning"]
