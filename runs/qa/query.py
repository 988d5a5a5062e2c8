"""Question understanding from the catalogue: which metric, which operation, filter and analysis.

Lexical first: catalogue aliases are matched as stemmed phrases on the words left after the
resolved names are removed, the longest match winning (``worst negative slack`` beats
``slack``); the metric's words are then not read again as an operation (``worst slack`` of one
design is a lookup, not a ranking). When no alias matches, an embedding similarity between the
question and each catalogue entry's description picks the metric, above a threshold. A question
nothing maps to gets an empty ``Query``: the agent says what it can compute instead of guessing.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from functools import cache

from runs import metrics
from runs.parse.detect import READ_TOOLS
from runs.qa import grammar
from runs.qa.catalogue import ANALYSES, FILTERS, ISSUE_KINDS, OPERATIONS, QUANTITY, Entry
from text import english
from text.stopwords import STOPWORDS

Similarity = Callable[[str, Sequence[str]], list[float]]
"""(question, texts) -> cosine similarities; the embedding fallback (None offline without a model)."""
EMBED_THRESHOLD = 0.42
_WORD = re.compile(r"[a-z0-9_^'\-]+")
_PHRASE_END = re.compile(r"[,;:?!]|\s-+\s")
_PERIOD_UNITS = {"ns": 1.0, "nanosecond": 1.0, "nanoseconds": 1.0, "ps": 1e-3, "picosecond": 1e-3, "picoseconds": 1e-3}
"""Time units a question gives a clock period in, as nanoseconds per unit."""
_FREQUENCY_UNITS = {"mhz": 1e3, "megahertz": 1e3, "ghz": 1.0, "gigahertz": 1.0}
"""Frequency units, as the period in nanoseconds of one unit."""
UNIT_WORDS = frozenset(_PERIOD_UNITS) | frozenset(_FREQUENCY_UNITS) | {"um", "micron", "microns", "um2", "um^2"}
"""Every unit a question may state a quantity or ask an answer in: words the product knows, never names."""
TIME_QUANTITY = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(" + "|".join(sorted({**_PERIOD_UNITS, **_FREQUENCY_UNITS},
                                                                             key=len, reverse=True)) + r")\b", re.IGNORECASE)
"""A period or a frequency the question states (``3.5 ns``, ``250 MHz``)."""
_THRESHOLD = re.compile(r"(?:\b(?P<word>(?:more|greater|larger|bigger|higher|less|fewer|smaller|lower) than|over|above|"
                        r"under|below|exceeding|at least|at most)\s+|(?P<sign>[<>]=?)\s*)(?P<value>-?\d[\d,]*(?:\.\d+)?|"
                        r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b)"
                        r"(?!\s*(?:%|x\b|designs?\b|runs?\b|blocks?\b|modules?\b|times\b|of\b))", re.IGNORECASE)
"""A bound on a metric's value ("more than 250 cells", "slack below -0.5 ns", "area >= 50000"); never a count of
designs ("over 3 designs"), a share or a ratio."""
_COUNT_WORDS = {word: n for n, word in enumerate(
    ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"))}
"""Small numbers as a question spells them ("at least one error")."""
_BOUNDS = {"more than": ">", "greater than": ">", "larger than": ">", "bigger than": ">", "higher than": ">",
           "over": ">", "above": ">", "exceeding": ">", "at least": ">=", "less than": "<", "fewer than": "<",
           "smaller than": "<", "lower than": "<", "under": "<", "below": "<", "at most": "<="}
_NOT_A_PERIOD = re.compile(r"\s*(?:of\s+)?(?:slack|margin|delay|arrival|uncertainty|skew|latency|setup|hold)\b",
                           re.IGNORECASE)
"""A time followed by what it measures on a path ("19 ns slack", "2 ns of hold"): a value said, not a period."""
_MEASURES = frozenset({"ns", "MHz", "um^2", "pF", "s", "MB", ""})
"""Units of measured figures: having none of one is not reporting it, while having no paths or warnings is a count
of zero."""
_CLOCKED = re.compile(r"\b(?:clock|clk|period|cycle|frequency|fmax|timing)", re.IGNORECASE)
_PROPOSED = re.compile(r"(?:\b(?:at|to|from|with)|@)\s*(?:about\s+|around\s+|~\s*)?$", re.IGNORECASE)
"""A time is a clock period to try when the question speaks of the clock or of timing, or sets it "at 3 ns", "to 4 ns",
"@ 5ns"; elsewhere it is a value said of something ("an INVX1 taking 1.85ns"), not a period."""
_JOINED = re.compile(r"\s*(?:,|vs\.?|versus|or|and|against|->|=>)\s*", re.IGNORECASE)
"""What joins a second time to a period said before it ("at 2ns vs 2.5ns", "at 3, 4 or 5 ns"): one more period."""
_ATTEMPT = re.compile(r"[\s-]*(?:[\w.]+\s+)?(?:attempts?|runs?|reports?|tries|try|targets?|constraints?|points?)\b",
                      re.IGNORECASE)
"""A time naming a timing attempt ("the 3 ns attempt", "the 5ns pipe_adder32 run", "the 10ns point of the sweep"): that
attempt's clock period."""
_PRECISION = re.compile(r"\b(?:nearest|within|resolution|precision|granularity|steps?)(?:\s+of)?\s*$", re.IGNORECASE)
"""A quantity after these is how finely to answer ("to the nearest 0.01 ns"), not a clock period to try."""


_VERB_FORMS_OF_CHECKS = frozenset({"holds", "holding", "held"})
"""Inflections that make a timing check's name a verb: the checks (setup, hold, recovery, removal) are nouns in a
question, and only ``hold`` is also a common verb, so its verb forms keep their surface and match no check."""
_SIBILANT_ES = ("ses", "xes", "zes", "ches", "shes")
"""Plurals that add -es after a hissing sound; every other -es plural is the word's own e plus s."""
_SHORT_FORMS = {"minimum": "min", "maximum": "max"}
"""Words timing tools print abbreviated (``min``/``max`` path delays): the long and short forms are one word."""


def stem(word: str) -> str:
    """A crude stem, enough to let ``violates``/``violating`` and ``designs``/``design`` meet (and a possessive its
    noun: "the top module's cells" speaks of the top module)."""
    word = word.removesuffix("'s").strip("'-")
    word = _SHORT_FORMS.get(word, word)
    if word in _VERB_FORMS_OF_CHECKS:
        return word  # "the line only holds an end": a verb, never the hold check
    for suffix in ("ing", "ed", "es", "s"):
        if suffix == "s" and word.endswith("ss"):
            break  # miss, pass, process: a double s is the word's own, not a plural
        if suffix == "es" and not word.endswith(_SIBILANT_ES):
            continue  # gates is gate + s (gate, gates meet); latches, boxes, passes take -es
        if len(word) - len(suffix) >= 3 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    return word[:-1] if len(word) > 4 and word.endswith("e") else word


