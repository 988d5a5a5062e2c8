"""Where the gold ranges spec mode misses stand, one line each (the miss analysis behind BENCHMARKS.md).

    python -m benchmarks.diagnose_specs_misses DATA_DIR CORPUS [QUESTIONS.jsonl] [max_rank]

Uses the index ``benchmarks.bench_specs_retrieval`` built in DATA_DIR (unchanged files are skipped).
For every gold range not in the spec-mode top 10 it prints the question, the gold lines and
their first line, the spec-mode rank (``-`` past 20), and for the best passage covering the
range in the whole question's single-pass ranking: its fused rank and its rank in each channel
(walk, dense, lexical) with the entity its sentences are anchored on. A closing summary counts
the misses by class: ranked 11-20, the walk never reaches it (walk rank over ``max_rank``,
default 100), or ranked below 20 otherwise.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from app.engine import Engine
from edabot.settings import Settings
from eval.metrics.retrieval import overlaps
from eval.questions import GoldSpan, load_questions
from eval.specs_suite import DEFAULT_SET
from index.fusion import score_ranks
from specs.retriever import SpecRetriever

SCOPES = ["global"]
DEPTH = 20
TOP = 10


def _line(corpus: Path, gold: GoldSpan) -> str:
    relative = gold.source.split("/", 1)[1] if "/" in gold.source else gold.source
    lines = (corpus / relative).read_text(encoding="utf-8").splitlines()
    return " ".join(lines[gold.start_line - 1].split())[:90] if gold.start_line <= len(lines) else ""


def main(argv: list[str]) -> int:
    data, corpus = Path(argv[0]), Path(argv[1])
    questions = load_questions(Path(argv[2]) if len(argv) > 2 else DEFAULT_SET)
    far = int(argv[3]) if len(argv) > 3 else 100
    engine = Engine(Settings(EDABOT_DATA_DIR=data))
    engine.ingest_specs([corpus])
    retriever = engine.spec_qa.retriever
    index = retriever.index(SCOPES)
    passages = index.graph.passages
    classes: Counter[str] = Counter()
    for question in questions:
        evidence = engine.retrieve(question.question, SCOPES, k=DEPTH, mode="spec")
        channels, _ = retriever.channels(question.question, SCOPES)
        ranked, _ = retriever.rank(question.question, SCOPES)
        fused = {r.passage_id: rank for rank, r in enumerate(ranked, start=1)}
        channel_ranks = {name: score_ranks(scores) for name, scores in channels.items()}
        for gold in question.gold:
            spec_rank = next((i for i, e in enumerate(evidence, start=1) if overlaps(gold, e)), None)
            if spec_rank is not None and spec_rank <= TOP:
                continue
            covering = [i for i, p in enumerate(index.passage_ids) if overlaps(gold, passages[p])]
            best = min(covering, key=lambda i: fused[index.passage_ids[i]], default=None)
            where = "-" if best is None else " ".join(
                [f"fused {fused[index.passage_ids[best]]}",
                 *(f"{name} {ranks[best]}" for name, ranks in channel_ranks.items()),
                 _anchors(retriever, index.passage_ids[best], gold)])
            walk = channel_ranks["walk"][best] if best is not None else far + 1
            label = "11-20" if spec_rank is not None else ("walk>" + str(far) if walk > far else "below 20")
            classes[label] += 1
            sys.stdout.write(f"{question.id} [{question.category[:14]}] {gold.source.rsplit('/', 3)[-3]}/"
                             f"{gold.source.rsplit('/', 1)[-1]}:{gold.start_line}-{gold.end_line} "
                             f"spec {spec_rank or '-'} | {where} | {_line(corpus, gold)}\n")
    sys.stdout.write(f"misses by class: {dict(classes)}; total {sum(classes.values())}\n")
    return 0


def _anchors(retriever: SpecRetriever, passage_id: str, gold: GoldSpan) -> str:
    """The anchor entities of the passage's sentences on the gold lines."""
    sentences = retriever.passage_sentences(SCOPES, passage_id)
    hits = [s.anchor.entity for s in sentences if s.line <= gold.end_line and gold.start_line <= s.end_line]
    return ",".join(dict.fromkeys(hits)) or "(no sentence)"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
