"""Entity resolution against the names that exist in the run graph, and nothing else.

A word of a question becomes a design, module, cell type or other name only when that name
occurs in the visible runs, compared in one documented normal form (``normalized``): case
ignored, ``-`` read as ``_``, a trailing ``_top`` optional (``UART-TX`` and ``uart_tx_top`` are
``uart_tx``). Nothing closer than that counts: ``foo_rx`` is not ``foo_tx`` and ``uart_txx`` is
not ``uart_tx`` -- a near miss is reported absent, with the indexed names it resembles, so the
agent refuses instead of answering about another design. Ordinary words ("close", "them",
"most") are never names; an identifier-like word (``riscv_core``, ``aes128``) or a quoted word
that occurs nowhere in the runs is absent. A message code (``GRT-0116``) is a tool's message
identifier, never a design. A question that names no design by its name may describe one by the parts
of its name ("the CRC checker" for ``crc16_ccitt_chk``, ``_described``), or name only nets or clocks that
one run alone has (``identifiers``, matched against the runs' records by the agent).
"""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from runs import metrics
from runs.parse.detect import READ_TOOLS, TOOL_OF_WORD, named_netlist_format
from runs.parse.names import base_module_name
from runs.qa import simulations
from runs.qa.grammar import DESIGN_NOUNS, JUDGEMENT, NEGATORS, base_of
from runs.qa.graph_queries import catalogue_aliases, catalogue_words
from runs.qa.sizes import stated
from text import english
from text.stopwords import ENGLISH_STOPWORDS, STOPWORDS

_TOKEN = re.compile(r"[`'\"]?([A-Za-z_\\$][A-Za-z0-9_$\\]*(?:[-.][A-Za-z0-9_$]+)*)")
_QUOTED = re.compile(r"(?<![\w])[`'\"]([A-Za-z_][A-Za-z0-9_$-]*)[`'\"](?![\w])")
_BUS_BIT = re.compile(r"\b([A-Za-z_]\w*)\[\d+(?::\d+)?\]")
"""A net written with a bit or a slice (``status[1]``, ``data[7:0]``): a name however plain its word."""
_MESSAGE_CODE = re.compile(r"^[A-Z][A-Z0-9]*-\d+$")
"""Tool message identifiers (OpenROAD ``GRT-0116``, ``STA-1234``): looked up in the manuals, never a design."""
HYPHEN = "\x00"
"""Marks the underscore variant of a hyphenated word: it may match a name, but is never reported absent."""
_INFLECTIONS = ("s", "es", "d", "ed", "ing")
NEAR_MISS_RATIO = 0.75
"""How much of a plain word must match a design's name, in order, for it to be taken as a mistyped name."""
_CHAT_TOKEN = re.compile(r"[A-Za-z0-9_$]+(?:'s)?|[?:;,!()]|(?<=\s)-(?=\s)")
"""Words and the punctuation that ends a clause or sets off a name (``lanemux: flops?``, ``lanemux - failed?``)."""
_CLAUSE_WORDS = frozenset({"and", "or", "vs", "versus", "than", "with", "but"})
"""Conjunctions: they start the next part of a question, and a bare name may follow one."""
_NAME_BEFORE = _CLAUSE_WORDS | {"of", "for", "in", "on", "from", "about"}
"""Prepositions and conjunctions a bare name follows at the end of a clause (``flops in lanemux?``)."""
_AUXILIARIES = frozenset({"does", "did", "do", "is", "was", "has", "had"})
"""Auxiliaries a bare name follows as the subject of a question (``did lanemux meet timing``)."""
_ARTICLES = frozenset({"the", "this", "that", "our", "your", "my"})
"""Words before a noun phrase that point at one thing: what follows them names it."""
_SUBJECT_BEFORE_VERB = frozenset({"do", "does", "did", "can", "could", "will", "would", "should"})
"""Words after which a question's subject is followed by its bare verb ("does the multiplier exceed ...")."""
_PART_NOUNS = frozenset({"module", "submodule", "block", "unit", "instance", "stage"})
"""Nouns for a part of a design, after which a word describing a module names it."""
_PLACE_WORDS = frozenset({"child", "sub", "leaf", "inner", "lower"})
"""Words for where a part sits in the hierarchy, said between its description and the noun for a part."""
_UNIT_LIKE = re.compile(r"^(?:\d.*|(?:um|mm|nm)\d|x\d+)$", re.IGNORECASE)


@dataclass
class Entities:
    """What a question names: designs (indexed), other graph names by kind, and absent identifiers."""

    designs: list[str] = field(default_factory=list)
    names: dict[str, list[str]] = field(default_factory=dict)
    absent: list[str] = field(default_factory=list)
    suggestions: dict[str, list[str]] = field(default_factory=dict)
    spans: list[str] = field(default_factory=list)
    """The words of the question that were resolved (so understanding ignores them)."""
    identifiers: list[str] = field(default_factory=list)
    """Name-shaped words the runs use that name no design or indexed kind (an implicit net ``diff_r``, an instance
    path): what a question about records is narrowed to."""
    beside: list[str] = field(default_factory=list)
    """Designs a description in the question names beside an absent name ("bcd_counter in the stopwatch"): where
    a refusal looks for the part the asker may mean; never answered for."""
    described: str = ""
    """How the designs were told when not by a name: ``name`` (words of the question map onto parts of a run's name:
    "the RX FIFO" for ``catalpa_fifo``), ``comments`` or ``profile`` (the question's words are in the run's RTL
    comments or name parts) or ``meaning`` (only the encoder found them alike); ``foreign`` when no design is told and
    a term of the field no run holds says what is meant ("the uart", "the ddr controller"). A weaker claim than a name,
    and the weakest by meaning, which a manual or spec of the same scope may hold better ("how does the SPI host
    handle chip select" where an SPI master was synthesized)."""
    undescribed: str = ""
    """A description of three words or more that no design's name shares a word with and no design's RTL comments
    two ("the DDR transmit lane" where no such block was run): a design the scope does not hold, said by what it is."""

    def of(self, kind: str) -> list[str]:
        return self.names.get(kind, [])

    def add_absent(self, word: str, suggestions: list[str], span: str) -> None:
        """``word`` names nothing indexed: kept once, with the indexed designs it resembles and the span it covers."""
        _add(self.absent, word)
        self.suggestions[word] = suggestions
        self.spans.append(span)


_NEGATIVE_PREFIXES = ("non", "un")
"""English's negative prefixes (a closed class of its morphology)."""


def identifier_like(word: str) -> bool:
    """A word shaped like a name (``uart_tx``, ``alu16``, ``$_DLATCH_N_``), not like prose or a unit."""
    core = word.strip("`'\".,?!:;()")
    if len(core) < 3 or not any(ch.isalpha() for ch in core) or _UNIT_LIKE.match(core):
        return False
    return "_" in core or "$" in core or any(ch.isdigit() for ch in core)


_RANGE = re.compile(r"([A-Za-z]+)\d+-([A-Za-z]+)\d+")
"""Two names of one numbered series joined by a dash (``Metal2-Metal6``, ``met1-met5``): a range, from one to the
other."""


def words_of(question: str) -> list[str]:
    """Candidate name tokens of ``question``; ``uart-tx`` is also tried as ``uart_tx``; a range of two names of one
    series (``Metal2-Metal6``) is its two names, never one name of a design."""
    found = []
    for raw in _TOKEN.findall(question):
        word = raw.rstrip(".-").removesuffix("'s")
        if (ranged := _RANGE.fullmatch(word)) and ranged.group(1).lower() == ranged.group(2).lower():
            found.extend(word.split("-"))
            continue
        found.append(word)
        if "-" in word:  # uart-tx may mean uart_tx; worst-path is prose, so the variant is never "absent"
            found.append(HYPHEN + word.replace("-", "_"))
        if "." in word:  # a hierarchical name (lint_mess.latched) or a file (rtl/alu8.v): try its parts too
            found.extend(part for part in word.split(".") if part)
    return list(dict.fromkeys(found))


def normalized(name: str) -> str:
    """The form in which a question's word and an indexed name are compared: lower case, ``-`` as ``_``,
    without a trailing ``_top`` (teams name a wrapper ``x_top`` and still call it ``x``)."""
    low = name.lower().replace("-", "_")
    return low[: -len("_top")] if low.endswith("_top") and len(low) > len("_top") else low


