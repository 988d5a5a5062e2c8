"""A design told by what its names and RTL comments say, when no rule of ``entities`` named one.

Questions in chat name a design by what it does as often as by its name ("saturating adder test fails - first
failing vector?", "mac STA log is full of warnings"), and without an article before it. Each run has a profile: the
parts of every name it answers to (design, top module, folder) and the comment lines that open its RTL. The words of
the question that could describe a design are matched against every profile, and each word weighs by how few
designs it matches, as a search engine weighs a rare term. A design is named only when the match is clear:

- two describing words or more match it (a name part counting as a word), and no other design matches as much: its
  score beats every other design's by half again, unless the other is a run of the same top module (a testbench
  beside its RTL, two runs of one RTL: those are its runs, all named);
- or one word that no other design matches, written whole in its name ("mac" of ``fossa_mac``) or among the words
  that open its first comment line and say what it is ("divider" of "// saguaro_div: 8-bit restoring divider", not
  "result" of "parameterised ALU with registered result").

A field's term that no run holds, right before an ordinary word some run matches ("the ddr controller" beside an
interrupt controller), says which thing of that kind is meant, and no run is it: the description is unmatched.

Words the catalogue uses for what is asked (metric aliases, operations, filters), tool and command names, English
function words, and words of fewer than three letters never describe. A single ordinary word that a comment shares
("counter", "clock") names nothing: most designs count or clock something, so a clear winner needs more.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Collection, Mapping, Sequence

from runs.parse.detect import ARTIFACT_KINDS
from runs.qa.entities import Description, names_a_tool_or_format, what_it_is, written_out
from runs.qa.flow_steps import STEP_WORDS
from runs.qa.query import UNIT_WORDS, stem
from text import english
from text.stopwords import ENGLISH_STOPWORDS

CLEAR_MARGIN = 1.5
"""How much more a design must score than the next one (not of its family) to be the one described."""


def described_design(question: str, profiles: Mapping[str, tuple[Sequence[str], str]], families: Mapping[str, str],
                     reserved: Collection[str]) -> Description:
    """The designs ``question`` describes by their profiles (design -> (name parts, comment text)) and the words
    that describe them, or none.

    ``families`` maps a run to its top module when several runs build it; ``reserved`` holds the words a question
    uses for what it asks (catalogue aliases, tool and command names): they describe no design."""
    terms, matched = _matched(question, profiles, reserved)
    if not terms or len(profiles) < 2:
        return Description([])
    holders = {term: sum(term in found for found in matched.values()) for term in terms}
    weight = {term: math.log(1.0 + len(profiles) / count) for term, count in holders.items() if count}
    score = {design: sum(weight[term] for term in found) for design, found in matched.items() if found}
    if not score:
        return Description([])
    if other := _foreign_modifier(question, terms, matched):
        return Description([], unmatched=other)
    best = max(score, key=lambda design: (score[design], design))
    if negated := contradicted(question, what_it_is(profiles[best][1])):
        return Description([], unmatched=negated)  # "the async fifo" beside a "synchronous FIFO"
    family = [d for d in score if d == best or (families.get(d) is not None and families.get(d) == families.get(best))]
    rivals = [score[d] for d in score if d not in family]
    clear = not rivals or score[best] >= CLEAR_MARGIN * max(rivals)
    if len(matched[best]) >= 2 and clear:
        return _naming(question, family, matched, score, profiles)
    if named := _named_by_a_part(matched, holders, profiles, families):
        return _naming(question, named, matched, score, profiles)
    only = [term for term in matched[best] if holders[term] == len(family)]
    titled = {word.rstrip("s") for word in what_it_is(profiles[best][1])}
    if not rivals and any(term.rstrip("s") in titled for term in only):
        return _naming(question, family, matched, score, profiles)
    return _naming(question, _said_to_be(matched, profiles, families), matched, score, profiles)


def contradicted(question: str, title: Sequence[str]) -> str:
    """The question's "<modifier> <noun>" whose modifier negates, by a negating prefix, one the design's title gives
    its head noun ("async fifo" against "synchronous single-clock FIFO", "unsigned multiplier" against "signed
    multiplier"): the same kind of block, the other variant, which this design is not. The two words, or ""."""
    pairs = {(word, title[-1]) for word in title[:-1]}
    words = re.findall(r"[a-z0-9]+", question.lower())
    for said, noun in zip(words, words[1:], strict=False):
        for given, head in pairs:
            if noun.rstrip("s") == head.rstrip("s") and said != given and (_negates(said, given) or _negates(given, said)):
                return f"{said} {noun}"
    return ""


def _negates(word: str, other: str) -> bool:
    """``word`` is ``other`` (or a shortening of it) with a negating prefix: "async" of "synchronous"."""
    return any(word.startswith(prefix) and len(rest := word[len(prefix):]) >= _STEM and other.startswith(rest)
               for prefix in _NEGATING_PREFIXES)


_NEGATING_PREFIXES = ("a", "un", "non", "in", "dis")
"""English prefixes that make a word's opposite (closed class): asynchronous, unsigned, non-blocking, invalid."""
_STEM = 4
"""Letters the word must keep after the prefix: "async" keeps "sync", while "also" is no negated "lso"."""


def unheld_description(question: str, profiles: Mapping[str, tuple[Sequence[str], str]],
                       reserved: Collection[str], rare: bool = False) -> str:
    """The words that say what kind of run the question means, right before "runs" or "designs" ("fir filter
    runs") or after "runs of a" ("runs of a fir filter"), when they are describing words and no run's profile holds
    any describing word of the question: a kind of design asked for that no run is. "" when some run holds one (then
    it may be that run, and ``described_design`` decides), or when nothing stands in those places ("a run that
    wrote edif" says what the run did, not what it is). With ``rare``, the describing words no run holds that run
    together around a word English does not use and that names no tool, format or flow step (``_foreign``: "vga
    controller pixel", where comments say "clk"; not "the spef"), wherever they stand: a term of the trade that no run
    has, said with what it qualifies."""
    terms, matched = _matched(question, profiles, reserved)
    words = re.findall(r"[a-z]+|\d+", question.lower())
    if rare:
        held = set().union(*matched.values())
        runs = [list(group) for unheld, group in itertools.groupby(words, key=lambda w: w in terms and w not in held)
                if unheld]
        return next((" ".join(run) for run in runs if any(_foreign(word, held) for word in run)), "")
    if not terms or any(matched.values()):
        return ""
    for i, word in enumerate(words):
        if word not in _RUN_NOUNS:
            continue
        before = list(itertools.takewhile(lambda w: w in terms, reversed(words[:i])))[::-1]
        after = list(itertools.takewhile(lambda w: w in terms, (w for w in words[i + 1:] if w not in _OF_A)))
        if said := before or (after if words[i + 1:i + 2] in (["of"], ["for"]) else []):
            return " ".join(said)
    return ""


_RUN_NOUNS = frozenset({"run", "runs", "design", "designs"})
_OF_A = frozenset({"of", "for", "a", "an", "the"})


def _foreign_modifier(question: str, terms: Collection[str], matched: Mapping[str, set[str]]) -> str:
    """A field's term that no run holds, right before an ordinary word that some run's profile holds: "the ddr
    controller" is no interrupt controller. The ordinary word is the kind of thing ("controller", "counter"); the term
    before it says which one, and no run is that one. The two words, or "" when every such modifier is held.

    Or such a term alone after the article, while the words that matched a profile stand elsewhere: "push the uart
    through synthesis" names the uart, and "push" (of a push-button debouncer) is the verb."""
    held = set().union(*matched.values())
    for said in _ADJACENT.finditer(question.lower()):
        before, word = said.groups()
        if word in held and english.common(word) and before in terms and _foreign(before, held):
            return f"{before} {word}"
    for said in _ARTICLE_HEAD.finditer(question.lower()):
        if said.group(1) in terms and _foreign(said.group(1), held):
            return said.group(1)
    return ""


def other_kind(question: str, profiles: Mapping[str, tuple[Sequence[str], str]], reserved: Collection[str]) -> str:
    """The description ``_other_kind`` finds, from the profiles as ``described_design`` reads them: asked only once
    no design was found by words or by meaning ("the SPI controller" of an SPI master is that master by meaning)."""
    return _other_kind(question, *_matched(question, profiles, reserved), profiles)


def _matched(question: str, profiles: Mapping[str, tuple[Sequence[str], str]],
             reserved: Collection[str]) -> tuple[set[str], dict[str, set[str]]]:
    """The question's describing terms, and those each design's profile matches."""
    terms = _describing_terms(question, reserved)
    return terms, {design: {term for term in terms if profile_matches(term, parts, comments)}
                   for design, (parts, comments) in profiles.items()}


def _other_kind(question: str, terms: Collection[str], matched: Mapping[str, set[str]],
                profiles: Mapping[str, tuple[Sequence[str], str]]) -> str:
    """A rare term some runs hold right before a noun of agency (-er, -or) that no run holds, while the titles of the
    runs holding the term say they are another such noun: "the uart receiver" where the one UART here is a
    transmitter. The term says the family, the noun which one of it, and no run is that one. The two words, or ""."""
    held = set().union(*matched.values())
    for said in _ADJACENT.finditer(question.lower()):
        before, word = said.groups()
        if before not in held or english.common(before) or word not in terms or not _AGENT.match(word) or any(
                profile_matches(word, parts, comments.partition("\n")[0]) for parts, comments in profiles.values()):
            continue  # what a run is, its name and title say: a testbench's "decodes txd with a behavioural receiver"
            # makes no receiver of the transmitter it checks
        kinds = {what[-1] for design, found in matched.items() if before in found
                 and (what := what_it_is(profiles[design][1]))}
        if kinds and all(_AGENT.match(kind) and kind != word for kind in kinds):
            return f"{before} {word}"
    return ""


def opposite_kind(question: str, titles: Mapping[str, str]) -> str:
    """The block ``question`` asks for, when it is the opposite role of what every run taken for it is (design -> the
    first comment line of its RTL): "the uart receiver" or "the rx side" taken for the one UART here, a transmitter.
    An embedding places the two roles of one link side by side; what is asked is the other end. The kind of block
    the title says with the role asked ("uart receiver"), or ""."""
    kinds = {(what[0], what[-1]) for title in titles.values() if len(what := what_it_is(title)) > 1}
    for word in re.findall(r"[a-z]+", question.lower()):
        role = ROLE_ABBREVIATIONS.get(word, word)
        if kinds and all(frozenset((role, kind)) in OPPOSITE_ROLES for _, kind in kinds):
            return f"{sorted(kinds)[0][0]} {role}"
    return ""


ROLE_ABBREVIATIONS = {"rx": "receiver", "receive": "receiver", "tx": "transmitter", "transmit": "transmitter"}
"""Field vocabulary: the short forms and verbs a link's two ends are said by ("the rx side", "receive-side")."""


OPPOSITE_ROLES = frozenset(frozenset(pair) for pair in (
    ("receiver", "transmitter"), ("master", "slave"), ("encoder", "decoder"), ("serializer", "deserializer"),
    ("reader", "writer"), ("producer", "consumer"), ("initiator", "target"), ("requester", "responder")))
"""Field vocabulary: the two ends of one link or transform, which a design is one of and never both."""


_AGENT = re.compile(r"[a-z]{3,}(?:er|or)$")
"""A noun of agency, the word English names a kind of block by (receiver, controller, divider, arbiter)."""


def _foreign(term: str, held: Collection[str]) -> bool:
    """A term no profile holds and English does not use, naming no tool, format, flow step ("edif files") or kind of
    file a run holds ("the rtl"), and no typo of a frequent word ("the reciever"; a short term such as ``uart`` is
    one keystroke from many words, so only a word of ``_TYPO_LENGTH`` letters or more is read as one)."""
    return term not in held and not english.common(term) and not (
        names_a_tool_or_format(term) or term in STEP_WORDS or term in _KIND_WORDS
        or len(term) >= _TYPO_LENGTH and english.mistyped(term, held))


_TYPO_LENGTH = 6
"""The fewest letters of a word read as a typo of another."""


_KIND_WORDS = frozenset(part for kind in ARTIFACT_KINDS for part in kind.split("_"))
"""The words of the kinds of file a run holds (``rtl``, ``netlist``, ``log``)."""


_ARTICLE_HEAD = re.compile(r"\bthe ([a-z0-9]+)(?= (?:through|in|into|for|of|on|to|from|at)\b|[?.!,;:]|$)")
"""A word alone after "the", the noun phrase ending there: a preposition, punctuation or the end follows it."""


_ADJACENT = re.compile(r"(?=(?<![\w.])([a-z0-9]+)[ -]([a-z0-9]+)\b)")
"""Two words side by side, a space or a hyphen between them and no punctuation (not "expander (decode side)"); the
first no part of a dotted or joined name (not the ``rpt`` of "dotprod_sta.rpt opens")."""


def _named_by_a_part(matched: Mapping[str, set[str]], holders: Mapping[str, int],
                     profiles: Mapping[str, tuple[Sequence[str], str]], families: Mapping[str, str]) -> list[str]:
    """The runs of the one design a word of the question names as a whole part of its names, or writes out a part
    that drops its vowels, no other design's profile holding that word ("mac at 25ns" is ``bramble_mac``'s two runs,
    whatever a comment elsewhere shares; "the popcount" ``benitoite_popcnt``, beside a detector's "hit")."""
    owners = {families.get(design, design) for design, found in matched.items()
              if any(_whole_part(term, profiles[design][0]) for term in found)}
    if len(owners) != 1:
        return []
    named = [design for design, found in matched.items() if any(_whole_part(term, profiles[design][0]) for term in found)]
    words = {term for design in named for term in matched[design] if _whole_part(term, profiles[design][0])}
    return named if any(holders[term] == len(named) for term in words) else []


def _whole_part(term: str, parts: Sequence[str]) -> bool:
    """A part of a name the term is, as written or with its vowels kept (popcount of ``popcnt``)."""
    return term in parts or any(written_out(term, part) for part in parts)


def _naming(question: str, designs: Sequence[str], matched: Mapping[str, set[str]], score: Mapping[str, float],
            profiles: Mapping[str, tuple[Sequence[str], str]]) -> Description:
    """The designs, best first, and the question's words that describe them (read as no metric or file name): each
    matched word with the words beside it that the comments say with it ("register file", where "register" alone
    would ask for flip-flops), and the one word between "the" and a matched word that the comments say anywhere ("the
    latch bank" of a "latch-based ... register bank", where "latch" alone would ask for latches)."""
    ordered = sorted(designs, key=lambda design: (-score[design], design))
    terms = {term for design in ordered for term in matched[design]}
    said = " ".join(re.findall(r"[a-z0-9]+", " ".join(profiles[d][1] for d in ordered).lower()))
    words = re.findall(r"[a-z0-9]+", question.lower())
    spans = set(terms)
    for at, word in enumerate(words):
        if word not in terms:
            continue
        start, end = at, at + 1
        while start and f" {' '.join(words[start - 1:end])} " in f" {said} ":
            start -= 1
        if start >= 2 and words[start - 2] == "the" and f" {words[start - 1]} " in f" {said} ":
            start -= 1
        while end < len(words) and f" {' '.join(words[start:end + 1])} " in f" {said} ":
            end += 1
        spans.add(" ".join(words[start:end]))
    return Description(ordered, tuple(sorted(spans)) if ordered else ())


def _said_to_be(matched: Mapping[str, set[str]], profiles: Mapping[str, tuple[Sequence[str], str]],
                families: Mapping[str, str]) -> list[str]:
    """Of designs the words match alike, the runs of the one whose comments say it *is* what the words say: every
    matched word in the first clause of its first comment line ("saguaro_div: 8-bit unsigned restoring divider, one
    quotient bit per clock"), where the others name it as a part ("UART transmitter, baud tick from a clock
    divider")."""
    if len({frozenset(found) for found in matched.values() if found}) != 1:
        return []  # designs matched by other words are no reading of one description
    said = [design for design, found in matched.items()
            if found and found <= {word.rstrip("s") for word in what_it_is(profiles[design][1])}]
    owners = {families.get(design, design) for design in said}
    return sorted(said) if len(owners) == 1 else []


def _describing_terms(question: str, reserved: Collection[str]) -> set[str]:
    """The lower-cased words of ``question`` that may describe a design: lettered, three letters or more, no function
    word, no reserved term (as written or stemmed); and a number of three digits or more right before a word that is
    no unit ("the 1011 detector": the pattern its comments name; not "100 MHz")."""
    said = {stem(word) for word in reserved} | set(reserved)
    low = question.lower()
    numbers = {found.group(1) for found in _NUMBER_BEFORE_NOUN.finditer(low) if found.group(2) not in UNIT_WORDS}
    counted = {found.group(1) for found in (*_COUNTED.finditer(low), *_OF_FILES.finditer(low))}
    return numbers | {word for word in re.findall(r"[a-z]+", low) if len(word) >= 3 and word not in ENGLISH_STOPWORDS
                      and word not in said and stem(word) not in said and word not in counted}


_COUNTED = re.compile(r"\b(?:how many|number of|count of)\s+([a-z]+s)\b")
"""The plural noun a count asks for ("how many files", "number of warnings"): the things counted, never the design
that one of them could describe (the register file)."""
_OF_FILES = re.compile(r"\b(files?)[\s-]+(?:types?|formats?|extensions?|names?|sizes?)\b")
"""A file said with what it is of ("per file-type", "file names"): files as such, not the register file."""


_NUMBER_BEFORE_NOUN = re.compile(r"(?<![\w.'-])(\d{3,})[ -]([a-z]+)")
"""A number standing alone (not the digits of ``mac16``, ``4.0`` or ``16'h0``) and the word after it."""
_WORD = re.compile(r"[a-z]+|(?<![\w.])\d+(?![\w.])")
"""A word of letters, or a number standing alone, as a comment says it."""


def profile_matches(term: str, parts: Sequence[str], comments: str) -> bool:
    """A name part the term is, or starts with when the part is four letters or more and no English word of its own
    (``saturating`` of ``sat`` is not; ``multiplier`` of ``mult`` is), or that drops the term's vowels (``popcnt`` of
    popcount); or a comment word with the term's stem or its first five letters."""
    if _whole_part(term, parts) or any(len(part) >= 4 and term.startswith(part) and english.zipf(part) <
                                       english.FREQUENT_ZIPF for part in parts):
        return True
    root = stem(term)
    return any(stem(word) == root or (len(term) >= 5 and word[:5] == term[:5])
               for word in _WORD.findall(comments.lower()))


__all__ = ["CLEAR_MARGIN", "OPPOSITE_ROLES", "described_design", "opposite_kind", "other_kind", "profile_matches",
           "contradicted", "unheld_description"]
