"""The closed grammar a run question's operators come from, read from the form of its words.

An operator is recognised by grammar, not by a listed phrasing: a superlative (``-est``, or
``most``/``least`` before a word) is an extreme, a comparative (``-er``, ``more``/``less``)
between two designs is a comparison, ``per`` between two metrics is a ratio, a negation before
an outcome takes its complement, and an outcome is a verb of passing or failing applied to a
dimension of the run (its timing or its synthesis). The lexicons below are closed classes of
English -- scalar adjectives with their polarity, outcome verbs, negators -- so a question
worded in a way nobody wrote down still parses the same.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from text import english
from text.stopwords import ENGLISH_STOPWORDS, WH_WORDS
from text.tokens import fold

HIGH = frozenset({"large", "big", "high", "great", "long", "many", "much", "heavy", "wide", "huge", "positive",
                  "loose", "slow"})
LOW = frozenset({"small", "little", "low", "few", "short", "tiny", "narrow", "light", "negative", "tight", "close",
                 "near"})
"""Scalar adjectives by the end of the scale they point to (``tight`` slack is low slack)."""
JUDGEMENT = frozenset({"worst", "best"})
"""Superlatives whose direction is the metric's own (worst slack is the lowest, worst area the largest)."""
NEGATORS = frozenset({"not", "no", "never", "without", "except", "excluding", "exclud", "aside", "asid", "non", "un",
                      "neither", "nor", "fail", "zero", "none", "lack"})
"""Words that take the complement of what follows (``fail to meet``: the outcome negated; ``zero violations``: none;
``leaving aside the aborted runs``: the others; the prefixes ``non-``/``un-`` once the hyphen splits them off:
``un-flattened`` is not flattened; ``lack`` is having negated), as written and as stemmed (``exclud``, ``asid``)."""
PASS_VERBS = frozenset({"meet", "met", "close", "pass", "make", "made", "succeed", "achieve", "satisfy", "clean"})
FAIL_VERBS = frozenset({"miss", "violat", "violate", "break", "broke", "broken", "error", "abort", "crash"})
"""Outcome verbs (stemmed, with the irregular past of ``meet`` and ``make``): reaching a goal, and falling
short of it."""
USE_WORDS = frozenset({"use", "used", "using", "via", "mapp", "read"})
"""Verbs of using (stemmed): ``designs that used the osu035 liberty``, ``runs mapped with X``. Not ``with``: that is
possession (``designs with latches``). What follows one is a thing the flow used (``used flatten``: the command),
not an outcome of the run (``flattened``)."""
TIMERS = frozenset({"sta", "opensta"})
"""The static timer as questions name it (its program, its project)."""
TIMING = frozenset({"timing", "tim", "slack", "setup", "constraint", "period", "clock", *TIMERS})
SYNTHESIS = frozenset({"synth", "elaborat", "elaborate", "yosys", "yosy", "compil", "compile", "pars", "parse"})
"""Dimensions an outcome is about: the run's timing or its synthesis (words as written and as stemmed: ``yosy``)."""
ORDER = frozenset({"rank", "sort", "order", "arrang", "arrange"})
RATIO = frozenset({"per", "ratio", "divid", "divide", "over"})
"""Words that put one metric over another (``area per cell``, ``cells divided by flops``)."""
DESIGN_NOUNS = frozenset({"design", "run", "job", "block", "one", "module", "core"})


@dataclass(frozen=True)
class Extreme:
    """A superlative: ``high``/``low`` by its adjective, ``worst``/``best`` by the metric's direction, empty when the
    adjective does not tell (``noisiest``)."""

    index: int
    polarity: str


def base_of(word: str, suffix: str) -> str:
    """The adjective under a comparative or superlative (``biggest`` -> ``big``, ``tiniest`` -> ``tiny``)."""
    if not word.endswith(suffix) or len(word) <= len(suffix) + 1:
        return ""
    stem = word[: -len(suffix)]
    candidates = [stem, stem + "e", stem[:-1] + "y" if stem.endswith("i") else ""]
    if len(stem) > 2 and stem[-1] == stem[-2]:
        candidates.append(stem[:-1])
    return next((c for c in candidates if c in HIGH or c in LOW), "")


def unmarked_superlative(word: str) -> bool:
    """A superlative of an adjective the scales above do not hold ("noisiest", "fastest"): an extreme whose end of the
    scale the word alone does not tell. Read by morphology: the word less its ``-est`` (``-iest`` of a ``-y``, a doubled
    consonant) is an English word of three letters or more and more frequent than the whole, as a base is more
    frequent than its superlative (``interest`` is a word of its own, not the most of "inter"; ``forest`` of no
    function word)."""
    if not word.endswith("est") or len(word) < 6:
        return False
    stem = word[: -len("est")]
    bases = {stem, stem + "e", stem[:-1] + "y" if stem.endswith("i") else "",
             stem[:-1] if stem[-1] == stem[-2] else ""}
    return any(len(base) >= 3 and base not in ENGLISH_STOPWORDS and english.zipf(base) > english.zipf(word)
               and english.common(base) for base in bases if base)


