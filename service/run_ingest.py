"""Run uploads (synthesis logs, reports, netlists, archives of them) handed to ``runs``.

Loose run files of one upload are one run, so they are gathered into a ``run/`` folder of
the upload; each archive is unpacked into its own folder. The same folders are ingested
and summarized, and preparing them twice changes nothing, so a re-run job is safe.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from edabot.engine import ProgressFn
from edabot.settings import Settings


def prepare_run_roots(folder: Path, names: list[str], settings: Settings) -> list[Path]:
    """The run folders to ingest for the run files ``names`` saved in ``folder``."""
    if not names:
        return []
    from runs.parse.detect import is_archive  # only jobs with run files need the run-analysis package

    roots: list[Path] = []
    group = folder / "run"
    for name in sorted(names):
        path = folder / name
        dest = folder / "unpacked" / name
        if dest.is_dir() or is_archive(path):
            roots.append(_unpacked(path, dest, settings))
        else:
            group.mkdir(exist_ok=True)
            if path.exists():
                path.replace(group / name)
    if group.is_dir():
        roots.append(group)
    return roots


def _unpacked(archive: Path, dest: Path, settings: Settings) -> Path:
    """Unpack once (into a scratch folder renamed at the end, so a crash leaves no half copy)."""
    from runs.parse.archive import extract_archive

    if not dest.is_dir():
        scratch = dest.with_name(dest.name + ".partial")
        shutil.rmtree(scratch, ignore_errors=True)
        extract_archive(archive, scratch, settings.run_max_archive_bytes, settings.run_max_archive_members,
                        settings.run_max_compression_ratio)
        scratch.rename(dest)
    inner = [p for p in dest.iterdir() if not p.name.startswith(".")]
    return inner[0] if len(inner) == 1 and inner[0].is_dir() else dest


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
    runs = [report.analyses.get(str(root)) or analyze_run(root, settings.run_max_parse_bytes)
            for root in roots if str(root) not in refused]
    errors = [{"source": upload_name(root, folder), "reason": refused[str(root)]} for root in roots if str(root) in refused]
    summaries = [summary_data(run) for run in runs]
    result: dict[str, Any] = {"run_summary": "\n\n".join(format_summary(s) for s in summaries),
                              "run_cards": [card_data(s) for s in summaries], "runs": report.to_json()}
    if runs:
        result["run_charts"] = chart_data(runs).to_json()
    return result, errors


def upload_name(root: Path, folder: Path) -> str:
    """The uploaded file a run folder came from: the archive's name, or the loose files' group."""
    relative = root.relative_to(folder).parts
    return relative[1] if relative[0] == "unpacked" and len(relative) > 1 else "the attached run files"
