"""The ``edabot worker`` process: an RQ worker with one Engine and a liveness lease.

It is a SimpleWorker (jobs run in the worker process itself) so the models load once per
worker, not once per job. A daemon thread renews the worker's lease, takes back jobs of
workers that died (``service.reaper``), and queues again uploads whose job Redis lost
(``service.reconcile``), once before the worker takes its first job and then on every tick.
"""

from __future__ import annotations

import os
import socket
import threading
import uuid
from datetime import timedelta

import structlog
from rq import SimpleWorker

from edabot.errors import StoreError
from edabot.settings import Settings
from service import jobs
from service.engine_holder import EngineHolder
from service.jobstore import JobStore
from service.pending_uploads import PendingUploads
from service.reaper import WORKER_PREFIX, lease_key, reap_abandoned, renew_lease
from service.reconcile import pending_uploads, reconcile_uploads
from service.redis_conn import REDIS_ERRORS, worker_redis

log = structlog.get_logger()


class LeaseKeeper(threading.Thread):
    """Every third of the lease: renews this worker's lease and the record of the upload it is
    ingesting, reaps dead workers' jobs and reconciles uploads with the queue."""

    def __init__(self, store: JobStore, worker_name: str, lease_s: float, pending: PendingUploads) -> None:
        super().__init__(name="edabot-lease", daemon=True)
        self.store, self.worker_name, self.lease_s, self.pending = store, worker_name, lease_s, pending
        self.stopped = threading.Event()

    def tick(self) -> None:
        # First, and without Redis: however long Redis was away, the running job's record stays fresh,
        # so no worker queues that job again while this one still runs it.
        self._touch_running()
        try:
            renew_lease(self.store.connection, self.worker_name, self.lease_s)
            reap_abandoned(self.store.connection, self.store.queue)
            reconcile_uploads(self.store, self.pending, timedelta(seconds=self.lease_s))
        except REDIS_ERRORS as exc:
            log.warning("redis unreachable from worker lease", error=str(exc))
        except StoreError as exc:
            log.warning("uploads store unreachable from worker lease", error=exc.user_message)

    def _touch_running(self) -> None:
        running = jobs.running_upload()
        if running is None:
            return
        try:
            self.pending.touch(running)
        except StoreError as exc:
            log.warning("uploads store unreachable from worker lease", error=exc.user_message)

    def run(self) -> None:
        while not self.stopped.wait(self.lease_s / 3):
            self.tick()


def worker_name() -> str:
    return f"{WORKER_PREFIX}{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"


def run_worker(settings: Settings, burst: bool = False, holder: EngineHolder | None = None) -> bool:
    """Work the ingest queue until stopped (or until empty with ``burst``)."""
    connection = worker_redis(settings)
    store = JobStore(connection, settings)
    jobs.use_engine(holder or EngineHolder(settings))
    name = worker_name()
    keeper = LeaseKeeper(store, name, settings.worker_lease_s, pending_uploads(settings))
    keeper.tick()
    keeper.start()
    log.info("worker started", worker=name, queue=settings.queue_name, burst=burst)
    try:
        worker = SimpleWorker([store.queue], connection=connection, name=name)
        return worker.work(burst=burst, with_scheduler=True, logging_level=settings.log_level.upper())
    finally:
        keeper.stopped.set()
        connection.delete(lease_key(name))
