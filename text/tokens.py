"""Tokenization shared by BM25, extractive answering and abstention: one definition of a term.

Two views of the same text:
- ``terms``: words, numbers, snake_case identifiers (plus their parts) and message codes --
  what answering and abstention compare;
- ``code_terms``: the lexical retrieval view, which also keeps Tcl switches (``-density`` and
  ``density``), file names (``route.guide`` and ``route``, ``guide``), message codes whole
  and split (``grt-0116``, ``grt``, ``0116``), camelCase parts and a light plural folding,
  so a question written in words meets an identifier written in code.
"""

from __future__ import annotations

import re

from text import english
from text.stopwords import STOPWORDS

_TOKEN_RE = re.compile(r"[a-z]{2,6}-\d{3,4}\b|[a-z0-9][a-z0-9_.]*[a-z0-9]|[a-z0-9]")
"""Message codes such as ``grt-0116`` stay whole; otherwise words, numbers and snake_case."""
_CODE_TOKEN_RE = re.compile(r"[A-Za-z]{2,6}-\d{3,4}\b|-{1,2}[A-Za-z][A-Za-z0-9_]*|[A-Za-z0-9][A-Za-z0-9_.]*[A-Za-z0-9]|[A-Za-z0-9]")
"""Like ``_TOKEN_RE`` plus switches: a leading dash only counts when it starts a word."""
_CAMEL_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_PART_SPLIT_RE = re.compile(r"[_.\-]+")


def terms(text: str) -> list[str]:
    """Lower-case terms; snake_case words also yield their parts so ``place_pins`` meets "place pins"."""
    out: list[str] = []
    for token in _TOKEN_RE.findall(text.lower()):
        token = token.strip(".")
        if not token or token in STOPWORDS:
            continue
        out.append(token)
        if "_" in token:
            out.extend(p for p in token.split("_") if p and p not in STOPWORDS)
    return out


def key_terms(text: str) -> set[str]:
    """Distinctive terms of a question: identifiers, message codes and longer content words."""
    return {t for t in terms(text) if "_" in t or "-" in t or len(t) > 3}


def content_terms(text: str) -> set[str]:
    """What a question is about, plurals folded: identifiers, message codes, words of four letters or more, and the
    shorter words English does not write (``csb``, ``nco``, ``fsm``), which ``key_terms`` drops with ``run``."""
    return {fold(term) for term in terms(text)
            if "_" in term or "-" in term or len(term) > 3 or (term.isalpha() and not english.common(term))}


_CODE_SPAN_RE = re.compile(r"`([^`\s]+)`")


def code_spans(text: str) -> list[str]:
    """Words the writer marked as code with backticks (`` `memory` ``), lower case: a command by the asker's own mark,
    whatever its shape."""
    return list(dict.fromkeys(span.lower() for span in _CODE_SPAN_RE.findall(text)))


def fold(word: str) -> str:
    """Light plural folding (``layers`` -> ``layer``, ``buffers`` -> ``buffer``); no stemming beyond."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


_CODE_RE = re.compile(r"[a-z]{2,6}-\d{3,4}")


def is_message_code(token: str) -> bool:
    """A tool message code such as ``grt-0116`` (lower-case, as ``terms`` and ``identifiers`` spell it)."""
    return bool(_CODE_RE.fullmatch(token))


def _is_compound(token: str) -> bool:
    return bool(_PART_SPLIT_RE.search(token.strip("-"))) or token.startswith("-")


def code_terms(text: str) -> list[str]:
    """Lexical-retrieval terms: whole identifiers, then their parts (folded), stopwords dropped."""
    out: list[str] = []
    for raw in _CODE_TOKEN_RE.findall(text):
        raw = raw.strip(".")
        token = raw.lower()
        if not token or token in STOPWORDS:
            continue
        if _is_compound(token):
            out.append(token)
            bare = token.lstrip("-")
            if bare != token and _PART_SPLIT_RE.search(bare):
                out.append(bare)
        parts = [p for p in _PART_SPLIT_RE.split(raw.strip("-")) if p]
        words: list[str] = []
        for part in parts:
            pieces = _CAMEL_RE.findall(part) if not part.isupper() and not part.islower() else [part]
            words.extend(p.lower() for p in pieces if p)
            if len(pieces) > 1:
                out.append(part.lower())
        out.extend(fold(w) for w in words if w not in STOPWORDS)
    return out


_PROPER_NAME_RE = re.compile(r"\b(?:[A-Z][A-Z0-9]{2,}|[A-Za-z0-9]*[a-z][A-Z][A-Za-z0-9]*)\b(?!-\d)")
"""An acronym of three or more capitals (``PDNGEN``, ``RSMT``) or a CamelCase word (``TritonCTS``, ``OpenDB``); the
tool prefix of a message code (``PLC`` of ``PLC-0040``) is part of that code, not a name."""


def proper_names(text: str) -> list[str]:
    """Names of tools, methods and formats a question spells with capitals, as ``terms`` spells them.

    A question written mostly in capitals has no acronym that stands out, so it gives only its CamelCase words.
    """
    words = re.findall(r"[A-Za-z]+", text)
    shouted = sum(word.isupper() for word in words) * 2 > len(words)
    found = (raw.lower() for raw in _PROPER_NAME_RE.findall(text) if not (shouted and raw.isupper()))
    return list(dict.fromkeys(name for name in found if name not in STOPWORDS and not name.isdigit()))


_CELL_NAME_RE = re.compile(r"(?<![\w$])\$[A-Za-z_][A-Za-z0-9_]*")
"""A Yosys internal cell type or family: ``$dffe``, ``$_DFF_P_``, ``$_SDFFE`` (of ``$_SDFFE_PP0P_``), ``$__`` (the
prefix of a techmap's own cells)."""


def cell_names(text: str) -> list[str]:
    """Yosys internal cell names and families a question spells, lower case, ``$`` kept: what the ``$`` marks is a
    name whatever its shape (``$add``), which ``identifiers``, reading the words a passage's terms spell, leaves out."""
    return list(dict.fromkeys(name.lower() for name in _CELL_NAME_RE.findall(text)))


def identifiers(text: str) -> list[str]:
    """Code-like names a question spells out: snake_case, switches, file names, message codes, camelCase."""
    found: list[str] = []
    for raw in _CODE_TOKEN_RE.findall(text):
        raw = raw.strip(".")
        token = raw.lower()
        camel = raw.isalnum() and raw[:1].islower() and any(c.isupper() for c in raw)
        switch = token.startswith("-") and len(token) > 2
        file_name = "." in token and all(len(p) >= 2 for p in token.split(".")) and not re.fullmatch(r"[\d.]+", token)
        if switch or "_" in token or camel or file_name or is_message_code(token):
            found.append(token)
    return list(dict.fromkeys(found))
