"""The documented configuration and the settings object must not drift apart."""

import re
from pathlib import Path

from edabot.settings import Settings

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_env_example_documents_every_setting_and_nothing_else():
    text = (REPO_ROOT / ".env.example").read_text()
    documented = set(re.findall(r"^([A-Z][A-Z0-9_]+)=", text, flags=re.MULTILINE))
    aliases = {field.alias for field in Settings.model_fields.values()}
    assert documented == aliases


def test_each_variable_has_a_comment_above_it():
    lines = (REPO_ROOT / ".env.example").read_text().splitlines()
    for i, line in enumerate(lines):
        if re.match(r"^[A-Z][A-Z0-9_]+=", line):
            above = lines[i - 1]
            assert above.startswith("#") or re.match(r"^[A-Z][A-Z0-9_]+=", above), line


def test_environment_overrides_defaults(monkeypatch):
    monkeypatch.setenv("EDABOT_TOP_K", "7")
    assert Settings().top_k == 7
