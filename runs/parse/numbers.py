"""The decimal numbers tools print, as a regex fragment shared by every parser that reads values.

``[\\d.]+`` also matches ``.``, ``1..2`` or ``1.2.3``, which ``float()`` rejects, so one corrupted
line aborted the parse of a whole report (found by tests/fuzz). This fragment matches only what
``float()`` reads, and refuses a number that runs on into more digits or dots.
"""

from __future__ import annotations

DECIMAL = r"(?:\d+(?:\.\d*)?|\.\d+)(?!\.?\d)"


def places(printed: str) -> int:
    """How many decimals a number was printed with."""
    return len(printed.split(".")[1]) if "." in printed else 0


def within_rounding(value: float, rounded: float, digits: int) -> bool:
    """Whether ``value`` is what ``rounded`` shows at ``digits`` decimals: within half a unit of its last digit (the
    timer's -0.385 printed -0.38 by ``report_wns``: its float sits just under the half)."""
    return abs(value - rounded) <= 0.5 * 10.0 ** -digits + 1e-9
