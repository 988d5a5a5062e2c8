"""Retrieval-only recall of spec modes on a spec question set (the quick loop behind BENCHMARKS.md).

    python -m benchmarks.bench_specs_retrieval DATA_DIR CORPUS [QUESTIONS.jsonl] [modes]

Ingests CORPUS as specs into DATA_DIR (unchanged files are skipped), and as manuals too when a
doc mode (``chunk``, ``bm25``, ``hybrid``...) is asked for, so its baseline comes from the same run; then prints Recall@5/10/20
of the gold line ranges, full-recall@10, passages returned, mean latency and Recall@10 per
question type for each mode (default ``graph,spec``), retrieving 20 passages per question.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from pathlib import Path

from app.engine import Engine
from edabot.settings import Settings
from eval.metrics.retrieval import passage_recall
from eval.questions import load_questions
from eval.specs_suite import DEFAULT_SET
from specs.modes import SPEC_MODES


def main(argv: list[str]) -> int:
    data, corpus = Path(argv[0]), Path(argv[1])
    questions = load_questions(Path(argv[2]) if len(argv) > 2 else DEFAULT_SET)
    modes = argv[3].split(",") if len(argv) > 3 else ["graph", "spec"]
    engine = Engine(Settings(EDABOT_DATA_DIR=data))
    if any(mode not in SPEC_MODES for mode in modes):
        engine.ingest_paths([corpus])
    engine.ingest_specs([corpus])
    for mode in modes:
        scores: dict[str, list[float]] = defaultdict(list)
        by_type: dict[str, list[float]] = defaultdict(list)
        for question in questions:
            started = time.perf_counter()
            evidence = engine.retrieve(question.question, ["global"], k=20, mode=mode)
            scores["latency_s"].append(time.perf_counter() - started)
            for depth in (5, 10, 20):
                scores[f"recall@{depth}"].append(passage_recall(question.gold, evidence, depth) or 0.0)
            scores["full_recall@10"].append(float(scores["recall@10"][-1] == 1.0))
            scores["passages"].append(float(len(evidence)))
            by_type[question.category].append(scores["recall@10"][-1])
        summary = {name: round(sum(v) / len(v), 3) for name, v in scores.items()}
        types = {name: round(sum(v) / len(v), 3) for name, v in by_type.items()}
        sys.stdout.write(f"{mode} {summary} recall@10 by type {types}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
