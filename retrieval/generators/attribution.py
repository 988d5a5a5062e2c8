"""Citations a model answer has to earn: every sentence is checked against the evidence.

A language model cites what it likes, or nothing. Before an answer leaves the generator each
sentence is attributed: a passage supports it when every number and identifier of the
sentence appears in that passage (identifiers the question itself names are the subject
asked about, not a claim: an option table under a command's section rarely repeats the
command) *and* the words agree (lexical overlap of content terms), alone or together with
the meaning (encoder similarity to the passage or one of its sentences). Citations that
hold are kept, a citation whose passage lacks the sentence's number or identifier moves to
the passage that has it, an uncited sentence gets the passage that supports it, and a
sentence no passage supports is marked "not found in the sources". Every change is noted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from edabot.types import Evidence
from index.encoder import Encoder
from retrieval.generators.extractive import split_snippets
from text.sentences import LIST_MARKER, split_sentences
from text.tokens import terms

NOT_FOUND = "(not found in the sources)"
"""Appended to a sentence that no passage supports; bots and the CLI show it as written."""

LEXICAL_SUPPORT = 0.6
"""Share of a sentence's content terms a passage must contain to support it by wording alone."""
SUPPORT_RULES = ((0.3, 0.75), (0.45, 0.55))
"""(lexical, semantic) pairs that also support: a close paraphrase that keeps a few key words, or
wording and meaning that both agree moderately. Meaning alone never does: the encoder rates a
rambling sentence on the passage's topic about 0.65 to it (measured on SmolLM2 answers)."""

_MARKER_RE = re.compile(r"\s*\[(\d{1,3})\]")
_MARKER_LIST_RE = re.compile(r"\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})+)\]")
_LEADING_MARKERS_RE = re.compile(r"^(?:\s*\[\d{1,3}\])+[.,;:]?")
_FENCE_RE = re.compile(r"^\s*(`{3,}|~{3,})")
_NUMBER_RE = re.compile(r"(?<![\w.])[-+]?\d+(?:\.\d+)?(?![\w])")
_IDENTIFIER_RE = re.compile(
    r"`([^`]+)`"                                  # anything in backticks
    r"|(?<![\w-])(-{1,2}[A-Za-z][\w-]*)"          # command options: -density, --threads
    r"|\b([A-Za-z]{2,6}-\d{3,4})\b"               # message codes: GRT-0116
    r"|\b([A-Za-z][\w]*_[\w]+)\b"                 # snake_case commands and variables
    r"|\b([\w-]+\.(?:v|sv|vh|lef|def|lib|tcl|sdc|rpt|log|ys|gds|spef|odb|json|yaml|yml|cfg|md))\b"
)


@dataclass(frozen=True)
class Claim:
    """The checkable content of one sentence: its numbers, identifiers and content terms."""

    numbers: frozenset[float]
    identifiers: frozenset[str]
    words: frozenset[str]

    @property
    def checkable(self) -> bool:
        """Sentences without content ("Here is how:") need no source and get no citation."""
        return bool(self.numbers or self.identifiers or self.words)


@dataclass
class Piece:
    """A sentence (or a whole fenced code block) of the answer and the citations it carries."""

    text: str
    cited: list[int]
    prefix: str = ""
    code: bool = False


@dataclass
class Attribution:
    """The rewritten answer (citation numbers 1-based into the evidence) and what changed."""

    text: str
    supported: int = 0
    unsupported: list[str] = field(default_factory=list)
    moved: int = 0
    added: int = 0
    dropped: int = 0
    invalid: set[int] = field(default_factory=set)
    """Cited numbers that match no passage at all (the model invented a source)."""

    def notes(self) -> list[str]:
        """One line per kind of change, for the answer's notes (shown by the CLI and the bots)."""
        out = [f"removed citation numbers that match no source: {sorted(self.invalid)}"] if self.invalid else []
        if self.moved:
            out.append(f"{self.moved} citation(s) pointed at a passage that does not support the sentence; "
                       "they now point at the passage that does.")
        if self.dropped:
            out.append(f"{self.dropped} citation(s) were removed: the cited passage does not support the sentence.")
        if self.added:
            out.append(f"{self.added} sentence(s) had no citation; the passage that supports each is now cited.")
        if self.unsupported:
            out.append(f"{len(self.unsupported)} sentence(s) are supported by no source and are marked "
                       f"\"{NOT_FOUND[1:-1]}\".")
        return out


