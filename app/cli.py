"""The ``edabot`` command line: one sub-command per user task.

Each package that owns commands exposes ``register(subparsers)`` in its ``cli`` module;
this file only assembles them, so no command body lives here. Those modules stay light and
import what a command runs inside its function: ``edabot --help`` should not wait for models,
metrics or web frameworks (a test holds this).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from edabot.errors import EdabotError

COMMAND_MODULES: tuple[str, ...] = (
    "app.doc_commands",
    "app.db_commands",
    "eval.cli",
    "service.cli",
    "runs.cli",
    "bot.cli",
    "retrieval.training.cli",
)
"""Modules whose ``register(subparsers)`` adds sub-commands; each sets ``func`` on its parser."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="edabot", description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", help="index directory (default: $EDABOT_DATA_DIR or ./.edabot)")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except EdabotError as exc:
        sys.stderr.write(f"edabot: {exc.user_message}\n")
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
