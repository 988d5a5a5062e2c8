"""Tenant scopes: which document scopes a query may see.

A scope is ``global`` or a path such as ``slack:T123/C456``; a query sees its own scope,
every ancestor (``slack:T123``), and ``global`` -- never a sibling's. It may delete what it
sees except ``global`` documents, which only the ``global`` scope (an administrator) removes.
"""

from __future__ import annotations

import re

from edabot.errors import BadInputError

GLOBAL = "global"
_SCOPE_RE = re.compile(r"^[A-Za-z0-9_.:@/-]{1,200}$")


def validate_scope(scope: str) -> str:
    """Return ``scope`` if well formed, else raise BadInputError."""
    parts = scope.split("/")
    if not _SCOPE_RE.match(scope) or any(not p or p.startswith(".") for p in parts):
        raise BadInputError(f"invalid scope {scope!r}: use letters, digits and :/._@- (e.g. slack:T1/C2)")
    return scope


def visible_scopes(scope: str) -> list[str]:
    """The scopes a query issued in ``scope`` may read, most specific first."""
    validate_scope(scope)
    seen = [scope]
    parts = scope.split("/")
    for i in range(len(parts) - 1, 0, -1):
        seen.append("/".join(parts[:i]))
    if GLOBAL not in seen:
        seen.append(GLOBAL)
    return seen


def deletable_scopes(scope: str) -> list[str]:
    """The scopes whose documents a request issued in ``scope`` may delete (the API and the bots ask this)."""
    return [seen for seen in visible_scopes(scope) if seen != GLOBAL or scope == GLOBAL]
