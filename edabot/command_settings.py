"""Settings for a command-line run: the environment, ``--data-dir`` on top, logging configured."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from edabot.settings import Settings


def settings_from_args(args: argparse.Namespace) -> Settings:
    """What every ``edabot`` sub-command starts from, so all of them honour the same options."""
    # Imported here: command modules import this one, and building the parser must not load pydantic.
    from edabot.logging import configure_logging
    from edabot.redaction import secret_values
    from edabot.settings import get_settings

    settings = get_settings()
    configure_logging(settings.log_level, settings.log_json, secret_values(settings))
    if getattr(args, "data_dir", None):
        settings = settings.model_copy(update={"data_dir": Path(args.data_dir)})
    return settings
