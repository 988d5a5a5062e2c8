"""Evidence first: the run's own records that match a question, whatever its wording.

A reasoning question ("is the resized port a problem?", "what about the conflicting driver?")
is answered from the records the tools printed -- every warning and error of the design,
classified or not -- ranked by BM25 on the question's stemmed words, then quoted verbatim with
``file:line``. Classification helps ranking and counting; it never decides whether a record
exists: a record the parser could not classify is still a warning and is still quoted.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from index.bm25 import BM25
from runs.qa.graph_queries import Fact, RunTools
from runs.qa.query import stem, tokens
from text.stopwords import STOPWORDS

_FUNCTION_WORDS = STOPWORDS | {stem(word) for word in STOPWORDS}
RARE_SHARE = 0.1
"""A question word found on more than this share of a run's lines does not select records."""
UNCLASSIFIED = "other"
"""The kind the parsers give a record no pattern recognises."""


def matching_records(words: Sequence[str], design: str, tools: RunTools, k: int = 4) -> list[Fact]:
    """The design's warnings and errors that share the most (BM25-weighted) words with ``words``."""
    records = tools.issues(design)
    if not records or not words:
        return []
    index = BM25([tokens(fact.text.split(": ", 1)[-1]) for fact in records])
    return [records[i] for i, _ in index.top(list(words), k)]


@dataclass(frozen=True)
class RunLines:
    """Every non-trivial line of a design's stored files with its tokens: read once, searched by each question part."""

    design: str
    run_id: str
    lines: list[tuple[str, int, str]]
    """(path, line number, text)."""
    documents: list[list[str]]

    @classmethod
    def read(cls, design: str, tools: RunTools) -> RunLines:
        lines = tools.stored_lines(design)
        return cls(design, tools.rows[design]["run_id"], lines, [tokens(text) for _, _, text in lines])


def matching_lines(words: Sequence[str], run: RunLines, k: int = 4, skip: Sequence[tuple[str, int]] = ()) -> list[Fact]:
    """The lines of the design's stored logs, reports, scripts and RTL that best match ``words`` (BM25), quoted
    verbatim with ``file:line``: the records of the run whatever the question's wording, classified or not."""
    kept = [i for i, line in enumerate(run.lines) if line[:2] not in skip]
    if not words or not kept:
        return []
    documents = [run.documents[i] for i in kept]
    rare = set(distinctive(words, documents))
    scores = BM25(documents).scores(list(dict.fromkeys(words)))
    ranked = sorted((i for i, document in enumerate(documents) if rare & set(document) and scores[i] > 0),
                    key=lambda i: (-scores[i], i))
    return [Fact(run.design, run.run_id, f"{path}:{n}: {text[:240]}", path, n) for path, n, text in
            (run.lines[kept[i]] for i in ranked[:k])]


def echoed_lines(words: Sequence[str], run: RunLines, k: int = 3, size: int = 3) -> list[Fact]:
    """The lines holding ``size`` consecutive words of the question, two of them no function word: the question
    repeats what a tool printed ("longest topological path" of Yosys's ``ltp``), so that line is what it asks about,
    whichever analysis its other words chose."""
    grams = {tuple(words[i:i + size]) for i in range(len(words) - size + 1)
             if sum(word not in _FUNCTION_WORDS for word in words[i:i + size]) >= 2}
    found = []
    for (path, n, text), document in zip(run.lines, run.documents, strict=True):
        if grams and any(tuple(document[j:j + size]) in grams for j in range(len(document) - size + 1)):
            found.append(Fact(run.design, run.run_id, f"{path}:{n}: {text[:240]}", path, n))
            if len(found) == k:
                break
    return found


def matching_facts(words: Sequence[str], facts: Sequence[Fact], run: RunLines) -> list[Fact]:
    """The derived ``facts`` (an analysis's findings) that hold a word of the question rare in the run's lines:
    findings are records too, chosen by the same measure."""
    rare = set(distinctive(words, run.documents))
    chosen = {i for i, fact in enumerate(facts) if rare & set(tokens(fact.text))}
    for i in sorted(chosen):  # a record continued on the next line ("... encoding:" / "mapping ... one-hot") stays whole
        j = i
        while j + 1 < len(facts) and facts[j + 1].source == facts[j].source and facts[j + 1].line == facts[j].line + 1:
            chosen.add(j := j + 1)
    return [facts[i] for i in sorted(chosen)]


def distinctive(words: Sequence[str], documents: Sequence[Sequence[str]], share: float = RARE_SHARE) -> list[str]:
    """The question's words that occur in at most ``share`` of the records: what tells records apart. A record
    is quoted only when it holds one of them, so words on many lines ("the", "in", a license banner's prose)
    never select a record on their own -- measured on the run, not listed. Function words (the shared stopword
    list) never do either: a short run has too few lines for "in" or "the" to be common in it."""
    frequency: Counter[str] = Counter(word for document in documents for word in set(document))
    limit = max(1, int(share * len(documents)))
    return [w for w in dict.fromkeys(words) if 0 < frequency[w] <= limit and w not in _FUNCTION_WORDS]


def unclassified(design: str, tools: RunTools) -> list[Fact]:
    """Warnings and errors no parser pattern recognised: never evidence that a kind is absent."""
    return tools.issues(design, [UNCLASSIFIED])




_QUOTE = re.compile(r"(?<![\w])['\"`‘“]([^'\"`’”]{8,}?)['\"`’”](?![\w])")
"""Text between quotes: a log message the asker pasted."""


def quoted_messages(question: str) -> list[list[str]]:
    """Log messages the question quotes ("what's behind the 'Resizing cell port ... diff from 1 bits to 8 bits'
    warnings"), each as the fragments the asker kept around an ellipsis; only quotes of three words or more."""
    quotes = [text for text in _QUOTE.findall(question) if len(text.split()) >= 3]
    return [[part.strip(" .,;:") for part in re.split(r"\.\.\.|…", text) if part.strip(" .,;:")] for text in quotes]


def says(fragments: Sequence[str]) -> Callable[[str], bool]:
    """Whether a record's message holds every fragment of a quoted message, in order, whatever the case."""
    wanted = [fragment.lower() for fragment in fragments]

    def holds(message: str) -> bool:
        at, text = 0, message.lower()
        for fragment in wanted:
            at = text.find(fragment, at)
            if at < 0:
                return False
            at += len(fragment)
        return True

    return holds


def echoes(question: str) -> Callable[[str], bool]:
    """Whether a record's message holds three of the question's words in a row, two of them no function word: a
    message retold without quotes ("the log complains about Replacing memory taps"), its escapes (``\\taps``) and
    punctuation aside. A shorter run of words is a topic, not a message."""
    words = _ECHO_WORD.findall(question.lower())
    grams = {tuple(words[i:i + 3]) for i in range(len(words) - 2)
             if sum(word not in STOPWORDS for word in words[i:i + 3]) >= 2}

    def holds(message: str) -> bool:
        said = _ECHO_WORD.findall(message.lower())
        return any(tuple(said[i:i + 3]) in grams for i in range(len(said) - 2))

    return holds


_ECHO_WORD = re.compile(r"[a-z0-9_]+")


__all__ = ["RARE_SHARE", "UNCLASSIFIED", "RunLines", "distinctive", "echoes", "matching_facts", "matching_lines", "matching_records",
           "quoted_messages", "says", "unclassified"]
