"""Kill-worker trials: in each, the worker running an ingest job is SIGKILLed at a different moment,
another worker finishes the job, and the index equals a clean single-run ingest of the same files:
no chunk lost, none duplicated, in ChromaDB (ids, metadata) and in the store (rows, texts).

Two ``edabot worker`` processes are always up (a Chroma server and the data dir's SQLite stores
are all they share): the one running the job is killed, the idle one takes the job back once the
dead worker's lease lapses, and a fresh one is started for the next trial. Trial ``t`` ingests
into scope ``trial-t`` and kills once ``t % (FILES - 1)`` files are indexed, plus a seeded random
delay, so trials hit different moments: model loading, a file's vectors written but not its rows,
between files. The worker is frozen (SIGSTOP) before the check that the job still runs, so the
kill always lands mid-job; a trial whose upload was already written at its moment (a few small files are embedded as
one group, so progress jumps to all of them near the end) kills a second upload as it starts instead. ``EDABOT_TEST_KILL_TRIALS`` sets the number of trials (docs/reliability.md has a 20-trial run).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from restartable import ChromaServer
from service_harness import Service, executing_pid, start_worker, stop, wait_until, write_manuals

from app.engine import Engine
from edabot.settings import Settings
from ingest.vector_index import scope_filter

pytestmark = pytest.mark.slow

TRIALS = int(os.environ.get("EDABOT_TEST_KILL_TRIALS", "5"))
FILES = 6
SEED = 12
BOUND_S = 600
"""Bound on each wait (a fresh worker loads its models on its first job); never an expectation."""


@dataclass
class Workers:
    """Keeps two worker processes up; ``kill`` SIGKILLs one (its whole process group)."""

    settings: Settings
    log: Path
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)

    def top_up(self) -> None:
        self.procs = [p for p in self.procs if p.poll() is None]
        while len(self.procs) < 2:
            self.procs.append(start_worker(self.settings, self.log))

    def kill(self, pid: int) -> None:
        victim = next(p for p in self.procs if p.pid == pid)
        os.killpg(victim.pid, signal.SIGKILL)
        victim.wait()

    def stop_all(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                stop(proc)


@pytest.fixture
def trial_service(svc_settings: Callable[..., Settings], tmp_path: Path) -> Iterator[tuple[Service, Workers]]:
    chroma = ChromaServer(tmp_path / "chroma-server")
    chroma.start()
    service = Service(svc_settings(CHROMA_HOST="127.0.0.1", CHROMA_PORT=chroma.port))
    workers = Workers(service.settings, tmp_path / "workers.log")
    try:
        yield service, workers
    finally:
        workers.stop_all()
        chroma.stop()


def test_kill_worker_trials_leave_a_clean_index(
    trial_service: tuple[Service, Workers], svc_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    service, workers = trial_service
    manuals = write_manuals(tmp_path / "manuals", count=FILES)
    rng = random.Random(SEED)
    clean = Engine(svc_settings(EDABOT_DATA_DIR=tmp_path / "clean"))
    started = time.monotonic()
    print(f"\n{TRIALS} kill trials, {FILES} manuals each")
    for trial in range(TRIALS):
        trial_started = time.monotonic()
        workers.top_up()
        scope = f"trial-{trial}"
        point, delay = trial % (FILES - 1), rng.uniform(0.0, 0.3)
        killed_at = _kill_mid_job(service, workers, service.upload(scope, *manuals), point, delay)
        if killed_at is None:  # the upload was written before that moment: its files are embedded as one group, so
            scope = f"trial-{trial}-early"  # "done" jumps to all of them near the end; this trial kills as it starts
            killed_at = _kill_mid_job(service, workers, service.upload(scope, *manuals), 0, delay)
            assert killed_at is not None, f"a job ended within {delay:.2f} s of starting; see {workers.log}"
        clean.ingest_files([(f"uploads/{p.name}", p) for p in manuals], scope)
        got, want = scope_snapshot(Engine(service.settings), scope), scope_snapshot(clean, scope)
        outcome = _outcome(trial, killed_at, delay, got, want)
        print(f"{outcome} in {time.monotonic() - trial_started:.1f} s")
        assert got == want, outcome
    print(f"{TRIALS} trials in {time.monotonic() - started:.1f} s")


def _kill_mid_job(service: Service, workers: Workers, job_id: str, point: int, delay: float) -> dict[str, Any] | None:
    """SIGKILL the worker running ``job_id`` once ``point`` files are done and ``delay`` s more have
    passed; wait for another worker to finish the job. Returns the job's progress when it was killed, or None (the
    worker let go again) when the job had already ended at that moment."""

    def reached() -> bool:
        job = service.job(job_id)
        return job["state"] == "started" and job["progress"]["done"] >= point

    wait_until(reached, BOUND_S, f"job {job_id} to reach {point} files; see {workers.log}")
    time.sleep(delay)
    pid = executing_pid(service.settings.redis_url, job_id)
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # frozen: the job cannot finish between this check and the kill
    at_kill = service.job(job_id)
    if at_kill["state"] != "started":
        os.kill(pid, signal.SIGCONT)
        return None
    workers.kill(pid)
    wait_until(lambda: service.job(job_id)["state"] in ("finished", "failed"), BOUND_S, f"re-run; see {workers.log}")
    job = service.job(job_id)
    assert job["state"] == "finished", job
    assert sorted(job["result"]["indexed"] + job["result"]["unchanged"]) == [f"uploads/tool_{i:02d}.md" for i in range(FILES)]
    return dict(at_kill["progress"])


def scope_snapshot(engine: Engine, scope: str) -> dict[str, Any]:
    """What one scope's index is: documents, chunk rows with their texts, vectors' ids and metadata, units."""
    where = scope_filter([scope])
    vectors = engine.vectors
    chunk_vectors = vectors.chunks_base.get(where=where, include=["metadatas"])
    unit_vectors = vectors.units.get(where=where, include=["metadatas"])
    return {
        "documents": sorted((d.source, d.content_hash, d.lines, d.chunks) for d in engine.list_documents([scope])),
        "chunk_rows": sorted(engine.store.chunks_in([scope]), key=lambda c: c.chunk_id),
        "chunk_vectors": sorted(zip(chunk_vectors["ids"], map(_sorted_items, chunk_vectors["metadatas"]), strict=True)),
        "unit_rows": sorted(engine.store.all_units([scope]), key=lambda u: u.unit_id),
        "unit_vectors": sorted(zip(unit_vectors["ids"], map(_sorted_items, unit_vectors["metadatas"]), strict=True)),
        "stats": engine.stats([scope]),
    }


def _sorted_items(metadata: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(metadata.items()))


@dataclass(frozen=True)
class Outcome:
    trial: int
    killed_at: str
    delay_s: float
    chunks: int
    lost: int
    duplicated: int
    identical: bool


def _outcome(trial: int, progress: dict[str, Any], delay: float, got: dict[str, Any], want: dict[str, Any]) -> Outcome:
    got_ids = [c.chunk_id for c in got["chunk_rows"]] + [i for i, _ in got["chunk_vectors"]]
    want_ids = {c.chunk_id for c in want["chunk_rows"]}
    passages = [(c.source, c.start_line, c.end_line, c.text) for c in got["chunk_rows"]]
    return Outcome(
        trial=trial, killed_at=f"{progress['done']}/{progress['total']} files", delay_s=round(delay, 3),
        chunks=len(want_ids),
        lost=len(want_ids - set(got_ids)), duplicated=len(passages) - len(set(passages)) + len(set(got_ids) - want_ids),
        identical=got == want,
    )
