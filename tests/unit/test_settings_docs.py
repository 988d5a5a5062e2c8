"""The settings docs are what the code says: docs/configuration.md's tables and .env.example are the generator's output,
and every environment variable the product reads is a documented setting."""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from edabot.settings import Settings
from edabot.settings_docs import rendered, stale, variables_by_area

REPO_ROOT = Path(__file__).resolve().parents[2]
PRODUCT_PACKAGES = tuple(p.rstrip("*") for p in tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())
                         ["tool"]["setuptools"]["packages"]["find"]["include"])
ALIASES = {field.alias or name for name, field in Settings.model_fields.items()}


def test_configuration_page_and_env_example_are_what_the_generator_renders() -> None:
    differing = [str(path.relative_to(REPO_ROOT)) for path in stale(rendered(REPO_ROOT))]
    assert differing == [], "run `python -m edabot.settings_docs --write` and commit the result"


def test_every_setting_is_documented_once_with_a_variable_and_a_description() -> None:
    documented = [variable.name for _, variables in variables_by_area() for variable in variables]
    assert documented == [field.alias for field in Settings.model_fields.values()]
    assert len(set(documented)) == len(documented)


def test_env_example_values_read_back_as_the_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ALIASES:
        monkeypatch.delenv(name, raising=False)
    from_file = Settings(_env_file=REPO_ROOT / ".env.example")  # type: ignore[call-arg]
    for name, field in Settings.model_fields.items():
        if field.default is not None:  # unset values are written empty, which reads back as ""
            assert getattr(from_file, name) == field.default, field.alias


def _is_environ(node: ast.expr) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "environ") or (
        isinstance(node, ast.Name) and node.id == "environ")


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def environment_reads(tree: ast.AST) -> Iterator[tuple[int, str | None]]:
    """(line, variable) of each read of the process environment; variable is None when not a literal.

    Reads are ``os.getenv(k)``, ``os.environ.get(k)``, ``os.environ[k]`` and ``k in os.environ``; writes
    (``os.environ[k] = v``, ``setdefault`` for a library's own switches) and passing the whole
    environment to a child process read no variable of the product's.
    """
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            getenv = (isinstance(func, ast.Attribute) and func.attr == "getenv") or (
                isinstance(func, ast.Name) and func.id == "getenv")
            environ_get = isinstance(func, ast.Attribute) and func.attr == "get" and _is_environ(func.value)
            if getenv or environ_get:
                yield node.lineno, _literal(node.args[0] if node.args else None)
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and _is_environ(node.value):
            yield node.lineno, _literal(node.slice)
        elif (isinstance(node, ast.Compare) and isinstance(node.ops[0], ast.In | ast.NotIn)
              and _is_environ(node.comparators[0])):
            yield node.lineno, _literal(node.left)


def _product_modules() -> Iterator[tuple[Path, ast.Module]]:
    for package in PRODUCT_PACKAGES:
        for path in sorted((REPO_ROOT / package).rglob("*.py")):
            yield path, ast.parse(path.read_text(), str(path))


def test_the_environment_read_detector_finds_every_form_of_read() -> None:
    source = ('import os\nfrom os import environ, getenv\nos.getenv("A")\nos.environ.get("B", "x")\n'
              'os.environ["C"]\n"D" in os.environ\nenviron.get("E")\ngetenv(name)\n'
              'os.environ["W"] = "1"\nos.environ.setdefault("W", "1")\nenv = {**os.environ}\n')
    assert [name for _, name in sorted(environment_reads(ast.parse(source)), key=lambda read: read[0])] == [
        "A", "B", "C", "D", "E", None]


def test_every_environment_variable_the_product_reads_is_a_documented_setting() -> None:
    modules = list(_product_modules())
    assert len(modules) > 100, "the scan must cover the product's packages"
    undocumented = [f"{path.relative_to(REPO_ROOT)}:{line}: {name or '<not a literal name>'}"
                    for path, tree in modules for line, name in environment_reads(tree)
                    if name not in ALIASES]
    assert undocumented == [], "read settings through edabot.settings.get_settings(), documented there"


def test_settings_is_the_only_settings_class() -> None:
    classes = [f"{path.relative_to(REPO_ROOT)}: {node.name}" for path, tree in _product_modules()
               for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
               and any(ast.unparse(base).endswith("BaseSettings") for base in node.bases)]
    assert classes == ["edabot/settings/__init__.py: Settings"]


def test_every_setting_a_deploy_script_reads_exists() -> None:
    scripts = [*(REPO_ROOT / "deploy").glob("*.sh"), REPO_ROOT / "deploy/Procfile"]
    read = {name for script in scripts
            for name in re.findall(r"\$\{?(EDABOT_[A-Z0-9_]+)", script.read_text())}
    assert read and read <= ALIASES, read - ALIASES
