"""Readable module names: Yosys escapes (``\\top``) and parameterized copies (``$paramod``).

``$paramod\\baud_gen\\DIV=s32'00000000000000000000000000010000`` becomes ``baud_gen(DIV=16)``
so people can ask about ``baud_gen`` and citations stay short.
"""

from __future__ import annotations

import re
from functools import lru_cache

_PARAM = re.compile(r"(\w+)=(?:[su]?\d*'([01xz]+)|(\d+))")


@lru_cache(maxsize=4096)
def clean_module_name(raw: str) -> str:
    """The human name of a module as written by Yosys or in a netlist (cached: a stat block names the
    same few cell types thousands of times)."""
    name = raw.strip().lstrip("\\")
    if not name.startswith("$paramod"):
        return name
    parts = name.split("\\")
    base = parts[1] if len(parts) > 1 else name
    params = []
    for part in parts[2:]:
        found = _PARAM.match(part)
        if found:
            bits = found.group(2)
            value = int(bits, 2) if bits and set(bits) <= {"0", "1"} else (found.group(3) or bits)
            params.append(f"{found.group(1)}={value}")
    return f"{base}({','.join(params)})" if params else base


def is_internal(name: str) -> bool:
    """Yosys' own cell models (``$_DLATCH_N_``, ``$dff``, ``$paramod`` helpers stay named): library
    cells of the tool, never a design or a design module."""
    return name.lstrip("\\").startswith("$") and not name.lstrip("\\").startswith("$paramod")


def base_module_name(name: str) -> str:
    """``baud_gen(DIV=16)`` -> ``baud_gen``: the name people use in questions."""
    return name.split("(", 1)[0]


__all__ = ["base_module_name", "clean_module_name", "is_internal"]
