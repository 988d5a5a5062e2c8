"""``edabot --help`` builds every sub-command's parser without loading models, metrics or web frameworks."""

import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
HEAVY = {"torch", "chromadb", "transformers", "nltk", "scipy", "sklearn", "matplotlib", "fastapi"}
PROBE = """
import sys
from app.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(" ".join(sorted({name.split(".")[0] for name in sys.modules})))
"""
"""Runs the real entry point in a fresh interpreter; the last line printed is every top-level module it loaded."""


@pytest.mark.parametrize("argv", [["--help"], ["ask", "--help"], ["analyze", "--help"], ["eval", "--help"]])
def test_help_loads_no_heavy_library(argv: list[str]) -> None:
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], cwd=REPO_ROOT, capture_output=True, text=True,
                          check=True)
    assert done.stdout.startswith("usage: edabot")
    loaded = set(done.stdout.splitlines()[-1].split())
    assert "edabot" in loaded
    assert not loaded & HEAVY, f"`edabot {' '.join(argv)}` imported {sorted(loaded & HEAVY)}"
