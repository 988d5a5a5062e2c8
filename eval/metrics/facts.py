"""Exact-fact matching for run QA: an answer passes when it states every required fact.

A fact is either *numeric* -- a number with an optional unit, e.g. ``-0.23 ns``,
``1,234.5 um^2``, ``12 cells`` -- or *text*, matched as a case-insensitive phrase whose last word may be inflected. Numbers inside
a text fact (``3,328 um^2 -> 3,840 um^2``) are normalized like numeric facts: the phrase matches
when its words match and each number is the same value at the precision the fact writes it
(``3328.000000 um^2 -> 3840.000000 um^2`` states it; ``3,329 um^2 -> ...`` does not).

Numeric facts are matched against every number the answer states:
- numbers are normalized (thousands separators, unicode minus, trailing zeros) and compared
  at the precision the fact is written with (``0.23`` accepts ``0.2301`` but not ``0.2``);
- a unit is required when the fact has one: a bare ``-0.23`` does not state ``-0.23 ns``.
  Units of the same quantity convert (``230 ps`` states ``0.23 ns``; time, power,
  frequency, area); other units (``cells``) must match after lower-casing and de-pluralizing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

_NUMBER = r"[-+]?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?"
"""A number as written, thousands grouped by commas (``87,636``); a comma not followed by three digits ends it, so
"sets DIV to 100, so no figure" states no quantity ``100 so``."""
_UNIT = r"(?:%|[A-Za-z\u00b5\u03bc][A-Za-z0-9\u00b5\u03bc^\u00b2/]*)"
_FACT_NUMERIC = re.compile(rf"^\s*(?P<num>{_NUMBER})\s*(?P<unit>{_UNIT})?\s*$")
_IN_PHRASE = re.compile(rf"(?<![A-Za-z0-9_.]){_NUMBER}(?![A-Za-z0-9_])")
"""A number inside a text fact, not digits of a name (``alu8``) -- a unit may follow (``3.88x`` stays a name)."""
_IN_TEXT = re.compile(rf"(?<![A-Za-z0-9_.])(?P<num>{_NUMBER})(?:\s*(?P<unit>{_UNIT}))?")

_SCALES: dict[str, tuple[str, float]] = {
    **{u: ("s", f) for u, f in {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "ps": 1e-12, "fs": 1e-15}.items()},
    **{u: ("w", f) for u, f in {"w": 1.0, "mw": 1e-3, "uw": 1e-6, "nw": 1e-9, "pw": 1e-12}.items()},
    **{u: ("hz", f) for u, f in {"hz": 1.0, "khz": 1e3, "mhz": 1e6, "ghz": 1e9}.items()},
    **{u: ("m^2", f) for u, f in {"um^2": 1e-12, "mm^2": 1e-6, "nm^2": 1e-18}.items()},
}
_ALIASES = {
    "percent": "%", "nanosecond": "ns", "picosecond": "ps", "microsecond": "us", "millisecond": "ms",
    "second": "s", "sec": "s", "milliwatt": "mw", "microwatt": "uw", "watt": "w", "um2": "um^2",
    "mm2": "mm^2", "nm2": "nm^2", "µm^2": "um^2", "µm²": "um^2", "um²": "um^2", "μm^2": "um^2",
}


@dataclass(frozen=True)
class FactCheck:
    """Which required facts an answer states."""

    matched: tuple[str, ...]
    missing: tuple[str, ...]

    @property
    def passed(self) -> bool:
        return not self.missing


def check_facts(answer: str, facts: Sequence[str]) -> FactCheck:
    """Match every fact against ``answer``; pass means none is missing."""
    stated = _stated_numbers(answer)
    text = _normalize_text(answer)
    matched: list[str] = []
    missing: list[str] = []
    for fact in facts:
        (matched if _states(fact, stated, text) else missing).append(fact)
    return FactCheck(tuple(matched), tuple(missing))


def states_measurement(answer: str) -> bool:
    """Whether ``answer`` states any number with a unit (a refusal must not)."""
    return any(unit for _, unit in _stated_numbers(answer))


def _states(fact: str, stated: list[tuple[float, str]], text: str) -> bool:
    numeric = _FACT_NUMERIC.match(_clean(fact))
    if numeric is None:
        return _states_phrase(_normalize_text(fact), text)
    value, decimals = _parse_number(numeric["num"])
    unit = _normalize_unit(numeric["unit"])
    tolerance = 0.5 * 10.0 ** (-decimals)
    return any(_same_quantity(value, unit, tolerance, v, u) for v, u in stated)


def _states_phrase(phrase: str, text: str) -> bool:
    """A text fact: its words verbatim, each number in it compared as a value at the fact's precision."""
    if not phrase:
        return False
    numbers = list(_IN_PHRASE.finditer(phrase))
    pattern, cursor = [], 0
    for found in numbers:
        pattern.append(re.escape(phrase[cursor:found.start()]))
        pattern.append(f"({_NUMBER})")
        cursor = found.end()
    pattern.append(re.escape(phrase[cursor:]))
    last = re.search(r"[a-z]+$", phrase)
    inflected = _INFLECTION if last and len(last.group(0)) >= _INFLECTED_LENGTH else ""
    regex = re.compile(rf"(?<!\w){''.join(pattern)}{inflected}(?!\w)")
    wanted = [_parse_number(found.group(0)) for found in numbers]
    for match in regex.finditer(text):
        got = [_parse_number(g)[0] for g in match.groups()]
        if all(abs(v - g) <= 0.5 * 10.0 ** (-d) * (1 + 1e-9) for (v, d), g in zip(wanted, got, strict=True)):
            return True
    return False


_INFLECTION = "(?:s|es|d|ed|ing)?"
_INFLECTED_LENGTH = 4
"""A text fact's last word may be inflected (``fail`` is stated by "failed", ``latch`` by "latches"); only words of
four letters or more, so ``not`` is never stated by "noted"."""


def _same_quantity(value: float, unit: str, tolerance: float, other: float, other_unit: str) -> bool:
    if not unit:
        return abs(other - value) <= tolerance * (1 + 1e-9)
    if unit in _SCALES and other_unit in _SCALES and _SCALES[unit][0] == _SCALES[other_unit][0]:
        converted = other * _SCALES[other_unit][1] / _SCALES[unit][1]
        return abs(converted - value) <= tolerance * (1 + 1e-9)
    return unit == other_unit and abs(other - value) <= tolerance * (1 + 1e-9)


def _stated_numbers(answer: str) -> list[tuple[float, str]]:
    return [(_parse_number(m["num"])[0], _normalize_unit(m["unit"])) for m in _IN_TEXT.finditer(_clean(answer))]


def _parse_number(raw: str) -> tuple[float, int]:
    """The value and the number of decimals it is written with."""
    plain = raw.replace(",", "")
    mantissa = re.split(r"[eE]", plain)[0]
    decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
    return float(plain), decimals


def _normalize_unit(unit: str | None) -> str:
    if not unit:
        return ""
    lowered = unit.lower().rstrip(".")
    lowered = _ALIASES.get(lowered, lowered)
    if len(lowered) > 3 and lowered.endswith("s") and not lowered.endswith("ss"):
        lowered = _ALIASES.get(lowered[:-1], lowered[:-1])
    return lowered


def _clean(text: str) -> str:
    return text.replace("\u2212", "-").replace("\u2009", " ").replace("\u00a0", " ")


def _normalize_text(text: str) -> str:
    return re.sub(r"\s+", " ", _clean(text).lower()).strip().strip("`")


__all__ = ["FactCheck", "check_facts", "states_measurement"]