def tokens(text: str) -> list[str]:
    return [stem(w) for w in _WORD.findall(text.lower().replace("-", " ").replace("?", " "))]


@dataclass
class Match:
    """An alias found in the question: which entry, how many words, where."""

    name: str
    length: int
    start: int


def find_phrases(words: Sequence[str], entries: Sequence[tuple[str, Sequence[str]]],
                 taken: set[int] | None = None) -> list[Match]:
    """Every (entry, alias) whose stemmed words occur contiguously in ``words`` outside ``taken``."""
    taken = taken or set()
    found = []
    for name, aliases in entries:
        best: Match | None = None
        for alias in aliases:
            phrase = tokens(alias)
            n = len(phrase)
            for i in range(len(words) - n + 1):
                if words[i:i + n] == phrase and not taken & set(range(i, i + n)):
                    if best is None or n > best.length:
                        best = Match(name, n, i)
                    break
        if best:
            found.append(best)
    return sorted(found, key=lambda mt: -mt.length)


@dataclass
class Query:
    """A question as an operation over the catalogue."""

    metric: str = ""
    op: str = ""
    filter: str = ""
    analyses: list[str] = field(default_factory=list)
    issue_kinds: list[str] = field(default_factory=list)
    quantity: bool = False
    period_ns: float | None = None
    periods_ns: list[float] = field(default_factory=list)
    """Every clock period the question states (``from 5 ns to 6 ns``: both; the tool picks the new one)."""
    metrics: list[str] = field(default_factory=list)
    """Every metric named, in question order (``input and output delays``); ``metric`` is the longest."""
    top_n: int = 0
    statistics: list[str] = field(default_factory=list)
    """Every summary statistic the question names when it asks several (``mean and median``: both), in question
    order; ``op`` is one of them."""
    via: str = ""
    """How the metric was chosen: ``alias`` or ``embedding`` (empty when none was)."""
    words: list[str] = field(default_factory=list)
    """The question's stemmed words, names removed (tools that take a focus word read them)."""
    clauses: list[list[str]] = field(default_factory=list)
    """The same words cut where punctuation ends a phrase ("at 7.5 ns, is it fast enough": a clause opens at ``is``)."""
    metric_words: int = 0
    analysis_words: int = 0
    """How many words the metric's and the first analysis's aliases matched: the more specific one leads."""
    ratio: tuple[str, str] | None = None
    """A derived metric ``numerator / denominator`` (``area per cell``), when the question asks for one."""
    negated: bool = False
    """Whether the filter is the complement of the words' own (``designs that did not fail``)."""
    within: str = ""
    """A run-outcome filter the ``filter`` applies within (``succeeded`` for "synthesized but never timed")."""
    among: str = ""
    """A second metric said as what the runs have (``the runs with an area``): the runs reporting it are the ones the
    asked figure is taken over."""
    bound: tuple[str, float] | None = None
    """A bound the metric's value must meet, as (``>``, ``>=``, ``<`` or ``<=``, value): "more than 250 cells"."""
    path_part: bool = False
    """Whether an extreme is said of what lies on a timing path (``the slowest gate on its worst path``)."""
    alike: bool = False
    """Whether sameness or difference is said of the figure (``the same clock period``): over many runs, the runs
    that share a value are the answer."""

    def to_json(self) -> dict[str, object]:
        """The parse as shown by ``--json``: why an answer was chosen."""
        return {"metric": self.metric, "metrics": self.metrics, "via": self.via, "operator": self.op,
                "filter": self.filter, "within": self.within, "among": self.among, "negated": self.negated, "ratio": list(self.ratio) if self.ratio else None,
                "analyses": self.analyses, "issue_kinds": self.issue_kinds, "periods_ns": self.periods_ns,
                "top_n": self.top_n, "quantity": self.quantity, "bound": list(self.bound) if self.bound else None,
                "path_part": self.path_part, "alike": self.alike}

    @property
    def analysis(self) -> str:
        return self.analyses[0] if self.analyses else ""

    def asks(self, *names: str) -> bool:
        return any(name in self.analyses for name in names)


def _entries(items: Sequence[Entry]) -> list[tuple[str, Sequence[str]]]:
    return [(e.name, e.aliases) for e in items]


def _metric_entries() -> list[tuple[str, Sequence[str]]]:
    return [(s.name, (*s.synonyms, s.label)) for s in metrics.SPECS]


@cache
def _description_pairs() -> dict[tuple[str, str], str]:
    """Two adjacent content words of one metric's definition (its description's first clause) that no other has and no
    catalogue name uses (``sensitive storage`` of the latches' "level-sensitive storage elements"): a question may
    name a metric by what it is rather than by a name. A timing check's slack may share one of the two with a name
    (``reset release`` of the recovery slack's "asynchronous reset release margin"): its definition is what tells
    the checks apart."""
    owners: dict[tuple[str, str], set[str]] = {}
    named = {word for _, aliases in [*_metric_entries(), *_entries(ANALYSES), *_entries(FILTERS), *_entries(OPERATIONS),
                                     *ISSUE_KINDS.items()] for alias in aliases for word in tokens(alias)}
    function_words = {stem(word) for word in STOPWORDS} | STOPWORDS
    for spec in metrics.SPECS:
        said = tokens(re.split(r"[,;:(]", re.sub(r"^\w+: ", "", spec.description))[0])  # what it is, not its details
        for pair in zip(said, said[1:], strict=False):
            shared = set(pair) & named  # a check's slack gives way only when both words are the catalogue's
            reads_catalogue = shared == set(pair) if spec.name in _CHECK_SLACKS else bool(shared)
            if not set(pair) & function_words and not reads_catalogue and all(
                    word.isalpha() and len(word) >= 4 for word in pair):
                owners.setdefault(pair, set()).add(spec.name)
    return {pair: next(iter(names)) for pair, names in owners.items() if len(names) == 1}


_CLOCK_FIGURES = frozenset({metrics.CLOCK_PERIOD, metrics.GENERATED_CLOCK_PERIOD})


def _printed_by_command(words: Sequence[str]) -> Match | None:
    """The one metric whose source is a command the question writes whole ("the report_wns value": what
    ``report_wns`` printed), when no alias named one. A command several metrics come from (``report_power``'s
    rows) names none of them."""
    for at, word in enumerate(words):
        if "_" in word and len(sources := [spec.name for spec in metrics.SPECS
                                           if word in _command_stems(spec.provenance)]) == 1:
            return Match(sources[0], 1, at)
    return None


