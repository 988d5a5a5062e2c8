"""Score the run-QA agent offline on eval/runs_devset.jsonl and print pass rates per category.

    .venv/bin/python eval/score_runs.py [--data-dir DIR] [--verbose]

Ingests the golden run fixtures (tests/fixtures/runs/runs into scope proj:main, history into
proj:main/next), asks every question without an LLM, and passes an answer when it contains
every ``must_contain`` fact. Absent-design questions also need an abstention with no number
from another design's metrics.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from edabot.scopes import visible_scopes  # noqa: E402
from edabot.settings import Settings  # noqa: E402
from runs.agent import answer_run_question  # noqa: E402
from runs.ingest import ingest_run_paths  # noqa: E402

FIXTURES = REPO / "tests/fixtures/runs"
_NUMBER_WITH_UNIT = re.compile(r"-?\d[\d,]*\.?\d*\s*(um\^2|cells|ns|MB|s|wires|paths)\b")


def build_index(data_dir: Path) -> Settings:
    settings = Settings(EDABOT_DATA_DIR=str(data_dir), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=4)
    ingest_run_paths([FIXTURES / "runs"], "proj:main", settings)
    ingest_run_paths([FIXTURES / "history"], "proj:main/next", settings)
    return settings


def passes(item: dict, answer) -> bool:  # type: ignore[no-untyped-def]
    if answer is None:
        return False
    text = answer.answer
    ok = all(fact in text for fact in item["must_contain"])
    if item["category"] == "absent":
        ok = ok and answer.abstained and not _NUMBER_WITH_UNIT.search(text)
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        settings = build_index(args.data_dir or Path(tmp))
        items = [json.loads(line) for line in (REPO / "eval/runs_devset.jsonl").read_text().splitlines() if line.strip()]
        results: dict[str, list[bool]] = defaultdict(list)
        started = time.perf_counter()
        for item in items:
            answer = answer_run_question(item["question"], visible_scopes(item["scope"]), settings)
            ok = passes(item, answer)
            results[item["category"]].append(ok)
            if args.verbose or not ok:
                print(f"[{'PASS' if ok else 'FAIL'}] {item['id']} {item['question']}\n{answer.answer if answer else None}\n")
        elapsed = time.perf_counter() - started
    for category in ("factual", "statistical", "reasoning", "absent"):
        got = results.get(category, [])
        if got:
            print(f"{category:12s} {sum(got):3d}/{len(got):3d}  {100.0 * sum(got) / len(got):5.1f}%")
    total = [ok for values in results.values() for ok in values]
    print(f"{'all':12s} {sum(total):3d}/{len(total):3d}  {100.0 * sum(total) / len(total):5.1f}%  "
          f"({elapsed / len(total) * 1000:.0f} ms/question)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