def _polarity(adjective: str) -> str:
    """The end of the scale an adjective points to; a stemmed one (``negativ``) is read with its ``e``."""
    for form in (adjective, adjective + "e"):
        if form in HIGH or form in LOW:
            return "high" if form in HIGH else "low"
    return ""


def extremes(words: Sequence[str]) -> list[Extreme]:
    """Every superlative of the question, with the end of the scale it asks for."""
    found = []
    for i, word in enumerate(words):
        after = words[i + 1] if i + 1 < len(words) else ""
        if word in JUDGEMENT:
            found.append(Extreme(i, word))
        elif word in ("most", "least"):
            own = _polarity(after) or _polarity(base_of(after, "est"))
            flip = {"high": "low", "low": "high"}
            polarity = (own or "high") if word == "most" else flip[own or "high"]
            found.append(Extreme(i, polarity))
        elif adjective := base_of(word, "est"):
            found.append(Extreme(i, _polarity(adjective)))
        elif word in ("max", "maximum", "min", "minimum"):
            found.append(Extreme(i, "high" if word.startswith("max") else "low"))
        elif unmarked_superlative(word):
            found.append(Extreme(i, ""))  # "the noisiest run": an extreme of the metric, its end unsaid
    return found


def claims_extreme(words: Sequence[str]) -> bool:
    """``X is the smallest mapped design``: a superlative after "is the", heading a design or run within two words,
    says the named thing is the extreme of the set: a claim to check over every run, not a figure of that one."""
    return any(at >= 2 and words[at - 1] == "the" and words[at - 2] in ("is", "was") and any(
        word in ("design", "run") for word in words[at + 1:at + 3]) for at in (found.index for found in extremes(words)))


PLACE_PREPOSITIONS = frozenset({"on", "in", "along", "within", "inside", "across"})
"""Prepositions that place a thing on something with parts: ``the slowest gate on the worst path``."""
PREPOSITIONS = PLACE_PREPOSITIONS | frozenset({"of", "at", "for", "with", "from", "by", "to", "about", "between",
                                               "under", "over", "into", "through", "after", "before", "during",
                                               "among"})
"""English prepositions (a closed class): one ends the noun phrase before it."""


def extreme_inside_path(words: Sequence[str]) -> bool:
    """A superlative said of what lies on a timing path, not of the path or of the designs: ``the slowest cell on
    X's setup path``, ``in the worst path, which gate is slowest``. The path is placed by a preposition and the
    superlative stands outside that phrase (``on its worst path`` alone ranks paths)."""
    upward = [e.index for e in extremes(words) if e.polarity in ("high", "worst")]
    for at, word in enumerate(words):
        if word not in PLACE_PREPOSITIONS:
            continue
        end = next((k for k in range(at + 1, min(at + 6, len(words))) if words[k] == "path"), None)
        if end is not None and any(not at <= index <= end for index in upward):
            return True
    return False


LIMIT_WORDS = frozenset({"befor", "before", "until", "till"})
"""Words that bound a change by an event (``shrink the clock before it fails``): the question is the limit."""
_FAILING = FAIL_VERBS | {"fail"}


def until_failure(words: Sequence[str]) -> bool:
    """A change bounded by failing (``how far can the period shrink before setup fails``, ``until it violates``):
    the question asks for the limit, the last value that still passes, not for the failures."""
    return any(word in LIMIT_WORDS and any(w in _FAILING or w.startswith("violat") for w in words[at + 1:at + 5])
               for at, word in enumerate(words))


NEED_VERBS = frozenset({"need", "requir", "require", "demand"})
"""Verbs of requiring (stemmed and written): what a design needs is its own requirement, not the constraint it was
given (``the period it needs`` is the shortest that passes; ``the period it was given`` is the clock)."""


def needed(words: Sequence[str], at: int) -> bool:
    """A verb of requiring within the three words before position ``at`` (``needs the longest clock period``,
    ``demands the slowest clock``)."""
    return at >= 0 and any(word in NEED_VERBS for word in words[max(0, at - 3):at])


LIKENESS = frozenset({"same", "identical", "equal", "alike", "different", "differ", "distinct", "unchanged"})
"""Adjectives of sameness and difference: said of a figure, they compare it between the things that have it."""


def likens(words: Sequence[str], metric_span: set[int]) -> bool:
    """Sameness or difference said of a figure (``the same cell count``, ``identical gate totals``, ``why are their
    areas equal``): a comparison of that figure, as a comparative is. The adjective stands right before the figure's
    name (or one word before it: ``the same netlist size``), or after it with at most a verb between."""
    return any(word in LIKENESS and ({at + 1, at + 2, at - 1, at - 2} & metric_span)
               for at, word in enumerate(words))


def comparative(words: Sequence[str]) -> bool:
    """A comparison between things: an ``-er`` adjective or ``more``/``less``, with ``than``, ``versus``, or
    ``between`` the two of them."""
    has_than = "than" in words
    for word in words:
        if base_of(word, "er") and (has_than or word in ("bigger", "larger", "smaller")):
            return True
    if any(w == "between" and any(x in ("two", "both") for x in words[i + 1: i + 9]) for i, w in enumerate(words)):
        return True  # "the gap between the two that fail": a relation of two things is a comparison
    return has_than and any(w in ("more", "less", "fewer") for w in words) or any(w in ("versus", "vs") for w in words)


