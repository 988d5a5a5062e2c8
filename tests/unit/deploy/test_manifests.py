"""The container manifests agree with the code: schema-valid, real commands, real ports and probes,
settings that exist, and an image that installs every package as an unprivileged user."""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml

from app.cli import build_parser
from edabot.settings import Settings

REPO = Path(__file__).resolve().parents[3]
DOCKER = REPO / "deploy/docker"
SCHEMA = REPO / ".tools/compose/compose_spec.json"
_INTERPOLATION = re.compile(r"\$\{(?P<name>[A-Z0-9_]+)(?::-(?P<default>[^}]*))?\}")


def _compose() -> dict[str, Any]:
    """compose.yaml as Compose reads it with an empty environment: ``${VAR:-default}`` -> default."""
    text = _INTERPOLATION.sub(lambda m: m.group("default") or "", (DOCKER / "compose.yaml").read_text())
    return yaml.safe_load(text)


def _edabot_services() -> dict[str, dict[str, Any]]:
    return {name: svc for name, svc in _compose()["services"].items() if "edabot" in str(svc.get("image", ""))}


def _setting_names() -> set[str]:
    return {field.alias or name for name, field in Settings.model_fields.items()}


def _env_example_names() -> set[str]:
    lines = (REPO / ".env.example").read_text().splitlines()
    return {line.split("=", 1)[0].lstrip("# ").strip() for line in lines if "=" in line}


def test_compose_file_follows_the_compose_specification() -> None:
    import jsonschema

    if not SCHEMA.is_file():
        pytest.skip("run deploy/install_test_schemas.sh to fetch the Compose schema")
    schema = json.loads(SCHEMA.read_text())
    errors = [f"{list(e.path)}: {e.message}" for e in jsonschema.Draft201909Validator(schema).iter_errors(_compose())]
    assert errors == []


def test_every_edabot_container_runs_a_real_command() -> None:
    subcommands = build_parser()._subparsers._group_actions[0]  # type: ignore[union-attr]
    commands = set(subcommands.choices)  # type: ignore[arg-type]
    services = _edabot_services()
    assert {"api", "worker", "slack", "discord", "chroma"} <= set(services)
    for name, service in services.items():
        if service.get("entrypoint") == ["chroma"]:
            assert Path(sys.executable).with_name("chroma").exists(), "the image runs `chroma` from the venv"
            continue
        assert service["command"][0] in commands, f"{name}: edabot {service['command'][0]} does not exist"


def test_every_variable_a_container_reads_is_a_documented_setting() -> None:
    settings, documented = _setting_names(), _env_example_names()
    for name, service in _edabot_services().items():
        for variable in service.get("environment") or {}:
            assert variable in settings, f"{name}: {variable} is not read by edabot.settings"
            assert variable in documented, f"{name}: {variable} is missing from .env.example"
    dockerfile_env = re.findall(r"\b(EDABOT_[A-Z_]+)=", (DOCKER / "Dockerfile").read_text())
    assert dockerfile_env and set(dockerfile_env) <= settings


def test_ports_and_probes_match_the_code() -> None:
    from fastapi.testclient import TestClient

    from service.app import create_app

    services = _edabot_services()
    defaults = Settings()
    api_command = services["api"]["command"]
    port = int(api_command[api_command.index("--port") + 1])
    assert port == defaults.service_port and f"{port}:{port}" in services["api"]["ports"]
    assert services["slack"]["environment"]["EDABOT_SERVICE_URL"] == f"http://api:{port}"
    assert services["slack"]["environment"]["SLACK_PORT"] == str(defaults.slack_port)
    probe = re.search(rf"127\.0\.0\.1:{port}(/\w+)", " ".join(services["api"]["healthcheck"]["test"]))
    assert probe is not None
    client = TestClient(create_app(Settings(EDABOT_API_TOKEN="manifest-test-token")))
    assert client.get(probe.group(1)).status_code in (200, 503), "the probe path is an endpoint of the API"
    chroma = services["chroma"]["command"]
    assert services["api"]["environment"]["CHROMA_PORT"] == chroma[chroma.index("--port") + 1]


def test_image_is_multi_stage_unprivileged_and_installs_every_package() -> None:
    text = (DOCKER / "Dockerfile").read_text()
    stages = text.split("\nFROM ")
    assert len(stages) >= 3, "a build stage and a runtime stage"
    runtime = stages[-1]
    assert re.search(r"^USER (?!root\b)\w+", runtime, re.MULTILINE)
    assert 'ENTRYPOINT ["edabot"]' in runtime
    assert text.index("torch==2.13.0") < text.index("pip install ."), "CPU torch before the project"
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text())
    packages = {p.rstrip("*") for p in pyproject["tool"]["setuptools"]["packages"]["find"]["include"]}
    copied = set(re.findall(r"^COPY (\w+) \./\1$", text, re.MULTILINE))
    assert packages == copied
