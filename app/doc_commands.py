"""``edabot ingest | retrieve | ask | stats``: doc QA from the command line.

Batch mode (``--questions FILE.jsonl``) loads the models once and prints one JSON object
per question, which is what evaluation scripts and shell pipelines want.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from edabot.command_settings import settings_from_args
from edabot.errors import BadInputError, EdabotError
from edabot.locations import compact_location
from edabot.scopes import visible_scopes
from edabot.types import Answer, Evidence, IngestReport
from specs.modes import SPEC_MODES

if TYPE_CHECKING:
    from app.engine import Engine
    from edabot.settings import Settings


def register(subparsers: argparse._SubParsersAction) -> None:
    ingest = subparsers.add_parser("ingest", help="index manuals (files or folders)")
    ingest.add_argument("paths", nargs="+", type=Path)
    ingest.add_argument("--scope", default="global")
    ingest.add_argument("--kind", choices=("auto", "doc", "run", "spec"), default="auto",
                        help="manuals (doc), synthesis runs (run), IP specifications (spec), or decide per path (auto)")
    ingest.add_argument("--json", action="store_true", help="print the report as JSON")
    ingest.set_defaults(func=run_ingest)

    for name, func, text in (("retrieve", run_retrieve, "show the evidence for a question"),
                             ("ask", run_ask, "answer a question with citations")):
        sub = subparsers.add_parser(name, help=text)
        sub.add_argument("question", nargs="?")
        sub.add_argument("--questions", type=Path, help="JSONL file: one {\"question\", \"id\"} per line")
        sub.add_argument("--k", type=int, default=None)
        sub.add_argument("--mode", choices=("auto", "hybrid", "chunk", "bm25", "rrf", *SPEC_MODES), default="auto",
                         help="auto: spec QA when the scope holds specs the question fits, else the doc mode")
        sub.add_argument("--scope", default="global")
        sub.add_argument("--json", action="store_true")
        sub.set_defaults(func=func)

    stats = subparsers.add_parser("stats", help="documents, chunks, units and rejected units")
    stats.add_argument("--scope", default=None)
    stats.set_defaults(func=run_stats)

    reembed = subparsers.add_parser("reembed", help="embed every indexed chunk and unit with the configured encoder")
    reembed.set_defaults(func=run_reembed)


def _engine(settings: Settings) -> Engine:
    """The engine, imported only when a command runs: building the parser loads no stores or models."""
    from app.engine import Engine

    return Engine(settings)


def _split_by_kind(paths: list[Path], kind: str) -> tuple[list[Path], list[Path]]:
    """(manual paths, run paths) for ``--kind``; auto asks the run detector per path."""
    if kind != "auto":
        return (paths, []) if kind == "doc" else ([], paths)
    from runs.parse.detect import looks_like_run

    runs = [p for p in paths if looks_like_run(p)]
    return [p for p in paths if p not in runs], runs


def run_ingest(args: argparse.Namespace) -> int:
    engine = _engine(settings_from_args(args))
    if args.kind == "spec":
        return _print_ingest(engine.ingest_specs(list(args.paths), args.scope), args.json)
    doc_paths, run_paths = _split_by_kind(list(args.paths), args.kind)
    report = IngestReport()
    if doc_paths:
        report = engine.ingest_paths(doc_paths, args.scope, show_bar=sys.stderr.isatty() or not args.json)
    if run_paths:
        runs = engine.ingest_runs(run_paths, args.scope)
        report.indexed += runs.indexed
        report.unchanged += runs.unchanged
        report.skipped += runs.skipped
    return _print_ingest(report, args.json)


def _print_ingest(report: IngestReport, as_json: bool) -> int:
    if as_json:
        print(json.dumps(report.to_json(), indent=2))
    else:
        print(f"indexed {len(report.indexed)}, unchanged {len(report.unchanged)}, skipped {len(report.skipped)}, "
              f"units rebuilt {report.units_rebuilt}")
        for skipped in report.skipped:
            print(f"  skipped {skipped.source}: {skipped.reason}")
    return 0 if report.indexed or report.unchanged or not report.skipped else 1


def _questions(args: argparse.Namespace) -> Iterator[tuple[Any, str]]:
    if args.questions is None:
        if not args.question:
            raise BadInputError("give a question, or --questions FILE.jsonl")
        yield None, args.question
        return
    try:
        lines = args.questions.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInputError(f"cannot read {args.questions}: {exc}") from exc
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            yield item.get("id", number), str(item["question"])
        except (json.JSONDecodeError, KeyError, AttributeError) as exc:
            raise BadInputError(f"{args.questions}:{number}: expected a JSON object with a \"question\"") from exc


def _batch(args: argparse.Namespace, answer_one: Any, to_json: Any, to_text: Any) -> int:
    settings = settings_from_args(args)
    engine = _engine(settings)
    scopes = visible_scopes(args.scope)
    mode = args.mode
    k = args.k or (settings.spec_top_k if mode in SPEC_MODES else settings.top_k)
    for qid, question in _questions(args):
        try:
            result = answer_one(engine, question, scopes, k, mode)
        except EdabotError as exc:
            if args.questions is None:
                raise
            print(json.dumps({"id": qid, "error": exc.user_message}))
            continue
        if args.questions is not None:
            print(json.dumps({"id": qid, **to_json(result)}), flush=True)
        elif args.json:
            print(json.dumps(to_json(result), indent=2))
        else:
            print(to_text(result))
    return 0


def run_retrieve(args: argparse.Namespace) -> int:
    def to_json(results: list[Evidence]) -> dict[str, Any] | list[Any]:
        items = [e.to_json() for e in results]
        return {"results": items} if args.questions is not None else items  # type: ignore[return-value]

    def to_text(results: list[Evidence]) -> str:
        return "\n\n".join(
            f"[{i}] {compact_location(e)} ({e.section}) score={e.score} via={e.via}\n{e.text}"
            for i, e in enumerate(results, start=1)
        ) or "no passages found"

    def one(engine: Engine, question: str, scopes: list[str], k: int, mode: str) -> list[Evidence]:
        return engine.retrieve(question, scopes, k, mode)

    return _batch(args, one, to_json, to_text)


def format_answer(answer: Answer) -> str:
    """The answer for people: text, then numbered sources."""
    lines = [answer.answer, ""]
    lines += [f"[{c.n}] {compact_location(c)} — {c.section}" for c in answer.citations]
    lines += [f"note: {note}" for note in answer.notes]
    return "\n".join(lines).rstrip()


def run_ask(args: argparse.Namespace) -> int:
    def one(engine: Engine, question: str, scopes: list[str], k: int, mode: str) -> Answer:
        return engine.ask(question, scopes, k, mode)

    return _batch(args, one, lambda a: a.to_json(), format_answer)


def run_stats(args: argparse.Namespace) -> int:
    engine = _engine(settings_from_args(args))
    scopes = visible_scopes(args.scope) if args.scope else None
    counts = engine.stats(scopes)
    print(json.dumps({k: counts[k] for k in ("documents", "chunks", "units", "rejected_units")}, indent=2))
    return 0


def run_reembed(args: argparse.Namespace) -> int:
    counts = _engine(settings_from_args(args)).reembed()
    print(json.dumps(counts, indent=2))
    return 0
