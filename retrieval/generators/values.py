"""Typed values stated by a manual sentence or option row: default, allowed range, unit.

Manuals state them in a few stable shapes ("The default value is `50`", "the allowed values
are integers `[0, MAX_INT]`", "(in microns)", "Default: 0"). The answer leads with what the
evidence says, in one short clause, so a reader looking for the number sees it first.
"""

from __future__ import annotations

import re

from text.stopwords import STOPWORDS

_DEFAULT_RE = re.compile(
    r"\bdefaults?(?:\s+value)?(?:\s+(?:is|are|of|to|=)|\s*:)\s+(?:set\s+to\s+)?(?P<value>`[^`]+`|\"[^\"]+\"|[-+]?\d[\w.%-]*(?:\s?[a-zA-Zµ%]+)?|[A-Za-z_][\w.-]*)",
    re.IGNORECASE,
)
_RANGE_RE = re.compile(
    r"\ballowed values? (?:is|are)\s+(?P<value>(?:(?:integers|floats?|numbers|strings)\s+)?`?[\[(][^\])]*[\])]`?)",
    re.IGNORECASE,
)
_UNIT_RE = re.compile(r"\(in (?:the (?:current )?)?(?P<value>[a-zA-Zµ ]{2,30}?)\)|\bin (?P<bare>microns|nanometers|picoseconds|nanoseconds|DBU|um|ns|ps)\b")


def _clean(value: str) -> str:
    return value.strip().strip(".,;")


_KINDS = (("default", _DEFAULT_RE), ("range", _RANGE_RE), ("unit", _UNIT_RE))
"""The value schema; a kind's name is also how a question asks for it ("the default", "what unit")."""


def value_kinds(text: str) -> list[str]:
    """Kinds of value ``text`` states: ``default``, ``range``, ``unit``."""
    return [kind for kind, pattern in _KINDS if pattern.search(text)]


def value_summary(text: str) -> str:
    """``default 50; allowed integers [0, MAX_INT]; unit microns`` for what ``text`` states, or ''."""
    parts = []
    default = _DEFAULT_RE.search(text)
    if default and default.group("value").lower() not in STOPWORDS:  # "the default is to perform ...": no value
        parts.append(f"default {_clean(default.group('value'))}")
    allowed = _RANGE_RE.search(text)
    if allowed:
        parts.append(f"allowed {_clean(allowed.group('value'))}")
    unit = _UNIT_RE.search(text)
    if unit:
        parts.append(f"unit {_clean(unit.group('value') or unit.group('bare'))}")
    summary = "; ".join(parts)
    return summary[:1].upper() + summary[1:]