def resolve(question: str, designs: Sequence[str], names: Mapping[str, Iterable[str]],
            vocabulary: Iterable[str] = (), folders: Mapping[str, str] | None = None,
            tops: Collection[str] = (), families: Mapping[str, str] | None = None) -> Entities:
    """Resolve the words of ``question`` against ``designs`` and ``names`` (kind -> names in the graph).

    ``vocabulary`` holds other words that exist in the runs or the catalogue (signals, commands,
    metric aliases): they are never absent designs. ``folders`` (design -> its run folder's name) are the other
    names a design answers to, when shaped like a name and held by one design only. ``tops`` are the runs' top
    modules: one named names its runs as a design's name does. ``families`` maps each run that shares its top module
    with another run to that module: a description that fits such runs alike names them all.
    """
    lower_designs = {d.lower(): d for d in designs}
    lower_designs |= {folder.lower(): d for folder, d in _distinct_folders(folders or {}, lower_designs).items()}
    normal_designs = {normalized(d): d for d in sorted(lower_designs, key=len, reverse=True)}
    normal_designs = {key: lower_designs[low] for key, low in normal_designs.items()}
    by_kind = {kind: {n.lower(): n for n in values} for kind, values in names.items()}
    normal_modules = {normalized(low): name for low, name in by_kind.get("module", {}).items()}
    known_words = {w.lower() for w in vocabulary}
    quoted = {q.lower() for q in _QUOTED.findall(question)}
    indexed = {bus.lower() for bus in _BUS_BIT.findall(question)}  # "status[1]": a word with a bit index is a name
    result = Entities()
    for token in words_of(question):
        word = token.removeprefix(HYPHEN)
        low = word.lower()
        design = (lower_designs.get(low) or normal_designs.get(normalized(word)) or _leading_part(low, lower_designs)
                  or _trailing_parts(low, lower_designs))
        if design is not None:
            _add(result.designs, design)
            result.spans.append(word)
            continue
        kinds = [kind for kind, table in by_kind.items() if low in table and (
            identifier_like(word) or low in indexed or low in quoted or (table[low] == word and kind != "signal"))]
        # "latch" is a word, LATCH a cell; "state" stays a word, unless quoted ("the 'aligned' net")
        for kind in kinds:
            _add(result.names.setdefault(kind, []), by_kind[kind][low])
        if not kinds and identifier_like(word) and (module := normal_modules.get(normalized(word))):
            kinds = ["module"]  # "sum_tree" for the top module sum_tree_top: the documented normal form
            _add(result.names.setdefault("module", []), module)
        single = word[:-1] if word.endswith("s") and word[:-1].isupper() else ""  # "the DFFPOSX1s": cells of that type
        if not kinds and single and (cell := by_kind.get("cell", {}).get(single.lower())) == single:
            kinds = ["cell"]
            _add(result.names.setdefault("cell", []), cell)
        if kinds:
            result.spans.append(word)
            continue
        if token.startswith(HYPHEN) or _MESSAGE_CODE.match(word) or not _could_be_design(word):
            continue
        if "-" in low and low.rsplit("-", 1)[1] in known_words:
            continue  # "the osu035-mapped runs": a compound that qualifies a term of the runs, not a name
        if low in known_words and identifier_like(word):
            _add(result.identifiers, word)
        if low in known_words or not (identifier_like(word) or low in quoted):
            continue
        result.add_absent(word, resembling(low, lower_designs), word)
    prose = {w for phrase in known_words for w in phrase.split() if " " in phrase}
    top_named = {top.lower() for top in tops} & {name.lower() for name in result.of("module")}
    named_by_name = bool(result.designs or top_named)  # "ocelot_mul8 ... the OSU library": no one-word description
    _spaced(question, lower_designs, result)
    by_one_part = _spelled_out(question, lower_designs, by_kind, result, prose, named_by_name or bool(result.absent))
    catalogue_phrases = {phrase for phrase in known_words if " " in phrase}
    by_names = [design for design in result.designs if design not in by_one_part]
    if not result.absent:  # "mul8x8's area against the saturating adder's": a name and a description by two words
        _described(question, lower_designs, catalogue_phrases, result, least=2 if named_by_name else 1,
                   families=families or {}, vocabulary=known_words,
                   parts_named=[span for span in result.spans if "_" in span and span.lower() not in {
                       t.lower() for t in tops}])  # a top's name may lead a description ("juniper_alu hier run")
    elif not result.designs:  # "bcd_counter in the stopwatch": a refusal offers the parts of the designs said
        said = {form for word in re.findall(r"[a-z0-9]+", question.lower()) for form in _forms(word)}
        result.beside = list(dict.fromkeys(d for low, d in lower_designs.items()
                                           if any(len(part) >= 4 and part in said for part in _name_parts(low))))
    by_description = [] if by_names else list(result.designs)
    if "module" in by_kind and not result.of("module"):
        _described(question, by_kind["module"], catalogue_phrases, result, "module", least=2)
        named_tops = {normalized((families or {})[d]) for d in result.designs if d in (families or {})}
        if result.of("module"):  # "the bison FIFO" named bison_fifo's runs: their top module is no part of them
            result.names["module"] = [m for m in result.of("module") if normalized(m) not in named_tops]
    _named_by_place(question, lower_designs, known_words | prose, result)
    if not (result.designs or result.absent or result.names):
        _near_misses(question, normal_designs, known_words | prose, result)
    tokens = re.findall(r"[a-z0-9_]+|[^\sa-z0-9_]", question.lower())
    absent_parts = {part for name in result.absent for part in re.split(r"[\W_]+", name.lower())}
    for word in words_of(question):  # "jtag: which flops fail removal?": a rare word that starts one name; "cmag vs
        # itof": each such word its own, beside a name found otherwise or one not held ("clk_c in xenotime")
        if word.lower() not in absent_parts and (design := _leading_part(word.lower(), lower_designs, rare=True)) and (
                not _indefinite(word, tokens)) and (not english.common(word) or _stands_alone(word.lower(), tokens,
                                                                                           known_words)):
            _add(result.designs, design)
    for word in list(result.absent):  # "tanzanite_pwm_w8 vs _w16": a name's ending, said alone, after that name
        if word.startswith("_") and (sibling := _ending_swapped(word.lower(), result.designs, lower_designs)):
            _add(result.designs, sibling)
            result.absent.remove(word)
            result.suggestions.pop(word, None)
    if not (result.designs or result.absent):  # "the v2 debounce": a tag with a digit, ending one name another word
        written = list(dict.fromkeys(re.findall(r"[a-z0-9]+", question.lower())))  # of the question is a part of,
        for tag in (word for word in written if re.search(r"\d", word)):  # in the order said
            owners = {d for low, d in lower_designs.items() if tag in low.split("_")[1:] and set(written) & set(
                _name_parts(low))}
            if len(owners) == 1:
                _add(result.designs, owners.pop())
    if not (result.designs or result.absent) and (topic := _TOPIC.match(question)):
        result.designs = _topic_owners(topic.group(1).lower(), lower_designs)
    result.designs.sort(key=lambda design: _first_said(question, design, folders or {}))
    said = {part for design in result.designs for name in (design, (folders or {}).get(design, ""))
            for part in (*_name_parts(name), *name.lower().split("_"))}
    result.absent = [word for word in result.absent if word.lower() not in said]
    # "the popcount block" named popcount16_comb, "the I2S TX" i2s_tx: a word of a name that was resolved is not absent
    if by_description and set(result.designs) == set(by_description):
        result.described = "name"
    return result


def _ending_swapped(ending: str, named: Sequence[str], designs: Mapping[str, str]) -> str | None:
    """The design whose name is a named design's with its last parts replaced by ``ending`` (``_w16`` beside
    ``tanzanite_pwm_w8`` is ``tanzanite_pwm_w16``): chat shortens a sibling's name to the part that differs."""
    new = ending.strip("_").split("_")
    for name in named:
        parts = name.lower().split("_")
        if len(parts) > len(new) and (sibling := designs.get("_".join([*parts[:-len(new)], *new]))) not in (None, name):
            return sibling
    return None


_TOPIC = re.compile(r"\s*([A-Za-z][A-Za-z0-9]{2,})(?:\s+\d+[\s-]?bits?)?\s*:(?!:)", re.IGNORECASE)
"""A question's topic, one word before a colon that opens it: "mailbox: registers left after mapping?", a width it is
built at allowed between ("kale 16 bit: ...")."""


def _topic_owners(word: str, designs: Mapping[str, str]) -> list[str]:
    """The designs whose names begin with ``word`` as their first part, where the topic of a question names one of
    them (``mailbox`` for the run in folder mailbox_check), or its runs when they all share that first part and
    nothing else starts so: in that place even an English word is a name."""
    owners = list(dict.fromkeys(designs[low] for low in designs if low.split("_")[0] == word))
    return owners if 1 <= len(owners) <= 3 else []


def _first_said(question: str, design: str, folders: Mapping[str, str]) -> int:
    """Where the question first names ``design``: by its name, its folder's, or a word that starts like one of its
    parts (``multiplier`` for ``mult12_pipe_slow``); "A minus B" keeps the order the asker gave."""
    text = question.lower()
    names = [design.lower(), *([folders[design].lower()] if design in folders else [])]
    starts = [text.find(name) for name in names] + [
        found.start() for part in _name_parts(design) if len(part) >= 3
        if (found := re.search(rf"(?<![a-z0-9]){re.escape(part)}", text))]
    return min((at for at in starts if at >= 0), default=len(text))


def _distinct_folders(folders: Mapping[str, str], designs: Mapping[str, str]) -> dict[str, str]:
    """Folder names usable as design names (folder -> design): name-shaped (``mac16``, not ``results``), naming no
    other design, and the folder of one design only."""
    count: dict[str, int] = {}
    for folder in folders.values():
        count[folder.lower()] = count.get(folder.lower(), 0) + 1
    return {folder: design for design, folder in folders.items()
            if identifier_like(folder) and folder.lower() not in designs and count[folder.lower()] == 1}


_OUTPUT_NOUNS = frozenset({"path", "log", "report", "netlist", "waveform"})
"""What a run writes, said after a part of a design's name that names its run ("the mac path", "the fifo log")."""


