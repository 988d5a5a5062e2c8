"""``edabot analyze`` and ``edabot diff``: run summaries and run comparisons from the shell."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from edabot.command_settings import settings_from_args
from edabot.errors import BadInputError

if TYPE_CHECKING:
    from edabot.settings import RunSettings
    from runs.parse.run_folder import RunAnalysis


def _load(path: Path, scratch: Path, settings: RunSettings) -> RunAnalysis:
    """Analyse a run folder, a single artifact, or an archive of a run."""
    from runs.parse.archive import extract_archive
    from runs.parse.detect import artifact_kind, is_archive
    from runs.parse.run_folder import analyze_run

    if not path.exists():
        raise BadInputError(f"{path} does not exist")
    if is_archive(path):
        path = extract_archive(path, scratch / path.name.split(".")[0], settings.run_max_archive_bytes,
                               settings.run_max_archive_members,
                               settings.run_max_compression_ratio)
    elif path.is_file() and artifact_kind(path) is None:
        raise BadInputError(f"{path.name} is not a log, report or Verilog file")
    run = analyze_run(path, settings.run_max_parse_bytes)
    if not run.files:
        raise BadInputError(f"{path} holds no logs, reports or Verilog files")
    return run


def _emit(text: str, data: dict, as_json: bool) -> None:
    sys.stdout.write((json.dumps(data, indent=2) if as_json else text) + "\n")


def _plot(runs: list[RunAnalysis], labels: list[str], out_dir: Path) -> dict[str, list[str]]:
    """Write the run charts into ``out_dir``: the files written and the charts the runs had no data for."""
    from charts.render import render_charts, write_charts
    from runs.report.chart_data import chart_data

    charts = render_charts(chart_data(runs, labels))
    return {"written": [str(p) for p in write_charts(charts.charts, out_dir)], "missing": charts.missing}


def _plot_lines(plots: dict[str, list[str]]) -> str:
    return "\n".join([f"chart: {path}" for path in plots["written"]] + plots["missing"])


def cmd_analyze(args: argparse.Namespace) -> int:
    from runs.report.summary import format_summary, summary_data

    settings = settings_from_args(args)
    with tempfile.TemporaryDirectory(prefix="edabot-analyze-") as scratch:
        run = _load(Path(args.path), Path(scratch), settings)
        data = summary_data(run)
        text = format_summary(data)
        if args.plot:
            data["charts"] = _plot([run], [], Path(args.plot))
            text += "\n" + _plot_lines(data["charts"])
    _emit(text, data, args.json)
    return 1 if data["status"] == "failed" else 0


def cmd_diff(args: argparse.Namespace) -> int:
    from runs.report.diff import diff_runs, format_diff

    settings = settings_from_args(args)
    with tempfile.TemporaryDirectory(prefix="edabot-diff-") as scratch:
        a = _load(Path(args.run_a), Path(scratch) / "a", settings)
        b = _load(Path(args.run_b), Path(scratch) / "b", settings)
        result = diff_runs(a, b)
        data, text = result.to_json(), format_diff(result)
        if args.plot:
            data["charts"] = _plot([a, b], [f"{a.name} (before)", f"{b.name} (after)"], Path(args.plot))
            text += "\n" + _plot_lines(data["charts"])
    _emit(text, data, args.json)
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    analyze = subparsers.add_parser("analyze", help="one-screen summary of a synthesis run (folder, archive or log)")
    analyze.add_argument("path", help="run folder, .tar.gz/.zip of one, or a single log/report")
    analyze.add_argument("--json", action="store_true", help="print the summary as JSON")
    analyze.add_argument("--plot", metavar="DIR", help="also write PNG charts (worst slack, area by submodule, "
                                                       "warnings by class) into DIR")
    analyze.set_defaults(func=cmd_analyze)
    diff = subparsers.add_parser("diff", help="compare two runs: metric deltas, new/resolved warnings")
    diff.add_argument("run_a", help="the earlier run")
    diff.add_argument("run_b", help="the later run")
    diff.add_argument("--json", action="store_true", help="print the diff as JSON")
    diff.add_argument("--plot", metavar="DIR", help="also write PNG charts of both runs side by side into DIR")
    diff.set_defaults(func=cmd_diff)


__all__ = ["cmd_analyze", "cmd_diff", "register"]
