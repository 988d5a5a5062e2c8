"""Tokens and secrets never appear in captured logs, at DEBUG, through real flows.

The API and the Slack bot are configured the way ``edabot serve`` and ``edabot slack`` are
(environment -> ``settings_from_args`` -> logging at DEBUG), with an API token, a Slack bot
token and signing secret, an LLM key and a PostgreSQL URL with a password. Then: a Slack
mention with a manual (download, upload, ingest job, answer), a forged Slack signature, a
wrong and a missing bearer token, an answer from an LLM server that is down. Every line
structlog printed and every stdlib record (uvicorn, rq, slack_sdk, openai, httpx) is searched.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import structlog

sys.path.insert(0, str(Path(__file__).parents[1] / "bot"))  # the bots' harness and fakes

from bot_fake_service import API_TOKEN  # noqa: E402
from bot_fake_slack import BOT_TOKEN, FakeSlack, build_fake_slack  # noqa: E402
from bot_harness import SIGNING_SECRET, bot_settings, mention, start_slack_bot  # noqa: E402
from servers import UvicornThread, wait_for  # noqa: E402

from edabot.command_settings import settings_from_args  # noqa: E402
from edabot.redaction import MASK, Redactor, redact_stdlib_records  # noqa: E402
from edabot.settings import Settings, get_settings  # noqa: E402
from service.app import create_app  # noqa: E402
from service.engine_holder import EngineHolder  # noqa: E402
from service.up import free_port  # noqa: E402
from service.worker import run_worker  # noqa: E402

DB_PASSWORD = "log-canary-db-password"
LLM_KEY = "sk-log-canary-llm-key"
MANUAL = b"# Power grid\n\nUse `add_pdn_stripe -pitch 56.0` to set the distance between stripes in microns.\n"


@pytest.fixture
def debug_settings(tmp_path: Path, redis_url: str, clean_postgres_url: str,
                   monkeypatch: pytest.MonkeyPatch) -> Iterator[Settings]:
    """Settings and logging as a process started from this environment gets them, every secret set."""
    env = {
        "EDABOT_DATA_DIR": str(tmp_path / "data"), "EDABOT_API_TOKEN": API_TOKEN, "REDIS_URL": redis_url,
        "EDABOT_DATABASE_URL": clean_postgres_url.replace("postgres@", f"postgres:{DB_PASSWORD}@", 1),
        "EDABOT_QUEUE_NAME": f"edabot-test-{tmp_path.name}"[:60], "EDABOT_LOG_LEVEL": "DEBUG",
        "SLACK_BOT_TOKEN": BOT_TOKEN, "SLACK_SIGNING_SECRET": SIGNING_SECRET, "EDABOT_LLM_API_KEY": LLM_KEY,
        "EDABOT_GENERATOR": "openai", "EDABOT_LLM_BASE_URL": f"http://127.0.0.1:{free_port()}/v1",
        "EDABOT_LLM_MAX_RETRIES": "0", "EDABOT_LLM_TIMEOUT_S": "5",
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()
    yield settings_from_args(argparse.Namespace())
    get_settings.cache_clear()
    structlog.reset_defaults()  # later tests get the logging they had, not DEBUG with these secrets
    redact_stdlib_records(Redactor(()))


def run_flows(settings: Settings) -> None:
    """Everything a day of use logs: uploads through Slack, a job, answers, refused requests."""
    slack_state = FakeSlack()
    holder = EngineHolder(settings)
    with UvicornThread(build_fake_slack(slack_state)) as fake_slack, UvicornThread(create_app(settings, holder)) as api:
        slack_state.base_url = fake_slack.url
        server, slack = start_slack_bot(bot_settings(fake_slack.url, api.url))
        try:
            files = [slack_state.add_file("F1", "pdn.md", MANUAL)]
            assert slack.event(mention("how do I set the stripe pitch?", files=files), "Ev1").status_code == 200
            wait_for(lambda: _queued(settings), "the ingest job", timeout=60)
            run_worker(settings, burst=True, holder=holder)
            wait_for(lambda: [t for t in slack_state.texts("chat.update") if "Sources" in t], "an answer", timeout=120)
            forged = slack.post('{"type": "event_callback"}', "application/json", secret="not-the-secret")
            assert forged.status_code == 401
        finally:
            server.__exit__(None, None, None)
        for headers in ({"Authorization": "Bearer wrong-token"}, {}):
            assert httpx.post(f"{api.url}/v1/ask", json={"question": "pitch?"}, headers=headers).status_code == 401
        auth = {"Authorization": f"Bearer {API_TOKEN}"}
        reply = httpx.post(f"{api.url}/v1/ask", json={"question": "How do I set the stripe pitch?", "scope": "slack:T1/C1"},
                           headers=auth, timeout=60)
        assert reply.status_code == 200 and "did not answer" in " ".join(reply.json()["notes"])


def _queued(settings: Settings) -> bool:
    from rq import Queue

    from service.redis_conn import worker_redis

    return Queue(settings.queue_name, connection=worker_redis(settings)).count > 0


def test_no_secret_reaches_any_log_line(debug_settings: Settings, capsys: pytest.CaptureFixture[str],
                                        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level("DEBUG")
    run_flows(debug_settings)
    captured = capsys.readouterr()
    logs = "\n".join([captured.out, captured.err, caplog.text])
    assert "slack.http_mode" in logs or "ingest job done" in logs, "structlog lines were captured"
    assert any(r.name.startswith(("slack", "rq", "openai", "httpcore")) and r.levelname == "DEBUG"
               for r in caplog.records), "libraries' DEBUG records were captured"
    secrets = [API_TOKEN, BOT_TOKEN, SIGNING_SECRET, DB_PASSWORD, LLM_KEY]
    assert [s for s in secrets if s in logs] == []


def _connect(settings: Settings) -> None:
    raise ConnectionError("the store did not answer")


def test_a_secret_in_a_message_or_a_traceback_is_masked(debug_settings: Settings, capsys: pytest.CaptureFixture[str],
                                                         caplog: pytest.LogCaptureFixture) -> None:
    """Where a secret certainly is in the line: a logged URL, and a traceback whose frame holds the settings
    (structlog prints tracebacks with their local variables when ``rich`` is installed, as it is here)."""
    import logging

    caplog.set_level("DEBUG")
    url = debug_settings.database_url or ""
    structlog.get_logger("test").info("connecting", url=url)
    logging.getLogger("test.stdlib").debug("connecting to %s", url)
    try:
        _connect(debug_settings)
    except ConnectionError:
        structlog.get_logger("test").exception("store unavailable")
        logging.getLogger("test.stdlib").exception("store unavailable: %r", debug_settings)
    logs = capsys.readouterr().err + caplog.text
    assert "the store did not answer" in logs and "_connect" in logs
    assert [s for s in (API_TOKEN, BOT_TOKEN, SIGNING_SECRET, DB_PASSWORD, LLM_KEY) if s in logs] == []
    assert logs.count(MASK) >= 4
