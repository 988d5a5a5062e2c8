"""The ``edabot worker`` process: an RQ worker with one Engine and a liveness lease.

It is a SimpleWorker (jobs run in the worker process itself) so the models load once per
worker, not once per job. A daemon thread renews the worker's lease and takes back jobs
of workers that died (see ``service.reaper``).
"""

from __future__ import annotations

import os
import socket
import threading
import uuid

import redis
import structlog
from rq import Queue, SimpleWorker

from edabot.errors import StoreError
from edabot.settings import Settings
from service import jobs
from service.engine_holder import EngineHolder
from service.reaper import WORKER_PREFIX, drop_ended_uploads, lease_key, reap_abandoned, renew_lease
from service.redis_conn import REDIS_ERRORS, worker_redis
from service.upload_store import UploadStore, shared_upload_store

log = structlog.get_logger()


class LeaseKeeper(threading.Thread):
    """Renews this worker's lease and reaps dead workers' jobs every third of the lease."""

    def __init__(self, connection: redis.Redis, queue: Queue, worker_name: str, lease_s: float,
                 uploads: UploadStore | None = None) -> None:
        super().__init__(name="edabot-lease", daemon=True)
        self.connection, self.queue, self.worker_name, self.lease_s = connection, queue, worker_name, lease_s
        self.uploads = uploads
        self.stopped = threading.Event()

    def tick(self) -> None:
        try:
            renew_lease(self.connection, self.worker_name, self.lease_s)
            reap_abandoned(self.connection, self.queue)
            if self.uploads is not None:
                drop_ended_uploads(self.connection, self.uploads)
        except REDIS_ERRORS as exc:
            log.warning("redis unreachable from worker lease", error=str(exc))
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
    queue = Queue(settings.queue_name, connection=connection)
    jobs.use_engine(holder or EngineHolder(settings))
    name = worker_name()
    keeper = LeaseKeeper(connection, queue, name, settings.worker_lease_s, shared_upload_store(settings))
    keeper.tick()
    keeper.start()
    log.info("worker started", worker=name, queue=settings.queue_name, burst=burst)
    try:
        worker = SimpleWorker([queue], connection=connection, name=name)
        return worker.work(burst=burst, with_scheduler=True, logging_level=settings.log_level.upper())
    finally:
        keeper.stopped.set()
        connection.delete(lease_key(name))
