"""Encoder runtimes side by side: the same chunk texts through torch, ONNX fp32 and ONNX int8, interleaved.

Usage: python benchmarks/bench_encoder_runtimes.py [CORPUS_DIR] [--every N] [--rounds R] [--runtimes a,b,c]

Takes the embedding texts of every Markdown chunk of the corpus (every N-th, to keep a run short), encodes
them with each runtime in turn, R rounds, so load drift on a shared machine hits every runtime alike.
Reports the best seconds, texts per second, the speed-up over torch, and the cosine of each runtime's
vectors with torch's (min and mean): the agreement that decides whether a runtime may share torch's index.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from edabot.settings import Settings  # noqa: E402
from index.encoder import get_base_encoder  # noqa: E402
from ingest.documents import content_hash, parse_document, read_limits, read_manual, read_manual_bytes  # noqa: E402

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "openroad"


def chunk_texts(corpus: Path, settings: Settings) -> list[str]:
    """What the index build embeds for each chunk of the corpus's Markdown files, in file order."""
    limits, texts = read_limits(settings), list[str]()
    for path in sorted(corpus.rglob("*.md")):
        data = read_manual_bytes(path, limits)
        doc = parse_document("global", str(path.relative_to(corpus)), read_manual(path.name, data, limits, path.parent),
                             content_hash(data), settings.chunk_max_words)
        texts.extend(c.embedding_text() for c in doc.chunks)
    return texts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--every", type=int, default=4, help="encode every N-th chunk")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--runtimes", default="torch,onnx,onnx-int8")
    args = parser.parse_args()
    data_dir = Path(tempfile.mkdtemp(prefix="edabot-bench-enc-"))
    encoders = {runtime: get_base_encoder(Settings(EDABOT_DATA_DIR=data_dir, EDABOT_ENCODER_RUNTIME=runtime))
                for runtime in args.runtimes.split(",")}  # exports happen here, outside the timing
    texts = chunk_texts(args.corpus, Settings(EDABOT_DATA_DIR=data_dir))[:: args.every]
    seconds: dict[str, list[float]] = {runtime: [] for runtime in encoders}
    vectors: dict[str, np.ndarray] = {}
    for _ in range(args.rounds):
        for runtime, encoder in encoders.items():
            start = time.perf_counter()
            vectors[runtime] = encoder.encode(texts)
            seconds[runtime].append(time.perf_counter() - start)
    reference = next(iter(vectors))
    rows: dict[str, dict[str, Any]] = {}
    for runtime, encoder in encoders.items():
        cosine = (vectors[runtime] * vectors[reference]).sum(1)
        rows[runtime] = {
            "encoder": encoder.name, "seconds": [round(s, 2) for s in seconds[runtime]],
            "texts_per_s": round(len(texts) / min(seconds[runtime]), 1),
            f"speedup_over_{reference}": round(min(seconds[reference]) / min(seconds[runtime]), 2),
            "cosine_min": round(float(cosine.min()), 5), "cosine_mean": round(float(cosine.mean()), 5),
        }
    result = {"date": time.strftime("%Y-%m-%d %H:%M"), "cpus": os.cpu_count(), "texts": len(texts), "runtimes": rows}
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