def named_before_output(question: str, names: Mapping[str, str]) -> tuple[str, str] | None:
    """The one run (of ``names``: lower-cased name or folder -> run) that a part of its name, said right before a
    noun for what runs write, names ("the worst mac path" is ``olingo_mac``), with the word said; a tool's, a
    format's or a catalogue's word is no name there ("the EDIF netlist", "the timing report"). Asked last, when
    nothing else in the question named or described a run."""
    tokens = _CHAT_TOKEN.findall(question)
    for word, after in zip(tokens, tokens[1:], strict=False):
        low = word.lower()
        if after.lower().rstrip("s") in _OUTPUT_NOUNS and low.isalnum() and not names_a_tool_or_format(low) and (
                low not in catalogue_words()) and len(owners := _owners(low, names)) == 1:
            return owners.pop(), word
    return None


def _named_by_place(question: str, designs: Mapping[str, str], known: set[str], result: Entities) -> None:
    """A plain word in the place of a design's name is that name, so when neither the runs nor the catalogue use
    it and English seldom does (``text.english``), it is an absent design, not prose to skip: answering "how
    many latches does lanemux have" for every design would be a guess.

    The places are a closed grammar of where chat names a design: before a design noun (``the lanemux run``),
    with a possessive (``lanemux's area``), right after a preposition or conjunction at the end of a clause
    (``flops in lanemux?``; never after an article, which marks a common noun), right after an auxiliary
    (``did lanemux meet timing``), and first in a terse question before a known word or a separator
    (``lanemux cell count?``) when it names no indexed design. Before a design noun, a whole part of exactly one name
    is that name (``the cdc run`` of ``hoopoe_cdc``). A word one keystroke off a frequent or a known word
    is a typo there (``totl cells?``), not a name. A common word is a name only right before a design noun and
    when it starts like an indexed design (``the vendor design`` beside ``vending``); else it is prose (``the
    whole design``). The field's words for a simulation are kinds of run, never a name (``a testbench run``), whether
    or not a run of the scope holds one."""
    tokens = _CHAT_TOKEN.findall(question)
    lowered = [token.lower() for token in tokens]
    taken = {span.lower() for span in result.spans} | {word for span in result.spans for word in span.lower().split()}
    for i, token in enumerate(lowered):  # a word of a phrase that named something ("adder subtractor" of a module)
        word = token.removesuffix("'s")  # is no name of its own
        before = lowered[i - 1] if i else ""
        after = lowered[i + 1] if i + 1 < len(lowered) else ""
        short = len(word) == 3 and not token.endswith("'s") and after.rstrip("s") not in DESIGN_NOUNS
        if (not word.isalpha() or len(word) < 3 or short or word in taken or word in STOPWORDS or _known(word, known)
                or simulations.ASKED.fullmatch(word) or _negative_of_a_word(word, known) or _leading_part(word, designs, rare=True)
                or sum(low.split("_")[0] == word for low in designs if "_" in low) > 1):  # "the two nightjar runs"
            continue  # "galois hold slack" beside galois_mul: the rare word that starts one name is that name
        if english.common(word) and not english.abbreviation(word):  # "the vendor design" beside vending: mistyped
            if after.rstrip("s") in DESIGN_NOUNS and any(_nearly(word, normal, 0.0) for normal in map(normalized, designs)):
                result.add_absent(word, resembling(word, designs), tokens[i])
            continue
        ends_clause = not after or not after[0].isalnum() or after in _CLAUSE_WORDS
        first_of_terse = i == 0 and not result.designs and (
            not after[:1].isalnum() or (after in known and after not in STOPWORDS))
        if (token.endswith("'s") or after.rstrip("s") in DESIGN_NOUNS or first_of_terse or before in _AUXILIARIES
                or (before in _NAME_BEFORE and ends_clause)) and (english.abbreviation(word)
                                                                  or not english.mistyped(word, known)):
            if after.rstrip("s") in DESIGN_NOUNS and len(owners := _owners(word, designs)) == 1:
                _add(result.designs, owners.pop())  # "the cdc run": a later part of one name, said before "run"
                result.spans.append(tokens[i])
                continue
            result.add_absent(word, resembling(word, designs), tokens[i].removesuffix("'s"))


def _negative_of_a_word(word: str, known: set[str]) -> bool:
    """``untimed``, ``unmapped``, ``nonblocking``: English's negative prefix on a word of English or of the runs is
    that word negated (the grammar reads it as a filter), however rare the whole word is: never a name."""
    rest = next((word[len(prefix):] for prefix in _NEGATIVE_PREFIXES if word.startswith(prefix)), "")
    return len(rest) >= 4 and (english.common(rest) or _known(rest, known))


def resembling(word: str, designs: Mapping[str, str]) -> list[str]:
    """The indexed designs whose names look most like ``word`` (lower-cased name -> name), for a refusal to offer:
    first those sharing the most parts with it, a part counting when one spells or shortens the other (``evt_cnt_cdc``
    shares ``evt`` and ``cnt`` with ``xclk_event_cnt``, ``lifo16x8`` shares ``lifo`` with ``stack_lifo8x8``), then by
    spelling."""
    parts = _name_parts(word)

    def shared(name: str) -> int:
        theirs = _name_parts(name)
        return sum(1 for p in parts if any(p == q or shortens(p, q) or shortens(q, p) for q in theirs))

    spelled = {name: difflib.SequenceMatcher(None, word, name).ratio() for name in designs}
    close = [designs[name] for name in sorted(designs, key=lambda name: (-shared(name), -spelled[name]))]
    return list(dict.fromkeys(close))[:3]  # a design also known by its folder's name is offered once


def _forms(word: str) -> set[str]:
    """``word`` and what it may inflect (``latches`` -> ``latche``, ``latch``; ``synthesised`` -> ``synthesis``)."""
    return {word} | {word.removesuffix(end) for end in _INFLECTIONS if word.endswith(end)}


def _known(word: str, known: set[str]) -> bool:
    """``word`` or the word it inflects (``latches``, ``synthesised``) is one the runs or the catalogue use."""
    return any(form in known for form in _forms(word))


def _near_misses(question: str, designs: Mapping[str, str], known: set[str], result: Entities) -> None:
    """A plain word that is no design but nearly spells one (``pulseshaper`` beside ``pulse_shaper``, a name
    with a letter changed) is an absent name, not a word to ignore: ignoring it would answer for every design.
    Only when the question names nothing else, and only for words the runs and the catalogue never use."""
    for word in dict.fromkeys(w.lower() for w in re.findall(r"[A-Za-z]{4,}", question)):
        if word in known or word in STOPWORDS:
            continue
        close = [name for normal, name in designs.items() if _nearly(word, normal)]
        if close:
            result.add_absent(word, close[:3], word)


def _nearly(word: str, normal: str, ratio: float = NEAR_MISS_RATIO) -> bool:
    """Same first four letters, at least ``ratio`` of the letters shared in order, and not the name, one of its
    parts or an inflection of either (``counters``, ``debounced``: the word used as a word)."""
    if _forms(word) & ({normal} | set(re.split(r"[_\d]+", normal))) or word[:4] != normal[:4]:
        return False
    return difflib.SequenceMatcher(None, word, normal).ratio() >= ratio


def _abbreviates(part: str, word: str) -> bool:
    """``seq`` abbreviates ``sequencer``, ``ctrl`` abbreviates ``controller``: a prefix, or the letters in order
    from the same first letter (at least three letters, so ``a`` or ``tx`` never match prose)."""
    if len(part) < 3 or len(word) < len(part) or not word or part[0] != word[0]:
        return False
    if word.startswith(part):
        return True
    letters = iter(word)
    return all(ch in letters for ch in part)


def _leading_part(word: str, designs: Mapping[str, str], rare: bool = False) -> str | None:
    """``crc16`` for ``crc16_ccitt_chk``: a word with digits (with ``rare``, also a word below the frequent band of
    English: ``jtag`` for ``jtag_tap_lite``, ``lumen`` for ``lumen_ramp``) that is the whole first part of exactly one name (the rest is
    often the block's kind or variant), or a word of letters and digits that is a later whole part of one (``gf8`` of
    ``xor_mul_gf8``); never a part of two names, nor an English word (``door`` is no name for ``door_lock_fsm``)."""
    if "_" in word or len(word) < 3 or not (any(ch.isdigit() for ch in word)
                                            or rare and english.zipf(word) < english.FREQUENT_ZIPF):
        return None
    owners = {designs[low] for low in designs if "_" in low and low.split("_")[0] == word}
    if not owners and any(ch.isalpha() for ch in word) and any(ch.isdigit() for ch in word):
        owners = {designs[low] for low in designs if word in low.split("_")[1:]}  # "gf8" of xor_mul_gf8
    return owners.pop() if len(owners) == 1 else None


def _trailing_parts(word: str, designs: Mapping[str, str]) -> str | None:
    """``fifo_hier`` for the run in folder ``tanager_fifo_hier``: a name of two parts or more that ends exactly one
    name, part for part (teams drop the project's prefix from their run names)."""
    if "_" not in word:
        return None
    owners = {designs[low] for low in designs if low != word and low.endswith(f"_{word}")}
    return owners.pop() if len(owners) == 1 else None


def _indefinite(word: str, words: Sequence[str]) -> bool:
    """Whether every use of ``word`` follows an indefinite or a quantifying determiner ("does any design have a
    timer"): a thing of a kind, not the run whose name starts with it."""
    low = word.lower()
    before = [words[i - 1] if i else "" for i, w in enumerate(words) if w == low]
    return bool(before) and all(b in _INDEFINITE for b in before)


_INDEFINITE = frozenset({"a", "an", "any", "some", "no", "each", "every"})


