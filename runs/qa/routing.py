"""Whether a question the run agent could answer belongs to the runs or to the other stores of the asker's scope.

One Slack channel may see runs, specs and manuals at once, and a question that names nothing of the runs ("is the
default placement legalizer multithreaded?") still resolves to some run figure or run described by one of its words.
Routing goes by evidence, in this order: what the question names (a design, module or cell of the runs keeps it; an IP,
register, command or option the other stores define takes it), whether it ranges over the runs, whether it asks for a
way to act, whether it names a flow step none of the runs performed, and last which store's content holds the words
only one side holds.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from runs.qa import flow_steps, grammar, simulations
from runs.qa.entities import Entities
from runs.qa.graph_queries import RunTools
from runs.qa.query import Query
from text import english
from text.tokens import content_terms, fold

RUN_WORDS = re.compile(r"\b(designs?|runs?|jobs?|synthesi\w*|netlist|yosys|opensta|sta|log|timing report|it|them|they)\b",
                       re.IGNORECASE)
"""Words that put a question about runs: the runs themselves, their artifacts and the tools that wrote them."""
_CHOOSING = frozenset({"which", "any", "every", "each", "all", "some", "no"})
"""Interrogative and quantifying determiners (closed classes of English): before a noun for runs they range over the
runs ("does any design hold a lumen counter"), not one of them."""
_SENTENCE_END = re.compile(r"[.?!;:]\s+")
"""Where a chat question's clauses part: ``text.sentences`` keeps a lower-case word after a stop in the sentence (in a
manual it is a file or command name), but a chat request often opens in lower case ("... paths. can I force it?")."""


@dataclass(frozen=True)
class Elsewhere:
    """The other stores of the asker's scope, as routing needs them: whether they hold anything, whether they name
    what the question names (a register or IP of the specs, a command or option a manual spells), and which of the
    question's content terms their best passages for it hold."""

    holds: Callable[[], bool]
    names: Callable[[Collection[str]], bool]
    """Given the words the runs hold: a register or field the runs also spell ("fifo") is no evidence either way."""
    defines: Callable[[Collection[str]], bool]
    """As ``names``, without an IP's name: a register, field, signal, command or option the runs do not spell."""
    covers: Callable[[Collection[str]], set[str]]
    spells: Callable[[Collection[str]], set[str]] = field(default=lambda words: set())
    """The given words a manual spells: the tool, command or cell a general question is about."""


def belongs_elsewhere(question: str, found: Entities, query: Query, tools: RunTools, elsewhere: Elsewhere,
                      set_by_runs: bool = False) -> bool:
    """A question that names nothing only the runs hold and does not range over them belongs to the manuals or specs
    when they name what it names, or, when they hold anything, when it asks what to do, names a flow step no visible
    run performed, or its content is theirs more than the runs'. A design its words describe (in the run's comments
    or name, not only by meaning) keeps a question that asks something of that run (a figure, a filter, its records)
    unless the other stores define a name it gives that the runs do not spell (a register, a field, a command), or
    they name what it names (an IP too), or it asks what to do, and their content holds it better: "the
    UART's deepest RX watermark and its field encoding" is the UART spec's, though a run's comments say "UART".
    ``set_by_runs``: the question gives a parameter's value a run's script sets ("the 8-deep fifo"), one more piece
    of the runs' evidence."""
    if ranges_over_runs(question):
        return False
    if asks_of_a_tool(question, found, elsewhere):
        return True  # "what does dfflibmap do": the manual's, though the runs' logs spell dfflibmap
    if named_in_runs(found):
        return False
    ours = run_terms(tools)
    if found.described in ("name", "comments", "profile") and asks_of_runs(question, query):
        if elsewhere.defines(ours):
            return True  # "the RXBLVL bits of the uart": a field of the UART spec, though a run is a UART
        return ((elsewhere.names(ours) or (asks_what_to_do(question) and elsewhere.holds()))
                and _content_elsewhere(question, ours, elsewhere, _run_evidence(found, query, tools) + set_by_runs))
    if elsewhere.names(ours):
        return True
    if not elsewhere.holds():
        return False
    return (asks_what_to_do(question) or bool(flow_steps.steps_not_run(question, tools.design_names(), tools))
            or _content_elsewhere(question, ours, elsewhere, _run_evidence(found, query, tools) + set_by_runs))