def compares_among(words: Sequence[str]) -> bool:
    """Whether "which" asks for the one of several with more or less of a thing, and no "than" follows ("which one
    burns more?", "which run has fewer cells"): a comparison among them all, answered by ranking them."""
    return "which" in words and "than" not in words and any(
        w in ("more", "less", "fewer") for w in words[words.index("which"):])


def orders(words: Sequence[str]) -> bool:
    """An ordering: a sort verb, or ``from <superlative> to <superlative>``."""
    if any(w in ORDER for w in words):
        return True
    marks = {e.index for e in extremes(words)}
    return any(words[i] == "from" and i + 1 in marks and any(words[j] == "to" and j + 1 in marks
                                                           for j in range(i + 2, len(words) - 1))
               for i in range(len(words)))


def negated(words: Sequence[str], at: int, window: int = 4) -> bool:
    """Whether a negator (``not``, ``n't``, ``without``, ``except``...) governs the word at ``at``."""
    start = max(0, at - window)
    return sum(1 for k, w in enumerate(words[start:at], start) if (w in NEGATORS or w.endswith("n't")) and not (
        w == "fail" and words[k + 1:k + 2] != ["to"] and not (k and words[k - 1] in NEGATORS))) % 2 == 1
    # "fail to meet" negates, and "non-failing" is a negated fail; "the failed run has" negates nothing


def outcome(words: Sequence[str], timed: bool = False) -> str:
    """The run outcome a question filters by: ``violating``/``meeting`` timing, ``failed``/``succeeded``
    synthesis; the verb's polarity flipped by a negation before it. Empty when none is named. With ``timed``
    (the question's metric is a timing one) an outcome with no dimension word is about timing: "the two
    blocks that miss their target" of a margin question are the violating ones."""
    for i, word in enumerate(words):
        good = word in PASS_VERBS or any(word.startswith(v) for v in ("meet", "clos", "pass", "succe"))
        bad = word in FAIL_VERBS or any(word.startswith(v) for v in ("violat", "miss", "fail", "brok"))
        synthesized = (word.startswith(("synthesiz", "synthesis")) and not word.endswith("er")) or word == "elaborat"
        # the verb (synthesized, synthesised), not the noun or the tool (synthesis, the synthesizer)
        after = [w for w in words[i + 1: i + 3] if w not in DETERMINERS][:1]
        run_through = word == "through" and i > 0 and words[i - 1] in ("run", "ran")  # "run through STA": processed
        good = good or (word == "through" and not run_through and any(
            w in SYNTHESIS or (w in TIMING and w not in TIMERS) or w.startswith("synthes") for w in after))
        # "got through synthesis", "went through timing": passing a step is succeeding at it; through the timer
        # ("went through OpenSTA") is being read by it (``timed``)
        if not (good or bad or synthesized):
            continue
        near = words[max(0, i - 3): i + 5]
        near_timing, any_timing = (any(w in TIMING for w in span) for span in (near, words))
        synthesis = any(w in SYNTHESIS or w.startswith("synthes") for w in words)
        dimension = "timing" if near_timing or ((any_timing or timed) and not synthesized and not synthesis) else (
            "synthesis" if synthesized or synthesis else "")
        if not dimension and (bad or word.startswith("succe")) and not any_timing and any(
                w in DESIGN_NOUNS for w in words[max(0, i - 3):i]):
            dimension = "synthesis"  # "which designs failed": a run that fails, with no step named, failed to run
        if not dimension:
            continue
        positive = (good or (synthesized and not bad)) and not bad
        if negated(words, i):
            positive = not positive
        if dimension == "timing":
            return "meeting" if positive else "violating"
        return "succeeded" if positive else "failed"
    return ""


def outcome_adjective(words: Sequence[str]) -> str:
    """The outcome a participle right before a noun for runs says of them ("which failed run has zero error lines",
    "the passing designs"): ``failed`` or ``succeeded``; empty when none stands there."""
    for i, (word, after) in enumerate(itertools.pairwise(words)):
        if after.rstrip("s") in DESIGN_NOUNS and not negated(words, i):
            if word.startswith(("fail", "brok", "abort", "crash")):
                return "failed"
            if word.startswith(("pass", "succe", "clean")):
                return "succeeded"
    return ""


_TIMER_OUTPUT = re.compile(r"\b(?:sta|opensta|static\s+timing)\s+(?:reports?|outputs?|results?)\b", re.IGNORECASE)
"""What the timer wrote, named by the timer ("an OpenSTA report", "static timing output")."""