@cache
def _command_stems(provenance: str) -> frozenset[str]:
    """The commands a metric's source names (``report_wns``), stemmed as the question's words are."""
    return frozenset(stem(name) for name in re.findall(r"[a-z]+_[a-z_]+", provenance.lower()))


def _described_metric(words: Sequence[str]) -> Match | None:
    """The metric whose description shares a pair of adjacent content words with the question, the first said."""
    pairs = _description_pairs()
    return next((Match(pairs[pair], 2, i) for i, pair in enumerate(zip(words, words[1:], strict=False)) if pair in pairs),
                None)


_QUOTED = re.compile(r"(?<![\w'])['\"`\u2018\u201c]([^'\"`\u2019\u201d]{3,}?)['\"`\u2019\u201d](?![\w'])")
"""Text a question quotes: a tool's own printed words, when it quotes the line a figure sits on."""


def _modified_noun_first(words: Sequence[str], hits: list[Match]) -> list[Match]:
    """A one-word alias that is a superlative (``slowest``, of the run time) right before another metric's name
    modifies that noun: "the slowest clock" asks for the clock's period, not the CPU time."""
    marks = {extreme.index for extreme in grammar.extremes(words)}
    for hit in hits:
        noun = next((other for other in hits if other.start == hit.start + 1), None)
        if hit.length == 1 and hit.start in marks and noun is not None:
            return [noun, *(other for other in hits if other is not noun and other is not hit)]
    return hits


def _quoted_metric(question: str, words: Sequence[str]) -> Match | None:
    """The one metric whose printed source line holds every word a quoted fragment holds, in order (``'Warnings:
    ... total'`` is Yosys's closing summary, not the count of warning lines). Placeholders (``...``, numbers,
    single letters) stand for the values; a fragment needs two words, and only the words, not the question's
    phrasing, are compared with the catalogue's provenance."""
    for fragment in _QUOTED.findall(question):
        said = [w for w in tokens(fragment) if len(w) > 1 and not w.isdigit()]
        if len(said) < 2:
            continue
        owners = [spec.name for spec in metrics.SPECS if _in_order(said, tokens(spec.provenance))]
        if len(owners) != 1:
            continue
        if said[0] not in words or said[-1] not in words:  # quoted in an aside the question's words leave out
            return Match(owners[0], 0, len(words))
        start = words.index(said[0])
        end = max(i for i, w in enumerate(words) if w == said[-1])
        return Match(owners[0], max(1, end - start + 1), start)
    return None


def _in_order(wanted: Sequence[str], text: Sequence[str]) -> bool:
    remaining = iter(text)
    return all(word in remaining for word in wanted)


def _refines(alias: Match, described: Match, words: Sequence[str]) -> bool:
    """Whether the words of a check's definition qualify a slack named by a general word: "the reset-release margin"
    is the recovery slack, not the setup slack "margin" alone would be. Only a setup slack named without ``setup``
    gives way, and only to another check's slack; and the cells, to a definition said right before them."""
    general = alias.name == metrics.SETUP_WS and stem("setup") not in words
    qualified = alias.name == metrics.CELLS and described.start + described.length == alias.start  # "level-sensitive
    # storage cells": the definition said before the cells says which cells
    return qualified or general and described.name in _CHECK_SLACKS and not _span(described) & _span(alias)


def _said_at(words: Sequence[str], metric: str) -> set[int]:
    """Every position where any name of ``metric`` occurs (``mean silicon size ... area figure``: both)."""
    names = next((aliases for name, aliases in _metric_entries() if name == metric), ())
    found: set[int] = set()
    for alias in names:
        phrase = tokens(alias)
        found |= {j for i in range(len(words) - len(phrase) + 1) if words[i:i + len(phrase)] == phrase
                  for j in range(i, i + len(phrase))}
    return found


def _slack_entries() -> list[tuple[str, Sequence[str]]]:
    return [entry for entry in _metric_entries() if entry[0] in SLACKS]


_PORTION = re.compile(r"\bhow much of (?:the|its|their|this|that)\b", re.IGNORECASE)
"""A quantity of a definite whole ("how much of the timer"): the portion a part takes of it (not "how much of a
difference", an amount)."""
_FROM = re.compile(r"\bfrom\s*$", re.IGNORECASE)
"""A period said after "from" is where a change starts (the current period), not one proposed."""


