"""Run uploads (synthesis logs, reports, netlists, archives of them) handed to ``runs``.

Loose run files of one upload are one run, so they are gathered into a ``run/`` folder of
the upload; each archive is unpacked into its own folder. The same folders are ingested
and summarized, and preparing them twice changes nothing, so a re-run job is safe.

One job takes at most ``EDABOT_RUN_MAX_JOB_FILES`` run files and ``EDABOT_RUN_MAX_JOB_LINES`` lines
of them, in upload-name then archive order; the first file past either bound and everything after it
are left out whole, and the job result's ``cut`` says so with the counts. Each unpacked archive keeps
what it took in a marker file, so a re-run job draws the same budget and keeps the same files.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import structlog

from app.engine import ProgressFn
from edabot.settings import RunSettings, Settings

if TYPE_CHECKING:
    from runs.parse.archive import Budget, Unpacked

log = structlog.get_logger()

_MARKER = ".edabot-unpacked.json"
"""What the unpack of an archive took (``Unpacked`` plus the budget's cut), beside its files; hidden, so no
run analysis reads it."""
_BOUNDS = {"files": ("EDABOT_RUN_MAX_JOB_FILES", "run_max_job_files", ""),
           "lines": ("EDABOT_RUN_MAX_JOB_LINES", "run_max_job_lines", " lines")}


@dataclass
class PreparedRuns:
    """The run folders of one job and what each run upload gave of its run files."""

    roots: list[Path] = field(default_factory=list)
    uploads: list[dict[str, Any]] = field(default_factory=list)
    """Per run upload: its name, the run files taken of those present, and their lines."""
    cut: dict[str, Any] | None = None
    """Set when the job's budget stopped before the last run file: the JSON of the job result's ``cut``."""

    def run_files(self) -> dict[str, Any]:
        """The job result's ``run_files``: run files and lines taken, of the run files sent, in all and per upload."""
        return {**_totals(self.uploads), "uploads": self.uploads}


def prepare_run_roots(folder: Path, names: list[str], settings: Settings) -> PreparedRuns:
    """The run folders to ingest for the run files ``names`` saved in ``folder``, within the job's budget."""
    if not names:
        return PreparedRuns()
    from runs.parse.archive import Budget
    from runs.parse.detect import is_archive  # only jobs with run files need the run-analysis package

    budget = Budget(settings.run_max_job_files, settings.run_max_job_lines)
    prepared = PreparedRuns()
    group = folder / "run"
    stopped_in = ""
    for name in sorted(names):
        path = folder / name
        dest = folder / "unpacked" / name
        was_open = not budget.cut_by
        if dest.is_dir() or is_archive(path):
            root, took = _unpacked(path, dest, settings, budget)
            if took.files or not took.cut:  # an archive with no run file at all is still ingested: it gets its error
                prepared.roots.append(root)
            files, lines, present = took.files, took.lines, took.files_present
        else:
            present = int(path.exists() or (group / name).exists())
            files, lines = _loose(path, group / name, budget)
        if was_open and budget.cut_by:
            stopped_in = name
        prepared.uploads.append({"source": name, "files": files, "files_present": present, "lines": lines})
    if group.is_dir() and any(group.iterdir()):
        prepared.roots.append(group)
    if budget.cut_by:
        prepared.cut = _cut_report(budget, stopped_in, prepared.uploads, settings)
        log.warning("run upload cut", bound=budget.cut_by, files=prepared.cut["files"],
                    files_present=prepared.cut["files_present"], lines=prepared.cut["lines"])
    return prepared


def _loose(path: Path, grouped: Path, budget: Budget) -> tuple[int, int]:
    """Gather one loose run file into the run folder if the budget takes it; (files, lines) taken."""
    current = path if path.exists() else grouped
    if not current.exists():
        return 0, 0
    lines = _count_lines(current)
    if not budget.fits(lines):
        budget.close(path.name)
        if current == grouped:  # taken by an earlier try under other limits: out of the run again
            grouped.replace(path)
        return 0, 0
    budget.spend(lines)
    grouped.parent.mkdir(exist_ok=True)
    if current == path:
        path.replace(grouped)
    return 1, lines


def _count_lines(path: Path) -> int:
    """Lines as the archive unpack counts them: newlines, plus one for a last line without one."""
    newlines, ends_line = 0, True
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            newlines += block.count(b"\n")
            ends_line = block.endswith(b"\n")
    return newlines + (not ends_line)


def _unpacked(archive: Path, dest: Path, settings: RunSettings, budget: Budget) -> tuple[Path, Unpacked]:
    """Unpack once (into a scratch folder renamed at the end, so a crash leaves no half copy).

    A folder unpacked by an earlier try of the job is kept, and what it took is drawn from the budget again.
    """
    from runs.parse.archive import unpack_archive

    took = _replayed(dest, budget) if dest.is_dir() else None
    if took is None:
        shutil.rmtree(dest, ignore_errors=True)
        scratch = dest.with_name(dest.name + ".partial")
        shutil.rmtree(scratch, ignore_errors=True)
        was_open = not budget.cut_by
        took = unpack_archive(archive, scratch, settings.run_max_archive_bytes, settings.run_max_archive_members,
                              settings.run_max_compression_ratio, budget)
        closed = {"cut_by": budget.cut_by, "next_file": budget.next_file} if was_open and budget.cut_by else {}
        (scratch / _MARKER).write_text(json.dumps({**asdict(took), **closed}), encoding="utf-8")
        scratch.rename(dest)
    inner = [p for p in dest.iterdir() if not p.name.startswith(".")]
    return (inner[0] if len(inner) == 1 and inner[0].is_dir() else dest), took


def _replayed(dest: Path, budget: Budget) -> Unpacked | None:
    """What an earlier unpack into ``dest`` took, spent from ``budget`` again; None without its marker."""
    from runs.parse.archive import Unpacked

    try:
        mark = json.loads((dest / _MARKER).read_text(encoding="utf-8"))
        took = Unpacked(int(mark["files"]), int(mark["lines"]), int(mark["files_present"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    budget.files -= took.files
    budget.lines -= took.lines
    if mark.get("cut_by") and not budget.cut_by:
        budget.cut_by, budget.next_file = str(mark["cut_by"]), str(mark.get("next_file", ""))
    return took


def _cut_report(budget: Budget, stopped_in: str, uploads: list[dict[str, Any]], settings: Settings) -> dict[str, Any]:
    """The job result's ``cut``: the bound, its setting and value, and what was taken of what was sent."""
    setting, field_name, unit = _BOUNDS[budget.cut_by]
    limit = int(getattr(settings, field_name))
    totals = _totals(uploads)
    where = budget.next_file if budget.next_file == stopped_in else f"{budget.next_file} in {stopped_in}"
    message = (f"indexed {totals['files']:,} of {totals['files_present']:,} run files ({totals['lines']:,} lines): "
               f"the per-upload limit {setting} is {limit:,}{unit}; {where} and every run file after it were left out")
    return {"bound": budget.cut_by, "setting": setting, "limit": limit, **totals, "next_file": budget.next_file,
            "next_upload": stopped_in, "message": message}


def _totals(uploads: list[dict[str, Any]]) -> dict[str, int]:
    return {key: sum(int(u[key]) for u in uploads) for key in ("files", "files_present", "lines")}


def ingest_runs(
    roots: list[Path], folder: Path, scope: str, settings: Settings, progress: ProgressFn
) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """Ingest the run folders and summarize each; the summary and the chart numbers are what the bots show.

    A folder the run ingest refused (an archive with no logs, reports or Verilog inside) gets
    no summary -- "status unknown" would read as an analysis -- but an error naming the upload.
    The charts travel as numbers (``runs.report.chart_data``): the bots render them, the job stays JSON.
    """
    from runs.parse.run_folder import analyze_run
    from runs.report.chart_data import chart_data
    from runs.report.summary import card_data, format_summary, summary_data
    from runs.store.ingest import ingest_run_paths

    report = ingest_run_paths(roots, scope, settings, progress)
    refused = {skip.source: skip.reason for skip in report.skipped}
    runs = [run for root in roots if str(root) not in refused
            for run in _runs_under(root, report.analyses) or [analyze_run(root, settings.run_max_parse_bytes)]]
    errors = [{"source": upload_name(root, folder), "reason": refused[str(root)]} for root in roots if str(root) in refused]
    summaries = [summary_data(run) for run in runs]
    result: dict[str, Any] = {"run_summary": "\n\n".join(format_summary(s) for s in summaries),
                              "run_cards": [card_data(s) for s in summaries], "runs": report.to_json()}
    if runs:
        result["run_charts"] = chart_data(runs).to_json()
    return result, errors


def _runs_under(root: Path, analyses: dict[str, Any]) -> list[Any]:
    """The runs the ingest found in ``root``: the folder itself, or each run folder inside it (an archive of two
    designs is two runs, each summarized with its own numbers, never one summary mixing them)."""
    return [run for path, run in analyses.items() if Path(path) == root or root in Path(path).parents]


def upload_name(root: Path, folder: Path) -> str:
    """The uploaded file a run folder came from: the archive's name, or the loose files' group."""
    relative = root.relative_to(folder).parts
    return relative[1] if relative[0] == "unpacked" and len(relative) > 1 else "the attached run files"
