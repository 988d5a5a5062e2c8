"""Similarity pooled over the sentences of one leaf entity.

A register's field table row (``| 15:0 | rw | 0x0 | CLKDIV |``) often carries no words a
question could match; the field's description subsection does. Both are anchored on the same
field entity and answer for it together, so each sentence of a leaf entity (a field,
interrupt, alert, signal or FSM state) scores as well as the best sentence about that entity.
Containers (registers, modules) do not pool: one field would lift all its siblings, and the
register summary table, whose rows anchor every register, would match every question. Entities
that are one thing under two names (an interrupt and its state/enable/test bits, a port and the
status field it mirrors: ``specs.links``) pool as one.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

import numpy as np

from specs.model import Sentence

LEAF_KINDS = frozenset({"field", "interrupt", "alert", "signal", "fsm_state"})


def leaf_entity_rows(sentences: Sequence[Sentence], links: Iterable[tuple[str, str]] = ()) -> list[np.ndarray]:
    """Row numbers of the sentences anchored on one leaf entity, for each entity with several;
    ``links`` (``specs.links``) join the groups of entities that are one thing under two names."""
    same = _Components(links)
    groups: dict[str, list[int]] = defaultdict(list)
    for row, sentence in enumerate(sentences):
        if sentence.anchor.kind in LEAF_KINDS and sentence.anchor.entity.startswith("e:"):
            groups[same.root(sentence.anchor.entity)].append(row)
    return [np.array(rows) for rows in groups.values() if len(rows) > 1]


class _Components:
    """Connected components of a link list (union-find); an unlinked node is its own root."""

    def __init__(self, links: Iterable[tuple[str, str]]) -> None:
        self.parent: dict[str, str] = {}
        for a, b in links:
            self.parent[self.root(a)] = self.root(b)

    def root(self, node: str) -> str:
        while self.parent.get(node, node) != node:
            node = self.parent[node]
        return node


def pool_by_entity(similarity: np.ndarray, groups: Sequence[np.ndarray]) -> np.ndarray:
    """Each sentence of a group raised to the best similarity in its group; the input is left as it is."""
    pooled = similarity.copy()
    for rows in groups:
        pooled[rows] = np.maximum(pooled[rows], similarity[rows].max())
    return pooled


__all__ = ["LEAF_KINDS", "leaf_entity_rows", "pool_by_entity"]
