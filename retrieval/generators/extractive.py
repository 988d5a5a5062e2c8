"""Offline answers composed from the evidence itself: the sentences, option-table rows and
code lines closest to the question, each followed by the number of the passage it came from.

Snippets that contain an identifier the question names (``-density``, ``place_global``,
``route.guide``) come first -- asked about one option, the answer quotes that option's row,
not its neighbours'. When the leading snippet states a value (a default, an allowed range, a
unit), the answer starts with it, so the number asked for is never buried in a long row. The
answer stops once its snippets use every key term of the question that the evidence holds: what
was asked is answered, and the rest of the passage is for the citations to show. A question whose
only key term is its subject ("What is PDNGEN?", "How does FastRoute work?") asks about the subject as
a whole: the sentence that names it answers only the name, so the answer reads on through the
sentences that follow it in its passage.

No model beyond the base encoder is needed, so the product answers with citations on a
laptop with no LLM server.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from edabot.types import Answer, Evidence
from index.encoder import Encoder
from ingest.documents import read_passage
from ingest.formats.blocks import Block
from retrieval.decompose import Part
from retrieval.generators.values import value_kinds, value_summary
from text.citations import renumber_citations
from text.sentences import LIST_MARKER, split_sentences
from text.tokens import code_terms, identifiers, key_terms, terms

_FENCE_RE = re.compile(r"^\s*(`{3,}|~{3,})")
_PROSE_FENCE_RE = re.compile(r"^\s*(`{3,}|~{3,})\s*\{(?!code-block|code|code-cell|literalinclude)[\w-]+\}")
_RULE_RE = re.compile(r"^\s*\|?\s*:?-{2,}")
_MAX_SNIPPETS = 3
_MAX_WORDS = 80
_NAMED_BONUS = 1.0
"""Added to a snippet about one of the question's identifiers: above any similarity gap."""
_MENTION = 0.15
_VALUE_BONUS = 0.3
"""Added to a snippet stating a value of the kind the question names (its default, range, unit)."""
_SUBJECT_WORDS = 30
"""Words an answer about a subject as a whole reads on to (EDA-Corpus references run 26 words median)."""
_MAX_CANDIDATES = 24
_VECTOR_CACHE_SIZE = 20_000
_PIECES_CACHE_SIZE = 1_024
"""Passages whose pieces are kept (each up to the passage budget, 12,000 characters for five)."""


@dataclass(frozen=True)
class Snippet:
    """One answer-sized piece of a passage."""

    text: str
    evidence_index: int
    order: int
    kind: str  # prose | row | code

    def render(self) -> str:
        return f"`{self.text}`" if self.kind == "code" else self.text


def _table_row(line: str) -> str | None:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    cells = [c for c in cells if c]
    if len(cells) < 2:
        return None
    return f"{cells[0]}: {' '.join(cells[1:])}"


def split_snippets(evidence: Sequence[Evidence]) -> list[Snippet]:
    """Sentences, table rows and code lines of every passage, in reading order.

    A passage of a text manual is read by its manual's reader, so its blocks say what each line
    is (an RST title's underline is not a code fence, a directive's body is prose, a literal block
    is code); a passage of a rendering (PDF, HTML) is split on its plain lines.
    """
    out: list[Snippet] = []
    for index, item in enumerate(evidence):
        for kind, text in passage_pieces(item.source, item.text):
            if kind == "prose":
                out.extend(_sentences(text, index, len(out)))
            else:
                out.append(Snippet(text, index, len(out), kind))
    return [s for s in out if len(s.text.split()) >= 3 or s.kind == "code"]


@lru_cache(maxsize=_PIECES_CACHE_SIZE)
def passage_pieces(source: str, text: str) -> tuple[tuple[str, str], ...]:
    """(kind, text) pieces of one passage, parsed once: reading an RST passage with docutils costs
    milliseconds, and the same passages answer many questions."""
    parsed = read_passage(source, text)
    return tuple(_block_pieces(parsed.blocks) if parsed is not None else _line_pieces(text))


def _block_pieces(blocks: Sequence[Block]) -> Iterator[tuple[str, str]]:
    """(kind, text) of each paragraph, list item, table row and code line of parsed blocks; titles are left out."""
    for block in blocks:
        lines = [line.strip() for line in block.text.splitlines() if line.strip()]
        if block.kind == "code":
            yield from (("code", line) for line in lines if not line.startswith("#"))
        elif block.kind == "table":
            rows = (None if _RULE_RE.match(line) else _table_row(line) for line in lines)
            yield from (("row", row) for row in rows if row)
        elif block.kind == "list":
            yield from (("prose", item) for item in _list_items(lines))
        elif block.kind in ("paragraph", "directive"):
            yield "prose", " ".join(lines)


