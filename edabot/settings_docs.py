"""docs/configuration.md's settings tables and ``.env.example``, rendered from ``Settings`` so neither drifts from the code.

Names, defaults and descriptions live on the fields of the parts of ``edabot/settings/``; this module only lays
them out. ``python -m edabot.settings_docs`` exits 1 naming each file that differs from the rendering
(a unit test makes the same comparison), ``--write`` rewrites them. It imports nothing but the settings.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from edabot.settings import AREAS, Settings
from edabot.settings.area import SettingsArea

__all__ = ["Variable", "main", "render_env_example", "render_settings_tables", "rendered", "stale",
           "variables_by_area", "with_tables"]

REPO_ROOT = Path(__file__).resolve().parents[1]
CONFIGURATION_PAGE = Path("docs/configuration.md")
"""The page, relative to the repository root, that holds the settings tables between the markers."""
PAGE_START = "<!-- settings:start -->"
PAGE_END = "<!-- settings:end -->"
WIDTH = 110
"""The project's line length; .env.example comments wrap at it."""


ENV_HEADER = """\
# edabot settings: every environment variable the product reads, set to its default. All are optional and
# the defaults run everything locally; `edabot serve` and `edabot mcp --http` need EDABOT_API_TOKEN, each bot
# its tokens. Docker Compose reads a copy of this file as deploy/docker/.env (see deploy/README.md).
# Generated from edabot/settings/ by `python -m edabot.settings_docs --write`: edit the descriptions there.
"""


@dataclass(frozen=True)
class Variable:
    """One environment variable as the docs show it."""

    name: str
    default: object
    description: str


def variables_by_area() -> list[tuple[str, list[Variable]]]:
    """Every settings field as a documented variable, grouped by its part of ``Settings``; one without docs
    is an error, and so is a field that belongs to no part."""
    grouped = [(area.area, [_variable(name, area) for name in area.model_fields]) for area in AREAS]
    covered = {name for area in AREAS for name in area.model_fields}
    if covered != set(Settings.model_fields):
        raise ValueError(f"Settings fields outside every area: {sorted(set(Settings.model_fields) - covered)}")
    return grouped


def _variable(field_name: str, area: type[SettingsArea]) -> Variable:
    field = area.model_fields[field_name]
    if not field.alias or not field.description:
        raise ValueError(f"{area.__name__}.{field_name} needs an alias (its variable) and a description")
    return Variable(field.alias, field.get_default(call_default_factory=True), field.description)


def env_value(value: object) -> str:
    """A default as a .env file writes it: unset is empty, booleans lower-case (pydantic reads both back)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def _page_default(variable: Variable) -> str:
    """The table's default cell; byte limits also in MB, which is how a reader compares them."""
    if variable.default is None:
        return "unset"
    cell = f"`{env_value(variable.default)}`"
    if variable.name.endswith("_BYTES") and isinstance(variable.default, int):
        cell += f" ({variable.default / 1e6:g} MB)"
    return cell


def _table_row(variable: Variable) -> str:
    meaning = variable.description.replace("|", "\\|")
    return f"| `{variable.name}` | {_page_default(variable)} | {meaning} |"


def render_settings_tables() -> str:
    """One Markdown table (variable, default, meaning) per area, each under a heading."""
    sections = [
        "\n".join([f"#### {title}", "", "| Variable | Default | Meaning |", "|---|---|---|",
                   *map(_table_row, variables)])
        for title, variables in variables_by_area()
    ]
    return "\n\n".join(sections) + "\n"


def with_tables(page: str, tables: str) -> str:
    """``page`` with what lies between the settings markers replaced by ``tables``."""
    head, start, rest = page.partition(PAGE_START)
    _, end, tail = rest.partition(PAGE_END)
    if not start or not end:
        raise ValueError(f"{CONFIGURATION_PAGE} needs {PAGE_START} and {PAGE_END} around the settings tables")
    return f"{head}{PAGE_START}\n{tables}{PAGE_END}{tail}"


def render_env_example() -> str:
    """Every variable under its area's header, its description as a comment and its default as the value."""
    blocks = [ENV_HEADER]
    for title, variables in variables_by_area():
        lines = [f"# --- {title} ---"]
        for variable in variables:
            lines += textwrap.wrap(variable.description, WIDTH, initial_indent="# ", subsequent_indent="# ",
                                   break_long_words=False, break_on_hyphens=False)
            lines.append(f"{variable.name}={env_value(variable.default)}")
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


def rendered(root: Path) -> dict[Path, str]:
    """Each generated file under ``root`` and the text it must hold."""
    page = root / CONFIGURATION_PAGE
    return {page: with_tables(page.read_text(), render_settings_tables()),
            root / ".env.example": render_env_example()}


def stale(files: dict[Path, str]) -> list[Path]:
    """The paths of ``files`` (from ``rendered``) whose text on disk differs from the rendering."""
    return [path for path, text in files.items() if not path.is_file() or path.read_text() != text]


def main(argv: Sequence[str] | None = None) -> int:
    """Check (exit 1 when a file differs) or, with ``--write``, regenerate the settings docs."""
    parser = argparse.ArgumentParser(
        prog="python -m edabot.settings_docs", description="Check or regenerate the settings docs."
    )
    parser.add_argument("--write", action="store_true", help="rewrite what differs instead of failing")
    parser.add_argument("--root", type=Path, default=REPO_ROOT, help="repository root (default: this one)")
    args = parser.parse_args(argv)
    files = rendered(args.root)
    differing = stale(files)
    for path in differing:
        if args.write:
            path.write_text(files[path])
            print(f"wrote {path.relative_to(args.root)}")
        else:
            print(f"{path.relative_to(args.root)} differs from edabot/settings/; "
                  "run python -m edabot.settings_docs --write", file=sys.stderr)
    return 1 if differing and not args.write else 0


if __name__ == "__main__":
    sys.exit(main())
