"""A question's parts, found by its grammar: sentences, coordinated clauses, steps in sequence.

Engineers ask several things at once ("how do I detect X, fix it with Y, then check Z?"), and
the answer lives in several documents. Retrieved as one query, the document that matches the
whole best takes every slot. Split into parts, each part retrieves on its own and earns its own
slot (``index.fusion.reserve_and_fuse``), and the answer covers the parts in order.

A boundary is structural, never a phrasing of a known question:

- the end of a sentence that asks (``?`` or an interrogative first) or lists steps; a sentence that
  does neither ("I keep seeing GRT-0243.") is context, joined to the question that follows it;
- a sequence adverb between two clauses (``then``, ``after that``...), or a coordinator
  (``and``, ``also``...) or comma before a new clause: one that opens with an interrogative or a
  subject pronoun, or, after a clause, an item of two or more content words ("how do I get X,
  fix them with diodes, list the rules"). Coordinators and commas also join noun phrases ("slew
  and cap steps", "uart, rv_timer and aes"), so they split nothing else; all of these are closed
  classes of English grammar;
- a clause that lists three or more named commands is one part per command (two are usually
  compared or combined: one question).

A part that only refers back ("how do I fix it") is searched with the previous part's key terms,
because a pronoun retrieves nothing; a part that names a command, option or file has a subject of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from text.sentences import split_sentences
from text.stopwords import STOPWORDS, WH_WORDS
from text.tokens import identifiers, key_terms

_ASKING_END_RE = re.compile(r"(?<=[?!;])\s+")
"""In a question ``?``, ``!`` and ``;`` end an asking part whatever follows ("...GRT-0243? how do I...")."""
_SEQUENCE = ("and then", "and after that", "after that", "afterwards", "then", "finally")
"""Sequence adverbs: they join steps, so both sides of one are clauses whenever both say something."""
_COORDINATORS = ("and also", "and", "also", "plus", "as well as")
"""Coordinators also join noun phrases ("slew and cap steps"): they split only before a new clause."""
_BOUNDARY_RE = re.compile(
    r",?\s+\b(" + "|".join(re.escape(c) for c in (*_SEQUENCE, *_COORDINATORS)) + r")\b,?\s+|(,)\s+", re.IGNORECASE
)
_LEADING_RE = re.compile(
    r"^(?:(?:" + "|".join(re.escape(c) for c in (*_SEQUENCE, *_COORDINATORS)) + r"|first|so|but)\b,?\s*)+", re.IGNORECASE
)
_INTERROGATIVES = WH_WORDS | {"is", "are", "does", "do", "did", "can", "could", "should", "would", "will", "was", "were"}
"""Words that open a question: a wh-word or an auxiliary verb."""
_SUBJECTS = frozenset(["i", "we", "you", "it", "they"])
_PREPOSITIONS = frozenset(["to", "for", "with", "in", "on", "at", "by", "from", "of", "into", "as", "than"])
"""A phrase opened by one of these (or by the infinitive ``to``) completes the clause before it: "what should I look
for afterwards to confirm it worked" is one step, its adverb no boundary."""
_SUBORDINATORS = frozenset(["if", "once", "because", "since", "although", "though", "unless", "while", "whenever"])
"""A clause opened by one of these leans on the clause after its comma: "if I give both, which wins?" is one question."""
_CORRELATIVES_RE = re.compile(r"\b(?:both|between|either|whether)\b", re.IGNORECASE)
""""both -endcap and -left_edge", "between no_mix and clock_mix": the conjunction joins two names."""
_MIN_LIST = 3
_MIN_CONTENT = 2
_MIN_LISTED_CLAUSE = 2
"""Content words of an item after a comma for it to count as a clause (a list of names holds one each)."""
MAX_PARTS = 4
"""More parts than this is a list, not a question; the rest stay with the last part."""


@dataclass(frozen=True)
class Part:
    """One part of a question: its words as asked, and the query that retrieves for it."""

    text: str
    query: str


def _bare(word: str) -> str:
    """A word lower-cased, without surrounding punctuation or quotes."""
    return word.strip(",.?;:()`'\"").lower()


def _words(text: str) -> list[str]:
    """The bare words of ``text`` (a snake_case name is one word)."""
    return [w for w in map(_bare, text.split()) if w]


def _content(text: str) -> int:
    """Content words: the words that are not stopwords."""
    return len([w for w in _words(text) if w not in STOPWORDS])


def _first_word(text: str) -> str:
    """Lower-case, without quotes or a contraction's tail ("it's" -> "it", "what's" -> "what")."""
    words = text.split(maxsplit=1)
    return words[0].lower().strip("(\"'").split("'")[0] if words else ""


def _asks(sentence: str) -> bool:
    """A question, as opposed to a statement of context: it ends in ``?`` or opens with an interrogative."""
    return sentence.rstrip().endswith("?") or _first_word(sentence) in _INTERROGATIVES


def _is_clause(text: str) -> bool:
    """Asks something or has a subject: "in the memory flow" is no clause; "I see X", "rv_timer: what clears it" are."""
    words = {w.split("'")[0] for w in _words(text)}
    return _first_word(text) in _INTERROGATIVES or bool(words & (_SUBJECTS | WH_WORDS))


