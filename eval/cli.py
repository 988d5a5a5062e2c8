"""``edabot eval``: run evaluation suites, or gate a change by comparing two result files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from edabot.command_settings import settings_from_args
from edabot.errors import BadInputError
from eval.options import MODES, SUITES, EvalOptions

if TYPE_CHECKING:
    from edabot.settings import Settings
    from eval.results import SuiteResult


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``eval`` sub-command."""
    parser = subparsers.add_parser("eval", help="measure answer and retrieval quality; gate regressions")
    parser.add_argument("--suite", default="docs", help=f"{'|'.join(SUITES)}|all (default: docs)")
    parser.add_argument("--modes", default=",".join(MODES), help="comma-separated retrieval modes (default: all)")
    parser.add_argument(
        "--questions", default="example",
        help="question set: example (the suite's dev set) | eda-corpus (docs) | a .jsonl/.csv path"
    )
    parser.add_argument("--runs", action="append", default=[], metavar="DIR[=SCOPE]",
                        help="runs suite: run folders to ingest (repeatable; default scope proj:main); "
                             "default: the dev-set fixtures")
    parser.add_argument("--corpus", type=Path, help="docs to ingest for a question-set path")
    parser.add_argument("--index-dir", type=Path, help="index for the docs suite (default: <data dir>/eval/<set>)")
    parser.add_argument("--out", type=Path, default=Path("eval-results"), help="where results.json and report.md go")
    parser.add_argument("--limit", type=int, help="only the first N questions")
    parser.add_argument("--k", type=int, default=5, help="evidence passages per question (default 5)")
    parser.add_argument(
        "--compare", nargs=2, type=Path, metavar=("OLD.json", "NEW.json"), help="exit 1 if NEW regressed from OLD"
    )
    parser.set_defaults(func=handle_eval)


def handle_eval(args: argparse.Namespace) -> int:
    """Dispatch to the regression gate or to a suite run."""
    settings = settings_from_args(args)
    if args.compare:
        return handle_compare(*args.compare)
    return _run_suites(settings, args)


def _run_suites(settings: Settings, args: argparse.Namespace) -> int:
    """Run the requested suites, write results.json and the report, and print each suite's summary."""
    from eval.harness import run_eval, validate_options
    from eval.report import write_report

    options = EvalOptions(
        suites=list(SUITES) if args.suite == "all" else [args.suite],
        modes=[m.strip() for m in args.modes.split(",") if m.strip()],
        questions=args.questions,
        corpus=args.corpus,
        index_dir=args.index_dir,
        limit=args.limit,
        k=args.k,
        runs=list(args.runs),
    )
    validate_options(options)
    run = run_eval(settings, options, command="edabot " + " ".join(sys.argv[1:]))
    run.save(args.out / "results.json")
    report = write_report(run, args.out)
    sys.stdout.write(f"results: {args.out / 'results.json'}\nreport: {report}\n")
    for suite in run.suites.values():
        _print_suite_summary(suite)
    return 0


def handle_compare(old_path: Path, new_path: Path) -> int:
    """Print every finding; 1 when any metric regressed beyond noise, else 0."""
    from eval.compare import compare_runs
    from eval.results import load_run

    findings, notes = compare_runs(load_run(old_path), load_run(new_path))
    if not findings and not notes:
        raise BadInputError(f"{old_path} and {new_path} share no measured suite to compare")
    for finding in findings:
        sys.stdout.write(finding.describe() + "\n")
    for note in notes:
        sys.stdout.write(f"note       {note}\n")
    regressions = [f for f in findings if f.regressed]
    sys.stdout.write(f"{len(regressions)} regression(s) in {len(findings)} compared metrics\n")
    return 1 if regressions else 0


def _print_suite_summary(suite: SuiteResult) -> None:
    if suite.status != "ok":
        sys.stdout.write(f"[{suite.suite}] not available: {suite.reason}\n")
        return
    for mode in suite.modes.values():
        shown = {k: round(v, 4) for k, v in mode.summary.items() if v is not None}
        sys.stdout.write(f"[{suite.suite}/{mode.mode}] {shown}\n")




__all__ = ["handle_compare", "handle_eval", "register"]
