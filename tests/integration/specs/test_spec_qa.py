"""Spec QA end to end on the fictional specs: CLI ingest, retrieval with exact lines, ask, updates, routing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.engine import Engine
from edabot.errors import BadInputError

ROOT = Path(__file__).resolve().parents[3]
SPECS = ROOT / "tests" / "fixtures" / "specs"
MANUALS = ROOT / "examples" / "manuals" / "tessera"


def _cli(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "EDABOT_DATA_DIR": str(data), "EDABOT_LOG_LEVEL": "WARNING"}
    return subprocess.run([sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, env=env,
                          timeout=600, check=False)


def _line_of(relative: str, needle: str) -> int:
    lines = (SPECS / relative).read_text().splitlines()
    return next(i for i, line in enumerate(lines, start=1) if needle in line)


@pytest.fixture(scope="module")
def spec_engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    from edabot.settings import Settings

    data = tmp_path_factory.mktemp("specs")
    result = _cli(data, "ingest", "--kind", "spec", str(SPECS), "--json")
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)["indexed"]) == 6
    return Engine(Settings(EDABOT_DATA_DIR=data))


def test_spec_retrieval_returns_the_register_row_and_the_prose_with_exact_lines(spec_engine):
    evidence = spec_engine.retrieve("Which blinky field enables the wrap interrupt, and when is it raised?",
                                    ["global"], k=8, mode="spec")
    assert 0 < len(evidence) <= 8
    assert all(e.via == "spec" and "blinky" in e.source for e in evidence)
    spans = {(e.source, e.start_line, e.end_line) for e in evidence}
    row = _line_of("blinky/doc/registers.md", "Enable interrupt when [`INTR_STATE.wrap`]")
    prose = _line_of("blinky/doc/theory_of_operation.md", "wraps to zero")
    assert any(s == "specs/blinky/doc/registers.md" and a <= row <= b for s, a, b in spans), spans
    assert any(s == "specs/blinky/doc/theory_of_operation.md" and a <= prose <= b for s, a, b in spans), spans


def test_k_is_the_maximum_and_is_bounded(spec_engine):
    # touching passages of one register fold into one span, so k is a maximum, not a count
    assert 1 <= len(spec_engine.retrieve("What does CTRL.DIM do?", ["global"], k=2, mode="graph")) <= 2
    assert len(spec_engine.retrieve("What does CTRL.DIM do?", ["global"], k=3, mode="spec")) <= 3
    with pytest.raises(BadInputError):
        spec_engine.retrieve("What does CTRL.DIM do?", ["global"], k=21, mode="spec")


def test_scopes_do_not_leak(spec_engine):
    assert spec_engine.retrieve("What does CTRL.DIM do?", ["slack:T9/C9"], k=5, mode="spec") == []


def test_ask_cites_numbered_sources_and_shows_the_hops(spec_engine):
    answer = spec_engine.ask("What stops the blinky period counter? What must software clear after overheat?",
                             ["global"], k=6, mode="spec")
    assert not answer.abstained
    assert answer.citations and "[1]" in answer.answer
    assert "Hops followed: (1)" in answer.answer
    for citation in answer.citations:
        assert citation.source.startswith("specs/blinky/")


def test_changing_one_spec_updates_only_that_document(tmp_path):
    from edabot.settings import Settings

    root = tmp_path / "specs"
    shutil.copytree(SPECS, root)
    engine = Engine(Settings(EDABOT_DATA_DIR=tmp_path / "data"))
    assert len(engine.ingest_specs([root]).indexed) == 6
    theory = root / "chirp" / "doc" / "theory_of_operation.md"
    theory.write_text(theory.read_text().replace("`Beep` state", "`Chirping` state"))
    report = engine.ingest_specs([root])
    assert report.indexed == ["specs/chirp/doc/theory_of_operation.md"] and len(report.unchanged) == 5
    texts = [s.text for s in engine.spec_qa.store.sentences(["global"])]
    assert any("`Chirping` state" in t for t in texts) and not any("`Beep` state" in t for t in texts)
    evidence = engine.retrieve("Which state follows Quiet when chirp is enabled?", ["global"], k=3, mode="graph")
    assert any("Chirping" in e.text for e in evidence)


def test_ask_without_mode_routes_between_manuals_and_specs(tmp_path):
    data = tmp_path / "mixed"
    assert _cli(data, "ingest", str(MANUALS)).returncode == 0
    assert _cli(data, "ingest", "--kind", "spec", str(SPECS)).returncode == 0
    spec = json.loads(_cli(data, "ask", "What enables the wrap interrupt of blinky?", "--json").stdout)
    assert spec["citations"] and all(c["source"].startswith("specs/") for c in spec["citations"])
    doc = json.loads(_cli(data, "ask", "What is the default density of place_global?", "--json").stdout)
    assert doc["citations"] and all(c["source"].startswith("tessera/") for c in doc["citations"])


def test_a_name_the_manuals_spell_outweighs_the_specs_dense_match(spec_engine):
    """A message code means little to a dense encoder: the specs may match "How do I fix GRT-0116?" better by meaning
    than the manual that spells the code, and that manual is still where it goes."""
    question = "How do I fix GRT-0116?"
    assert spec_engine.spec_qa.fits(question, ["global"], doc_best=-1.0)
    assert not spec_engine.spec_qa.fits(question, ["global"], doc_best=-1.0, doc_names={"grt-0116"})
    assert spec_engine.spec_qa.fits("What does CTRL.DIM do?", ["global"], doc_best=-1.0, doc_names={"grt-0116"})


def test_a_register_name_the_manuals_spell_too_does_not_outweigh_a_command_they_spell(spec_engine):
    """The specs define ``DIM``, but where the manuals spell it as well and spell a command the question names, the
    question is the manual's."""
    question = "What does CTRL.DIM do?"
    assert not spec_engine.spec_qa.fits(question, ["global"], doc_best=-1.0, doc_names={"grt-0116"},
                                        doc_spells=lambda names: set(names))
