"""Seeded tenants for the isolation tests: manuals and specs with distinctive content per scope, and random questions.

Every scope gets manuals on the same topics with the same section titles and shared command
names, and a specification of the same IP (``gpio``, as every team has one), so that without the
scope filter retrieval would happily mix them; what differs is a set of made-up identifiers
(commands, options, message codes, registers, fields, a canary) that exist in exactly one scope.
A passage that carries a foreign scope's identifier is a leak, whatever its source name.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path

from edabot.scopes import visible_scopes

DOC_SCOPES = ["global", "slack:T1", "slack:T1/C1", "slack:T1/C2", "slack:T2/C9", "discord:G7/C3"]
"""Two sibling channels under a workspace that has documents of its own, a channel of another
Slack workspace, a Discord channel, and global."""
ASKERS = ["slack:T1/C1", "slack:T1/C2", "slack:T2/C9", "discord:G7/C3", "slack:T1", "global"]
SHARED_IP = "gpio"
"""The IP every scope has a specification of (a file of this name in each)."""
SHARED_COMMANDS = ["global_placement", "detailed_route", "set_layer_rc", "report_checks", "read_sdc"]
TOPICS = ["placement density", "routing congestion", "timing slack", "clock tree", "power grid", "floorplan"]
ENGLISH = [
    "How do I {verb} the {topic}?", "What does the {topic} option do?", "Why is my {topic} so bad?",
    "Which command should I run first for {topic}?", "Can you explain {topic} in simple terms?",
    "What is the default value for {topic}?", "{topic}", "tell me everything about {topic} and {topic2}",
    "List all documents you know about {topic}.", "Show me examples from other channels about {topic}.",
]
VERBS = ["set", "fix", "reduce", "check", "report", "improve", "debug"]
_TOKEN = re.compile(r"[A-Za-z0-9_-]+")


@dataclass
class Tenant:
    """The made-up identifiers of one scope and the manuals that use them."""

    scope: str
    commands: list[str]
    options: list[str]
    codes: list[str]
    registers: list[str]
    fields: list[str]
    canary: str
    manuals: dict[str, str] = field(default_factory=dict)
    spec: str = ""
    """The scope's ``gpio`` specification (uploaded as a spec, not a manual)."""

    @property
    def identifiers(self) -> list[str]:
        return [*self.commands, *self.options, *self.codes, *self.registers, *self.fields, self.canary]

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.scope.lower()).strip("-")


def _word(rng: random.Random, taken: set[str]) -> str:
    """A pronounceable made-up word of three syllables, never one already taken."""
    while True:
        word = "".join(rng.choice("bdfgklmnprstvz") + rng.choice("aeiou") for _ in range(3))
        if word not in taken:
            taken.add(word)
            return word


def make_tenants(seed: int) -> list[Tenant]:
    """One tenant per scope of ``DOC_SCOPES``, each with two manuals."""
    rng = random.Random(seed)
    taken: set[str] = set()
    tenants = []
    for scope in DOC_SCOPES:
        tenant = Tenant(
            scope=scope,
            commands=[f"{_word(rng, taken)}_{rng.choice(['place', 'route', 'sta', 'pdn'])}" for _ in range(4)],
            options=[f"-{_word(rng, taken)}_{rng.choice(['effort', 'limit', 'mode'])}" for _ in range(6)],
            codes=[f"{_word(rng, taken)[:3].upper()}-{rng.randrange(1000, 9999)}" for _ in range(3)],
            registers=[f"{_word(rng, taken).upper()}_{rng.choice(['CTRL', 'STATUS', 'CFG'])}" for _ in range(2)],
            fields=[f"{_word(rng, taken).upper()}_{rng.choice(['EN', 'MASK', 'SEL'])}" for _ in range(2)],
            canary=f"CANARY_{_word(rng, taken).upper()}",
        )
        tenant.manuals = {f"{tenant.slug}-flow.md": _flow_manual(tenant, rng),
                          f"{tenant.slug}-messages.md": _messages_manual(tenant, rng)}
        tenant.spec = _spec(tenant, rng)
        tenants.append(tenant)
    return tenants


def _flow_manual(t: Tenant, rng: random.Random) -> str:
    c, o = t.commands, t.options
    rows = "\n".join(f"| `{opt}` | Sets the {rng.choice(TOPICS)} {rng.choice(['limit', 'effort', 'target'])} "
                     f"of `{rng.choice(c)}` (default {rng.randint(1, 90)}). |" for opt in o)
    sections = [f"# Flow guide\n\nThis guide describes the physical design flow. Internal tag {t.canary}.\n"]
    for topic, cmd, shared in zip(TOPICS, c * 2, SHARED_COMMANDS * 2, strict=False):
        sections.append(
            f"## {topic.capitalize()}\n\nTo tune the {topic}, run `{cmd}` after `{shared}`. The `{cmd}` command "
            f"reads the design and adjusts the {topic} with {o[0]} and {o[1]}.\n\n"
            f"```tcl\n{shared}\n{cmd} {rng.choice(o)} {rng.randint(1, 9)} {rng.choice(o)} high\n```\n"
        )
    sections.append(f"## Options\n\n| Option | Meaning |\n|---|---|\n{rows}\n")
    return "\n".join(sections)


