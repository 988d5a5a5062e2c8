"""The supervisor of `edabot up` restarts a dead child, gives up on one that cannot stay up, and stops
every child with what it started on SIGTERM or SIGINT.

Stand-in children (Python sleeping, each with a sleeping grandchild, as the RQ worker has its
scheduler) take the place of Redis, Chroma, the worker and the API; the supervisor runs in a process
of its own (tests/support/supervised.py) so that it can be signalled and its exit code read.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psutil
import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]
DRIVER = REPO_ROOT / "tests" / "support" / "supervised.py"
DEADLINE_S = 60.0

STAND_IN = """
import os, signal, subprocess, sys, time
out, mode = sys.argv[1], sys.argv[2]
if mode == "crash":
    with open(out, "a") as f:
        f.write(f"{time.monotonic()}\\n")
    sys.exit(3)
if mode == "stubborn":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # the grandchild inherits this
grandchild = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
with open(out + ".tmp", "w") as f:
    f.write(f"{os.getpid()} {grandchild.pid}")
os.replace(out + ".tmp", out)
time.sleep(600)
"""
"""A child: ``sleep`` (runs, with a grandchild, and writes both pids to OUT), ``stubborn`` (the same,
ignoring SIGTERM) or ``crash`` (appends its start time to OUT and exits 3 at once)."""


class Up:
    """One supervisor process over named stand-in children, its log in a file."""

    def __init__(self, tmp_path: Path, children: dict[str, str], **policy: float) -> None:
        self.dir = tmp_path
        config = {
            "children": [{"name": name, "argv": [sys.executable, "-c", STAND_IN, str(self.out(name)), mode]}
                         for name, mode in children.items()],
            "policy": policy,
        }
        self.log_path = tmp_path / "supervisor.log"
        with self.log_path.open("wb") as log:
            self.proc = subprocess.Popen([sys.executable, str(DRIVER), json.dumps(config)], stderr=log,
                                         env={**os.environ, "PYTHONPATH": str(REPO_ROOT)})
        self.seen: set[int] = set()

    def out(self, name: str) -> Path:
        return self.dir / f"{name}.out"

    def pids(self, name: str) -> tuple[int, int]:
        """(child, grandchild) of the latest start of ``name``, once it has written them."""
        wait_for(lambda: self.out(name).exists(), f"{name} to start")
        child, grandchild = (int(pid) for pid in self.out(name).read_text().split())
        self.seen |= {child, grandchild}
        return child, grandchild

    def log(self) -> list[dict]:
        lines = self.log_path.read_text().splitlines()
        return [json.loads(line) for line in lines if line.startswith("{")]

    def events(self, event: str) -> list[dict]:
        return [line for line in self.log() if line["event"].startswith(event)]

    def exit_code(self) -> int:
        wait_for(lambda: self.proc.poll() is not None, "the supervisor to exit")
        return int(self.proc.returncode)

    def cleanup(self) -> None:
        """Whatever a failed test left behind: the supervisor, then every stand-in it saw."""
        for pid in [self.proc.pid, *self.seen]:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
        self.proc.wait()


@pytest.fixture
def up(tmp_path: Path) -> Iterator[Callable[..., Up]]:
    started: list[Up] = []

    def start(children: dict[str, str], **policy: float) -> Up:
        started.append(Up(tmp_path, children, **policy))
        return started[-1]

    yield start
    for each in started:
        each.cleanup()


def running(pid: int) -> bool:
    """Alive and not a zombie: this container's init does not reap orphans, so a dead one may linger."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def wait_for(predicate: Callable[[], bool], what: str) -> None:
    """Poll ``predicate`` until it holds; fail after a generous deadline (a bound, not a timed assertion)."""
    deadline = time.monotonic() + DEADLINE_S
    while not predicate():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.05)


def test_a_child_killed_is_restarted_and_the_others_keep_running(up: Callable[..., Up]) -> None:
    sup = up({"redis": "sleep", "worker": "sleep", "api": "sleep"})
    before = {name: sup.pids(name) for name in ("redis", "worker", "api")}
    worker, scheduler = before["worker"]

    os.kill(worker, signal.SIGKILL)
    wait_for(lambda: sup.pids("worker")[0] != worker, "the worker to be restarted")

    wait_for(lambda: not running(scheduler), "the killed worker's own child to be stopped")
    assert all(running(pid) for pid in sup.pids("worker"))
    for name in ("redis", "api"):
        assert sup.pids(name) == before[name]
        assert all(running(pid) for pid in before[name])
    assert sup.proc.poll() is None
    [restart] = sup.events("process exited")
    assert (restart["process"], restart["code"]) == ("worker", -signal.SIGKILL)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_signal_stops_every_child_and_grandchild_and_exits_0(up: Callable[..., Up], sig: int) -> None:
    sup = up({"redis": "sleep", "chroma": "sleep", "worker": "sleep", "api": "sleep"})
    pids = [pid for name in ("redis", "chroma", "worker", "api") for pid in sup.pids(name)]

    sup.proc.send_signal(sig)

    assert sup.exit_code() == 0
    assert [pid for pid in pids if running(pid)] == []
    assert [line["process"] for line in sup.events("stopping")] == ["api", "worker", "chroma", "redis"]
    assert sup.events("process did not stop") == []


def test_a_child_that_ignores_sigterm_is_killed_after_the_grace_period(up: Callable[..., Up]) -> None:
    sup = up({"redis": "sleep", "api": "stubborn"}, grace_s=1.0)
    pids = [*sup.pids("redis"), *sup.pids("api")]

    sup.proc.send_signal(signal.SIGTERM)

    assert sup.exit_code() == 0
    assert [pid for pid in pids if running(pid)] == []
    assert [line["process"] for line in sup.events("process did not stop")] == ["api"]


def test_a_child_that_keeps_dying_is_given_up_with_backoff(up: Callable[..., Up]) -> None:
    sup = up({"redis": "sleep", "chroma": "crash"}, first_delay_s=0.1, max_delay_s=0.3, max_quick_failures=4)
    redis = sup.pids("redis")

    assert sup.exit_code() == 1

    starts = [float(line) for line in sup.out("chroma").read_text().split()]
    assert len(starts) == 4
    restarts = sup.events("process exited")
    assert [line["restart_in_s"] for line in restarts] == [0.1, 0.2, 0.3]  # doubled, then capped
    gaps = [later - earlier for earlier, later in zip(starts, starts[1:], strict=False)]
    assert all(gap >= line["restart_in_s"] for gap, line in zip(gaps, restarts, strict=True))  # a lower bound only
    [given_up] = sup.events("giving up")
    assert (given_up["process"], given_up["quick_failures"], given_up["code"]) == ("chroma", 4, 3)
    assert [pid for pid in redis if running(pid)] == []
