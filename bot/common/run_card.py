"""Compact run cards as the service sends them (``run_cards`` of a run job's result, ``runs.report.summary.card_data``).

The service builds each card from the same data as the summary text, so every number a card shows
carries the ``file:line`` it was read from. A job without cards, or with cards this bot cannot read
(an older or newer service), gives none, and the bots post the summary text as before.
"""

from __future__ import annotations

from pydantic import BaseModel, TypeAdapter, ValidationError


class CardField(BaseModel):
    """One key number as the card shows it, with the ``source:line`` it was read from ('' for counts)."""

    name: str
    value: str
    source: str = ""


class RunCard(BaseModel):
    """One analysed run: design and status for the title, key fields, and the summary's other lines."""

    design: str
    status: str
    fields: list[CardField]
    detail: str = ""


_CARDS = TypeAdapter(list[RunCard])


def run_cards(raw: object) -> list[RunCard]:
    """The cards of a job result; none at all when they are missing or not in the known form."""
    if not raw:
        return []
    try:
        return _CARDS.validate_python(raw)
    except ValidationError:
        return []


__all__ = ["CardField", "RunCard", "run_cards"]
