"""Answer every run question set of the repository and record which questions pass, to compare two checkouts.

    python benchmarks/regress_runs.py --out before.json --data-dir /tmp/reg-before [--exclude runs_blind31 ...]
    python benchmarks/regress_runs.py --compare before.json after.json

Run it from each checkout (the code answering is the checkout's own). Each ``eval/sets/runs_*`` folder's runs are
ingested into the scope its first question names, the golden fixtures as the dev set's suite does; then every
``questions.jsonl`` and ``dev_synonyms.jsonl``, the paraphrases and the dev set are answered offline (extractive) and
scored as ``benchmarks/score_runs.py`` scores them. The sets whose held-out halves a round claims are left out with
``--exclude``. ``--compare`` prints the totals and every question gained or lost.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from edabot.settings import Settings  # noqa: E402
from eval.questions import load_jsonl  # noqa: E402
from eval.runs_suite import DEFAULT_SCOPE, RUN_CORPUS, _one, find_agent  # noqa: E402


def _sets(exclude: set[str]) -> list[Path]:
    return sorted(p for p in (REPO / "eval/sets").glob("runs_*") if p.is_dir() and p.name not in exclude)


def _ingest(sets: list[Path], settings: Settings) -> None:
    from runs.store.ingest import ingest_run_paths

    for folder, scope in RUN_CORPUS:
        ingest_run_paths([folder], scope, settings)
    for folder in sets:
        questions = folder / "questions.jsonl"
        if (folder / "runs").is_dir() and questions.is_file():
            scope = json.loads(questions.read_text().splitlines()[0])["scope"]
            ingest_run_paths([folder / "runs"], scope, settings)


def record(out: Path, data_dir: Path, exclude: set[str]) -> None:
    settings = Settings(EDABOT_DATA_DIR=str(data_dir), EDABOT_GENERATOR="extractive",
                        EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=4)
    index = settings.model_copy(update={"data_dir": settings.data_dir / "eval" / "runs"})
    sets = _sets(exclude)
    _ingest(sets, index)
    files = [f for folder in sets for f in (folder / "questions.jsonl", folder / "dev_synonyms.jsonl") if f.is_file()]
    files += [REPO / "eval/sets/runs_paraphrase.jsonl", REPO / "eval/runs_devset.jsonl"]
    agent = find_agent()
    passed: dict[str, tuple[bool, str]] = {}
    for path in files:
        for question in load_jsonl(path):
            question = question if question.scope else replace(question, scope=DEFAULT_SCOPE)
            result = _one(agent, question, index)
            passed[f"{path.relative_to(REPO)}::{question.id}"] = (bool(result.metrics.get("pass")), question.question)
    out.write_text(json.dumps(passed, indent=0) + "\n")
    print(f"{sum(ok for ok, _ in passed.values())} of {len(passed)} pass")


def compare(before_path: Path, after_path: Path) -> None:
    before, after = (json.loads(p.read_text()) for p in (before_path, after_path))
    shared = sorted(set(before) & set(after))
    print(f"{len(shared)} questions in both: {sum(before[k][0] for k in shared)} -> {sum(after[k][0] for k in shared)}")
    for sign, keys in (("+", [k for k in shared if after[k][0] and not before[k][0]]),
                       ("-", [k for k in shared if before[k][0] and not after[k][0]])):
        print(f"{'gained' if sign == '+' else 'lost'}: {len(keys)}")
        for key in keys:
            print(f"  {sign} {key} | {after[key][1]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="where to write {question: [passed, text]}")
    parser.add_argument("--data-dir", type=Path, help="index directory for the ingested runs")
    parser.add_argument("--exclude", nargs="+", action="extend", default=[],
                        help="set folders to leave out (the claimed held-out sets); repeat or list several")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
    elif args.out and args.data_dir:
        record(args.out, args.data_dir, set(args.exclude))
    else:
        parser.error("give --out and --data-dir, or --compare")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