def _stands_alone(word: str, tokens: Sequence[str], known: set[str]) -> bool:
    """Whether an English word that starts one name is used as that name somewhere: last, before punctuation, a
    function word, a design noun or a term the runs know ("lumen mapped cell count", "the estuary critical path"),
    not as a modifier of another noun ("the watchdog timer design" is some other watchdog)."""
    for at, token in enumerate(tokens):
        if token != word:
            continue
        after = tokens[at + 1] if at + 1 < len(tokens) else ""
        if (not after or not after[0].isalnum() or after in STOPWORDS or after in known
                or after.rstrip("s") in DESIGN_NOUNS):
            return True
    return False


def _spaced(question: str, designs: Mapping[str, str], result: Entities) -> None:
    """A name written with spaces for its underscores ("the i2s tx", "uart tx"): that design, the longest first."""
    for low in sorted(designs, key=len, reverse=True):
        if "_" in low and designs[low] not in result.designs and re.search(
                rf"(?<![\w]){'[ -]+'.join(map(re.escape, low.split('_')))}(?![\w])", question, re.IGNORECASE):
            _add(result.designs, designs[low])
            result.spans.append(low.replace("_", " "))


def skeleton(word: str) -> str:
    """The word with its vowels dropped after its first letter (``popcnt`` of popcount): the usual way a word is cut
    to fit a name."""
    return word[:1] + re.sub(r"[aeiou]", "", word[1:])


def written_out(word: str, part: str) -> bool:
    """Whether ``word`` (five letters or more) is a name part of four or more written out with its vowels ("popcount"
    of ``popcnt``, "graycount" of ``graycnt``)."""
    return len(word) >= 5 and len(part) >= 4 and part != word and skeleton(part) == skeleton(word)


def shortens(part: str, word: str) -> bool:
    """``addr`` of address, ``sat`` of saturating, ``cmp`` of compare: a part of three letters or more that starts the
    word or its consonants (the vowels after its first letter dropped), a shortening read without a word written
    exactly before it; ``crc`` is no such shortening of critical, nor ``dma`` of domain, nor ``check`` of checksum
    (a compound, ``_compounded``)."""
    return len(part) >= 3 and (word.startswith(part) or skeleton(word).startswith(part)) and not _compounded(part, word)


def _spelled_out(question: str, designs: Mapping[str, str], by_kind: Mapping[str, Mapping[str, str]],
                 result: Entities, prose: set[str], named: bool = False) -> list[str]:
    """Names written as words: "the dma sequencer" is dma_seq, "the irq controller" irq_ctrl, "the gray
    fifo" gray_fifo, "the counter design" counter16. The name's first part (digits dropped) must be a word of
    the question as written, and every later part abbreviate the words after it; a one-part name must be
    written out whole. So "synchronous reset" is not ``sync2``, "clock domain sequencing" not ``dma_seq``,
    "critical lane" not ``crc8_lane``: an abbreviation is accepted only after a part written exactly. Returns the
    designs named by one part of their name ("the ecc decoder"), which describes them more than it names them."""
    by_one_part: list[str] = []
    words = [w.lower() if w.isalpha() and w.lower() not in prose else "" for w in re.findall(r"[A-Za-z0-9_$]+", question)]
    plain = [w.lower() for w in re.findall(r"[A-Za-z0-9_$]+", question)]
    tables = [("design", designs)] + [(kind, table) for kind, table in by_kind.items() if kind == "module"]
    for kind, table in tables:
        for low, name in table.items():
            parts = [re.sub(r"\d+", "", p) for p in re.split(r"[_(]", normalized(low.split("(")[0]))
                     if re.sub(r"\d+", "", p)]  # the normal form: a trailing _top is optional here too
            if not parts or name in result.designs or name in result.of(kind):
                continue
            for i in range(len(words) - len(parts) + 1):
                window = words[i:i + len(parts)]
                if window[0] == parts[0] and all(_abbreviates(p, w) for p, w in zip(parts[1:], window[1:], strict=True)):
                    _add(result.designs if kind == "design" else result.names.setdefault(kind, []), name)
                    break
                if kind == "module" and (_describes_part(parts, plain, i) or _part_before_noun(parts, plain, i, table)):
                    _add(result.names.setdefault(kind, []), name)
                    break
            else:
                if kind == "design" and _leading_parts_written(parts, words, table):
                    _add(result.designs, name)
                elif kind == "design" and not named and _named_by_one_part(parts, plain, table):  # beside a name, one
                    _add(result.designs, name)  # part is prose
                    by_one_part.append(name)
    return by_one_part


def _described(question: str, designs: Mapping[str, str], phrases: set[str], result: Entities,
               kind: str = "design", least: int = 1, families: Mapping[str, str] | None = None,
               vocabulary: Collection[str] = (), parts_named: Collection[str] = ()) -> None:
    """Designs named by a description, when the question names none by its name: "the CRC checker" is
    ``crc16_ccitt_chk``, "the line buffer RAM" ``line_buf_ram16``, "the seven segment driver" the run in folder
    ``sevenseg_scan``, "the multiplier" ``mult12_pipe_slow``.

    A description is the noun phrase after an article or at the question's start. Its words map onto the parts of one name, in order, parts
    skipped allowed: a word equal to a part, two words whose starts spell one part, one of them whole (``seven
    seg``-ment is ``sevenseg``, ``reg``-ister ``file`` is ``regfile``), or, after such an exact word, a word a part
    abbreviates (``chk`` of checker); read backwards too, as a modifier comes first in English and last in a name
    ("the hierarchical ALU run" is ``alu16_hier``); a word the name leaves out may stand between two mapped ones
    ("the gray code counter" is ``gray_cnt8``). Two words so mapped name the design; so does a word of the phrase
    that is one of the parts written in capitals (``the UART`` is ``uart_tx8n1``, "the ALU run" either ALU; "the
    pipe" stays prose), or the phrase's head (its last word) when a part of four or more letters shortens it
    (``mult`` of multiplier) and it is no inflection of that part, for a name of several parts: "the accumulated
    negative margin" is about a margin, not ``mac_accum``. The words of a catalogue phrase (``data required time``)
    describe a metric, never a design. A fit by two words outranks one by a single word ("the CRC checker" is
    ``crc16_ccitt_chk``, not ``crc8_lane``), and a description two designs fit equally names neither unless words
    elsewhere tell them apart (``_told_apart``). So "the synchronous reset" is not ``sync2`` (a name of one part) and "the
    critical lane" not ``crc8_lane`` (no part written exactly before ``lane``). Runs of one top module (``families``)
    that a description fits alike and nothing tells apart are its runs, all of them ("the FIR block" is
    ``almond_fir_osu`` and ``almond_fir_taps8``): what else the question says (a period) picks among them later."""
    text = re.sub(r"'s\b", " of ", question.lower())  # a possessive ends the owner's phrase: "the rate limiter's FSM"
    for span in parts_named:  # "the goethite_grant_reg submodule", "catalpa_fifo_d8: ...": a name resolved describes
        text = text.replace(span.lower(), " 0 ")  # nothing more (a count ends a phrase)
    words = re.findall(r"[a-z0-9]+", text)
    acronyms = {word.lower() for word in re.findall(r"\b[A-Z][A-Z0-9]{2,}\b", question)
                if not names_a_tool_or_format(word.lower())}  # the UART; not "the STA runs" of ``jackal_clkgen_sta``
    covered = _phrase_positions(words, phrases)
    starts = [0, *(i + 1 for i, word in enumerate(words[:-1]) if word in _ARTICLES and not (
        word == "that" and i and words[i - 1].endswith("s") and words[i - 1][:-1] in DESIGN_NOUNS))]
    # "traffic light controller: ..."; "runs that kept hierarchy": after runs, "that" opens a clause, no phrase
    for start in dict.fromkeys(starts):
        phrase: list[str] = []
        for i in range(start, min(start + 4, len(words))):
            if i in covered or words[i] in ENGLISH_STOPWORDS or words[i].isdigit():
                break  # a noun phrase ends at a function word ("the ALU run | without hierarchy") or a count
            if not words[i].isalpha():
                continue  # a size in the phrase modifies its head ("the 12x12 multiplier"): no word of the name
            if words[i] in JUDGEMENT or base_of(words[i], "est"):
                continue  # "the tightest margin": a superlative grades the head, it names nothing
            if _filters_runs(words[i], words[i + 1] if i + 1 < len(words) else ""):
                continue  # "the timed runs", "the failed designs": a participle before a plural filters the set
            phrase.append(words[i])
        if start >= 2 and words[start - 2] in _SUBJECT_BEFORE_VERB and len(phrase) > 1 and _fit_strengths(
                phrase[:-1], designs, acronyms):
            phrase.pop()  # "does the multiplier exceed ...", "did the line buffer RAM fail": a verb ends the subject
        if kind != "design" and any(" ".join(phrase) == span or " ".join(phrase).startswith(span + " ")
                                    for span in result.spans):
            continue  # "the gray-pointer FIFO" named the design gray_fifo: not also its module gray_ptr
        strength = _fit_strengths(phrase, designs, acronyms)
        best = max(strength.values(), default=0)  # "the CRC checker": crc16_ccitt_chk by two words, not crc8_lane
        if best == 1 and len(phrase) == 1 and phrase[0] in catalogue_aliases() and phrase[0] not in acronyms and any(
                word.endswith("s") and word[:-1] in DESIGN_NOUNS for word in words):
            continue  # "which runs kept the hierarchy": over the runs, a catalogue term a part (``hier``) starts is the
            # term; of one run ("the hierarchical one" beside the flat ALU) it still tells the run
        fitting = {low: designs[low] for low, fit in strength.items() if best >= least and fit == best}
        unique = set(fitting.values())  # a module ("the address generator submodule") is never told apart
        picked = list(unique) if len(unique) == 1 else (_told_apart(words, fitting) or _unqualified(fitting)
                                                         ) if kind == "design" else []
        if not picked and kind == "design" and len({(families or {}).get(d) for d in unique} - {None}) == 1 and all(
                d in (families or {}) for d in unique):
            picked = sorted(unique)
        for name in picked:
            _add(result.designs if kind == "design" else result.names.setdefault(kind, []), name)
        if picked:
            named = {low: name for low, name in fitting.items() if name in picked}
            result.spans += _spans_of(_fitting_words(phrase, named, best, acronyms), named, vocabulary)


