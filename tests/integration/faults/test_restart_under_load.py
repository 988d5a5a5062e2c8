"""PostgreSQL, Redis and the Chroma server, each stopped and started again while requests keep coming.

The API runs over real HTTP (uvicorn in this process) and is never restarted. While a dependency
is down, every route that needs it answers 503 with the error body and a ``Retry-After`` header,
at once, and ``/readyz`` says which part is missing; routes that do not need it keep answering;
once it is back, the same API process answers again. No request may get a 500 or no reply.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import httpx
import pytest
from load import Load, Reply, Request
from postgres import PrivateServer
from restartable import ChromaServer, RedisServer
from servers import UvicornThread
from service_harness import AUTH, FIXTURES, wait_until

from edabot.settings import Settings
from service.app import create_app
from service.engine_holder import EngineHolder
from service.up import free_port

pytestmark = pytest.mark.slow

QUESTION = {"question": "How do I set the placement density?", "scope": "global", "mode": "hybrid"}
REQUESTS: list[Request] = [
    ("ask", "POST", "/v1/ask", QUESTION),
    ("retrieve", "POST", "/v1/retrieve", QUESTION),
    ("jobs", "GET", "/v1/jobs?scope=global", None),
]
SEEN_PER_ROUTE = 3
"""Replies per route the test waits for in each phase (down, recovered)."""
BOUND_S = 300
"""Bound on every wait (the first request loads the models); a bound, never an expectation."""


class Dependency(Protocol):
    def start(self) -> None: ...
    def stop(self) -> None: ...


@dataclass(frozen=True)
class Outage:
    """What one stopped dependency must do to the API: the routes that need it, its readiness part."""

    dependency: Dependency
    component: str
    needs: frozenset[str]


@pytest.fixture
def serve(svc_settings: Callable[..., Settings]) -> Iterator[Callable[..., str]]:
    """Start the API on ``svc_settings(**overrides)`` with the example manuals indexed; its URL."""
    threads: list[UvicornThread] = []

    def start(**overrides: object) -> str:
        settings = svc_settings(**overrides)
        holder = EngineHolder(settings)
        holder.get().ingest_files([(f"uploads/{p.name}", p) for p in sorted(FIXTURES.glob("*.md"))], "global")
        threads.append(UvicornThread(create_app(settings, holder)).__enter__())
        return threads[-1].url

    yield start
    for thread in threads:
        thread.__exit__()


def test_redis_restart_under_load(serve: Callable[..., str]) -> None:
    redis = RedisServer()
    redis.start()
    try:
        url = serve(REDIS_URL=redis.url)
        run_outage(url, Outage(redis, "redis", frozenset({"jobs"})))
    finally:
        redis.stop()


@pytest.fixture
def private_postgres() -> Iterator[PrivateServer]:
    """A PostgreSQL server of this test's own, in a /tmp folder the postgres OS user can enter."""
    with tempfile.TemporaryDirectory(prefix="edabot-pg-") as root:
        Path(root).chmod(0o755)
        server = PrivateServer(Path(root), free_port())
        server.init()
        server.start()
        try:
            yield server
        finally:
            server.stop()


def test_postgres_restart_under_load(serve: Callable[..., str], private_postgres: PrivateServer) -> None:
    url = serve(EDABOT_DATABASE_URL=private_postgres.url)
    run_outage(url, Outage(private_postgres, "database", frozenset({"ask", "retrieve"})))


def test_chroma_server_restart_under_load(serve: Callable[..., str], tmp_path: Path) -> None:
    chroma = ChromaServer(tmp_path / "chroma-server")
    chroma.start()
    try:
        url = serve(CHROMA_HOST="127.0.0.1", CHROMA_PORT=chroma.port)
        # Questions over what is indexed are answered from the vectors the API holds in memory.
        run_outage(url, Outage(chroma, "chroma", frozenset()))
    finally:
        chroma.stop()


def run_outage(url: str, outage: Outage) -> None:
    """Warm up, stop the dependency under load, check the 503s, start it again, check recovery."""
    with Load(url, AUTH, REQUESTS) as load:
        _wait_for_replies(load, 0.0, lambda r: r.status == 200, "every route answering before the outage")
        outage.dependency.stop()
        down = time.monotonic()
        _wait_for_replies(load, down, lambda r: True, "replies while the dependency is down")
        _check_readiness(url, outage.component, ready=False)
        restarting = time.monotonic()
        outage.dependency.start()
        recovered = _recovery_time(load, restarting)
        _wait_for_replies(load, recovered, lambda r: True, "replies after recovery")
        _check_readiness(url, outage.component, ready=True)
        all_replies = load.replies()

    assert all(r.status in (200, 503) for r in all_replies), _summary(r for r in all_replies if r.status not in (200, 503))
    for reply in (r for r in all_replies if r.status == 503):
        _assert_unavailable(reply)
    during = load.replies(sent_after=down, answered_before=restarting)
    assert {r.name for r in during} == {name for name, *_ in REQUESTS}
    for reply in during:
        assert reply.status == (503 if reply.name in outage.needs else 200), reply
    after = load.replies(sent_after=recovered)
    assert after and all(r.status == 200 for r in after), _summary(after)
    unavailable = [r for r in all_replies if r.status == 503]
    slowest = f" (slowest {max(r.answered - r.sent for r in unavailable):.3f} s)" if unavailable else ""
    print(f"\n{outage.component} outage: {len(all_replies)} requests, {len(unavailable)} answered 503 with "
          f"Retry-After{slowest}, 0 errors of other kinds; "
          f"down {restarting - down:.1f} s; all routes answering {recovered - restarting:.2f} s after the restart began")


def _wait_for_replies(load: Load, since: float, counts: Callable[[Reply], bool], what: str) -> None:
    def enough() -> bool:
        seen = [r.name for r in load.replies(sent_after=since) if counts(r)]
        return all(seen.count(name) >= SEEN_PER_ROUTE for name, *_ in REQUESTS)

    wait_until(enough, BOUND_S, what)


def _recovery_time(load: Load, restarting: float) -> float:
    """When the last route first answered again after the restart began."""

    def firsts() -> dict[str, float]:
        first: dict[str, float] = {}
        for reply in load.replies(sent_after=restarting):
            if reply.status == 200:
                first.setdefault(reply.name, reply.answered)
        return first

    wait_until(lambda: len(firsts()) == len(REQUESTS), BOUND_S, "every route answering after the restart")
    return max(firsts().values())


def _check_readiness(url: str, component: str, ready: bool) -> None:
    """``/readyz`` reports ``component`` down (503) during the outage; all ready (200) after it."""

    def probe() -> bool:
        reply = httpx.get(f"{url}/readyz", timeout=BOUND_S)
        return reply.json()["components"][component] is ready and (reply.status_code == 200) is ready

    wait_until(probe, BOUND_S, f"/readyz to report {component} {'ready' if ready else 'not ready'}")


def _assert_unavailable(reply: Reply) -> None:
    assert reply.retry_after is not None and int(reply.retry_after) > 0, reply
    error = reply.body["error"]
    assert error["code"] in ("store_unavailable", "queue_unavailable") and error["message"], reply
    assert error["request_id"], reply


def _summary(replies: Iterator[Reply] | list[Reply]) -> str:
    return "\n".join(f"{r.name} {r.status} {r.body}" for r in replies)
