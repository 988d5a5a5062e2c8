"""The attachment pipeline both bots run: validate, download, upload, watch the job, report.

Platforms plug in through ``StatusSink`` (edit the progress message, post a new one in the
thread, with charts) and one fetch function per file, so Slack and Discord route files identically.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import structlog

from bot.common.attachments import Accepted, Attachment, Refused, Route, classify, precheck
from bot.common.client import ServiceClient
from bot.common.formatting import apology, placement_text, progress_text
from bot.common.models import JobStatus
from bot.common.run_card import RunCard
from charts.render import Chart, ChartData, ChartSet, render_charts
from edabot.errors import EdabotError

log = structlog.get_logger()

Fetch = Callable[[int], Awaitable[bytes]]
"""Downloads one attachment, reading at most the given number of bytes plus one."""


class StatusSink(Protocol):
    """Where progress goes: ``show`` edits the status message, ``post`` adds a run summary (with chart PNGs
    and a note per chart that could not be drawn) to the thread."""

    async def show(self, text: str) -> None: ...

    async def post(self, summary: str, charts: Sequence[Chart] = (), notes: Sequence[str] = (),
                   cards: Sequence[RunCard] = ()) -> None: ...


@dataclass(frozen=True)
class JobWatch:
    """How often and how long to poll a job."""

    poll_s: float
    timeout_s: float


@dataclass
class IngestOutcome:
    """What happened to every attachment of one message."""

    refused: list[Refused] = field(default_factory=list)
    jobs: list[tuple[Route, list[str], JobStatus]] = field(default_factory=list)
    error: str | None = None

    @property
    def indexed_docs(self) -> bool:
        return any(route == "doc" and job.state == "finished" for route, _, job in self.jobs)


async def ingest_attachments(
    service: ServiceClient,
    files: Sequence[tuple[Attachment, Fetch]],
    scope: str,
    where: str,
    sink: StatusSink,
    max_bytes: int,
    watch: JobWatch,
    replace: bool = False,
) -> IngestOutcome:
    """Route every file, run one job per route, and leave a summary in the status message.

    ``replace``: manuals replace same-named documents of the scope instead of being kept beside them.
    """
    outcome = IngestOutcome()
    accepted = await _download_all(files, max_bytes, outcome.refused)
    try:
        for route in ("doc", "spec", "run"):
            batch = [a for a in accepted if a.route == route]
            if batch:
                outcome.jobs.append((route, [a.name for a in batch], await _run_job(service, batch, scope, sink, watch, replace)))
    except EdabotError as exc:
        outcome.error = exc.user_message
    for route, _, job in outcome.jobs:
        if route == "run" and job.run_summary:
            charts = await run_charts(job)
            await sink.post(job.run_summary, charts.charts, charts.missing, job.run_cards)
    await sink.show(ingest_summary(outcome, where))
    return outcome


async def _download_all(files: Sequence[tuple[Attachment, Fetch]], max_bytes: int, refused: list[Refused]) -> list[Accepted]:
    accepted: list[Accepted] = []
    for attachment, fetch in files:
        verdict = precheck(attachment, max_bytes) or await _fetch_and_classify(attachment, fetch, max_bytes)
        if isinstance(verdict, Refused):
            refused.append(verdict)
        else:
            accepted.append(verdict)
    return accepted


async def _fetch_and_classify(attachment: Attachment, fetch: Fetch, max_bytes: int) -> Accepted | Refused:
    try:
        data = await fetch(max_bytes)
    except Exception as exc:  # any download failure is reported for this file only
        log.warning("attachment.download_failed", name=attachment.name, error=str(exc))
        return Refused(attachment.name, "I could not download it; please upload it again")
    return classify(attachment.name, data, max_bytes)


async def _run_job(
    service: ServiceClient, batch: list[Accepted], scope: str, sink: StatusSink, watch: JobWatch, replace: bool
) -> JobStatus:
    ref = await service.upload([(a.name, a.data) for a in batch], scope, kind=batch[0].route, replace=replace)
    log.info("attachment.job", job_id=ref.job_id, files=len(batch), scope=scope)
    return await watch_job(service, ref.job_id, sink, watch)


async def watch_job(service: ServiceClient, job_id: str, sink: StatusSink, watch: JobWatch) -> JobStatus:
    """Poll until the job ends, editing the status message whenever its progress line changes."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + watch.timeout_s
    shown = ""
    while True:
        job = await service.job(job_id)
        line = progress_text(job)
        if not job.done and line != shown:
            await sink.show(line)
            shown = line
        if job.done or loop.time() > deadline:
            return job
        await asyncio.sleep(watch.poll_s)


async def run_charts(job: JobStatus) -> ChartSet:
    """The job's run charts, rendered off the event loop; none when the service sent no chart numbers."""
    if job.run_charts is None:
        return ChartSet()
    try:
        data = ChartData.from_json(job.run_charts)
    except (KeyError, TypeError, ValueError) as exc:  # a service of another version: the summary still goes out
        log.warning("attachment.bad_chart_data", job_id=job.job_id, error=str(exc))
        return ChartSet()
    return await asyncio.to_thread(render_charts, data)


def ingest_summary(outcome: IngestOutcome, where: str) -> str:
    """The final status text: what was indexed or analysed, what was refused and why."""
    lines = [_job_line(route, names, job, where) for route, names, job in outcome.jobs]
    lines += [f"\u2022 Only part of {', '.join(f'`{n}`' for n in names)}: {job.cut_message}."
              for _, names, job in outcome.jobs if job.cut_message]
    lines += [f"\u2022 `{e.source}`: {e.reason}" for _, _, job in outcome.jobs for e in job.errors]
    if outcome.refused:
        lines.append("I did not use:")
        lines += [f"\u2022 `{r.name}`: {r.reason}" for r in outcome.refused]
    if outcome.error:
        lines.append(apology(outcome.error, "upload the files again in a minute"))
    return "\n".join(lines) or "There was nothing to index."


def _job_line(route: Route, names: list[str], job: JobStatus, where: str) -> str:
    files = ", ".join(f"`{n}`" for n in names)
    if job.state == "failed":
        return f"Processing failed for {files}."
    if not job.done:
        return f"Still working on {files}; check the status command later."
    if route == "run":
        return f"Analysed the run in {files}." if job.run_summary else f"I could not analyse {files}:"
    if route == "spec":
        return f"Indexed {files} into {where} as IP specifications."
    if job.placements:
        return "\n".join(placement_text(p, where) for p in job.placements)
    return f"Indexed {files} into {where}."


__all__ = ["Fetch", "IngestOutcome", "JobWatch", "StatusSink", "ingest_attachments", "ingest_summary", "run_charts",
           "watch_job"]
