"""One `ask` for everything: run questions reach the run agent, manual questions stay doc QA."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.engine import Engine

ROOT = Path(__file__).resolve().parents[3]
MANUALS = ROOT / "examples" / "manuals" / "tessera"
RUNS = ROOT / "tests" / "fixtures" / "runs" / "runs"


@pytest.fixture(scope="module")
def mixed_engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    from edabot.settings import Settings

    data = tmp_path_factory.mktemp("mixed")
    env = {**os.environ, "EDABOT_DATA_DIR": str(data), "EDABOT_LOG_LEVEL": "WARNING",
           "EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT": "3"}
    result = subprocess.run([sys.executable, "-m", "app.cli", "ingest", str(MANUALS), str(RUNS), "--json"],
                            capture_output=True, text=True, env=env, timeout=600, check=False)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert any(s.startswith("tessera/") for s in report["indexed"])
    assert any(not s.startswith("tessera/") for s in report["indexed"]), report
    return Engine(Settings(EDABOT_DATA_DIR=data, EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3))


def test_manual_questions_still_cite_the_manual(mixed_engine):
    answer = mixed_engine.ask("What is the default density of place_global?", ["global"])
    assert "0.70" in answer.answer
    assert all(c.source.startswith("tessera/") for c in answer.citations)


def test_run_questions_are_answered_from_the_design_graph(mixed_engine):
    answer = mixed_engine.ask("How many cells does mac8 have?", ["global"])
    assert not answer.abstained and "cells" in answer.answer
    assert answer.citations and not answer.citations[0].source.startswith("tessera/")


def test_absent_design_is_refused_without_numbers(mixed_engine):
    answer = mixed_engine.ask("What is the chip area of design riscv_core9?", ["global"])
    assert "riscv_core9" in answer.answer and "not indexed" in answer.answer
    assert not re.search(r"\d\s*(um|ns|ps|cells|%|MB)", answer.answer)
