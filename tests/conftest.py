"""Fixtures shared by every test package: offline models, isolated settings, the example manual."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

REPO_ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_MANUALS = REPO_ROOT / "examples" / "manuals" / "tessera"


REQUIRED_IN_CI = ("llm", "eda")
"""Markers whose tests CI provisions for: there a skip means a broken install, so it fails."""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.skipped and os.environ.get("CI") and any(item.get_closest_marker(m) for m in REQUIRED_IN_CI):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where its tools are installed: {report.longrepr}"


@pytest.fixture()
def make_settings(tmp_path: Path):
    """Settings for an isolated data dir; keyword overrides use the environment variable names."""
    from edabot.settings import Settings

    def build(**overrides: object) -> Settings:
        values: dict[str, object] = {"EDABOT_DATA_DIR": tmp_path / "data"}
        values.update(overrides)
        return Settings(**values)

    return build


@pytest.fixture(scope="session")
def example_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """An engine with the example manual ingested into ``global``, shared read-only by tests."""
    from edabot.engine import Engine
    from edabot.settings import Settings

    engine = Engine(Settings(EDABOT_DATA_DIR=tmp_path_factory.mktemp("example-index")))
    report = engine.ingest_paths([EXAMPLE_MANUALS], "global")
    assert len(report.indexed) == 3, report
    yield engine