def understand(question: str, names: Sequence[str] = (), similarity: Similarity | None = None) -> Query:
    """Map ``question`` to a ``Query``; ``names`` are its resolved entity words (not read as metric words)."""
    text = question
    for name in sorted(names, key=len, reverse=True):  # a description is said in any case and punctuation
        spelled = r"\W+".join(map(re.escape, name.split()))
        text = re.sub(rf"(?<![\w]){spelled}(?![\w])", " ", text, flags=re.IGNORECASE)
    written = set(re.findall(r"[a-z]+", text.lower()))
    words = _unabbreviated(tokens(text), written)
    main = _unabbreviated(tokens(_PARENTHETICAL.sub(" ", text)), written)
    if main != words and _speaks(main) and any(_defines(tokens(aside)) for aside in _PARENTHETICAL.findall(text)):
        words = main  # "min period (period minus worst slack)": an aside that computes defines, it does not ask
    query = Query(words=words, clauses=[said for part in _PHRASE_END.split(text) if (said := tokens(part))])
    classed = grammar.classifying(words)  # "is that a real problem": what the asker suspects, no figure of that name
    unclassed = [word if i not in classed else "|" for i, word in enumerate(words)]
    metric_hits = find_phrases(words, _metric_entries(), classed) + find_phrases(
        _elided(unclassed), _metric_entries(), set(range(len(words) + 1)))
    target = grammar.mapping_target(words)  # "mapped to standard cells": the library, not the cell count
    metric_hits = [hit for hit in metric_hits if not _span(hit) <= target and not (
        hit.name in _CLOCK_FIGURES and words[hit.start + hit.length:hit.start + hit.length + 1] == [stem("domain")])]
    # "the divided-clock domain": the clock names the domain asked of, not its period
    metric_hits = [hit for hit in _modified_noun_first(words, metric_hits)  # "the worst setup path": the path asked,
                   if words[hit.start:hit.start + 3] != [*tokens("worst setup"), stem("path")]]  # not its slack alone
    quoted = _quoted_metric(question, words)
    metric_hits = [quoted] if quoted else metric_hits  # the printed line a figure sits on names it exactly
    described = _described_metric(words)
    if described and metric_hits and _refines(metric_hits[0], described, words):
        metric_hits = [described, *metric_hits[1:]]  # "the reset-release margin": a slack the definition names
    elif metric_hits:
        described = None
    metric_hits = metric_hits or ([described] if described else [])  # "level-sensitive storage": the latches
    metric_hits = metric_hits or [hit for hit in (_printed_by_command(words),) if hit is not None]
    metric_span: set[int] = set()
    if metric_hits:
        best = metric_hits[0]
        query.metric, query.metric_words = best.name, best.length
        query.via = "printed" if quoted else "description" if described else "alias"
        metric_span = _span(best)
        used = set(metric_span)
        for hit in metric_hits[1:]:
            if not _span(hit) & used:
                used |= _span(hit)
                query.metrics.append(hit.name)
        query.metrics = list(dict.fromkeys([best.name, *query.metrics]))
        if query.metric == metrics.SETUP_WS and metrics.HOLD_WS in query.metrics and stem("setup") not in words:
            query.metric = metrics.HOLD_WS  # "the worst hold margin": a slack word the check kind qualifies
            query.metrics = list(dict.fromkeys([metrics.HOLD_WS, *query.metrics]))
        if query.metric == metrics.HOLD_WS and stem("setup") not in words:  # "min-delay margin": one slack, of hold
            query.metrics = [name for name in query.metrics if name != metrics.SETUP_WS]
    if len(metric_hits) > 1 and (among := _among(words, metric_hits)) is not None:  # "cells over the runs with area"
        query.among = among.name
        best = next(hit for hit in metric_hits if hit.name != among.name)
        held = best.name == metrics.SETUP_WS and among.name == metrics.HOLD_WS  # "the runs that report hold paths:
        if query.metric == among.name and not held:  # the most hold margin" asks the hold slack still
            query.metric, query.metric_words, metric_span = best.name, best.length, _span(best)
        query.metrics = [name for name in query.metrics if name != among.name or name == query.metric]
    counted = _counted(words, metric_hits)
    if counted is not None and counted.name != query.metric:  # "count of endpoints with negative slack": endpoints
        query.metric, query.metric_words, metric_span = counted.name, counted.length, _span(counted)
        query.metrics = list(dict.fromkeys([counted.name, *query.metrics]))
    filters = [f for f in find_phrases(words, _entries(FILTERS))
               if (not _span(f) & metric_span or _span(f) > metric_span)
               and not (f.start and words[f.start - 1] in grammar.USE_WORDS and not grammar.modifies_next(
                   words, f.start + f.length))]  # "used flatten" names a command; "used generic synth", a kind of run
    kinds = [f for f in filters if f.name in _RUN_KINDS]
    if kinds and len(kinds) < len(filters):  # "any hierarchical (non-flattened) mapped run?": the hierarchy among the
        filters = [f for f in filters if f.name not in _RUN_KINDS]  # mapped runs
        query.within = kinds[0].name
    if filters:
        query.filter = filters[0].name
        if grammar.negated(words, filters[0].start) and query.filter in COMPLEMENT:
            query.filter, query.negated = COMPLEMENT[query.filter], True
        if _span(filters[0]) > metric_span and metric_span:  # "negative slack": the filter says it all; a metric
            rest = [hit for hit in metric_hits if not _span(hit) & _span(filters[0])]  # said beside it is the one
            query.metric, query.via, metric_span = (rest[0].name, "alias", _span(rest[0])) if rest else ("", "", set())
            query.metrics = [rest[0].name] if rest else query.metrics  # asked ("smallest period with non-negative slack")
    negative = stem("negative")
    signed = next((i for i, word in enumerate(words[:-1]) if word == negative and i not in metric_span and any(
        hit.start == 0 for hit in find_phrases(words[i + 1:], _slack_entries()))), None)
    if not (query.metric or filters) and any(word == negative and grammar.predicated(words, i)
                                             for i, word in enumerate(words)):
        query.metric, query.metrics, query.via = metrics.SETUP_WS, [metrics.SETUP_WS], "grammar"  # "X is negative",
        # "went negative": a sign said of a run with no figure named is its slack's, the one signed figure a run has
    if not filters and signed is not None:  # "no negative margin": a sign said of a slack is an outcome
        query.filter = "meeting" if grammar.negated(words, signed) else "violating"
        query.negated = query.filter == "meeting"
    counted = metric_hits[0] if metric_hits and metric_hits[0].name in HELD_COUNTS else None
    if not filters and counted is not None and (grammar.possessed(words, counted.start) or grammar.selected_by(
            words, counted.start) or grammar.arising_in(words, counted.start)):
        query.filter = "with_issues"  # "the designs with latches": the ones whose count is not zero
        if grammar.negated(words, counted.start):  # "with no latches", "without warnings": the ones at zero
            query.filter, query.negated = "without_issues", True
    metric_at = metric_hits[0].start if metric_hits else -1
    measured = (spec := metrics.spec(query.metric)) is not None and spec.unit in _MEASURES  # "zero violations": a count
    if not query.filter and measured and grammar.negated(words, metric_at) and (
            grammar.possessed(words, metric_at) or grammar.selected_by(words, metric_at)):
        query.filter, query.negated = "unreported", True  # "the runs that have no hold check": those lacking the figure
    step = grammar.timed(question) or grammar.logged(question)  # "never timed", "without a yosys log": by the output
    if step == "with_timing" and query.filter == "unreported":
        query.within, step = step, ""  # "which timed runs have no hold check": the figure's absence among the timed
    if step == "with_timing" and query.metric.startswith(("timing__", "constraint__")):
        step = ""  # "the design timed with the smallest period": a timing figure already keeps the timed runs
    said = [w for w in words if w != stem("timed")] if step and words.count(stem("timed")) == 1 else words
    outcome = grammar.outcome(said, timed=query.metric.startswith("timing__"))  # the participle is no timing outcome
    if outcome and query.filter in ("", *COMPLEMENT) and signed is None:  # the outcome grammar reads the negation itself
        query.filter = outcome
    elif query.filter in ("with_issues", "without_issues") and (adjective := grammar.outcome_adjective(words)):
        query.within = adjective  # "which failed run has zero error lines": the count filter over the failed runs
    if step and query.filter in ("", "succeeded", "failed"):
        query.within = query.filter  # "synthesized but never timed": the report filter over the runs that synthesized
        query.filter, query.negated = step, step.startswith("without_")
    taken = metric_span | {i for f in filters for i in _span(f)} | grammar.unit_phrase(words)
    analyses = _ordered(find_phrases(words, _entries(ANALYSES), (taken - metric_span) | classed), ANALYSES)
    query.analyses = [mt.name for mt in analyses]
    if grammar.refers_to_prior_run(words) and "diff" not in query.analyses:
        query.analyses.insert(0, "diff")
    elif "diff" in query.analyses and grammar.proposes_change(question):  # a change to make: what the run says is wrong
        query.analyses = list(dict.fromkeys("explain" if name == "diff" else name for name in query.analyses))
    if grammar.contrasts(words) and "explain" not in query.analyses and not query.within:  # "X but never timed": both
        query.analyses.insert(0, "explain")
    query.analysis_words = analyses[0].length if analyses else 0
    property_held = next((hit for hit in analyses if hit.name in _FILTER_OF_ANALYSIS and not query.filter and (
        grammar.selected_by(words, hit.start) or grammar.had_by_designs(words, hit.start))), None)
    if property_held is not None:  # "which runs kept hierarchy": the runs that have it, not a listing of their modules
        query.filter = _FILTER_OF_ANALYSIS[property_held.name]
        if grammar.negated(words, property_held.start):
            query.filter, query.negated = COMPLEMENT[query.filter], True
        query.analyses = [name for name in query.analyses if name != property_held.name]
    if "path" in query.analyses and (spec := metrics.spec(query.metric)) and grammar.asks_which_one(question, spec.unit):
        query.metrics = [name for name in query.metrics if name != query.metric]  # "which endpoint is worst": the
        query.metric, metric_span = "", set()  # path's endpoint, not the count of endpoints
    ops = [mt for mt in find_phrases(words, _entries(OPERATIONS), taken)
           if words[mt.start:mt.start + 2] not in (tokens("top module"), tokens("top level"))]  # "the top module's
    # area": the root of the hierarchy, no ranking
    names = [mt.name for mt in ops]
    query.alike = grammar.likens(words, {i for hit in metric_hits for i in _span(hit)})
    query.op = _operator(words, names, metric_span, query.alike)
    if query.op == "worst" and grammar.asks_path_end(question) and "path" not in query.analyses and (
            query.metric in ("", metrics.CLOCK_PERIOD) or query.metric.startswith("timing__setup")):
        query.analyses.insert(0, "path")  # "which output is worst wrt the virtual clock": the worst path's end
        if query.metric in ("", metrics.CLOCK_PERIOD):
            query.metric, query.metrics = metrics.SETUP_WS, [metrics.SETUP_WS]
    query.op, dropped = _one_role(words, ops, query.op, analyses, metric_span | _said_at(words, query.metric))
    ranks = query.op or ("which" in words[:3] and any(w in ("more", "less", "fewer") for w in words))
    if ranks and not query.metric and (printed_by := _printed_by(words)):  # "which ... burns more": a ranking too
        query.metric, query.metrics, query.via = printed_by, [printed_by], "command"  # "of the runs with report_power,
        # which burns the most": the figure the command named prints is what is ranked
    summaries = list(dict.fromkeys(mt.name for mt in sorted(ops, key=lambda mt: mt.start) if mt.name in _SUMMARIES))
    query.statistics = summaries if query.op in summaries and len(summaries) > 1 else []
    query.analyses = [name for name in query.analyses if name not in dropped]
    if grammar.asks_path_role(question) and query.metric in ("", metrics.CLOCK_PERIOD, metrics.FLOPS):
        query.analyses = ["path", *(name for name in query.analyses if name != "path")]  # "the launching flop": the
        query.metric, query.metrics = metrics.SETUP_WS, [metrics.SETUP_WS]  # worst path's start, not a flop count
    query.quantity = bool(find_phrases(words, [(QUANTITY.name, QUANTITY.aliases)]))
    if query.metric == metrics.CELLS and metric_span and "cell_breakdown" not in query.analyses and set(
            words[max(metric_span) + 1:max(metric_span) + 2]) & _KIND_NOUNS:  # "which gate type is most common": the
        query.analyses.append("cell_breakdown")  # cells by their type, whatever word named the cells
        query.analysis_words = max(query.analysis_words, query.metric_words + 1)  # the kind said leads the count
    query.path_part = grammar.extreme_inside_path(words)
    # "what period could it hit": a period no run was given, what the design can reach ("would it pass at 10 ns"
    # supposes a given one; "how low can it go before setup fails" is the sweep's shortest passing period)
    capable = grammar.supposes(words) and not (query.op or TIME_QUANTITY.search(question) or grammar.until_failure(words))
    targets = [said for said in TIME_QUANTITY.finditer(question) if not _FROM.search(question[:said.start()])]
    headroom = "whatif" in query.analyses and not targets and (query.quantity or "far" in words)  # "how much could
    # we tighten the clock from 10ns": a change with no period to change to asks how far it can go
    if query.metric == metrics.CLOCK_PERIOD and (grammar.needed(words, metric_at) or capable or headroom):
        query.metric, query.metrics = metrics.MIN_PERIOD, [metrics.MIN_PERIOD, *query.metrics[1:]]
        query.analyses = [name for name in query.analyses if name != "path"]  # "the period X needs": its shortest
    if query.metric == metrics.CLOCK_PERIOD and grammar.until_failure(words):
        query.analyses = ["min_period", *(name for name in query.analyses if name not in ("min_period", "status"))]
        query.filter = ""  # "how short can the period go before setup fails": the shortest period that passes
    if grammar.counts_designs(words, 3 if query.metric else 5) and not query.analyses and query.op in ("", "count"):
        query.op = "count"
    if not query.op and _PORTION.search(question):
        query.op = "share"  # "how much of the timer is the prescaler": a part's portion of a definite whole
    spans = [(hit.name, _span(hit)) for hit in metric_hits if hit.start < len(words)]
    spans = [(name, span) for name, span in spans if not any(span < other for _, other in spans)]  # "slack" of "total negative slack"
    query.ratio = grammar.ratio(words, spans, _aggregate_words())
    _size_and_period(query, words)
    if query.quantity and not query.op and query.metric in HELD_COUNTS and _ALL_TOLD & set(words):
        query.op = "sum"  # "how many error lines overall": the count over every run
    if not query.filter and _keeps_hierarchy(words):
        query.filter = "hierarchical"  # "a hierarchy-preserving synthesis", "keep the hierarchy": a build that keeps it
    query.issue_kinds = [mt.name for mt in find_phrases(words, list(ISSUE_KINDS.items()))]
    if query.quantity and query.issue_kinds and not query.metric and not query.filter:
        query.metric, query.metrics = metrics.WARNINGS, [metrics.WARNINGS]  # "count of conflicting-driver messages"
        query.analyses = ["issues", *(name for name in query.analyses if name != "issues")]
    if any(hit.name == "issues" and hit.start and words[hit.start - 1] in ("what", "which") for hit in analyses):
        query.analyses = ["issues", *(name for name in query.analyses if name != "issues")]  # "what warning came out
        # of reading the sdc": the warnings are what is asked; the file says which
    names_a_problem = query.issue_kinds or query.asks("issues") or query.filter in ("violating", "failed")
    if grammar.asks_procedure(words) and names_a_problem and not query.asks("explain"):
        query.analyses.insert(0, "explain")  # "how would you get rid of the latches": causes and usual fixes
    elif query.issue_kinds and grammar.polar(words) and not (query.quantity or query.metric or query.asks("explain")):
        query.analyses.insert(0, "explain")  # "does the resize warning break the result": what the record means
    if similarity is not None and not (query.metric or query.filter or query.analyses or query.op or query.issue_kinds):
        query.metric = _by_embedding(question, similarity)  # last resort: nothing in the grammar or catalogue spoke
        query.via = "embedding" if query.metric else ""
    if query.op != "sum" and query.metric in (metrics.SETUP_WS, metrics.SETUP_WNS) and _summed_negative(words, metric_span):
        query.metric, query.metrics = metrics.SETUP_TNS, [metrics.SETUP_TNS]  # "the largest total of negative margin"
        query.metric_words = 3
    if query.metric in metrics.NEGATIVE_AMOUNTS and query.op in ("max", "min"):
        query.op = "worst" if query.op == "max" else "best"  # "the largest negative slack" is the most negative
    of_slack = not query.metric or query.metric.startswith("timing__setup")  # "total area of the failing ones" is area
    if query.op == "sum" and not query.quantity and query.metric != metrics.SETUP_TNS and (
            (query.filter == "violating" and of_slack) or query.metric == metrics.SETUP_WS):
        query.metric, query.filter, query.op = metrics.SETUP_TNS, "", ""  # summed negative slack is what TNS is
        query.metric_words = 3
    bound = _THRESHOLD.search(question) if query.metric else None
    if bound is not None and query.filter == "violating" and query.metric in (
            metrics.SETUP_VIOLATIONS, metrics.HOLD_VIOLATIONS) and _bound_value(bound) <= 1:
        bound = None  # "at least one violated path" is the violating filter itself, over every check
    if bound is not None:  # "more than 250 cells": a filter on the metric, not a difference nor a period to try
        side = _BOUNDS[bound.group("word").lower()] if bound.group("word") else bound.group("sign")
        query.bound = (side, _bound_value(bound))
        query.op = "count" if query.quantity or query.op == "count" else ""
    counted_noun = _NOUN_AFTER.match(question, bound.end("value")) if bound is not None else _HOW_MANY.search(question)
    if query.metric and counted_noun and (count_of := _counted_metric(counted_noun.group(1), query.metric)):
        query.metric, query.metrics = count_of, [count_of, *(m for m in query.metrics if m != count_of)]
    after_period = -1  # where the last period said ends: a time joined to it is one too ("at 2ns vs 2.5ns")
    for found in TIME_QUANTITY.finditer(question):
        value, unit = float(found.group(1)), found.group(2).lower()
        if bound is not None and bound.start("value") <= found.start() < bound.end("value"):
            continue  # the bound's own number
        if _NOT_A_PERIOD.match(question, found.end()):
            continue  # "setup has ~19 ns slack": a slack's value, not a period to try
        proposed = (unit in _FREQUENCY_UNITS or _CLOCKED.search(question) or _PROPOSED.search(question[: found.start()])
                    or _ATTEMPT.match(question, found.end()) or (
                        after_period >= 0 and _JOINED.fullmatch(question, after_period, found.start())))
        if value > 0 and proposed and not _PRECISION.search(question[: found.start()]):
            query.periods_ns.append(value * _PERIOD_UNITS[unit] if unit in _PERIOD_UNITS else _period_of(value, unit))
            after_period = found.end()
    query.period_ns = query.periods_ns[-1] if query.periods_ns else None
    top = re.search(r"\btop\s+(\d+)\b", question, re.IGNORECASE)
    query.top_n = int(top.group(1)) if top else 0
    return query


