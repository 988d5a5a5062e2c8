"""Runs ``service.supervisor.Supervisor`` over stand-in children, as ``edabot up`` runs it over the real ones.

A script rather than an in-process call: the tests signal the supervisor and read its exit code, and
it installs signal handlers, which only a main thread can. Usage: ``python supervised.py CONFIG`` where
CONFIG is JSON ``{"children": [{"name": ..., "argv": [...]}], "policy": {RestartPolicy fields}}``;
the log goes to stderr as JSON lines.
"""

from __future__ import annotations

import json
import os
import sys

from edabot.logging import configure_logging
from service.supervisor import ChildSpec, RestartPolicy, Supervisor


def main(config: dict) -> int:
    configure_logging(json=True)
    children = [ChildSpec(child["name"], child["argv"]) for child in config["children"]]
    return Supervisor(children, dict(os.environ), RestartPolicy(**config["policy"]), poll_s=0.05).run()


if __name__ == "__main__":
    raise SystemExit(main(json.loads(sys.argv[1])))