def claim_of(text: str) -> Claim:
    """Numbers, identifiers and content words of a sentence (citation markers already removed)."""
    identifiers: set[str] = set()
    numbers: set[float] = set()
    for match in _IDENTIFIER_RE.finditer(text):
        for token in (match.group(1) or "").split() or [t for t in match.groups()[1:] if t]:
            token = token.strip(".,;:()[]{}'\"")
            if _NUMBER_RE.fullmatch(token):
                numbers.add(float(token))
            elif token:
                identifiers.add(token.lower())
    bare = _IDENTIFIER_RE.sub(" ", text)
    numbers.update(float(n) for n in _NUMBER_RE.findall(bare))
    words = {t for t in terms(bare) if not _NUMBER_RE.fullmatch(t) and len(t) > 2}
    return Claim(frozenset(numbers), frozenset(identifiers), frozenset(words))


def normalize_markers(answer: str) -> str:
    """``[1, 3]`` (a common model habit) as ``[1][3]``, the one form the rest of the code reads."""
    return _MARKER_LIST_RE.sub(lambda m: "".join(f"[{n}]" for n in re.findall(r"\d+", m.group(1))), answer)


def split_pieces(answer: str) -> list[Piece]:
    """Sentences of the answer in order, each with the citation markers that follow it.

    Markers placed after the full stop ("... 0.7. [2]") belong to the sentence before them;
    a fenced code block is one piece, cited as a whole.
    """
    pieces: list[Piece] = []
    fence: list[str] | None = None
    fence_lead = ""
    breaks = 1  # line breaks before the next line's first piece: blank lines are kept
    for line in normalize_markers(answer).splitlines():
        lead = "\n" * breaks if pieces else ""
        if fence is not None:
            fence.append(line)
            if _FENCE_RE.match(line):
                pieces.append(Piece("\n".join(fence), [], prefix=fence_lead, code=True))
                fence, breaks = None, 1
            continue
        if not line.strip():
            breaks += 1
            continue
        if _FENCE_RE.match(line):
            fence, fence_lead = [line], lead
            continue
        prefix_match = LIST_MARKER.match(line)
        prefix = prefix_match.group(0) if prefix_match else ""
        first = True
        for part in split_sentences(line[len(prefix):]):
            leading = _LEADING_MARKERS_RE.match(part)
            if leading and pieces and not first:
                pieces[-1].cited += [int(n) for n in re.findall(r"\d+", leading.group(0))]
                part = part[leading.end():].strip()
            if not part:
                continue
            cited = [int(n) for n in _MARKER_RE.findall(part)]
            pieces.append(Piece(_MARKER_RE.sub("", part).strip(), cited, prefix=lead + prefix if first else " "))
            first = False
        breaks = 1
    if fence is not None:  # an unclosed fence: keep what there is
        pieces.append(Piece("\n".join(fence), [], prefix=fence_lead, code=True))
    return pieces


