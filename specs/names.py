"""Name normalization: one canonical key per register, field, interrupt or signal name.

Specs spell the same thing many ways: ``CTRL.TX``, ``ctrl.tx``, ``CTRL . TX`` (field
headings), ``[`CTRL.TX`](registers.md#ctrl)`` (links) and ``UART_CTRL_TX`` (C macros).
Every spelling maps to a lower-case key, and keys live per IP (``n:uart/ctrl.tx``), so the
same field name in two IPs stays two nodes while every section of one IP meets at one.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MARKUP = re.compile(r"[`*]")
_SPACED_DOT = re.compile(r"\s*\.\s*")
_BIT_RANGE = re.compile(r"\[\d+(?::\d+)?\]$")
_NON_KEY = re.compile(r"[^a-z0-9_.]+")

_CODE_SPAN = re.compile(r"`([^`\n]{1,80})`")
_IDENT = re.compile(
    r"(?<![\w./#-])("
    r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?:\.[A-Za-z][A-Za-z0-9_]*)?"  # snake_case, optionally .field
    r"|[A-Z][A-Z0-9]+(?:\.[A-Za-z][A-Za-z0-9_]*)+"  # REG.FIELD
    r"|[A-Z][A-Z0-9]{1,}"  # ALLCAPS
    r"|[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+"  # CamelCase (FSM states)
    r")(?![\w/-])"
)
_LITERAL = re.compile(r"^(?:0x[0-9a-f_]+|[0-9][0-9_.]*|[0-9]+'[bdh][0-9a-f_]+)$")
SIGNAL_SUFFIXES = ("_i", "_o", "_ni", "_no")
"""Direction suffixes of port names (``idle_o``, ``rst_ni``)."""
_MACRO_SUFFIXES = ("_mask", "_offset", "_reg", "_bit", "_field")
"""C header conventions of generated register headers (``UART_CTRL_NCO_MASK``)."""


def normalize(name: str) -> str:
    """The canonical key of a name: link text, no markup, lower case, ``a . b`` -> ``a.b``."""
    text = _LINK.sub(r"\1", name)
    text = _MARKUP.sub("", text).strip()
    text = _SPACED_DOT.sub(".", text)
    text = _BIT_RANGE.sub("", text)
    return _NON_KEY.sub("_", text.lower()).strip("_.")


def ip_of(source: str) -> str:
    """The IP a spec file describes: the folder above ``doc/``, else the folder of a README, else the stem."""
    path = PurePosixPath(source)
    parts = list(path.parts[:-1])
    if "doc" in parts:
        index = len(parts) - 1 - parts[::-1].index("doc")
        if index > 0:
            return normalize(parts[index - 1])
    if path.stem.lower() == "readme" and parts:
        return normalize(parts[-1])
    return normalize(path.stem)


def name_node(ip: str, name: str) -> str:
    """The node id of a surface name inside one IP."""
    return f"n:{ip}/{normalize(name)}"


def entity_node(ip: str, kind: str, name: str) -> str:
    """The node id of a structured entity (register, field, interrupt, ...)."""
    return f"e:{kind}:{ip}/{normalize(name)}"


def mentions(text: str) -> list[str]:
    """Identifier-like names in prose, normalized, in order of first appearance."""
    found: list[str] = []
    for span in _CODE_SPAN.findall(_LINK.sub(r"\1", text)):
        if " " not in span.strip() or _SPACED_DOT.search(span):
            found.append(span)
    found += [m.group(1) for m in _IDENT.finditer(_MARKUP.sub("", _LINK.sub(r"\1", text)))]
    keys = [normalize(f) for f in found]
    return list(dict.fromkeys(k for k in keys if len(k) > 1 and not _LITERAL.match(k)))


def signal_stem(key: str) -> str:
    """A port name less its direction suffix (``idle_o`` -> ``idle``); "" when it has none."""
    for suffix in SIGNAL_SUFFIXES:
        if key.endswith(suffix) and len(key) > len(suffix):
            return key[: -len(suffix)]
    return ""


def split_compound(key: str) -> tuple[str, ...]:
    """``ctrl.tx`` -> (``ctrl``, ``tx``); a plain key -> (key,)."""
    return tuple(p for p in key.split(".") if p)


def macro_candidates(key: str, ip: str) -> list[str]:
    """Register/field keys a C macro may name: ``uart_ctrl_nco_mask`` -> ``ctrl.nco``, ``ctrl_nco``, ...

    The caller keeps the candidates that exist in the scope's dictionary.
    """
    if "." in key or "_" not in key:
        return []
    body = key[len(ip) + 1 :] if key.startswith(ip + "_") else key
    for suffix in _MACRO_SUFFIXES:
        if body.endswith(suffix):
            body = body[: -len(suffix)]
            break
    words = body.split("_")
    out = [body]
    out += ["_".join(words[:i]) + "." + "_".join(words[i:]) for i in range(1, len(words))]
    return out


__all__ = [
    "SIGNAL_SUFFIXES",
    "entity_node",
    "ip_of",
    "macro_candidates",
    "mentions",
    "name_node",
    "normalize",
    "signal_stem",
    "split_compound",
]
