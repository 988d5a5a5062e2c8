"""Links between differently named entities that register specs relate by how they are written.

Name normalization joins what is spelled alike (``CTRL.TX`` and ``ctrl.tx``); some entities
are one thing under two names, and a question naming one is answered by rows of the other:

- **An interrupt and its bits.** Each interrupt owns one bit of the IP's interrupt
  registers (state, enable, test: a register whose name says ``intr``/``irq``/``interrupt``),
  bit *i* for the *i*-th interrupt the spec lists. Where the bit fields carry the interrupt's
  name (``INTR_ENABLE.rx_watermark``) the shared name node joins them already and they are left
  alone: pooling them too let the state, enable and test tables of every interrupt the question
  touches take three places of the top 10 (BENCHMARKS.md, spec QA).
  Where they do not (``IE_0``, ``IS_0``, ``T_0`` for ``timer_expired_hart0_timer0``) the bit
  position pairs them, when the register has exactly one field per interrupt.
- **A port and what it mirrors.** A signal named with a direction suffix (``idle_o``) is the
  entity its stem names (``STATUS.IDLE``, the ``idle`` inter-module port). Names without a
  suffix are left to name normalization: joining them too (the ``rx`` pin to ``CTRL.RX``, the
  receiver enable) cost spec-mode recall on the OpenTitan set (BENCHMARKS.md, spec QA).
- **A status field and the event it mirrors.** A field named after an alert or interrupt
  behind a prefix (``STATUS.ALERT_FATAL_FAULT``) shows that event; one-word event names are
  too common to match this way.

Links are computed over a whole scope (interrupts are listed in one file, their registers in
another), so they are made where the graph is built, never in per-document extraction.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

from specs.model import Entity, Passage, Sentence
from specs.names import signal_stem

INTERRUPT_WORDS = frozenset({"intr", "irq", "interrupt", "interrupts"})
"""Name parts that make a register an interrupt register (``INTR_STATE``, ``IRQ_ENABLE``)."""
_PARTS = re.compile(r"[a-z]+")


def entity_links(entities: Iterable[Entity], sentences: Sequence[Sentence],
                 passages: Mapping[str, Passage]) -> list[tuple[str, str]]:
    """Pairs of entity node ids that stand for the same hardware thing (see the module docstring)."""
    entities = list(entities)
    return sorted({*interrupt_bit_links(entities, sentences, passages), *signal_stem_links(entities),
                   *mirror_field_links(entities)})


def interrupt_bit_links(entities: Sequence[Entity], sentences: Sequence[Sentence],
                        passages: Mapping[str, Passage]) -> list[tuple[str, str]]:
    """(interrupt, bit field) pairs by bit position, for interrupt registers whose fields do not
    carry the interrupts' names and hold exactly one field per interrupt."""
    listed = _interrupts_in_order(entities, sentences, passages)
    fields: dict[tuple[str, str], list[tuple[int, Entity]]] = defaultdict(list)
    for entity in entities:
        register, _, short = entity.name.partition(".")
        low = _low_bit(dict(entity.attributes).get("bits", ""))
        if entity.kind == "field" and short and low is not None and _is_interrupt_register(register):
            fields[(entity.ip, register)].append((low, entity))
    links: list[tuple[str, str]] = []
    for (ip, _register), bits in sorted(fields.items()):
        interrupts = listed.get(ip, [])
        names = {i.name for i in interrupts}
        if len(bits) != len(interrupts) or any(f.name.partition(".")[2] in names for _, f in bits):
            continue
        for interrupt, (_, field) in zip(interrupts, sorted(bits, key=lambda b: b[0]), strict=True):
            links.append((interrupt.node_id, field.node_id))
    return links


def signal_stem_links(entities: Sequence[Entity]) -> list[tuple[str, str]]:
    """(signal, entity) pairs where the signal's name less its direction suffix is the entity's
    name or field name in the same IP (``idle_o`` -> ``status.idle``, ``idle``)."""
    by_name: dict[tuple[str, str], list[Entity]] = defaultdict(list)
    for entity in entities:
        if entity.kind not in {"module", "register"}:
            by_name[(entity.ip, entity.name.rpartition(".")[2])].append(entity)
    links = []
    for entity in entities:
        stem = signal_stem(entity.name) if entity.kind == "signal" else ""
        for other in by_name.get((entity.ip, stem), []) if stem else []:
            links.append((entity.node_id, other.node_id))
    return links


def mirror_field_links(entities: Sequence[Entity]) -> list[tuple[str, str]]:
    """(alert or interrupt, field) pairs where the field's name is the event's name behind a prefix
    (``STATUS.ALERT_FATAL_FAULT`` mirrors the ``fatal_fault`` alert); names of one word are too common."""
    events: dict[str, list[Entity]] = defaultdict(list)
    for entity in entities:
        if entity.kind in {"alert", "interrupt"} and "_" in entity.name:
            events[entity.ip].append(entity)
    links = []
    for entity in entities:
        short = entity.name.partition(".")[2] if entity.kind == "field" else ""
        links += [(event.node_id, entity.node_id) for event in events.get(entity.ip, []) if short.endswith("_" + event.name)]
    return links


def _interrupts_in_order(entities: Sequence[Entity], sentences: Sequence[Sentence],
                         passages: Mapping[str, Passage]) -> dict[str, list[Entity]]:
    """Each IP's interrupts in the order the spec first states them (its interrupt list)."""
    interrupts = {e.node_id: e for e in entities if e.kind == "interrupt"}
    first: dict[str, tuple[str, int]] = {}
    for sentence in sentences:
        if sentence.anchor.entity in interrupts:
            place = (passages[sentence.passage_id].source, sentence.line)
            first[sentence.anchor.entity] = min(first.get(sentence.anchor.entity, place), place)
    by_ip: dict[str, list[Entity]] = defaultdict(list)
    for node in sorted(first, key=lambda n: (first[n][1], n)):
        by_ip[interrupts[node].ip].append(interrupts[node])
    return dict(by_ip)


def _is_interrupt_register(register: str) -> bool:
    return bool(INTERRUPT_WORDS & set(_PARTS.findall(register)))


def _low_bit(bits: str) -> int | None:
    """The lowest bit of a ``Bits`` cell (``4``, ``31:16``); None when it is no bit position."""
    low = bits.strip().rpartition(":")[2].strip()
    return int(low) if low.isdigit() else None


__all__ = ["INTERRUPT_WORDS", "entity_links", "interrupt_bit_links", "mirror_field_links", "signal_stem_links"]
