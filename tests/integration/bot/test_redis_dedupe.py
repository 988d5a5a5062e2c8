"""Two bot replicas on one Redis answer a redelivered event once; without Redis each still answers."""

from __future__ import annotations

import uuid

from bot.common.dedupe import RedisDeduper
from service.up import free_port

REDIS_URL = "redis://127.0.0.1:6379/0"


def test_replicas_share_the_memory_of_handled_events() -> None:
    namespace = f"test-{uuid.uuid4().hex[:8]}"
    replica_a, replica_b = RedisDeduper(REDIS_URL, namespace), RedisDeduper(REDIS_URL, namespace)
    assert replica_a.first(("C1", "1700000000.1"))
    assert not replica_b.first(("C1", "1700000000.1"))
    assert replica_b.first(("C1", "1700000000.2"))
    assert RedisDeduper(REDIS_URL, namespace + "-other").first(("C1", "1700000000.1"))


def test_dead_redis_falls_back_to_this_process() -> None:
    dead = RedisDeduper(f"redis://127.0.0.1:{free_port()}/0", "dead", timeout_s=0.2)
    assert dead.first("Ev1") and not dead.first("Ev1") and dead.first("Ev2")