def _is_boundary(word: str, comma: bool, left: str, right: str) -> bool:
    if word.lower() in _SEQUENCE:
        attached = not comma and _first_word(right) in _PREPOSITIONS
        return _content(left) >= 1 and _content(right) >= 1 and not attached
    if _content(left) < _MIN_CONTENT:
        return False
    subordinate = _first_word(left.rsplit(",", 1)[-1]) in _SUBORDINATORS
    if word == "," and (not _is_clause(left) or subordinate):
        # A bare comma after a fragment ("in the memory flow, what ...") or an "if ..." clause joins, not splits.
        return False
    if comma and not subordinate and _is_clause(left) and _content(_item(right)) >= _MIN_LISTED_CLAUSE:
        # "how do I get X, fix them with diodes, list the rules": after a clause, a long item is one more.
        return True
    if _first_word(right) in _INTERROGATIVES:
        return True
    return _first_word(right) in _SUBJECTS and _content(right) >= 1


def _item(text: str) -> str:
    """The words up to the next comma or coordinator: one item of a list."""
    match = _BOUNDARY_RE.search(text)
    return text[: match.start()] if match else text


def _clauses(sentence: str) -> list[str]:
    """A sentence cut at the conjunctions and sequence adverbs that start a new clause."""
    pieces: list[str] = []
    last = 0
    for match in _BOUNDARY_RE.finditer(sentence):
        word = match.group(1) or match.group(2)
        comma = match.group(0).startswith(",")
        if _is_boundary(word, comma, sentence[last : match.start()], sentence[match.end() :]):
            pieces.append(sentence[last : match.start()])
            last = match.end()
    pieces.append(sentence[last:])
    return pieces


def _command_groups(clause: str) -> list[str]:
    """Named commands of a clause with the switches that follow each; one entry per command."""
    groups: list[list[str]] = []
    for name in identifiers(clause):
        if name.startswith("-") and groups:
            groups[-1].append(name)
        elif not name.startswith("-") and "_" in name:
            groups.append([name])
    return [" ".join(g) for g in groups]


def _by_command(clause: str) -> list[str]:
    """The clause once per named command when it lists three or more, each with the clause's other words.

    "order of place_pins, global_placement, detailed_placement" asks about three manuals.
    """
    groups = _command_groups(clause)
    if len(groups) < _MIN_LIST or len(groups) > MAX_PARTS or _CORRELATIVES_RE.search(clause):
        return [clause]
    named = {n for g in groups for n in g.split()}
    rest = " ".join(w for w in clause.split() if _bare(w) not in named)
    return [f"{group} {rest}".strip() for group in groups]


def _clean(text: str) -> str:
    return _LEADING_RE.sub("", text.strip(" ,.;:?")).strip(" ,.;:?")


def _sentences(question: str) -> list[str]:
    """The question's sentences: each line split by the shared sentence rule (``text.sentences``),
    then at every ``?``, ``!`` or ``;`` -- people type questions in lower case, so a stop that
    asks ends its part even before a lower-case word, and a line break ends one too."""
    return [part for line in question.split("\n") for sentence in split_sentences(line)
            for part in _ASKING_END_RE.split(sentence)]


def _asked(question: str, statements: bool) -> list[str]:
    """The question's clauses; a statement is context and joins the question that follows it (or precedes it),
    unless ``statements`` makes every sentence that says something a part of its own."""
    texts: list[str] = []
    context = ""
    for sentence in _sentences(question):
        if not sentence.strip():
            continue
        clauses = [c for c in (_clean(c) for c in _clauses(sentence)) if c]
        if not _asks(sentence) and len(clauses) < 2 and not (statements and _content(sentence) >= _MIN_CONTENT):
            context = f"{context} {sentence.strip()}".strip()
            continue
        if clauses and context:
            clauses[0] = f"{context} {clauses[0]}"
            context = ""
        texts.extend(clauses)
    if context and texts:
        texts[-1] = f"{texts[-1]} {context}"
    return texts


def decompose(question: str, statements: bool = False) -> list[Part]:
    """The question's parts in the order asked; a single part (the question) when it has one.

    ``statements``: a sentence that asks nothing ("i2c host gets NACKed mid-write.") is a part too,
    not context. Spec reasoning retrieves each part as one hop and bridges names between hops, so
    the situation a question describes is worth a hop of its own; a doc question gives each part a
    slot, and a slot for the description would crowd out what is asked.
    """
    texts = _asked(question, statements)
    if len(texts) == 1:
        texts = _by_command(texts[0])
    if len(texts) > MAX_PARTS:
        texts = [*texts[: MAX_PARTS - 1], " ".join(texts[MAX_PARTS - 1 :])]
    if len(texts) < 2:
        return [Part(question.strip(), question.strip())]
    parts: list[Part] = []
    for text in texts:
        query = text
        if parts and len(key_terms(text)) < _MIN_CONTENT and not identifiers(text):
            carried = [t for t in sorted(key_terms(parts[-1].query)) if t not in key_terms(text)]
            query = f"{text} {' '.join(carried)}"
        parts.append(Part(text, query))
    return parts


__all__ = ["MAX_PARTS", "Part", "decompose"]
