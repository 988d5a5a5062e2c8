"""With ``CI`` set no test may skip: the hook in tests/conftest.py turns every skip into a failure.

Checked by running pytest on a small suite that carries the project's own conftest.py, once
with ``CI`` and once without.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"
SUITE = '''
import pytest

def test_runs():
    pass

def test_skips_in_body():
    pytest.skip("no Redis")

@pytest.fixture
def tool():
    pytest.skip("no yosys")

def test_skips_in_fixture(tool):
    pass

@pytest.mark.skipif(True, reason="no ../shared")
def test_skipif_marker():
    pass

@pytest.mark.xfail(reason="known bug", strict=True)
def test_expected_failure():
    assert False
'''
MODULE_SKIP = 'import pytest\nmissing = pytest.importorskip("edabot_module_that_does_not_exist")\n'


def outcomes(tmp_path: Path, source: str, ci: bool) -> dict[str, int]:
    """Counts by outcome ("passed", "failed", "skipped", "xfailed", "error") of running ``source``."""
    shutil.copy(CONFTEST, tmp_path / "conftest.py")
    (tmp_path / "test_suite.py").write_text(source)
    env = {k: v for k, v in os.environ.items() if k != "CI"} | ({"CI": "true"} if ci else {})
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    summary = done.stdout.strip().splitlines()[-1]
    return {word.rstrip("s"): int(n) for n, word in re.findall(r"(\d+) (\w+)", summary.split(" in ")[0])}


@pytest.mark.slow
def test_outside_ci_skips_are_skips(tmp_path: Path) -> None:
    assert outcomes(tmp_path, SUITE, ci=False) == {"passed": 1, "skipped": 3, "xfailed": 1}


@pytest.mark.slow
def test_in_ci_every_skip_fails_and_an_expected_failure_stays_expected(tmp_path: Path) -> None:
    # a skip in the test body fails it; a skipif marker or a skip in a fixture fails its setup (an error)
    assert outcomes(tmp_path, SUITE, ci=True) == {"passed": 1, "failed": 1, "error": 2, "xfailed": 1}


@pytest.mark.slow
def test_in_ci_a_module_skipped_at_import_is_an_error(tmp_path: Path) -> None:
    assert outcomes(tmp_path, MODULE_SKIP, ci=False) == {"skipped": 1}
    assert outcomes(tmp_path, MODULE_SKIP, ci=True) == {"error": 1}