def timed(question: str) -> str:
    """The timing-report filter a participle of *to time* asks for: "the runs that were timed" keep the runs with a
    timing report, "never timed", "not timed" and "untimed" the ones without; empty when the verb is not used (the
    stem of ``timed`` is the noun's, so it is read off the question as written)."""
    words = re.findall(r"[a-z0-9_']+", question.lower())  # a name (``xfer_timed``) stays one word
    at = next((i for i, w in enumerate(words) if w in ("timed", "untimed")), None)
    through = re.search(r"\b(?:run|runs|ran|went|go|goes|gone|been)\s+through\s+(?:the\s+)?(?:static\s+)?"
                        r"(?:sta|opensta|timing)\b", question, re.IGNORECASE)  # "make it through timing": passing
    held = re.search(r"\b(had|has|have|having|gets?|got|gotten|getting|obtained|received|with|without|no)\s+"
                     r"(?:an?\s+|any\s+)?(?:sta|opensta)\b", question,
                     re.IGNORECASE)  # "every run that had STA": the runs holding the timer's output
    if at is None and held:
        return "without_timing" if held.group(1).lower() in ("without", "no") else "with_timing"
    if at is None:  # "run through STA", "went through static timing", "left an OpenSTA report": the runs the timer read
        return "with_timing" if through or _TIMER_OUTPUT.search(question) else ""
    return "without_timing" if (words[at] == "untimed") != negated(words, at) else "with_timing"


_HAVING = r"\b(had|has|have|having|with|without|no|lacks?|lacking|missing)\s+(?:an?\s+|any\s+)?"
LACKING = ("without", "no", "lack", "lacks", "lacking", "missing")
"""Words that say a thing is not had ("no yosys log", "report_wns missing from")."""


def logged(question: str) -> str:
    """The synthesis-output filter a possession of a Yosys log or of its ``stat`` asks for: "runs with a yosys log"
    keep the runs holding one, "without any synthesis log", "no yosys log", "lack a yosys log" the others; "every run
    that has a stat block" the runs whose Yosys output printed the design's statistics; "an empty log" the runs that
    left a file with no content. Empty when none is said to be had, lacked or empty ("the warnings in the yosys logs"
    is a place, not a filter)."""
    held = re.search(_HAVING + r"(?:yosys|synthesis|synth)\s+logs?\b", question, re.IGNORECASE)
    if held:
        return "without_yosys_log" if held.group(1).lower() in LACKING else "with_yosys_log"
    stat = re.search(_HAVING + r"(?:yosys\s+)?stat(?:istics)?\s+(?:block|report|section|table|output)s?\b", question,
                     re.IGNORECASE)
    if stat:
        return "without_stat" if stat.group(1).lower() in LACKING else "with_stat"
    return "with_empty_file" if _EMPTY_FILE.search(question) else ""


_FILE_NOUN = r"(?:log|file|output|report)"
_EMPTY_FILE = re.compile(rf"\bempty\s+(?:\w+\s+){{0,2}}?{_FILE_NOUN}s?\b|\b{_FILE_NOUN}s\s+(?:\w+\s+){{0,3}}?empty\b"
                         rf"|\b(?:an?|any)\s+(?:\w+\s+)?{_FILE_NOUN}\s+(?:\w+\s+){{0,3}}?empty\b", re.IGNORECASE)
"""Files said to be empty as a kind ("an empty log file", "logs that came out empty", "a log file left empty"): the
runs holding one. One file said to be empty ("quiet.log is empty - did it break?") is a statement about that run, no
selection of runs."""


DETERMINERS = frozenset({"the", "a", "an", "its", "their", "this", "that", "these", "those", "our", "my", "your"})
"""Words that start a noun phrase: ``over the blocks`` is a preposition's object, ``the timing`` a noun."""


def _divides(between: Sequence[str], aggregates: frozenset[str]) -> bool:
    """A ratio word between two metrics, except ``over`` before a determiner (a preposition then: ``mean area over
    the blocks that ...``) or after a word of aggregation (the range of a sum: ``slack summed over endpoints``), and
    ``divided`` with no ``by`` after it (an adjective then: "flops into the divided domain")."""
    return any(w in RATIO and not (w == "over" and ((between[k + 1: k + 2] and between[k + 1] in DETERMINERS)
                                                    or (k and between[k - 1] in aggregates)))
               and not (w.startswith("divid") and between[k + 1: k + 2] != ["by"])
               for k, w in enumerate(between))