_CHECK_SLACKS = (metrics.HOLD_WS, metrics.RECOVERY_WS, metrics.REMOVAL_WS)
"""The worst slack of each timing check besides setup."""
SLACKS = (metrics.SETUP_WS, metrics.SETUP_WNS, metrics.HOLD_WS)
"""Signed timing metrics: ``negative`` before one of them names an outcome."""
ISSUE_COUNTS = (metrics.LATCHES, metrics.WARNINGS, metrics.ERRORS)
"""Metrics that count records of a kind: the log's problems."""
HELD_COUNTS = (*ISSUE_COUNTS, metrics.FLOPS, metrics.MEMORIES)
"""Counts of what a design can be said to have or lack: ``designs with no flip-flops`` are those at zero."""
COMPLEMENT = {"violating": "meeting", "meeting": "violating", "failed": "succeeded", "succeeded": "failed",
              "with_netlist": "without_netlist", "with_timing": "without_timing", "with_yosys_log": "without_yosys_log",
              "with_stat": "without_stat", "without_stat": "with_stat",
              "hierarchical": "flat",
              "flat": "hierarchical", "mapped": "unmapped", "unmapped": "mapped"}
"""Filters whose negation is another filter: ``did not meet timing`` is ``violating``."""
_RUN_KINDS = ("mapped", "unmapped")
"""Filters by the kind of flow a run is: beside another filter, the set that one selects within."""
_FILTER_OF_ANALYSIS = {"hierarchy": "hierarchical"}
"""Analyses of a property a filter tests: said as what the runs asked for have, they select those runs."""
_SIZE = frozenset({"big", "large", "small", "tiny", "huge"})
"""Size adjectives: of a design, its size is its cell area."""
_SIZE_STEMS = frozenset(stem(word) for word in _SIZE)
_SPEED = frozenset({"fast", "faster", "fastest", "quick", "quicker", "quickest"})
_CLOCKING = frozenset({"clock", "clocked", "period", "frequency", "run"})
"""Speed adjectives said of the clock: the question is the highest clock rate that still meets setup."""


