"""Doc-index benchmark: full build, one-document incremental update, retrieval latency per mode.

Usage: python benchmarks/bench_docs_index.py [CORPUS_DIR] [--queries N] [--out FILE.json]

Everything runs in one process so the three retrieval modes are compared on the same
index, the same questions and the same machine load. Peak RSS is the process high-water
mark after the full build (model included).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from app.engine import Engine  # noqa: E402
from edabot.settings import Settings  # noqa: E402

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "openroad"
DEFAULT_QA = Path(__file__).resolve().parents[2] / "shared" / "eval" / "eda-corpus" / "qa.csv"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def load_questions(limit: int) -> list[str]:
    import csv

    with DEFAULT_QA.open(newline="", encoding="utf-8") as handle:
        return [row["question"] for row in csv.DictReader(handle)][:limit]


def time_modes(engine: Engine, questions: list[str]) -> dict[str, dict[str, float]]:
    """Interleave modes per question so load drift hits every mode alike."""
    latencies: dict[str, list[float]] = {"hybrid": [], "chunk": [], "bm25": []}
    for mode in latencies:  # warm-up: model, BM25 index, Chroma caches
        engine.retrieve(questions[0], ["global"], 5, mode)
    for question in questions:
        for mode, bucket in latencies.items():
            engine.base_encoder.clear_query_cache()  # every mode pays for its own query embedding
            start = time.perf_counter()
            engine.retrieve(question, ["global"], 5, mode)
            bucket.append((time.perf_counter() - start) * 1000)
    return {
        mode: {"p50_ms": round(percentile(v, 0.5), 2), "p95_ms": round(percentile(v, 0.95), 2),
               "mean_ms": round(statistics.mean(v), 2)}
        for mode, v in latencies.items()
    }


def latency_only(data_dir: Path, queries: int) -> None:
    """Time the three modes on an index that already exists (no build)."""
    engine = Engine(Settings(EDABOT_DATA_DIR=data_dir))
    print(json.dumps({"index": engine.stats(["global"]), "retrieval": time_modes(engine, load_questions(queries))},
                     indent=2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--existing-index", type=Path, help="only time retrieval on this data dir")
    args = parser.parse_args()
    if args.existing_index:
        latency_only(args.existing_index, args.queries)
        return

    work = Path(tempfile.mkdtemp(prefix="edabot-bench-"))
    corpus = work / args.corpus.name
    shutil.copytree(args.corpus, corpus)
    engine = Engine(Settings(EDABOT_DATA_DIR=work / "data"))
    engine.base_encoder.encode(["load the model before timing"])

    start = time.perf_counter()
    report = engine.ingest_paths([corpus])
    full_s = time.perf_counter() - start
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    target = sorted(corpus.rglob("README.md"))[len(sorted(corpus.rglob("README.md"))) // 2]
    target.write_text(target.read_text(encoding="utf-8") + "\n\n## Benchmark note\n\nRun `report_benchmark_note` once.\n")
    start = time.perf_counter()
    incremental = engine.ingest_paths([corpus])
    incremental_s = time.perf_counter() - start

    result: dict[str, Any] = {
        "machine": f"{platform.node()} {os.cpu_count()} cpu, {platform.python_version()}",
        "date": time.strftime("%Y-%m-%d"),
        "corpus": str(args.corpus),
        "documents": len(report.indexed),
        "skipped": len(report.skipped),
        **{k: v for k, v in engine.stats(["global"]).items()},
        "full_build_s": round(full_s, 2),
        "peak_rss_mb": round(peak_rss_mb, 1),
        "incremental_s": round(incremental_s, 3),
        "incremental_share_of_full": round(incremental_s / full_s, 4),
        "incremental_units_rebuilt": incremental.units_rebuilt,
        "incremental_changed": incremental.indexed,
        "retrieval": time_modes(engine, load_questions(args.queries)),
    }
    lat = result["retrieval"]
    result["hybrid_over_chunk_p50"] = round(lat["hybrid"]["p50_ms"] / lat["chunk"]["p50_ms"], 3)
    text = json.dumps(result, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