def _fitting_words(phrase: list[str], picked: Mapping[str, str], best: int, acronyms: Collection[str]) -> list[str]:
    """The words of a description that name the design, its trailing words left out while the rest fits as well:
    "galois mult area per cell" names galois_mul by "galois mult", and "area" stays the figure asked."""
    parts = {part for low in picked for part in _name_parts(low)}
    while len(phrase) > 1 and not any(phrase[-1] == part or _abbreviates(part, phrase[-1]) or _in_compound(
            part, phrase[-1]) for part in parts) and (
            fits := _fit_strengths(phrase[:-1], picked, acronyms)) and len(fits) == len(picked) and all(
            fit == best for fit in fits.values()):
        phrase = phrase[:-1]
    return phrase


def _spans_of(words: list[str], named: Mapping[str, str], vocabulary: Collection[str]) -> list[str]:
    """The description as spans to read past, cut at a term of the runs or the catalogue that maps to no part of the
    names it fits: "the MAC period sweep" names marlin_mac (run in marlin_sweep) by "mac" and "sweep", and "period"
    stays a word of the question. A figure's name a part only shortens stays one too where it ends the description:
    "echidna power" names the run in folder echidna_spi_pwr by "echidna" and asks its power ("the power-state
    decoder" of pwr_mode_dec asks none)."""
    parts = {part for low in named for part in _name_parts(low)}
    figures = {word for spec in metrics.SPECS for word in spec.synonyms}
    spans: list[list[str]] = [[]]
    for at, word in enumerate(words):
        asked = word in figures and at == len(words) - 1  # the head, not a modifier ("the power-state decoder")
        if word in vocabulary and not any(part in _forms(word) or (_abbreviates(part, word) and not asked) or (
                not asked and _in_compound(part, word)) for part in parts):  # "tapir config latches" of tapir_latch: an inflection
            spans.append([])
        else:
            spans[-1].append(word)
    return [" ".join(span) for span in spans if span]


def _in_compound(part: str, word: str) -> bool:
    """Whether ``word`` is what the first or the last letters of a compound part shorten ("clock" and "divider" of
    ``clkdiv``, which "clock divider" spells by the starts of its two words)."""
    return any(_abbreviates(part[:end], word) or _abbreviates(part[end:], word) for end in range(3, len(part) - 2))


def _filters_runs(word: str, after: str) -> bool:
    """A participle before a noun for runs in the plural (``timed runs``, ``failed designs``): the plural names a set
    of runs, and the participle filters it, never one of them."""
    return word.endswith("ed") and after.endswith("s") and after[:-1] in DESIGN_NOUNS


def described_part(question: str, modules: Iterable[str], phrases: set[str], owner: str = "") -> str | None:
    """The one submodule of a named run that a description in the question names ("the prescaler in the harbor
    run" is ``harbor_prescale(DIV=2500)``): among one run's parts a single word fits as a head a part shortens does,
    where across every run's modules two words are needed; or, with no such fit, the word after "the" that is a
    whole part of one submodule's name and no part of ``owner``'s, the run's own ("the prescaler" of
    ``hornbeam_prescaler`` in hornbeam_timer). None when no part or several fit."""
    table = {base_module_name(name).lower(): name for name in sorted(modules, key=len)}  # the parameterized name
    found = Entities()
    _described(question, table, phrases, found, "module", least=1)
    picked = found.of("module")
    if picked:
        return picked[0] if len(picked) == 1 else None
    heads = {said.group(1) for said in re.finditer(r"\bthe ([a-z0-9]+)\b", question.lower())}
    own = set(_name_parts(owner.lower()))
    named = {name for low, name in table.items() if any(len(part) >= 4 and part in heads
                                                        for part in set(_name_parts(low)) - own)}
    return named.pop() if len(named) == 1 else None


def _fit_strengths(phrase: Sequence[str], designs: Mapping[str, str], acronyms: Collection[str]) -> dict[str, int]:
    """How well ``phrase`` fits each name (lower-cased name -> ``_fits``, read forwards or backwards); only fits. A
    design is fitted by the parts of every name it answers to, its own first: "the crc sweep" is ``rhubarb_crc``, run
    in folder ``rhubarb_sweep``, by two words."""
    joined: dict[str, list[str]] = {}
    for low, design in designs.items():
        joined.setdefault(design, []).extend(part for part in _name_parts(low) if part not in joined.get(design, []))
    strength = {low: max(_fits(words_in, joined[design], acronyms, by_head) for words_in, by_head in (
        (phrase, True), (phrase[::-1], False))) for low, design in designs.items()} if phrase else {}
    return {low: fit for low, fit in strength.items() if fit}


def _unqualified(fitting: Mapping[str, str]) -> list[str]:
    """Of designs a description fits alike, the one whose name every other's extends (``magpie_spi_master`` beside
    ``magpie_spi_master_wip``): the others add a qualifier the description does not say."""
    names = {design.lower(): design for design in fitting.values()}
    base = [low for low in names if all(other == low or other.startswith(f"{low}_") for other in names)]
    return [names[base[0]]] if len(base) == 1 and len(names) > 1 else []


def _told_apart(words: Sequence[str], fitting: Mapping[str, str]) -> list[str]:
    """Designs a description fits together ("the ALU": ``alu16_hier`` and ``alu16_flat``) told apart by a word
    elsewhere in the question that a part only some of them have starts ("hierarchy", "flattened"), or its
    complement after a negation ("without hierarchy" is the one lacking ``hier``), in the question's order; a part
    with a digit in it is said whole ("the v2 debounce" is ``steppe_debounce_v2``)."""
    parts: dict[str, set[str]] = {}
    for low, design in fitting.items():
        parts.setdefault(design, set()).update(_name_parts(low))
        parts[design].update(part for part in low.split("_") if re.search(r"\d", part) and len(part) >= 2)  # "v2"
    shared = set.intersection(*parts.values()) if parts else set()
    picked: list[str] = []
    for i, word in enumerate(words):
        marks = {part for own in parts.values() for part in own - shared
                 if (len(part) >= 4 and word.startswith(part)) or (part == word and re.search(r"\d", part))}
        negated = i > 0 and words[i - 1] in NEGATORS  # "the ALU run without hierarchy": the one lacking hier
        chosen = [design for design, own in parts.items() if marks and bool(own & marks) != negated]
        if len(chosen) == 1:
            _add(picked, chosen[0])
    return picked


def _name_parts(name: str) -> list[str]:
    """The lettered parts of a name in its normal form, split at underscores and digits, single letters dropped
    (``hex4_to_7seg_mux``: hex, to, seg, mux; ``regfile16x8``: regfile)."""
    return [part for part in re.split(r"[_\d]+", normalized(name)) if len(part) > 1]


def _fits(phrase: Sequence[str], parts: Sequence[str], acronyms: Collection[str] = (), by_head: bool = True) -> int:
    """How well the words of ``phrase`` (a description's noun phrase) map onto ``parts`` as ``_described`` says: 2
    for two words mapped, 1 for one word in capitals or a head a part shortens, 0 for no fit."""
    mapped, exact, i, k = 0, False, 0, 0
    while i < len(phrase) and k < len(parts):
        word, nxt, part = phrase[i], phrase[i + 1] if i + 1 < len(phrase) else "", parts[k]
        if word == part:
            mapped, exact, i, k = mapped + 1, True, i + 1, k + 1
        elif nxt and (_compound(part, word, nxt) if by_head else _compound(part, nxt, word)):  # read back: "delta sigma"
            mapped, exact, i, k = mapped + 2, True, i + 2, k + 1
        elif (exact or shortens(part, word)) and _abbreviates(part, word):
            mapped, i, k = mapped + 1, i + 1, k + 1
        elif mapped and not any(word == later or _abbreviates(later, word) for later in parts[k + 1:]):
            i += 1  # a word the name leaves out, inside the phrase ("the gray code counter" is gray_cnt8)
        else:
            k += 1  # a part the description leaves out (``ccitt`` of the CRC checker)
            if k == len(parts) and not mapped:
                i, k = i + 1, 0  # the phrase's first word names no part: try the next one
    head = phrase[-1] if phrase else ""
    if mapped >= 2:
        return 2
    doers = [w for i, w in enumerate(phrase[:-1]) if w.endswith(("er", "or")) and not any(
        len(before) >= 4 and before not in parts for before in phrase[:i])]  # "the debouncer hold check": a doer noun
    # ("the leading zero counter" is no freq_counter: the words before the doer describe another design); a part
    # that merely ends like one ("the clover netlist") is a name, not a doer grown from it
    return int(by_head and len(parts) >= 2 and (any(w in parts and w in acronyms for w in phrase) or any(
        len(part) >= 4 and head.startswith(part) and part not in _forms(head) and not _compounded(part, head)
        for part in parts) or any(
        len(part) >= 4 and word.startswith(part) and len(word) > len(part) and not any(other in word[len(part):] for other in parts)
        and not _compounded(part, word) for part in parts for word in doers)))  # "pulseshaper" glues two parts: a name mistyped, not a doer