def _among(words: Sequence[str], hits: Sequence[Match]) -> Match | None:
    """The one metric of several said as what the runs have (``over the runs with an area``, ``designs that report
    power``), not asked: a measured figure (a count held says a filter of its own), not negated, beside another."""
    had = [hit for hit in hits if hit.name not in HELD_COUNTS and grammar.had_by_designs(words, hit.start)
           and not grammar.negated(words, hit.start)]
    return had[0] if len(had) == 1 and any(hit.name != had[0].name for hit in hits) else None


def _counted(words: Sequence[str], hits: Sequence[Match]) -> Match | None:
    """The metric named right after a quantity cue (``how many endpoints``, ``number of violating endpoints``): what
    is counted is the head of the question, whatever longer metric name follows in a qualifier."""
    cues = find_phrases(words, [(QUANTITY.name, QUANTITY.aliases)])
    if not cues:
        return None
    after = cues[0].start + cues[0].length
    return next((hit for hit in hits if hit.start in (after, after + 1) and metrics.unit_of(hit.name) not in ("ns", "")),
                None)


@cache
def _operation_words(*names: str) -> frozenset[str]:
    """The one-word names (stemmed) of the operations ``names``: ``_operation_words("sum")`` holds total, summed..."""
    return frozenset(stem(alias) for e in OPERATIONS if e.name in names for alias in e.aliases if " " not in alias)


