"""An embedded Chroma folder belongs to one process; a second one is refused with what to do."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from edabot.errors import ConfigError
from index.chroma import claim_embedded

_HOLDER = """
import sys, time
from pathlib import Path
from index.chroma import claim_embedded
claim_embedded(Path(sys.argv[1]))
print("held", flush=True)
sys.stdin.read()
"""


def test_second_process_is_refused_until_the_first_exits(tmp_path: Path) -> None:
    folder = tmp_path / "chroma"
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(folder)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[3])
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(ConfigError) as refused:
            claim_embedded(folder)
        message = refused.value.user_message
        assert f"pid {holder.pid}" in message and "edabot up" in message and "CHROMA_HOST" in message
    finally:
        holder.kill()
        holder.wait()
    claim_embedded(folder)  # the OS released the dead process's lock
    claim_embedded(folder)  # and a process may claim its own folder again
