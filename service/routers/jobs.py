"""``GET /v1/jobs/{id}`` and ``GET /v1/jobs?scope=``: state and progress of ingest jobs."""

from __future__ import annotations

from fastapi import APIRouter

from service.deps import JobStoreDep, ScopeDep
from service.http_errors import NOT_FOUND
from service.models import JobList, JobOut

router = APIRouter(prefix="/v1", tags=["jobs"])


@router.get("/jobs/{job_id}", response_model=JobOut, responses=NOT_FOUND)
def get_job(job_id: str, store: JobStoreDep) -> JobOut:
    return JobOut(**store.get(job_id))


@router.get("/jobs", response_model=JobList)
def list_jobs(scope: ScopeDep, store: JobStoreDep) -> JobList:
    return JobList(jobs=[JobOut(**job) for job in store.list_scope(scope)])