def _aggregate_words() -> frozenset[str]:
    """The one-word names of a sum or a mean (stemmed): ``over`` after one is the aggregate's range, not a ratio."""
    return _operation_words("sum", "avg", "median")


def _summed_negative(words: Sequence[str], metric_span: set[int]) -> bool:
    """Whether a sum word and ``negative`` qualify the slack named at ``metric_span`` (``total of negative endpoint
    margin``, ``summed negative slack``): the sum of the violations, which is what TNS is, whatever ranks it."""
    if not metric_span:
        return False
    start = min(metric_span)
    before = words[max(0, start - 4):start]
    return stem("negative") in before and any(word in _operation_words("sum") for word in before)


_KIND_NOUNS = frozenset(stem(word) for word in ("type", "types", "kind", "kinds", "sort", "sorts"))
"""Nouns that, right after a count's noun, ask the count by kind ("gate type", "cell kinds")."""
_SUMMARIES = ("avg", "median", "sum")
"""Statistics that summarize one metric over many designs: a question may ask several at once."""


def _operator(words: Sequence[str], names: Sequence[str], metric_span: set[int], alike: bool) -> str:
    """The operation: an ordering, a superlative (its polarity, or the metric's worse direction), a
    comparison, or what a catalogue entry names. ``alike``: sameness is said of a figure, a comparison too."""
    if "rank" in names or grammar.orders(words):
        return "rank"
    if "difference" in names or grammar.comparative(words) or alike:
        return "difference"
    if grammar.compares_among(words) and not names:
        return "rank"  # "which one burns more?": them all, the most first when more is worse
    aggregate = next((name for name in names if name in ("avg", "median", "sum")), "")
    extremes = grammar.extremes(words)  # "the lowest fmax (largest min period)": the one said of the metric leads
    extremes.sort(key=lambda extreme: extreme.index + 1 != min(metric_span, default=-1))
    for extreme in extremes:
        if extreme.index in metric_span:
            continue  # "maximum frequency", "worst negative slack": part of the metric's own name
        if aggregate and extreme.index + 1 == min(metric_span, default=-1):
            return aggregate  # "the mean of the worst slacks": the superlative names each design's figure
        if not extreme.polarity:  # "the noisiest run in warnings": both ends, in order, when a metric is named
            if metric_span:
                return "rank"
            continue
        return {"high": "max", "low": "min"}.get(extreme.polarity, extreme.polarity)
    return names[0] if names else ""


def _one_role(words: Sequence[str], ops: Sequence[Match], op: str, analyses: Sequence[Match],
              metric_span: set[int]) -> tuple[str, set[str]]:
    """The operator, and the analyses to drop. A word that names both an operation and an analysis ("mean")
    plays one role: the statistic when a metric follows within three words or ``of`` does ("the mean of the
    slacks", "mean number of cells"), else the analysis ("what does it mean")."""
    shared = [m for m in ops if m.name == op and any(_span(m) & _span(a) for a in analyses)]
    if not shared:
        return op, set()
    end = max(_span(shared[0])) + 1
    if metric_span & set(range(end, end + 3)) or (end < len(words) and words[end] == "of"):
        return op, {m.name for m in analyses if _span(m) & _span(shared[0])}
    return "", set()


_ALL_TOLD = frozenset({"overall", "altogether"})
"""Adverbs of totality (closed class): a count asked "overall" is summed over the runs."""
_KEEPING = frozenset({"keep", "kept", "keeping", "preserv", "retain"})
"""Verbs and adjectives of keeping (stemmed): said of the hierarchy, the build that keeps its submodules."""


def _keeps_hierarchy(words: Sequence[str]) -> bool:
    """Whether "hierarchy" stands beside a word of keeping, one word between them at most ("keep the hierarchy")."""
    return any(w == "hierarchy" and _KEEPING & set(words[max(0, i - 2):i + 3]) for i, w in enumerate(words))


def _size_and_period(query: Query, words: Sequence[str]) -> None:
    """Metrics read from the grammar: a size adjective asks for area; a clock period sought to meet timing
    (``what period would it need to pass``) is the minimum period."""
    sized = [i for i, w in enumerate(words)  # the words are stems already: "large" is "larg"
             if w in _SIZE_STEMS or grammar.base_of(w, "est") in _SIZE or grammar.base_of(w, "er") in _SIZE]
    if not query.metric and sized:
        query.metric, query.via = metrics.AREA, "grammar"
        if any(i and words[i - 1] == "how" for i in sized):  # "how large is it": a quantity, whatever else is named
            query.quantity, query.metric_words = True, max(query.metric_words, 1)
    if any(w in _SPEED for w in words) and any(w in _CLOCKING or w.startswith("clock") for w in words):
        query.analyses = ["min_period", *[a for a in query.analyses if a != "min_period"]]
    if query.metric == metrics.CLOCK_PERIOD and query.filter == "meeting" and not query.periods_ns:
        query.metric, query.op, query.filter = metrics.MIN_PERIOD, "", ""
        query.metrics = [metrics.MIN_PERIOD]


@cache
def _metric_words() -> frozenset[str]:
    """The stemmed words of every metric name and alias."""
    return frozenset(word for _, aliases in _metric_entries() for alias in aliases for word in tokens(alias))


def _period_of(frequency: float, unit: str) -> float:
    """The period in ns a frequency names. A whole number of MHz is how a period of a tenth of a ns is said with its
    repeating digits cut off (166 MHz is 6 ns, 133 MHz is 7.5 ns, 333 MHz is 3 ns): the period, to a tenth of a ns,
    whose frequency so cut is the number said; else the exact one (150 MHz is 6.667 ns)."""
    exact = _FREQUENCY_UNITS[unit] / frequency
    if unit not in ("mhz", "megahertz") or not frequency.is_integer():
        return exact
    tenths = [t / 10 for t in range(math.ceil(10 * 1e3 / (frequency + 1)), math.floor(10 * exact) + 1)]
    said = [period for period in tenths if period > 0 and math.floor(1e3 / period + 1e-9) == frequency]
    whole = [period for period in said if period.is_integer()]  # 66 MHz: 15 ns before 15.1 ns
    return whole[0] if len(whole) == 1 else said[0] if len(said) == 1 else exact


