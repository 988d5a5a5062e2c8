"""Settings for a command-line run: the environment, ``--data-dir`` on top, logging configured."""

from __future__ import annotations

import argparse
from pathlib import Path

from edabot.logging import configure_logging
from edabot.redaction import secret_values
from edabot.settings import Settings, get_settings


def settings_from_args(args: argparse.Namespace) -> Settings:
    """What every ``edabot`` sub-command starts from, so all of them honour the same options."""
    settings = get_settings()
    configure_logging(settings.log_level, settings.log_json, secret_values(settings))
    if getattr(args, "data_dir", None):
        settings = settings.model_copy(update={"data_dir": Path(args.data_dir)})
    return settings
