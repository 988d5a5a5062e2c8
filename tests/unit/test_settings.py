"""Settings come from the environment (their docs are checked in test_settings_docs.py)."""

from edabot.settings import Settings


def test_environment_overrides_defaults(monkeypatch):
    monkeypatch.setenv("EDABOT_TOP_K", "7")
    assert Settings().top_k == 7