def _list_items(lines: Sequence[str]) -> list[str]:
    """The items of a list block, each whole: a line with no marker continues the item above it (a reference
    wrapped over three lines is one item, not three fragments that each read as a sentence)."""
    items: list[str] = []
    for line in lines:
        if LIST_MARKER.match(line) or not items:
            items.append(LIST_MARKER.sub("", line))
        else:
            items[-1] += " " + line
    return items


def _line_pieces(text: str) -> Iterator[tuple[str, str]]:
    """(kind, text) pieces of plain lines: fenced code, pipe-table rows, and prose runs between them."""
    in_code, in_admonition, prose = False, False, list[str]()
    for line in text.splitlines() + [""]:
        if _FENCE_RE.match(line):
            # MyST admonitions (```{note}) hold prose; any other fence holds code.
            opening = not (in_code or in_admonition)
            in_code = opening and not _PROSE_FENCE_RE.match(line)
            in_admonition = opening and not in_code
            yield "prose", " ".join(prose)
            prose = []
            continue
        stripped = line.strip()
        if in_code:
            if stripped and not stripped.startswith("#"):
                yield "code", stripped
            continue
        if stripped.startswith("|"):
            row = None if _RULE_RE.match(stripped) else _table_row(stripped)
            if row:
                yield "row", row
            continue
        if stripped and not stripped.startswith(("#", "```", ":::")) and not LIST_MARKER.match(line):
            prose.append(stripped)
            continue
        yield "prose", " ".join(prose)
        prose = [LIST_MARKER.sub("", line).strip()] if LIST_MARKER.match(line) else []


def _sentences(paragraph: str, index: int, start: int) -> list[Snippet]:
    return [Snippet(p, index, start + i, "prose") for i, p in enumerate(split_sentences(paragraph))]


def _names(snippet: Snippet, named: set[str]) -> float:
    """1 when the snippet's subject (a row's first cell) is a named identifier, a little when it only mentions one.

    A mere mention (a usage line of the named command) is a tie-breaker, not a reason to
    outrank the row or sentence that holds what was asked.
    """
    if not named:
        return 0.0
    if snippet.kind == "row":
        subject = set(code_terms(snippet.text.split(":", 1)[0]))
        if subject & named or {n.lstrip("-") for n in named} & subject:
            return 1.0
    found = set(code_terms(snippet.text))
    return _MENTION if found & named or {n.lstrip("-") for n in named} & found else 0.0


def _lexical_scores(question: str, snippets: Sequence[Snippet], n_evidence: int) -> list[float]:
    """Term overlap, passage rank and named-identifier bonus of every snippet (no encoder)."""
    wanted = key_terms(question)
    named = set(identifiers(question))
    out = []
    for snippet in snippets:
        overlap = len(wanted & set(terms(snippet.text))) / len(wanted) if wanted else 0.0
        rank_bonus = (n_evidence - snippet.evidence_index) / max(n_evidence, 1)
        asked = _VALUE_BONUS if wanted & set(value_kinds(snippet.text)) else 0.0
        out.append(0.35 * overlap + 0.05 * rank_bonus + asked + _NAMED_BONUS * _names(snippet, named))
    return out


def _shortlist(question: str, snippets: list[Snippet], n_evidence: int) -> list[Snippet]:
    """The ``_MAX_CANDIDATES`` lexically best snippets of all passages, in reading order.

    Parent passages hold hundreds of sentences and rows; encoding them all would cost more
    than the retrieval itself, and the lexical score already finds the candidates.
    """
    if len(snippets) <= _MAX_CANDIDATES:
        return snippets
    scores = _lexical_scores(question, snippets, n_evidence)
    keep = sorted(np.argsort(-np.asarray(scores), kind="stable")[:_MAX_CANDIDATES].tolist())
    return [snippets[i] for i in keep]