def _messages_manual(t: Tenant, rng: random.Random) -> str:
    parts = ["# Messages\n\nEvery message the flow prints, with its cause and the fix.\n"]
    for code in t.codes:
        cmd, opt, topic = rng.choice(t.commands), rng.choice(t.options), rng.choice(TOPICS)
        parts.append(f"## {code}\n\n`{code}` is printed by `{cmd}` when the {topic} is out of range. "
                     f"Lower {opt} and run `{rng.choice(SHARED_COMMANDS)}` again.\n")
    return "\n".join(parts)


def _spec(t: Tenant, rng: random.Random) -> str:
    """Register documentation in the layout of the spec fixtures: a summary table, then each register."""
    summary = "\n".join(f"| {SHARED_IP}.[`{reg}`](#{reg.lower()}) | {hex(4 * i)} | 4 | {rng.choice(TOPICS)} control |"
                         for i, reg in enumerate(t.registers))
    parts = [f"# Registers\n\n## Summary\n\n| Name | Offset | Length | Description |\n|:--|:--|--:|:--|\n{summary}\n"]
    for i, (reg, fld) in enumerate(zip(t.registers, t.fields, strict=True)):
        parts.append(f"## {reg}\nControls the {rng.choice(TOPICS)} of the pins. Internal tag {t.canary}.\n"
                     f"- Offset: `{hex(4 * i)}`\n- Reset default: `0x0`\n- Reset mask: `0x1`\n\n### Fields\n\n"
                     f"| Bits | Type | Reset | Name | Description |\n|:--:|:--:|:--:|:--|:--|\n"
                     f"| 0 | rw | 0x0 | {fld} | Enable {rng.choice(TOPICS)} sensing; needs `{t.commands[i]}` first. |\n")
    return "\n".join(parts)


def write_documents(tenant: Tenant, folder: Path) -> tuple[list[Path], Path]:
    """The tenant's manuals and its spec as files under ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in tenant.manuals.items():
        path = folder / name
        path.write_text(text)
        paths.append(path)
    spec = folder / f"{SHARED_IP}.md"
    spec.write_text(tenant.spec)
    return paths, spec


@dataclass(frozen=True)
class Probe:
    """One random question, the scope that asks it, and what kind of question it is."""

    asker: str
    question: str
    kind: str


class QuestionGenerator:
    """Seeded random questions: own and foreign identifiers, mixes of both, plain English, word bags."""

    KINDS = ("own", "foreign", "mixed", "english", "bag", "canary")

    def __init__(self, tenants: list[Tenant], seed: int) -> None:
        self.rng = random.Random(seed)
        self.tenants = tenants
        texts = [text for t in tenants for text in (*t.manuals.values(), t.spec)]
        self.vocabulary = sorted({w for text in texts for w in _TOKEN.findall(text)})

    def visible(self, asker: str) -> list[Tenant]:
        return [t for t in self.tenants if t.scope in visible_scopes(asker)]

    def foreign(self, asker: str) -> list[Tenant]:
        return [t for t in self.tenants if t.scope not in visible_scopes(asker)]

    def probes(self, count: int) -> list[Probe]:
        return [self.probe(ASKERS[i % len(ASKERS)], self.KINDS[(i // len(ASKERS)) % len(self.KINDS)])
                for i in range(count)]

    def probe(self, asker: str, kind: str) -> Probe:
        rng = self.rng
        own = [i for t in self.visible(asker) for i in t.identifiers]
        alien = [i for t in self.foreign(asker) for i in t.identifiers]
        if kind == "own":
            words = rng.sample(own, rng.randint(1, 3))
        elif kind == "foreign":
            words = rng.sample(alien, rng.randint(1, 3))
        elif kind == "canary":
            words = [rng.choice(self.foreign(asker)).canary, *rng.sample(self.vocabulary, rng.randint(0, 3))]
        elif kind == "mixed":
            words = rng.sample(own, 1) + rng.sample(alien, rng.randint(1, 2)) + rng.sample(self.vocabulary, 3)
        elif kind == "english":
            topic, topic2 = rng.sample(TOPICS, 2)
            sentence = rng.choice(ENGLISH).format(verb=rng.choice(VERBS), topic=topic, topic2=topic2)
            return Probe(asker, f"{sentence} {rng.choice(['', 'Thanks!', 'Please be brief.', *SHARED_COMMANDS])}"
                         .strip(), kind)
        else:
            words = rng.sample(self.vocabulary, rng.choice([1, 2, 5, 12, 40]))
        rng.shuffle(words)
        return Probe(asker, " ".join(words) if kind != "own" else _ask_about(rng, words), kind)


def _ask_about(rng: random.Random, identifiers: list[str]) -> str:
    template = rng.choice(["What does {} do?", "How do I use {}?", "{}", "When is {} printed and how do I fix it?",
                           "What is the reset value and offset of {}?"])
    return template.format(" and ".join(identifiers))


def tokens(text: str) -> set[str]:
    return set(_TOKEN.findall(text))
