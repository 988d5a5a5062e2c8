from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "runs"


@pytest.fixture()
def fixtures() -> Path:
    return FIXTURES


@pytest.fixture(autouse=True)
def _logs_on_stderr() -> None:
    """The CLI prints results on stdout; logs must not mix into them."""
    from edabot.logging import configure_logging

    configure_logging("WARNING")