class ExtractiveGenerator:
    """Ranks snippets by encoder similarity and term overlap, keeps a few, cites each."""

    def __init__(self, encoder: Encoder) -> None:
        self.encoder = encoder
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def _snippet_vectors(self, texts: list[str]) -> np.ndarray:
        """Vectors of snippet texts, cached: the same passages answer many questions."""
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if missing:
            fresh = self.encoder.encode(missing)
            with self._lock:
                self._vectors.update(zip(missing, fresh, strict=True))
                while len(self._vectors) > _VECTOR_CACHE_SIZE:
                    self._vectors.popitem(last=False)
        with self._lock:
            found = [self._vectors.get(t) for t in texts]
        if any(v is None for v in found):  # evicted by a concurrent caller: encode again
            return self.encoder.encode(texts)
        return np.vstack(found)  # type: ignore[arg-type]

    def generate(
        self, question: str, evidence: Sequence[Evidence], context: Sequence[str] = (), parts: Sequence[Part] = ()
    ) -> Answer:
        snippets = split_snippets(evidence)
        if len(parts) > 1:
            text = self._by_part(parts, snippets, evidence)
        else:
            text = self._compose(question, snippets, evidence)[0]
        answer, citations, _ = renumber_citations(text, evidence)
        return Answer(answer=answer, citations=citations, abstained=False, evidence=list(evidence))

    def _compose(self, question: str, snippets: list[Snippet], evidence: Sequence[Evidence]) -> tuple[str, list[Snippet]]:
        """The answer to one question from the snippets, each cited, with the value it states first."""
        shortlist = _shortlist(question, snippets, len(evidence))
        if not shortlist:
            return " ".join(f"{e.section or e.source} [{i}]" for i, e in enumerate(evidence[:2], start=1)), []
        about_subject = len(key_terms(question)) <= 1
        chosen = self._choose(question, shortlist, len(evidence), _SUBJECT_WORDS if about_subject else 0)
        if chosen and about_subject:
            chosen = _read_on(chosen, snippets)
        lead = value_summary(chosen[0].text) if chosen else ""
        text = " ".join(f"{s.render()} [{s.evidence_index + 1}]" for s in chosen)
        if lead:
            text = f"{lead} [{chosen[0].evidence_index + 1}]. {text}"
        return text, chosen

    def _by_part(self, parts: Sequence[Part], snippets: list[Snippet], evidence: Sequence[Evidence]) -> str:
        """One numbered line per part, in the order asked; a snippet answers one part only."""
        lines: list[str] = []
        used: set[str] = set()
        for number, part in enumerate(parts, start=1):
            text, chosen = self._compose(part.query, [s for s in snippets if s.text not in used], evidence)
            used.update(s.text for s in chosen)
            lines.append(f"{number}. {part.text.rstrip('?')}: {text}")
        return "\n".join(lines)

    def _choose(self, question: str, snippets: list[Snippet], n_evidence: int, least_words: int) -> list[Snippet]:
        similarity = self._snippet_vectors([s.text for s in snippets]) @ self.encoder.encode([question])[0]
        lexical = _lexical_scores(question, snippets, n_evidence)
        scores = [0.6 * float(sim) + lex for sim, lex in zip(similarity, lexical, strict=True)]
        # The question's key terms the snippets can answer with; once the chosen ones use them all, stop.
        reachable = key_terms(question) & set(terms(" ".join(s.text for s in snippets)))
        covered: set[str] = set()
        chosen: list[Snippet] = []
        words = 0
        for i in np.argsort(-np.asarray(scores), kind="stable"):
            snippet = snippets[int(i)]
            size = len(snippet.text.split())
            if chosen and (words + size > _MAX_WORDS or scores[int(i)] < 0.5 * scores[int(np.argmax(scores))]):
                continue
            if any(snippet.text == c.text for c in chosen):
                continue
            chosen.append(snippet)
            words += size
            covered |= reachable & set(terms(snippet.text))
            if len(chosen) >= _MAX_SNIPPETS or (reachable and covered == reachable and words >= least_words):
                break
        return chosen


def _read_on(chosen: list[Snippet], snippets: list[Snippet]) -> list[Snippet]:
    """The best snippet and the prose that follows it in its passage, up to ``_SUBJECT_WORDS``; then, if
    still short, the other chosen snippets."""
    top = chosen[0]
    out, words = [top], len(top.text.split())
    for following in snippets[snippets.index(top) + 1 :]:
        if words >= _SUBJECT_WORDS or following.evidence_index != top.evidence_index or following.kind != "prose":
            break
        out.append(following)
        words += len(following.text.split())
    return out + [c for c in chosen[1:] if c not in out and words < _SUBJECT_WORDS]
