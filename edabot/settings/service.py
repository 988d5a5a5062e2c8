"""The HTTP API, its workers, uploads and jobs."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from edabot.settings.area import SettingsArea


class ServiceSettings(SettingsArea):
    """The HTTP API, its workers, uploads and jobs."""

    area: ClassVar[str] = "Service"

    api_token: str | None = Field(
        None, alias="EDABOT_API_TOKEN",
        description="Bearer token every API caller must send (Authorization: Bearer ...). Required by the "
                    "API (`edabot serve`) and by MCP over HTTP; the bots send it on every call.",
    )
    redis_url: str = Field(
        "redis://127.0.0.1:6379/0", alias="REDIS_URL",
        description="Redis of the RQ ingest queue and of the bots' handled-event memory.",
    )
    service_host: str = Field(
        "127.0.0.1", alias="EDABOT_SERVICE_HOST", description="Where `edabot serve` listens."
    )
    service_port: int = Field(
        8080, alias="EDABOT_SERVICE_PORT", description="Port `edabot serve` listens on."
    )
    max_upload_bytes: int = Field(
        100_000_000, alias="EDABOT_MAX_UPLOAD_BYTES",
        description="Largest upload POST /v1/documents accepts, in bytes.",
    )
    upload_threads: int = Field(
        4, ge=1, alias="EDABOT_UPLOAD_THREADS",
        description="Most worker threads one API process gives the file work of uploads at once (saving the "
                    "files, listing archives and sniffing types to pick each file's kind); more uploads wait "
                    "their turn. That work never runs on the event loop, so /healthz and every other request "
                    "are answered meanwhile.",
    )
    queue_name: str = Field(
        "edabot-ingest", alias="EDABOT_QUEUE_NAME", description="RQ queue name of ingest jobs."
    )
    redis_timeout_s: float = Field(
        1.0, alias="EDABOT_REDIS_TIMEOUT_S",
        description="Socket timeout (seconds) of the API's Redis calls: when Redis is down the API answers "
                    "503 this fast.",
    )
    job_timeout_s: int = Field(
        1800, alias="EDABOT_JOB_TIMEOUT_S", description="Longest one ingest job may run, in seconds."
    )
    job_retries: int = Field(
        3, alias="EDABOT_JOB_RETRIES",
        description="Retries of an ingest job after a transient failure (store or Redis error, dead worker).",
    )
    job_retry_backoff_s: int = Field(
        5, alias="EDABOT_JOB_RETRY_BACKOFF_S",
        description="Delay before the first retry, in seconds; each later retry waits four times longer.",
    )
    job_keep_s: int = Field(
        86400, alias="EDABOT_JOB_KEEP_S",
        description="Seconds finished and failed jobs stay listed in GET /v1/jobs.",
    )
    worker_lease_s: float = Field(
        15.0, alias="EDABOT_WORKER_LEASE_S",
        description="A worker that has not renewed its lease for this many seconds is dead; its started jobs "
                    "are re-run. An accepted upload whose job Redis lost is queued again once its record went "
                    "untouched this long.",
    )


__all__ = ["ServiceSettings"]
