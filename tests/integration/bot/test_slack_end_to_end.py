"""End to end: Slack mention with a Markdown manual -> real service -> real worker and engine -> cited reply."""

from __future__ import annotations

import uuid

import pytest
from bot_fake_service import API_TOKEN
from bot_fake_slack import block_text
from bot_harness import bot_settings, mention, start_slack_bot
from servers import UvicornThread, wait_for

from edabot.settings import Settings
from service.app import create_app

MANUAL = b"""# Power distribution network

## Defining the grid

Use `define_pdn_grid` to create a power grid for the core before adding stripes.

```tcl
define_pdn_grid -name core_grid -voltage_domains CORE
add_pdn_stripe -grid core_grid -layer metal4 -width 0.48 -pitch 56.0
```

The `-pitch` option of `add_pdn_stripe` sets the distance between stripes in microns.
"""


@pytest.mark.slow
def test_mention_with_manual_is_indexed_by_the_real_service_and_cited(tmp_path, fake_slack):
    from rq import Queue

    from service.engine_holder import EngineHolder
    from service.redis_conn import worker_redis
    from service.worker import run_worker

    settings = Settings(EDABOT_DATA_DIR=tmp_path / "data", EDABOT_API_TOKEN=API_TOKEN,
                        EDABOT_QUEUE_NAME=f"edabot-bot-e2e-{uuid.uuid4().hex[:8]}")
    holder = EngineHolder(settings)
    with UvicornThread(create_app(settings, holder)) as service:
        server, slack = start_slack_bot(bot_settings(fake_slack.base_url, service.url, EDABOT_BOT_JOB_POLL_S=0.2))
        try:
            files = [fake_slack.add_file("F1", "pdn.md", MANUAL)]
            slack.event(mention("how do I set the pitch of pdn stripes?", files=files), "Ev1")
            queue = Queue(settings.queue_name, connection=worker_redis(settings))
            wait_for(lambda: queue.count > 0, "ingest job enqueued", timeout=60)
            run_worker(settings, burst=True, holder=holder)
            final = wait_for(lambda: [t for t in fake_slack.texts("chat.update") if "*Sources*" in t], "cited answer",
                             timeout=180)[0]
        finally:
            server.__exit__(None, None, None)
    statuses = fake_slack.texts("chat.update")
    assert any(t.startswith("Indexed `pdn.md` into this channel.") for t in statuses)
    assert "pdn.md`, lines" in final and "add_pdn_stripe" in final
    assert fake_slack.downloads == [("F1", "Bearer xoxb-test-token")]
    assert {c.args["thread_ts"] for c in fake_slack.of("chat.postMessage")} == {"1700000001.000100"}
    answer = fake_slack.of("chat.update")[-1].args
    assert [b["type"] for b in answer["blocks"]][-1] == "context_actions"
    assert block_text(answer) == final
