"""Doc-retrieval quality benchmark: every mode, one run, one index, paired statistics.

Usage::

    python benchmarks/bench_docs_quality.py --questions SET.jsonl --corpus DIR [--corpus DIR2] \\
        --data-dir /tmp/index [--modes bm25,chunk,rrf,hybrid] [--ablation] [--out FILE.json]

Per mode and question: retrieval latency (query-vector cache cleared first, so every mode
pays its encoder call), passage pass@k (>= 50 % of a gold span's significant lines present
verbatim in the top-k evidence text), document@k, context size, and the offline answer on
that same evidence (ROUGE-L against the reference; abstention on unanswerable questions).
Hybrid is compared with every other mode by a paired bootstrap over questions. The ``--out``
file keeps every question's pass@k, answer and evidence spans per mode, for miss analysis.

``--score MODE=RETRIEVE.jsonl,ASK.jsonl`` scores the output of ``edabot retrieve/ask --questions
--json`` instead (how an older checkout of the project is measured on the same set).

Gold sources are paths relative to the folder that holds the corpus folders
(``openroad/src/gpl/README.md``), which is how ingest names them. The index lives in
``--data-dir`` and is reused: unchanged files are not re-embedded.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from app.engine import Engine  # noqa: E402
from edabot.locations import compact_location  # noqa: E402
from edabot.logging import configure_logging  # noqa: E402
from edabot.settings import Settings  # noqa: E402
from eval.metrics.retrieval import document_recall, passage_pass  # noqa: E402
from eval.metrics.text import rouge_l  # noqa: E402
from eval.questions import GoldSpan, Question, load_questions  # noqa: E402

RESAMPLES = 10_000
ABLATION = {
    "chunk": None,
    "+units": {"lexical_weight": 0.0, "small_to_big": False, "dense_pool": 5},
    "+lexical": {"small_to_big": False},
    "+small-to-big": {},
}
"""Ablation steps as RetrievalParams overrides of hybrid (None: the chunk baseline itself)."""
VARIANTS: dict[str, dict[str, Any]] = {"hybrid-whole": {"decompose": False}, "parts-unvetted": {"vet_parts": False},
            "merge-before": {"merge_absorb": False}}
"""``--variants``: hybrid with overrides, in the same run (the whole question only, without its parts; every part's
slot given to its own best passage, as before the parts were vetted; the merge before a wider window replaced the narrower one
it holds)."""
ALIGNED = {"+aligned encoder": {"small_to_big": False}, "+aligned, +small-to-big": {}}
"""With ``--adapter``: the same steps on an index built with the function-aware adapter (its own data dir)."""


@dataclass
class ModeRun:
    """Per-question values of one mode, in question order."""

    mode: str
    passage: list[float] = field(default_factory=list)
    document: list[float] = field(default_factory=list)
    rouge: list[float | None] = field(default_factory=list)
    abstained: list[bool] = field(default_factory=list)
    latency_ms: list[float] = field(default_factory=list)
    context_chars: list[int] = field(default_factory=list)
    answers: list[dict[str, Any]] = field(default_factory=list)
    parts: list[float] = field(default_factory=list)
    """Per multi-part question: share of its parts with gold whose spans are found (pass >= 0.5)."""
    all_parts: list[float] = field(default_factory=list)
    """Per multi-part question: 1 when every part with gold is found."""


def answerable(question: Question) -> bool:
    return bool(question.gold)


def score_parts(out: ModeRun, question: Question, texts: Sequence[str], read_lines: Any, k: int) -> None:
    """Part coverage of a multi-part question: each part with gold is found when half its spans are."""
    found = [(passage_pass(part, texts, read_lines, k) or 0.0) >= 0.5 for part in question.parts if part]
    if found:
        out.parts.append(sum(found) / len(found))
        out.all_parts.append(float(all(found)))


def run_question(engine: Engine, out: ModeRun, mode: str, question: Question, read_lines: Any, k: int) -> None:
    """Retrieve (timed, query cache cleared) and answer one question in one mode, appending to ``out``."""
    clear = getattr(engine.base_encoder, "clear_query_cache", None)
    if clear:
        clear()
    started = time.perf_counter()
    evidence = engine.retrieve(question.question, ["global"], k, mode)
    out.latency_ms.append((time.perf_counter() - started) * 1000.0)
    texts = [e.text for e in evidence]
    out.context_chars.append(sum(len(t) for t in texts[:k]))
    answer = engine.answerer.answer(question.question, evidence, scopes=["global"])
    out.abstained.append(answer.abstained)
    passage = None
    if answerable(question):
        passage = passage_pass(question.gold, texts, read_lines, k) or 0.0
        out.passage.append(passage)
        out.document.append(document_recall(question.gold, evidence, k) or 0.0)
        score_parts(out, question, texts, read_lines, k)
        out.rouge.append(rouge_l(answer.answer, question.reference) if question.reference else None)
    out.answers.append({"id": question.id, "passage": passage, "answer": answer.answer,
                        "abstained": answer.abstained, "evidence": [compact_location(e) for e in evidence]})


def score_files(label: str, retrieve_file: Path, ask_file: Path, questions: Sequence[Question], read_lines: Any,
                k: int) -> ModeRun:
    """A ModeRun from CLI batch output (ids match the question set); latency is not known there."""
    retrieved = {str(r["id"]): r for r in map(json.loads, retrieve_file.read_text().splitlines()) if r}
    asked = {str(r["id"]): r for r in map(json.loads, ask_file.read_text().splitlines()) if r}
    out = ModeRun(label)
    for question in questions:
        results = retrieved.get(question.id, {}).get("results", [])
        answer = asked.get(question.id, {})
        texts = [r["text"] for r in results]
        spans = [GoldSpan(r["source"], r["start_line"], r["end_line"]) for r in results]
        out.latency_ms.append(float("nan"))
        out.context_chars.append(sum(len(t) for t in texts[:k]))
        out.abstained.append(bool(answer.get("abstained", False)))
        passage = None
        if answerable(question):
            passage = passage_pass(question.gold, texts, read_lines, k) or 0.0
            out.passage.append(passage)
            out.document.append(document_recall(question.gold, spans, k) or 0.0)
            score_parts(out, question, texts, read_lines, k)
            out.rouge.append(rouge_l(answer.get("answer", ""), question.reference) if question.reference else None)
        out.answers.append({"id": question.id, "passage": passage, "answer": answer.get("answer", ""), "evidence": [
            f"{r['source']}:{r['start_line']}-{r['end_line']}" for r in results]})
    return out


def bootstrap(a: Sequence[float], b: Sequence[float]) -> tuple[float, float, float]:
    """Mean of a - b with its 95 % paired-bootstrap interval."""
    diffs = np.asarray(a, dtype=float) - np.asarray(b, dtype=float)
    if not len(diffs):
        return 0.0, 0.0, 0.0
    rng = np.random.default_rng(0)
    means = diffs[rng.integers(0, len(diffs), size=(RESAMPLES, len(diffs)))].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return float(diffs.mean()), float(low), float(high)


def _timed(run: ModeRun) -> bool:
    return any(not np.isnan(v) for v in run.latency_ms)


def summary(run: ModeRun, questions: Sequence[Question]) -> dict[str, Any]:
    rouge = [r for r in run.rouge if r is not None]
    unanswerable = [a for q, a in zip(questions, run.abstained, strict=True) if not answerable(q)]
    answered = [a for q, a in zip(questions, run.abstained, strict=True) if answerable(q)]
    return {
        "mode": run.mode,
        "passage_pass@5": round(float(np.mean(run.passage)), 3) if run.passage else None,
        "document@5": round(float(np.mean(run.document)), 3) if run.document else None,
        "parts_found": round(float(np.mean(run.parts)), 3) if run.parts else None,
        "all_parts_found": round(float(np.mean(run.all_parts)), 3) if run.all_parts else None,
        "rouge_l": round(float(np.mean(rouge)), 3) if rouge else None,
        "latency_p50_ms": round(float(np.nanpercentile(run.latency_ms, 50)), 1) if _timed(run) else None,
        "latency_p95_ms": round(float(np.nanpercentile(run.latency_ms, 95)), 1) if _timed(run) else None,
        "context_chars_mean": round(float(np.mean(run.context_chars))),
        "abstain_answerable": round(float(np.mean(answered)), 3) if answered else None,
        "abstain_unanswerable": round(float(np.mean(unanswerable)), 3) if unanswerable else None,
    }


def render(result: dict[str, Any]) -> str:
    """A results file as the Markdown tables BENCHMARKS.md records."""
    columns = ["passage_pass@5", "document@5", "parts_found", "all_parts_found", "rouge_l", "latency_p50_ms", "latency_p95_ms", "context_chars_mean",
               "abstain_answerable", "abstain_unanswerable"]
    lines = ["| mode | " + " | ".join(columns) + " |", "|---" * (len(columns) + 1) + "|"]
    for mode in result["modes"]:
        cells = ["–" if mode[c] is None else str(mode[c]) for c in columns]
        lines.append(f"| {mode['mode']} | " + " | ".join(cells) + " |")
    lines += ["", "| hybrid vs | passage pass@5 difference | 95 % CI (paired bootstrap) |", "|---|---|---|"]
    for name, diff in result["hybrid_vs"].items():
        lines.append(f"| {name} | {diff['passage_diff']:+.3f} | [{diff['ci95'][0]:+.3f}, {diff['ci95'][1]:+.3f}] |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=Path, required=True, action="append")
    parser.add_argument("--corpus", type=Path, required=True, action="append")
    parser.add_argument("--data-dir", type=Path)
    parser.add_argument("--modes", default="bm25,chunk,rrf,hybrid")
    parser.add_argument("--ablation", action="store_true", help="also run chunk -> +units -> +lexical -> +small-to-big")
    parser.add_argument("--adapter", type=Path, help="with --ablation: a LoRA adapter (train-adapter --out) for the "
                        "'+aligned encoder' steps, run on an index of its own beside --data-dir")
    parser.add_argument("--variants", default="", help=f"comma-separated hybrid variants: {', '.join(VARIANTS)}")
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--checkpoint", type=int, default=10, help="write results every N questions")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--score", action="append", default=[], metavar="LABEL=RETRIEVE.jsonl,ASK.jsonl",
                        help="score CLI batch output of another checkout instead of running a mode")
    parser.add_argument("--render", action="store_true", help="print --out (a finished results file) as Markdown")
    args = parser.parse_args(argv)
    if args.render:
        print(render(json.loads(args.out.read_text())))
        return 0
    configure_logging("WARNING")
    roots = [c.resolve().parent for c in args.corpus]

    @cache
    def read_lines(source: str) -> list[str]:
        for root in roots:
            path = root / source
            if path.is_file():
                return path.read_text(encoding="utf-8", errors="replace").lstrip("\ufeff").splitlines()
        return []

    questions = [q for path in args.questions for q in load_questions(path)]
    runs: dict[str, ModeRun] = {}
    for spec in args.score:
        label, files = spec.split("=", 1)
        retrieve_file, ask_file = files.split(",", 1)
        runs[label] = score_files(label, Path(retrieve_file), Path(ask_file), questions, read_lines, args.k)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    documents, ingest_s = 0, 0.0
    if not (modes or args.ablation):
        _write(args, runs, questions, documents, ingest_s)
        return 0
    engine, ingest_s, documents = _indexed_engine(args.data_dir, None, args.corpus, args.k)
    variants: list[tuple[str, str, dict[str, Any], Engine]] = [(m, m, {}, engine) for m in modes]
    variants += [(label, "hybrid", VARIANTS[label], engine) for label in filter(None, args.variants.split(","))]
    if args.ablation:
        variants += [(label, "hybrid", o, engine) for label, o in ABLATION.items() if o is not None]
    if args.ablation and args.adapter:
        aligned, _, _ = _indexed_engine(args.data_dir.with_name(f"{args.data_dir.name}-aligned"), args.adapter,
                                        args.corpus, args.k)
        variants += [(label, "hybrid", o, aligned) for label, o in ALIGNED.items()]
    for label, *_ in variants:
        runs[label] = ModeRun(label)
    # Question-major: every mode sees the same machine load, and a checkpoint is always comparable.
    base_params = engine.retriever.params
    done: list[Question] = []
    for number, question in enumerate(questions, start=1):
        for label, mode, overrides, runner in variants:
            runner.retriever.params = replace(base_params, **overrides)
            run_question(runner, runs[label], mode, question, read_lines, args.k)
        done.append(question)
        if number % args.checkpoint == 0 or number == len(questions):
            _write(args, runs, done, documents, ingest_s)
    return 0


def _indexed_engine(data_dir: Path, adapter: Path | None, corpus: Sequence[Path], k: int) -> tuple[Engine, float, int]:
    """An engine over ``corpus`` indexed in ``data_dir`` (the function-aware adapter loaded when given),
    warmed up; with the seconds its ingest took and its document count."""
    settings = Settings(EDABOT_DATA_DIR=data_dir)  # type: ignore[call-arg]
    if adapter:
        settings = settings.model_copy(update={"func_adapter_path": str(adapter)})
    engine = Engine(settings)
    started = time.perf_counter()
    report = engine.ingest_paths(corpus, "global")
    seconds = time.perf_counter() - started
    engine.retrieve("warm up", ["global"], k, "hybrid")
    return engine, seconds, len(report.indexed) + len(report.unchanged)


def _write(args: argparse.Namespace, runs: dict[str, ModeRun], questions: Sequence[Question], documents: int,
           ingest_s: float) -> None:
    runs = {name: _head(r, questions) for name, r in runs.items()}
    result: dict[str, Any] = {
        "questions": len(questions),
        "answerable": sum(answerable(q) for q in questions),
        "documents": documents,
        "ingest_seconds": round(ingest_s, 1),
        "modes": [summary(r, questions) for r in runs.values()],
        "hybrid_vs": {},
    }
    if "hybrid" in runs:
        for name, other in runs.items():
            if name != "hybrid":
                diff, low, high = bootstrap(runs["hybrid"].passage, other.passage)
                result["hybrid_vs"][name] = {"passage_diff": round(diff, 3), "ci95": [round(low, 3), round(high, 3)]}
    print(json.dumps(result), flush=True)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        detail = {**result, "per_question": {name: r.answers for name, r in runs.items()}}
        args.out.write_text(json.dumps(detail, indent=2))


def _head(run: ModeRun, questions: Sequence[Question]) -> ModeRun:
    """The run cut to ``questions`` (a prefix): scored CLI output covers the whole set, a checkpoint does not."""
    n, m = len(questions), sum(answerable(q) for q in questions)
    p = sum(any(part for part in q.parts) for q in questions if answerable(q))
    return ModeRun(run.mode, run.passage[:m], run.document[:m], run.rouge[:m], run.abstained[:n],
                   run.latency_ms[:n], run.context_chars[:n], run.answers[:n], run.parts[:p], run.all_parts[:p])


if __name__ == "__main__":
    raise SystemExit(main())
