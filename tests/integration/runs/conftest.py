import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest

from edabot.scopes import visible_scopes
from edabot.settings import Settings
from edabot.types import Answer
from runs.qa.agent import answer_run_question
from runs.store.ingest import ingest_run_paths

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures" / "runs"
BLIND_SETS = REPO / "eval" / "sets"
"""The blind sets' run folders: real runs of designs a helper wrote, reused as fixtures."""


def ingest_blind_runs(tmp_path_factory, blind_set: str, names: Sequence[str], scope: str,
                      settings: Settings | None = None) -> Settings:
    """Copies of some run folders of one blind set, ingested into ``scope`` of ``settings``' index (a fresh one
    when none is given)."""
    runs = tmp_path_factory.mktemp("runs") / "runs"
    for name in names:
        shutil.copytree(BLIND_SETS / blind_set / "runs" / name, runs / name)
    settings = settings or Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")),
                                    EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    ingest_run_paths([runs], scope, settings)
    return settings


@pytest.fixture(scope="module")
def indexed(tmp_path_factory, module_database_url) -> Settings:
    """The golden runs ingested once per module and backend: runs in team:a, later runs in team:a/next."""
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3,
                        EDABOT_DATABASE_URL=module_database_url)
    ingest_run_paths([FIXTURES / "runs"], "team:a", settings)
    ingest_run_paths([FIXTURES / "history"], "team:a/next", settings)
    return settings


@pytest.fixture(scope="session")
def liberty() -> Path:
    """The osu035 library, installed by deploy/install_eda_tools.sh (skip when the tools are missing)."""
    if not (shutil.which("yosys") and shutil.which("sta")):
        pytest.skip("yosys/sta not installed: run deploy/install_eda_tools.sh")
    lib = REPO / ".tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib"
    if not lib.exists():
        done = subprocess.run([str(REPO / "deploy/install_eda_tools.sh")], capture_output=True, text=True, check=False)
        if done.returncode != 0 or not lib.exists():
            pytest.skip(f"osu035 library unavailable: {done.stderr.strip()[-200:]}")
    return lib


def run_answer(settings: Settings, scope: str, question: str) -> Answer:
    """The run agent's answer to ``question`` asked in ``scope``; a question it passes on to the manuals fails."""
    answer = answer_run_question(question, visible_scopes(scope), settings)
    assert answer is not None, question
    return answer