def _unabbreviated(words: list[str], written: Collection[str] = ()) -> list[str]:
    """Each word written without its vowels ("pwr", "dly", "flps") as the one word of the metric catalogue whose
    consonants it spells from the start (``pwr`` is power, not a word that merely holds those letters: "rst" is no
    register), and each word clipped at its end ("freq") as the one catalogue word it begins; left as written when
    no word or several fit, or when English uses it as it is. A clipped word must be ``written`` so, not the stem of
    a longer one ("summed" is read as "summ", no clipped "summary"); a long word no dictionary knows, one keystroke
    off one catalogue word, is that word mistyped; a short one, a letter dropped or two swapped."""
    known = _metric_words()
    out = []
    for word in words:
        fits = [] if word in known or english.common(word) else _spelled_from(word, known, word in written) or (
            sorted(english.keystroke_off(word) & known) if len(word) >= _TYPO_LETTERS
            else sorted(english.dropped_or_swapped(word) & known) if len(word) >= _SLIP_LETTERS else [])
        out.append(fits[0] if len(fits) == 1 else word)
    return out


_TYPO_LETTERS = 6
"""The fewest letters of a word read as a catalogue word typed one keystroke off ("recovry" slack is the recovery
slack): a short word is one keystroke from too many."""
_SLIP_LETTERS = 4
"""The fewest letters of a word read as a catalogue word with a letter dropped or two swapped ("powr", "slak"): the
slips that keep a short word's letters, fewer words away than any keystroke."""


def _spelled_from(word: str, known: frozenset[str], written: bool) -> list[str]:
    """The catalogue words ``word`` may shorten: those whose consonants it spells from the start, for a word without
    vowels; those it begins, for a clipped word as written."""
    if _vowelless(word):
        return [term for term in known if len(term) > len(word) and consonants(term).startswith(word)]
    if written and _clipped(word):
        return [term for term in known if len(term) >= len(word) + 2 and term.startswith(word)]
    return []


def filters_said(question: str) -> list[str]:
    """Every filter of the catalogue the question's words name, in the order said ("the flattened generic alu":
    flat, unmapped), where ``understand`` keeps one."""
    return list(dict.fromkeys(hit.name for hit in sorted(find_phrases(tokens(question), _entries(FILTERS)),
                                                          key=lambda hit: hit.start)))


def _printed_by(words: Sequence[str]) -> str:
    """The first metric of the catalogue whose provenance names a command the question gives (``report_power`` prints
    the total power): a question that ranks runs by what a command reports, in words of its own for the figure."""
    printing = _metric_of_command()
    first = min((printing[word] for word in words if word in printing), default=-1)
    return metrics.SPECS[first].name if first >= 0 else ""


@cache
def _metric_of_command() -> dict[str, int]:
    """Each command a metric's provenance names (``report_power``, ``report_wns``) -> the index in the catalogue of
    the first such metric."""
    found: dict[str, int] = {}
    for at, spec in enumerate(metrics.SPECS):
        for command in re.findall(r"[a-z]+(?:_[a-z]+)+", spec.provenance.lower()):
            found.setdefault(command, at)
    return found


def _clipped(word: str) -> bool:
    """A word that may be another cut short: four letters or more, all letters, vowels kept ("freq", "util")."""
    return len(word) >= 4 and word.isalpha()


def _vowelless(word: str) -> bool:
    return len(word) >= 3 and word.isalpha() and consonants(word) == word


def consonants(word: str) -> str:
    """The first letter, then the consonants after it, a doubled one once (``power`` -> ``pwr``)."""
    kept = word[:1] + "".join(ch for ch in word[1:] if ch not in "aeiou")
    return re.sub(r"(.)\1+", r"\1", kept)


def _elided(words: list[str]) -> list[str]:
    """``input and output delay`` also reads as ``input delay``: the shared last word restored, after a gap."""
    extra: list[str] = []
    for i in range(len(words) - 3):
        if words[i + 1] in ("and", "or", "/"):
            extra += ["|", words[i], words[i + 3]]
    return [*words, "|", *extra] if extra else []


def _span(match: Match) -> set[int]:
    return set(range(match.start, match.start + match.length))


_PARENTHETICAL = re.compile(r"\([^()]*\)")
"""An aside in parentheses. One that qualifies ("(hold)", "(peak memory)") is read with the sentence; one that
states a computation or a comparison ("(period minus worst setup slack)", "(more than one module)") defines what
the sentence asks, and is left out when the sentence alone asks something the catalogue knows."""


def _speaks(words: list[str]) -> bool:
    """Whether ``words`` name a metric, filter, analysis or operation of the catalogue."""
    return any(find_phrases(words, entries) for entries in (
        _metric_entries(), _entries(FILTERS), _entries(ANALYSES), _entries(OPERATIONS)))


def _defines(words: list[str]) -> bool:
    """Whether an aside computes or compares: it holds an arithmetic operation of the catalogue."""
    return any(hit.name in ("difference", "ratio", "sum") for hit in find_phrases(words, _entries(OPERATIONS)))


def _ordered(matches: list[Match], catalogue: Sequence[Entry]) -> list[Match]:
    """Analyses in catalogue order: earlier entries are the more specific questions."""
    rank = {entry.name: i for i, entry in enumerate(catalogue)}
    return sorted(matches, key=lambda mt: rank[mt.name])


TOOL_WORDS = (*READ_TOOLS, "sta")
"""The tools as a question or a file name calls them (``sta`` is OpenSTA's program)."""
_TOOL_NAMES = re.compile(r"\b(?:" + "|".join(TOOL_WORDS) + r")\b", re.IGNORECASE)
"""A tool a question names is where the answer is read, not what is measured: left in, it draws the nearest metric
whose description names that tool (the Yosys version for "what line did yosys choke on")."""


_NOUN_AFTER = re.compile(r"\s+([a-z]+)", re.IGNORECASE)
_HOW_MANY = re.compile(r"\bhow many\s+([a-z]+)", re.IGNORECASE)


def _counted_metric(noun: str, current: str) -> str | None:
    """The metric a counted noun is the unit of, when that is one metric and not the one already found: "more than
    one clock" and "how many clocks" count clocks, while the noun alone names a clock's period."""
    counting = [spec.name for spec in metrics.SPECS if spec.unit.isalpha() and stem(spec.unit) == stem(noun.lower())]
    return counting[0] if len(counting) == 1 and metrics.unit_of(current) != metrics.unit_of(counting[0]) else None


def _bound_value(bound: re.Match[str]) -> float:
    value = bound.group("value").lower()
    return float(_COUNT_WORDS.get(value, value.replace(",", "")))


def _by_embedding(question: str, similarity: Similarity) -> str:
    scores = similarity(_TOOL_NAMES.sub(" ", question), [s.text() for s in metrics.SPECS])
    best = max(range(len(scores)), key=scores.__getitem__) if scores else -1
    return metrics.SPECS[best].name if best >= 0 and scores[best] >= EMBED_THRESHOLD else ""


__all__ = ["EMBED_THRESHOLD", "TIME_QUANTITY", "TOOL_WORDS", "UNIT_WORDS", "Query", "Similarity", "consonants", "filters_said",
           "find_phrases", "stem", "tokens", "understand"]