def ratio(words: Sequence[str], spans: Sequence[tuple[str, set[int]]],
          aggregates: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Two metrics with a ratio word between them (``area per cell``), or joined by ``to`` or by nothing but a
    separator in a question that names a ratio (``the ratio of cells to flops``, ``cell-to-flop ratio``, ``tns/wns
    ratio``): (numerator, denominator). ``aggregates``
    are the (stemmed) words of a sum or a mean, after which ``over`` gives its range."""
    ordered = sorted(spans, key=lambda item: min(item[1]))
    names_ratio = any(w.startswith("ratio") for w in words)
    for (top, top_span), (bottom, bottom_span) in zip(ordered, ordered[1:], strict=False):
        between = words[max(top_span) + 1: min(bottom_span)]
        joined = not between or between[-1] == "to" or (len(between) <= 2 and any(w in _PAIRING for w in between))
        if top != bottom and (_divides(between, aggregates) or (names_ratio and joined)):
            return top, bottom
    return None


_PAIRING = frozenset({"vs", "versus", "against", "and"})
"""Words that set two figures side by side; in a question that names a ratio, the ratio of the first to the second
(``latches vs real flops ratio``)."""


PRIOR = frozenset({"previous", "prior", "earlier", "last", "older", "former", "before"})
CHANGE = ("chang", "differ", "regress", "diff")


_UNIT_WINDOW = 4
"""How many words may name a unit between "in" and "units" ("in liberty area units")."""


def unit_phrase(words: Sequence[str]) -> set[int]:
    """The places of "in ... units" (stemmed words): the unit a figure is wanted in, which names what the figure is
    counted in ("liberty area units") and asks for nothing of its own (the liberty file is not the question)."""
    for at, word in enumerate(words):
        if word == "in":
            end = next((i for i in range(at + 1, min(at + 1 + _UNIT_WINDOW, len(words))) if words[i] == "unit"), None)
            if end is not None:
                return set(range(at, end + 1))
    return set()


_MAPPED = frozenset({"map", "mapp", "techmap"})
"""Stems of the verb that sends a design onto a library's cells (map, mapped, mapping)."""
_TARGET_WINDOW = 4
"""How many words may name what a design is mapped to ("to the osu035 standard cells")."""


def mapping_target(words: Sequence[str]) -> set[int]:
    """The places of what a design is said to be mapped to ("mapped to standard cells", "mapping onto the osu035
    cells"): the library, which names no figure (the cells there are not the cell count asked)."""
    for at, word in enumerate(words[:-1]):
        if word in _MAPPED and words[at + 1] in ("to", "onto"):
            return set(range(at + 1, min(at + 2 + _TARGET_WINDOW, len(words))))
    return set()


def refers_to_prior_run(words: Sequence[str]) -> bool:
    """A reference to an earlier run of the same design (``its previous synthesis run``, ``since last run``),
    or a change asked about next to one: the question is a diff of the two newest runs."""
    for i, word in enumerate(words):
        if word in PRIOR and "run" in words[i + 1: i + 4]:
            return True
    return any(w.startswith(CHANGE) for w in words) and any(w in PRIOR or w == "since" for w in words)


_ASKING = r"(?:how|what|which|where|why|when|who|is|are|does|do|did|can|could|was|were|will|would|should)"
_CLAUSE_BREAK = re.compile(rf"\?\s+(?=\S)|;\s+|,?\s+(?:and|also|plus)\s+(?={_ASKING}\b)", re.IGNORECASE)
"""Where one ask ends and another begins: a question mark inside the text, a semicolon, or a coordinator before an
interrogative ("which encoding did it pick, and how many flops does it take?"). Closed classes of English."""


_PREMISE_BREAK = re.compile(rf",?\s+(?:so|but|yet|then)\s+(?={_ASKING}\b)", re.IGNORECASE)
"""Where a premise ends and the ask begins: "iverilog was happy, so why is the run red", "synth passes but why
does sta choke". Closed classes of English: the coordinators that set a premise before an interrogative."""


def asked_part(question: str) -> str:
    """The ask of a question that states a premise first: what follows the premise's coordinator; the whole question
    when it states none. What the premise names (a tool that was happy) is not what is asked about."""
    pieces = _PREMISE_BREAK.split(question)
    return pieces[-1] if len(pieces) > 1 and pieces[-1].strip() else question


def asked_clauses(question: str) -> list[str]:
    """The asks of a question, in order; one when it asks one thing."""
    return [part for part in (piece.strip(" ?,;.") for piece in _CLAUSE_BREAK.split(question)) if part]


def proposes_change(question: str) -> bool:
    """``what change gets it through``, ``what would I have to change``: the bare noun or infinitive asks for a change
    to make (a fix); a difference between runs is asked in the past or by comparison (``what changed``, ``differs``,
    ``regressed``, ``the changes between``)."""
    text = question.lower()
    return bool(re.search(r"\bchange\b", text)) and not re.search(r"\bchanged\b|\bchanges\b|\bdiffer|\bregress|\bdiff\b", text)


CONTRAST = frozenset({"but", "yet", "although", "though", "whereas", "however"})
"""Contrastive conjunctions: an expectation set against what the run shows asks for a cause."""


def contrasts(words: Sequence[str]) -> bool:
    """``the RTL has 16 flops, yet the netlist keeps 8``: an observation against an expectation."""
    return any(w in CONTRAST for w in words)


AUXILIARIES = frozenset({"do", "doe", "did", "can", "could", "would", "should", "shall", "will", "might", "must", "to"})
"""Auxiliaries and modals (stemmed), the closed class that turns ``how`` into a question of procedure."""


def asks_procedure(words: Sequence[str]) -> bool:
    """``how would you remove...``, ``how do I get rid of...``, ``how to fix...``: ``how`` before an auxiliary or a
    modal asks what to do, not a quantity (``how many``) or a manner of reporting."""
    return any(word == "how" and after in AUXILIARIES for word, after in zip(words, words[1:], strict=False))


def asks_what_to_do(words: Sequence[str]) -> bool:
    """``how do I ...``, ``how can we ...``, ``can I ...``, ``should we ...``, ``when should I ...``: the asker wants a
    way to act, which a tool's manual teaches and a run's records only show the outcome of. ``words`` are one
    sentence's: a request may follow a statement of the problem ("hold fixing skips some paths. can I force it?")."""
    start = 1 if words and words[0] in WH_WORDS else 0  # a wh-word before the modal asks the same as the modal
    return asks_procedure(words) or (len(words) > start + 1 and words[start] in MODALS and words[start + 1] in PERSONS)


def polar(words: Sequence[str]) -> bool:
    """A yes/no question (``does the resize warning break the result``, ``is that latch a problem``): it opens with
    an auxiliary, a modal or a form of ``be``; said of a record, it asks what the record means for the design."""
    return bool(words) and words[0] in AUXILIARIES | PASSIVE - {"to", "get", "got", "be", "been"}


PASSIVE = frozenset({"was", "were", "is", "are", "be", "been", "got", "get"})

MODALS = frozenset({"can", "could", "would", "should", "shall", "will", "might", "may"})
PERSONS = frozenset({"you", "u", "i", "we", "me", "someone", "somebody", "anyone"})
"""The asker and the addressee: a modal they are the subject of makes a request (``can you send``), not a supposition."""


def supposes(words: Sequence[str]) -> bool:
    """``would it pass at 10 ns``, ``if the clock were 8 ns``, ``can it run at 3 ns``: a conditional, or a modal whose
    subject is neither the asker nor the addressee, supposes what no run did; ``what did it give at 10 ns`` asks for
    what a run did."""
    return "if" in words or any(word in MODALS and after not in PERSONS for word, after in itertools.pairwise([*words, ""]))


COORDINATORS = frozenset({"and", "or", "but", "so"})


_BECOMING = frozenset({"go", "goe", "went", "turn", "becom", "becam", "stay", "look", "seem"})
"""Verbs (stemmed) that link a subject to what it is or became ("went negative", "looks negative")."""


def predicated(words: Sequence[str], at: int) -> bool:
    """Whether the adjective at ``at`` is said of the subject before it ("X is negative", "it went negative"), not
    of a noun after it ("negative slack")."""
    return at > 0 and (words[at - 1] in _COPULAS | _BECOMING) and (at + 1 == len(words) or words[at + 1] in
                                                                   COORDINATORS | _COPULAS | {"so", "now", "again"})


def modifies_next(words: Sequence[str], after: int) -> bool:
    """Whether a word ending at ``after`` stands before a word it qualifies ("generic synth"), not at the end of its
    phrase ("used flatten", "used flatten on the alu")."""
    return after < len(words) and words[after] not in PREPOSITIONS | COORDINATORS | DETERMINERS | {"only", "too"}


_REFERRING = frozenset({"it", "that", "this"})
"""Pronouns that point back at what a question has described ("X is negative, is that ...")."""
_COPULAS = frozenset({"is", "was", "are", "were", "be", "been"})


def classifying(words: Sequence[str]) -> set[int]:
    """The positions of the noun phrases a question sorts what it described into ("is that a real cdc problem or a
    constraint issue", "it was an error of the script?"): after a copula, a pronoun pointing back and an indefinite
    article, and those coordinated with one. They say what the asker suspects, not which records or figures to read
    ("is there a problem" asks for them)."""
    found: set[int] = set()
    complement = False
    for i, word in enumerate(words):
        if word not in ("a", "an"):
            continue
        before = set(words[max(0, i - 2):i])
        complement = bool(before & _COPULAS and before & _REFERRING) or (complement and words[i - 1] in ("or", "and"))
        if complement:
            end = next((j for j in range(i + 1, min(i + 5, len(words))) if words[j] in COORDINATORS | PREPOSITIONS),
                       min(i + 5, len(words)))
            found |= set(range(i + 1, end))
    return found


def asks_yes_or_no(words: Sequence[str]) -> bool:
    """``is a 3.5 ns cycle achievable``, ``..., and is 4 ns enough``: a clause that opens with an auxiliary or a form of
    ``be`` asks for a judgement, not a figure a run printed; ``is there ...`` asks whether a record exists."""
    opening = AUXILIARIES | PASSIVE - {"to", "get", "got", "be", "been"}
    starts = [i for i, word in enumerate(words) if word in opening and (i == 0 or words[i - 1] in COORDINATORS)]
    return any(words[i + 1: i + 2] != ["ther"] for i in starts)  # "is there (stemmed) a 10 ns result": is a record
"""Forms of ``be`` and ``get`` that make ``how was it timed`` a passive: a question of how a step was done."""


def asked_step(words: Sequence[str], steps: Sequence[str]) -> str:
    """``how was it timed``, ``how were they synthesized``: ``how`` before a passive whose participle (within the
    next four words) shares its stem with a flow step's (stemmed) name; that step is returned, "" otherwise."""
    for i, (word, after) in enumerate(zip(words, words[1:], strict=False)):
        if word != "how" or after not in PASSIVE:
            continue
        for j in range(i + 2, min(i + 6, len(words))):
            verb = words[j]
            if words[j - 1] in DETERMINERS:  # "how is the timing": a noun, the state of it, not how it was done
                continue
            for step in steps:
                if len(verb) >= 3 and (verb == step or (len(step) >= 4 and verb.startswith(step))):
                    return step
    return ""


POSSESSION = frozenset({"have", "has", "had", "with", "without", "contain", "hold", "show", "produc", "produce",
                        "report", "includ", "include", "lack"})
QUANTIFIERS = frozenset({"any", "some", "no", "zero", "a", "an", "the"})
"""Verbs and prepositions of having (stemmed), and the determiners that may stand between them and a noun."""


def possessed(words: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` is what something has: ``designs with latches``, ``runs that have any
    warnings``, ``which ones produced errors`` -- a filter by a non-zero count, not the count itself."""
    before = at - 1
    while before >= 0 and words[before] in QUANTIFIERS:
        before -= 1
    return before >= 0 and words[before] in POSSESSION


def had_by_designs(words: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` is what the designs named just before have: ``runs with an area``, ``designs that
    report power`` (``the design with the largest area`` has an adjective between, and is no such phrase)."""
    if not 0 < at < len(words) or not possessed(words, at):
        return False
    before = at - 1
    while words[before] in QUANTIFIERS:
        before -= 1
    before -= 1
    while before >= 0 and (words[before] in AUXILIARIES or words[before] in ("that", "which", "who")):
        before -= 1
    return before >= 0 and words[before] in DESIGN_NOUNS


SELECTORS = frozenset({"which", "what", "many", "number", "list", "name"})
"""Words that ask for a set of designs when a design noun follows them: ``which runs``, ``how many designs``."""


def arising_in(words: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` is what comes up in the designs a "where" clause picks: ``the flows where not a
    single warning showed up``, ``runs where latches appear`` -- the designs picked by their count."""
    before = at - 1
    while before >= 0 and (words[before] in QUANTIFIERS or words[before] in NEGATORS or words[before] in _ONE):
        before -= 1
    return before >= 1 and words[before] in ("where", "wher") and words[before - 1] in (*DESIGN_NOUNS, "flow")


_ONE = frozenset({"one", "single", "singl"})
"""The words of "not a single", "not one": none at all, as written and as stemmed."""


def selected_by(words: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` is the object of a verb whose subject is the designs asked for: ``which runs infer
    latches``, ``how many designs do not emit warnings``, ``list the blocks that trigger latches``, ``runs that kept
    hierarchy?`` -- the designs picked by a non-zero count, whatever the verb. ``does the design infer latches`` asks
    no set and is not one."""
    verb = at - 1
    while verb >= 0 and (words[verb] in QUANTIFIERS or words[verb] in ("its", "their")):  # "kept their hierarchy"
        verb -= 1
    subject = verb - 1
    while subject >= 0 and (words[subject] in AUXILIARIES or words[subject] in NEGATORS or words[subject].endswith("n't")
                            or words[subject] in ("that", "which", "who")):
        subject -= 1
    if verb < 0 or words[verb] in DESIGN_NOUNS or subject < 0 or words[subject] not in DESIGN_NOUNS:
        return False
    asker = subject - 1
    while asker >= 0 and (words[asker] in DETERMINERS or words[asker] == "of"):
        asker -= 1
    return asker < 0 or words[asker] in SELECTORS  # "runs that kept hierarchy?": the set, asked by naming it first


def named_as(question: str, name: str, kind: str) -> bool:
    """Whether the question calls ``name`` a ``kind`` right beside it: ``the clk_div2 clock``, ``clock clk_div2``."""
    near = rf"(?<![\w]){re.escape(name)}(?![\w])"
    return bool(re.search(rf"{near}\s+{kind}\b|\b{kind}\s+['\"`]?{near}", question, re.IGNORECASE))


def asks_which_one(question: str, unit: str) -> bool:
    """``which endpoint is worst``: a count's unit (``endpoints``) written in the singular after ``which``/``what``
    asks for one of the things counted, not for how many there are."""
    if not unit.endswith("s") or len(unit) < 4:
        return False
    return bool(re.search(rf"\b(?:which|what)\s+{re.escape(unit[:-1])}\b(?!s)", question, re.IGNORECASE))


PATH_ENDS = ("endpoint", "startpoint", "output", "input", "port", "pin", "register", "flop", "flip-flop")
"""What a timing path starts or ends at, as the timer's reports name them."""


def asks_path_end(question: str) -> bool:
    """``which output is worst``: one of a timing path's ends asked for by its kind, in the singular."""
    ends = "|".join(re.escape(end) for end in PATH_ENDS)
    return bool(re.search(rf"\b(?:which|what)\s+(?:{ends})\b(?!s)", question, re.IGNORECASE))


def asks_path_role(question: str) -> bool:
    """``the launching flop``, ``capture register``: a timing path's end named by its role in the path, which only a
    path has (a count of flops never launches anything)."""
    ends = "|".join(re.escape(end) for end in PATH_ENDS)
    return bool(re.search(rf"\b(?:launch|launching|launched|capture)\s+(?:{ends})\b(?!s)", question,
                          re.IGNORECASE))


def counts_designs(words: Sequence[str], reach: int = 3) -> bool:
    """``how many designs``/``number of runs``/``count of runs``: the count is of designs, not of a metric's units. The
    noun "count" counts designs only where it heads its phrase ("count of runs", "the count of designs"); after a
    noun it is that noun's count ("the cell count of the designs"). ``reach``: the words after the count word the
    design noun may stand within (more where no figure is named: "number of distinct RTL designs")."""
    for i, word in enumerate(words):
        heads = word == "count" and (i == 0 or words[i - 1] in ("the", "a", "total"))
        if (word in ("many", "number") or heads) and any(w in DESIGN_NOUNS for w in words[i + 1: i + 1 + reach]):
            return True
    return False


GENERAL_AUXILIARIES = frozenset({"do", "does", "is", "are", "s", "can", "will"})
"""Auxiliaries of the present and of ability (``s`` of ``what's``): a question opened by one asks what is so in
general ("what does X do", "can X infer ..."); ``did``/``was`` ask what happened in a run."""
PAST_AUXILIARIES = frozenset({"did", "was", "were", "had"})
SAYING = frozenset({"say", "report", "print", "give", "show", "warn", "flag", "tell", "log", "emit"})
"""Verbs of saying (a closed class of English): what a tool says is a record of a run, not what the tool is."""
POINTING = frozenset({"the", "this", "that", "these", "those", "our", "my", "your"})
"""Determiners that point at particular things (the asker's, the ones in view), unlike ``a`` or no determiner."""
_PRONOUNS = frozenset({"it", "they", "them", "this", "that", "these", "those", "there"})
_CHOOSERS = frozenset({"which", "any", "every", "each", "all", "some", "no", "many", "both"})
_RUN_OUTPUTS = frozenset({"log", "netlist", "report", "result", "output", "stat"})
"""What a run leaves behind, as a question points at it ("the log", "this netlist")."""


def general_subjects(words: Sequence[str]) -> list[str]:
    """The subjects of the question's general clauses: the words after a present or ability auxiliary that opens a
    clause (at the start, after a wh-word or a coordinator), up to a preposition, its determiner skipped -- "yosys"
    of "where does yosys keep its history", "cell name $_dff_p_ mean" of "what does the cell name $_DFF_P_ mean". A
    clause whose subject is a person, a pronoun or a run, or whose verb is one of saying, is no general clause."""
    found: list[str] = []
    for at in _general_openings(words):
        rest = list(words[at + 1:at + 6])
        rest = rest[1:] if rest[:1] and rest[0] in DETERMINERS else rest
        subject = list(itertools.takewhile(lambda w: w not in PREPOSITIONS, rest))[:4]
        if subject and not (set(subject) & (PERSONS | SAYING | _PRONOUNS) or any(fold(w) in DESIGN_NOUNS
                                                                                    for w in subject)):
            found += subject
    return found


def generic_plural(words: Sequence[str], at: int) -> bool:
    """Whether the plural at ``at`` is a kind of thing, not the ones in view: bare (no determiner, quantifier or
    preposition before it) after the verb of a general clause whose subject is a name English does not write, a
    tool's ("can the openroad synthesis handle designs with latches"). "Do the two pid runs differ" has it for
    subject; "runs with latches?" is a fragment that asks for them."""
    if at == 0 or words[at - 1] in DETERMINERS | QUANTIFIERS | _CHOOSERS | PREPOSITIONS:
        return False
    for opened in _general_openings(words[:at]):
        between = list(words[opened + 1:at])
        between = between[1:] if between[:1] and between[0] in DETERMINERS else between
        if len(between) >= 2 and not english.common(between[0]):
            return True
    return False


def _general_openings(words: Sequence[str]) -> list[int]:
    """Where a present or ability auxiliary opens a clause: at the start, after a wh-word or after a coordinator."""
    return [at for at, word in enumerate(words)
            if word in GENERAL_AUXILIARIES and (at == 0 or words[at - 1] in WH_WORDS | COORDINATORS)]


def points_at_runs(words: Sequence[str]) -> bool:
    """Whether the question speaks of what happened (a past auxiliary) or points at a run or its output ("the design",
    "our runs", "this log"): a particular run, not a tool in general."""
    pointed = any(word in POINTING and any(fold(w) in DESIGN_NOUNS | _RUN_OUTPUTS for w in words[at + 1:at + 3])
                  for at, word in enumerate(words))
    return pointed or bool(set(words) & PAST_AUXILIARIES)


__all__ = ["AUXILIARIES", "CONTRAST", "Extreme", "LACKING", "PASSIVE", "asked_clauses", "asked_step", "asks_procedure", "asks_path_end", "asks_path_role", "asks_which_one", "base_of", "general_subjects", "generic_plural", "comparative", "contrasts", "counts_designs", "extremes", "logged", "negated", "orders", "outcome", "outcome_adjective", "named_as",
           "points_at_runs", "possessed", "proposes_change", "ratio", "refers_to_prior_run", "selected_by"]
