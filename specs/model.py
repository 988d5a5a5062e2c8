"""Typed records of the spec graph: what extraction produces and the store persists."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Category = Literal["declarative", "procedural"]
EntityKind = Literal["register", "field", "interrupt", "alert", "signal", "fsm_state", "module", "name"]
Role = Literal["backbone", "auxiliary", "linking", "normalization"]
ROLES: tuple[Role, ...] = ("backbone", "auxiliary", "linking", "normalization")
ENTITY_KINDS: tuple[EntityKind, ...] = ("register", "field", "interrupt", "alert", "signal", "fsm_state", "module", "name")


@dataclass(frozen=True)
class Anchor:
    """ChipMind's CSA: the sentence's category and the one entity it is about."""

    category: Category
    kind: EntityKind
    entity: str
    """Canonical node id of the primary entity (``e:uart/ctrl.tx``) or a name node (``n:uart/tx``)."""


@dataclass(frozen=True)
class Triple:
    """``(subject, relation, object)`` with its role; subject and object are node ids or literals."""

    subject: str
    relation: str
    obj: str
    role: Role


@dataclass(frozen=True)
class Sentence:
    """One sentence (or table row, or list item) with exact provenance."""

    sentence_id: str
    passage_id: str
    line: int
    end_line: int
    text: str
    anchor: Anchor
    triples: tuple[Triple, ...] = ()
    mentions: tuple[str, ...] = ()
    """Node ids of every entity or name the sentence mentions."""


@dataclass(frozen=True)
class Passage:
    """What retrieval returns: consecutive blocks of one section with an exact line span."""

    passage_id: str
    source: str
    start_line: int
    end_line: int
    section: str
    text: str
    ip: str


@dataclass(frozen=True)
class Entity:
    """A structured entity from a register table or an interrupt/alert/signal list."""

    node_id: str
    kind: EntityKind
    ip: str
    name: str
    attributes: tuple[tuple[str, str], ...] = ()


@dataclass
class SpecDocument:
    """Everything one specification file contributes to its scope's graph."""

    scope: str
    source: str
    content_hash: str
    ip: str
    passages: list[Passage] = field(default_factory=list)
    sentences: list[Sentence] = field(default_factory=list)
    entities: list[Entity] = field(default_factory=list)
    extra_triples: list[Triple] = field(default_factory=list)
    """Triples not owned by one sentence: entity structure and name normalization."""


__all__ = [
    "ENTITY_KINDS",
    "ROLES",
    "Anchor",
    "Category",
    "Entity",
    "EntityKind",
    "Passage",
    "Role",
    "Sentence",
    "SpecDocument",
    "Triple",
]
