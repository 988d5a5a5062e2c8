"""Where questions go when a team's scope holds runs, specs and manuals together: each blind set asked in ``auto`` mode.

    python benchmarks/bench_routing.py --data-dir DIR \
        --runs eval/sets/runs_blind39/runs --run-questions eval/sets/runs_blind39/questions.jsonl \
        --runs eval/sets/runs_blind40/runs --run-questions eval/sets/runs_blind40/questions.jsonl \
        --specs ../shared/corpus/opentitan --spec-questions eval/sets/specs4/questions.jsonl \
        --manuals ../shared/corpus/openroad --doc-questions eval/sets/openroad_blind.jsonl
    python benchmarks/bench_routing.py --data-dir DIR --runs 37=eval/sets/runs_blind37/runs \
        --runs 38=eval/sets/runs_blind38/runs --specs ../shared/corpus/opentitan --manuals ../shared/corpus/openroad \
        --manuals ../shared/corpus/yosys --mixed eval/sets/routing1/dev.jsonl

Every question was written for one store (a run set for its runs, a spec set for the specs, a manual set for the
manuals) by someone who saw only that store's data, so the store it should reach is known. The manuals and specs go
into a team scope and each run set into a channel under it (``team:routing/1``, ...), which sees the team's manuals
and specs as well, as a channel of a Slack workspace would. A run set's questions are asked in its channel; the spec and
manual questions in every channel. The benchmark counts where each went: the runs when the run agent answered (its
answers carry the parse of the question), the specs when the evidence came from the spec retriever, the manuals
otherwise. Routing only: whether the answer is right is each set's own benchmark.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from app.engine import Engine  # noqa: E402
from edabot.logging import configure_logging  # noqa: E402
from edabot.scopes import visible_scopes  # noqa: E402
from edabot.settings import Settings  # noqa: E402
from edabot.types import Answer  # noqa: E402

TEAM = "team:routing"
STORES = ("runs", "specs", "manuals")


def store_of(answer: Answer) -> str:
    """Which store answered: the run agent marks its answers with the question's parse; spec evidence says so."""
    if answer.parse is not None:
        return "runs"
    return "specs" if any(item.via == "spec" for item in answer.evidence) else "manuals"


def questions(paths: list[Path]) -> list[str]:
    return [json.loads(line)["question"] for path in paths for line in path.read_text().splitlines() if line.strip()]


def mixed(paths: list[Path]) -> list[dict[str, str]]:
    """Questions of a set written for all three stores: each says its ``store``, and a run question its ``channel``."""
    return [json.loads(line) for path in paths for line in path.read_text().splitlines() if line.strip()]


def channel_folders(values: list[str]) -> list[tuple[str, Path]]:
    """``NAME=PATH`` (the channel a mixed set names) or ``PATH`` (channels numbered in order)."""
    named = [value.rpartition("=") for value in values]
    return [(f"{TEAM}/{name or n}", Path(path)) for n, (name, _, path) in enumerate(named, start=1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--data-dir", type=Path, required=True, help="index directory (reused when it exists)")
    parser.add_argument("--runs", action="append", default=[],
                        help="a folder of runs, one channel each: PATH, or NAME=PATH for the channel a --mixed set names")
    parser.add_argument("--run-questions", type=Path, action="append", default=[],
                        help="the question set of each --runs folder, in the same order")
    parser.add_argument("--specs", type=Path, action="append", default=[], help="spec folders to ingest")
    parser.add_argument("--spec-questions", type=Path, action="append", default=[])
    parser.add_argument("--manuals", type=Path, action="append", default=[], help="manual folders to ingest")
    parser.add_argument("--doc-questions", type=Path, action="append", default=[])
    parser.add_argument("--mixed", type=Path, action="append", default=[],
                        help="a set of questions for all stores (store and channel on each line)")
    parser.add_argument("--verbose", action="store_true", help="print every question routed elsewhere")
    args = parser.parse_args()
    if args.run_questions and len(args.runs) != len(args.run_questions):
        parser.error("give one --run-questions set for each --runs folder")

    configure_logging("WARNING")
    folders = channel_folders(args.runs)
    channels = [channel for channel, _ in folders]
    fresh = not args.data_dir.exists()
    engine = Engine(Settings(EDABOT_DATA_DIR=str(args.data_dir), EDABOT_GENERATOR="extractive"))
    if fresh:
        engine.ingest_paths(args.manuals, TEAM)
        engine.ingest_specs(args.specs, TEAM)
        for channel, runs in folders:
            engine.ingest_runs([runs], channel)
    asked = {"runs": [(channel, q) for path, channel in zip(args.run_questions, channels, strict=False)
                      for q in questions([path])],
             "specs": [(channel, q) for channel in channels for q in questions(args.spec_questions)],
             "manuals": [(channel, q) for channel in channels for q in questions(args.doc_questions)]}
    for item in mixed(args.mixed):
        where = [f"{TEAM}/{item['channel']}"] if item["store"] == "runs" else channels
        asked[item["store"]] += [(channel, item["question"]) for channel in where]
    print("| written for | questions asked | to the runs | to the specs | to the manuals | where they belong |")
    print("|---|---|---|---|---|---|")
    for store in STORES:
        if not asked[store]:
            continue
        went: Counter[str] = Counter()
        for channel, question in asked[store]:
            reached = store_of(engine.ask(question, visible_scopes(channel), mode="auto"))
            went[reached] += 1
            if args.verbose and reached != store:
                print(f"  {store} -> {reached} ({channel}): {question}", file=sys.stderr)
        share = went[store] / len(asked[store])
        print(f"| {store} | {len(asked[store])} | {went['runs']} | {went['specs']} | {went['manuals']} | **{share:.3f}** |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