def _compounded(part: str, word: str) -> bool:
    """Whether ``word`` is ``part`` joined to another word, not shortened by it: "checksum" is check + sum, so
    ``check`` of ``onehot_check`` does not shorten it as ``mult`` shortens multiplier. The rest must be a frequent
    English word of three letters or more on its own (``sum``, ``summer``; not ``iplier`` nor the ending ``ers``)."""
    rest = word[len(part):]
    return len(rest) >= 3 and english.zipf(rest) >= english.FREQUENT_ZIPF


def _compound(part: str, word: str, nxt: str) -> bool:
    """Whether two words spell one part of a name by their starts, one of them whole and the first at least three
    letters: ``sevenseg`` (seven seg-ment), ``spim`` (spi m-aster), ``regfile`` (reg-ister file); or the second start
    of three letters or more after a first of three or more: ``seqdet`` (seq-uence det-ector), or of two when the part
    is no word of its own: ``shreg`` (sh-ift reg-ister), where ``codec`` is not "control decoder". After a first word
    written whole, the rest may abbreviate the second as a part of its own would (``_abbreviates``): ``satcnt`` is
    "sat counter", ``clkdiv`` "clk divider". Two shortenings of three letters or more, the first spelling its word's
    letters in order and the second its word's start, spell one too: ``clkdiv`` is "clock divider"."""
    for cut in range(2 if english.zipf(part) == 0 else 3, len(part)):
        head, tail = part[:cut], part[cut:]
        whole = cut >= 3 and (word == head or nxt == tail)
        if word.startswith(head) and nxt.startswith(tail) and (whole or len(tail) >= 3):
            return True
        if cut >= 3 and word == head and _abbreviates(tail, nxt):
            return True
        if cut >= 3 and len(tail) >= 3 and _abbreviates(head, word) and nxt.startswith(tail):
            return True
    return False


def _phrase_positions(words: Sequence[str], phrases: set[str]) -> set[int]:
    """Positions of ``words`` inside one of the multi-word ``phrases``."""
    covered: set[int] = set()
    for phrase in phrases:
        parts = phrase.split()
        for i in range(len(words) - len(parts) + 1):
            if words[i:i + len(parts)] == parts:
                covered.update(range(i, i + len(parts)))
    return covered


def _describes_part(parts: Sequence[str], words: Sequence[str], at: int) -> bool:
    """"the prescaler submodule" is module ``prescale``: a one-part module name grown by a suffix of at most two
    letters (``-r``, ``-er``, ``-s``) right before a noun for a part. Only modules: a design is named exactly, so
    "debouncer" beside an indexed ``debounce`` design stays an absent name."""
    if len(parts) != 1 or at + 1 >= len(words) or words[at + 1].rstrip("s") not in _PART_NOUNS:
        return False
    word, name = words[at], parts[0]
    return len(name) >= 4 and word.startswith(name) and 0 < len(word) - len(name) <= 2


def _part_before_noun(parts: Sequence[str], words: Sequence[str], at: int, table: Mapping[str, str]) -> bool:
    """"the pool submodule" is module ``credit_pool``: a part of three letters or more right before a noun for a part
    ("the accumulator child block": a word for the module's place may stand between), that no other module's name
    holds. So is "the accumulator submodule" ``bs_acc``: a word a part of three letters or more shortens, when the
    part of no other module shortens it."""
    word = words[at]
    noun = at + 2 if at + 2 < len(words) and words[at + 1] in _PLACE_WORDS else at + 1
    if noun >= len(words) or words[noun].rstrip("s") not in _PART_NOUNS:
        return False
    if word in parts and len(word) >= 3:  # "the ram submodule" is fescue_ram: the noun says a part is named
        return len(_owners(word, table)) == 1
    return any(part != word and shortens(part, word) for part in parts) and len(_owners(word, table, shortens)) == 1


_SET_AGAINST = frozenset({"vs", "versus"})
"""Words that set one thing against another of its kind: after one, a thing is named as after an article."""


_LINTED = re.compile(r"lint(?:ed|ing|s)?")
"""The field's word for a run that only checked its RTL."""


def _kind_of_run(word: str) -> bool:
    """A word for a kind of run (a simulation, a lint): what a run did, said of any run of that kind, never a name."""
    return bool(simulations.ASKED.fullmatch(word) or _LINTED.fullmatch(word))


def _named_by_one_part(parts: Sequence[str], words: Sequence[str], table: Mapping[str, str]) -> bool:
    """"the mailbox run" is ``dual_clk_mailbox``: a word right before a design noun (run, design, block) that is a
    part of exactly one indexed name. So is "the ecc decoder" ``ecc_secded``: after an article, a part of exactly one
    name that English does not use as a word (an acronym: ecc, dma, gcd) names that design whatever noun follows, and
    so does one that opens the question ("alu slack at 2.5ns?");
    a common word there (``the core``, ``the top``) stays prose. A name's first part after an article, owning what
    follows, names it too: "the watchdog's setup path" is ``watchdog_fsm``; "what is in the pipe" stays prose."""
    for i, word in enumerate(words):
        if word not in parts:
            continue
        after = words[i + 1] if i + 1 < len(words) else ""
        later = words[i + 2] if i + 2 < len(words) else ""
        if _filters_runs(word, after) or (after == "only" and later.rstrip("s") in DESIGN_NOUNS):
            continue  # "the timed runs", "lint-only runs": a word before a plural of runs filters the set, whatever
            # name holds it
        noun = after.rstrip("s") in DESIGN_NOUNS and len(word) >= 4
        before = i - 2 if i >= 2 and words[i - 2].isdigit() else i  # "the 12-bit mac run": a size after the article
        opens = before == 0 or words[before - 1] in _ARTICLES | _SET_AGAINST  # "alu slack at 2.5ns?": a question's
        # first word opens a phrase, and so does the word after "vs" ("alu vs mac"), which sets one thing against another
        acronym = opens and len(word) >= 3 and not names_a_tool_or_format(word) and not _kind_of_run(word) and (
            not english.common(word) or (len(parts) >= 2 and word == parts[-1] and word not in catalogue_words()))
        # "the mac" of olingo_mac: the kind of block a name ends with, said as a thing, though English has the word
        # too; not a catalogue term, nor a kind of run ("sim" of saffron_sim, "lint" of howlite_seg_lint)
        lead = i > 0 and words[i - 1] in _ARTICLES and word == parts[0] and len(word) >= 4 and after == "s"
        if noun or acronym or lead:
            return len(_owners(word, table)) == 1  # a design by name or folder
    return False


def names_a_tool_or_format(word: str) -> bool:
    """Whether ``word`` is a tool's name or a netlist format's ("sta", "yosys", "edif", "blif"): a run folder may hold
    it as a part (``tern_alu_edif``, ``jackal_clkgen_sta``), but a question saying it ("the STA runs", "EDIF netlist
    of ...") asks about that tool or format, which every run with such output has."""
    return word in READ_TOOLS or word in TOOL_OF_WORD or named_netlist_format(word) is not None


def _owners(word: str, table: Mapping[str, str], shortening: Callable[[str, str], bool] | None = None) -> set[str]:
    """The names of ``table`` (lower-cased name -> name) that hold ``word`` as a part, between underscores, digits or
    a parameter list's parenthesis (or, with ``shortening``, a part other than ``word`` that shortens it). A module
    and its parameterized copies (``sd_integrator(W=14)``) are one owner."""
    if shortening is None:
        return {table[low].split("(")[0] for low in table if word in re.split(r"[_\d(]+", low)}
    return {table[low].split("(")[0] for low in table
            if any(part and part != word and shortening(part, word) for part in re.split(r"[_\d(]+", low))}


def _leading_parts_written(parts: Sequence[str], words: Sequence[str], table: Mapping[str, str]) -> bool:
    """"the door lock" is ``door_lock_fsm``: every part but the last written out, at least two of them, and no
    other name starts with those parts (the last part is often the kind of block: fsm, top, ctrl)."""
    lead = list(parts[:-1])
    if len(lead) < 2 or not any(list(words[i:i + len(lead)]) == lead for i in range(len(words) - len(lead) + 1)):
        return False
    prefix = "_".join(lead)
    return len({table[low] for low in table if re.sub(r"\d+", "", low).startswith(prefix)}) == 1


def _could_be_design(word: str) -> bool:
    """Dotted words are hierarchical names or files, ``$``/``\\`` names are Yosys cells: never designs."""
    return not any(ch in word for ch in ".$\\")


class Description(NamedTuple):
    """The designs descriptions name and the words of the question that say them (read as no metric or analysis)."""

    designs: list[str]
    spans: tuple[str, ...] = ()
    unmatched: str = ""
    """The first phrase of three describing words or more, or of two ended by a design noun ("the barrel shifter
    run"), of which no design's name holds a word and no design's comments two."""


