"""What splitting evidence into answer snippets costs per question, against the plain line splitter.

Usage::

    python benchmarks/bench_snippets.py --data-dir DIR --questions SET.jsonl [--limit 60]

Retrieves each question's hybrid evidence from an existing index once, then times
``split_snippets`` over all of it three ways in one run: the line splitter alone (the baseline,
blind to RST), passages read by their manual's reader with an empty cache (first sight), and again
with the cache warm (the same passages asked about again).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Sequence
from pathlib import Path
from unittest import mock

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from app.engine import Engine  # noqa: E402
from edabot.logging import configure_logging  # noqa: E402
from edabot.settings import Settings  # noqa: E402
from retrieval.generators import extractive  # noqa: E402


def _per_question_ms(evidence: Sequence[Sequence[object]]) -> float:
    started = time.perf_counter()
    for passages in evidence:
        extractive.split_snippets(passages)  # type: ignore[arg-type]
    return (time.perf_counter() - started) / len(evidence) * 1000


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--questions", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=60)
    args = parser.parse_args(argv)
    configure_logging("WARNING")
    engine = Engine(Settings(EDABOT_DATA_DIR=args.data_dir))  # type: ignore[call-arg]
    lines = args.questions.read_text(encoding="utf-8").splitlines()[: args.limit]
    evidence = [engine.retrieve(json.loads(line)["question"], ["global"], 5, "hybrid") for line in lines]
    extractive.passage_pieces.cache_clear()
    with mock.patch.object(extractive, "read_passage", lambda source, text: None):
        baseline = _per_question_ms(evidence)
    extractive.passage_pieces.cache_clear()
    cold = _per_question_ms(evidence)
    warm = _per_question_ms(evidence)
    print(json.dumps({"questions": len(evidence), "lines_ms": round(baseline, 2), "blocks_cold_ms": round(cold, 2),
                      "blocks_warm_ms": round(warm, 2), "cold_over_lines": round(cold / baseline, 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