def asks_of_a_tool(question: str, found: Entities, elsewhere: Elsewhere) -> bool:
    """Whether the question asks what a tool, a command or a cell type is, does or can do, in general: the subject of
    a present or ability clause is a name a manual spells ("what does dfflibmap do", "can yosys infer a memory with
    asynchronous writes", "what does the cell name $_SDFFE_PP0P_ mean"), or it asks what to do about a cell type a
    manual spells ("... $_SDFFE_PP0P_ cells. how do I decode that name?"), and no run is named or pointed at (no
    design but one matched by words alone, no module, no absent name, no past tense, no "the design" or "our log").
    The runs' logs spell the same commands and cells; only the manual says what they are."""
    if found.of("module") or found.absent or (found.designs and found.described != "profile"):
        return False
    words = re.findall(r"[a-z0-9_$]+", question.lower())
    if grammar.points_at_runs(words) or not elsewhere.holds():
        return False
    names = [word for word in grammar.general_subjects(words) if not english.common(word)]
    cells = [cell.lower() for cell in found.of("cell")]
    if cells and not (set(cells) & set(names) or asks_what_to_do(question)):
        return False  # "how many $_DFF_P_ cells are there": the runs' count
    return bool(elsewhere.spells([*names, *cells]))


def asks_what_to_do(question: str) -> bool:
    """Whether a sentence of the question asks for a way to act: the request often follows the problem's statement
    ("hold fixing skips some paths. can I force it?")."""
    return any(grammar.asks_what_to_do(re.findall(r"[a-z]+", sentence))
               for sentence in _SENTENCE_END.split(question.lower()))


def _content_elsewhere(question: str, held: set[str], elsewhere: Elsewhere, evidence: int) -> bool:
    """Whether more of the question's content terms are held only by the other stores' best passages for it than
    only by the runs (``held``: their files, messages, names and the figures they report), with ``evidence`` more
    for the runs. Terms both hold say nothing."""
    asked = content_terms(question)
    ours = asked & held
    theirs = elsewhere.covers(asked)
    return len(theirs - ours) > len(ours - theirs) + evidence


def _run_evidence(found: Entities, query: Query, tools: RunTools) -> int:
    """What the question's parse finds of the runs beside its words: a run it describes, and the figure it asks
    reported by that run ("the spi master power estimate")."""
    figure = bool(query.metric) and any(tools.metric(design, query.metric) is not None for design in found.designs)
    return bool(found.designs) + figure


def run_terms(tools: RunTools) -> set[str]:
    """The visible runs' words as ``content_terms`` spells a question's: lower case, plurals folded, joined names
    with their parts."""
    words = {word.lower() for word in tools.vocabulary()}
    words |= {part for word in words if "_" in word for part in word.split("_") if part}
    return {fold(word) for word in words}


def named_in_runs(found: Entities) -> bool:
    """Whether the question names what only the runs hold: a design by its name (not by a description), a module,
    a cell, or a name no store of the scope holds (said to be absent)."""
    return bool((found.designs and not found.described) or found.of("module") or found.of("cell") or found.absent)


def ranges_over_runs(question: str) -> bool:
    """Whether the question says it asks of the runs as a set: a plural noun for runs ("the designs"; not a kind of
    thing a tool is asked about, "can the tool handle designs with latches"), the runs as one collection ("across
    the set"), or one chosen or counted among them ("which run", "any design")."""
    words = re.findall(r"[a-z]+", question.lower())
    plural = any(word.endswith("s") and word[:-1] in grammar.DESIGN_NOUNS and not grammar.generic_plural(words, at)
                 for at, word in enumerate(words))
    return plural or bool(_THE_COLLECTION.search(question)) or any(word in _CHOOSING and grammar.DESIGN_NOUNS & set(_noun_phrase(words[at + 1:at + 4]))
                         for at, word in enumerate(words))


_THE_COLLECTION = re.compile(r"\b(?:across|over|in|throughout)\s+(?:the|this)\s+(?:whole\s+|entire\s+)?"
                             r"(?:set|batch|lot|suite|collection)\b", re.IGNORECASE)
"""The runs said as one collection after a preposition ("sim results across the set"): every run, not one."""


def _noun_phrase(words: list[str]) -> list[str]:
    """The words up to a preposition: "every instance of one cell" chooses instances, not runs ("one")."""
    return list(itertools.takewhile(lambda word: word not in grammar.PREPOSITIONS, words))


def asks_of_runs(question: str, query: Query) -> bool:
    """Whether the question asks something only a run answers: a figure, a filter, an operator over runs, an analysis
    of a run's records, or words for runs, their artifacts or a simulation."""
    return bool(query.metric or query.filter or query.op or query.analyses or runs_said(question))


def runs_said(question: str) -> bool:
    """Words for runs, their artifacts, the tools that wrote them or a simulation (a simulation is a run too)."""
    return bool(RUN_WORDS.search(question) or simulations.ASKED.search(question))