class _Phrase(NamedTuple):
    units: list[list[str]]
    """The describing words, a hyphenated compound as one unit."""
    span: str
    """The phrase as written, through a design noun that ends it ("content-addressable memory block")."""
    plain: bool = False
    """One common English word ("the multiplier"): it describes a design only as the word of one design's title."""
    opening: bool = False
    """The words that open a terse question, no article before them ("uart timing with parity off?")."""
    design_noun: bool = False
    """Whether a design noun ends the phrase ("the barrel shifter run"): what it describes is a design."""


def described_by_comments(question: str, comments: Callable[[], Mapping[str, str]],
                          vocabulary: Collection[str] = (), tool_words: Collection[str] = ()) -> Description:
    """The design whose RTL comments a description of the question fits when no name does: "the timestamp block" is
    ``tstamp_top``, whose source opens with "// Timestamp unit: ...". A description is a noun phrase after an
    article (as in ``_described``), without design nouns (block, run), words the catalogue uses as terms
    (``vocabulary``, with or without a plural s), superlatives and comparatives ("the largest") and sizes. A word
    fits when it starts like a word of the comments (five letters, or the whole of a shorter word); a hyphenated
    compound is one unit, its small words left out ("binary-to-BCD"), that fits by all its words or by its initials
    ("double-data-rate" of "DDR"). Exactly one design's comments must fit all the words, or two of them and two
    thirds of all ("the sample averaging filter" of a moving average of samples); a phrase of one word English uses
    ("the multiplier") only as that word of one design's title, the first line of its comments. Of several designs
    that fit, those whose comments hold the phrase as written, catalogue words and all ("the clock divider"). ``comments`` (design -> its comment
    text) is read only when the question holds such a phrase: most questions hold none, and reading every run's RTL
    would cost each of them. The span returned runs through a design noun ending the phrase, so the catalogue terms
    inside it ("the content-addressable memory block") are read as the description, not as what is asked. A command
    the runs give (``tool_words``: synth, sta) ends a phrase as a design noun does: "the thermistor synth blew up". A
    phrase no design fits is ``unmatched`` (a design that is not here) when it reads as a thing's name and no run's
    comments hold more than one of its words: three describing words or two and a design noun; or two words no
    English uses that no run holds at all ("the axi interconnect")."""
    phrases = _description_phrases(question, {w.lower() for w in vocabulary}, {w.lower() for w in tool_words},
                                   run_kinds=True)
    spoken = _article_runs(question)
    if not (phrases or spoken):
        return Description([])
    written = comments()
    said = {design: set(re.findall(r"[a-z]{2,}", text.lower())) | _shortenings(text) for design, text in written.items()}
    titles = {design: set(re.findall(r"[a-z]{2,}", (title := text.lower().partition("\n")[0]))) | _shortenings(title)
              for design, text in written.items()}
    unmatched = ""
    found: list[str] = []
    spans: list[str] = []
    for phrase in phrases:
        if phrase.plain:  # "the multiplier": the one design whose title line holds that very word
            titled = [d for d, own in titles.items() if _fits_comment(phrase.units[0], own, whole_words=True)]
            titled = _headed(phrase, _saying(phrase.span, titled, written), written)
            if titled and len({frozenset(said[d]) for d in titled}) == 1:
                found += [d for d in titled if d not in found]
                spans.append(phrase.span)
            continue
        fits = {d: sum(len(unit) for unit in phrase.units if _fits_comment(unit, own)) for d, own in said.items()}
        total = sum(map(len, phrase.units))  # a compound counts its words: "binary-to-BCD" is two of them
        fitting = [d for d, n in fits.items() if n == total or (n >= 2 and 3 * n >= 2 * total)]
        if len(fitting) > 1:  # "the rotator": the comments holding the word itself, not one sharing its start
            whole = {d: sum(len(unit) for unit in phrase.units if _fits_comment(unit, said[d], whole_words=True))
                     for d in fitting}
            fitting = _saying(phrase.span, [d for d in fitting if whole[d] == max(whole.values())], written)
            fitting = _headed(phrase, fitting, written)
        texts = {frozenset(said[d]) for d in fitting}
        one_rtl = len(texts) == 1 or len({written[d].partition("\n")[0] for d in fitting}) == 1  # a testbench beside it
        if len(fitting) == 1 or (fitting and one_rtl):  # each phrase its design ("between the token bucket
            found += [d for d in fitting if d not in found]  # and the peak finder"); runs of one RTL are its runs
            spans.append(phrase.span)
            continue
        stranger = said and not phrase.opening and ((total >= 3 or (total == 2 and phrase.design_noun)) and max(
            _words_held(phrase, own) for own in said.values()) <= 1 or total == 2 and _foreign_to_all(phrase, said))
        if not unmatched and stranger and not any(_words_held(phrase, set(_name_parts(d))) or _starts_a_part(phrase, d)
                                                  for d in said):
            unmatched = phrase.span  # no name holds a word of it, no design's comments two
    if not found and (as_titled := _titled_as_said(spoken, written)).designs:
        return as_titled
    return Description(found, tuple(spans)) if found else Description([], unmatched=unmatched)


def _shortenings(text: str) -> set[str]:
    """The short forms of the text's hyphenated compounds: the parts' initials ("fsm" of "finite-state-machine"), and
    those with the last part's first two letters ("mac" of "multiply-accumulate"), as a block is named for what it
    does; and two words run together with the first clipped to its first syllable's three letters ("regfile" of
    "register file")."""
    forms = set()
    low = text.lower()
    for compound in re.findall(r"[a-z]{3,}(?:-[a-z]{3,})+", low):
        parts = compound.split("-")
        forms |= {"".join(part[0] for part in parts), "".join(part[0] for part in parts[:-1]) + parts[-1][:2]}
    for line in low.splitlines():
        words = re.findall(r"[a-z]{3,}|\S", line)
        forms |= {first[:3] + second for first, second in itertools.pairwise(words) if len(first) > 3 and second.isalpha()
                  and len(second) >= 3}
    return forms


_PHRASE_ENDS = DESIGN_NOUNS | {"variant", "version"}
"""Nouns that end a description: a design's ("the divider block") and a variant's ("the 16-bit divider variant"). Not
"build": "the flattened spi build" asks for a kind of run, which the agent reads with its adjective; nor "config",
which describes as often as it ends ("the config latches" of a latch-based config register)."""
_RUN_NOUNS = DESIGN_NOUNS | {"build"}
"""Singular nouns that say a run after the words describing its design ("the timer build"): a build is a run."""


def _article_runs(question: str) -> list[list[str]]:
    """The words after each article, up to five, as said (hyphens split, catalogue terms kept): the raw matter of a
    description, before ``_description_phrases`` sets aside the words the catalogue also uses."""
    tokens = re.findall(r"[a-z0-9]+", re.sub(r"'s\b", " ", question.lower()))
    return [tokens[at + 1:at + 6] for at, token in enumerate(tokens[:-1]) if token in _ARTICLES]


def _titled_as_said(spoken: Sequence[Sequence[str]], written: Mapping[str, str]) -> Description:
    """The design whose title line holds a description word for word, catalogue terms and all: "the moving average
    filter" of "4-tap moving-average filter", "the timer build" of "16-bit timer/counter peripheral". The words that
    ``_description_phrases`` sets aside as catalogue terms (average, filter, timer) are often what a design is; a run
    of them as a title writes them is its name in other words. The longest run from the article's next word counts,
    two words or more, or one of four letters or more that a singular design noun follows ("the timer build", not
    "the timed runs": a participle before a plural says a kind of run); it names the runs of one title only (a
    testbench beside its design shares it), else nothing."""
    titles = {design: re.findall(r"[a-z0-9]+", text.lower().partition("\n")[0]) for design, text in written.items()}
    for words in spoken:
        for size in range(len(words), 0, -1):
            said = list(words[:size])
            if said[-1] in ENGLISH_STOPWORDS or said[0] in ENGLISH_STOPWORDS:
                continue
            if size == 1 and not (len(said[0]) >= 4 and not said[0].endswith("ed") and len(words) > 1
                                  and words[1] in _RUN_NOUNS):
                continue  # "the timer build"; not "the timed runs", a kind of run
            holders = [design for design, title in titles.items() if _holds_run(title, said)]
            if holders and len({" ".join(titles[design]) for design in holders}) == 1:
                return Description(holders, (" ".join(said),))
            if holders:
                break  # said alike by several titles: the words tell no one design
    return Description([])


def _holds_run(title: Sequence[str], said: Sequence[str]) -> bool:
    """Whether ``said`` occurs in ``title`` as consecutive words (a plural's s optional on the last)."""
    size = len(said)
    return any(list(title[at:at + size - 1]) == list(said[:-1]) and title[at + size - 1].rstrip("s") == said[-1].rstrip("s")
               for at in range(len(title) - size + 1))


def _starts_a_part(phrase: _Phrase, design: str) -> bool:
    """Whether a word of ``phrase`` (three letters or more) starts a part of the design's name that glues it to more
    ("uart" of ``peridot_uarttx``): the name may hold the word though no part is that word."""
    return any(len(word) >= 3 and part.startswith(word) for unit in phrase.units for word in unit
               for part in _name_parts(design))


def _foreign_to_all(phrase: _Phrase, said: Mapping[str, set[str]]) -> bool:
    """Whether every word of ``phrase`` is one English does not use (a field's term: "axi", "interconnect") and no
    run's comments or names hold any of them, as written or in the plural: a term of the trade names a thing, and no
    run here is that thing."""
    words = [word for unit in phrase.units for word in unit]
    if any(english.common(word) for word in words):
        return False
    held = [own | set(_name_parts(design)) for design, own in said.items()]
    return not any(_fits_comment([word], own, whole_words=True) for word in words for own in held)


