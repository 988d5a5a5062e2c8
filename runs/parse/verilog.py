"""RTL and gate-level netlists through pyslang: modules, ports, instances, cells by type.

Structure comes from the syntax tree, which needs no library: a netlist's cell instances are
counted by type without elaborating, so the GPL library never has to ship. ``lint_rtl``
elaborates a run's RTL files together to collect pyslang's warnings (width truncation,
unknown modules, ...), which are the RTL-level counterpart of Yosys' log warnings.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pyslang
from pyslang import syntax as sx

from edabot.errors import BadInputError
from runs import metrics
from runs.parse.facts import RTL_READER, ArtifactFacts, Issue, Metric, ModuleFacts
from runs.parse.kinds import classify
from runs.parse.names import clean_module_name, is_internal

_KIND = sx.SyntaxKind


_SYSTEMVERILOG = frozenset({".sv", ".svh"})
_VERILOG_2005 = '`begin_keywords "1364-2005" '
"""Put before a Verilog file's first line (on it: the lines keep their numbers): its names are read with Verilog's
keywords, not SystemVerilog's, so a port called ``matches`` or ``logic`` is a name, as the Verilog tools read it."""


def syntax_tree(path: Path, manager: pyslang.SourceManager | None = None) -> pyslang.syntax.SyntaxTree:
    """The file's syntax tree, a ``.v`` file read as the Verilog it is and a ``.sv`` file as SystemVerilog; trees
    elaborated together share one ``manager``."""
    manager = manager or pyslang.SourceManager()
    if path.suffix.lower() in _SYSTEMVERILOG:
        return pyslang.syntax.SyntaxTree.fromFile(str(path), manager)
    text = path.read_text(encoding="utf-8", errors="replace")
    return pyslang.syntax.SyntaxTree.fromFileInMemory(_VERILOG_2005 + text, manager, str(path))


def parse_verilog(path: Path, kind: str) -> ArtifactFacts:
    """Modules of one Verilog file; ``kind`` is ``rtl`` or ``netlist``."""
    tree = syntax_tree(path)
    facts = ArtifactFacts(kind=kind, tool=RTL_READER, stage="synth" if kind == "netlist" else "rtl")
    manager = tree.sourceManager
    engine = pyslang.DiagnosticEngine(manager)
    root = tree.root
    if not isinstance(root, sx.CompilationUnitSyntax):
        raise BadInputError(f"{path.name} is not a Verilog source file")
    for member in root.members:
        if isinstance(member, sx.ModuleDeclarationSyntax) and member.kind == _KIND.ModuleDeclaration:
            module = _module(member, manager)
            if not is_internal(module.name):  # Yosys cell models in a netlist are library cells, not modules
                facts.modules.append(module)
    for diag in tree.diagnostics:
        line = manager.getLineNumber(diag.location)
        facts.issues.append(Issue("error" if diag.isError() else "warning", "syntax", engine.formatMessage(diag),
                                  line, tool=RTL_READER, code=_code(diag), ref_line=line))
    facts.top = top_module(facts.modules)
    facts.status = "failed" if any(i.severity == "error" for i in facts.issues) else "success"
    if kind == "netlist" and facts.top:
        _netlist_metrics(facts)
    return facts


def _module(node: sx.ModuleDeclarationSyntax, manager: pyslang.SourceManager) -> ModuleFacts:
    module = ModuleFacts(name=clean_module_name(node.header.name.valueText),
                         line=manager.getLineNumber(node.header.name.location))

    def visit(child: object) -> None:
        if isinstance(child, sx.HierarchyInstantiationSyntax):
            cell = clean_module_name(child.type.valueText)
            for instance in child.instances:
                if not isinstance(instance, sx.HierarchicalInstanceSyntax):
                    continue
                name = instance.decl.name.valueText if instance.decl else ""
                module.instances.append((cell, name))
                module.cells[cell] = module.cells.get(cell, 0) + 1
        elif isinstance(child, sx.ImplicitAnsiPortSyntax):
            module.ports.append(child.declarator.name.valueText)
        elif isinstance(child, sx.PortDeclarationSyntax):
            module.ports.extend(d.name.valueText for d in child.declarators if isinstance(d, sx.DeclaratorSyntax))

    node.visit(visit)
    return module


