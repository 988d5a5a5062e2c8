"""Small to big: match small passages, hand back their context with exact line spans.

A passage inside a subsection (a register's field table, a field's description) is returned
together with the lead of its parent section (the register's heading, description, offset and
reset) when both fit in ``MAX_SPAN_LINES``: a field row means little without the register it
belongs to; a field's note too far below its register's lead is returned with the field's row in
the register's field table instead. A section that fits the budget whole comes back whole
(``whole_sections``). Evidence of the same file is merged into one span when it overlaps (whatever the
union's length: it adds no line), and under the same budget when it touches or when both pieces
lie in the same section family (the same top section below the document title: one register,
one chapter), so one register's header, field row and field description do not take three of
the k places; the lines between them are that register's own documentation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from edabot.types import Evidence
from specs.model import Passage, Sentence
from specs.names import entity_node

MAX_SPAN_LINES = 40
SECTION_SEPARATOR = " / "
FAMILY_DEPTH = 2
"""Section levels two pieces must share to be one family: the document title and one section under it."""


def section_leads(passages: Iterable[Passage]) -> dict[str, str]:
    """Passage id -> id of the first passage of its parent section (same file, earlier lines)."""
    first: dict[tuple[str, str], Passage] = {}
    ordered = sorted(passages, key=lambda p: (p.source, p.start_line))
    for passage in ordered:
        first.setdefault((passage.source, passage.section), passage)
    leads: dict[str, str] = {}
    for passage in ordered:
        parent = passage.section.rsplit(SECTION_SEPARATOR, 1)[0] if SECTION_SEPARATOR in passage.section else ""
        lead = first.get((passage.source, parent))
        if lead is not None and lead.passage_id != passage.passage_id and lead.start_line < passage.start_line:
            leads[passage.passage_id] = lead.passage_id
    return leads


def field_row_leads(passages: Iterable[Passage], sentences: Iterable[Sentence]) -> dict[str, str]:
    """Passage id -> the passage that first anchors the field its heading names (the field's row in its
    register's field table), for a field's own subsection (``CTRL . DIM``) below that row in the same file."""
    by_id = {p.passage_id: p for p in passages}
    first: dict[str, Passage] = {}
    for sentence in sentences:
        passage = by_id.get(sentence.passage_id)
        earliest = first.get(sentence.anchor.entity)
        if sentence.anchor.kind == "field" and passage and (earliest is None or passage.start_line < earliest.start_line):
            first[sentence.anchor.entity] = passage
    leads: dict[str, str] = {}
    for passage in by_id.values():
        row = first.get(entity_node(passage.ip, "field", passage.section.rsplit(SECTION_SEPARATOR, 1)[-1]))
        if row is not None and row.source == passage.source and row.start_line < passage.start_line:
            leads[passage.passage_id] = row.passage_id
    return leads


def leads_in_budget(passages: Iterable[Passage], leads: dict[str, str], fallbacks: dict[str, str]) -> dict[str, str]:
    """``leads``, where a passage's lead is too far above it to fit the budget taken by its fallback.

    A field's note far below its register's heading (a register with many fields) loses the register's lead;
    its row in the field table (bits, access type, reset) is the context that still fits.
    """
    by_id = {p.passage_id: p for p in passages}
    out = dict(leads)
    for passage_id, fallback in fallbacks.items():
        lead = by_id.get(leads.get(passage_id, ""))
        passage = by_id[passage_id]
        if lead is None or passage.end_line - lead.start_line + 1 > MAX_SPAN_LINES:
            out[passage_id] = fallback
    return out


def whole_sections(passages: Iterable[Passage], leads: dict[str, str]) -> dict[str, tuple[int, int, str]]:
    """Passage id -> (start, end, text) of the section its lead opens (or it opens itself, having no lead),
    with every subsection under it, where that section holds more than the one passage and fits ``MAX_SPAN_LINES``.

    Small to big one level up: a short register (heading, offset, field table and field notes) or a short
    chapter comes back whole. Its lead alone states the register's offset but not its fields' bits, types
    and resets, and its field table alone lacks the register; a question about one asks about the other.
    """
    ordered = sorted(passages, key=lambda p: (p.source, p.start_line))
    by_id = {p.passage_id: p for p in ordered}
    members = _section_members(ordered)
    out: dict[str, tuple[int, int, str]] = {}
    for passage in ordered:
        opener = by_id.get(leads.get(passage.passage_id, ""), passage)
        group = members[(opener.source, opener.section)]
        end = max(p.end_line for p in group)
        if group[0] is opener and len(group) > 1 and end - opener.start_line + 1 <= MAX_SPAN_LINES:
            out[passage.passage_id] = (opener.start_line, end, _joined(group))
    return out


def _section_members(ordered: Sequence[Passage]) -> dict[tuple[str, str], list[Passage]]:
    """(source, section) -> the passages of that section and of every section under it, in line order."""
    members: dict[tuple[str, str], list[Passage]] = {}
    for passage in ordered:
        parts = passage.section.split(SECTION_SEPARATOR)
        for depth in range(1, len(parts) + 1):
            members.setdefault((passage.source, SECTION_SEPARATOR.join(parts[:depth])), []).append(passage)
    return members


def _joined(group: Sequence[Passage]) -> str:
    """The texts of line-ordered passages, ``…`` where lines between them are left out (a diagram, an image)."""
    text = group[0].text
    for before, passage in zip(group, group[1:], strict=False):
        text += ("\n" if passage.start_line <= before.end_line + 1 else "\n…\n") + passage.text
    return text


def with_lead(passage: Passage, lead: Passage | None) -> tuple[int, int, str]:
    """(start, end, text) of a passage, widened to its section lead when that fits the budget."""
    if lead is None or passage.end_line - lead.start_line + 1 > MAX_SPAN_LINES:
        return passage.start_line, passage.end_line, passage.text
    gap = "\n" if passage.start_line <= lead.end_line + 1 else "\n…\n"
    return lead.start_line, passage.end_line, lead.text + gap + passage.text


def merge_touching(evidence: Sequence[Evidence]) -> list[Evidence]:
    """Fold each item into an earlier one of the same file when they overlap or touch and fit."""
    out: list[Evidence] = []
    for item in evidence:
        for i, kept in enumerate(out):
            if _fits_together(kept, item):
                out[i] = _union(kept, item)
                break
        else:
            out.append(item)
    return out


def section_family(section: str) -> tuple[str, ...]:
    """The top ``FAMILY_DEPTH`` levels of a section path ("Registers / CTRL / Fields" -> Registers, CTRL);
    empty for text under no heading, which shares no known subject with anything."""
    return tuple(section.split(SECTION_SEPARATOR)[:FAMILY_DEPTH]) if section.strip() else ()


def _fits_together(a: Evidence, b: Evidence) -> bool:
    """Same file, and either sharing a line or within the line budget and touching or of one family.

    Two pieces that share lines fold whatever their union's length: it holds no line one of them did
    not, and apart they spend two of the k places on much the same text (a field's description widened
    to its register's lead beside the lead widened to the register's table).
    """
    if a.source != b.source:
        return False
    if b.start_line <= a.end_line and a.start_line <= b.end_line:
        return True
    if max(a.end_line, b.end_line) - min(a.start_line, b.start_line) + 1 > MAX_SPAN_LINES:
        return False
    touching = b.start_line == a.end_line + 1 or a.start_line == b.end_line + 1
    family = section_family(a.section)
    return touching or (bool(family) and family == section_family(b.section))


def _union(a: Evidence, b: Evidence) -> Evidence:
    if a.start_line <= b.start_line and b.end_line <= a.end_line:
        return a
    first, second = (a, b) if a.start_line <= b.start_line else (b, a)
    overlap = first.end_line - second.start_line + 1
    if first.end_line >= second.end_line:
        text = first.text
    elif overlap >= 0:
        tail = "\n".join(second.text.split("\n")[overlap:])
        text = first.text + ("\n" + tail if tail else "")
    else:
        text = first.text + "\n…\n" + second.text
    return Evidence(a.source, first.start_line, max(a.end_line, b.end_line), a.section, text, a.score, a.via,
                    a.chunk_id)


__all__ = ["FAMILY_DEPTH", "MAX_SPAN_LINES", "field_row_leads", "leads_in_budget", "merge_touching", "section_family", "section_leads", "whole_sections",
           "with_lead"]
