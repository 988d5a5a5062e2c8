"""Request and response bodies of the HTTP API (the contract the bots' client is built on)."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from pydantic import BaseModel, Field, StrictBool, field_validator, model_validator

from edabot.errors import BadInputError
from edabot.scopes import validate_scope
from edabot.types import Answer
from service.kinds import RequestedKind
from specs.modes import SPEC_MAX_K, SPEC_MODES

Mode = Literal["auto", "hybrid", "chunk", "bm25", "rrf", "spec", "graph", "spec-single"]
"""``auto``: spec QA when the scope holds specs the question fits, else the configured doc mode."""


class _Scoped(BaseModel):
    scope: str = Field("global", description="Tenant scope; the query also sees its ancestors and global.")

    @field_validator("scope")
    @classmethod
    def _valid_scope(cls, value: str) -> str:
        try:
            return validate_scope(value)
        except BadInputError as exc:  # pydantic turns ValueError into a 422 with this message
            raise ValueError(exc.user_message) from exc


class QuestionIn(_Scoped):
    question: str = Field(min_length=1, max_length=4000)
    k: int = Field(5, ge=1, le=50, description=f"Passages; spec modes accept at most {SPEC_MAX_K}.")
    mode: Mode = "auto"
    context: list[str] = Field(default_factory=list, max_length=50, description="Earlier thread messages.")
    stream: StrictBool = Field(False, description="Answer as Server-Sent Events: status, delta..., final (ask only).")

    @model_validator(mode="after")
    def _k_fits_the_mode(self) -> QuestionIn:
        """One bound for ask and retrieve: ask used to cut k silently where retrieve refused it."""
        if self.mode in SPEC_MODES and self.k > SPEC_MAX_K:
            raise ValueError(f"k must be at most {SPEC_MAX_K} in spec modes")
        return self


class CitationOut(BaseModel):
    n: int
    source: str
    start_line: int
    end_line: int
    section: str
    page: int | None = Field(None, description="1-based page of a PDF source; lines count within it.")
    end_page: int | None = Field(None, description="Page of end_line when the span runs onto the next page.")


class AnswerOut(BaseModel):
    answer_id: str
    answer: str
    citations: list[CitationOut]
    abstained: bool
    notes: list[str]
    parse: dict[str, Any] | None = Field(None, description="How a run question was read: names, metric, operator, "
                                                            "filter (why this answer was chosen).")

    @classmethod
    def new(cls, answer: Answer) -> AnswerOut:
        """The reply for ``answer`` under a fresh id (the id votes and feedback export refer to)."""
        return cls(answer_id=uuid.uuid4().hex, notes=list(answer.notes), **answer.to_json())


class EvidenceOut(BaseModel):
    source: str
    start_line: int
    end_line: int
    section: str
    text: str
    score: float
    via: str
    page: int | None = None
    end_page: int | None = None


class RetrieveOut(BaseModel):
    results: list[EvidenceOut]


class DocumentText(_Scoped):
    name: str = Field(min_length=1, max_length=200, description="File name; becomes uploads/<name>.")
    text: str = Field(min_length=1)
    kind: RequestedKind = "auto"
    replace: StrictBool = Field(False, description="Replace a document of the same name instead of keeping both.")


class JobAccepted(BaseModel):
    job_id: str
    status_url: str


class Progress(BaseModel):
    done: int
    total: int
    current: str


class JobError(BaseModel):
    source: str
    reason: str


class JobLease(BaseModel):
    worker: str = Field(description="The worker running the job.")
    expires_at: str | None = Field(description="When its lease runs out (ISO 8601); null once it has: the worker is gone.")
    alive: bool = Field(description="False: the job waits for a live worker to take it back (see /readyz).")


class JobOut(BaseModel):
    job_id: str
    state: Literal["queued", "started", "finished", "failed"]
    scope: str
    progress: Progress
    errors: list[JobError]
    result: dict[str, Any] | None
    lease: JobLease | None = Field(None, description="Started jobs only: the running worker's lease.")


class JobList(BaseModel):
    jobs: list[JobOut]


class FeedbackIn(BaseModel):
    answer_id: str = Field(min_length=1, max_length=64)
    vote: Literal["up", "down"]
    comment: str | None = Field(None, max_length=4000)
    scope: str | None = None


class Ok(BaseModel):
    ok: bool = True


class ErrorDetail(BaseModel):
    code: str = Field(description="Stable machine-readable reason, e.g. bad_input, not_found, invalid_request.")
    message: str = Field(description="Short reason a user can act on.")
    request_id: str = Field(description="Quote it when reporting a problem; the log carries the details.")


class ErrorOut(BaseModel):
    """The one error body of every route (``service.http_errors``)."""

    error: ErrorDetail


class RunMetricOut(BaseModel):
    name: str = Field(description="Metric name (stage__category__metric).")
    label: str
    value: float
    unit: str
    shown: str = Field(description="The value as the artifact printed it, with its unit.")
    source: str = Field(description="File of the run the value was read from.")
    line: int = Field(description="1-based line of ``source`` the value was read from.")
    verbatim: bool = Field(description="True when ``source:line`` prints the value; false when it was counted "
                                       "there (a netlist's cells from its module line).")


class RunHistoryOut(BaseModel):
    run_id: str
    ingested_at: str
    status: str


class _RunIdentity(BaseModel):
    design: str
    top: str
    run_id: str = Field(description="Content hash of the run's files; name an earlier run as design@run_id.")
    status: str = Field(description="success, failed, incomplete or unknown.")
    scope: str = Field(description="The scope the run was uploaded to.")
    ingested_at: str


class RunRowOut(_RunIdentity):
    warnings: int
    metrics: dict[str, RunMetricOut] = Field(description="area, worst_slack, cells: those the run reports.")
    history: list[RunHistoryOut] = Field(description="Every visible run of the design, newest first.")


class RunListOut(BaseModel):
    runs: list[RunRowOut]


class RunIssueOut(BaseModel):
    kind: str
    message: str
    where: str = Field(description="file:line, then [file:line] of the RTL it points to.")


class RunErrorOut(BaseModel):
    message: str
    where: str


class RunSummaryOut(_RunIdentity):
    yosys_version: str
    metrics: list[RunMetricOut] = Field(description="Every design-level metric with the file and line it came from.")
    cells_by_type: dict[str, int]
    warnings_by_kind: dict[str, int]
    warnings: list[RunIssueOut]
    first_error: RunErrorOut | None
    caveats: list[str] = Field(description="Why some numbers should not be trusted, each with file:line.")
    text: str = Field(description="The one-screen summary `edabot analyze` prints.")


class RunDeltaOut(BaseModel):
    metric: str
    before: float | None
    after: float | None
    delta: float | None = Field(description="after - before; null when the metric exists in one run only.")
    unit: str


class RunDiffOut(BaseModel):
    before: str = Field(description="design@run_id of the earlier run.")
    after: str = Field(description="design@run_id of the later run.")
    status: list[str]
    deltas: list[RunDeltaOut]
    new_warnings: list[str]
    resolved_warnings: list[str]
    regressions: list[str]
    text: str = Field(description="The comparison `edabot diff` prints.")
