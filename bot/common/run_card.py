"""The key numbers of a run summary, read back from the text the service sends, for compact cards.

The job result carries the summary as text (``runs.summary.format_summary``): a ``Design ...:
status ...`` line, then one ``  label: value  (source:line)`` line per metric, then the warnings.
Reading the card from that text keeps every number the card shows tied to the line that cites
it. A summary that does not read as that layout (an older or newer service) gives no cards,
and the bots post the text as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADER = re.compile(r"^Design (?P<design>\S+) \(top [^)]*\): status (?P<status>[\w-]+)")
_METRIC = re.compile(r"^  (?P<label>[^:]+): (?P<value>-?\d[\d.]*)(?P<unit> [^(]*?)?  \((?P<source>[^()]+)\)$")
_WARNINGS = re.compile(r"^  warnings(?: \((?P<count>\d+)\): (?P<kinds>.+)|: none)$")
_TRAILING_ZEROS = re.compile(r"(\.\d*?)0+$")

KEY_METRICS = (("chip area", "Area"), ("worst setup slack", "Worst slack"), ("cell count", "Cells"))
"""(label in the summary text, name on the card), in the card's order."""


@dataclass(frozen=True)
class CardField:
    """One key number as the card shows it, with the ``source:line`` it was read from ('' for counts)."""

    name: str
    value: str
    source: str = ""


@dataclass(frozen=True)
class RunCard:
    """One analysed run: design and status for the title, key fields, and the summary's other lines."""

    design: str
    status: str
    fields: tuple[CardField, ...]
    detail: str


def run_cards(summary: str) -> list[RunCard]:
    """One card per run of the summary; none at all when any run's text is not in the known layout."""
    cards = [_card(block) for block in re.split(r"\n\s*\n(?=Design )", summary.strip())]
    return [c for c in cards if c is not None] if all(cards) else []


def _card(block: str) -> RunCard | None:
    lines = block.splitlines()
    header = _HEADER.match(lines[0]) if lines else None
    if header is None:
        return None
    metrics = {m["label"]: m for m in map(_METRIC.match, lines[1:]) if m}
    fields = [CardField(name, _value(metrics[label]["value"], label == "worst setup slack")
                        + (metrics[label]["unit"] or ""), metrics[label]["source"])
              for label, name in KEY_METRICS if label in metrics]
    warnings = next((w for w in map(_WARNINGS.match, lines[1:]) if w), None)
    if warnings is not None:
        count = warnings["count"] or "0"
        fields.append(CardField("Warnings", f"{count} ({warnings['kinds']})" if warnings["kinds"] else count))
    if not fields:
        return None
    return RunCard(header["design"], header["status"], tuple(fields), "\n".join(lines[1:]))


def _value(number: str, signed: bool) -> str:
    """The printed number without trailing decimal zeros (same value); slack always with its sign."""
    short = _TRAILING_ZEROS.sub(r"\1", number).rstrip(".") if "." in number else number
    return f"+{short}" if signed and not short.startswith("-") and float(short) != 0 else short


__all__ = ["KEY_METRICS", "CardField", "RunCard", "run_cards"]
