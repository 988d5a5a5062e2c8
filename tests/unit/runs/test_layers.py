"""The run package's layers import one way: parse -> store -> qa -> report (a newcomer can rely on it)."""

import ast
from pathlib import Path

import pytest

RUNS = Path(__file__).resolve().parents[3] / "runs"
ORDER = ["parse", "store", "qa", "report"]


def imported_layers(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) else (
            [alias.name for alias in node.names] if isinstance(node, ast.Import) else [])
        for name in names:
            parts = name.split(".")
            if parts[0] == "runs" and len(parts) > 1 and parts[1] in ORDER:
                found.add(parts[1])
    return found


@pytest.mark.parametrize("layer", ORDER)
def test_a_layer_imports_only_the_layers_before_it(layer):
    later = set(ORDER[ORDER.index(layer) + 1:])
    offenders = {str(path.relative_to(RUNS)): sorted(imported_layers(path) & later)
                 for path in (RUNS / layer).glob("*.py") if imported_layers(path) & later}
    assert offenders == {}


def test_every_module_belongs_to_a_layer():
    top = sorted(p.name for p in RUNS.glob("*.py"))
    assert top == ["__init__.py", "cli.py", "flow.py", "metrics.py"]