def port_directions(text: str, module: str) -> dict[str, str]:
    """``module``'s ports with their direction (``input``/``output``/``inout``), in declaration order, read from one
    Verilog file's text: ANSI headers and port declarations in the body alike. Empty when the file lacks the module.

    Why here and at question time: the stored module rows keep port names only, and which ports a constraint leaves
    out ("no output delay on ``done``") needs the direction of each."""
    root = pyslang.syntax.SyntaxTree.fromText(text).root
    found: dict[str, str] = {}
    members = root.members if isinstance(root, sx.CompilationUnitSyntax) else [root]  # one module's text is its root

    def visit(child: object) -> None:
        if isinstance(child, sx.ImplicitAnsiPortSyntax) and hasattr(child.header, "direction"):
            found[child.declarator.name.valueText] = child.header.direction.valueText
        elif isinstance(child, sx.PortDeclarationSyntax) and hasattr(child.header, "direction"):
            found.update((d.name.valueText, child.header.direction.valueText)
                         for d in child.declarators if isinstance(d, sx.DeclaratorSyntax))

    for member in members:
        if isinstance(member, sx.ModuleDeclarationSyntax) and clean_module_name(member.header.name.valueText) == module:
            member.visit(visit)
    return {name: direction for name, direction in found.items() if direction}


def top_module(modules: Sequence[ModuleFacts]) -> str:
    """The module nobody instantiates; among several, the one with the largest subtree."""
    names = {mod.name for mod in modules}
    used = {cell for mod in modules for cell in mod.cells}
    roots = [mod for mod in modules if mod.name not in used] or list(modules)
    if not roots:
        return ""
    sizes = _leaf_counts(modules)
    return max(roots, key=lambda mod: (sum(sizes[mod.name].values()), mod.name in names)).name


def _leaf_counts(modules: Sequence[ModuleFacts]) -> dict[str, dict[str, int]]:
    """Leaf cells by type under each module, multiplying through the hierarchy."""
    by_name = {mod.name: mod for mod in modules}

    @cache
    def leaves(name: str) -> tuple[tuple[str, int], ...]:
        total: dict[str, int] = {}
        for cell, count in by_name[name].cells.items():
            inner = dict(leaves(cell)) if cell in by_name else {cell: 1}
            for leaf, n in inner.items():
                total[leaf] = total.get(leaf, 0) + n * count
        return tuple(sorted(total.items()))

    return {mod.name: dict(leaves(mod.name)) for mod in modules}


def _netlist_metrics(facts: ArtifactFacts) -> None:
    leaves = _leaf_counts(facts.modules)[facts.top]
    top = next(mod for mod in facts.modules if mod.name == facts.top)
    facts.metrics.append(Metric(metrics.NET_INSTANCES, sum(leaves.values()), "cells", top.line))
    for cell, count in sorted(leaves.items()):
        facts.metrics.append(Metric(f"netlist__cell__count:{cell}", count, "cells", top.line))


def lint_rtl(paths: Sequence[Path], names: Sequence[str]) -> list[Issue]:
    """pyslang warnings over a design's RTL files elaborated together; ``names`` label the files."""
    compilation = pyslang.ast.Compilation()
    label = {}
    shared = pyslang.SourceManager()
    for path, name in zip(paths, names, strict=True):
        compilation.addSyntaxTree(syntax_tree(path, shared))
        label[str(path.resolve())] = name
    manager = compilation.sourceManager
    engine = pyslang.DiagnosticEngine(manager)
    issues = []
    for diag in compilation.getAllDiagnostics():
        text = engine.formatMessage(diag)
        raw = str(manager.getFileName(diag.location))
        file = label.get(str(Path(raw).resolve()), Path(raw).name)
        line = manager.getLineNumber(diag.location)
        issues.append(Issue("error" if diag.isError() else "warning", classify(text), text, line, tool=RTL_READER,
                            code=_code(diag), ref_file=file, ref_line=line, source=file))
    return issues


def _code(diag: pyslang.Diagnostic) -> str:
    """``DiagCode(PortWidthTruncate)`` -> ``PortWidthTruncate``."""
    return str(diag.code).removeprefix("DiagCode(").rstrip(")")


__all__ = ["lint_rtl", "parse_verilog", "top_module"]
