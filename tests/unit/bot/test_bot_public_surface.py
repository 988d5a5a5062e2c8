"""Every bot module declares its public names and each exists (.importlinter keeps bots off the engine side)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

import bot

MODULES = sorted(m.name for m in pkgutil.walk_packages(bot.__path__, "bot.") if not m.ispkg)


@pytest.mark.parametrize("name", MODULES)
def test_every_module_declares_all_and_each_name_exists(name):
    module = importlib.import_module(name)
    exported = getattr(module, "__all__", None)
    assert exported, f"{name} declares no __all__"
    missing = [attr for attr in exported if not hasattr(module, attr)]
    assert missing == [], f"{name}.__all__ names what it does not define: {missing}"


def test_every_public_definition_is_exported():
    """A public function or class left out of ``__all__`` is a surface nobody declared."""
    undeclared = {}
    for name in MODULES:
        module = importlib.import_module(name)
        tree = ast.parse(Path(module.__file__).read_text())
        defined = {node.name for node in tree.body
                   if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
                   and not node.name.startswith("_")}
        if defined - set(module.__all__):
            undeclared[name] = sorted(defined - set(module.__all__))
    assert undeclared == {}
