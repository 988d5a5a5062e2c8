"""Where a combinational block leaves a signal unassigned: the case items and the ifs without an else through which
it keeps its old value, which is why synthesis infers a latch for it.

Read from the RTL's elaborated statements (pyslang), not its text, so nesting, ``begin``/``end`` and comments do not
matter. A path counts as assigning the signal when every branch of it does: a ``case`` needs every item and a
default (or items for every value of its selector), an ``if`` both of its branches.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

import pyslang

_ST = pyslang.ast.StatementKind
Statement = Any
"""A pyslang statement: its kinds are told apart by ``.kind``, and the stubs type them all as the base class."""


class Gap(NamedTuple):
    """One way through the block that leaves the signal as it was: where it starts, and how it is taken, said so that
    "<signal> keeps its old value <text>" reads ("in case item 3'd1, which never assigns it")."""

    line: int
    text: str


def unassigned_paths(source: str, signal: str) -> list[Gap]:
    """The gaps each ``always`` block of ``source`` that assigns ``signal`` leaves, in source order."""
    tree = pyslang.syntax.SyntaxTree.fromText(source)
    compilation = pyslang.ast.Compilation()
    compilation.addSyntaxTree(tree)
    reader = _Reader(source, signal)
    gaps: list[Gap] = []
    for block in _procedural_blocks(compilation):
        if reader.touches(block.body) and not reader.assigns(block.body):
            gaps += reader.gaps(block.body)
    return gaps


def _procedural_blocks(compilation: pyslang.ast.Compilation) -> Iterator[Any]:
    for instance in compilation.getRoot().topInstances:
        yield from _blocks_of(instance.body)


def _blocks_of(body: Any) -> Iterator[Any]:
    """The ``always`` blocks of an instance body and of the instances inside it (symbols, told apart by ``.kind``)."""
    for member in body:
        if member.kind == pyslang.ast.SymbolKind.ProceduralBlock:
            yield member
        elif member.kind == pyslang.ast.SymbolKind.Instance:
            yield from _blocks_of(member.body)


def _full(case: Statement) -> bool:
    """Whether a case's constant items list every value of its selector (a 2-bit one with four items needs no default)."""
    values = {str(e.constant) for item in case.items for e in item.expressions if e.constant is not None}
    width = case.expr.type.bitWidth
    return 0 < width <= 16 and len(values) >= 1 << width


class _Reader:
    """Walks statements for one signal over the text they came from (for line numbers and conditions as written)."""

    def __init__(self, source: str, signal: str) -> None:
        self.source, self.signal = source, signal

    def _line(self, node: Any) -> int:
        return self.source.count("\n", 0, node.sourceRange.start.offset) + 1

    def _text(self, node: Any) -> str:
        span = node.sourceRange
        return " ".join(self.source[span.start.offset:span.end.offset].split())

    def _children(self, stmt: Statement) -> list[Statement]:
        if stmt.kind == _ST.Timed:
            return [stmt.stmt]
        if stmt.kind == _ST.Block:
            return [stmt.body]
        if stmt.kind == _ST.List:
            return list(stmt.list)
        if stmt.kind == _ST.Conditional:
            return [stmt.ifTrue, *([stmt.ifFalse] if stmt.ifFalse else [])]
        if stmt.kind == _ST.Case:
            return [item.stmt for item in stmt.items] + ([stmt.defaultCase] if stmt.defaultCase else [])
        return []

    def _assigned_here(self, stmt: Statement) -> bool:
        if stmt.kind != _ST.ExpressionStatement or stmt.expr.kind != pyslang.ast.ExpressionKind.Assignment:
            return False
        return self._text(stmt.expr.left).split("[")[0].strip() == self.signal

    def touches(self, stmt: Statement) -> bool:
        """Whether any statement under ``stmt`` assigns the signal."""
        return self._assigned_here(stmt) or any(self.touches(child) for child in self._children(stmt))

    def assigns(self, stmt: Statement) -> bool:
        """Whether every way through ``stmt`` assigns the signal."""
        if self._assigned_here(stmt):
            return True
        if stmt.kind in (_ST.Timed, _ST.Block):
            return self.assigns(self._children(stmt)[0])
        if stmt.kind == _ST.List:
            return any(self.assigns(child) for child in stmt.list)
        if stmt.kind == _ST.Conditional:
            return stmt.ifFalse is not None and self.assigns(stmt.ifTrue) and self.assigns(stmt.ifFalse)
        if stmt.kind == _ST.Case:
            return (stmt.defaultCase is not None or _full(stmt)) and all(self.assigns(c) for c in self._children(stmt))
        return False

    def gaps(self, stmt: Statement, within: str = "") -> list[Gap]:
        """The ways through ``stmt`` (which does not assign the signal on every path) that leave it unassigned."""
        if stmt.kind in (_ST.Timed, _ST.Block):
            return self.gaps(self._children(stmt)[0], within)
        if stmt.kind == _ST.List:
            return [gap for child in stmt.list if self.touches(child) for gap in self.gaps(child, within)]
        if stmt.kind == _ST.Conditional:
            condition = " && ".join(self._text(c.expr) for c in stmt.conditions)
            found = self._branch(stmt.ifTrue, f"{within}when ({condition}) is true")
            if stmt.ifFalse is None:
                found.append(Gap(self._line(stmt), f"{within}when ({condition}) is false, as the if has no else"))
            else:
                found += self._branch(stmt.ifFalse, f"{within}when ({condition}) is false")
            return found
        if stmt.kind == _ST.Case:
            found = []
            for item in stmt.items:
                found += self._branch(item.stmt, f"{within}in case item {', '.join(self._text(e) for e in item.expressions)}")
            if stmt.defaultCase is None and not _full(stmt):
                found.append(Gap(self._line(stmt), f"{within}for values the case does not list, as it has no default"))
            elif stmt.defaultCase is not None:
                found += self._branch(stmt.defaultCase, f"{within}in the default")
            return found
        return []

    def _branch(self, stmt: Statement, said: str) -> list[Gap]:
        """A branch that never assigns the signal is one gap; one that does on some paths holds the gaps inside."""
        if not self.touches(stmt):
            return [Gap(self._line(stmt), f"{said}, which never assigns it")]
        return [] if self.assigns(stmt) else self.gaps(stmt, f"{said}, ")


__all__ = ["Gap", "unassigned_paths"]
