"""Query analysis for the lexical channel: identifiers, tool names and phrase-to-identifier joins.

Everything is learned from the indexed corpus, never from a word list:
- a *module* is the folder of a document that has a README (``src/gpl/README.md`` makes
  ``gpl``); its *title* is that README's first heading ("Global Placement"). A question that
  names either gets the other added, so "global placement" finds the ``gpl`` pages and "gpl"
  finds "Global Placement";
- consecutive question words that, joined with ``_``, form an identifier the corpus contains
  ("skip initial place" -> ``skip_initial_place``, "global placement" -> ``global_placement``)
  are added as that identifier: questions written in words then meet code written in snake_case.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

from retrieval.sections import Section
from text.stopwords import STOPWORDS
from text.tokens import code_terms, identifiers, terms

_MAX_JOIN = 4
_WORD_RE = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True)
class Module:
    """A tool of the corpus: its short name (folder) and the words of its title."""

    name: str
    title_terms: tuple[str, ...]


def modules_of(sections: Sequence[Section]) -> dict[str, Module]:
    """Module per source: the nearest folder above it that holds a README, titled by that README."""
    titles: dict[str, str] = {}
    for section in sections:
        path = PurePosixPath(section.source)
        if path.stem.lower() == "readme" and str(path.parent) not in titles:
            titles[str(path.parent)] = section.title.split(" > ")[0]
    out: dict[str, Module] = {}
    for section in sections:
        if section.source in out:
            continue
        for parent in PurePosixPath(section.source).parents:
            title = titles.get(str(parent))
            if title is not None and parent.name:
                words = tuple(t for t in terms(title) if t not in STOPWORDS)
                out[section.source] = Module(parent.name.lower(), words)
                break
    return out


@dataclass(frozen=True)
class AnalyzedQuery:
    """The question and what the lexical channel searches for."""

    text: str
    identifiers: tuple[str, ...]
    lexical_terms: tuple[str, ...]
    modules: tuple[str, ...]


class QueryAnalyzer:
    """Turns a question into lexical terms using the corpus's own names."""

    def __init__(self, modules: dict[str, Module], known: Callable[[str], bool]) -> None:
        self.known = known
        unique = {m.name: m for m in modules.values()}
        self.by_name = {name: m for name, m in unique.items() if m.title_terms}

    def analyze(self, question: str) -> AnalyzedQuery:
        words = terms(question)
        names = identifiers(question)
        extra: list[str] = []
        word_set = set(words)
        modules = []
        for name, module in self.by_name.items():
            if name in word_set:
                extra.extend(module.title_terms)
                modules.append(name)
            elif len(module.title_terms) > 1 and set(module.title_terms) <= word_set:
                extra.append(name)
                modules.append(name)
        plain = _WORD_RE.findall(question.lower())
        for size in range(2, _MAX_JOIN + 1):
            for start in range(len(plain) - size + 1):
                joined = "_".join(plain[start : start + size])
                if joined not in names and self.known(joined):
                    extra.append(joined)
                    names.append(joined)
        lexical = code_terms(question) + [t for e in extra for t in code_terms(e)]
        return AnalyzedQuery(question, tuple(dict.fromkeys(names)), tuple(lexical), tuple(modules))
