"""Group free-text warnings into kinds people ask about ("how many latches?", "undriven wires").

One ordered table of (kind, pattern); the first match wins and ``other`` catches the rest.
Shared by every parser so a Yosys and a pyslang width warning land in the same kind.
"""

from __future__ import annotations

import re

_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern, re.IGNORECASE))
    for kind, pattern in (
        ("latch", r"latch inferred|inferred latch|\blatch\b"),
        ("undriven", r"no driver|undriven|is not driven|unassigned|used but never assigned"),
        ("multi_driver", r"multiple conflicting drivers|multiple drivers|multi-driven|driver-driver conflict"),
        ("width_mismatch", r"resizing cell port|width|truncat|extend(ed|s)? from \d+ to \d+ bits|expects \d+ bits, got \d+"),
        ("implicit_wire", r"implicit(ly)? declared|implicit net|implicit definition of wire"),
        ("logic_loop", r"logic loop|combinational loop"),
        ("unresolved", r"not found|black ?box|unknown module|undefined module|is not a verilog module|unresolved|cannot find the design|is not part of the design"),
        ("unknown_area", r"area for cell type .* is unknown"),
        ("syntax", r"syntax error|expected|unexpected"),
        ("timing", r"slack|setup|hold|timing"),
        ("congestion", r"congestion|overflow"),
        ("unused", r"unused|no load|dangling|not used"),
    )
)


def classify(message: str) -> str:
    """The kind of a warning or error message (``other`` when nothing matches)."""
    for kind, pattern in _KINDS:
        if pattern.search(message):
            return kind
    return "other"


__all__ = ["classify"]
