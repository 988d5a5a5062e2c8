"""The service's JSON replies, parsed into models before any bot code reads them."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from bot.common.run_card import RunCard, run_cards

JobState = Literal["queued", "started", "finished", "failed"]


class CitationRef(BaseModel):
    """A numbered source of an answer: file, line span and section heading."""

    n: int
    source: str
    start_line: int
    end_line: int
    section: str = ""
    page: int | None = None
    end_page: int | None = None


class AskResult(BaseModel):
    """One answer from ``POST /v1/ask``."""

    answer_id: str
    answer: str
    citations: list[CitationRef] = Field(default_factory=list)
    abstained: bool = False
    notes: list[str] = Field(default_factory=list)


class JobProgress(BaseModel):
    done: int = 0
    total: int = 0
    current: str | None = None


class JobError(BaseModel):
    source: str
    reason: str


class Placement(BaseModel):
    """One uploaded manual's outcome, as ``service.upload_names`` reports it."""

    name: str
    source: str
    action: Literal["added", "replaced", "unchanged", "kept_both"]


class JobStatus(BaseModel):
    """An ingest or run-analysis job as ``GET /v1/jobs/{id}`` reports it."""

    job_id: str
    state: JobState
    scope: str = ""
    progress: JobProgress = Field(default_factory=JobProgress)
    errors: list[JobError] = Field(default_factory=list)
    result: dict[str, Any] | None = None

    @property
    def done(self) -> bool:
        return self.state in ("finished", "failed")

    @property
    def placements(self) -> list[Placement]:
        """Where each uploaded manual went (added, replaced, unchanged, kept beside a namesake)."""
        rows = (self.result or {}).get("documents") or []
        return [Placement.model_validate(r) for r in rows if isinstance(r, dict)]

    @property
    def run_summary(self) -> str | None:
        """The text to post for a run-analysis job, if the job produced one."""
        summary = (self.result or {}).get("run_summary")
        return summary if isinstance(summary, str) and summary.strip() else None

    @property
    def run_cards(self) -> list[RunCard]:
        """Compact cards of the analysed runs, if the job sent them in a form this bot reads."""
        return run_cards((self.result or {}).get("run_cards"))

    @property
    def cut_message(self) -> str | None:
        """Why the job took only part of the upload ("indexed 500 of 2,000 run files: the per-upload limit ..."),
        when a per-job bound cut it."""
        cut = (self.result or {}).get("cut")
        message = cut.get("message") if isinstance(cut, dict) else None
        return message if isinstance(message, str) and message else None

    @property
    def run_charts(self) -> dict[str, Any] | None:
        """The numbers behind the run charts (``charts.render.ChartData`` as JSON), if the job sent them."""
        charts = (self.result or {}).get("run_charts")
        return charts if isinstance(charts, dict) else None


class JobRef(BaseModel):
    """The 202 reply of ``POST /v1/documents``."""

    job_id: str
    status_url: str = ""


class DocumentRow(BaseModel):
    doc_id: str
    source: str
    scope: str
    content_hash: str = ""
    lines: int = 0
    chunks: int = 0
    ingested_at: str = ""


__all__ = ["AskResult", "CitationRef", "DocumentRow", "JobError", "JobProgress", "JobRef", "JobState", "JobStatus", "Placement"]
