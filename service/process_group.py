"""A child process in a process group of its own, so that a signal reaches everything it started.

A signal to a child's pid alone leaves what the child forked (the RQ worker's scheduler process)
running, orphaned, when the child dies without passing the signal on (SIGKILL, a crash). Starting
each child as the leader of a new session makes its pid the id of a group that its descendants
share unless they leave it on purpose, and ``os.killpg`` signals them all at once. A new session
also detaches the child from the terminal, so Ctrl-C reaches only the supervisor, which then
stops the children itself.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time

import psutil


def spawn(argv: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    """Start ``argv`` as the leader of a new session; its pid is also its process group id."""
    return subprocess.Popen(argv, env=env, start_new_session=True)


def signal_group(pgid: int, sig: signal.Signals) -> None:
    """Send ``sig`` to every process of group ``pgid``; a group that is gone already is fine."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pgid, sig)


def group_alive(pgid: int) -> bool:
    """Whether a process of group ``pgid`` still runs.

    Zombies do not count: an orphan is reaped by whatever adopts it, and some containers' init
    never reaps, which would otherwise make every stop wait out its whole grace period.
    """
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    for proc in psutil.process_iter(["status"]):
        with contextlib.suppress(ProcessLookupError):
            if os.getpgid(proc.pid) == pgid and proc.info["status"] != psutil.STATUS_ZOMBIE:
                return True
    return False


def wait_group(proc: subprocess.Popen[bytes], deadline: float, poll_s: float = 0.05) -> bool:
    """Wait until the leader ``proc`` and the rest of its group have exited; False at ``deadline``."""
    while True:
        if proc.poll() is not None and not group_alive(proc.pid):
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(poll_s)
