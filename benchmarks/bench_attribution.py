"""What sentence attribution does to a real model's answers on the example dev set.

    EDABOT_LLM_BASE_URL=http://127.0.0.1:PORT/v1 .venv/bin/python benchmarks/bench_attribution.py [--data-dir DIR] [--limit N]

For each question: retrieve the evidence, ask the model once, then count what the old rule
would have shown (an uncited answer got an invented ``[1]``; other citations taken on trust)
and what attribution does (sentences kept, moved, newly cited, marked not found; answers
that abstain because no sentence is supported). Run against any OpenAI-compatible server.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

from app.engine import Engine
from edabot.scopes import visible_scopes
from edabot.settings import Settings
from eval.questions import load_questions
from index.encoder import get_base_encoder
from retrieval.generators.extractive import ExtractiveGenerator
from retrieval.generators.openai_backend import OpenAIGenerator

REPO = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", default="/tmp/edabot-bench-attribution")
    parser.add_argument("--limit", type=int, default=None, help="only the first N questions")
    args = parser.parse_args()
    settings = Settings(EDABOT_DATA_DIR=args.data_dir, EDABOT_GENERATOR="openai")
    engine = Engine(settings)
    engine.ingest_paths([REPO / "examples/manuals/tessera"], "global")
    encoder = get_base_encoder(settings)
    generator = OpenAIGenerator(settings, fallback=ExtractiveGenerator(encoder), encoder=encoder)
    counts: Counter[str] = Counter()
    for question in load_questions(REPO / "eval/devsets/docs_example.jsonl")[: args.limit]:
        evidence = engine.retrieve(question.question, visible_scopes("global"), settings.top_k, "hybrid")
        raw = generator.complete(question.question, evidence)
        result = generator.attributor.attribute(raw, evidence, question.question)
        counts["answers"] += 1
        counts["old: uncited answer shown with an invented [1]"] += not re.search(r"\[\d+\]", raw)
        counts["sentences kept with their citation"] += result.supported - result.moved - result.added
        counts["sentences whose citation moved"] += result.moved
        counts["uncited sentences given the supporting passage"] += result.added
        counts["sentences marked not found"] += len(result.unsupported)
        counts["answers abstained (no sentence supported)"] += not result.supported
    for name, value in counts.items():
        print(f"{name:50s} {value}", flush=True)


if __name__ == "__main__":
    main()
