"""Score the run-QA agent offline on a run question set and print pass rates per category.

    python benchmarks/score_runs.py [--questions SET.jsonl] [--runs DIR[=SCOPE] ...] [--data-dir DIR] [--verbose]
                              [--baseline bm25|fusion]

Without options: the dev set (eval/runs_devset.jsonl) over the golden fixtures (tests/fixtures/runs:
``runs`` into scope proj:main, ``history`` into proj:main/next). With ``--questions``/``--runs``: any
set, e.g. the blind set ``eval/sets/runs_blind/questions.jsonl --runs eval/sets/runs_blind/runs``.
Scoring is the runs suite's (``eval.runs_suite.score_run_answer``): every ``must_contain`` fact
stated (numbers normalized, units required); absent-design questions refused with no measurement.
No LLM is used (the generator is forced to extractive).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from edabot.settings import Settings  # noqa: E402
from eval.run_baselines import BASELINES  # noqa: E402
from eval.runs_suite import resolve_run_set, run_runs_suite  # noqa: E402

CATEGORIES = ("factual", "statistical", "reasoning", "absent")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--questions", default="example", help="a .jsonl question set (default: the dev set)")
    parser.add_argument("--runs", action="append", default=[], metavar="DIR[=SCOPE]", help="run folders to ingest")
    parser.add_argument("--data-dir", type=Path, help="index directory (default: a temporary one)")
    parser.add_argument("--verbose", action="store_true", help="print every answer, not only failures")
    parser.add_argument("--baseline", choices=sorted(BASELINES), help="score a plain retrieval baseline instead")
    args = parser.parse_args()
    devset, corpus = resolve_run_set(args.questions, args.runs)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(EDABOT_DATA_DIR=str(args.data_dir or tmp), EDABOT_GENERATOR="extractive",
                            EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=4)
        result = run_runs_suite(settings, None, devset, corpus, BASELINES[args.baseline] if args.baseline else None)
    if result.status != "ok":
        print(f"not available: {result.reason}")
        return 1
    by_category: dict[str, list[bool]] = defaultdict(list)
    for record in result.modes["agent"].questions:
        ok = bool(record.metrics.get("pass"))
        by_category[record.category].append(ok)
        if args.verbose or not ok:
            print(f"[{'PASS' if ok else 'FAIL'}] {record.id} {record.question}\n{record.answer}\n"
                  + "".join(f"  ! {note}\n" for note in record.notes))
    print(f"questions: {devset}")
    for category in sorted(by_category, key=lambda c: (c not in CATEGORIES, CATEGORIES.index(c) if c in CATEGORIES else 0, c)):
        got = by_category[category]
        print(f"{category:12s} {sum(got):3d}/{len(got):3d}  {100.0 * sum(got) / len(got):5.1f}%")
    every = [ok for got in by_category.values() for ok in got]
    print(f"{'all':12s} {sum(every):3d}/{len(every):3d}  {100.0 * sum(every) / max(1, len(every)):5.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