def what_it_is(comments: str) -> list[str]:
    """The words that say what the design is: its first comment line after the name it opens with (``name:``), up
    to the first punctuation or function word ("parameterised ALU | with registered result and flags")."""
    title = comments.partition("\n")[0].lower()
    head, colon, rest = title.partition(":")
    title = rest if colon and len(head.split()) == 1 else title
    words = re.findall(r"[a-z0-9]+", re.split(r"[,;(]| - ", title, maxsplit=1)[0])
    cut = next((i for i, word in enumerate(words) if i and word in ENGLISH_STOPWORDS), len(words))
    return [word for word in words[:cut] if word.isalpha()]


def _headed(phrase: _Phrase, designs: list[str], written: Mapping[str, str]) -> list[str]:
    """Of several designs a description fits, those whose title says it is that thing: the last word of what the title
    says the design is (``what_it_is``) is a word of the phrase. "the divider" is the restoring divider, not the
    transmitter "with a bit-rate divider" nor the SPI master's "programmable SCLK divider"; all of them when none is."""
    if len(designs) < 2:
        return designs
    words = {word for unit in phrase.units for word in unit}
    return [d for d in designs if (what := what_it_is(written[d])) and any(_same_word(what[-1], w) for w in words)] or designs


def _saying(span: str, designs: list[str], written: Mapping[str, str]) -> list[str]:
    """Of several designs a description fits, those whose title (the first line of their comments) holds it as written,
    catalogue words and all ("the clock divider" among a clock divider, a baud divider and an unsigned divider); all of
    them when none does."""
    if len(designs) < 2:
        return designs
    words = span.split()
    while len(words) > 1 and words[-1].rstrip("s") in _PHRASE_ENDS:
        words.pop()  # "the divider variant": a build of what the title says
    span = " ".join(words[next((at for at, word in enumerate(words) if not stated(word)), 0):])  # "the 16-bit
    # divider": the build's size is no word of the title
    pattern = re.compile(rf"\b{re.escape(span)}s?\b")  # "the event counter" of "... event counters with ..."
    return [d for d in designs if pattern.search(written[d].partition("\n")[0].lower())] or designs


def _words_held(phrase: _Phrase, held: set[str]) -> int:
    """How many describing words of ``phrase`` a design's comments or name hold, each on its own, a compound as
    written also by its initials ("the pulse-length meter" beside ``pulse_width_meas``: one; "the double-data-rate
    serializer" beside ``ddr_tx_lane``: three)."""
    count = sum(1 for unit in phrase.units for word in unit if any(_same_start(word, other) for other in held))
    for token in phrase.span.split():
        parts = [part for part in token.split("-") if part and part not in ENGLISH_STOPWORDS]
        if len(parts) >= 2 and "".join(part[0] for part in parts) in held:
            count += len(parts)
    return count


def description_spans(question: str, vocabulary: Collection[str] = (), tool_words: Collection[str] = ()) -> list[str]:
    """The phrases of ``question`` that may describe a design, as written: those ``described_by_comments`` reads."""
    known, ends = {w.lower() for w in vocabulary}, {w.lower() for w in tool_words}
    return [phrase.span for phrase in _description_phrases(question, known, ends)]


def _description_phrases(question: str, known: set[str], ends: Collection[str] = (),
                         run_kinds: bool = False) -> list[_Phrase]:
    """The noun phrases after an article that may describe a design; a phrase of one common English word is left
    out ("the positive ...": one plain word describes nothing). With ``run_kinds`` a simulation said as a kind of run
    ends a phrase ("the divider sim"): the comments are matched without it; a phrase matched by meaning keeps it."""
    phrases = []
    owner_ended = re.sub(r"'s\b", " of ", question.lower())  # "the divide unit's clock": the owner is the phrase
    clauses = re.split(r"[(),;:?!]", owner_ended)  # a phrase ends at punctuation
    for i, clause in enumerate(clauses):
        topic = i == 0 and len(clauses) > 1 and ":" in question
        phrases += _clause_phrases(clause, known, lead=topic, ends=ends, run_kinds=run_kinds)
        if i == 0 and not topic:  # "uart timing with parity disabled": words no English uses open a terse question
            phrases += [phrase._replace(opening=True) for phrase in _clause_phrases(clause, known, lead=True, ends=ends,
                                                                                    run_kinds=run_kinds)
                        if phrase.span == " ".join(clause.split()[:len(phrase.span.split())]) and not any(
                            english.common(word) for unit in phrase.units for word in unit)]
    return phrases


_SIMULATION_RUN = re.compile(r"sims?|simulations?")
"""A simulation said as a kind of run ("the divider sim"), after the words that describe its design."""


def _clause_phrases(clause: str, known: set[str], lead: bool = False, ends: Collection[str] = (),
                    run_kinds: bool = False) -> list[_Phrase]:
    """The phrases after each article of ``clause``; with ``lead``, the clause before a question's colon as well
    ("flash read controller lint: ..." says what the question is about)."""
    tokens = re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", clause)
    units = [[part for part in token.split("-") if part not in ENGLISH_STOPWORDS] or [token] for token in tokens]
    phrases = []

    def run_kind(word: str) -> bool:  # "the divider sim": a kind of run after the design's words (a testbench is a
        return run_kinds and bool(_SIMULATION_RUN.fullmatch(word))  # design a description may fit)

    def ending(word: str) -> bool:  # such a kind, or a command, ends a phrase
        return word in ends or run_kind(word)

    starts = [0] if lead and tokens else []
    for start in starts + [i + 1 for i, unit in enumerate(units[:-1]) if unit == [unit[0]] and unit[0] in _ARTICLES]:
        phrase: list[list[str]] = []
        last_kept = True  # whether the last unit read was kept: a verb right after the subject is
        end = start  # one past the phrase as written
        noun_ended = False
        for at in range(start, min(start + 5, len(units))):
            unit = units[at]
            if len(unit) == 1 and unit[0] in ENGLISH_STOPWORDS:
                break
            kept = [w for w in unit if _describing(w, known)] if not ending(unit[-1]) or not phrase else []
            if kept:
                phrase.append(kept)
                end = at + 1
            elif (unit[-1].rstrip("s") in _PHRASE_ENDS or ending(unit[-1])) and phrase:
                end, last_kept = at + 1, False  # "the content-addressable memory block": its terms are the description's
                noun_ended = unit[-1].rstrip("s") in _PHRASE_ENDS or run_kind(unit[-1])  # "the 16-bit
                # divider variant": a build of the divider
                break
            last_kept = bool(kept)
        if start >= 2 and units[start - 2][-1] in _SUBJECT_BEFORE_VERB and len(phrase) > 1 and last_kept:
            phrase.pop()  # "does the binary-to-BCD converter occupy": the verb ends the subject
            end -= 1
        if phrase:
            plain = sum(map(len, phrase)) == 1 and english.common(phrase[0][0])
            modifies = end < len(units) and not (len(units[end]) == 1 and units[end][0] in ENGLISH_STOPWORDS)
            first = next((at for at in range(start, end) if not stated(tokens[at])), start)  # "the 16-bit divider":
            # a size before the word is the build's (``sizes``), not a word describing the design
            alone = tokens[first] == phrase[0][0] and (end - first == 1 or (
                end - first == 2 and (tokens[first + 1].rstrip("s") in DESIGN_NOUNS or ending(tokens[first + 1]))))
            # "the multiplier (block)", "the divider sim"
            if not plain or (alone and not modifies):  # "the positive setup slack": the plain word qualifies the terms
                phrases.append(_Phrase(phrase, " ".join(tokens[start:end]), plain, design_noun=noun_ended))
    return phrases


def _describing(word: str, known: set[str]) -> bool:
    """A word that may describe a design: lettered, of three letters or more, no design noun, catalogue term or
    graded adjective ("the largest register count" describes no design)."""
    term = bool({word, word.rstrip("s"), f"{word}s"} & known)
    graded = word in JUDGEMENT or bool(base_of(word, "est") or base_of(word, "er"))
    return word.isalpha() and len(word) >= 3 and word.rstrip("s") not in _PHRASE_ENDS and not term and (
        not graded)


def _fits_comment(unit: Sequence[str], said: set[str], whole_words: bool = False) -> bool:
    """A word, or a compound by all its words or its initials, that the comments hold (``whole_words``: the word
    itself or its plural, not only its start)."""
    same = _same_word if whole_words else _same_start
    whole = all(any(same(word, other) for other in said) for word in unit)
    return whole or (len(unit) >= 2 and "".join(word[0] for word in unit) in said)


def _same_word(word: str, other: str) -> bool:
    """The word itself, its plural or a derivation of one stem ("the multiplier" of "multiply-accumulate")."""
    return word.rstrip("s") == other.rstrip("s") or english.derived_alike(word, other)


def _same_start(word: str, other: str) -> bool:
    """``timestamp`` and ``timestamps``, ``multiplier`` and ``multiply``: the first five letters (or a short word whole)."""
    return word[:5] == other[:5] and (len(word) >= 5 or word == other)


def _add(items: list[str], item: str) -> None:
    if item not in items:
        items.append(item)


__all__ = ["NEAR_MISS_RATIO", "Description", "Entities", "described_by_comments", "described_part", "description_spans", "identifier_like", "names_a_tool_or_format", "normalized", "resembling", "skeleton", "written_out", "resolve", "shortens", "what_it_is", "words_of"]