class Attributor:
    """Decides, per sentence, which passages support it, and rewrites the citations to match."""

    def __init__(self, encoder: Encoder) -> None:
        self.encoder = encoder

    def attribute(self, answer: str, evidence: Sequence[Evidence], question: str = "") -> Attribution:
        pieces = split_pieces(answer)
        subject = claim_of(question).identifiers
        claims = [_without(_code_claim(p.text) if p.code else claim_of(p.text), subject) for p in pieces]
        support = self._support(pieces, claims, evidence)
        result = Attribution(text="")
        parts: list[str] = []
        for piece, claim, scores in zip(pieces, claims, support, strict=True):
            parts.append(piece.prefix + self._rewrite(piece, claim, scores, len(evidence), result))
        result.text = "".join(parts).strip()
        return result

    def _rewrite(self, piece: Piece, claim: Claim, scores: np.ndarray, n: int, result: Attribution) -> str:
        """The piece with earned citations (1-based), or marked when nothing supports it."""
        result.invalid.update(c for c in piece.cited if not 1 <= c <= n)
        if not claim.checkable:
            result.dropped += len([c for c in piece.cited if 1 <= c <= n])
            return piece.text
        holding = sorted({c for c in piece.cited if 1 <= c <= n and scores[c - 1] > 0})
        cited_valid = [c for c in piece.cited if 1 <= c <= n]
        if holding:
            result.dropped += len(set(cited_valid) - set(holding))
            chosen = holding
        elif scores.max(initial=0.0) > 0:
            chosen = [int(np.argmax(scores)) + 1]
            if cited_valid:
                result.moved += 1
            else:
                result.added += 1
        else:
            result.unsupported.append(piece.text)  # its marker and note say more than "citation removed"
            return _mark(piece)
        result.supported += 1
        markers = "".join(f"[{c}]" for c in chosen)
        return f"{piece.text}\n{markers}" if piece.code else _cite(piece.text, markers)

    def _support(self, pieces: list[Piece], claims: list[Claim], evidence: Sequence[Evidence]) -> list[np.ndarray]:
        """Per piece, a score per passage: 0 where the passage does not support it."""
        if not pieces or not evidence:
            return [np.zeros(len(evidence)) for _ in pieces]
        similarity = self._similarity([p.text for p in pieces], evidence)
        passages = [(claim_of(e.text), e.text.lower(), set(terms(e.text))) for e in evidence]
        out = []
        for i, claim in enumerate(claims):
            row = np.zeros(len(evidence))
            for j, (passage_claim, lowered, passage_terms) in enumerate(passages):
                if not _facts_present(claim, passage_claim, lowered):
                    continue
                lexical = len(claim.words & passage_terms) / len(claim.words) if claim.words else 1.0
                semantic = float(similarity[i, j])
                if lexical >= LEXICAL_SUPPORT or any(lexical >= lo and semantic >= so for lo, so in SUPPORT_RULES):
                    row[j] = 0.5 * lexical + 0.5 * semantic + 1e-6
            out.append(row)
        return out

    def _similarity(self, sentences: list[str], evidence: Sequence[Evidence]) -> np.ndarray:
        """Cosine of each sentence to each passage: the best of the whole passage and its sentences."""
        snippets = split_snippets(evidence)
        texts = [e.text for e in evidence] + [s.text for s in snippets]
        vectors = self.encoder.encode(sentences + texts)
        sims = vectors[: len(sentences)] @ vectors[len(sentences):].T
        owner = [j for j in range(len(evidence))] + [s.evidence_index for s in snippets]
        best = np.full((len(sentences), len(evidence)), -1.0)
        for column, j in enumerate(owner):
            best[:, j] = np.maximum(best[:, j], sims[:, column])
        return best


def _without(claim: Claim, subject: frozenset[str]) -> Claim:
    """The claim less the identifiers the question named (the subject, not a claim about it)."""
    return Claim(claim.numbers, claim.identifiers - subject, claim.words)


def _facts_present(claim: Claim, passage: Claim, lowered: str) -> bool:
    """Every number of the sentence is a number of the passage; every identifier is in its text."""
    return claim.numbers <= passage.numbers and all(ident in lowered for ident in claim.identifiers)


def _code_claim(block: str) -> Claim:
    """Every token of a code block is an identifier or a number that its passage must hold."""
    inner = [line for line in block.splitlines()[1:] if not _FENCE_RE.match(line)]
    tokens = " ".join(line.split("#")[0] for line in inner).replace("`", " ")
    return claim_of(f"`{tokens}`") if tokens.strip() else Claim(frozenset(), frozenset(), frozenset())


def _cite(text: str, markers: str) -> str:
    """``markers`` before the sentence's closing punctuation: "Use -x [1]."."""
    stripped = text.rstrip()
    if stripped and stripped[-1] in ".!?:;" and not stripped.endswith("..."):
        return f"{stripped[:-1]} {markers}{stripped[-1]}"
    return f"{stripped} {markers}"


def _mark(piece: Piece) -> str:
    return f"{piece.text}\n{NOT_FOUND}" if piece.code else _cite(piece.text, NOT_FOUND)


__all__ = ["NOT_FOUND", "Attribution", "Attributor", "Claim", "Piece", "claim_of", "normalize_markers", "split_pieces"]
