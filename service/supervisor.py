"""Keeps ``edabot up``'s processes running: restarts a dead one with backoff, stops all on a signal.

One dead process (a worker killed by the OOM killer, a crashed Chroma server) must not take the
whole demo down, so it is restarted after a delay that doubles with each quick failure in a row.
The supervisor gives up, stopping the rest, only when a child cannot stay up at all (a bad
configuration, a port taken), so that such an error ends the run with its name in the log rather
than looping for ever. SIGTERM and SIGINT stop every child with everything it started (see
``service.process_group``): TERM to each group, KILL to what is left after a grace period.
"""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import FrameType

import structlog

from edabot.errors import ConfigError
from service.process_group import signal_group, spawn, wait_group

log = structlog.get_logger()

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


@dataclass(frozen=True)
class ChildSpec:
    """A process to keep running.

    Children first start in list order, each once the one before it is ready: ``ready`` is a cheap
    probe ("its port answers"), so the worker and the API do not start before Redis and Chroma
    listen. None means ready as soon as started. Restarts wait for nobody.
    """

    name: str
    argv: list[str]
    ready: Callable[[], bool] | None = None


@dataclass(frozen=True)
class RestartPolicy:
    """When to restart a child, when to give up on it, and how long a stopping child may take.

    A run shorter than ``settle_s`` is a quick failure. The delay before a restart is
    ``first_delay_s``, doubled for each quick failure in a row and capped at ``max_delay_s``; a run
    that lasted ``settle_s`` resets the count, so a child that fails once a day is always restarted.
    """

    first_delay_s: float = 1.0
    max_delay_s: float = 30.0
    settle_s: float = 30.0
    max_quick_failures: int = 5
    ready_timeout_s: float = 30.0
    grace_s: float = 10.0

    def delay_s(self, quick_failures: int) -> float:
        return min(self.first_delay_s * 2 ** max(quick_failures - 1, 0), self.max_delay_s)


@dataclass
class _Child:
    spec: ChildSpec
    proc: subprocess.Popen[bytes] | None = None
    started_at: float = 0.0
    quick_failures: int = 0
    restart_at: float | None = None
    was_ready: bool = False


class Supervisor:
    """Runs ``children`` until a stop signal (exit code 0) or until it gives up on one (exit code 1)."""

    def __init__(self, children: list[ChildSpec], env: dict[str, str], policy: RestartPolicy | None = None,
                 poll_s: float = 0.2) -> None:
        self.env = env
        self.policy = policy or RestartPolicy()
        self.poll_s = poll_s
        self._children = [_Child(spec) for spec in children]
        self._started = 0  # children[:_started] have been started at least once
        self._stop_signal: str | None = None

    def run(self) -> int:
        """Supervise until stopped; every child and its group are stopped on the way out, whatever happens."""
        with self._stop_signals_set_flag():
            try:
                return self._supervise()
            finally:
                self._stop_all()

    def _supervise(self) -> int:
        while self._stop_signal is None:
            now = time.monotonic()
            for child in self._children:
                proc = child.proc
                if proc is not None and proc.poll() is not None and not self._after_exit(child, proc):
                    return 1
                if child.proc is None and child.restart_at is not None and now >= child.restart_at:
                    self._start(child, now)
            self._start_next(now)
            time.sleep(self.poll_s)
        log.info("stop signal; stopping every process", signal=self._stop_signal)
        return 0

    def _start_next(self, now: float) -> None:
        """Start the next child of the first round once the one before it is ready."""
        if self._started == len(self._children):
            return
        if self._started > 0 and not self._ready(self._children[self._started - 1], now):
            return
        self._start(self._children[self._started], now)
        self._started += 1

    def _ready(self, child: _Child, now: float) -> bool:
        """Probe a child of the first round; the wait for it counts only while it runs, not while it awaits a restart."""
        if child.was_ready or child.spec.ready is None:
            return True
        if child.proc is None:
            return False
        if child.spec.ready():
            child.was_ready = True
            log.info("process ready", process=child.spec.name)
            return True
        if now - child.started_at > self.policy.ready_timeout_s:
            raise ConfigError(f"{child.spec.name} was not ready within {self.policy.ready_timeout_s:.0f} s")
        return False

    def _start(self, child: _Child, now: float) -> None:
        log.info("starting", process=child.spec.name)
        child.proc, child.started_at, child.restart_at = spawn(child.spec.argv, self.env), now, None

    def _after_exit(self, child: _Child, proc: subprocess.Popen[bytes]) -> bool:
        """Book the restart of a child that exited; False when it failed too often to try again.

        The clock is read after the exit was seen, so the delay counts from the exit, never from before it.
        """
        now = time.monotonic()
        child.proc = None
        # What it started and left behind (the worker's scheduler) would run on, orphaned, beside the new one.
        signal_group(proc.pid, signal.SIGKILL)
        code = proc.returncode
        quick = now - child.started_at < self.policy.settle_s
        child.quick_failures = child.quick_failures + 1 if quick else 0
        if child.quick_failures >= self.policy.max_quick_failures:
            log.error("giving up on process: it exited too soon too often; stopping the others",
                      process=child.spec.name, code=code, quick_failures=child.quick_failures,
                      settle_s=self.policy.settle_s)
            return False
        delay = self.policy.delay_s(child.quick_failures)
        log.warning("process exited; restarting", process=child.spec.name, code=code, restart_in_s=delay,
                    quick_failures=child.quick_failures)
        child.restart_at = now + delay
        return True

    def _stop_all(self) -> None:
        """TERM every group (the last started first), then KILL whichever is still running after the grace period."""
        running = [(child.spec.name, child.proc) for child in reversed(self._children) if child.proc is not None]
        for name, proc in running:
            log.info("stopping", process=name)
            signal_group(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + self.policy.grace_s
        for name, proc in running:
            if not wait_group(proc, deadline):
                log.warning("process did not stop in time; killing it", process=name, grace_s=self.policy.grace_s)
                signal_group(proc.pid, signal.SIGKILL)
                proc.wait()

    @contextmanager
    def _stop_signals_set_flag(self) -> Iterator[None]:
        """While supervising, SIGTERM and SIGINT only set a flag that the loop reads.

        An exception raised wherever the signal lands (KeyboardInterrupt) could cut a start or a stop
        short and leave a child untracked; the handler does no I/O and takes no lock for the same reason.
        """

        def request_stop(signum: int, frame: FrameType | None) -> None:
            self._stop_signal = signal.Signals(signum).name

        previous = {sig: signal.signal(sig, request_stop) for sig in STOP_SIGNALS}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
