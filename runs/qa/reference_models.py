"""Where a failing testbench's reference model and the design part ways.

A self-checking testbench often computes the expected value with the same logic as the design (an LFSR step, a CRC
update, a parity) and prints both when they differ. When the two assignments are the same expression but for one or
two names or constants (``model = (model >> 1) ^ (model[0] ? SPEC_TAPS : 0)`` beside ``rnd <= (rnd >> 1) ^ (rnd[0] ?
TAPS : 0)``), those names are why every cycle mismatches: the model and the design were written from different
settings, and which one is right is the question the engineer has to settle. Quoting both lines and the values the
names are declared with answers "RTL or testbench?" with the evidence for either.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from runs.qa.graph_queries import Fact, RunTools

_DISPLAY_ARGS = re.compile(r"\$(?:display|write|error|fatal|info|warning)\w*\s*\(\s*\"(?:[^\"\\]|\\.)*\"\s*,(.*)\)\s*;")
"""A print call with its format string and the arguments after it."""
_ASSIGNED = re.compile(r"^\s*(?:assign\s+)?([A-Za-z_]\w*)\s*(?:<=|=)(?!=)\s*(.+?);")
"""One assignment on a line: the name assigned and its expression (procedural or continuous)."""
_TOKEN = re.compile(r"\d+'[sS]?[bBoOdDhH][0-9a-fA-FxXzZ_]+|[A-Za-z_]\w*|\d+|\S")
"""Verilog tokens: sized literals whole, names, numbers, then single characters."""
_DIFFERENCES = 2
"""At most this many tokens may differ for two assignments to be one computation written twice."""


def model_differences(design: str, testbench: str, print_lines: Sequence[int], tools: RunTools) -> list[Fact]:
    """The testbench assignment and the design assignment that compute two values a failing print compares, when they
    are one expression apart by a few names or constants, with the declarations of those names; empty otherwise."""
    bench = tools.source_lines(design, testbench)[1:]
    printed = {name for n in print_lines if 0 < n <= len(bench) and (args := _DISPLAY_ARGS.search(bench[n - 1]))
               for name in re.findall(r"[A-Za-z_]\w*", args.group(1))}
    if not printed:
        return []
    rtl = [path for path in tools.rtl_files(design) if path != testbench]
    models = _assignments(bench, printed)
    for path in rtl:
        lines = tools.source_lines(design, path)[1:]
        for n, name, expr in _assignments(lines, printed):
            for m, model, reference in models:
                if model == name or (apart := _apart(_tokens(expr, name), _tokens(reference, model))) is None:
                    continue
                run_id = tools.rows[design]["run_id"]
                facts = [Fact(design, run_id, f"{path}:{n}: {lines[n - 1].strip()} (the design computes {name})",
                              path, n, n),
                         Fact(design, run_id, f"{testbench}:{m}: {bench[m - 1].strip()} (the testbench's reference model "
                              f"computes {model}, the value it expects)", testbench, m, m)]
                said = []
                for ours, theirs in apart:
                    mine, other = _declared(design, path, lines, ours, tools), _declared(design, testbench, bench, theirs,
                                                                                        tools)
                    facts += [*mine, *other]
                    said.append(f"{ours} ({_value(ours, mine)}) in the design against {theirs} ({_value(theirs, other)}) "
                                "in the testbench")
                facts.append(Fact(design, run_id, f"{design}: the two computations differ only in {'; '.join(said)}: "
                                  "the design and its reference model were written from different settings",
                                  verbatim=False))
                return facts
    return []


def _assignments(lines: Sequence[str], names: set[str]) -> list[tuple[int, str, str]]:
    """(line, name, expression) of each assignment to one of ``names``."""
    return [(n, found.group(1), found.group(2)) for n, text in enumerate(lines, start=1)
            if (found := _ASSIGNED.match(text)) and found.group(1) in names]


def _tokens(expression: str, assigned: str) -> list[str]:
    """The expression's tokens, the name it assigns (a register that feeds itself back) written as one placeholder."""
    return ["@" if token == assigned else token for token in _TOKEN.findall(expression)]


def _apart(ours: list[str], theirs: list[str]) -> list[tuple[str, str]] | None:
    """The pairs of names or literals where two token lists of one shape differ: None when the shapes differ, when
    nothing or too much differs, or when an operator does."""
    if len(ours) != len(theirs) or len(ours) < 3:
        return None
    pairs = [(a, b) for a, b in zip(ours, theirs, strict=True) if a != b]
    if not 0 < len(pairs) <= _DIFFERENCES or not all(re.match(r"[\w']", a) and re.match(r"[\w']", b) for a, b in pairs):
        return None
    return pairs


def _value(name: str, declared: Sequence[Fact]) -> str:
    """What a name differing between the two computations stands for: a literal read out (``16'hB400`` is hex B400,
    46080), a parameter its declaration's value read out, or "declared elsewhere"."""
    literal = name
    if declared and (given := re.search(rf"\b{re.escape(name)}\s*=\s*([^,;)\s]+)", declared[0].text)):
        literal = given.group(1)
    sized = re.fullmatch(r"(\d*)'[sS]?([bBoOdDhH])([0-9a-fA-FxXzZ_]+)", literal)
    if sized is None:
        return literal if literal != name else "declared elsewhere"
    digits = sized.group(3).replace("_", "")
    base = {"b": 2, "o": 8, "d": 10, "h": 16}[sized.group(2).lower()]
    if re.search(r"[xXzZ]", digits):
        return literal
    kind = {2: "binary", 8: "octal", 10: "decimal", 16: "hex"}[base]
    return f"{literal}: {kind} {digits.upper()}, {int(digits, base)}"


def _declared(design: str, path: str, lines: Sequence[str], name: str, tools: RunTools) -> list[Fact]:
    """The line declaring ``name`` as a parameter with its value, when the file has one."""
    pattern = re.compile(rf"\b(?:localparam|parameter)\b[^;]*?\b{re.escape(name)}\s*=\s*[^,;)\s]+")
    return [Fact(design, tools.rows[design]["run_id"], f"{path}:{n}: {text.strip()}", path, n, n)
            for n, text in enumerate(lines, start=1) if pattern.search(text)][:1]


__all__ = ["model_differences"]
