"""Coverage-guided fuzzing (atheris/libFuzzer) of the manual readers and run log parsers, bounded.

Each harness in tests/fuzz runs in a subprocess, because libFuzzer ends its process on a crash
and when ``-runs`` is spent. The seed is fixed and the run count per target is sized so all five
finish in about a minute on two cores. New inputs libFuzzer finds go to a scratch corpus, never
into the seed corpus in the repository; a crash leaves its input there and in the test output.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("atheris")

FUZZ_DIR = Path(__file__).resolve().parents[2] / "fuzz"
REPO_ROOT = FUZZ_DIR.parents[1]
SEED = 1
MAX_LEN = 4096
RUNS = {"markdown": 6000, "rst": 1500, "html": 4000, "yosys_log": 15000, "sta_report": 20000}
"""Iterations per target, beyond replaying the seed corpus; docutils is the slowest per input."""


@pytest.mark.slow
@pytest.mark.parametrize("target", sorted(RUNS))
def test_harness_finds_no_crash(target: str, tmp_path: Path) -> None:
    found = tmp_path / "corpus"
    found.mkdir()
    command = [
        sys.executable, str(FUZZ_DIR / f"fuzz_{target}.py"), str(found), str(FUZZ_DIR / "corpus" / target),
        f"-runs={RUNS[target]}", f"-seed={SEED}", f"-max_len={MAX_LEN}", "-len_control=0", "-timeout=20",
        f"-artifact_prefix={tmp_path}/",
    ]
    env = {**os.environ, "TMPDIR": str(tmp_path),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run(command, env=env, capture_output=True, text=True, errors="replace", check=False)
    crashes = sorted(path.name for path in tmp_path.iterdir() if path.is_file())
    assert done.returncode == 0 and not crashes, f"{target}: exit {done.returncode}, {crashes}\n{done.stderr[-6000:]}"
    spent = re.search(r"^Done (\d+) runs", done.stderr, re.M)  # libFuzzer may run one input past -runs
    assert spent is not None and int(spent.group(1)) >= RUNS[target], done.stderr[-2000:]
